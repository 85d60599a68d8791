// Blocking rules as data: one file per entity pack (blocking/<pack>.json), validated when loaded (TypeBox,
// and every field a rule names must be a field of its pack). A rule is a conjunction of key parts; two
// records are a candidate pair when any rule gives them the same complete key. The keys themselves are
// computed in keys.ts and joined on DuckDB in candidates.ts; the link verb, the compare benchmark and
// the train verb all read their rules from here.
import { existsSync } from 'node:fs';
import Type from 'typebox';
import { findPack } from '../packs.js';
import { serviceError } from '../../core/errors.js';
import { quoteSafe } from '../../core/safeToken.js';
import { dataFileError, loadDataFile, validateData } from '../../core/dataFile.js';

export const TAKES = ['whole', 'first_token', 'last_token', 'each_token'] as const;
export const TRANSFORMS = ['fold', 'alnum', 'identifier', 'registration', 'facility', 'last9digits', 'phonetic', 'initial', 'prefix3', 'year', 'year_month', 'month_day', 'date'] as const;

const Part = Type.Object(
  {
    field: Type.String({ minLength: 1 }),
    take: Type.Union(TAKES.map((t) => Type.Literal(t))),
    transform: Type.Union(TRANSFORMS.map((t) => Type.Literal(t))),
  },
  { additionalProperties: false },
);
const Rule = Type.Object(
  {
    name: Type.String({ pattern: '^[a-z][a-z0-9_+]*$' }),
    keys: Type.Array(Part, { minItems: 1, maxItems: 4 }),
    unordered: Type.Optional(Type.Boolean()),
    /** A rule of one weak key (a bare name token) blocks only on keys this rare. */
    max_block: Type.Optional(Type.Integer({ minimum: 2 })),
    note: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);
const BlockingFile = Type.Object(
  {
    schema: Type.Literal('service.blocking.v2'),
    pack: Type.String({ minLength: 1 }),
    note: Type.String({ minLength: 1 }),
    max_block: Type.Integer({ minimum: 2 }),
    // The join keeps the rules that proposed a pair as the bits of one 64-bit number.
    rules: Type.Array(Rule, { minItems: 1, maxItems: 64 }),
  },
  { additionalProperties: false },
);

// The schema's unions are built from the lists above, which TypeBox cannot narrow: the validated shapes
// are spelled out here.
export interface BlockingPart {
  field: string;
  take: (typeof TAKES)[number];
  transform: (typeof TRANSFORMS)[number];
}
export interface BlockingRule {
  name: string;
  keys: BlockingPart[];
  unordered?: boolean;
  max_block?: number;
  note?: string;
}
export interface BlockingRules {
  schema?: string;
  pack: string;
  note?: string;
  /** A key shared by more records than this is too common to be evidence and is set aside. */
  max_block: number;
  rules: BlockingRule[];
}

/** Checks beyond the schema: the pack exists, rule names are unique, every field is a field of the pack. */
function checked(file: URL | string, rules: BlockingRules): BlockingRules {
  const pack = findPack(rules.pack);
  if (!pack) throw dataFileError(file, '/pack', 'DF_NO_ENTITY_PACK');
  const seen = new Set<string>();
  rules.rules.forEach((rule, i) => {
    if (seen.has(rule.name)) throw dataFileError(file, `/rules/${i}/name`, 'DF_NAME_TWICE', { name: quoteSafe(rule.name) });
    seen.add(rule.name);
    if (rule.keys.filter((k) => k.take === 'each_token').length > 1) throw dataFileError(file, `/rules/${i}`, 'DF_EACH_TOKEN_TWICE');
    rule.keys.forEach((k, j) => {
      if (!pack.fieldKeys.has(k.field)) throw dataFileError(file, `/rules/${i}/keys/${j}/field`, 'DF_NOT_PACK_FIELD', { pack: rules.pack });
    });
  });
  return rules;
}

/** Validates a parsed rules file; names the file and the path of the first bad entry. */
export function validateBlockingRules(file: URL | string, raw: unknown): BlockingRules {
  return checked(file, validateData(raw, BlockingFile, file));
}

const loaded = new Map<string, BlockingRules | null>();

/** The shipped rules of a pack (blocking/<pack>.json), or undefined when the pack ships none. A file that
 * exists but is broken is an error naming the file and the entry. */
export function blockingRulesFor(pack: string): BlockingRules | undefined {
  if (!loaded.has(pack)) {
    if (!/^[a-z][a-z0-9_]*$/.test(pack)) return undefined;
    const file = new URL(`./${pack}.json`, import.meta.url);
    const rules = existsSync(file) ? checked(file, loadDataFile(file, BlockingFile)) : null;
    if (rules && rules.pack !== pack) throw dataFileError(file, '/pack', 'DF_NAMES_OTHER', { given: quoteSafe(rules.pack), expected: quoteSafe(pack) });
    loaded.set(pack, rules);
  }
  return loaded.get(pack) ?? undefined;
}

/** The shipped rules of a pack; an error when it ships none. */
export function loadBlockingRules(pack: string): BlockingRules {
  const rules = blockingRulesFor(pack);
  if (!rules) throw serviceError('SC_COMPARE_NO_BLOCKING', { pack: quoteSafe(pack) });
  return rules;
}
