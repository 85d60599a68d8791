// `service-core ledger migrate --from FILE --to postgres://…`: copies a SQLite ledger into an empty
// PostgreSQL ledger — records with their first_seen, decisions with their seq and recorded_at, the
// supersession links, the value keys (destroyed ones stay destroyed: an erasure survives the move), and the event log (plus one `ledger.migrated` event) — in one transaction, then
// reads every decision id back through both backends (decision and explain, values revealed) and
// reports any id that does not read identically. The source file is only read (and brought to the
// current schema, as opening it for the service would).
import pg from 'pg';
import { coded, ConfigError, stableCode } from '../core/errors.js';
import type { DecisionId } from '../core/ids.js';
import { openPgLedger, redactUrl } from './pgLedger.js';
import { NOW_SQL, WRITE_LOCK } from './pgSchema.js';
import { openLedgerDatabase, plainRow } from './schema.js';
import { openSqliteLedger } from './sqliteLedger.js';
import type { Ledger } from './types.js';

const CHUNK = 500;

export interface MigrateReport {
  decisions: number;
  records: number;
  events: number;
  verified: number;
  /** Decision ids that read differently from the target (empty when the copy is exact). */
  mismatched: string[];
}

type Row = Record<string, unknown>;

function readAll(path: string): { records: Row[]; decisions: Row[]; events: Row[]; keys: Row[] } {
  const db = openLedgerDatabase(path, { mustExist: true });
  try {
    const all = (sql: string) => db.prepare(sql).all().map((r) => plainRow<Row>(r)!);
    return {
      records: all('SELECT rec_id, entity_type, attributes, text, first_seen FROM records ORDER BY rowid'),
      decisions: all('SELECT * FROM decisions ORDER BY seq'),
      events: all("SELECT at, kind, subject, detail FROM events WHERE kind <> 'schema.migrated' ORDER BY seq"),
      keys: all('SELECT subject, key, created_at, erased_at FROM value_keys ORDER BY subject'),
    };
  } finally {
    db.close();
  }
}

async function insertChunks(c: pg.ClientBase, rows: Row[], columns: string[], types: string[], sql: (unnest: string) => string): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const args = columns.map((k) => part.map((r) => (r[k] === undefined ? null : r[k])));
    const unnest = `unnest(${types.map((t, j) => `$${j + 1}::${t}[]`).join(', ')}) WITH ORDINALITY AS v(${columns.join(', ')}, o)`;
    await c.query(sql(unnest), args);
  }
}

async function copy(url: string, src: ReturnType<typeof readAll>): Promise<void> {
  const c = new pg.Client({ connectionString: url, options: '-c synchronous_commit=on' });
  await c.connect();
  try {
    await c.query('BEGIN');
    await c.query('SELECT pg_advisory_xact_lock($1)', [WRITE_LOCK]);
    const held = Number((await c.query('SELECT count(*) AS n FROM decisions')).rows[0].n);
    if (held > 0) throw new ConfigError(coded('SC_MIGRATE_TARGET_NOT_EMPTY', { count: held }));
    await insertChunks(c, src.keys, ['subject', 'key', 'created_at', 'erased_at'], ['text', 'text', 'text', 'text'], (u) =>
      `INSERT INTO value_keys (subject, key, created_at, erased_at) SELECT subject, key, created_at, erased_at FROM ${u} ORDER BY o`,
    );
    await insertChunks(c, src.records, ['rec_id', 'entity_type', 'attributes', 'text', 'first_seen'], ['text', 'text', 'text', 'text', 'text'], (u) =>
      `INSERT INTO records (rec_id, entity_type, attributes, text, first_seen) SELECT rec_id, entity_type, attributes, text, first_seen FROM ${u} ORDER BY o`,
    );
    const cols = ['seq', 'decision_id', 'verb', 'receipt', 'pins', 'call', 'replayable', 'unreplayable', 'explain', 'recorded_at', 'supersedes', 'record_a', 'record_b'];
    const types = ['int8', 'text', 'text', 'text', 'text', 'text', 'int4', 'text', 'text', 'text', 'text', 'text', 'text'];
    await insertChunks(c, src.decisions, cols, types, (u) => `INSERT INTO decisions (${cols.join(', ')}) SELECT ${cols.join(', ')} FROM ${u} ORDER BY o`);
    await c.query("SELECT setval(pg_get_serial_sequence('decisions', 'seq'), coalesce(max(seq), 0) + 1, false) FROM decisions");
    const links = src.decisions.filter((d) => d.superseded_by !== null);
    await insertChunks(c, links, ['decision_id', 'superseded_by'], ['text', 'text'], (u) =>
      `UPDATE decisions d SET superseded_by = v.superseded_by FROM (SELECT * FROM ${u}) v WHERE d.decision_id = v.decision_id`,
    );
    await insertChunks(c, src.events, ['at', 'kind', 'subject', 'detail'], ['text', 'text', 'text', 'text'], (u) =>
      `INSERT INTO events (at, kind, subject, detail) SELECT at, kind, subject, detail FROM ${u} ORDER BY o`,
    );
    await c.query(`INSERT INTO events (at, kind, subject, detail) VALUES (${NOW_SQL}, 'ledger.migrated', 'sqlite', $1)`, [
      JSON.stringify({ decisions: src.decisions.length, records: src.records.length }),
    ]);
    await c.query('COMMIT');
  } catch (err) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await c.end();
  }
}

/** Reads every id through both ledgers; returns the ids whose decision or explanation differ. */
async function verify(from: Ledger, to: Ledger, ids: DecisionId[]): Promise<string[]> {
  const bad: string[] = [];
  const same = async (id: DecisionId) => {
    const [a, b] = await Promise.all([from.decision(id, { reveal: true }), to.decision(id, { reveal: true }).catch(() => null)]);
    if (b === null || JSON.stringify(a) !== JSON.stringify(b)) return false;
    const [x, y] = await Promise.all([from.explain(id, { reveal: true }), to.explain(id, { reveal: true })]);
    return JSON.stringify(x) === JSON.stringify(y);
  };
  for (let i = 0; i < ids.length; i += 16) {
    const part = ids.slice(i, i + 16);
    const ok = await Promise.all(part.map(same));
    part.forEach((id, j) => {
      if (!ok[j]) bad.push(id);
    });
  }
  return bad;
}

export async function migrateLedger(fromPath: string, toUrl: string): Promise<MigrateReport> {
  const src = readAll(fromPath);
  const target = openPgLedger(toUrl);
  const source = openSqliteLedger(fromPath, { mustExist: true });
  try {
    await target.ready();
    try {
      await copy(toUrl, src);
    } catch (err) {
      if (err instanceof ConfigError) throw err;
      throw new ConfigError(coded('SC_MIGRATE_COPY_FAILED', { where: redactUrl(toUrl), code: stableCode(err) }));
    }
    // Stored ids: each passed prepareEntry's pattern check when it was recorded.
    const ids = src.decisions.map((d) => String(d.decision_id) as DecisionId);
    const mismatched = await verify(source, target, ids);
    return { decisions: ids.length, records: src.records.length, events: src.events.length, verified: ids.length - mismatched.length, mismatched };
  } finally {
    await source.close();
    await target.close();
  }
}
