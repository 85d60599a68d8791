// The entity packs (packs/<name>.json): which fields a pack reads (with the aliases callers use),
// which comparator judges each, with what weight, and below which similarity a comparator refutes
// (demotes a merge to review) or vetoes (makes the pair different). Loaded and validated once.
// comparators_sha256 is the SHA-256 of the pack file's canonical JSON; the pack records the sha256
// of its token-frequency table, so the pin changes when either the comparators or the table do.
import Type from 'typebox';
import { canonicalSha256 } from '../core/canonicalJson.js';
import { COMPARATOR_KINDS, type ComparatorSpec } from './comparators/types.js';
import { hasCategory } from './comparators/productData.js';
import { hasTypeDomain } from './comparators/typeVocabulary.js';
import { loadTfTable, type TfTable } from './tfTable.js';
import { dataFileError, dataFileName, loadDataFile, validateData } from '../core/dataFile.js';

export interface PackFile {
  schema: 'service.entity_pack.v1';
  name: string;
  aliases: string[];
  purpose: string;
  tf: { table: string; sha256: string };
  /** canonical field → aliases accepted for it (first present wins, the canonical name first). */
  fields: Record<string, string[]>;
  comparators: ComparatorSpec[];
}

export interface EntityPack {
  readonly name: string;
  readonly file: PackFile;
  readonly comparators: readonly ComparatorSpec[];
  readonly comparatorsSha256: string;
  readonly tf: TfTable;
  /** `shipped:<table>`. */
  readonly tfPin: string;
  /** Canonical field → the keys read for it, in order (canonical first). */
  readonly fieldKeys: ReadonlyMap<string, readonly string[]>;
  /** Field-name form (fieldNameForm) of every canonical name and alias → its field and place in fieldKeys. */
  readonly keyIndex: ReadonlyMap<string, FieldKeyHit>;
  /**
   * Evidence key of each comparator, in pack order: its field (its kind when it has none), or
   * `<field>_<kind>` when an earlier comparator already took that key (name_tftoken, name_type),
   * `<field>_<kind>_<domain>` when that one is taken too (name_type_venue).
   */
  readonly evidenceKeys: readonly string[];
}

/** Where a caller's key lands: the canonical field and the key's place in that field's list (0 = canonical). */
export interface FieldKeyHit {
  field: string;
  place: number;
}

const FIELD_NAME_SEPARATORS = /[\s_\-.]+/g;
const EDGE_UNDERSCORES = /^_+|_+$/g;

/**
 * The form in which callers' field names are matched: lower-cased, runs of spaces, hyphens, dots
 * and underscores as one underscore, none at the ends (`First Name`, `first-name`, `FIRST_NAME` →
 * `first_name`; `DOB` → `dob`). Pack names and aliases are already in this form.
 */
export function fieldNameForm(key: string): string {
  return key.toLowerCase().replace(FIELD_NAME_SEPARATORS, '_').replace(EDGE_UNDERSCORES, '');
}

function evidenceKeysOf(comparators: readonly ComparatorSpec[]): string[] {
  const used = new Set<string>();
  return comparators.map((spec) => {
    const base = spec.field ?? spec.kind;
    let key = used.has(base) ? `${base}_${spec.kind}` : base;
    // A second comparator of one kind on one field (two type domains) is told apart by its domain.
    if (used.has(key) && spec.domain !== undefined) key = `${key}_${spec.domain}`;
    used.add(key);
    return key;
  });
}

export const PACK_FILES = [
  'person',
  'organisation',
  'place',
  'artist',
  'product_electronics',
  'product_grocery',
  'product_home_goods',
] as const;

const FIELD_NAME = /^[a-z][a-z0-9_]*$/;

function fail(file: string, why: string): never {
  throw dataFileError(`entity pack ${file}`, '', why);
}

function validateSpec(file: string, i: number, spec: ComparatorSpec, fields: Record<string, string[]>): void {
  const where = `comparator ${i}`;
  if (!(COMPARATOR_KINDS as readonly string[]).includes(spec.kind)) fail(file, `${where} has unknown kind ${spec.kind}`);
  if (typeof spec.weight !== 'number' || !(spec.weight >= 0)) fail(file, `${where} needs a weight ≥ 0`);
  if (spec.kind === 'geo') {
    if (spec.field !== undefined) fail(file, `${where}: geo reads lat/lon, not a field`);
    for (const k of [spec.lat, spec.lon]) {
      if (typeof k !== 'string' || !Object.hasOwn(fields, k)) fail(file, `${where}: geo lat/lon must name declared fields`);
    }
    if (!(typeof spec.decay_km === 'number' && spec.decay_km > 0)) fail(file, `${where}: geo needs decay_km > 0`);
    if (spec.veto_km !== undefined && !(spec.veto_km > 0)) fail(file, `${where}: veto_km must be > 0`);
  } else if (typeof spec.field !== 'string' || !Object.hasOwn(fields, spec.field)) {
    fail(file, `${where} reads ${String(spec.field)}, which the pack does not declare in fields`);
  }
  for (const key of ['refutes_below', 'vetoes_below'] as const) {
    const v = spec[key];
    if (v !== undefined && !(typeof v === 'number' && v > 0 && v <= 1)) fail(file, `${where}: ${key} must be in (0, 1]`);
  }
  if (spec.issuer_field !== undefined && (spec.kind !== 'id' || !Object.hasOwn(fields, spec.issuer_field))) {
    fail(file, `${where}: issuer_field is for id comparators and must name a declared field`);
  }
  if (spec.note !== undefined && (typeof spec.note !== 'string' || spec.note === '')) fail(file, `${where}: note must be a non-empty string`);
  if (spec.gate_min_words !== undefined && !(Number.isInteger(spec.gate_min_words) && spec.gate_min_words >= 1)) {
    fail(file, `${where}: gate_min_words must be a positive integer`);
  }
  if (spec.strip_type !== undefined && !hasTypeDomain(spec.strip_type)) fail(file, `${where}: no type vocabulary ${spec.strip_type}`);
  if (spec.name_prefix_floor !== undefined && !(spec.kind === 'placename' && typeof spec.name_prefix_floor === 'number' && spec.name_prefix_floor > 0 && spec.name_prefix_floor <= 1)) {
    fail(file, `${where}: name_prefix_floor is for placename comparators and must be in (0, 1]`);
  }
  if (spec.kind === 'type' && !hasTypeDomain(spec.domain ?? '')) fail(file, `${where}: type needs a known domain`);
  if ((spec.kind === 'spec' || spec.kind === 'code') && !hasCategory(spec.category ?? '')) {
    fail(file, `${where}: ${spec.kind} needs a known product category`);
  }
  for (const key of ['text_field', 'brand_field'] as const) {
    const k = spec[key];
    if (k !== undefined && (typeof k !== 'string' || !Object.hasOwn(fields, k))) fail(file, `${where}: ${key} must name a declared field`);
  }
  if (spec.kind === 'branded_name' && spec.brand_field === undefined) fail(file, `${where}: branded_name needs a brand_field`);
  if (spec.kind === 'quantity' && !(typeof spec.tolerance === 'number' && spec.tolerance >= 0)) fail(file, `${where}: quantity needs a tolerance ≥ 0`);
  if (spec.relative !== undefined && typeof spec.relative !== 'boolean') fail(file, `${where}: relative must be true or false`);
}

function validateCorroboration(file: string, comparators: readonly ComparatorSpec[]): void {
  const keys = evidenceKeysOf(comparators);
  comparators.forEach((spec, i) => {
    const lift = spec.conflict_lifted_by;
    if (lift !== undefined) {
      const where = `comparator ${i} conflict_lifted_by`;
      if (spec.refutes_below === undefined && lift?.flagged_only !== true) fail(file, `${where}: only a refuting comparator has a refutation to lift`);
      if (lift === null || typeof lift !== 'object' || !Array.isArray(lift.any_of) || lift.any_of.length === 0) {
        fail(file, `${where}: any_of needs at least one group`);
      }
      checkGroups(file, where, lift.any_of, keys, i);
    }
    const c = spec.near_miss_corroboration;
    if (c === undefined) return;
    const where = `comparator ${i} near_miss_corroboration`;
    if (spec.refutes_below === undefined) fail(file, `${where}: only a refuting comparator has a refutation to lift`);
    if (c === null || typeof c !== 'object' || !Array.isArray(c.any_of) || c.any_of.length === 0) {
      fail(file, `${where}: any_of needs at least one group`);
    }
    if (c.serial_any_of !== undefined && (!Array.isArray(c.serial_any_of) || c.serial_any_of.length === 0)) {
      fail(file, `${where}: serial_any_of, when given, needs at least one group`);
    }
    checkGroups(file, where, [...c.any_of, ...(c.serial_any_of ?? [])], keys, i);
  });
}

function checkGroups(file: string, where: string, groups: readonly Record<string, number>[], keys: readonly string[], i: number): void {
  for (const group of groups) {
    if (group === null || typeof group !== 'object' || Array.isArray(group) || Object.keys(group).length === 0) {
      fail(file, `${where}: every group needs at least one evidence key with its floor`);
    }
    for (const [key, floor] of Object.entries(group)) {
      if (!keys.includes(key)) fail(file, `${where}: ${key} is not an evidence key of the pack (${keys.join(', ')})`);
      if (key === keys[i]) fail(file, `${where}: ${key} cannot corroborate itself`);
      if (!(typeof floor === 'number' && floor > 0 && floor <= 1)) fail(file, `${where}: the floor of ${key} must be in (0, 1]`);
    }
  }
}

/**
 * The shape of a pack file; each comparator spec (its kind's options, the fields it names, its
 * corroboration) is checked after it by validateSpec and validateCorroboration.
 */
const PACK_SCHEMA = Type.Object(
  {
    schema: Type.Literal('service.entity_pack.v1'),
    name: Type.String({ pattern: FIELD_NAME.source }),
    aliases: Type.Array(Type.String({ pattern: FIELD_NAME.source })),
    purpose: Type.String({ minLength: 1 }),
    /** The token-frequency table and its sha256 (run scripts/build-tf-tables.ts). */
    tf: Type.Object({ table: Type.String({ minLength: 1 }), sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }) }, { additionalProperties: false }),
    fields: Type.Record(Type.String(), Type.Array(Type.String())),
    comparators: Type.Array(Type.Object({ kind: Type.String(), weight: Type.Number({ minimum: 0 }) }), { minItems: 1 }),
  },
  { additionalProperties: false },
);

export function validatePack(file: URL | string, data: unknown): PackFile {
  validateData(data, PACK_SCHEMA, file);
  return checkPack(dataFileName(file), data as PackFile);
}

function checkPack(file: string, p: PackFile): PackFile {
  if (p.fields === null || typeof p.fields !== 'object') fail(file, 'fields missing');
  const seen = new Map<string, string>();
  for (const [field, aliases] of Object.entries(p.fields)) {
    if (!FIELD_NAME.test(field)) fail(file, `field ${field} is not a lower-case identifier`);
    if (!Array.isArray(aliases)) fail(file, `aliases of ${field} must be an array`);
    for (const key of [field, ...aliases]) {
      if (typeof key !== 'string' || !FIELD_NAME.test(key) || fieldNameForm(key) !== key) {
        fail(file, `alias ${String(key)} of ${field} is not an identifier in field-name form (no doubled or trailing _)`);
      }
      const owner = seen.get(key);
      if (owner !== undefined) fail(file, `${key} is claimed by both ${owner} and ${field}`);
      seen.set(key, field);
    }
  }
  if (!Array.isArray(p.comparators) || p.comparators.length === 0) fail(file, 'comparators missing');
  p.comparators.forEach((spec, i) => {
    validateSpec(file, i, spec, p.fields);
  });
  if (!p.comparators.some((c) => c.weight > 0)) fail(file, 'no comparator carries weight');
  validateCorroboration(file, p.comparators);
  return p;
}

function loadPack(name: string): EntityPack {
  const file = `packs/${name}.json`;
  const url = new URL(`./${file}`, import.meta.url);
  // The schema checks the shape; checkPack the comparator specs, so the shape's type widens to PackFile here.
  const p = checkPack(dataFileName(url), loadDataFile(url, PACK_SCHEMA) as PackFile);
  if (p.name !== name) fail(file, `names itself ${p.name}`);
  const tf = loadTfTable(p.tf.table);
  if (tf.sha256 !== p.tf.sha256) fail(file, `tf table ${p.tf.table} has sha256 ${tf.sha256}, the pack records ${p.tf.sha256} (run scripts/build-tf-tables.ts)`);
  const fieldKeys = new Map<string, readonly string[]>();
  const keyIndex = new Map<string, FieldKeyHit>();
  for (const [field, aliases] of Object.entries(p.fields)) {
    const keys = [field, ...aliases];
    fieldKeys.set(field, keys);
    keys.forEach((key, place) => {
      keyIndex.set(fieldNameForm(key), { field, place });
    });
  }
  return {
    name: p.name,
    file: p,
    comparators: p.comparators,
    comparatorsSha256: canonicalSha256(p),
    tf,
    tfPin: `shipped:${p.tf.table}`,
    fieldKeys,
    keyIndex,
    evidenceKeys: evidenceKeysOf(p.comparators),
  };
}

function loadAll(): Map<string, EntityPack> {
  const byName = new Map<string, EntityPack>();
  for (const name of PACK_FILES) {
    const pack = loadPack(name);
    for (const key of [pack.name, ...pack.file.aliases]) {
      if (byName.has(key)) fail(`packs/${name}.json`, `pack name ${key} is already taken`);
      byName.set(key, pack);
    }
  }
  return byName;
}

const PACKS = loadAll();

/** Every name a request may use (pack names and aliases), sorted. */
export const PACK_NAMES: readonly string[] = [...PACKS.keys()].sort();

/** The pack a name (or alias) resolves to, or undefined. */
export function findPack(name: string): EntityPack | undefined {
  return PACKS.get(name);
}
