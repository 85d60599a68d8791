// Fellegi-Sunter priors of the text engine (priors.json): m/u per field, per-jurisdiction overrides
// and the u of common names. Loaded and validated once at module load; a bad file fails start-up
// with a message naming the file and the offending path.
import Type, { type Static } from 'typebox';
import { dataFileError, loadDataFile, validateData } from '../../core/dataFile.js';
import { KeyedBy, Probability } from '../../core/dataSchemas.js';

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

const FILE = new URL('./priors.json', import.meta.url);
const MuSchema = Type.Object({ m: Probability, u: Probability }, { additionalProperties: false });
const fieldsSchema = (required: boolean) =>
  Type.Object(Object.fromEntries(TEXT_FIELDS.map((f) => [f, required ? MuSchema : Type.Optional(MuSchema)])), { additionalProperties: false });

/** The schema of priors.json (m > u, review < match and common-name u below name m are checked after it). */
const PRIORS_SCHEMA = Type.Object(
  {
    schema: Type.Literal('service.compare.text_priors.v1'),
    note: Type.Optional(Type.String()),
    thresholds: Type.Object({ match: Probability, review: Probability, distinctive_floor: Probability }, { additionalProperties: false }),
    default: fieldsSchema(true),
    jurisdictions: KeyedBy(
      '^[A-Z]{2}$',
      Type.Object({ fields: Type.Optional(fieldsSchema(false)), common_name_u: Type.Optional(KeyedBy('^[a-z0-9]+$', Probability)) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);

/** The priors of a schema-checked file: each m above its u, review below match, a common name's u below name m. */
function priorsOf(data: Static<typeof PRIORS_SCHEMA>, file: URL | string): { thresholds: Thresholds; table: Map<string, JurisdictionPriors> } {
  const mu = (at: string, v: MU | undefined): MU | undefined => {
    if (v && !(v.m > v.u)) throw dataFileError(file, at, 'DF_M_NOT_ABOVE_U');
    return v;
  };
  const fieldsAt = (at: string, v: Partial<Record<TextField, MU>>): Partial<Record<TextField, MU>> => {
    const out: Partial<Record<TextField, MU>> = {};
    for (const f of TEXT_FIELDS) {
      const checked = mu(`${at}/${f}`, v[f]);
      if (checked) out[f] = checked;
    }
    return out;
  };
  const thresholds: Thresholds = { ...data.thresholds };
  if (!(thresholds.review < thresholds.match)) throw dataFileError(file, '/thresholds/review', 'DF_NOT_BELOW', { bound: 'match' });
  const base = fieldsAt('/default', data.default) as Record<TextField, MU>;
  const table = new Map<string, JurisdictionPriors>();
  table.set('default', { key: 'default', fields: base, commonNameU: new Map() });
  for (const [code, row] of Object.entries(data.jurisdictions)) {
    const fields = { ...base, ...fieldsAt(`/jurisdictions/${code}/fields`, row.fields ?? {}) };
    const common = new Map<string, number>();
    for (const [token, u] of Object.entries(row.common_name_u ?? {})) {
      if (u >= fields.name.m) throw dataFileError(file, `/jurisdictions/${code}/common_name_u/${token}`, 'DF_NOT_BELOW', { bound: 'name m' });
      common.set(token, u);
    }
    table.set(code, { key: code, fields, commonNameU: common });
  }
  return { thresholds, table };
}

/** Validates the parsed priors file; exported for the data-file test. */
export function validatePriors(raw: unknown, file: URL | string = FILE): { thresholds: Thresholds; table: Map<string, JurisdictionPriors> } {
  return priorsOf(validateData(raw, PRIORS_SCHEMA, file), file);
}

const LOADED = priorsOf(loadDataFile(FILE, PRIORS_SCHEMA), FILE);

export const THRESHOLDS: Readonly<Thresholds> = Object.freeze({ ...LOADED.thresholds });

/** Priors for a jurisdiction code (any case); codes without a row of their own get `default`. */
export function priorsFor(jurisdiction: string | null | undefined): JurisdictionPriors {
  const key = (jurisdiction ?? '').trim().toUpperCase();
  return LOADED.table.get(key) ?? LOADED.table.get('default')!;
}

/** Codes with their own priors row (sorted). */
export const PRIOR_CODES: readonly string[] = [...LOADED.table.keys()].filter((k) => k !== 'default').sort();
