// The header vocabulary of tabular mode: table-headers.json (English and the cue languages Pidgin,
// Hausa, Yoruba and Swahili), validated once at load and folded into one lookup from a
// folded header (`Date of Birth` → `date_of_birth`, `orúkọ` → `oruko`) to its column kind.
import { readFileSync } from 'node:fs';
import { foldAccents } from '../../core/fold.js';
import { dataFileError } from '../../core/dataFile.js';

const FILE = 'detect/tabular/table-headers.json';
const CATEGORY = /^PII-\d-[A-Z_]+$/;

/** What a cell must look like to be reported under its column (a `phone` cell of letters is no phone). */
export const VALUE_SHAPES = ['name', 'identifier', 'phone', 'email', 'date', 'text'] as const;
export type ValueShape = (typeof VALUE_SHAPES)[number];

// Checked by hand, like the other detection data files (cues.json, postcode-rules.json): the schema is
// small, and loading TypeBox's value checker at start-up cost seconds under tsx for ten lines of checks.
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringList = (v: unknown, minItems = 0): v is string[] =>
  Array.isArray(v) && v.length >= minItems && v.every((x) => typeof x === 'string' && x.trim() !== '' && x === x.trim());

export interface ColumnKind {
  /** The column's name in detector names (`table-header:<kind>`). */
  kind: string;
  category: string;
  byCountry: Readonly<Record<string, string>>;
  value: ValueShape;
}

export interface HeaderVocabulary {
  /** Folded header → its column kind. */
  headers: ReadonlyMap<string, ColumnKind>;
  /** Folded cell values that mean "no value" (`n/a`, `hakuna`). */
  empty: ReadonlySet<string>;
}

const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** Lower case, accents removed, every run of other characters one underscore, trimmed. */
export function foldHeader(raw: string): string {
  return foldAccents(raw).replace(NOT_WORD, '_').replace(/^_+|_+$/g, '');
}

/** Validates a parsed vocabulary (exported so tests can feed it broken data); throws naming the problem. */
export function buildVocabulary(raw: unknown, file = FILE): HeaderVocabulary {
  const fail = (where: string, problem: string): never => {
    throw dataFileError(file, '', `${where} ${problem}`);
  };
  if (!isObject(raw)) return fail('the file', 'must be a JSON object');
  const allowed = new Set(['schema', 'comment', 'languages', 'empty_values', 'columns']);
  for (const key of Object.keys(raw)) if (!allowed.has(key)) fail(key, 'is not a known field');
  if (raw.schema !== 'detect.table-headers.v1') fail('schema', "must be 'detect.table-headers.v1'");
  if (typeof raw.comment !== 'string') fail('comment', 'must be a string');
  if (!isStringList(raw.languages, 1) || !raw.languages.every((l) => /^[a-z]{2,3}$/.test(l))) fail('languages', 'must be a non-empty list of language codes');
  if (!Array.isArray(raw.empty_values) || !raw.empty_values.every((v) => typeof v === 'string')) fail('empty_values', 'must be a list of strings');
  if (!isObject(raw.columns)) return fail('columns', 'must be an object of column kind to column');
  const languages = raw.languages as string[];
  const headers = new Map<string, ColumnKind>();
  for (const [kind, column] of Object.entries(raw.columns)) {
    const at = `columns.${kind}`;
    if (!/^[a-z_]+$/.test(kind)) fail(at, 'must be named in lower case and underscores');
    if (!isObject(column)) return fail(at, 'must be an object');
    for (const key of Object.keys(column)) if (!['category', 'by_country', 'value', 'headers'].includes(key)) fail(`${at}.${key}`, 'is not a known field');
    if (typeof column.category !== 'string' || !CATEGORY.test(column.category)) fail(`${at}.category`, 'must be a category code like PII-2-NIN');
    const byCountry: Record<string, string> = {};
    if (column.by_country !== undefined) {
      if (!isObject(column.by_country)) fail(`${at}.by_country`, 'must be an object of country code to category');
      for (const [cc, category] of Object.entries(column.by_country as Record<string, unknown>)) {
        if (!/^[A-Z]{2}$/.test(cc) || typeof category !== 'string' || !CATEGORY.test(category)) fail(`${at}.by_country.${cc}`, 'must map a country code to a category code');
        byCountry[cc] = category as string;
      }
    }
    if (!(VALUE_SHAPES as readonly unknown[]).includes(column.value)) fail(`${at}.value`, `must be one of ${VALUE_SHAPES.join(', ')}`);
    if (!isObject(column.headers)) return fail(`${at}.headers`, 'must be an object of language to headers');
    const entry: ColumnKind = { kind, category: column.category as string, byCountry, value: column.value as ValueShape };
    for (const [language, list] of Object.entries(column.headers)) {
      if (!languages.includes(language)) fail(`${at}.headers.${language}`, `is not one of the languages ${languages.join(', ')}`);
      if (!isStringList(list, 1)) return fail(`${at}.headers.${language}`, 'must be a non-empty list of trimmed strings');
      for (const header of list) {
        const folded = foldHeader(header);
        if (folded === '') fail(`${at}.headers.${language}`, 'holds a header with no letters');
        const other = headers.get(folded);
        if (other) fail(`header '${folded}'`, `is listed under both ${other.kind} and ${kind}`);
        headers.set(folded, entry);
      }
    }
    for (const language of languages) if (!column.headers[language]) fail(`${at}.headers`, `has no ${language} list`);
  }
  return { headers, empty: new Set((raw.empty_values as string[]).map((v) => v.trim().toLowerCase())) };
}

export const HEADER_VOCABULARY: HeaderVocabulary = buildVocabulary(
  JSON.parse(readFileSync(new URL('./table-headers.json', import.meta.url), 'utf8')) as unknown,
);

/** The category a column's values fall under in a governing country. */
export function categoryIn(column: ColumnKind, jurisdiction: string | null): string {
  return (jurisdiction !== null ? column.byCountry[jurisdiction] : undefined) ?? column.category;
}
