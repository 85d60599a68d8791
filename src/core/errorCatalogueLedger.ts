// The ledger's part of the error catalogue (src/core/errorCatalogue.ts, issue 14): the stable codes,
// statuses and message templates of src/ledger's user-facing errors, kept in a file of their own so the
// catalogue stays one readable file per area; ERROR_CATALOGUE spreads them in at their place in the order.
import type { CatalogueEntry } from './errorCatalogue.js';

export const LEDGER_ERRORS = {
  SC_LEDGER_URL_INVALID: { status: 500, message: 'the PostgreSQL ledger URL is not a valid URL (postgres://user@host:port/database)', when: 'start-up: a ledger URL that does not parse' },
  SC_LEDGER_NOT_LEDGER: {
    status: 500,
    message: '{where} is an SQLite database but not a service-core ledger; refusing to use or overwrite it — pass another --ledger FILE',
    when: 'start-up: the file named is an SQLite database of something other than a service-core ledger',
  },
  SC_LEDGER_NOT_SQLITE: {
    status: 500,
    message: '{where} is not a service-core ledger (it is not an SQLite database); refusing to use or overwrite it — pass another --ledger FILE',
    when: 'start-up: the file named is not empty and not an SQLite database',
  },
  SC_LEDGER_FOREIGN_TABLES: {
    status: 500,
    message: '{where} holds tables but is not a service-core ledger; refusing to use it — pass another database or schema',
    when: 'start-up: the PostgreSQL database or schema named holds tables of something other than a service-core ledger',
  },
  SC_LEDGER_SCHEMA_NEWER: {
    status: 500,
    message: 'ledger {where} has schema version {version}, newer than this service-core understands ({supported}); upgrade service-core',
    when: 'start-up: a ledger written by a newer service-core',
  },
  SC_LEDGER_UNREACHABLE: { status: 500, message: 'cannot reach the PostgreSQL ledger {where}: {reason}', when: 'start-up: the PostgreSQL server does not answer' },
  SC_LEDGER_FSYNC_OFF: {
    status: 500,
    message: 'PostgreSQL server of {where} runs with fsync=off: a decision answered recorded could be lost; refusing to use it',
    when: 'start-up: a PostgreSQL server that does not make writes durable',
  },
  SC_LEDGER_MISSING: { status: 500, message: 'no ledger at {where}', when: 'a command that reads a ledger given one that does not exist' },
  SC_LEDGER_OPEN_FAILED: { status: 500, message: 'cannot open {ledger}: {reason}', when: 'start-up: the ledger cannot be opened' },
  SC_LEDGER_NOT_FILE: { status: 500, message: 'ledger {where} is not a regular file; refusing to use it', when: 'start-up: --ledger names a folder or device' },
  SC_LEDGER_NO_WAL: { status: 500, message: 'ledger {where} could not be switched to WAL mode (got {mode})', when: 'start-up: the SQLite ledger cannot use WAL' },
  SC_LEDGER_NOT_WRITABLE: {
    status: 500,
    message: 'ledger {where} {why} ({errno}); the service stores decisions there — make it writable or pass another --ledger FILE',
    when: 'start-up: the ledger file is read-only (`why`: on a read-only file system, or not writable by this process)',
  },
  SC_LEDGER_FOLDER_NOT_WRITABLE: {
    status: 500,
    message: 'cannot create ledger {where}: the folder {folder} {why} ({errno}); pass a --ledger FILE in a writable folder',
    when: 'start-up: a new ledger file in a read-only folder',
  },
  SC_LEDGER_DAMAGED: {
    status: 500,
    message: 'ledger {where} is damaged ({finding}); refusing to write to it — restore it from a backup (`sqlite3 FILE .recover` may save what is readable) or pass another --ledger FILE',
    when: 'start-up: a ledger with a damaged page',
  },
  SC_LEDGER_WRITE_FAULT: {
    status: 503,
    message: 'the ledger could not {act} this call: {cause} ({errno}); nothing was recorded{by} and the cause was logged — try again once the operator has fixed it',
    when: 'the disk or database failed under a call (full, read-only, server down); the cause is logged',
  },
  SC_LEDGER_BUSY: { status: 503, message: 'the ledger is busy: another process holds its write lock; try again', when: 'another process holds the SQLite write lock' },
  SC_MIGRATE_TARGET_NOT_EMPTY: {
    status: 500,
    message: 'the target ledger already holds {count} decisions; migrate into an empty PostgreSQL ledger',
    when: 'service-core ledger migrate into a ledger that holds decisions',
  },
  SC_MIGRATE_COPY_FAILED: { status: 500, message: 'copying into {where} failed, nothing was copied: {reason}', when: 'service-core ledger migrate stopped by the target' },
  SC_DECISION_NOT_FOUND: { status: 404, message: 'no decision {decision} in this ledger', when: 'a decision id the ledger never saw' },
  SC_RECORD_NOT_FOUND: { status: 404, message: 'no record with the id given as {name} in this ledger', when: 'a record id the ledger never saw' },
  SC_DECISION_SUPERSEDED: { status: 400, message: "decision '{decision}' is already superseded by '{by}'", when: 'a write that supersedes a decision already superseded' },
  SC_LEDGER_TEXT_NUL: {
    status: 400,
    message: 'a PostgreSQL ledger cannot store a text holding the NUL character (U+0000); remove it and try again',
    when: 'a stored text or entity type holding U+0000 on a PostgreSQL ledger',
  },
  SC_PAGE_LIMIT: { status: 400, message: 'limit must be an integer from 1 to {max}', when: 'a page limit out of range' },
  SC_PAGE_CURSOR: { status: 400, message: 'cursor is not one this service issued; pass next_cursor from a previous page', when: 'a cursor this service did not issue' },
  SC_FIELDS_EMPTY: { status: 400, message: '{what} must be a non-empty object of field: value', when: '/resolve or /observe given no field' },
  SC_RECORD_IS_TEXT: { status: 400, message: 'the record holds a text, not fields; evidence can be added only to a field map', when: '/observe on a record stored as text' },
  SC_REPLAY_NOT_RERUNNABLE: {
    status: 400,
    message: "decision '{decision}' was made with arguments the ledger could not store ({names}); it can be re-verified from its signed receipt but not re-run from here",
    when: 'replay of a decision whose arguments were not kept',
  },
  SC_REPLAY_SETTLE: {
    status: 400,
    message: "decision '{decision}' is an analyst's decision (settle), a human judgement that cannot be re-run; its signed receipt still verifies, and the decision it superseded ({superseded}) can be replayed",
    when: 'replay of an analyst’s decision',
  },
  SC_CALLER_MISSING: {
    status: 400,
    message: "an analyst's decision is recorded under their name, which the proxy sends in X-Service-Caller; this request has none",
    when: 'a settle without X-Service-Caller',
  },
  SC_CALLER_INVALID: { status: 400, message: 'the X-Service-Caller header must be a printable name of at most {max} characters', when: 'an X-Service-Caller that is too long or holds control characters' },
  SC_SETTLE_OUTCOME: { status: 400, message: 'outcome must be one of {outcomes}', when: 'a settle with an unknown outcome' },
  SC_SETTLE_SUPERSEDED: {
    status: 409,
    message: "decision '{decision}' is already superseded by '{by}'; settle the current decision instead",
    when: 'settling a decision already superseded',
  },
  SC_ERASE_UNKNOWN: {
    status: 404,
    message: 'no record or decision with the id {id} in this ledger; nothing was erased',
    when: 'an erase naming an id the ledger never saw',
  },
  SC_ERASE_NAME_RECORDS: {
    status: 400,
    message: "decision '{decision}' is about stored records ({records}); erase those records (their values are sealed under their keys)",
    when: 'an erase naming a decision that has records',
  },
  SC_ERASE_REASON: { status: 400, message: 'reason must be one of {reasons}', when: 'an erase with an unknown reason' },
  SC_ERASE_EMPTY: { status: 400, message: 'name at least one id to erase in records or decisions (at most {max})', when: 'an erase naming nothing, or too many ids' },
  SC_REPLAY_ERASED: {
    status: 400,
    message: "decision '{decision}' cannot be re-run: the values it was decided on were erased ({subjects}, {erased_at}); its ids, factors and pins are kept and still verify",
    when: 'replay of a decision whose values were erased',
  },
  SC_STORE_ERASED: {
    status: 409,
    message: "the values of {record} were erased ({erased_at}); a decision about it is not stored, since that would keep them again",
    when: 'storing a decision about a record that was erased',
  },
  SC_RECORD_ERASED: {
    status: 409,
    message: "the values of record '{record}' were erased ({erased_at}); nothing can be added to it or decided from it",
    when: '/observe on an erased record',
  },
  SC_RETENTION_INVALID: {
    status: 400,
    message: 'retention must be a whole number of days from 1 to {max}',
    when: '--retention-days / SERVICE_RETENTION_DAYS out of range',
  },
  SC_SETTLE_NOT_HELD: {
    status: 409,
    message: "decision '{decision}' is not a held pair (identity {identity}); only a pair at review waits for an analyst",
    when: 'settling a decision that is not a pair at review',
  },
} as const satisfies Record<string, CatalogueEntry>;
