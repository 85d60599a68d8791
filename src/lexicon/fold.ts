// Folding used by every lexicon lookup: case- and diacritic-insensitive keys, so "Yaoundé" and
// "YAOUNDE", or "Sekondi-Takoradi" and "Sekondi Takoradi", reach the same entry. The fold itself is
// core/fold.ts's `foldAccents`; a key adds only the separator rule.
import { foldAccents } from '../core/fold.js';

const SEPARATORS = /[\s.\-‐‑–—_]+/g;

const PLAIN_ASCII = /^[A-Za-z']*$/;

/** Lower-case, accent-free, single-spaced key (apostrophes kept, dots and hyphens become spaces). */
export function foldKey(text: string): string {
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
  return foldAccents(text).replace(SEPARATORS, ' ').trim();
}

/** The words of a name as written (split on spaces, dots and hyphens), for capitalisation checks. */
export function writtenWords(text: string): string[] {
  return text.split(SEPARATORS).filter((w) => w.length > 0);
}

const UPPER_START = /^\p{Lu}/u;

/** True when the word starts with an upper-case letter. */
export function startsUpper(word: string): boolean {
  return UPPER_START.test(word);
}
