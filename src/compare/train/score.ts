// Scoring a pair with trained parameters (Fellegi-Sunter): the match weight is the prior log-odds
// log2(λ/(1−λ)) plus, for every trained comparison both records carry, log2(m/u) of the level its
// similarity falls in; an exact agreement on a term-frequency adjusted field (names, places, dates, addresses,
// categories) adds log2(mean value frequency / this value's frequency), clamped to ±TF_CLAMP bits —
// Splink's term-frequency adjustment: "john smith" agreeing says less than "emlie chudleigh". A
// value's frequency is the product of its tokens' frequencies in the training batch (tokens rarer
// than the file's min_count count at its rare_rel_freq). At the close and partial levels the agreement
// is on part of the value (the surname of "Tom Waymark" / "Thomas Waymark", one name of two): the
// tokens both sides hold exactly are what agrees, so the level's weight is adjusted by
// log2(mean shared-token frequency / the rarest shared token's frequency), same clamp — a shared rare surname says more
// than a shared "John". This holds for any register: u of a partial agreement is, for a given shared
// token, proportional to how many records carry it. The match probability is 1/(1+2^−w).
// The comparators themselves are the pack's (the evidence of scorePair), so trained and shipped
// scoring read records identically.
import { asText } from '../comparators/types.js';
import type { Evidence } from '../fieldsEngine.js';
import type { RecordInput } from '../records.js';
import { levelIndex, LEVEL_NAMES, PARTIAL_SUFFIX, tfTokens } from './levels.js';
import type { TfSummary, TrainedComparison, TrainedParams } from './params.js';

export const TF_CLAMP = 8;

export interface TrainedScore {
  /** Match weight in bits. */
  weight: number;
  probability: number;
  /** Per comparison key: its level's Bayes factor in bits (tf adjustment included). */
  bits: Record<string, number>;
}

/** Estimated relative frequency of a value: the product of its tokens' frequencies. */
export function valueFrequency(tf: TfSummary, tokens: readonly string[]): number {
  let f = 1;
  for (const t of tokens) {
    const n = tf.counts[t];
    f *= n === undefined ? tf.rare_rel_freq : n / tf.records;
  }
  return Math.max(f, Number.MIN_VALUE);
}

export function tfAdjustment(c: TrainedComparison, a: string, b: string): number {
  const tf = c.tf!;
  const freq = Math.max(valueFrequency(tf, tfTokens(c.kind, a)), valueFrequency(tf, tfTokens(c.kind, b)));
  const bits = Math.log2(tf.mean_value_freq / freq);
  return Math.max(-TF_CLAMP, Math.min(TF_CLAMP, bits));
}

/**
 * Adjustment of a close or partial agreement by the tokens both values hold (0 when none, or for files
 * without the calibration). The calibration is the frequency of one shared token, so the shared tokens
 * are weighed by the rarest of them, not by the product of all: "12 High Street, London" and "14 High
 * Street, London" share three common words, which together say no more than the rarest of them does
 * (a product would turn three common words into a rare value and add weight).
 */
export function sharedTokenAdjustment(c: TrainedComparison, a: string, b: string): number {
  const tf = c.tf!;
  if (tf.mean_shared_token_freq === undefined) return 0;
  const tb = new Set(tfTokens(c.kind, b));
  let rarest = Infinity;
  for (const t of tfTokens(c.kind, a)) if (tb.has(t)) rarest = Math.min(rarest, valueFrequency(tf, [t]));
  if (rarest === Infinity) return 0;
  const bits = Math.log2(tf.mean_shared_token_freq / rarest);
  return Math.max(-TF_CLAMP, Math.min(TF_CLAMP, bits));
}

const byParams = new WeakMap<TrainedParams, Map<string, TrainedComparison>>();

function comparisonsOf(params: TrainedParams): Map<string, TrainedComparison> {
  let map = byParams.get(params);
  if (!map) {
    map = new Map(params.file.comparisons.map((c) => [c.key, c]));
    byParams.set(params, map);
  }
  return map;
}

export function scoreTrained(params: TrainedParams, evidence: readonly Evidence[], a: RecordInput, b: RecordInput): TrainedScore {
  const lambda = params.file.lambda;
  let weight = Math.log2(lambda / (1 - lambda));
  const bits: Record<string, number> = {};
  const comparisons = comparisonsOf(params);
  for (const e of evidence) {
    // A partly recorded value (a one-word name) has a comparison of its own where the file learnt one.
    const c = (e.partial === true ? comparisons.get(`${e.key}${PARTIAL_SUFFIX}`) : undefined) ?? comparisons.get(e.key);
    if (c === undefined) continue;
    const level = levelIndex(e.sim, c.cuts);
    const mu = c.levels[LEVEL_NAMES[level]!];
    let w = Math.log2(mu.m / mu.u);
    if (c.tf !== undefined && !e.tokenised && level < 3) {
      w += level === 0 ? tfAdjustment(c, asText(a[c.field]!), asText(b[c.field]!)) : sharedTokenAdjustment(c, asText(a[c.field]!), asText(b[c.field]!));
    }
    bits[e.key] = w;
    weight += w;
  }
  return { weight, probability: 1 / (1 + 2 ** -weight), bits };
}
