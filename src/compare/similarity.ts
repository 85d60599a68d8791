// String similarity primitives over normalised text: Jaro-Winkler from talisman and a token-sort
// ratio built on fastest-levenshtein (a Levenshtein ratio of the sorted tokens; a dedicated fuzzy
// library exists but is an order of magnitude slower, and this is the only ratio the packs need).
import { distance as levenshtein } from 'fastest-levenshtein';
import jaroWinkler from 'talisman/metrics/jaro-winkler.js';

export { jaroWinkler };

const counts = new Int32Array(65536);

/** Fuzzy comparison reads at most this many characters of each value (quadratic algorithms). */
export const MAX_FUZZY_LENGTH = 256;

/**
 * Jaro-Winkler when it reaches `floor`, else 0. Most word pairs compared are unrelated, so an upper
 * bound is checked first: Jaro ≤ (m/|a| + m/|b| + 1)/3 where m ≤ the number of characters the two
 * words share (as multisets), and the Winkler boost only grows with the common prefix. Like
 * `fuzzySimilarity`, it reads at most MAX_FUZZY_LENGTH characters of each word (Jaro is quadratic: one
 * 128,000-letter word took seconds); words that long are no names, and equal words still score 1.
 */
export function jaroWinklerAtLeast(wordA: string, wordB: string, floor: number): number {
  if (wordA === wordB) return 1;
  const a = wordA.length > MAX_FUZZY_LENGTH ? wordA.slice(0, MAX_FUZZY_LENGTH) : wordA;
  const b = wordB.length > MAX_FUZZY_LENGTH ? wordB.slice(0, MAX_FUZZY_LENGTH) : wordB;
  let shared = 0;
  for (let i = 0; i < a.length; i++) counts[a.charCodeAt(i)]!++;
  for (let i = 0; i < b.length; i++) {
    const c = b.charCodeAt(i);
    if (counts[c]! > 0) {
      counts[c]!--;
      shared++;
    }
  }
  for (let i = 0; i < a.length; i++) counts[a.charCodeAt(i)] = 0;
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  const jaroBound = (shared / a.length + shared / b.length + 1) / 3;
  const bound = jaroBound + prefix * 0.1 * (1 - jaroBound);
  if (bound < floor) return 0;
  const jw = jaroWinkler(a, b);
  return jw >= floor ? jw : 0;
}

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
  const x = a.length > MAX_FUZZY_LENGTH ? a.slice(0, MAX_FUZZY_LENGTH) : a;
  const y = b.length > MAX_FUZZY_LENGTH ? b.slice(0, MAX_FUZZY_LENGTH) : b;
  return Math.max(jaroWinkler(x, y), tokenSortRatio(x, y));
}
