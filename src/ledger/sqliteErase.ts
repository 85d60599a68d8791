// Erasure on the SQLite backend (issue 18): eraseSteps.ts's steps in one IMMEDIATE transaction, then the
// write-ahead log checkpointed and truncated so the destroyed keys' old page images leave it now rather
// than at the next automatic checkpoint (secure_delete, set at open, zeroes the freed space in the file).
import type Database from 'libsql';
import { eraseInTransaction } from './eraseSteps.js';
import { plainRow } from './schema.js';
import type { KeyRow } from './sealing.js';
import type { EraseOptions, EraseResult } from './types.js';

type Db = InstanceType<typeof Database>;

/** Decisions sealed under any of these subjects' keys (their records, or their own id). */
function countAbout(db: Db, ids: string[]): number {
  const row = db
    .prepare(
      `SELECT count(*) AS n FROM decisions WHERE record_a IN (SELECT value FROM json_each(?1)) OR record_b IN (SELECT value FROM json_each(?1))
         OR decision_id IN (SELECT value FROM json_each(?1))`,
    )
    .get(JSON.stringify(ids));
  return Number(plainRow<{ n: number }>(row)!.n);
}

/** Runs the erasure; a busy or failing file throws as it is (the caller maps it to a 503). */
export function sqliteErase(db: Db, at: string, subjects: string[], options: EraseOptions, event: (subject: string, detail: Record<string, unknown>) => void): EraseResult {
  const getKey = db.prepare('SELECT * FROM value_keys WHERE subject = ?');
  const destroy = db.prepare('UPDATE value_keys SET key = NULL, erased_at = ? WHERE subject = ? AND key IS NOT NULL');
  db.exec('BEGIN IMMEDIATE');
  let result: EraseResult;
  try {
    result = eraseInTransaction(subjects, options, at, {
      key: (s) => plainRow<KeyRow>(getKey.get(s)),
      destroy: (s) => void destroy.run(at, s),
      event,
      decisionsAbout: (ids) => countAbout(db, ids),
    });
    db.exec('COMMIT');
  } catch (err) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw err;
  }
  try {
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } catch {
    // Best effort: a reader holding an old snapshot delays it to the next automatic checkpoint.
  }
  return result;
}

export function erasedAmongSqlite(db: Db, subjects: string[]): Map<string, string> {
  if (subjects.length === 0) return new Map();
  const rows = db
    .prepare('SELECT subject, erased_at FROM value_keys WHERE subject IN (SELECT value FROM json_each(?)) AND key IS NULL')
    .all(JSON.stringify(subjects))
    .map((raw) => plainRow<{ subject: string; erased_at: string }>(raw)!);
  return new Map(rows.map((r) => [r.subject, r.erased_at]));
}
