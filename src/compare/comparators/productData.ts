// Loads data/product-units.json once: identity units per category, variant words (colours) and
// format codes that are not model numbers.
import { readFileSync } from 'node:fs';
import { dataFileError } from '../../core/dataFile.js';

interface UnitsFile {
  schema: string;
  units: Record<string, [string, number]>;
  /** Dimension → its words, one entry per value (synonyms space-separated). */
  variant_words: Record<string, string[]>;
  categories: Record<string, string[]>;
  stop_codes: string[];
}

function load(): UnitsFile {
  const file = 'data/product-units.json';
  const data = JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as UnitsFile;
  if (data.schema !== 'service.product_units.v1') throw dataFileError(file, '', `expected schema service.product_units.v1`);
  const dimensions = new Set<string>();
  for (const [unit, def] of Object.entries(data.units)) {
    if (!Array.isArray(def) || typeof def[0] !== 'string' || typeof def[1] !== 'number' || !(def[1] > 0)) {
      throw dataFileError(file, '', `unit ${unit} must be [dimension, positive factor]`);
    }
    dimensions.add(def[0]);
  }
  for (const [dim, entries] of Object.entries(data.variant_words ?? {})) {
    if (!Array.isArray(entries) || entries.some((e) => typeof e !== 'string' || !/^[a-z]+(?: [a-z]+)*$/.test(e))) {
      throw dataFileError(file, '', `variant_words.${dim} must list lower-case words`);
    }
    dimensions.add(dim);
  }
  for (const [category, dims] of Object.entries(data.categories)) {
    for (const d of dims) if (!dimensions.has(d)) throw dataFileError(file, '', `${category} names unknown dimension ${d}`);
  }
  if (!Array.isArray(data.stop_codes)) throw dataFileError(file, '', `stop_codes must be an array`);
  return data;
}

export const PRODUCT_UNITS = load();
export const STOP_CODES: ReadonlySet<string> = new Set(PRODUCT_UNITS.stop_codes);

/** Variant word → [dimension, index of its value] (synonyms share the index). */
export const VARIANT_WORDS: ReadonlyMap<string, [string, number]> = new Map(
  Object.entries(PRODUCT_UNITS.variant_words ?? {}).flatMap(([dim, entries]) =>
    entries.flatMap((entry, i) => entry.split(' ').map((w) => [w, [dim, i]] as [string, [string, number]])),
  ),
);

export function hasCategory(category: string): boolean {
  return Object.hasOwn(PRODUCT_UNITS.categories, category);
}
