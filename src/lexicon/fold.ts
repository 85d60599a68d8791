// Folding used by every lexicon lookup: case- and diacritic-insensitive keys, so "Yaoundé" and
// "YAOUNDE", or "Sekondi-Takoradi" and "Sekondi Takoradi", reach the same entry. The fold itself is
// core/fold.ts's `foldAccents`; a key adds the letters whose stroke NFKD keeps and the separator rule.
import { foldAccents } from '../core/fold.js';

const SEPARATORS = /[\s.\-‐‑–—_]+/g;

const PLAIN_ASCII = /^[A-Za-z']*$/;
// Letters that carry their diacritic in the letter itself, so NFD leaves them whole: folded by hand, so
// "Jagiełło" meets "Jagiello", "Øster" meets "Oster" and a dotless "ı" meets "i". The hooked and extra consonants of
// the West African alphabets are of the same kind — Hausa ƙ, ɗ, ɓ, ƴ; Eʋe and Gã ʋ, ƒ, ɖ, ŋ — and the same names are
// written in plain ASCII in forms, the press and the lexicons' sources ("Ɗanjuma" is "Danjuma", "Ƙaura" is "Kaura"),
// each letter as the base letter it is taught beside; capitals reach the table through foldAccents' lower-casing
// (Ɗ → ɗ). Not the open vowels ɔ and ɛ of Akan, Gã and Eʋe: they stand in most words of running text in those
// languages, and folded they turn its short function words into short names of the tables ("lɛ", "kɔɔ", "bɛkɔ" would
// read as the surnames Le, Koo, Beko): tried, the African news development set fell (PER 0.949 → 0.942, LOC 0.932 →
// 0.922, its Twi texts) for one name gained on prose set 5.
const STROKED: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ŀ: 'l',
  ŧ: 't',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ŋ: 'n',
  ʋ: 'v',
  ƒ: 'f',
  ɖ: 'd',
  ƙ: 'k',
  ɗ: 'd',
  ɓ: 'b',
  ƴ: 'y',
};
const STROKED_LETTERS = /[łøđðħıŀŧßæœþŋʋƒɖƙɗɓƴ]/g;

/**
 * Lower-case letters whose stroke or hook NFKD keeps written in base letters (Michał → Michal, Søren → Soren,
 * Strauß → Strauss, Ɗanjuma → Danjuma): the one table of them, read by lexicon keys and by the person-name comparator.
 */
export function foldStrokedLetters(text: string): string {
  return text.replace(STROKED_LETTERS, (c) => STROKED[c]!);
}

/** Lower-case, accent-free, single-spaced key (apostrophes kept, dots and hyphens become spaces). */
export function foldKey(text: string): string {
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
  return foldStrokedLetters(foldAccents(text)).replace(SEPARATORS, ' ').trim();
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
