// An analyst settles a held pair (issue 18): merge, keep apart or ask for more. The answer is stored as a
// new decision of verb `settle` (`stl:` id) that supersedes the held one, so the entity graph, /cases and
// /path move at once while the held decision stays readable with its `superseded_by`. The decision is a
// person's judgement, not a computation: it keeps the held decision's score, factors and explanation
// material (what the analyst saw) and names the analyst, and replay refuses it (nothing to re-run).
import { serviceError } from '../core/errors.js';
import { contentId, type DecisionId } from '../core/ids.js';
import { currentGraph, REVIEW_IDENTITY, refreshGraph } from './graph.js';
import { parseDecisionId } from './rows.js';
import type { CompareExplanation, Ledger, LedgerRecordInput, StoredRecord } from './types.js';

export const SETTLE_SCHEMA = 'service.settle.v1';

/** What each outcome means as a decision: the identity the graph reads and the action it implies. */
export const OUTCOMES = {
  merge: { identity: 'same_entity', action: 'merge' },
  keep_apart: { identity: 'different', action: 'keep_apart' },
  need_more: { identity: REVIEW_IDENTITY, action: 'hold' },
} as const;
export type SettleOutcome = keyof typeof OUTCOMES;
export const SETTLE_OUTCOMES = Object.keys(OUTCOMES) as SettleOutcome[];

/** The analyst's name as the proxy sends it: printable, at most this long. */
export const MAX_ANALYST = 200;

export interface SettleInput {
  /** The held decision (identity `review`, not superseded). */
  decision_id: string;
  outcome: SettleOutcome;
  /** Who decided: the caller header the proxy sets. */
  analyst: string;
}

export interface SettleResult {
  decision_id: DecisionId<'stl'>;
  supersedes: DecisionId;
  outcome: SettleOutcome;
  identity: string;
  action: string;
  analyst: string;
  record_a: string;
  record_b: string;
  /** The entity record_a belongs to after the decision (null when it is in none). */
  entity_id: string | null;
  recorded_at: string;
  created: boolean;
}

/** The caller header as a name (the analyst of a settle, the one who asks for an erasure): required, printable, bounded. */
export function callerName(raw: string): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (name === '') throw serviceError('SC_CALLER_MISSING');
  if (name.length > MAX_ANALYST || /[\u0000-\u001f\u007f]/.test(name)) {
    throw serviceError('SC_CALLER_INVALID', { max: MAX_ANALYST });
  }
  return name;
}

function side(r: StoredRecord): LedgerRecordInput {
  return { id: r.id, entity_type: r.entity_type, attributes: r.attributes, text: r.text };
}

/** Settles a held pair; 404 for an unknown id, 409 when it is not (or no longer) an open case. */
export async function settleCase(ledger: Ledger, input: SettleInput): Promise<SettleResult> {
  const analyst = callerName(input.analyst);
  const meaning = OUTCOMES[input.outcome];
  if (meaning === undefined) throw serviceError('SC_SETTLE_OUTCOME', { outcomes: SETTLE_OUTCOMES.join(', ') });
  const held = await ledger.decision(parseDecisionId(input.decision_id));
  const decision_id = contentId('stl', { schema: SETTLE_SCHEMA, supersedes: held.decision_id, outcome: input.outcome, analyst });
  // The entity as the answer is made: graph read after the write (no await between refresh and read).
  const entityOf = async (): Promise<string | null> => {
    await refreshGraph(ledger);
    return currentGraph(ledger).entityOf.get(held.record_a!)?.entity_id ?? null;
  };
  const result = async (recorded_at: string, created: boolean): Promise<SettleResult> => ({
    decision_id,
    supersedes: held.decision_id,
    outcome: input.outcome,
    ...meaning,
    analyst,
    record_a: held.record_a!,
    record_b: held.record_b!,
    entity_id: await entityOf(),
    recorded_at,
    created,
  });
  if (held.superseded_by === decision_id) {
    // The same analyst sending the same answer again: nothing new to keep.
    return result((await ledger.decision(decision_id)).recorded_at, false);
  }
  if (held.superseded_by !== null) {
    throw serviceError('SC_SETTLE_SUPERSEDED', { decision: held.decision_id, by: held.superseded_by });
  }
  if (held.identity !== REVIEW_IDENTITY || held.record_a === null || held.record_b === null || held.record_a === held.record_b) {
    throw serviceError('SC_SETTLE_NOT_HELD', { decision: held.decision_id, identity: held.identity });
  }
  const a = (await ledger.getRecord(held.record_a))!;
  const b = (await ledger.getRecord(held.record_b))!;
  const explained = await ledger.explain(held.decision_id, { reveal: true }) as CompareExplanation;
  const receipt = {
    decision_id,
    identity: meaning.identity,
    action: meaning.action,
    score: held.score,
    factors: held.factors,
    explanation: `an analyst decided ${input.outcome.replace('_', ' ')} on a pair held for review`,
    basis: 'analyst',
    outcome: input.outcome,
    analyst,
    pins: held.pins,
  };
  const r = await ledger.recordAsync({
    verb: 'settle',
    decision_id,
    receipt,
    call: { decision_id: held.decision_id, outcome: input.outcome },
    // A person's judgement: replay has nothing to re-run (it says so), the receipt still verifies.
    replayable: false,
    unreplayable: ['analyst'],
    pins: held.pins,
    explain: { supporting: explained.supporting, refuting: explained.refuting, missing: explained.missing, shared: explained.shared, gate: explained.gate },
    records: { a: side(a), b: side(b) },
    supersedes: held.decision_id,
  });
  return result(r.recorded_at, r.created);
}
