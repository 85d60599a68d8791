// The PostgreSQL ledger's reads of "rows after seq N" (graph changes, events, export pages) and of the
// current pair decisions. Writers commit concurrently (pgLedger.ts), so seq is not commit order: every
// incremental read stops below the watermark (pgSchema.ts), the first seq a transaction still in flight
// may yet fill, so a reader that carries on from the last seq it saw never passes over a row.
import { IS_PAIR, PG_PAIR_RECEIPT } from './pairRows.js';
import { watermark } from './pgSchema.js';

export const EXPORT_PAGE = 256;

/**
 * One page of the export: the decisions after seq $1 up to the watermark (pgSchema.ts), so a page
 * never passes a decision still being committed that a later page could no longer reach. The export
 * is every decision committed before the oldest transaction in flight when its last page is read.
 */
export const EXPORT_SQL = `SELECT * FROM decisions WHERE seq > $1 AND seq < ${watermark('decisions')} ORDER BY seq LIMIT $2`;

export const PAIRS_SQL = `SELECT d.seq, d.decision_id, d.verb, d.recorded_at, d.record_a, d.record_b, r.entity_type, ${PG_PAIR_RECEIPT} AS receipt
  FROM decisions d JOIN records r ON r.rec_id = d.record_a
  WHERE d.superseded_by IS NULL AND ${IS_PAIR} ORDER BY d.seq`;

/** Graph changes after seq $1 (at most $2; NULL is all), stopping below any decision written by a transaction still in flight. */
export const CHANGES_SQL = `SELECT d.seq, d.decision_id, d.supersedes, d.verb, d.recorded_at, d.record_a, d.record_b, r.entity_type,
    CASE WHEN ${IS_PAIR} THEN ${PG_PAIR_RECEIPT} END AS receipt
  FROM decisions d LEFT JOIN records r ON r.rec_id = d.record_a
  WHERE d.seq > $1 AND d.seq < ${watermark('decisions')} ORDER BY d.seq LIMIT $2`;

/** Events after seq $1 (at most $2), stopping below any written by a transaction still in flight. */
export const EVENTS_SQL = `SELECT seq, at, kind, subject, detail FROM events WHERE seq > $1 AND seq < ${watermark('events')} ORDER BY seq LIMIT $2`;
