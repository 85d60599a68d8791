// Whether a person's name carries a word that identifies anyone. Courtesy titles (the lexicon's list:
// Sir, Mrs, Dr, Chief), honours and post-nominals (data/name-honours.json, validated at load: Bt, VC,
// OBE, QC), ordinals (1st, 2nd) and initials name nobody; a name made only of them ("1st Bt.", "Sir",
// "V.C.") is read by the person-name comparators as no name at all, so it neither agrees nor refutes.
import Type from 'typebox';
import { isNameTitle } from '../../lexicon/names.js';
import { loadDataFile } from '../../core/dataFile.js';
import { VersionedFile } from '../../core/dataSchemas.js';

const NAME_WORD = /^\p{L}{2,}$/u;

/** The schema of data/name-honours.json: honours and post-nominals, lower-case letters, each once. */
export const NAME_HONOURS_SCHEMA = VersionedFile('service.name_honours.v1', {
  words: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { minItems: 1, uniqueItems: true }),
});

function load(): ReadonlySet<string> {
  return new Set(loadDataFile(new URL('../data/name-honours.json', import.meta.url), NAME_HONOURS_SCHEMA).words);
}

const HONOURS = load();

export function isNameHonour(word: string): boolean {
  return HONOURS.has(word);
}

/** A word of a normalised name that can identify someone: two or more letters, not a title or honour. */
export function isIdentifyingNameWord(word: string): boolean {
  return NAME_WORD.test(word) && !HONOURS.has(word) && !isNameTitle(word);
}
