// Stop-lists shared by the name and place lexicons: common English words (generated from faker's `en`
// word lists) and the curated place stop-list (one-word place names that are usually something else).
import { foldKey } from './fold.js';
import { readLexiconJson, record, stringArray } from './loadJson.js';

let english: ReadonlySet<string> | undefined;
let placeStops: { never: ReadonlySet<string>; ambiguous: ReadonlySet<string> } | undefined;

/** Common English words (lower case), loaded once. */
export function englishWords(): ReadonlySet<string> {
  if (!english) {
    const data = record('english-words.json', '(root)', readLexiconJson('english-words.json'));
    english = new Set(stringArray('english-words.json', 'words', data.words));
  }
  return english;
}

/** True when the word, folded, is a common English word. */
export function isEnglishWord(word: string): boolean {
  return englishWords().has(foldKey(word));
}

/** `never`: a one-word place match is always dropped; `ambiguous`: kept only with a place cue. */
export function placeStopList(): { never: ReadonlySet<string>; ambiguous: ReadonlySet<string> } {
  if (!placeStops) {
    const file = 'place-stoplist.json';
    const data = record(file, '(root)', readLexiconJson(file));
    placeStops = {
      never: new Set(stringArray(file, 'never', data.never).map(foldKey)),
      ambiguous: new Set(stringArray(file, 'ambiguous', data.ambiguous).map(foldKey)),
    };
  }
  return placeStops;
}

let streets: ReadonlySet<string> | undefined;

/** English street-type words ("Road", "Mall", "Bypass"), folded; loaded once. */
export function streetWords(): ReadonlySet<string> {
  if (!streets) {
    const data = record('street-words.json', '(root)', readLexiconJson('street-words.json'));
    streets = new Set(stringArray('street-words.json', 'words', data.words).map(foldKey));
  }
  return streets;
}

/** True when the word is an English street-type word ("Mall" in "Martinez Mall"). */
export function isStreetWord(word: string): boolean {
  return streetWords().has(foldKey(word));
}
