// Trains the tagger: a structured averaged perceptron (Collins 2002) over hashed features, decoding
// each sentence with Viterbi and moving weight from the predicted to the gold labels where they
// differ; the average over all steps is kept (the lazy-average trick: w - u / c). Updates are integers
// and the order is a seeded shuffle, so the same sentences give the same weights byte for byte.
// Hand-written: a few dozen lines, and no library trains a tagger over this project's features.
import { labelTokens, type Sentence } from './corpus.js';
import { featurize, identityRows, SLOTS } from './features.js';
import { L, quantise, type TaggerWeights, viterbi } from './model.js';
import { tokenize } from './tokens.js';
import { seededRng } from '../../core/rng.js';

export interface TrainOptions {
  /** log2 of the hashed table's rows. */
  bits: number;
  epochs: number;
  seed: number;
  /** Progress lines (epoch, errors); default silent. */
  log?: ((line: string) => void) | undefined;
  /** Feature dropout: each feature but the bias is left out of a sentence's decoding and update with this probability, drawn anew each time the sentence is seen (0: off). */
  dropout?: number | undefined;
  /** Word dropout: each token's own identity features (identityRows) are left out of a decoding and update with this probability (0: off). */
  wordDropout?: number | undefined;
  /** Feature-table rows seen fewer times than this over the training tokens get no weight (0 or 1: off). */
  minCount?: number | undefined;
}

interface Example {
  feats: Int32Array;
  labels: Uint8Array;
  n: number;
  /** Per token, the two rows naming the word itself (features.ts identityRows; -1 none). */
  ids: Int32Array;
}

/** Featurises sentences once (features do not change during training). */
export function examples(sentences: readonly Sentence[], bits: number): Example[] {
  const out: Example[] = [];
  for (const s of sentences) {
    const tokens = tokenize(s.text);
    if (tokens.words.length === 0) continue;
    const ids = new Int32Array(tokens.words.length * 2);
    for (let t = 0; t < tokens.words.length; t++) ids.set(identityRows(tokens.words[t]!, bits), 2 * t);
    out.push({ feats: featurize(s.text, tokens, bits), labels: labelTokens(tokens, s.spans), n: tokens.words.length, ids });
  }
  return out;
}

/** Trains and quantises one model. */
export function train(sentences: readonly Sentence[], options: TrainOptions): TaggerWeights {
  const { emission, transition } = trainFloat(sentences, options);
  return quantise(options.bits, emission, transition);
}

/**
 * Averages members trained with different seeds (each its own shuffle and, from the caller, its own
 * generated sentences) into one model: the same size and speed as one, with less of the variance a
 * single shuffle leaves (dev folds move by about 0.01 F1 from seed to seed).
 */
export function trainAveraged(members: readonly { sentences: readonly Sentence[]; seed: number }[], options: Omit<TrainOptions, 'seed'>): TaggerWeights {
  let emission: Float64Array | null = null;
  let transition: Float64Array | null = null;
  for (const m of members) {
    const one = trainFloat(m.sentences, { ...options, seed: m.seed });
    if (!emission || !transition) {
      emission = one.emission;
      transition = one.transition;
    } else {
      for (let i = 0; i < emission.length; i++) emission[i]! += one.emission[i]!;
      for (let i = 0; i < transition.length; i++) transition[i]! += one.transition[i]!;
    }
  }
  // Internal invariant: training scripts always pass members; not a caller's error.
  if (!emission || !transition) throw new Error('trainAveraged needs at least one member');
  for (let i = 0; i < emission.length; i++) emission[i]! /= members.length;
  for (let i = 0; i < transition.length; i++) transition[i]! /= members.length;
  return quantise(options.bits, emission, transition);
}

/** The averaged perceptron's float weights (emission and transition), before quantisation. */
function trainFloat(sentences: readonly Sentence[], options: TrainOptions): { emission: Float64Array; transition: Float64Array } {
  const { bits, epochs } = options;
  const data = examples(sentences, bits);
  if ((options.minCount ?? 0) > 1) pruneRare(data, bits, options.minCount!);
  const dropout = options.dropout ?? 0;
  const wordDropout = options.wordDropout ?? 0;
  // Its own stream, so the sentence order stays the one the seed gave without dropout.
  const dropRandom = seededRng((options.seed ^ 0x5bd1e995) >>> 0);
  let masked = new Int32Array(0);
  const size = (1 << bits) * L;
  const w = new Float64Array(size);
  const u = new Float64Array(size);
  const tw = new Float64Array((L + 1) * L);
  const tu = new Float64Array((L + 1) * L);
  const live: TaggerWeights = { bits, emission: w, scale: 1, transition: tw };
  const random = seededRng(options.seed);
  const order = data.map((_, i) => i);
  let c = 1;
  let pred = new Uint8Array(256);
  const bump = (arr: Float64Array, acc: Float64Array, index: number, delta: number) => {
    arr[index]! += delta;
    acc[index]! += c * delta;
  };
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let errors = 0;
    for (const index of order) {
      const ex = data[index]!;
      if (pred.length < ex.n) pred = new Uint8Array(ex.n * 2);
      let feats = ex.feats;
      if (dropout > 0 || wordDropout > 0) {
        if (masked.length < feats.length) masked = new Int32Array(feats.length * 2);
        dropFeatures(ex, dropout, wordDropout, dropRandom, masked);
        feats = masked;
      }
      viterbi(live, feats, 0, ex.n, pred);
      for (let t = 0; t < ex.n; t++) {
        const g = ex.labels[t]!;
        const p = pred[t]!;
        if (g !== p) {
          errors++;
          for (let s = 0; s < SLOTS; s++) {
            const f = feats[t * SLOTS + s]!;
            if (f < 0) break;
            bump(w, u, f * L + g, 1);
            bump(w, u, f * L + p, -1);
          }
        }
        const gPrev = t === 0 ? -1 : ex.labels[t - 1]!;
        const pPrev = t === 0 ? -1 : pred[t - 1]!;
        if (gPrev !== pPrev || g !== p) {
          bump(tw, tu, (gPrev + 1) * L + g, 1);
          bump(tw, tu, (pPrev + 1) * L + p, -1);
        }
      }
      c++;
    }
    options.log?.(`epoch ${epoch + 1}/${epochs}: ${errors} token errors`);
  }
  const avg = new Float64Array(size);
  for (let i = 0; i < size; i++) avg[i] = w[i]! - u[i]! / c;
  const tavg = new Float64Array(tw.length);
  for (let i = 0; i < tw.length; i++) tavg[i] = tw[i]! - tu[i]! / c;
  return { emission: avg, transition: tavg };
}

/**
 * Copies an example's features into `into`: each but the bias (slot 0) kept with probability 1 - p, and a
 * token's identity rows all left out with probability q; the kept ones packed first, then -1.
 */
function dropFeatures(ex: Example, p: number, q: number, random: () => number, into: Int32Array): void {
  const { feats, ids } = ex;
  for (let t = 0; t < ex.n; t++) {
    const base = t * SLOTS;
    const a = q > 0 && random() < q ? ids[2 * t]! : -2;
    const b = a === -2 ? -2 : ids[2 * t + 1]!;
    let k = 0;
    for (let s = 0; s < SLOTS; s++) {
      const f = feats[base + s]!;
      if (f < 0) break;
      if (s === 0 || (f !== a && f !== b && (p === 0 || random() >= p))) into[base + k++] = f;
    }
    for (; k < SLOTS; k++) into[base + k] = -1;
  }
}

/** Leaves out of every example the feature rows seen fewer than `min` times over all its tokens (count cut-off). */
function pruneRare(data: Example[], bits: number, min: number): void {
  const counts = new Uint32Array(1 << bits);
  for (const ex of data) for (const f of ex.feats) if (f >= 0) counts[f]!++;
  for (const ex of data) {
    for (let t = 0; t < ex.n; t++) {
      const base = t * SLOTS;
      let k = 0;
      for (let s = 0; s < SLOTS; s++) {
        const f = ex.feats[base + s]!;
        if (f < 0) break;
        if (s === 0 || counts[f]! >= min) ex.feats[base + k++] = f;
      }
      for (; k < SLOTS; k++) ex.feats[base + k] = -1;
    }
  }
}
