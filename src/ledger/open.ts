// openLedger: the one way to open a ledger. A `postgres://` (or `postgresql://`) URL opens the shared
// PostgreSQL backend; anything else is a SQLite file path. Both give the same Ledger.
import type { OpenOptions } from './schema.js';
import { isPostgresUrl, openPgLedger } from './pgLedger.js';
import { openSqliteLedger } from './sqliteLedger.js';
import type { Ledger } from './types.js';

/** Opens (creating when missing) the ledger at `target`; ConfigError (now, or from `ready()` for PostgreSQL) when it is not one. */
export function openLedger(target: string, options: OpenOptions = {}): Ledger {
  if (isPostgresUrl(target)) return openPgLedger(target, options);
  return openSqliteLedger(target, options);
}
