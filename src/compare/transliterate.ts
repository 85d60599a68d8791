// Table-driven transliteration of Cyrillic, Greek and Arabic letters to Latin
// (data/transliteration.json, validated at load), so that "Сергей Иванов" and "Sergei Ivanov" compare
// as names (the person-name comparator applies it to normalised text; normaliseText itself and the
// token-frequency tables stay as they are, so a transliterated name never looks rare by accident). Hand-written because no transliteration package is installed; the tables are short and
// the mapping is letter by letter (with the Greek vowel digraphs). Scripts without a table (Han,
// Hangul, kana, Devanagari, Ethiopic, ...) are left as they are: `unreadScripts` names them, and the
// name comparator abstains when the two sides are not written in the same such script.
import { readFileSync } from 'node:fs';
import { memoiseString } from './memo.js';
import { normaliseText } from './normalise.js';

interface TransliterationFile {
  schema: string;
  scripts: Record<string, Record<string, string>>;
  digraphs: Record<string, Record<string, string>>;
}

const FILE = 'data/transliteration.json';
const LATIN_OUT = /^[a-z]*$/;

function load(): { letters: Map<string, string>; digraphs: Map<string, string> } {
  const data = JSON.parse(readFileSync(new URL(`./${FILE}`, import.meta.url), 'utf8')) as TransliterationFile;
  if (data.schema !== 'service.transliteration.v1' || data.scripts === null || typeof data.scripts !== 'object') {
    throw new Error(`${FILE}: expected schema service.transliteration.v1 with scripts`);
  }
  const letters = new Map<string, string>();
  const digraphs = new Map<string, string>();
  const add = (into: Map<string, string>, length: number, script: string, from: string, to: unknown) => {
    if ([...from].length !== length || from !== from.toLowerCase()) throw new Error(`${FILE}: ${script} key ${from} must be ${length} lower-case letter(s)`);
    if (typeof to !== 'string' || !LATIN_OUT.test(to)) throw new Error(`${FILE}: ${script} ${from} must map to a-z letters (or nothing)`);
    if (into.has(from)) throw new Error(`${FILE}: ${from} is mapped twice`);
    into.set(from, to);
  };
  for (const [script, table] of Object.entries(data.scripts)) for (const [from, to] of Object.entries(table)) add(letters, 1, script, from, to);
  for (const [script, table] of Object.entries(data.digraphs ?? {})) for (const [from, to] of Object.entries(table)) add(digraphs, 2, script, from, to);
  return { letters, digraphs };
}

const TABLES = load();
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Digraphs first (longest match), then single letters. */
const PATTERN = new RegExp([...TABLES.digraphs.keys(), ...TABLES.letters.keys()].map(escapeRegExp).join('|'), 'gu');
const READABLE_SCRIPT = /[\u0370-\u03ff\u0400-\u052f\u0600-\u06ff\u0750-\u077f]/u;
const ARABIC = /[\u0600-\u06ff\u0750-\u077f]/u;
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/gu;

/** Lower-cased, mark-free text with Cyrillic, Greek and Arabic letters written in Latin. */
export function transliterate(normalised: string): string {
  if (!READABLE_SCRIPT.test(normalised)) return normalised;
  return normalised.replace(PATTERN, (m) => TABLES.digraphs.get(m) ?? TABLES.letters.get(m) ?? m);
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

const scriptsOfRaw = memoiseString((raw: string) => unreadScripts(transliterate(normaliseText(raw))));

/** Two raw values whose letters are, once transliterated, in the same unread scripts (usually none). */
export function sameReadableScripts(rawA: string, rawB: string): boolean {
  return scriptsOfRaw(rawA) === scriptsOfRaw(rawB);
}
