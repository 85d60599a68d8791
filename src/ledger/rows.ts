// Plain rows as both backends return them (JSON columns still text) and what every read makes of them:
// a stored record, an export line, an edge of the entity graph. One home, so SQLite and PostgreSQL
// answer byte for byte alike. Values live only in the TEXT columns read here (records.attributes and
// text, decisions.call, receipt and explain), sealed per data subject (sealedRows.ts opens them).
import { serviceError, type ServiceError } from '../core/errors.js';
import { type DecisionId, isDecisionId } from '../core/ids.js';
import { isSafeToken } from '../core/safeToken.js';
import { summaryOf } from './receiptFields.js';
import { type KeyedRecordRow, openRecordRow } from './sealedRows.js';
import type { GraphChange, LedgerVerb, PairDecision, StoredRecord } from './types.js';
import type { DecisionRow, RecordPair } from './views.js';

/** A records row joined with its key row (`key`, `erased_at`), as both backends select it. */
export type RecordRow = KeyedRecordRow;

/** The columns of a record read with its key (SQL fragment over `records r` LEFT JOIN `value_keys k`). */
export const RECORD_COLUMNS = 'r.rec_id, r.entity_type, r.attributes, r.text, r.first_seen, k.key, k.erased_at';
export const RECORD_FROM = 'records r LEFT JOIN value_keys k ON k.subject = r.rec_id';

/** A current decision between two records, with only the receipt fields the graph reads (as JSON text). */
export interface PairRow {
  seq: number;
  decision_id: DecisionId;
  verb: LedgerVerb;
  receipt: string;
  recorded_at: string;
  record_a: string;
  record_b: string;
  entity_type: string;
}

/** Any decision after a seq, for the incremental graph: receipt (the pair fields) is null when it is no edge. */
export interface ChangeRow extends Omit<PairRow, 'receipt' | 'record_a' | 'record_b' | 'entity_type'> {
  supersedes: DecisionId | null;
  receipt: string | null;
  record_a: string | null;
  record_b: string | null;
  entity_type: string | null;
}

export interface EventRow {
  seq: number;
  at: string;
  kind: string;
  subject: string;
  detail: string;
}

export function notFound(id: string): ServiceError {
  return serviceError('SC_DECISION_NOT_FOUND', { decision: isSafeToken(id) ? `'${id}'` : 'with that id' });
}

/**
 * A caller's decision id (HTTP path, CLI argument, tool input) checked by the id pattern: a malformed id is
 * one the ledger never stored, so it answers the same 404 as an unknown one.
 */
export function parseDecisionId(raw: string): DecisionId {
  if (!isDecisionId(raw)) throw notFound(raw);
  return raw;
}

export function toStoredRecord(r: RecordRow): StoredRecord {
  return openRecordRow(r);
}

export function toPairDecision(r: PairRow): PairDecision {
  const s = summaryOf(r.verb, JSON.parse(r.receipt) as Record<string, unknown>);
  return {
    seq: Number(r.seq),
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

export function toGraphChange(r: ChangeRow): GraphChange {
  const pair = r.receipt === null ? null : toPairDecision(r as PairRow);
  return { seq: Number(r.seq), decision_id: r.decision_id, supersedes: r.supersedes, record_a: r.record_a, record_b: r.record_b, pair };
}

export function toEvent(r: EventRow) {
  return { seq: Number(r.seq), at: r.at, kind: r.kind, subject: r.subject, detail: JSON.parse(r.detail) as Record<string, unknown> };
}

/** One JSON Lines entry of an export: the whole stored decision, with its records as stored. */
export function exportLine(row: DecisionRow, records: RecordPair) {
  return {
    seq: Number(row.seq),
    decision_id: row.decision_id,
    verb: row.verb,
    recorded_at: row.recorded_at,
    supersedes: row.supersedes,
    superseded_by: row.superseded_by,
    record_a: row.record_a,
    record_b: row.record_b,
    replayable: Number(row.replayable) === 1,
    unreplayable: JSON.parse(row.unreplayable) as string[],
    call: JSON.parse(row.call) as unknown,
    pins: JSON.parse(row.pins) as unknown,
    receipt: JSON.parse(row.receipt) as unknown,
    explain: row.explain === null ? null : (JSON.parse(row.explain) as unknown),
    records,
    ...(row.erasure ? { erasure: { ...row.erasure, values: 'erased' as const } } : {}),
  };
}
