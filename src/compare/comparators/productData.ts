// Loads data/product-units.json once: identity units per category, variant words (colours) and
// format codes that are not model numbers.
import Type, { type Static } from 'typebox';
import { dataFileError, loadDataFile, validateData } from '../../core/dataFile.js';
import { quoteSafe } from '../../core/safeToken.js';
import { VersionedFile } from '../../core/dataSchemas.js';

const FILE = new URL('../data/product-units.json', import.meta.url);

/** The schema of data/product-units.json. */
const PRODUCT_UNITS_SCHEMA = VersionedFile('service.product_units.v1', {
  /** Unit → [dimension, positive factor]. */
  units: Type.Record(Type.String({ minLength: 1 }), Type.Tuple([Type.String({ minLength: 1 }), Type.Number({ exclusiveMinimum: 0 })])),
  /** Dimension → its words, one entry per value (synonyms space-separated). */
  variant_words: Type.Record(Type.String({ minLength: 1 }), Type.Array(Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' }))),
  /** Category → the dimensions that identify a product of it. */
  categories: Type.Record(Type.String({ minLength: 1 }), Type.Array(Type.String())),
  stop_codes: Type.Array(Type.String({ minLength: 1 })),
});

type UnitsFile = Static<typeof PRODUCT_UNITS_SCHEMA>;

/** Checks beyond the schema: every category names dimensions that a unit or the variant words define. */
function checked(data: UnitsFile, file: URL | string): UnitsFile {
  const dimensions = new Set([...Object.values(data.units).map(([dim]) => dim), ...Object.keys(data.variant_words)]);
  for (const [category, dims] of Object.entries(data.categories)) {
    dims.forEach((d, i) => {
      if (!dimensions.has(d)) throw dataFileError(file, `/categories/${category}/${i}`, 'DF_UNKNOWN_DIMENSION', { dimension: quoteSafe(d) });
    });
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
