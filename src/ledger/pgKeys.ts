// The key table on the PostgreSQL backend (issue 18): the keys a write batch reads and creates under its
// lock, and erasure: one transaction under the write lock (so an erasure and
// a store of the same subject are ordered as two write batches would be) that takes eraseSteps.ts's
// steps in three statements: destroy the live keys, add one `values.erased` event each, count the
// decisions sealed under them. Also the key-table reads the graph views and retention make.
import type pg from 'pg';
import { erasedDetail, planErase } from './eraseSteps.js';
import { asPgFault } from './faults.js';
import { NOW_SQL, WRITE_LOCK } from './pgSchema.js';
import { utcNow } from './schema.js';
import type { PreparedEntry } from './entry.js';
import { type Key, type KeyRow, subjectsOf } from './sealing.js';
import type { EraseOptions, EraseResult } from './types.js';

export const ERASED_AMONG_SQL = 'SELECT subject, erased_at FROM value_keys WHERE subject = ANY($1::text[]) AND key IS NULL';
export const KEYS_BEFORE_SQL = 'SELECT subject FROM value_keys WHERE key IS NOT NULL AND created_at < $1 ORDER BY created_at, subject';

/** The key rows of every subject of a batch (read under the write lock). */
export async function batchKeyRows(c: pg.ClientBase, batch: readonly PreparedEntry[]): Promise<Map<string, KeyRow>> {
  const subjects = [...new Set(batch.flatMap((e) => subjectsOf(e.decision_id, e.record_a?.id ?? null, e.record_b?.id ?? null)))];
  const found = await c.query('SELECT subject, key, created_at, erased_at FROM value_keys WHERE subject = ANY($1::text[])', [subjects]);
  return new Map<string, KeyRow>(found.rows.map((r) => [r.subject as string, r as KeyRow]));
}

/**
 * The keys a batch created for new subjects, in one statement; false when another instance's batch
 * (committing, its key not yet visible when this batch read) stored a key for one of them first: the
 * insert waits for that commit and skips the row, and the caller rolls back and plans again with it.
 */
export async function insertKeys(c: pg.ClientBase, keys: ReadonlyArray<[string, Key]>, at: string): Promise<boolean> {
  if (keys.length === 0) return true;
  const res = await c.query(
    'INSERT INTO value_keys (subject, key, created_at) SELECT s, k, $3 FROM unnest($1::text[], $2::text[]) AS v(s, k) ON CONFLICT (subject) DO NOTHING',
    [keys.map(([subject]) => subject), keys.map(([, key]) => key.toString('base64')), at],
  );
  return res.rowCount === keys.length;
}

export function erasedRows(rows: Array<{ subject: string; erased_at: string }>): Map<string, string> {
  return new Map(rows.map((r) => [r.subject, r.erased_at]));
}

export async function pgErase(pool: pg.Pool, where: string, clock: (() => Date) | undefined, subjects: string[], options: EraseOptions): Promise<EraseResult> {
  let c: pg.PoolClient;
  try {
    c = await pool.connect();
  } catch (err) {
    throw asPgFault(err, where);
  }
  try {
    const opened = (await c.query(`BEGIN; SELECT pg_advisory_xact_lock(${WRITE_LOCK}), ${NOW_SQL} AS at`)) as unknown as pg.QueryResult[];
    const at = clock ? utcNow(clock()) : (opened[1]!.rows[0].at as string);
    const found = await c.query('SELECT subject, key, created_at, erased_at FROM value_keys WHERE subject = ANY($1::text[]) FOR UPDATE', [subjects]);
    const rows = new Map<string, KeyRow>(found.rows.map((r) => [r.subject as string, r as KeyRow]));
    const plan = planErase(subjects, (s) => rows.get(s));
    let decisions = 0;
    if (plan.live.length > 0) {
      await c.query('UPDATE value_keys SET key = NULL, erased_at = $2 WHERE subject = ANY($1::text[]) AND key IS NOT NULL', [plan.live, at]);
      await c.query(`INSERT INTO events (at, kind, subject, detail) SELECT $2, 'values.erased', s, $3 FROM unnest($1::text[]) WITH ORDINALITY AS v(s, o) ORDER BY o`, [
        plan.live,
        at,
        JSON.stringify(erasedDetail(options)),
      ]);
      const n = await c.query('SELECT count(*) AS n FROM decisions WHERE record_a = ANY($1::text[]) OR record_b = ANY($1::text[]) OR decision_id = ANY($1::text[])', [
        plan.live,
      ]);
      decisions = Number(n.rows[0].n);
    }
    await c.query('COMMIT');
    c.release();
    return { erased: plan.live, already_erased: plan.already, erased_at: at, decisions };
  } catch (err) {
    await c.query('ROLLBACK').catch(() => undefined);
    c.release(true);
    throw asPgFault(err, where);
  }
}
