// From a pair score to identity and action (docs/architecture.md D5) and the reasons behind them.
// Bands: score ≥ threshold 0.7 → same_entity if the gate cleared and nothing refutes; between the
// review floor (0.7 − 0.15) and the threshold, or gated or refuted → review; below the floor, or any
// veto (two different identifiers) → different. Nothing compared → review (not an answer). A field
// the pack needs for a merge (merge_needs_compared: a person's name) not compared → review.
// same_entity → merge, or hold when the single agreement is one identifier that nothing corroborates.
import { IDENTIFIER_KINDS } from './comparators/index.js';
import type { PairScore } from './fieldsEngine.js';

export const THRESHOLD = 0.7;
export const REVIEW_MARGIN = 0.15;
export const REVIEW_FLOOR = THRESHOLD - REVIEW_MARGIN;
export const AGREES = 0.8;
export const DISAGREES = 0.01;

export type Identity = 'same_entity' | 'review' | 'different';
export type Action = 'merge' | 'hold' | 'no_op';

export type Reason =
  | 'matched'
  | 'single_identifier'
  | 'nothing_compared'
  | 'veto'
  | 'below_floor'
  | 'below_threshold'
  | 'refuted'
  | 'not_compared'
  | 'gated';

export interface Decision {
  identity: Identity;
  action: Action;
  reason: Reason;
  /** Evidence keys with similarity ≥ 0.8 (measurements and conflict markers excluded). */
  supporting: string[];
  /** Evidence keys with similarity ≤ 0.01, then refuting and vetoing keys not already listed. */
  refuting: string[];
}

/**
 * Score bands of a decision. Trained parameters (train/) bring their own: the score is then a
 * match probability, and the gate is off because the trained weight, term-frequency adjusted, is
 * itself the measure of how distinctive the agreement is; refutations and vetoes still apply.
 */
export interface Bands {
  threshold: number;
  reviewFloor: number;
  gate: boolean;
}

export const SHIPPED_BANDS: Bands = { threshold: THRESHOLD, reviewFloor: REVIEW_FLOOR, gate: true };

export function decide(pair: PairScore, bands: Bands = SHIPPED_BANDS): Decision {
  const supporting = pair.evidence.filter((e) => e.sim >= AGREES).map((e) => e.key);
  const refuting = pair.evidence.filter((e) => e.sim <= DISAGREES).map((e) => e.key);
  for (const k of [...pair.conflicts, ...pair.vetoes]) if (!refuting.includes(k)) refuting.push(k);
  if (pair.score === null) return out('review', 'hold', 'nothing_compared', supporting, refuting);
  if (pair.vetoes.length > 0) return out('different', 'no_op', 'veto', supporting, refuting);
  if (pair.score < bands.reviewFloor) return out('different', 'no_op', 'below_floor', supporting, refuting);
  if (pair.score < bands.threshold) return out('review', 'hold', 'below_threshold', supporting, refuting);
  if (pair.conflicts.length > 0) return out('review', 'hold', 'refuted', supporting, refuting);
  // A field a merge needs (the person pack's name, merge_needs_compared) not compared: review under any
  // parameters, since what agreed (phone, e-mail, address) is shared by households and offices.
  if (pair.uncompared !== undefined && pair.uncompared.length > 0) return out('review', 'hold', 'not_compared', supporting, refuting);
  if (bands.gate && pair.clearingSignal === '') return out('review', 'hold', 'gated', supporting, refuting);
  const supportingEvidence = pair.evidence.filter((e) => e.sim >= AGREES);
  const lone = supportingEvidence.length === 1 && IDENTIFIER_KINDS.has(supportingEvidence[0]!.kind);
  return lone ? out('same_entity', 'hold', 'single_identifier', supporting, refuting) : out('same_entity', 'merge', 'matched', supporting, refuting);
}

/** A decision (a module function, not a closure built per pair). */
function out(identity: Identity, action: Action, reason: Reason, supporting: string[], refuting: string[]): Decision {
  return { identity, action, reason, supporting, refuting };
}
