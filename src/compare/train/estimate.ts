// Fellegi-Sunter parameter estimation from an unlabelled batch, as Splink does it:
// 1. u (the chance a level occurs between two different entities) from random pairs of the batch
//    (seeded sample; all pairs when the batch is small): random pairs are almost all non-matches.
// 2. m (the chance a level occurs between two records of one entity) by expectation maximisation
//    over the candidate pairs of each blocking rule separately, with u fixed; the comparisons that
//    read a field the rule blocks on are left out of that rule's EM (every candidate agrees on it, so
//    it cannot be learnt there), and each comparison's m is the mean over the rules that could learn
//    it, weighted by the expected matches that carried it.
// 3. λ (the prior: the chance two random records match) by EM over the union of candidate pairs, as
//    the expected number of matches among candidates over all N(N−1)/2 pairs.
// 4. Term frequencies of tf-adjusted fields (names, places, categories): token counts, keeping only
//    tokens at least min_count records share, and aggregates for the rest (see params.ts).
// Deterministic: a fixed seed for the sample, a fixed order everywhere, fixed iteration limits.
// Hand-written: the estimation needs the pack's own comparators in process; no library does it.
import { seededRng } from '../../core/rng.js';
import { asText } from '../comparators/types.js';
import { scorePair } from '../fieldsEngine.js';
import type { EntityPack } from '../packs.js';
import type { RecordInput } from '../records.js';
import { cutsFor, levelIndex, LEVEL_NAMES, PARTIAL_SUFFIX, splitsPartial, tfTokens, usesTermFrequency } from './levels.js';
import { PARAMS_SCHEMA, type TfSummary, type TrainedComparison, type TrainedParamsFile } from './params.js';
import { valueFrequency } from './score.js';
import { CodedError, coded } from '../../core/errors.js';

export const MIN_RECORDS = 1_000;
export const WARN_RECORDS = 10_000;
export const DEFAULT_SEED = 42;
export const DEFAULT_RANDOM_PAIRS = 200_000;
export const DEFAULT_THRESHOLDS = { match: 0.9, review: 0.5 };
const NULL = 255;
const LEVELS = 4;
const MAX_ITERATIONS = 50;
const TOLERANCE = 1e-5;
/** Pseudo-counts that keep every m and u strictly inside (0, 1): an unseen level is rare, not impossible. */
const U_PSEUDO = 1;
const M_PSEUDO = 0.5;
const M_START = [0.85, 0.07, 0.04, 0.04];

export interface TrainingBlock {
  /** The rule's name (reported in the training summary). */
  name: string;
  /** Canonical fields the rule blocks on: comparisons reading them are not learnt from its pairs. */
  fields: readonly string[];
  /** Candidate pairs [i, j] (indices into records) the rule proposes. */
  pairs: readonly (readonly [number, number])[];
}

export interface EstimateOptions {
  seed?: number;
  randomPairs?: number;
  thresholds?: { match: number; review: number };
  /** Smallest batch accepted (default MIN_RECORDS; tests of the estimator itself may lower it). */
  minRecords?: number;
}

/** A batch that cannot be trained on (too few records, no compared field); carries its catalogue code. */
export class TrainingError extends CodedError {}

interface Slot {
  key: string;
  field: string;
  spec: EntityPack['comparators'][number];
}

/** Comparisons that can be trained: field comparators other than the token-weighted echo of a name. */
export function trainableSlots(pack: EntityPack): Slot[] {
  const slots: Slot[] = [];
  pack.comparators.forEach((spec, c) => {
    if (spec.field === undefined || spec.kind === 'tftoken' || spec.kind === 'geo') return;
    slots.push({ key: pack.evidenceKeys[c]!, field: spec.field, spec });
  });
  return slots;
}

/**
 * The slots a batch is learnt on: the trainable comparisons, and for a kind levels.json splits
 * (partial_kinds) a second slot `<key>.partial` that takes the pairs whose comparator read a partly
 * recorded value (a one-word name), so they get m and u of their own.
 */
function learningSlots(slots: readonly Slot[]): Slot[] {
  return [...slots, ...slots.filter((s) => splitsPartial(s.spec.kind)).map((s) => ({ ...s, key: `${s.key}${PARTIAL_SUFFIX}` }))];
}

/** Level of every slot for one pair (NULL where either record lacks the field). */
function levelsOf(pack: EntityPack, slots: readonly Slot[], a: RecordInput, b: RecordInput): Uint8Array {
  const out = new Uint8Array(slots.length).fill(NULL);
  const sims = new Map<string, number>();
  for (const e of scorePair(pack, a, b).evidence) {
    const own = e.partial === true ? `${e.key}${PARTIAL_SUFFIX}` : undefined;
    sims.set(own !== undefined && slots.some((s) => s.key === own) ? own : e.key, e.sim);
  }
  slots.forEach((s, k) => {
    const sim = sims.get(s.key);
    if (sim !== undefined) out[k] = levelIndex(sim, cutsFor(s.spec.kind));
  });
  return out;
}

function estimateU(vectors: readonly Uint8Array[], slots: number): number[][] {
  const u: number[][] = [];
  for (let k = 0; k < slots; k++) {
    const counts = new Array<number>(LEVELS).fill(U_PSEUDO / LEVELS);
    let n = U_PSEUDO;
    for (const v of vectors) {
      if (v[k] === NULL) continue;
      counts[v[k]!]!++;
      n++;
    }
    u.push(counts.map((c) => c / n));
  }
  return u;
}

interface EmResult {
  m: number[][];
  /** Per slot: expected matches among pairs carrying it (the weight of this rule's estimate). */
  mass: number[];
  lambda: number;
  iterations: number;
  converged: boolean;
}

function em(vectors: readonly Uint8Array[], active: readonly boolean[], u: readonly number[][]): EmResult {
  const slots = active.length;
  let m = active.map(() => [...M_START]);
  let lambda = 0.3;
  const post = new Float64Array(vectors.length);
  let iterations = 0;
  let converged = false;
  let mass = new Array<number>(slots).fill(0);
  while (iterations < MAX_ITERATIONS && !converged) {
    iterations++;
    const logPrior = Math.log(lambda / (1 - lambda));
    vectors.forEach((v, i) => {
      let w = logPrior;
      for (let k = 0; k < slots; k++) if (active[k] && v[k] !== NULL) w += Math.log(m[k]![v[k]!]! / u[k]![v[k]!]!);
      post[i] = 1 / (1 + Math.exp(-w));
    });
    const num = active.map(() => new Array<number>(LEVELS).fill(M_PSEUDO / LEVELS));
    mass = new Array<number>(slots).fill(0);
    let total = 0;
    vectors.forEach((v, i) => {
      const p = post[i]!;
      total += p;
      for (let k = 0; k < slots; k++) {
        if (!active[k] || v[k] === NULL) continue;
        num[k]![v[k]!]! += p;
        mass[k]! += p;
      }
    });
    const next = num.map((row, k) => row.map((x) => x / (mass[k]! + M_PSEUDO)));
    const nextLambda = Math.min(1 - 1e-6, Math.max(1e-6, total / vectors.length));
    let delta = Math.abs(nextLambda - lambda);
    for (let k = 0; k < slots; k++) for (let l = 0; l < LEVELS; l++) delta = Math.max(delta, Math.abs(next[k]![l]! - m[k]![l]!));
    m = next;
    lambda = nextLambda;
    converged = delta < TOLERANCE;
  }
  return { m, mass, lambda, iterations, converged };
}

/** The prior: expected matches among the candidates (λ fixed point) over all pairs of the batch. */
function estimateLambda(vectors: readonly Uint8Array[], m: readonly number[][], u: readonly number[][], records: number): number {
  const allPairs = (records * (records - 1)) / 2;
  const bf = vectors.map((v) => {
    let w = 0;
    v.forEach((l, k) => {
      if (l !== NULL) w += Math.log(m[k]![l]! / u[k]![l]!);
    });
    return w;
  });
  let lambda = Math.min(0.5, vectors.length / allPairs / 2);
  for (let it = 0; it < MAX_ITERATIONS; it++) {
    const logPrior = Math.log(lambda / (1 - lambda));
    let expected = 0;
    for (const w of bf) expected += 1 / (1 + Math.exp(-(logPrior + w)));
    const next = Math.min(0.5, Math.max(1 / allPairs, expected / allPairs));
    if (Math.abs(next - lambda) < lambda * 1e-6) return next;
    lambda = next;
  }
  return lambda;
}

function termFrequencies(slot: Slot, records: readonly RecordInput[]): TfSummary | undefined {
  const present = records.filter((r) => r[slot.field] !== undefined);
  if (present.length === 0) return undefined;
  const n = present.length;
  const counts = new Map<string, number>();
  const tokensOf = present.map((r) => tfTokens(slot.spec.kind, asText(r[slot.field]!)));
  for (const ts of tokensOf) for (const t of ts) counts.set(t, (counts.get(t) ?? 0) + 1);
  // Only words shared by at least 10 records and 0.1 % of the batch are written down: common words.
  const minCount = Math.max(10, Math.ceil(n * 0.001));
  const kept: Record<string, number> = {};
  let rareSq = 0;
  let rare = 0;
  for (const [t, c] of [...counts].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) {
    if (c >= minCount) kept[t] = c;
    else {
      rareSq += c * c;
      rare += c;
    }
  }
  const rareRelFreq = rare === 0 ? 1 / n : rareSq / rare / n;
  // A random pair shares token t with a chance ∝ f_t², so the token such a pair shares has expected
  // frequency Σf³/Σf² (every token counted, rare ones included, before they are aggregated).
  let f2 = 0;
  let f3 = 0;
  for (const c of counts.values()) {
    const f = c / n;
    f2 += f * f;
    f3 += f * f * f;
  }
  const tf: TfSummary = { min_count: minCount, records: n, rare_rel_freq: rareRelFreq, mean_value_freq: 0.5, counts: kept };
  if (f2 > 0) tf.mean_shared_token_freq = clampP(f3 / f2);
  let sum = 0;
  for (const ts of tokensOf) sum += valueFrequency(tf, ts);
  tf.mean_value_freq = Math.min(1 - 1e-12, Math.max(Number.MIN_VALUE, sum / n));
  return tf;
}

function sampleRandomPairs(n: number, wanted: number, seed: number): [number, number][] {
  const all = (n * (n - 1)) / 2;
  const out: [number, number][] = [];
  if (all <= wanted) {
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push([i, j]);
    return out;
  }
  const rng = seededRng(seed);
  while (out.length < wanted) {
    const i = Math.floor(rng() * n);
    const j = Math.floor(rng() * n);
    if (i !== j) out.push(i < j ? [i, j] : [j, i]);
  }
  return out;
}

const clampP = (x: number) => Math.min(1 - 1e-9, Math.max(1e-12, x));

/** Learns m, u, λ and term frequencies for `pack` from records already projected onto its fields. */
export function estimateParameters(
  pack: EntityPack,
  records: readonly RecordInput[],
  blocks: readonly TrainingBlock[],
  opts: EstimateOptions = {},
): TrainedParamsFile {
  const seed = opts.seed ?? DEFAULT_SEED;
  const minRecords = opts.minRecords ?? MIN_RECORDS;
  if (records.length < minRecords) {
    throw new TrainingError(coded('SC_TRAIN_TOO_FEW', { count: records.length, min: minRecords }));
  }
  const warnings: string[] = [];
  if (records.length < WARN_RECORDS) warnings.push(`only ${records.length} records: estimates of rare levels are noisy below ${WARN_RECORDS}`);
  const fieldsPresent: Record<string, number> = {};
  for (const field of pack.fieldKeys.keys()) fieldsPresent[field] = records.filter((r) => r[field] !== undefined).length;
  // A field no record carries has nothing to learn from: it is left out of the file (and of trained scoring).
  const fieldSlots = trainableSlots(pack).filter((s) => fieldsPresent[s.field]! > 0);
  if (fieldSlots.length === 0) throw new TrainingError(coded('SC_TRAIN_NO_FIELDS', { pack: pack.name }));
  const slots = learningSlots(fieldSlots);

  const random = sampleRandomPairs(records.length, opts.randomPairs ?? DEFAULT_RANDOM_PAIRS, seed);
  const u = estimateU(
    random.map(([i, j]) => levelsOf(pack, slots, records[i]!, records[j]!)),
    slots.length,
  );

  const cache = new Map<number, Uint8Array>();
  const vectorOf = (i: number, j: number) => {
    const id = i * records.length + j;
    let v = cache.get(id);
    if (!v) {
      v = levelsOf(pack, slots, records[i]!, records[j]!);
      cache.set(id, v);
    }
    return v;
  };

  const sums = slots.map(() => new Array<number>(LEVELS).fill(0));
  const weights = new Array<number>(slots.length).fill(0);
  let iterations = 0;
  let converged = true;
  const rules: NonNullable<TrainedParamsFile['training']>['rules'] = [];
  for (const block of blocks) {
    const active = slots.map((s) => !block.fields.includes(s.field));
    const vectors = block.pairs.map(([i, j]) => (i < j ? vectorOf(i, j) : vectorOf(j, i)));
    const estimated = slots.filter((_, k) => active[k]).map((s) => s.key);
    rules.push({ name: block.name, pairs: vectors.length, estimated });
    if (vectors.length === 0 || estimated.length === 0) continue;
    const r = em(vectors, active, u);
    iterations = Math.max(iterations, r.iterations);
    converged &&= r.converged;
    slots.forEach((_, k) => {
      if (!active[k] || r.mass[k]! <= 0) return;
      for (let l = 0; l < LEVELS; l++) sums[k]![l]! += r.m[k]![l]! * r.mass[k]!;
      weights[k]! += r.mass[k]!;
    });
  }
  const m = slots.map((s, k) => {
    if (weights[k]! > 0) return sums[k]!.map((x) => x / weights[k]!);
    warnings.push(`${s.key}: no blocking rule leaves it free to learn; its m stays at the starting values`);
    return [...M_START];
  });
  const union = [...cache.values()];
  const lambda = estimateLambda(union, m, u, records.length);

  const comparisons: TrainedComparison[] = slots.map((s, k) => {
    const levels = Object.fromEntries(LEVEL_NAMES.map((name, l) => [name, { m: clampP(m[k]![l]!), u: clampP(u[k]![l]!) }])) as TrainedComparison['levels'];
    const c: TrainedComparison = { key: s.key, field: s.field, kind: s.spec.kind, cuts: cutsFor(s.spec.kind), levels };
    if (usesTermFrequency(s.spec.kind)) {
      const tf = termFrequencies(s, records);
      if (tf) c.tf = tf;
    }
    return c;
  });
  return {
    schema: PARAMS_SCHEMA,
    pack: { name: pack.name, comparators_sha256: pack.comparatorsSha256 },
    lambda: clampP(lambda),
    thresholds: opts.thresholds ?? DEFAULT_THRESHOLDS,
    comparisons,
    training: {
      records: records.length,
      candidate_pairs: union.length,
      random_pairs: random.length,
      seed,
      em_iterations: iterations,
      converged,
      rules,
      fields_present: fieldsPresent,
      warnings,
    },
  };
}
