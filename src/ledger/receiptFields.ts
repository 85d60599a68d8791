// Reading the fields every ledger view needs out of a verb's answer. Compare/documents receipts carry
// identity/action/score/factors directly; a de-identification result is mapped onto the same axes
// (identity `deidentified`, action = method, score = span count, factors = count per category) so one
// replay diff serves every verb.
import { asCodePointOffset } from '../core/offsets.js';
import { round4 } from '../core/round.js';
import type { LedgerVerb, StoredSpan } from './types.js';

export interface DecisionSummary {
  identity: string;
  action: string;
  score: number;
  factors: Record<string, number>;
  explanation: string;
  basis: string;
}

const ACTION_OF_IDENTITY: Readonly<Record<string, string>> = {
  same_entity: 'merge',
  review: 'hold',
  different: 'no_op',
};

function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : fallback;
}

function num(v: unknown, fallback = 0): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Numeric entries only (a factor is a number; strings such as phrase evidence are not factors). */
export function numericFactors(v: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (!isObject(v)) return out;
  for (const [k, x] of Object.entries(v)) if (typeof x === 'number' && Number.isFinite(x)) out[k] = x;
  return out;
}

/** Spans without any value: only position, category and how the statute treated them. */
export function valueFreeSpans(v: unknown): StoredSpan[] {
  if (!Array.isArray(v)) return [];
  return v.filter(isObject).map((s) => ({
    category: str(s.category),
    start: asCodePointOffset(num(s.start)),
    end: asCodePointOffset(num(s.end)),
    confidence: num(s.confidence),
    action: typeof s.action === 'string' ? s.action : null,
    citation: typeof s.citation === 'string' ? s.citation : null,
    detector: str(s.detector),
  }));
}

export function byCategory(receipt: Record<string, unknown>): Record<string, number> {
  const given = numericFactors(receipt.by_category);
  if (Object.keys(given).length > 0 || isObject(receipt.by_category)) return given;
  const counts: Record<string, number> = {};
  for (const s of valueFreeSpans(receipt.spans)) counts[s.category] = (counts[s.category] ?? 0) + 1;
  return counts;
}

/** `<N> span(s) under <statute or 'no statute'> (<method>)` when the result carries no explanation. */
function deidentifyExplanation(receipt: Record<string, unknown>, count: number): string {
  if (typeof receipt.explanation === 'string') return receipt.explanation;
  const statute = typeof receipt.statute === 'string' && receipt.statute !== '' ? receipt.statute : 'no statute';
  return `${count} span${count === 1 ? '' : 's'} under ${statute} (${str(receipt.method, 'statute')})`;
}

export function spanCount(receipt: Record<string, unknown>): number {
  return typeof receipt.count === 'number' ? receipt.count : valueFreeSpans(receipt.spans).length;
}

export function summaryOf(verb: LedgerVerb, receipt: Record<string, unknown>): DecisionSummary {
  if (verb === 'link') {
    // A batch: its "factors" are the counts it decided, its score the number of entities it found.
    const summary = isObject(receipt.summary) ? receipt.summary : {};
    const decided = isObject(summary.decided) ? summary.decided : {};
    const clusters = isObject(summary.clusters) ? summary.clusters : {};
    const blocking = isObject(summary.blocking) ? summary.blocking : {};
    return {
      identity: 'linked',
      action: str(summary.mode, 'dedupe'),
      score: num(clusters.count),
      factors: numericFactors({ ...decided, candidate_pairs: blocking.candidate_pairs, transitive_clusters: clusters.transitive }),
      explanation: `${num(blocking.candidate_pairs)} candidate pairs: ${num(decided.same_entity)} same_entity, ${num(decided.review)} review; ${num(clusters.count)} clusters (${num(clusters.transitive)} transitive)`,
      basis: `pack:${str(summary.entity)}`,
    };
  }
  if (verb === 'deidentify') {
    const count = spanCount(receipt);
    const statute = typeof receipt.statute === 'string' && receipt.statute !== '' ? receipt.statute : null;
    return {
      identity: 'deidentified',
      action: str(receipt.method, 'statute'),
      score: count,
      factors: byCategory(receipt),
      explanation: deidentifyExplanation(receipt, count),
      basis: str(receipt.basis, statute === null ? 'no statute' : `statute:${statute}`),
    };
  }
  const identity = str(receipt.identity);
  return {
    identity,
    action: str(receipt.action, ACTION_OF_IDENTITY[identity] ?? ''),
    score: round4(num(receipt.score)),
    factors: numericFactors(receipt.factors),
    explanation: str(receipt.explanation),
    basis: str(receipt.basis),
  };
}

/** Pins of an answer: its own `pins`, else (results that carry none) the arguments that shaped it. */
export function pinsOf(verb: LedgerVerb, receipt: Record<string, unknown>): Record<string, unknown> {
  if (isObject(receipt.pins)) return receipt.pins;
  if (verb === 'link' && isObject(receipt.summary) && isObject(receipt.summary.pins)) return receipt.summary.pins;
  if (verb === 'deidentify') {
    const pins: Record<string, unknown> = {};
    for (const k of ['jurisdiction', 'statute', 'backend', 'model', 'method']) {
      if (receipt[k] !== undefined) pins[k] = receipt[k];
    }
    return pins;
  }
  return {};
}

export { isObject };
