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

/** `rec:` id of one side: the record exactly as given, under the entity name requested. */
export function recordId(entityType: string, attributes: RecordInput): string {
  return contentId('rec', { schema: RECORD_SCHEMA, entity_type: entityType, attributes });
}
