// Trains the tagger: a structured averaged perceptron (Collins 2002) over hashed features, decoding
// each sentence with Viterbi and moving weight from the predicted to the gold labels where they
// differ; the average over all steps is kept (the lazy-average trick: w - u / c). Updates are integers
// and the order is a seeded shuffle, so the same sentences give the same weights byte for byte.
// Hand-written: a few dozen lines, and no library trains a tagger over this project's features.
import { labelTokens, type Sentence } from './corpus.js';
import { featurize, SLOTS } from './features.js';
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
}

interface Example {
  feats: Int32Array;
  labels: Uint8Array;
  n: number;
}

/** Featurises sentences once (features do not change during training). */
export function examples(sentences: readonly Sentence[], bits: number): Example[] {
  const out: Example[] = [];
  for (const s of sentences) {
    const tokens = tokenize(s.text);
    if (tokens.words.length === 0) continue;
    out.push({ feats: featurize(s.text, tokens, bits), labels: labelTokens(tokens, s.spans), n: tokens.words.length });
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
      viterbi(live, ex.feats, 0, ex.n, pred);
      for (let t = 0; t < ex.n; t++) {
        const g = ex.labels[t]!;
        const p = pred[t]!;
        if (g !== p) {
          errors++;
          for (let s = 0; s < SLOTS; s++) {
            const f = ex.feats[t * SLOTS + s]!;
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
