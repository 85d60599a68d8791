// Loads data/product-units.json once: identity units per category, variant words (colours, finishes),
// variant markers (treatment and edition words) per category and format codes that are not model numbers.
import Type, { type Static } from 'typebox';
import { dataFileError, loadDataFile, validateData } from '../../core/dataFile.js';
import { quoteSafe } from '../../core/safeToken.js';
import { VersionedFile } from '../../core/dataSchemas.js';

const FILE = new URL('../data/product-units.json', import.meta.url);

/** The dimension of sizes written W x H (x D), read by the spec comparator itself (no unit defines it). */
export const SIZE_DIMENSION = 'size';

/** The schema of data/product-units.json. */
const PRODUCT_UNITS_SCHEMA = VersionedFile('service.product_units.v1', {
  /** Unit → [dimension, positive factor]. */
  units: Type.Record(Type.String({ minLength: 1 }), Type.Tuple([Type.String({ minLength: 1 }), Type.Number({ exclusiveMinimum: 0 })])),
  /** Dimension → its words, one entry per value (synonyms space-separated). */
  variant_words: Type.Record(Type.String({ minLength: 1 }), Type.Array(Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' }))),
  /** Category → the dimensions that identify a product of it. */
  categories: Type.Record(Type.String({ minLength: 1 }), Type.Array(Type.String())),
  /** Category → its variant markers (each a list of synonymous phrases), whether a vintage year counts and whether markers name styles. */
  variant_markers: Type.Record(
    Type.String({ minLength: 1 }),
    Type.Object({
      markers: Type.Array(Type.Array(Type.String({ pattern: '^[a-z0-9]+(?: [a-z0-9]+)*$' }), { minItems: 1 })),
      years: Type.Boolean(),
      /** Whether a marker can belong to a style a listing leaves out whole (double IPA, imperial stout). */
      styles: Type.Boolean(),
    }),
  ),
  /** Words after a marker that make it say what the product fits (compatible with ...). */
  fit_words: Type.Array(Type.String({ pattern: '^[a-z]+$' })),
  /** Words before a marker that make it a property of the product itself (backward compatible). */
  property_words: Type.Array(Type.String({ pattern: '^[a-z]+$' })),
  stop_codes: Type.Array(Type.String({ minLength: 1 })),
});

type UnitsFile = Static<typeof PRODUCT_UNITS_SCHEMA>;

/**
 * Checks beyond the schema: every category names dimensions that a unit or the variant words define,
 * and variant markers are given for known categories only.
 */
function checked(data: UnitsFile, file: URL | string): UnitsFile {
  const dimensions = new Set([SIZE_DIMENSION, ...Object.values(data.units).map(([dim]) => dim), ...Object.keys(data.variant_words)]);
  for (const [category, dims] of Object.entries(data.categories)) {
    dims.forEach((d, i) => {
      if (!dimensions.has(d)) throw dataFileError(file, `/categories/${category}/${i}`, 'DF_UNKNOWN_DIMENSION', { dimension: quoteSafe(d) });
    });
  }
  for (const category of Object.keys(data.variant_markers)) {
    if (!Object.hasOwn(data.categories, category)) throw dataFileError(file, `/variant_markers/${category}`, 'DF_CATEGORY_UNKNOWN');
  }
  return data;
}

/** Validates a parsed units file (for the broken-copy test); a DataFileError names the file and the entry. */
export function validateProductUnits(raw: unknown, file: URL | string = FILE): UnitsFile {
  return checked(validateData(raw, PRODUCT_UNITS_SCHEMA, file), file);
}

function load(): UnitsFile {
  return checked(loadDataFile(FILE, PRODUCT_UNITS_SCHEMA), FILE);
}

export const PRODUCT_UNITS = load();
export const STOP_CODES: ReadonlySet<string> = new Set(PRODUCT_UNITS.stop_codes);

/** Variant word → [dimension, index of its value] (synonyms share the index). */
export const VARIANT_WORDS: ReadonlyMap<string, [string, number]> = new Map(
  Object.entries(PRODUCT_UNITS.variant_words).flatMap(([dim, entries]) =>
    entries.flatMap((entry, i) => entry.split(' ').map((w) => [w, [dim, i]] as [string, [string, number]])),
  ),
);

export function hasCategory(category: string): boolean {
  return Object.hasOwn(PRODUCT_UNITS.categories, category);
}

/** A category's variant markers: each a list of phrases (words), and whether vintage years count. */
export interface VariantMarkers {
  markers: readonly (readonly string[])[][];
  years: boolean;
  styles: boolean;
}

const MARKERS: ReadonlyMap<string, VariantMarkers> = new Map(
  Object.entries(PRODUCT_UNITS.variant_markers).map(([category, v]) => [
    category,
    { markers: v.markers.map((phrases) => phrases.map((p) => p.split(' '))), years: v.years, styles: v.styles },
  ]),
);

export function variantMarkers(category: string): VariantMarkers | undefined {
  return MARKERS.get(category);
}

export const FIT_WORDS: ReadonlySet<string> = new Set(PRODUCT_UNITS.fit_words);

export const PROPERTY_WORDS: ReadonlySet<string> = new Set(PRODUCT_UNITS.property_words);
