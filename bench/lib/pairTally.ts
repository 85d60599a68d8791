// Tallies of labelled record pairs against the engine's answer, shared by the labelled-pair benches
// (bench/er-magellan.ts, bench/persons.ts): same_entity counts as predicted same; review and different
// both count as not same, and the share sent to review is kept beside them.
import type { CompareReceipt } from '../../src/compare/index.js';

export interface Tally {
  pairs: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  review: number;
  trueToReview: number;
}

export const emptyTally = (): Tally => ({ pairs: 0, tp: 0, fp: 0, fn: 0, tn: 0, review: 0, trueToReview: 0 });

/** Counts one pair labelled `same` (or not) that the engine answered with `r`. */
export function add(t: Tally, same: boolean, r: Pick<CompareReceipt, 'identity'>): void {
  const said = r.identity === 'same_entity';
  t.pairs++;
  if (r.identity === 'review') {
    t.review++;
    if (same) t.trueToReview++;
  }
  if (said && same) t.tp++;
  else if (said) t.fp++;
  else if (same) t.fn++;
  else t.tn++;
}

export function scores(t: Tally): { precision: number; recall: number; f1: number } {
  const precision = t.tp + t.fp === 0 ? 0 : t.tp / (t.tp + t.fp);
  const recall = t.tp + t.fn === 0 ? 0 : t.tp / (t.tp + t.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** A receipt's factors and both records, for an error listing. */
export function describeMiss(same: boolean, label: string, r: CompareReceipt, a: unknown, b: unknown): string {
  const factors = Object.entries(r.factors)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  return `${same ? 'FN' : 'FP'} ${label}${r.identity} score=${r.score} ${factors}\n    a ${JSON.stringify(a)}\n    b ${JSON.stringify(b)}`;
}
