// Fellegi-Sunter priors of the text engine (priors.json): m/u per field, per-jurisdiction overrides
// and the u of common names. Loaded and validated once at module load; a bad file fails start-up
// with a message naming the file and the offending path.
import { readFileSync } from 'node:fs';
import { dataFileError } from '../../core/dataFile.js';

export const TEXT_FIELDS = ['name', 'phone', 'national_id', 'email', 'address', 'dob'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export interface MU {
  m: number;
  u: number;
}

export interface Thresholds {
  match: number;
  review: number;
  distinctive_floor: number;
}

export interface JurisdictionPriors {
  /** `default` or the upper-cased code whose row was used. */
  key: string;
  fields: Record<TextField, MU>;
  /** Normalised name token → u when that token is common in the jurisdiction. */
  commonNameU: ReadonlyMap<string, number>;
}

interface PriorsFile {
  schema: string;
  thresholds: Thresholds;
  default: Record<string, MU>;
  jurisdictions: Record<string, { fields?: Record<string, MU>; common_name_u?: Record<string, number> }>;
}

const FILE = 'priors.json';

function fail(path: string, why: string): never {
  throw dataFileError(`compare/text/${FILE}`, path, why);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function probability(path: string, v: unknown): number {
  if (typeof v !== 'number' || !(v > 0 && v < 1)) fail(path, 'must be a number strictly between 0 and 1');
  return v;
}

function mu(path: string, v: unknown): MU {
  if (!isObject(v)) fail(path, 'must be an object {m, u}');
  const m = probability(`${path}.m`, v.m);
  const u = probability(`${path}.u`, v.u);
  if (!(m > u)) fail(path, 'must have m > u (agreement must be likelier among matches)');
  return { m, u };
}

function fieldsOf(path: string, v: unknown, required: boolean): Partial<Record<TextField, MU>> {
  if (!isObject(v)) fail(path, 'must be an object');
  const out: Partial<Record<TextField, MU>> = {};
  for (const key of Object.keys(v)) {
    if (!(TEXT_FIELDS as readonly string[]).includes(key)) fail(`${path}.${key}`, `is not a field (${TEXT_FIELDS.join(', ')})`);
  }
  for (const f of TEXT_FIELDS) {
    if (f in v) out[f] = mu(`${path}.${f}`, v[f]);
    else if (required) fail(`${path}.${f}`, 'is missing');
  }
  return out;
}

/** Validates the parsed priors file; exported for the data-file test. */
export function validatePriors(raw: unknown): { thresholds: Thresholds; table: Map<string, JurisdictionPriors> } {
  if (!isObject(raw)) fail('(root)', 'must be an object');
  const data = raw as unknown as PriorsFile;
  if (data.schema !== 'service.compare.text_priors.v1') fail('schema', 'must be service.compare.text_priors.v1');
  if (!isObject(data.thresholds)) fail('thresholds', 'must be an object');
  const thresholds: Thresholds = {
    match: probability('thresholds.match', data.thresholds.match),
    review: probability('thresholds.review', data.thresholds.review),
    distinctive_floor: probability('thresholds.distinctive_floor', data.thresholds.distinctive_floor),
  };
  if (!(thresholds.review < thresholds.match)) fail('thresholds', 'review must be below match');
  const base = fieldsOf('default', data.default, true) as Record<TextField, MU>;
  const table = new Map<string, JurisdictionPriors>();
  table.set('default', { key: 'default', fields: base, commonNameU: new Map() });
  if (!isObject(data.jurisdictions)) fail('jurisdictions', 'must be an object');
  for (const [code, row] of Object.entries(data.jurisdictions)) {
    const path = `jurisdictions.${code}`;
    if (!/^[A-Z]{2}$/.test(code)) fail(path, 'must be keyed by an upper-case two-letter code');
    if (!isObject(row)) fail(path, 'must be an object');
    const fields = { ...base, ...fieldsOf(`${path}.fields`, row.fields ?? {}, false) };
    const common = new Map<string, number>();
    for (const [token, u] of Object.entries(row.common_name_u ?? {})) {
      if (!/^[a-z0-9]+$/.test(token)) fail(`${path}.common_name_u.${token}`, 'must be a normalised name token');
      const value = probability(`${path}.common_name_u.${token}`, u);
      if (value >= fields.name.m) fail(`${path}.common_name_u.${token}`, 'must be below name m');
      common.set(token, value);
    }
    table.set(code, { key: code, fields, commonNameU: common });
  }
  return { thresholds, table };
}

const LOADED = validatePriors(JSON.parse(readFileSync(new URL(`./${FILE}`, import.meta.url), 'utf8')));

export const THRESHOLDS: Readonly<Thresholds> = Object.freeze({ ...LOADED.thresholds });

/** Priors for a jurisdiction code (any case); codes without a row of their own get `default`. */
export function priorsFor(jurisdiction: string | null | undefined): JurisdictionPriors {
  const key = (jurisdiction ?? '').trim().toUpperCase();
  return LOADED.table.get(key) ?? LOADED.table.get('default')!;
}

/** Codes with their own priors row (sorted). */
export const PRIOR_CODES: readonly string[] = [...LOADED.table.keys()].filter((k) => k !== 'default').sort();
