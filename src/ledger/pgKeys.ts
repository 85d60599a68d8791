// The key table on the PostgreSQL backend (issue 18; a write batch reads and creates keys with its other
// rows, pgBatch.ts), and erasure: one transaction under the write lock (so an erasure and
// a store of the same subject are ordered as two write batches would be) that takes eraseSteps.ts's
// steps in three statements: destroy the live keys, add one `values.erased` event each, count the
// decisions sealed under them. Also the key-table reads the graph views and retention make.
import type pg from 'pg';
import { erasedDetail, planErase } from './eraseSteps.js';
import { asPgFault } from './faults.js';
import { NOW_SQL, WRITE_LOCK } from './pgSchema.js';
import { utcNow } from './schema.js';
import type { KeyRow } from './sealing.js';
import type { EraseOptions, EraseResult } from './types.js';

export const ERASED_AMONG_SQL = 'SELECT subject, erased_at FROM value_keys WHERE subject = ANY($1::text[]) AND key IS NULL';
export const KEYS_BEFORE_SQL = 'SELECT subject FROM value_keys WHERE key IS NOT NULL AND created_at < $1 ORDER BY created_at, subject';

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
