// The PostgreSQL ledger's schema: the same tables, columns and numbered migrations as the SQLite file
// (schema.ts), the same version table, and append-only enforced inside the database by triggers, so
// even a hand-written UPDATE, DELETE or TRUNCATE is refused; the one permitted change is a decision
// gaining superseded_by, once, from NULL. JSON columns stay TEXT (not jsonb) so both backends keep and
// return the same bytes, and so a later per-record-key encryption (erasure) can store ciphertext in
// the same columns through one codec (rows.ts) with a migration 4 added to both lists.
import type pg from 'pg';
import { coded, ConfigError, stableCode } from '../core/errors.js';
import { LEDGER_APPLICATION_ID, LEDGER_MARKER, LEDGER_SCHEMA_VERSION } from './schema.js';
import { sealPgValues } from './sealMigration.js';
import { createTable, KEY_TABLE, META_TABLE, MIGRATION_NAMES, MIGRATIONS_TABLE, verbCheck } from './tables.js';

/** Advisory lock keys: writers (one writer at a time keeps seq in commit order) and migrations. */
export const WRITE_LOCK = LEDGER_APPLICATION_ID;
const MIGRATE_LOCK = LEDGER_APPLICATION_ID + 1;

/** `recorded_at` from the database clock: UTC, seconds, `+00:00`, as the SQLite backend writes it. */
export const NOW_SQL = `to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')`;

/** The decisions' verb CHECK as of migration `version`, a named constraint so later ones widen it in place. */
const addVerbCheck = (version: number) => `ALTER TABLE decisions ADD CONSTRAINT decisions_verb_check ${verbCheck(version)};`;

/** The PostgreSQL migrations, in order (exported for the test that pins the SQL each one runs). */
export const PG_MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string; run?: (c: pg.ClientBase) => Promise<void> }> = [
  {
    version: 1,
    name: MIGRATION_NAMES[1],
    sql: `
      ${META_TABLE}
      ${createTable('pg', 'records')}
      CREATE INDEX records_entity_type ON records (entity_type, ord);
      ${createTable('pg', 'decisions')}
      ${addVerbCheck(1)}
      ${createTable('pg', 'events')}
      CREATE FUNCTION service_core_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'the ledger is append-only: % rows are never %', TG_TABLE_NAME,
          CASE TG_OP WHEN 'DELETE' THEN 'deleted' WHEN 'TRUNCATE' THEN 'truncated' ELSE 'changed' END
          USING ERRCODE = 'integrity_constraint_violation';
      END $$;
      CREATE FUNCTION service_core_decision_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.superseded_by IS NULL AND NEW.superseded_by IS NOT NULL
           AND to_jsonb(NEW) - 'superseded_by' = to_jsonb(OLD) - 'superseded_by' THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'the ledger is append-only: a decision only gains superseded_by, once'
          USING ERRCODE = 'integrity_constraint_violation';
      END $$;
      CREATE TRIGGER service_core_records_append_only BEFORE UPDATE OR DELETE ON records
        FOR EACH ROW EXECUTE FUNCTION service_core_refuse();
      CREATE TRIGGER service_core_events_append_only BEFORE UPDATE OR DELETE ON events
        FOR EACH ROW EXECUTE FUNCTION service_core_refuse();
      CREATE TRIGGER service_core_decisions_no_delete BEFORE DELETE ON decisions
        FOR EACH ROW EXECUTE FUNCTION service_core_refuse();
      CREATE TRIGGER service_core_decisions_update BEFORE UPDATE ON decisions
        FOR EACH ROW EXECUTE FUNCTION service_core_decision_update();
      CREATE TRIGGER service_core_records_no_truncate BEFORE TRUNCATE ON records
        FOR EACH STATEMENT EXECUTE FUNCTION service_core_refuse();
      CREATE TRIGGER service_core_decisions_no_truncate BEFORE TRUNCATE ON decisions
        FOR EACH STATEMENT EXECUTE FUNCTION service_core_refuse();
      CREATE TRIGGER service_core_events_no_truncate BEFORE TRUNCATE ON events
        FOR EACH STATEMENT EXECUTE FUNCTION service_core_refuse();
    `,
  },
  {
    // PostgreSQL changes a CHECK constraint in place (SQLite rebuilds the table); ALTER fires no row trigger.
    version: 2,
    name: MIGRATION_NAMES[2],
    sql: `ALTER TABLE decisions DROP CONSTRAINT decisions_verb_check;
      ${addVerbCheck(2)}`,
  },
  {
    // As schema.ts's migration 3 (same number and name): the verb CHECK widened, in place.
    version: 3,
    name: MIGRATION_NAMES[3],
    sql: `ALTER TABLE decisions DROP CONSTRAINT decisions_verb_check;
      ${addVerbCheck(3)}`,
  },
  {
    // As schema.ts's migration 4: the key table, and the values of migrations 1-3 sealed in place.
    version: 4,
    name: MIGRATION_NAMES[4],
    sql: KEY_TABLE.pg,
    run: sealPgValues,
  },
  {
    // As schema.ts's migration 5. Writers release the write lock before COMMIT (pgLedger.ts), so seq is
    // no longer commit order; each row keeps the id of the transaction that wrote it (assigned under the
    // write lock, so xid order is seq order) and incremental readers stop below the oldest transaction
    // still in flight (WATERMARK). Rows written before have NULL: they were committed long ago.
    version: 5,
    name: MIGRATION_NAMES[5],
    sql: `ALTER TABLE decisions ADD COLUMN xid xid8;
      ALTER TABLE decisions ALTER COLUMN xid SET DEFAULT pg_current_xact_id();
      ALTER TABLE events ADD COLUMN xid xid8;
      ALTER TABLE events ALTER COLUMN xid SET DEFAULT pg_current_xact_id();`,
  },
];

/**
 * The first seq (of \`table\`, after \`$1\`) that a reader must not pass yet: the lowest one written by a
 * transaction not finished before this statement's snapshot (xid >= the snapshot's xmin). Every
 * transaction still in flight holds a larger xid than any such row's and so (xid order = seq order,
 * both taken under the write lock) only larger seqs: the rows below this bound are all there will ever
 * be below it. Readers of "rows after seq N" add \`seq < bound\`.
 */
export const watermark = (table: 'decisions' | 'events') =>
  `COALESCE((SELECT min(w.seq) FROM ${table} w WHERE w.seq > $1 AND w.xid >= pg_snapshot_xmin(pg_current_snapshot())), 9223372036854775807)`;

/** The triggers that make the tables append-only (integrityCheck verifies they are present and enabled). */
export const PG_TRIGGERS = [
  'service_core_records_append_only',
  'service_core_events_append_only',
  'service_core_decisions_no_delete',
  'service_core_decisions_update',
  'service_core_records_no_truncate',
  'service_core_decisions_no_truncate',
  'service_core_events_no_truncate',
  'service_core_keys_shred_only',
  'service_core_keys_kept',
];

export interface PgOpenOptions {
  mustExist?: boolean;
  migrateTo?: number;
  /** Where `recorded_at` reads the time (default: the database clock); tests inject one instead of sleeping. */
  clock?: () => Date;
}

async function one<T>(c: pg.ClientBase, sql: string, params: unknown[] = []): Promise<T> {
  return (await c.query(sql, params)).rows[0] as T;
}

/** Checks the database holds our ledger (or nothing) and returns its schema version (0 = empty). */
async function schemaVersion(c: pg.ClientBase, where: string): Promise<number> {
  const s = await one<{ meta: string | null; migrations: string | null; tables: string }>(
    c,
    `SELECT to_regclass('meta')::text AS meta, to_regclass('migrations')::text AS migrations,
       (SELECT count(*) FROM pg_tables WHERE schemaname = current_schema())::text AS tables`,
  );
  if (s.meta === null || s.migrations === null) {
    if (Number(s.tables) > 0) {
      throw new ConfigError(coded('SC_LEDGER_FOREIGN_TABLES', { where }));
    }
    return 0;
  }
  const marker = await one<{ value: string } | undefined>(c, "SELECT value FROM meta WHERE key = 'application'");
  if (marker?.value !== LEDGER_MARKER) {
    throw new ConfigError(coded('SC_LEDGER_FOREIGN_TABLES', { where }));
  }
  const v = Number((await one<{ v: number | null }>(c, 'SELECT max(version) AS v FROM migrations')).v ?? 0);
  if (v > LEDGER_SCHEMA_VERSION) {
    throw new ConfigError(coded('SC_LEDGER_SCHEMA_NEWER', { where, version: v, supported: LEDGER_SCHEMA_VERSION }));
  }
  return v;
}

/**
 * Checks the server commits durably and brings the schema up to date. Migrations run in one
 * transaction under an advisory lock, so instances starting together migrate once.
 */
export async function openPgSchema(pool: pg.Pool, where: string, options: PgOpenOptions = {}): Promise<void> {
  let c: pg.PoolClient;
  try {
    c = await pool.connect();
  } catch (err) {
    throw new ConfigError(coded('SC_LEDGER_UNREACHABLE', { where, code: stableCode(err) }));
  }
  try {
    const fsync = await one<{ fsync: string }>(c, 'SHOW fsync');
    if (fsync.fsync !== 'on') {
      throw new ConfigError(coded('SC_LEDGER_FSYNC_OFF', { where }));
    }
    const target = options.migrateTo ?? LEDGER_SCHEMA_VERSION;
    if ((await schemaVersion(c, where)) >= target) return;
    if (options.mustExist && (await schemaVersion(c, where)) === 0) throw new ConfigError(coded('SC_LEDGER_MISSING', { where }));
    await c.query('BEGIN');
    try {
      await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATE_LOCK]);
      // And the write lock, before any write: a transaction's id is assigned at its first write, and
      // readers rely on ids being assigned in write-lock order (migration 5).
      await c.query('SELECT pg_advisory_xact_lock($1)', [WRITE_LOCK]);
      // Re-read under the lock: another instance may have migrated meanwhile.
      let version = await schemaVersion(c, where);
      if (version === 0) {
        await c.query(MIGRATIONS_TABLE);
      }
      const now = (await one<{ at: string }>(c, `SELECT ${NOW_SQL} AS at`)).at;
      for (const m of PG_MIGRATIONS) {
        if (m.version <= version || m.version > target) continue;
        await c.query(m.sql);
        await m.run?.(c);
        await c.query('INSERT INTO migrations (version, name, applied_at) VALUES ($1, $2, $3)', [m.version, m.name, now]);
        if (m.version === 1) await c.query("INSERT INTO meta (key, value) VALUES ('application', $1)", [LEDGER_MARKER]);
        await c.query("INSERT INTO events (at, kind, subject, detail) VALUES ($1, 'schema.migrated', $2, $3)", [
          now,
          `schema:${m.version}`,
          JSON.stringify({ name: m.name }),
        ]);
        version = m.version;
      }
      await c.query('COMMIT');
    } catch (err) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw new ConfigError(coded('SC_LEDGER_PG_OPEN_FAILED', { where, code: stableCode(err) }));
  } finally {
    c.release();
  }
}

/** "ok" when the schema is current and every append-only trigger is present and enabled. */
export async function pgIntegrity(c: pg.Pool): Promise<string> {
  const problems: string[] = [];
  const v = Number((await c.query('SELECT max(version) AS v FROM migrations')).rows[0].v);
  if (v !== LEDGER_SCHEMA_VERSION) problems.push(`schema version ${v}, expected ${LEDGER_SCHEMA_VERSION}`);
  const rows = (await c.query("SELECT tgname, tgenabled FROM pg_trigger WHERE tgname LIKE 'service_core_%' AND NOT tgisinternal")).rows as Array<{
    tgname: string;
    tgenabled: string;
  }>;
  for (const name of PG_TRIGGERS) {
    const t = rows.find((r) => r.tgname === name);
    if (!t) problems.push(`trigger ${name} is missing`);
    else if (t.tgenabled === 'D') problems.push(`trigger ${name} is disabled`);
  }
  return problems.length === 0 ? 'ok' : problems.join('\n');
}
