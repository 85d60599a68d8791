// Whether a person's name carries a word that identifies anyone. Courtesy titles (the lexicon's list:
// Sir, Mrs, Dr, Chief), honours and post-nominals (data/name-honours.json, validated at load: Bt, VC,
// OBE, QC), ordinals (1st, 2nd) and initials name nobody; a name made only of them ("1st Bt.", "Sir",
// "V.C.") is read by the person-name comparators as no name at all, so it neither agrees nor refutes.
import { readFileSync } from 'node:fs';
import { isNameTitle } from '../../lexicon/names.js';
import { dataFileError } from '../../core/dataFile.js';

const FILE = 'data/name-honours.json';
const WORD = /^[a-z]+$/;
const NAME_WORD = /^\p{L}{2,}$/u;

function load(): ReadonlySet<string> {
  const data = JSON.parse(readFileSync(new URL(`../${FILE}`, import.meta.url), 'utf8')) as { schema?: unknown; words?: unknown };
  if (data.schema !== 'service.name_honours.v1' || !Array.isArray(data.words) || data.words.length === 0) {
    throw dataFileError(FILE, '', `expected schema service.name_honours.v1 with a non-empty words list`);
  }
  const words = new Set<string>();
  for (const w of data.words) {
    if (typeof w !== 'string' || !WORD.test(w)) throw dataFileError(FILE, '', `${JSON.stringify(w)} must be lower-case letters a-z`);
    if (words.has(w)) throw dataFileError(FILE, '', `${w} is listed twice`);
    words.add(w);
  }
  return words;
}

const HONOURS = load();

export function isNameHonour(word: string): boolean {
  return HONOURS.has(word);
}

/** A word of a normalised name that can identify someone: two or more letters, not a title or honour. */
export function isIdentifyingNameWord(word: string): boolean {
  return NAME_WORD.test(word) && !HONOURS.has(word) && !isNameTitle(word);
}
