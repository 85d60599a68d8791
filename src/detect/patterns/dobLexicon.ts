// The date lexicon (dob-lexicon.json): the cues that introduce a date of birth and the month names of
// English and the main EU languages. One home for month names: the date-of-birth detector, the
// quasi-identifier date detector and generalisation (month and year) all read them from here.
import Type, { type Static } from 'typebox';
import { dataFileError, loadDataFile } from '../../core/dataFile.js';
import { KeyedBy, LowerPhrases, Phrases } from '../../core/dataSchemas.js';

/** The schema of dob-lexicon.json: birth cues, and per language twelve months of lower-case names (full name first). */
export const DOB_LEXICON_SCHEMA = Type.Object(
  {
    source: Type.String({ minLength: 1 }),
    cues: Phrases,
    months: KeyedBy('^[a-z]{2}$', Type.Array(LowerPhrases, { minItems: 12, maxItems: 12 })),
  },
  { additionalProperties: false },
);

export type DobLexicon = Static<typeof DOB_LEXICON_SCHEMA>;

const FILE = new URL('./dob-lexicon.json', import.meta.url);

export const DOB_LEXICON: DobLexicon = loadDataFile(FILE, DOB_LEXICON_SCHEMA);

/** The English full month names, January first (each month's first form). */
export const ENGLISH_MONTHS: readonly string[] = (() => {
  const en = DOB_LEXICON.months['en'];
  if (!en) throw dataFileError(FILE, '/months', 'DF_NO_ENGLISH_MONTHS');
  return en.map((forms) => forms[0]!);
})();
