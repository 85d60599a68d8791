// String similarity primitives over normalised text: Jaro-Winkler from talisman and a token-sort
// ratio built on fastest-levenshtein (a Levenshtein ratio of the sorted tokens; a dedicated fuzzy
// library exists but is an order of magnitude slower, and this is the only ratio the packs need).
import { distance as levenshtein } from 'fastest-levenshtein';
import jaroWinkler from 'talisman/metrics/jaro-winkler.js';

export { jaroWinkler };

/** 1 − Levenshtein / longer length; 1.0 for two empty strings. */
export function levenshteinRatio(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  return 1 - levenshtein(a, b) / longer;
}

/** Levenshtein ratio of the space-separated tokens sorted alphabetically (word order ignored). */
export function tokenSortRatio(a: string, b: string): number {
  const sa = a.split(' ').filter(Boolean).sort().join(' ');
  const sb = b.split(' ').filter(Boolean).sort().join(' ');
  return levenshteinRatio(sa, sb);
}

/** The fuzzy similarity the name-like comparators fall back to: max(Jaro-Winkler, token-sort). */
export function fuzzySimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a === '' || b === '') return 0;
  return Math.max(jaroWinkler(a, b), tokenSortRatio(a, b));
}
