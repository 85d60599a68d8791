// What the ledger says when its file cannot be written or read: a full disk, a read-only file or file
// system, an I/O error, a damaged file. A write that fails for one of these reasons is rolled back as a
// whole (nothing half-recorded) and answered 503 with the catalogue code of its cause, and the cause (an
// SQLite code and the ledger's path, never a value) goes to stderr even when request logging is off:
// an operator must learn that decisions are not being kept. Lines are rate-limited per cause.
import { accessSync, constants } from 'node:fs';
import { dirname } from 'node:path';
import { coded, ConfigError, ERROR_CATALOGUE, serviceError } from '../core/errors.js';

/** The 503 of each cause (core/errorCatalogueLedger.ts); its `when` is the cause as logged. */
type WriteFaultCode = 'SC_LEDGER_DISK_FULL' | 'SC_LEDGER_READ_ONLY' | 'SC_LEDGER_CANNOT_OPEN' | 'SC_LEDGER_IO_ERROR' | 'SC_LEDGER_FILE_DAMAGED' | 'SC_LEDGER_NO_PERMISSION';
type PgFaultCode =
  | 'SC_LEDGER_PG_DISK_FULL'
  | 'SC_LEDGER_PG_NO_RESOURCES'
  | 'SC_LEDGER_PG_CONNECTION_FAILED'
  | 'SC_LEDGER_PG_SHUTTING_DOWN'
  | 'SC_LEDGER_PG_READ_ONLY'
  | 'SC_LEDGER_PG_IO_ERROR'
  | 'SC_LEDGER_PG_INTERNAL'
  | 'SC_LEDGER_PG_REFUSED'
  | 'SC_LEDGER_PG_RESET'
  | 'SC_LEDGER_PG_SOCKET_MISSING'
  | 'SC_LEDGER_PG_TIMEOUT';

/** SQLite result codes (primary names; libsql reports extended ones like SQLITE_IOERR_WRITE too) and their 503s. */
const CAUSES: ReadonlyArray<[prefix: string, code: WriteFaultCode]> = [
  ['SQLITE_FULL', 'SC_LEDGER_DISK_FULL'],
  ['SQLITE_READONLY', 'SC_LEDGER_READ_ONLY'],
  ['SQLITE_CANTOPEN', 'SC_LEDGER_CANNOT_OPEN'],
  ['SQLITE_IOERR', 'SC_LEDGER_IO_ERROR'],
  ['SQLITE_CORRUPT', 'SC_LEDGER_FILE_DAMAGED'],
  ['SQLITE_NOTADB', 'SC_LEDGER_FILE_DAMAGED'],
  ['SQLITE_PERM', 'SC_LEDGER_NO_PERMISSION'],
];

/** The cause of a write failure that is the file's or the disk's fault, or null for any other error. */
export function writeFaultCause(err: unknown): { code: string; cause: string; fault: WriteFaultCode } | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  for (const [prefix, fault] of CAUSES) if (code === prefix || code.startsWith(`${prefix}_`)) return { code, cause: ERROR_CATALOGUE[fault].when, fault };
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
  return serviceError(fault.fault, { errno: fault.code });
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
    const readOnlyFs = code === 'EROFS';
    throw new ConfigError(
      exists
        ? coded(readOnlyFs ? 'SC_LEDGER_ON_READ_ONLY_FS' : 'SC_LEDGER_NOT_WRITABLE', { where: path, errno: code })
        : coded(readOnlyFs ? 'SC_LEDGER_FOLDER_ON_READ_ONLY_FS' : 'SC_LEDGER_FOLDER_NOT_WRITABLE', { where: path, folder: target, errno: code }),
    );
  }
}

/**
 * `PRAGMA quick_check` at open: a ledger with a damaged page is refused before anything is written to
 * it. `report` is the pragma's rows; they are counted, not quoted (the operator runs the pragma for them).
 */
export function requireIntact(path: string, report: readonly string[]): void {
  if (report.length === 1 && report[0] === 'ok') return;
  throw new ConfigError(coded('SC_LEDGER_DAMAGED_PAGES', { where: path, count: report.length }));
}


/** PostgreSQL SQLSTATE classes and socket errors that mean the database, not the call, failed, and their 503s. */
const PG_CAUSES: ReadonlyArray<[prefix: string, code: PgFaultCode]> = [
  ['53100', 'SC_LEDGER_PG_DISK_FULL'],
  ['53', 'SC_LEDGER_PG_NO_RESOURCES'],
  ['08', 'SC_LEDGER_PG_CONNECTION_FAILED'],
  ['57P', 'SC_LEDGER_PG_SHUTTING_DOWN'],
  ['25006', 'SC_LEDGER_PG_READ_ONLY'],
  ['58', 'SC_LEDGER_PG_IO_ERROR'],
  ['XX', 'SC_LEDGER_PG_INTERNAL'],
  ['ECONNREFUSED', 'SC_LEDGER_PG_REFUSED'],
  ['ECONNRESET', 'SC_LEDGER_PG_RESET'],
  ['ENOENT', 'SC_LEDGER_PG_SOCKET_MISSING'],
  ['ETIMEDOUT', 'SC_LEDGER_PG_TIMEOUT'],
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
  logFault(where, code, ERROR_CATALOGUE[found[1]].when);
  return serviceError(found[1], { errno: code });
}
