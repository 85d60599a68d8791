// Migration 4 of both backends (issue 18, erasure): the key table, and every value a ledger of
// migrations 1-3 kept in clear sealed in place under it, so an old ledger's subjects can be erased like
// new ones (marking old values "legacy" would have left them unerasable). It runs inside the migration's
// one transaction: the append-only triggers of records and decisions are dropped (SQLite) or disabled
// (PostgreSQL) for the rewrite and restored before COMMIT; ids, seq, recorded_at, pins and every
// value-free member stay byte for byte as they were.
import type pg from 'pg';
import type Database from 'libsql';
import { plainRow } from './schema.js';
import { newKey, decisionKey, subjectsOf, type Key, isSealed } from './sealing.js';
import { sealDecisionColumns, sealRecordColumns } from './sealedRows.js';

type Db = InstanceType<typeof Database>;

interface OldRecord {
  rec_id: string;
  attributes: string | null;
  text: string | null;
  first_seen: string;
}
interface OldDecision {
  decision_id: string;
  receipt: string;
  call: string;
  explain: string | null;
  recorded_at: string;
  record_a: string | null;
  record_b: string | null;
}

/** One plan for both backends: a key per subject and every row's sealed columns. */
function planSealing(records: OldRecord[], decisions: OldDecision[]) {
  const keys = new Map<string, { key: Key; created_at: string }>();
  const recordUpdates = records.map((r) => {
    const key = newKey();
    keys.set(r.rec_id, { key, created_at: r.first_seen });
    // A value already sealed (never in a migration-3 file) is left as it is.
    const sealed = sealRecordColumns(r.rec_id, r.attributes !== null && isSealed(r.attributes) ? null : r.attributes, r.text !== null && isSealed(r.text) ? null : r.text, key);
    return { rec_id: r.rec_id, attributes: sealed.attributes ?? r.attributes, text: sealed.text ?? r.text };
  });
  const decisionUpdates = decisions.map((d) => {
    const subjects = subjectsOf(d.decision_id, d.record_a, d.record_b);
    for (const s of subjects) if (!keys.has(s)) keys.set(s, { key: newKey(), created_at: d.recorded_at });
    const dk = decisionKey(subjects.map((s) => keys.get(s)!.key), d.decision_id);
    return { decision_id: d.decision_id, ...sealDecisionColumns(d.decision_id, d, dk) };
  });
  return { keys, recordUpdates, decisionUpdates };
}

/** SQLite: runs after KEY_TABLE.sqlite (tables.ts) inside the migration's transaction; `restore` re-creates the dropped triggers. */
export function sealSqliteValues(db: Db, restore: string): void {
  db.exec('DROP TRIGGER records_append_only_update; DROP TRIGGER decisions_append_only_update;');
  const all = <T>(sql: string) => db.prepare(sql).all().map((r) => plainRow<T>(r)!);
  const plan = planSealing(
    all<OldRecord>('SELECT rec_id, attributes, text, first_seen FROM records ORDER BY rowid'),
    all<OldDecision>('SELECT decision_id, receipt, call, explain, recorded_at, record_a, record_b FROM decisions ORDER BY seq'),
  );
  const putKey = db.prepare('INSERT INTO value_keys (subject, key, created_at) VALUES (?, ?, ?)');
  for (const [subject, k] of plan.keys) putKey.run(subject, k.key.toString('base64'), k.created_at);
  const putRecord = db.prepare('UPDATE records SET attributes = ?, text = ? WHERE rec_id = ?');
  for (const r of plan.recordUpdates) putRecord.run(r.attributes, r.text, r.rec_id);
  const putDecision = db.prepare('UPDATE decisions SET receipt = ?, call = ?, explain = ? WHERE decision_id = ?');
  for (const d of plan.decisionUpdates) putDecision.run(d.receipt, d.call, d.explain, d.decision_id);
  db.exec(restore);
}

/** PostgreSQL: runs after KEY_TABLE.pg (tables.ts) inside the migration's transaction (triggers disabled, then enabled). */
export async function sealPgValues(c: pg.ClientBase): Promise<void> {
  const plan = planSealing(
    (await c.query('SELECT rec_id, attributes, text, first_seen FROM records ORDER BY ord')).rows as OldRecord[],
    (await c.query('SELECT decision_id, receipt, call, explain, recorded_at, record_a, record_b FROM decisions ORDER BY seq')).rows as OldDecision[],
  );
  const keys = [...plan.keys];
  if (keys.length > 0) {
    await c.query('INSERT INTO value_keys (subject, key, created_at) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])', [
      keys.map(([s]) => s),
      keys.map(([, k]) => k.key.toString('base64')),
      keys.map(([, k]) => k.created_at),
    ]);
  }
  await c.query('ALTER TABLE records DISABLE TRIGGER service_core_records_append_only');
  await c.query('ALTER TABLE decisions DISABLE TRIGGER service_core_decisions_update');
  const r = plan.recordUpdates;
  if (r.length > 0) {
    await c.query('UPDATE records SET attributes = v.a, text = v.t FROM unnest($1::text[], $2::text[], $3::text[]) AS v(id, a, t) WHERE records.rec_id = v.id', [
      r.map((x) => x.rec_id),
      r.map((x) => x.attributes),
      r.map((x) => x.text),
    ]);
  }
  const d = plan.decisionUpdates;
  if (d.length > 0) {
    await c.query(
      'UPDATE decisions SET receipt = v.r, call = v.c, explain = v.e FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS v(id, r, c, e) WHERE decisions.decision_id = v.id',
      [d.map((x) => x.decision_id), d.map((x) => x.receipt), d.map((x) => x.call), d.map((x) => x.explain)],
    );
  }
  await c.query('ALTER TABLE records ENABLE TRIGGER service_core_records_append_only');
  await c.query('ALTER TABLE decisions ENABLE TRIGGER service_core_decisions_update');
}
