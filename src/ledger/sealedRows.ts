// Sealing rows on their way into either backend and opening them on the way out (issue 18, erasure), so
// SQLite and PostgreSQL store and answer the same: an entry is sealed inside the write transaction with
// the keys of its subjects (sealing.ts), and a read opens only the row it shows. A subject whose key was
// destroyed reads as erased: record values null with `erased_at`, a decision's value-free projection
// with an `erasure` note naming the erased subjects.
import { serviceError } from '../core/errors.js';
import type { PreparedEntry, PreparedRecord } from './entry.js';
import {
  aadOf,
  callProjection,
  decisionKey,
  type Erasure,
  explainProjection,
  isSealed,
  type Key,
  keyFrom,
  type KeyRow,
  newKey,
  openColumn,
  receiptProjection,
  seal,
  sealColumn,
  subjectsOf,
  unseal,
} from './sealing.js';
import type { StoredRecord } from './types.js';
import type { DecisionRow } from './views.js';

/** A records row joined with its subject's key row (null columns when there is none). */
export interface KeyedRecordRow {
  rec_id: string;
  entity_type: string;
  attributes: string | null;
  text: string | null;
  first_seen: string;
  key: string | null;
  erased_at: string | null;
}

/** A record's value columns sealed under its key. */
export function sealRecordColumns(id: string, attributes: string | null, text: string | null, key: Key) {
  return {
    attributes: attributes === null ? null : seal(key, attributes, aadOf(id, 'attributes')),
    text: text === null ? null : seal(key, text, aadOf(id, 'text')),
  };
}

/** A decision's JSON columns sealed under its derived key (each unchanged when it carries no value). */
export function sealDecisionColumns(id: string, cols: { receipt: string; call: string; explain: string | null }, key: Key) {
  return {
    receipt: sealColumn(cols.receipt, receiptProjection, key, aadOf(id, 'receipt'))!,
    call: sealColumn(cols.call, callProjection, key, aadOf(id, 'call'))!,
    explain: sealColumn(cols.explain, explainProjection, key, aadOf(id, 'explain')),
  };
}

/**
 * The keys an entry needs: a live key per subject, created when the subject is new. A subject already
 * erased refuses the entry (storing it would keep that subject's values again under the same id).
 */
export function keysForEntry(e: PreparedEntry, existing: (subject: string) => KeyRow | undefined): { keys: Map<string, Key>; created: string[] } {
  const keys = new Map<string, Key>();
  const created: string[] = [];
  for (const s of subjectsOf(e.decision_id, e.record_a?.id ?? null, e.record_b?.id ?? null)) {
    const row = existing(s);
    if (row === undefined) {
      keys.set(s, newKey());
      created.push(s);
    } else if (row.key === null) {
      throw serviceError('SC_STORE_ERASED', { record: s, erased_at: row.erased_at ?? '' });
    } else keys.set(s, keyFrom(row.key)!);
  }
  return { keys, created };
}

/**
 * keysForEntry for one entry of a batch (PostgreSQL): the key rows read under the lock, extended with
 * the keys this batch creates (listed in `created` for one INSERT); an erased subject is the entry's error.
 */
export function batchKeys(e: PreparedEntry, keyRows: Map<string, KeyRow>, at: string, created: Array<[string, Key]>): Map<string, Key> | Error {
  try {
    const k = keysForEntry(e, (subject) => keyRows.get(subject));
    for (const subject of k.created) {
      const key = k.keys.get(subject)!;
      keyRows.set(subject, { subject, key: key.toString('base64'), created_at: at, erased_at: null });
      created.push([subject, key]);
    }
    return k.keys;
  } catch (err) {
    return err as Error;
  }
}

/** The entry with every value sealed; `keys` holds a key for each of its subjects. */
export function sealEntry(e: PreparedEntry, keys: Map<string, Key>): PreparedEntry {
  const subjects = subjectsOf(e.decision_id, e.record_a?.id ?? null, e.record_b?.id ?? null);
  const dk = decisionKey(subjects.map((s) => keys.get(s)!), e.decision_id);
  const rec = (r: PreparedRecord | null): PreparedRecord | null =>
    r === null ? null : { ...r, ...sealRecordColumns(r.id, r.attributes, r.text, keys.get(r.id)!) };
  const a = rec(e.record_a);
  const b = e.record_b === e.record_a ? a : rec(e.record_b);
  return { ...e, ...sealDecisionColumns(e.decision_id, e, dk), record_a: a, record_b: b };
}

function openValue(stored: string | null, key: Key | null, aad: string): string | null {
  if (stored === null || !isSealed(stored)) return stored; // a value stored before sealing existed
  return key === null ? null : unseal(key, stored, aad);
}

/** A stored record as read: values opened with its key, or null with `erased_at` once erased. */
export function openRecordRow(r: KeyedRecordRow): StoredRecord {
  const erased = r.erased_at !== null && r.key === null;
  const key = keyFrom(r.key);
  const attributes = erased ? null : openValue(r.attributes, key, aadOf(r.rec_id, 'attributes'));
  const out: StoredRecord = {
    id: r.rec_id,
    entity_type: r.entity_type,
    attributes: attributes === null ? null : (JSON.parse(attributes) as Record<string, unknown>),
    text: erased ? null : openValue(r.text, key, aadOf(r.rec_id, 'text')),
    first_seen: r.first_seen,
  };
  if (erased) out.erased_at = r.erased_at!;
  return out;
}

/**
 * A decision row as the views read it: its columns opened with the key derived from its subjects, or
 * (a subject erased) the value-free projections and an `erasure` note. `keyRows` answers each subject.
 */
export function openDecisionRow(row: DecisionRow, keyRows: (subject: string) => KeyRow | undefined): DecisionRow {
  const subjects = subjectsOf(row.decision_id, row.record_a, row.record_b);
  const rows = subjects.map(keyRows);
  const erased = rows.filter((k): k is KeyRow => k !== undefined && k.key === null);
  const live = rows.every((k) => k !== undefined && k.key !== null);
  const key = erased.length === 0 && live ? decisionKey(rows.map((k) => keyFrom(k!.key)!), row.decision_id) : null;
  const open = (column: 'receipt' | 'call' | 'explain') => openColumn(row[column], key, aadOf(row.decision_id, column));
  const receipt = open('receipt');
  const call = open('call');
  const explain = open('explain');
  const out: DecisionRow = { ...row, receipt: receipt.text!, call: call.text!, explain: explain.text };
  if (erased.length > 0) {
    const erasure: Erasure = { subjects: erased.map((k) => k.subject).sort(), erased_at: erased.map((k) => k.erased_at ?? '').sort().at(-1)! };
    out.erasure = erasure;
  }
  return out;
}

/** Key rows of a decision's subjects from the records already read (each joined with its key). */
export function keyRowsOf(records: readonly (KeyedRecordRow | undefined)[], own?: KeyRow): (subject: string) => KeyRow | undefined {
  const map = new Map<string, KeyRow>();
  for (const r of records) {
    if (r && (r.key !== null || r.erased_at !== null)) map.set(r.rec_id, { subject: r.rec_id, key: r.key, created_at: r.first_seen, erased_at: r.erased_at });
  }
  if (own) map.set(own.subject, own);
  return (s) => map.get(s);
}
