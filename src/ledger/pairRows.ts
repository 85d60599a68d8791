// The entity graph's rows (issue 18): which stored decisions are edges (a pair of distinct records decided
// by compare, documents or an analyst's settle) and the receipt fields the graph reads from them.
import { summaryOf } from './receiptFields.js';
import type { LedgerVerb, PairDecision } from './types.js';

/** A decision between two distinct stored records by a verb that decides pairs: an edge of the entity graph. */
export const IS_PAIR = `(d.record_b IS NOT NULL AND d.record_a <> d.record_b AND d.verb IN ('compare', 'documents', 'settle'))`;
/** Only the receipt fields the graph reads are extracted (whole receipts would be parsed per row). */
export const PAIR_RECEIPT = `json_object('identity', json_extract(d.receipt, '$.identity'), 'action', json_extract(d.receipt, '$.action'),
  'score', json_extract(d.receipt, '$.score'), 'factors', json_extract(d.receipt, '$.factors'),
  'explanation', json_extract(d.receipt, '$.explanation'))`;

export interface PairRow {
  seq: number;
  decision_id: string;
  verb: LedgerVerb;
  receipt: string;
  recorded_at: string;
  record_a: string;
  record_b: string;
  entity_type: string;
}

export function toPair(r: PairRow): PairDecision {
  const s = summaryOf(r.verb, JSON.parse(r.receipt) as Record<string, unknown>);
  return {
    seq: r.seq,
    decision_id: r.decision_id,
    verb: r.verb,
    record_a: r.record_a,
    record_b: r.record_b,
    entity_type: r.entity_type,
    identity: s.identity,
    action: s.action,
    score: s.score,
    factors: s.factors,
    explanation: s.explanation,
    recorded_at: r.recorded_at,
  };
}

