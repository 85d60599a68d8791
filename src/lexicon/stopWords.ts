// Stop-lists shared by the name and place lexicons: common English words (generated from faker's `en`
// word lists) and the curated place stop-list (one-word place names that are usually something else).
import { foldKey } from './fold.js';
import { readLexiconJson } from './loadJson.js';
import { PlaceStoplist, WordList } from './schemas.js';

let english: ReadonlySet<string> | undefined;
let placeStops: { never: ReadonlySet<string>; ambiguous: ReadonlySet<string>; cues: ReadonlySet<string> } | undefined;

/** Common English words (lower case), loaded once. */
export function englishWords(): ReadonlySet<string> {
  if (!english) {
    english = new Set(readLexiconJson('english-words.json', WordList).words);
  }
  return english;
}

/** True when the word, folded, is a common English word. */
export function isEnglishWord(word: string): boolean {
  return englishWords().has(foldKey(word));
}

/** A lower-case word of two letters or more, as written in running text (apostrophes and hyphens inside). */
const LOWER_WORD = /(?<![\p{L}\p{M}'’-])\p{Ll}[\p{L}\p{M}'’-]+/gu;

/**
 * How much of a text reads as English: its lower-case words (names and headings left out, they are capitalised)
 * and the share of them that are common English words. A text in another language shares few of them.
 */
export function englishWordShare(text: string, skip?: ReadonlySet<string>): { words: number; share: number } {
  let words = 0;
  let english = 0;
  for (const m of text.matchAll(LOWER_WORD)) {
    if (skip?.has(m[0])) continue;
    words++;
    if (isEnglishWord(m[0])) english++;
  }
  return { words, share: words === 0 ? 1 : english / words };
}

/** A text with this many lower-case words or more can tell its language by their share; fewer need a clearer share (below). */
const LANGUAGE_EVIDENCE_WORDS = 8;
/** Below this share of common English words among its lower-case words a text is in another language (English prose: 0.85 and more). */
const ENGLISH_SHARE = 0.5;

/**
 * A short text (a results list, a one-line post, a caption) holds fewer lower-case words than that, but when at least
 * this many are there and no more than `SHORT_ENGLISH_SHARE` of them are common English words, it is in another
 * language all the same: English writes its short texts with "the", "by", "at", "to", "and" between the names and
 * figures ("Weighed by …", "All proceeds to …"), while a German or Dutch notice's few lower-case words are its own
 * ("fing am … einen … von", "won … in het … liep een"). Measurement units are no one's language: they are not counted.
 */
const SHORT_EVIDENCE_WORDS = 4;
const SHORT_ENGLISH_SHARE = 1 / 3;
/** Lower-case unit and clock abbreviations written after figures in any language ("12 kg", "5 km", "40 min"). */
const UNITS: ReadonlySet<string> = new Set(['kg', 'mg', 'km', 'cm', 'mm', 'ml', 'min', 'mins', 'hr', 'hrs', 'sec', 'lb', 'lbs', 'oz', 'ft']);

/** Whether a text is written in another language than English, by `englishWordShare` (a pass over every word). */
export function writtenInAnotherLanguage(text: string): boolean {
  const language = englishWordShare(text);
  if (language.words >= LANGUAGE_EVIDENCE_WORDS) return language.share < ENGLISH_SHARE;
  if (language.words < SHORT_EVIDENCE_WORDS) return false;
  const words = englishWordShare(text, UNITS);
  return words.words >= SHORT_EVIDENCE_WORDS && words.share <= SHORT_ENGLISH_SHARE;
}

/** `never`: a one-word place match is always dropped; `ambiguous`: kept only after one of the `cues` ("moved to Reading"). */
export function placeStopList(): { never: ReadonlySet<string>; ambiguous: ReadonlySet<string>; cues: ReadonlySet<string> } {
  if (!placeStops) {
    const data = readLexiconJson('place-stoplist.json', PlaceStoplist);
    placeStops = { never: new Set(data.never.map(foldKey)), ambiguous: new Set(data.ambiguous.map(foldKey)), cues: new Set(data.cues) };
  }
  return placeStops;
}
