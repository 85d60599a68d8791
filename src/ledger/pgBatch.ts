// What a PostgreSQL write batch carries between opening its transaction and committing it
// (pgLedger.ts): the transaction's client, the database clock read under the write lock, and what is
// already stored of the batch's decision ids.
import type pg from 'pg';
import { DECISION_ID_PATTERN, type PreparedEntry } from './entry.js';

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
}

/** Every decision id a batch names (its own and the ones it supersedes). */
export const idsOf = (batch: PreparedEntry[]) => [...new Set(batch.flatMap((e) => (e.supersedes === null ? [e.decision_id] : [e.decision_id, e.supersedes])))];

export const knownOf = (rows: Array<Record<string, unknown>>) =>
  new Map<string, Known>(rows.map((r) => [r.decision_id as string, { recorded_at: r.recorded_at as string, superseded_by: r.superseded_by as string | null }]));

/** Decision ids as an SQL list of literals; only `prefix:sha256:<hex64>` ids (which hold no quote) pass. */
export function sqlIds(ids: string[]): string {
  if (ids.length === 0) return 'NULL';
  for (const id of ids) if (!DECISION_ID_PATTERN.test(id)) throw new TypeError('ledger entry: not a decision id'); // internal invariant
  return ids.map((id) => `'${id}'`).join(', ');
}
