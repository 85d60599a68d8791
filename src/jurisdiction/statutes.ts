// Statute packs: for each personal-data category, the section of the governing law and what the law
// asks us to do with the value (mask, tokenize, drop, generalize, retain). They are data files so a
// lawyer can read and review them without reading code; each is validated once, at module load, and a
// malformed pack stops the service with an error naming the file and the field.
import { readFileSync } from 'node:fs';

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

export const STATUTE_FILES = ['GDPR', 'UK-GDPR', 'NDPA-2023', 'KENYA-DPA', 'GHANA-DPA', 'POPIA'] as const;

const CATEGORY_CODE = /^PII-[0-9]-[A-Z][A-Z0-9_]*$/;
const RULE_FIELDS: readonly string[] = ['action', 'citation', 'source', 'note'];

/** Validates the parsed JSON of one pack; `file` names it in every error. */
export function validateStatutePack(raw: unknown, file: string): StatutePack {
  const fail = (field: string, expected: string): never => {
    throw new Error(`statute pack ${file}: field '${field}' ${expected}`);
  };
  if (!isObject(raw)) return fail('(root)', 'must be a JSON object');
  const text = (field: string): string => {
    const v = raw[field];
    if (typeof v !== 'string' || v.trim() === '') fail(field, 'must be a non-empty string');
    return v as string;
  };
  const rule = (value: unknown, field: string): CategoryRule => {
    if (!isObject(value)) return fail(field, 'must be an object with action and citation');
    const { action, citation } = value;
    if (typeof action !== 'string' || !(ACTIONS as readonly string[]).includes(action)) {
      fail(`${field}.action`, `must be one of ${ACTIONS.join(', ')}`);
    }
    if (typeof citation !== 'string' || citation.trim() === '') fail(`${field}.citation`, 'must be a non-empty string');
    const out: { action: Action; citation: string; source?: string; note?: string } = { action: action as Action, citation: citation as string };
    for (const key of ['source', 'note'] as const) {
      const v = value[key];
      if (v === undefined) continue;
      if (typeof v !== 'string' || v.trim() === '') fail(`${field}.${key}`, 'must be a non-empty string when given');
      out[key] = v as string;
    }
    const extra = Object.keys(value).filter((k) => !RULE_FIELDS.includes(k));
    if (extra.length > 0) fail(`${field}.${extra[0]}`, `is not a known field (${RULE_FIELDS.join(', ')})`);
    return Object.freeze(out);
  };
  const statute = text('statute');
  const pack: StatutePack = {
    statute,
    title: text('title'),
    jurisdiction: text('jurisdiction'),
    version: text('version'),
    default: rule(raw.default, 'default'),
    categories: {},
  };
  if (!/^[A-Z]{2}$/.test(pack.jurisdiction)) fail('jurisdiction', 'must be a two-letter upper-case code');
  let generalizeRule: StatutePack['generalize'];
  if (raw.generalize !== undefined) {
    const g = raw.generalize;
    if (!isObject(g) || (g.date !== 'year' && g.date !== 'month') || Object.keys(g).length !== 1) fail('generalize', "must be { \"date\": \"year\" | \"month\" }");
    generalizeRule = Object.freeze({ date: (g as { date: 'year' | 'month' }).date });
  }
  if (!isObject(raw.categories)) return fail('categories', 'must be an object of category code to rule');
  const categories: Record<string, CategoryRule> = {};
  for (const [code, value] of Object.entries(raw.categories)) {
    if (!CATEGORY_CODE.test(code)) fail(`categories.${code}`, 'is not a category code of the form PII-<digit>-<NAME>');
    categories[code] = rule(value, `categories.${code}`);
  }
  if (Object.keys(categories).length === 0) fail('categories', 'must list at least one category');
  return Object.freeze({ ...pack, ...(generalizeRule ? { generalize: generalizeRule } : {}), categories: Object.freeze(categories) });
}

/** Reads and validates one pack file from this folder. */
export function loadStatutePack(name: string): StatutePack {
  const file = `statutes/${name}.json`;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'));
  } catch (err) {
    throw new Error(`statute pack ${file}: cannot be read as JSON (${(err as Error).message})`);
  }
  const pack = validateStatutePack(raw, file);
  if (pack.statute !== name) throw new Error(`statute pack ${file}: field 'statute' must equal the file name '${name}'`);
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

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
