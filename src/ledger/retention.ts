// The bound of the retention period, in the ledger (the layer whose sweep applies it): the longest
// period, in days, the retention sweep (erase.ts `eraseExpired`, `startRetention`) and the CLI's
// `--retention-days` (src/config.ts, which imports it from here) accept. No imports: the ledger does
// not read the CLI configuration (issue 14, layering).

/** Longest retention period accepted, in days (a century). */
export const MAX_RETENTION_DAYS = 36_500;
