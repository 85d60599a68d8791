// The PostgreSQL ledger's reads of "rows after seq N" (graph changes, events, export pages) and of the
// current pair decisions. Writers commit concurrently (pgLedger.ts), so seq is not commit order: every
// incremental read stops below the watermark (pgSchema.ts), the first seq a transaction still in flight
// may yet fill, so a reader that carries on from the last seq it saw never passes over a row.
import { changesSql, pairsSql, PG_PAIR_RECEIPT } from './pairRows.js';
import { watermark } from './pgSchema.js';

/**
 * One page of the export: the decisions after seq $1 up to the watermark (pgSchema.ts), so a page
 * never passes a decision still being committed that a later page could no longer reach. The export
 * is every decision committed before the oldest transaction in flight when its last page is read.
 */
export const EXPORT_SQL = `SELECT * FROM decisions WHERE seq > $1 AND seq < ${watermark('decisions')} ORDER BY seq LIMIT $2`;

export const PAIRS_SQL = pairsSql(PG_PAIR_RECEIPT);

/** Graph changes after seq $1 (at most $2; NULL is all), stopping below any decision written by a transaction still in flight. */
export const CHANGES_SQL = changesSql(PG_PAIR_RECEIPT, `d.seq > $1 AND d.seq < ${watermark('decisions')}`, '$2');

/** Events after seq $1 (at most $2), stopping below any written by a transaction still in flight. */
export const EVENTS_SQL = `SELECT seq, at, kind, subject, detail FROM events WHERE seq > $1 AND seq < ${watermark('events')} ORDER BY seq LIMIT $2`;
