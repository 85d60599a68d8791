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
export function englishWordShare(text: string): Readonly<{ words: number; share: number }> {
  // Kept for the last text asked about: the detectors and the tagger's refinements of one text each ask it of the
  // whole text (nameSpans, cuedPlaces, locations, refine, headFirstVenues), and the answer depends on the text alone.
  if (text === lastShareText) return lastShare;
  let words = 0;
  let english = 0;
  for (const m of text.matchAll(LOWER_WORD)) {
    words++;
    if (isEnglishWord(m[0])) english++;
  }
  lastShareText = text;
  lastShare = { words, share: words === 0 ? 1 : english / words };
  return lastShare;
}
let lastShareText: string | undefined;
let lastShare = { words: 0, share: 1 };

/** A text with this many lower-case words or more can tell its language; fewer (a heading, a list of names) cannot. */
const LANGUAGE_EVIDENCE_WORDS = 8;
/** Below this share of common English words among its lower-case words a text is in another language (English prose: 0.85 and more). */
const ENGLISH_SHARE = 0.5;

/**
 * Whether a text is written in another language than English, by `englishWordShare` (a pass over every word).
 * `evidence`: how many lower-case words it must hold to tell; a caller whose cue is itself a word of another language
 * (a venue noun English never writes first: refine.json `head_first_venues`) asks for fewer.
 */
export function writtenInAnotherLanguage(text: string, evidence = LANGUAGE_EVIDENCE_WORDS): boolean {
  const language = englishWordShare(text);
  return language.words >= evidence && language.share < ENGLISH_SHARE;
}

/** `never`: a one-word place match is always dropped; `ambiguous`: kept only after one of the `cues` ("moved to Reading"). */
export function placeStopList(): { never: ReadonlySet<string>; ambiguous: ReadonlySet<string>; cues: ReadonlySet<string> } {
  if (!placeStops) {
    const data = readLexiconJson('place-stoplist.json', PlaceStoplist);
    placeStops = { never: new Set(data.never.map(foldKey)), ambiguous: new Set(data.ambiguous.map(foldKey)), cues: new Set(data.cues) };
  }
  return placeStops;
}
