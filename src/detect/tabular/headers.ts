// The header vocabulary of tabular mode: table-headers.json (English and the cue languages Pidgin,
// Hausa, Yoruba and Swahili), validated once at load and folded into one lookup from a
// folded header (`Date of Birth` → `date_of_birth`, `orúkọ` → `oruko`) to its column kind.
import Type, { type Static } from 'typebox';
import { foldAccents } from '../../core/fold.js';
import { dataFileError, loadDataFile, validateData } from '../../core/dataFile.js';
import { quoteSafe } from '../../core/safeToken.js';
import { CategoryCode, KeyedBy, Phrases } from '../../core/dataSchemas.js';

const FILE = new URL('./table-headers.json', import.meta.url);

/** What a cell must look like to be reported under its column (a `phone` cell of letters is no phone). */
export const VALUE_SHAPES = ['name', 'identifier', 'phone', 'email', 'date', 'text'] as const;
export type ValueShape = (typeof VALUE_SHAPES)[number];

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

const Column = Type.Object(
  {
    category: CategoryCode,
    by_country: Type.Optional(KeyedBy('^[A-Z]{2}$', CategoryCode)),
    value: Type.Union(VALUE_SHAPES.map((v) => Type.Literal(v))),
    /** Language → its headers. */
    headers: Type.Record(Type.String(), Phrases),
  },
  { additionalProperties: false },
);

/** The schema of table-headers.json (each column's languages and repeated headers are checked after it). */
export const TABLE_HEADERS_SCHEMA = Type.Object(
  {
    schema: Type.Literal('detect.table-headers.v1'),
    comment: Type.String(),
    languages: Type.Array(Type.String({ pattern: '^[a-z]{2,3}$' }), { minItems: 1 }),
    empty_values: Type.Array(Type.String()),
    columns: KeyedBy('^[a-z_]+$', Column),
  },
  { additionalProperties: false },
);

/** The vocabulary of a schema-checked file: every column lists every language, no header under two columns. */
function vocabularyOf(data: Static<typeof TABLE_HEADERS_SCHEMA>, file: URL | string): HeaderVocabulary {
  const headers = new Map<string, ColumnKind>();
  for (const [kind, column] of Object.entries(data.columns)) {
    const at = `/columns/${kind}/headers`;
    const entry: ColumnKind = { kind, category: column.category, byCountry: column.by_country ?? {}, value: column.value };
    for (const [language, list] of Object.entries(column.headers)) {
      if (!data.languages.includes(language)) throw dataFileError(file, `${at}/${language}`, 'DF_LANGUAGE_UNKNOWN', { languages: data.languages.join(', ') });
      list.forEach((header, i) => {
        const folded = foldHeader(header);
        if (folded === '') throw dataFileError(file, `${at}/${language}/${i}`, 'DF_HEADER_NO_LETTERS');
        const other = headers.get(folded);
        if (other) throw dataFileError(file, `${at}/${language}/${i}`, 'DF_HEADER_TWO_KINDS', { header: quoteSafe(folded), first: other.kind, second: kind });
        headers.set(folded, entry);
      });
    }
    for (const language of data.languages) if (!column.headers[language]) throw dataFileError(file, at, 'DF_NO_LANGUAGE_LIST', { language });
  }
  return { headers, empty: new Set(data.empty_values.map((v) => v.trim().toLowerCase())) };
}

/** Validates a parsed vocabulary (exported so tests can feed it broken data); a DataFileError names the file and entry. */
export function buildVocabulary(raw: unknown, file: URL | string = FILE): HeaderVocabulary {
  return vocabularyOf(validateData(raw, TABLE_HEADERS_SCHEMA, file), file);
}

export const HEADER_VOCABULARY: HeaderVocabulary = vocabularyOf(loadDataFile(FILE, TABLE_HEADERS_SCHEMA), FILE);

/** The category a column's values fall under in a governing country. */
export function categoryIn(column: ColumnKind, jurisdiction: string | null): string {
  return (jurisdiction !== null ? column.byCountry[jurisdiction] : undefined) ?? column.category;
}
