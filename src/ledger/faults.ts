// What the ledger says when its file cannot be written or read: a full disk, a read-only file or file
// system, an I/O error, a damaged file. A write that fails for one of these reasons is rolled back as a
// whole (nothing half-recorded) and answered 503 with a sentence naming the cause, and the cause (an
// SQLite code and the ledger's path, never a value) goes to stderr even when request logging is off:
// an operator must learn that decisions are not being kept. Lines are rate-limited per cause.
import { accessSync, constants } from 'node:fs';
import { dirname } from 'node:path';
import { coded, ConfigError, serviceError } from '../core/errors.js';

/** SQLite result codes (primary names; libsql reports extended ones like SQLITE_IOERR_WRITE too). */
const CAUSES: ReadonlyArray<[prefix: string, cause: string]> = [
  ['SQLITE_FULL', 'the disk holding the ledger is full'],
  ['SQLITE_READONLY', 'the ledger file or its file system is read-only'],
  ['SQLITE_CANTOPEN', 'the ledger file (or its -wal/-shm companion) cannot be opened for writing'],
  ['SQLITE_IOERR', 'the disk reported an I/O error while writing the ledger'],
  ['SQLITE_CORRUPT', 'the ledger file is damaged'],
  ['SQLITE_NOTADB', 'the ledger file is damaged'],
  ['SQLITE_PERM', 'the process may not write the ledger file'],
];

/** The cause of a write failure that is the file's or the disk's fault, or null for any other error. */
export function writeFaultCause(err: unknown): { code: string; cause: string } | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  for (const [prefix, cause] of CAUSES) if (code === prefix || code.startsWith(`${prefix}_`)) return { code, cause };
  return null;
}

type Sink = (line: string) => void;
let sink: Sink = (line) => {
  process.stderr.write(line);
};
const lastLogged = new Map<string, number>();
/** One line per cause and ledger per minute: a full disk under load must not flood stderr. */
const LOG_EVERY_MS = 60_000;

/** Replaces where fault lines go (tests); returns the previous sink. */
export function setLedgerFaultSink(next: Sink): Sink {
  const previous = sink;
  sink = next;
  lastLogged.clear();
  return previous;
}

function logFault(path: string, code: string, cause: string): void {
  const key = `${path}\u0000${code}`;
  const now = Date.now();
  const last = lastLogged.get(key);
  if (last !== undefined && now - last < LOG_EVERY_MS) return;
  lastLogged.set(key, now);
  sink(`service-core ledger: a write to ${path} failed (${code}: ${cause}); nothing of that request was recorded, and stores answer 503 until it is fixed\n`);
}

/**
 * The 503 for a write that failed because of the file or the disk (and logs the cause), or the error
 * unchanged when it is anything else.
 */
export function asWriteFault(err: unknown, path: string): unknown {
  const fault = writeFaultCause(err);
  if (fault === null) return err;
  logFault(path, fault.code, fault.cause);
  return serviceError('SC_LEDGER_WRITE_FAULT', { act: 'record', cause: fault.cause, errno: fault.code, by: '' });
}

/**
 * Start-up check before SQLite touches anything: the ledger (or, for a new one, its folder) must be
 * writable, else a sentence naming which and why instead of SQLite's `ConnectionFailed(...: 14)`.
 * As root, permission bits do not refuse; a read-only file system still does (EROFS).
 */
export function requireWritable(path: string, exists: boolean): void {
  const target = exists ? path : dirname(path);
  try {
    accessSync(target, constants.W_OK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'EACCES';
    const why = code === 'EROFS' ? 'is on a read-only file system' : 'is not writable by this process';
    throw new ConfigError(
      exists
        ? coded('SC_LEDGER_NOT_WRITABLE', { where: path, why, errno: code })
        : coded('SC_LEDGER_FOLDER_NOT_WRITABLE', { where: path, folder: target, why, errno: code }),
    );
  }
}

/**
 * `PRAGMA quick_check` at open: a ledger with a damaged page is refused before anything is written to
 * it. `report` is the pragma's rows; the first problems are quoted (they name pages and indexes, not values).
 */
export function requireIntact(path: string, report: readonly string[]): void {
  if (report.length === 1 && report[0] === 'ok') return;
  throw damaged(path, `quick_check: ${report.join('; ').replace(/\*\*\* in database main \*\*\*/g, '').replace(/\s+/g, ' ').trim().slice(0, 240)}`);
}

/** The start-up refusal of a damaged ledger; `finding` says what SQLite found. */
export function damaged(path: string, finding: string): ConfigError {
  return new ConfigError(coded('SC_LEDGER_DAMAGED', { where: path, finding }));
}


/** PostgreSQL SQLSTATE classes and socket errors that mean the database, not the call, failed. */
const PG_CAUSES: ReadonlyArray<[prefix: string, cause: string]> = [
  ['53100', 'the disk holding the PostgreSQL ledger is full'],
  ['53', 'the PostgreSQL server lacks resources (memory or connections)'],
  ['08', 'the connection to the PostgreSQL ledger failed'],
  ['57P', 'the PostgreSQL server is shutting down or restarting'],
  ['25006', 'the PostgreSQL ledger is read-only (a standby, or default_transaction_read_only)'],
  ['58', 'the PostgreSQL server reported a system or I/O error'],
  ['XX', 'the PostgreSQL server reported an internal error'],
  ['ECONNREFUSED', 'the PostgreSQL server refuses connections'],
  ['ECONNRESET', 'the connection to the PostgreSQL ledger was reset'],
  ['ENOENT', 'the PostgreSQL server socket is missing (server down)'],
  ['ETIMEDOUT', 'the PostgreSQL server did not answer in time'],
];

/** The 503 for a PostgreSQL call the database could not serve (and logs the cause), else the error unchanged. */
export function asPgFault(err: unknown, where: string): unknown {
  const e = err as { code?: unknown; message?: unknown } | null;
  let code = typeof e?.code === 'string' ? e.code : null;
  // pg's own "Connection terminated" / timeout errors carry no code.
  if (code === null && typeof e?.message === 'string' && /Connection terminated|connection timeout|Client has encountered a connection error/i.test(e.message)) code = '08006';
  if (code === null) return err;
  const found = PG_CAUSES.find(([prefix]) => code!.startsWith(prefix));
  if (!found) return err;
  logFault(where, code, found[1]);
  return serviceError('SC_LEDGER_WRITE_FAULT', { act: 'serve', cause: found[1], errno: code, by: ' by it' });
}
