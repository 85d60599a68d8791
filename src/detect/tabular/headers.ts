// The header vocabulary of tabular mode: table-headers.json (English and the cue languages Pidgin,
// Hausa, Yoruba and Swahili), validated once at load with TypeBox and folded into one lookup from a
// folded header (`Date of Birth` → `date_of_birth`, `orúkọ` → `oruko`) to its column kind.
import { readFileSync } from 'node:fs';
import Type, { type Static } from 'typebox';
import { Check, Errors } from 'typebox/value';
import { ConfigError } from '../../core/errors.js';

const FILE = 'detect/tabular/table-headers.json';
const CATEGORY = '^PII-\\d-[A-Z_]+$';

/** What a cell must look like to be reported under its column (a `phone` cell of letters is no phone). */
export const VALUE_SHAPES = ['name', 'identifier', 'phone', 'email', 'date', 'text'] as const;
export type ValueShape = (typeof VALUE_SHAPES)[number];

const Column = Type.Object(
  {
    category: Type.String({ pattern: CATEGORY }),
    by_country: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Z]{2}$' }), Type.String({ pattern: CATEGORY }))),
    value: Type.Union(VALUE_SHAPES.map((v) => Type.Literal(v))),
    headers: Type.Record(Type.String(), Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })),
  },
  { additionalProperties: false },
);

const Vocabulary = Type.Object(
  {
    schema: Type.Literal('detect.table-headers.v1'),
    comment: Type.String(),
    languages: Type.Array(Type.String({ pattern: '^[a-z]{2,3}$' }), { minItems: 1 }),
    empty_values: Type.Array(Type.String()),
    columns: Type.Record(Type.String({ pattern: '^[a-z_]+$' }), Column),
  },
  { additionalProperties: false },
);

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

const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** Lower case, accents removed, every run of other characters one underscore, trimmed. */
export function foldHeader(raw: string): string {
  return raw.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(NOT_WORD, '_').replace(/^_+|_+$/g, '');
}

/** Validates a parsed vocabulary (exported so tests can feed it broken data); throws naming the problem. */
export function buildVocabulary(raw: unknown, file = FILE): HeaderVocabulary {
  if (!Check(Vocabulary, raw)) {
    const first = [...Errors(Vocabulary, raw)][0];
    const where = first ? `${(first as { instancePath?: string }).instancePath || '/'}: ${first.message}` : 'does not fit its schema';
    throw new ConfigError(`${file}: ${where}`);
  }
  const data = raw as Static<typeof Vocabulary>;
  const headers = new Map<string, ColumnKind>();
  for (const [kind, column] of Object.entries(data.columns)) {
    const entry: ColumnKind = { kind, category: column.category, byCountry: column.by_country ?? {}, value: column.value };
    for (const [language, list] of Object.entries(column.headers)) {
      if (!data.languages.includes(language)) throw new ConfigError(`${file}: columns.${kind}.headers.${language} is not one of the languages ${data.languages.join(', ')}`);
      for (const header of list) {
        const folded = foldHeader(header);
        if (folded === '') throw new ConfigError(`${file}: columns.${kind}.headers.${language} holds a header with no letters`);
        const other = headers.get(folded);
        if (other) throw new ConfigError(`${file}: header '${folded}' is listed under both ${other.kind} and ${kind}`);
        headers.set(folded, entry);
      }
    }
    for (const language of data.languages) {
      if (!column.headers[language]) throw new ConfigError(`${file}: columns.${kind}.headers has no ${language} list`);
    }
  }
  return { headers, empty: new Set(data.empty_values.map((v) => v.trim().toLowerCase())) };
}

export const HEADER_VOCABULARY: HeaderVocabulary = buildVocabulary(
  JSON.parse(readFileSync(new URL('./table-headers.json', import.meta.url), 'utf8')) as unknown,
);

/** The category a column's values fall under in a governing country. */
export function categoryIn(column: ColumnKind, jurisdiction: string | null): string {
  return (jurisdiction !== null ? column.byCountry[jurisdiction] : undefined) ?? column.category;
}
