// Sex or gender as registers write it (data/sex-codes.json): `M`/`F`, `Male`/`Female`, ISO/IEC 5218's
// `1`/`2`, a courtesy title put in the column (`Mr`/`Mrs`), and the words and codes of other languages
// (`homme`/`femme`, `männlich`/`weiblich`, `mwanaume`/`mwanamke`, `namiji`/`mace`, …) are read to male
// or female, so `M` and `Male` agree (1) and `male` and `F` disagree (0). A value the table reads as
// unknown (blank, `X`, `U`, ISO's `0` and `9`, non-binary, diverse, a code that is male in one
// language and female in another) is no evidence (null), and a value in no list cannot be read
// (reported as unparsed by FIELD_READABLE, compared as missing). One level of agreement only: the
// pack decides what a disagreement weighs and when it refutes (registers mis-key sex, so it is
// evidence, never a veto on its own).
import Type, { type Static } from 'typebox';
import { dataFileError, loadDataFile, validateData } from '../../core/dataFile.js';
import { Phrase, VersionedFile } from '../../core/dataSchemas.js';
import { foldAccents } from '../../core/fold.js';
import { quoteSafe } from '../../core/safeToken.js';
import type { ComparatorResult, FieldValue } from './types.js';
import { asText } from './types.js';

export type Sex = 'male' | 'female' | 'unknown';

const SEXES: readonly Sex[] = ['male', 'female', 'unknown'];

const Codes = Type.Array(Phrase, { minItems: 1 });

/** The schema of data/sex-codes.json: the written forms read as male, as female and as unknown. */
const SEX_CODES_SCHEMA = VersionedFile('service.sex_codes.v1', {
  codes: Type.Object({ male: Codes, female: Codes, unknown: Codes }, { additionalProperties: false }),
});

const FILE = new URL('../data/sex-codes.json', import.meta.url);
/** Separators and closing dots a register writes around a code (`M.`, `non-binary`, `not_known`). */
const SEPARATORS = /[\s._-]+/g;

/** The key a written value is looked up by: folded (case, accents, marks), separators as one space. */
function codeKey(value: string): string {
  return foldAccents(value).replace(SEPARATORS, ' ').trim();
}

function tableOf(data: Static<typeof SEX_CODES_SCHEMA>, file: URL | string): ReadonlyMap<string, Sex> {
  const table = new Map<string, Sex>();
  for (const sex of SEXES) {
    data.codes[sex].forEach((raw, i) => {
      const key = codeKey(raw);
      const at = `/codes/${sex}/${i}`;
      if (key === '') throw dataFileError(file, at, 'DF_NO_LETTER_OR_DIGIT');
      const seen = table.get(key);
      if (seen === sex) throw dataFileError(file, at, 'DF_ENTRY_TWICE');
      if (seen !== undefined) throw dataFileError(file, at, 'DF_ALSO_IN_GROUP', { name: quoteSafe(key), group: seen });
      table.set(key, sex);
    });
  }
  return table;
}

/** Validates a parsed sex-codes file (for the broken-copy test); a DataFileError names the file and the entry. */
export function validateSexCodes(raw: unknown, file: URL | string = FILE): void {
  tableOf(validateData(raw, SEX_CODES_SCHEMA, file), file);
}

const TABLE = tableOf(loadDataFile(FILE, SEX_CODES_SCHEMA), FILE);

/** The sex a written value says (`unknown`: it says none), or undefined when the table cannot read it. */
export function readSex(value: string): Sex | undefined {
  return TABLE.get(codeKey(value));
}

/** Same sex 1, different 0; null when either side is unknown or unreadable (no evidence). */
export function compareSex(a: FieldValue, b: FieldValue): ComparatorResult | null {
  const x = readSex(asText(a));
  const y = readSex(asText(b));
  if (x === undefined || y === undefined || x === 'unknown' || y === 'unknown') return null;
  return { sim: x === y ? 1 : 0 };
}
