// Table-driven transliteration of Cyrillic, Greek and Arabic letters to Latin
// (data/transliteration.json, validated at load), so that "Сергей Иванов" and "Sergei Ivanov" compare
// as names (the person-name comparator applies it to normalised text; normaliseText itself and the
// token-frequency tables stay as they are, so a transliterated name never looks rare by accident). Hand-written because no transliteration package is installed; the tables are short and
// the mapping is letter by letter (with the Greek vowel digraphs). Scripts without a table (Han,
// Hangul, kana, Devanagari, Ethiopic, ...) are left as they are: `unreadScripts` names them, and the
// name comparator abstains when the two sides are not written in the same such script.
// Han characters have no letter table: `hanReadings` gives their Mandarin pinyin (toneless) from the
// pinyin-pro package, loaded on first use, for the name comparator only, which lets such a reading
// agree with a Latin name but never refute it (see personName.ts).
import Type, { type Static } from 'typebox';
import { createRequire } from 'node:module';
import { foldAccents } from '../core/fold.js';
import { foldStrokedLetters } from '../lexicon/fold.js';
import { memoiseString } from '../core/memo.js';
import { normaliseText } from './normalise.js';
import { dataFileError, loadDataFile, validateData } from '../core/dataFile.js';
import { VersionedFile } from '../core/dataSchemas.js';

const FILE = new URL('./data/transliteration.json', import.meta.url);
const Table = Type.Record(Type.String({ minLength: 1 }), Type.String({ pattern: '^[a-z]*$' }));

/** The schema of data/transliteration.json: per script, letter → Latin letters; Greek vowel digraphs apart. */
const TRANSLITERATION_SCHEMA = VersionedFile('service.transliteration.v1', {
  scripts: Type.Record(Type.String({ minLength: 1 }), Table),
  digraphs: Type.Record(Type.String({ minLength: 1 }), Table),
});

type Tables = { letters: Map<string, string>; digraphs: Map<string, string> };

/** The maps of a schema-checked file: keys of one (letters) or two (digraphs) lower-case letters, each mapped once. */
function tablesOf(data: Static<typeof TRANSLITERATION_SCHEMA>, file: URL | string): Tables {
  const letters = new Map<string, string>();
  const digraphs = new Map<string, string>();
  const add = (into: Map<string, string>, length: number, at: string, from: string, to: string) => {
    if ([...from].length !== length || from !== from.toLowerCase()) throw dataFileError(file, `${at}/${from}`, 'DF_KEY_LETTERS', { count: length });
    if (into.has(from)) throw dataFileError(file, `${at}/${from}`, 'DF_LETTER_MAPPED_TWICE');
    into.set(from, to);
  };
  for (const [script, table] of Object.entries(data.scripts)) for (const [from, to] of Object.entries(table)) add(letters, 1, `/scripts/${script}`, from, to);
  for (const [script, table] of Object.entries(data.digraphs)) for (const [from, to] of Object.entries(table)) add(digraphs, 2, `/digraphs/${script}`, from, to);
  return { letters, digraphs };
}

/** Validates a parsed transliteration file (for the broken-copy test); a DataFileError names the file and the entry. */
export function validateTransliteration(raw: unknown, file: URL | string = FILE): void {
  tablesOf(validateData(raw, TRANSLITERATION_SCHEMA, file), file);
}

const TABLES = tablesOf(loadDataFile(FILE, TRANSLITERATION_SCHEMA), FILE);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Digraphs first (longest match), then single letters. */
const PATTERN = new RegExp([...TABLES.digraphs.keys(), ...TABLES.letters.keys()].map(escapeRegExp).join('|'), 'gu');
/** The letters of the scripts the tables read: Greek and Cyrillic (one alphabet each), and Arabic. */
const GREEK_CYRILLIC_LETTERS = String.raw`\u0370-\u03ff\u0400-\u052f`;
const ARABIC_LETTERS = String.raw`\u0600-\u06ff\u0750-\u077f`;
const READABLE_SCRIPT = new RegExp(`[${GREEK_CYRILLIC_LETTERS}${ARABIC_LETTERS}]`, 'u');
const ARABIC = new RegExp(`[${ARABIC_LETTERS}]`, 'u');
const CYRILLIC_OR_GREEK = new RegExp(`[${GREEK_CYRILLIC_LETTERS}]`, 'u');
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/gu;

/**
 * Lower-cased, mark-free text with Cyrillic, Greek and Arabic letters, and Latin letters without a
 * decomposition (ł, ø, ß: the lexicon's one table of them, lexicon/fold.ts foldStrokedLetters), written in
 * base Latin letters: fixed-width and English-only exports key Michał as Michal, Søren as Soren.
 */
export function transliterate(normalised: string): string {
  const latin = foldStrokedLetters(normalised);
  if (!READABLE_SCRIPT.test(latin)) return latin;
  return latin.replace(PATTERN, (m) => TABLES.digraphs.get(m) ?? TABLES.letters.get(m) ?? m);
}

/**
 * Two names of a body or a place, the one written in Cyrillic or Greek letters read in Latin letters when the
 * other is not (session 37, pset17r): a register in Sofia, Belgrade or Athens writes a company's or a site's
 * name in its own script (Дунав Софт д.о.о., "Черноморска търговия" ООД) where a supplier list, a bank's
 * file or a foreign register writes the same name romanised (DUNAV SOFT DOO, CHERNOMORSKA TARGOVIA OOD).
 * Letter for letter the two spellings are one name; compared as written they share no letter and refute.
 * Both names in one script are returned as written (no reading is forced on a pair that can already be
 * compared). Arabic script is left as written here: it writes no short vowels, so its romanisation is a
 * consonant skeleton the word comparators of these names cannot meet (the person comparator reads it so).
 */
export function inLatinLetters(rawA: string, rawB: string): [string, string] {
  const [ca, cb] = [CYRILLIC_OR_GREEK.test(rawA), CYRILLIC_OR_GREEK.test(rawB)];
  if (ca === cb) return [rawA, rawB];
  return ca ? [transliterate(normaliseText(rawA)), rawB] : [rawA, transliterate(normaliseText(rawB))];
}

/** True when the text has Arabic-script letters (names from it carry no short vowels). */
export function hasArabicScript(text: string): boolean {
  return ARABIC.test(text);
}

const SCRIPTS: readonly [string, RegExp][] = [
  ['han', /\p{Script=Han}/u],
  ['hangul', /\p{Script=Hangul}/u],
  ['kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['devanagari', /\p{Script=Devanagari}/u],
  ['ethiopic', /\p{Script=Ethiopic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['thai', /\p{Script=Thai}/u],
];

/**
 * The scripts of the letters left outside the Latin alphabet once transliterated ('' when every
 * letter is Latin), e.g. `han` for 王杰. Two values with different answers cannot be compared.
 */
export function unreadScripts(transliterated: string): string {
  const left = transliterated.match(NON_LATIN_LETTER);
  if (left === null) return '';
  const text = left.join('');
  const names = SCRIPTS.filter(([, re]) => re.test(text)).map(([n]) => n);
  return names.length > 0 ? names.join('+') : 'other';
}

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const NOT_ASCII_LETTER = /[^a-z]/;
const MAX_HAN_NAME = 64;

type PinyinFn = (text: string, options: Record<string, unknown>) => string[];
let pinyinFn: PinyinFn | undefined;
/** pinyin-pro's dictionary is large: read only when a Han name is first compared. */
function pinyinOf(text: string): string[] {
  pinyinFn ??= (createRequire(import.meta.url)('pinyin-pro') as { pinyin: PinyinFn }).pinyin;
  return pinyinFn(text, { toneType: 'none', type: 'array', surname: 'head', nonZh: 'consistent', v: false });
}

/**
 * Latin readings of normalised text whose only unread letters are Han characters, or null when there is
 * no Han letter, another unread script, or a character without a pinyin reading. Each run of Han
 * characters (a Chinese name is written without spaces, surname first) is read three ways, since Latin
 * records split the syllables differently: surname and given name (王小明 → wang xiaoming), every
 * syllable a word (wang xiao ming), and the run as one word (wangxiaoming).
 */
function hanReadingsUncached(normalised: string): string[] | null {
  if (!HAN.test(normalised) || normalised.length > MAX_HAN_NAME) return null;
  const runs = normalised.match(HAN_RUN) ?? [];
  const read: string[][] = [];
  for (const run of runs) {
    const syllables = pinyinOf(run).map(foldAccents);
    if (syllables.length !== [...run].length || syllables.some((s) => s === '' || NOT_ASCII_LETTER.test(s))) return null;
    read.push(syllables);
  }
  const make = (form: (syllables: string[]) => string) => {
    let k = 0;
    return transliterate(normalised.replace(HAN_RUN, () => form(read[k++]!)));
  };
  const readings = [
    make((s) => (s.length > 1 ? `${s[0]} ${s.slice(1).join('')}` : s[0]!)),
    make((s) => s.join(' ')),
    make((s) => s.join('')),
  ];
  if (readings.some((r) => unreadScripts(r) !== '')) return null;
  return [...new Set(readings)];
}

/** Memoised: a name is compared with many candidates. Read-only. */
export const hanReadings = memoiseString(hanReadingsUncached);

const scriptsOfRaw = memoiseString((raw: string) => unreadScripts(transliterate(normaliseText(raw))));

/** Two raw values whose letters are, once transliterated, in the same unread scripts (usually none). */
export function sameReadableScripts(rawA: string, rawB: string): boolean {
  return scriptsOfRaw(rawA) === scriptsOfRaw(rawB);
}
