// Opening a ledger file safely: refuse anything that is not ours before SQLite writes a byte, then bring
// the schema up to date with numbered migrations. Append-only is enforced by triggers inside the file,
// so even a hand-written UPDATE or DELETE is refused; the one permitted change is linking a decision to
// the decision that supersedes it (superseded_by, once, from NULL).
import { closeSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import { coded, ConfigError, stableCode } from '../core/errors.js';
import { requireIntact, requireWritable } from './faults.js';
import { sealSqliteValues } from './sealMigration.js';
import { createTable, KEY_TABLE, META_TABLE, MIGRATION_NAMES, MIGRATIONS_TABLE } from './tables.js';

/** `PRAGMA application_id` of a service-core ledger ("SCLG"); SQLite keeps it in the file header. */
export const LEDGER_APPLICATION_ID = 0x53434c47;
export const LEDGER_MARKER = 'service-core ledger';

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
const BUSY_TIMEOUT_MS = 5000;

const APPEND_ONLY = (table: string) => `
  CREATE TRIGGER ${table}_append_only_delete BEFORE DELETE ON ${table}
  BEGIN SELECT RAISE(ABORT, 'the ledger is append-only: ${table} rows are never deleted'); END;`;

/** The one permitted change to a decision: gaining superseded_by, once, from NULL. */
const DECISIONS_UPDATE_TRIGGER = `
      CREATE TRIGGER decisions_append_only_update BEFORE UPDATE ON decisions
      WHEN NOT (OLD.superseded_by IS NULL AND NEW.superseded_by IS NOT NULL
        AND NEW.seq IS OLD.seq AND NEW.decision_id IS OLD.decision_id AND NEW.verb IS OLD.verb
        AND NEW.receipt IS OLD.receipt AND NEW.pins IS OLD.pins AND NEW.call IS OLD.call
        AND NEW.replayable IS OLD.replayable AND NEW.unreplayable IS OLD.unreplayable
        AND NEW.explain IS OLD.explain AND NEW.recorded_at IS OLD.recorded_at
        AND NEW.supersedes IS OLD.supersedes AND NEW.record_a IS OLD.record_a AND NEW.record_b IS OLD.record_b)
      BEGIN SELECT RAISE(ABORT, 'the ledger is append-only: a decision only gains superseded_by, once'); END;`;

const RECORDS_UPDATE_TRIGGER = `
      CREATE TRIGGER records_append_only_update BEFORE UPDATE ON records
      BEGIN SELECT RAISE(ABORT, 'the ledger is append-only: records are never changed'); END;`;

interface Migration {
  version: number;
  name: string;
  sql: string;
  /** Work SQL alone cannot do (sealing values in place), in the same transaction, after `sql`. */
  run?: (db: Db) => void;
}


/**
 * SQLite cannot change a CHECK constraint in place: to widen the decisions' verb list (migrations 2 and 3)
 * the table is rebuilt with every row copied as it was, inside the migration's one transaction, and its
 * append-only triggers restored. The table set aside is named after the version before `version`.
 */
function widenDecisionVerbs(version: number): string {
  const from = version - 1;
  return `
      DROP TRIGGER decisions_append_only_update;
      DROP TRIGGER decisions_append_only_delete;
      ALTER TABLE decisions RENAME TO decisions_v${from};
      ${createTable('sqlite', 'decisions', version)}
      INSERT INTO decisions SELECT * FROM decisions_v${from};
      DROP TABLE decisions_v${from};
      ${DECISIONS_UPDATE_TRIGGER}
      ${APPEND_ONLY('decisions')}
    `;
}

/** The SQLite migrations, in order (exported for the test that pins the SQL each one runs). */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: MIGRATION_NAMES[1],
    sql: `
      ${META_TABLE}
      ${createTable('sqlite', 'records')}
      ${createTable('sqlite', 'decisions')}
      ${createTable('sqlite', 'events')}
      ${RECORDS_UPDATE_TRIGGER}
      CREATE TRIGGER events_append_only_update BEFORE UPDATE ON events
      BEGIN SELECT RAISE(ABORT, 'the ledger is append-only: events are never changed'); END;
      ${DECISIONS_UPDATE_TRIGGER}
      ${APPEND_ONLY('records')}
      ${APPEND_ONLY('decisions')}
      ${APPEND_ONLY('events')}
    `,
  },
  {
    version: 2,
    name: MIGRATION_NAMES[2],
    sql: widenDecisionVerbs(2),
  },
  {
    version: 3,
    name: MIGRATION_NAMES[3],
    sql: widenDecisionVerbs(3),
  },
  {
    // Erasure (issue 18): the key table, and the values of migrations 1-3 sealed in place (sealMigration.ts).
    version: 4,
    name: MIGRATION_NAMES[4],
    sql: KEY_TABLE.sqlite,
    run: (db) => sealSqliteValues(db, `${RECORDS_UPDATE_TRIGGER}\n${DECISIONS_UPDATE_TRIGGER}`),
  },
  {
    // PostgreSQL only (pgSchema.ts's migration 5: a transaction id per row, so writers' commits can
    // overlap and readers stop below any still in flight). SQLite has one writer at a time, whose seq
    // is commit order already: nothing to change, but the number stays the same on both backends.
    version: 5,
    name: MIGRATION_NAMES[5],
    sql: '',
  },
];

export const LEDGER_SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

type Db = InstanceType<typeof Database>;

/** First row of a statement without libsql's extra `_metadata` key. */
export function plainRow<T>(row: unknown): T | undefined {
  if (row === undefined || row === null) return undefined;
  const { _metadata, ...rest } = row as Record<string, unknown>;
  return rest as T;
}

function scalar(db: Db, sql: string): unknown {
  const row = plainRow<Record<string, unknown>>(db.prepare(sql).get());
  return row === undefined ? undefined : Object.values(row)[0];
}

/** Refuses a path that exists and is not an SQLite file, reading only its first 16 bytes. */
function checkHeader(path: string): boolean {
  let size: number;
  try {
    const st = statSync(path);
    if (!st.isFile()) throw new ConfigError(coded('SC_LEDGER_NOT_FILE', { where: path }));
    size = st.size;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  if (size === 0) return false;
  const head = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (!head.equals(SQLITE_HEADER)) {
    throw new ConfigError(
      coded('SC_LEDGER_NOT_SQLITE', { where: path }),
    );
  }
  return true;
}

/** Checks an existing SQLite file carries our marker (or is an empty database we may initialise). */
function checkMarker(db: Db, path: string): void {
  const appId = Number(scalar(db, 'PRAGMA application_id'));
  const version = Number(scalar(db, 'PRAGMA user_version'));
  if (appId === LEDGER_APPLICATION_ID) {
    if (version > LEDGER_SCHEMA_VERSION) {
      throw new ConfigError(coded('SC_LEDGER_SCHEMA_NEWER', { where: path, version, supported: LEDGER_SCHEMA_VERSION }));
    }
    return;
  }
  const objects = Number(scalar(db, "SELECT count(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"));
  if (appId !== 0 || objects > 0) {
    throw new ConfigError(
      coded('SC_LEDGER_NOT_LEDGER', { where: path }),
    );
  }
}

function migrate(db: Db, path: string, upTo: number = LEDGER_SCHEMA_VERSION): void {
  db.exec('BEGIN IMMEDIATE');
  try {
    // Re-read inside the write lock: another process may have initialised the file meanwhile.
    checkMarker(db, path);
    let version = Number(scalar(db, 'PRAGMA user_version'));
    if (version === 0) {
      db.exec(`PRAGMA application_id = ${LEDGER_APPLICATION_ID}`);
      db.exec(MIGRATIONS_TABLE);
    }
    const now = utcNow();
    for (const m of MIGRATIONS) {
      if (m.version <= version || m.version > upTo) continue;
      db.exec(m.sql);
      m.run?.(db);
      db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, now);
      if (m.version === 1) {
        db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('application', LEDGER_MARKER);
      }
      db.prepare('INSERT INTO events (at, kind, subject, detail) VALUES (?, ?, ?, ?)').run(
        now,
        'schema.migrated',
        `schema:${m.version}`,
        JSON.stringify({ name: m.name }),
      );
      db.exec(`PRAGMA user_version = ${m.version}`);
      version = m.version;
    }
    db.exec('COMMIT');
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}

/** UTC now as ISO 8601 with second precision and an explicit offset: 2026-11-22T04:05:06+00:00. */
export function utcNow(date: Date = new Date()): string {
  return `${date.toISOString().slice(0, 19)}+00:00`;
}

export interface OpenOptions {
  /** Refuse (ConfigError) when the file does not exist instead of creating it (export, read-only tools). */
  mustExist?: boolean;
  /** How long a write waits for another process's write lock before giving up (default 5000 ms). */
  busyTimeoutMs?: number;
  /** Migrate no further than this schema version (tests of upgrades from an older file). */
  migrateTo?: number;
  /** Where `recorded_at` reads the time (default: the system clock); tests inject one instead of sleeping. */
  clock?: () => Date;
}

/** Opens (creating file and folder when missing) and migrates a ledger database. */
export function openLedgerDatabase(path: string, options: OpenOptions = {}): Db {
  const existed = checkHeader(path);
  if (!existed) {
    if (options.mustExist) throw new ConfigError(coded('SC_LEDGER_MISSING', { where: path }));
    mkdirSync(dirname(path), { recursive: true });
  }
  // Tools that only read (export) may open a ledger they cannot write; the service may not.
  if (!options.mustExist) requireWritable(path, existed);
  let db: Db;
  try {
    db = new Database(path, { timeout: options.busyTimeoutMs ?? BUSY_TIMEOUT_MS });
  } catch (err) {
    const message = (err as Error).message;
    // libsql reports SQLite's CANTOPEN as `ConnectionFailed("...: 14")`.
    if (/:\s*14\)?"?\)?$/.test(message)) throw new ConfigError(coded('SC_LEDGER_CANTOPEN', { where: path }));
    throw new ConfigError(coded('SC_LEDGER_OPEN_FAILED', { where: path, code: stableCode(err) }));
  }
  try {
    checkMarker(db, path);
    // A damaged page is found before anything is written to the file.
    if (existed) requireIntact(path, db.prepare('PRAGMA quick_check').all().map((r) => String(Object.values(plainRow<Record<string, unknown>>(r) ?? {})[0])));
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    db.exec('PRAGMA foreign_keys = ON');
    // Erasure: freed pages (an old key, a value rewritten by migration 4) are overwritten with zeros.
    db.exec('PRAGMA secure_delete = ON');
    const mode = String(scalar(db, 'PRAGMA journal_mode')).toLowerCase();
    if (mode !== 'wal') throw new ConfigError(coded('SC_LEDGER_NO_WAL', { where: path, mode: String(mode) }));
    const target = options.migrateTo ?? LEDGER_SCHEMA_VERSION;
    const from = Number(scalar(db, 'PRAGMA user_version'));
    if (from < target) migrate(db, path, target);
    // Migration 4 rewrote every value sealed: the clear page images leave the write-ahead log now.
    if (from < 4 && target >= 4 && existed) db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    return db;
  } catch (err) {
    db.close();
    if (err instanceof ConfigError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') throw new ConfigError(coded('SC_LEDGER_DAMAGED', { where: path, errno: code }));
    throw new ConfigError(coded('SC_LEDGER_OPEN_FAILED', { where: path, code: stableCode(err) }));
  }
}
