// What a PostgreSQL write batch carries between opening its transaction and committing it
// (pgLedger.ts): the transaction's client, the database clock read under the write lock, and what is
// already stored of the batch's decision ids; and the batch's statements, named so that each pooled
// connection parses and plans them once (prepared statements) instead of once per batch.
import type pg from 'pg';
import { serviceError } from '../core/errors.js';
import { isDecisionId, isRecordId } from '../core/ids.js';
import type { PreparedEntry } from './entry.js';
import { notFound } from './rows.js';
import { batchKeys, sealEntry } from './sealedRows.js';
import { type Key, type KeyRow, subjectsOf } from './sealing.js';
import type { RecordResult } from './types.js';

export interface Known {
  recorded_at: string;
  superseded_by: string | null;
}

/** A batch's transaction, begun and holding the write lock; `at` is the database clock read under the lock. */
export interface OpenBatch {
  c: pg.PoolClient;
  at: string;
  /** What is stored of the ids looked up so far (`looked`). */
  known: Map<string, Known>;
  looked: Set<string>;
  /** The key rows of the subjects looked up so far (`keyed`). */
  keys: Map<string, KeyRow>;
  keyed: Set<string>;
}

/** Every decision id a batch names (its own and the ones it supersedes). */
export const idsOf = (batch: PreparedEntry[]) => [...new Set(batch.flatMap((e) => (e.supersedes === null ? [e.decision_id] : [e.decision_id, e.supersedes])))];

/** Every subject whose key seals a value of the batch (sealing.ts). */
export const subjectsOfBatch = (batch: PreparedEntry[]) => [...new Set(batch.flatMap((e) => subjectsOf(e.decision_id, e.record_a?.id ?? null, e.record_b?.id ?? null)))];

export const keyRowMap = (rows: Array<Record<string, unknown>>) => new Map<string, KeyRow>(rows.map((r) => [r.subject as string, r as unknown as KeyRow]));

export const knownOf = (rows: Array<Record<string, unknown>>) =>
  new Map<string, Known>(rows.map((r) => [r.decision_id as string, { recorded_at: r.recorded_at as string, superseded_by: r.superseded_by as string | null }]));

/** A key's subject: a record id, or a decision id for a decision about no stored record. */
const isSubject = (id: string) => isRecordId(id) || isDecisionId(id);

/** Decision ids or subjects as an SQL list of literals; only `prefix:sha256:<hex64>` ids (which hold no quote) pass. */
function sqlIds(ids: string[], valid: (id: string) => boolean): string {
  if (ids.length === 0) return 'NULL';
  for (const id of ids) if (!valid(id)) throw new TypeError('ledger entry: not a decision id or subject'); // internal invariant
  return ids.map((id) => `'${id}'`).join(', ');
}

/**
 * Which of `ids` are stored and the key rows of `subjects`: two statements for the simple protocol
 * (one round trip, literals inlined by sqlIds), read under the write lock — appended to the BEGIN and
 * lock of openBatch, and alone for entries that joined while the lock was awaited (and on a retry).
 */
export const lookupSql = (ids: string[], subjects: string[]) =>
  `SELECT decision_id, recorded_at, superseded_by FROM decisions WHERE decision_id IN (${sqlIds(ids, isDecisionId)}); ` +
  `SELECT subject, key, created_at, erased_at FROM value_keys WHERE subject IN (${sqlIds(subjects, isSubject)})`;

/**
 * Keys, records, decisions and events of a planned batch in one statement. Data-modifying CTEs: `keyed`
 * stores the keys made for new subjects; `stored`
 * returns the record ids it stored, so only those get a `record.stored` event (`needs`); each INSERT …
 * SELECT … ORDER BY takes its identity values in list order, which keeps SQLite's event order; the
 * foreign keys are checked at the end of the statement, when the records are in. It answers how many
 * decisions it inserted: fewer than planned when another instance's batch, still committing when this
 * one looked its ids up, stored one of them first (ON CONFLICT waits for that commit), and fewer keys
 * than made when such a batch stored a key for one of the same new subjects; the caller then rolls
 * back and plans again (pgLedger.ts). No foreign key ties value_keys to the other tables.
 */
export const BATCH_INSERT = {
  name: 'service-core-ledger-batch-insert',
  text: `WITH keyed AS (
         INSERT INTO value_keys (subject, key, created_at) SELECT s, k, $5 FROM unnest($21::text[], $22::text[]) AS v(s, k)
         ON CONFLICT (subject) DO NOTHING RETURNING 1
       ), stored AS (
         INSERT INTO records (rec_id, entity_type, attributes, text, first_seen)
         SELECT r.id, r.et, r.attrs, r.txt, $5 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS r(id, et, attrs, txt, o)
         ORDER BY r.o ON CONFLICT (rec_id) DO NOTHING RETURNING rec_id
       ), decided AS (
         INSERT INTO decisions (decision_id, verb, receipt, pins, call, replayable, unreplayable, explain, recorded_at, supersedes, record_a, record_b)
         SELECT d.id, d.verb, d.receipt, d.pins, d.call, d.rep, d.unrep, d.explain, $5, d.sup, d.ra, d.rb
         FROM unnest($6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[])
           WITH ORDINALITY AS d(id, verb, receipt, pins, call, rep, unrep, explain, sup, ra, rb, o)
         ORDER BY d.o ON CONFLICT (decision_id) DO NOTHING RETURNING 1
       ), logged AS (
         INSERT INTO events (at, kind, subject, detail)
         SELECT $5, v.kind, v.subject, v.detail FROM unnest($17::text[], $18::text[], $19::text[], $20::text[]) WITH ORDINALITY AS v(kind, subject, detail, needs, o)
         WHERE v.needs IS NULL OR v.needs IN (SELECT rec_id FROM stored) ORDER BY v.o
       )
       SELECT (SELECT count(*) FROM decided)::int AS n, (SELECT count(*) FROM keyed)::int AS k`,
};

/**
 * Decides each entry of a batch against what is stored (`known`, looked up under the write lock) and
 * seals the ones to write with their subjects' keys (a key made for a new subject serves the rest of
 * the batch; `newKeys` lists those to insert).
 */
export function planBatch(batch: PreparedEntry[], known: Map<string, Known>, keyRows: Map<string, KeyRow>, at: string) {
  const out: Array<RecordResult | Error> = [];
  const write: PreparedEntry[] = [];
  const newKeys: Array<[string, Key]> = [];
  for (const e of batch) {
    // PostgreSQL's text type cannot hold U+0000 (the JSON columns escape it; raw texts do not): that
    // entry fails alone instead of failing the whole batch's transaction.
    if ([e.record_a, e.record_b].some((r) => r !== null && (r.text?.includes('\u0000') || r.entity_type.includes('\u0000')))) {
      out.push(serviceError('SC_LEDGER_TEXT_NUL'));
      continue;
    }
    const existing = known.get(e.decision_id);
    if (existing) {
      out.push({ decision_id: e.decision_id, recorded_at: existing.recorded_at, created: false });
      continue;
    }
    if (e.supersedes !== null) {
      const old = known.get(e.supersedes);
      if (!old) {
        out.push(notFound(e.supersedes));
        continue;
      }
      if (old.superseded_by !== null) {
        out.push(serviceError('SC_DECISION_SUPERSEDED', { decision: e.supersedes, by: old.superseded_by }));
        continue;
      }
    }
    // Sealed here, under the write lock, with its subjects' keys (a key made for a new subject serves the rest of the batch).
    const keys = batchKeys(e, keyRows, at, newKeys);
    if (keys instanceof Error) {
      out.push(keys);
      continue;
    }
    if (e.supersedes !== null) known.get(e.supersedes)!.superseded_by = e.decision_id;
    known.set(e.decision_id, { recorded_at: at, superseded_by: null });
    write.push(sealEntry(e, keys));
    out.push({ decision_id: e.decision_id, recorded_at: at, created: true });
  }
  return { out, write, newKeys };
}
