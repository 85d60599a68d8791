// The entity graph's rows (issue 18): which stored decisions are edges (a pair of distinct records decided
// by compare, documents or an analyst's settle) and the receipt fields the graph reads from them, as SQL
// fragments and the two graph reads for both backends (rows.ts turns the rows into PairDecisions).

/** A decision between two distinct stored records by a verb that decides pairs: an edge of the entity graph. */
export const IS_PAIR = `(d.record_b IS NOT NULL AND d.record_a <> d.record_b AND d.verb IN ('compare', 'documents', 'settle'))`;
/** SQLite: only the receipt fields the graph reads are extracted (whole receipts would be parsed per row). */
export const PAIR_RECEIPT = `json_object('identity', json_extract(d.receipt, '$.identity'), 'action', json_extract(d.receipt, '$.action'),
  'score', json_extract(d.receipt, '$.score'), 'factors', json_extract(d.receipt, '$.factors'),
  'explanation', json_extract(d.receipt, '$.explanation'))`;
/** PostgreSQL: the same fields, as text (the receipt column is JSON text). */
export const PG_PAIR_RECEIPT = `json_build_object('identity', d.receipt::json -> 'identity', 'action', d.receipt::json -> 'action',
  'score', d.receipt::json -> 'score', 'factors', d.receipt::json -> 'factors', 'explanation', d.receipt::json -> 'explanation')::text`;

/** The current pair decisions (the graph's edges); `receipt` is the backend's PAIR_RECEIPT. */
export function pairsSql(receipt: string): string {
  return `SELECT d.seq, d.decision_id, d.verb, d.recorded_at, d.record_a, d.record_b, r.entity_type, ${receipt} AS receipt
  FROM decisions d JOIN records r ON r.rec_id = d.record_a
  WHERE d.superseded_by IS NULL AND ${IS_PAIR} ORDER BY d.seq`;
}

/** Every decision in `seqRange` (a condition on d.seq) as a graph change, at most `limit` (a parameter): receipt null when no edge. */
export function changesSql(receipt: string, seqRange: string, limit: string): string {
  return `SELECT d.seq, d.decision_id, d.supersedes, d.verb, d.recorded_at, d.record_a, d.record_b, r.entity_type,
    CASE WHEN ${IS_PAIR} THEN ${receipt} END AS receipt
  FROM decisions d LEFT JOIN records r ON r.rec_id = d.record_a
  WHERE ${seqRange} ORDER BY d.seq LIMIT ${limit}`;
}
