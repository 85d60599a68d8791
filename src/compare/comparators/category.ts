// Entity classes and other categorical labels: equal after folding case and separators.
import type { ComparatorResult, FieldValue } from './types.js';
import { asText } from './types.js';

export function normaliseCategory(value: string): string {
  return value.replace(/[\s_-]+/g, ' ').trim().toLowerCase();
}

export function compareCategories(a: FieldValue, b: FieldValue): ComparatorResult {
  const x = normaliseCategory(asText(a));
  const y = normaliseCategory(asText(b));
  return { sim: x !== '' && x === y ? 1 : 0 };
}
