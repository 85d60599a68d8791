// One side of a comparison: the caller's field map as given (hashed into its `rec:` id) and its
// projection onto a pack's canonical fields (aliases resolved, empty values dropped).
import { contentId } from '../core/ids.js';
import type { FieldValue } from './comparators/types.js';
import type { EntityPack } from './packs.js';

export type RecordInput = Record<string, FieldValue>;

export const RECORD_SCHEMA = 'service.record.v1';

export function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmptyValue);
  if (typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return false;
}

/** The pack's canonical fields carried by the record: the canonical key first, then its aliases in order. */
export function projectRecord(pack: EntityPack, record: RecordInput): RecordInput {
  const out: RecordInput = {};
  for (const [field, keys] of pack.fieldKeys) {
    for (const key of keys) {
      const value = record[key];
      if (!isEmptyValue(value)) {
        out[field] = value as FieldValue;
        break;
      }
    }
  }
  return out;
}

interface CachedId {
  entityType: string;
  keys: string[];
  values: FieldValue[];
  id: string;
}

// A record compared with many candidates (blocking) would be hashed once per pair. The id is cached
// per record object and reused only while the object still holds exactly the same flat fields (a
// shallow check of every key and scalar value), so a caller that mutates a record gets a fresh id.
// Records with nested values (structured addresses, admin paths) are always hashed.
const idCache = new WeakMap<object, CachedId>();

function isFlat(record: RecordInput): boolean {
  for (const k in record) {
    const v = record[k];
    if (v !== null && typeof v === 'object') return false;
  }
  return true;
}

function unchanged(cached: CachedId, entityType: string, record: RecordInput): boolean {
  if (cached.entityType !== entityType) return false;
  const keys = Object.keys(record);
  if (keys.length !== cached.keys.length) return false;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (k !== cached.keys[i] || !Object.is(record[k], cached.values[i])) return false;
  }
  return true;
}

/** `rec:` id of one side: the record exactly as given, under the entity name requested. */
export function recordId(entityType: string, attributes: RecordInput): string {
  const cached = idCache.get(attributes);
  if (cached && unchanged(cached, entityType, attributes)) return cached.id;
  const id = contentId('rec', { schema: RECORD_SCHEMA, entity_type: entityType, attributes });
  if (isFlat(attributes)) {
    const keys = Object.keys(attributes);
    idCache.set(attributes, { entityType, keys, values: keys.map((k) => attributes[k]!), id });
  }
  return id;
}
