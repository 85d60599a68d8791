// Statute packs: for each personal-data category, the section of the governing law and what the law
// asks us to do with the value (mask, tokenize, drop, generalize, retain). They are data files so a
// lawyer can read and review them without reading code; each is validated once, at module load, and a
// malformed pack stops the service with an error naming the file and the field.
import Type from 'typebox';
import { dataFileError, readDataJson, validateData } from '../core/dataFile.js';
import { quoteSafe } from '../core/safeToken.js';

export const ACTIONS = ['mask', 'tokenize', 'drop', 'generalize', 'retain'] as const;
export type Action = (typeof ACTIONS)[number];

export interface CategoryRule {
  readonly action: Action;
  readonly citation: string;
  /** The official text's title and the section(s) cited (statutes/toc/<STATUTE>.json lists them). */
  readonly source?: string;
  /** Why that section governs the category, in our words. */
  readonly note?: string;
}

export interface StatutePack {
  /** Statute id on the wire, e.g. `NDPA-2023`. */
  readonly statute: string;
  readonly title: string;
  /** The code whose detectors run when a caller names only the statute (`EU` for GDPR). */
  readonly jurisdiction: string;
  /** `pins.statute_version`. */
  readonly version: string;
  /** Rule for a category the pack does not list. */
  readonly default: CategoryRule;
  /** How `generalize` coarsens: dates to their `year` (default) or `month` and year. */
  readonly generalize?: { readonly date: 'year' | 'month' };
  readonly categories: Readonly<Record<string, CategoryRule>>;
}

/** The shipped packs (statutes/<name>.json): the one list, in the order the README's citation tables print them (scripts/citation-tables.mjs). */
export const STATUTE_FILES = ['NDPA-2023', 'KENYA-DPA', 'GHANA-DPA', 'POPIA', 'GDPR', 'UK-GDPR'] as const;

const CATEGORY_CODE = '^PII-[0-9]-[A-Z][A-Z0-9_]*$';
const NonEmpty = Type.String({ minLength: 1, pattern: '\\S' });

const Rule = Type.Object(
  {
    action: Type.Union(ACTIONS.map((a) => Type.Literal(a))),
    citation: NonEmpty,
    source: Type.Optional(NonEmpty),
    note: Type.Optional(NonEmpty),
  },
  { additionalProperties: false },
);

/** The schema of a statute pack file (statutes/<STATUTE>.json). */
const STATUTE_PACK_SCHEMA = Type.Object(
  {
    statute: NonEmpty,
    title: NonEmpty,
    jurisdiction: Type.String({ pattern: '^[A-Z]{2}$' }),
    version: NonEmpty,
    default: Rule,
    generalize: Type.Optional(Type.Object({ date: Type.Union([Type.Literal('year'), Type.Literal('month')]) }, { additionalProperties: false })),
    categories: Type.Record(Type.String({ pattern: CATEGORY_CODE }), Rule, { minProperties: 1, additionalProperties: false }),
  },
  { additionalProperties: false },
);

function freezeRule(r: CategoryRule): CategoryRule {
  return Object.freeze({ ...r });
}

/** Validates the parsed JSON of one pack; `file` names it in every error. */
export function validateStatutePack(raw: unknown, file: URL | string): StatutePack {
  const data = validateData(raw, STATUTE_PACK_SCHEMA, file);
  const categories: Record<string, CategoryRule> = {};
  for (const [code, rule] of Object.entries(data.categories)) categories[code] = freezeRule(rule);
  return Object.freeze({
    statute: data.statute,
    title: data.title,
    jurisdiction: data.jurisdiction,
    version: data.version,
    default: freezeRule(data.default),
    ...(data.generalize ? { generalize: Object.freeze({ date: data.generalize.date }) } : {}),
    categories: Object.freeze(categories),
  });
}

/** Reads and validates one pack file from this folder. */
export function loadStatutePack(name: string): StatutePack {
  const file = new URL(`./statutes/${name}.json`, import.meta.url);
  const pack = validateStatutePack(readDataJson(file), file);
  if (pack.statute !== name) throw dataFileError(file, '/statute', 'DF_NOT_FILE_NAME', { name: quoteSafe(name) });
  return pack;
}

const PACKS: ReadonlyMap<string, StatutePack> = new Map(STATUTE_FILES.map((name) => [name, loadStatutePack(name)]));

/** Every shipped statute id, sorted. */
export const STATUTE_IDS: readonly string[] = [...PACKS.keys()].sort();

/** The pack with this exact id, or undefined. */
export function findStatute(id: string): StatutePack | undefined {
  return PACKS.get(id);
}

/** Rule of a category under a pack (the pack's default when unmapped). */
export function ruleFor(pack: StatutePack, category: string): CategoryRule {
  return pack.categories[category] ?? pack.default;
}
