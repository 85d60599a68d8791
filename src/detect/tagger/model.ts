// The tagger's model: BIO labels over PER, LOC and ORG, a hashed weight table (rows = feature buckets,
// columns = labels), label-transition scores, Viterbi decoding with the BIO constraint (I-X only after
// B-X or I-X), and the compact binary file the weights ship in (src/detect/tagger/weights.bin):
//   "SCTG" | u8 version | u8 bits | u8 labels | f64 scale | f32 transitions[(labels+1)*labels]
//   | deflated int16 weights[2^bits * labels] (little endian)
// Weights are quantised to int16 with one scale, so scores are integer sums times the scale.
import { endianness } from 'node:os';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { SLOTS } from './features.js';
import { dataFileError } from '../../core/dataFile.js';

export const LABELS = ['O', 'B-PER', 'I-PER', 'B-LOC', 'I-LOC', 'B-ORG', 'I-ORG'] as const;
export type Label = (typeof LABELS)[number];
export const L = LABELS.length;
export const ENTITY_TYPES = ['PER', 'LOC', 'ORG'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** Label index of B-<type> and I-<type>. */
export const B = (t: EntityType) => 1 + 2 * ENTITY_TYPES.indexOf(t);
export const I = (t: EntityType) => 2 + 2 * ENTITY_TYPES.indexOf(t);

/** True when label `to` may follow label `from` (from = -1 at the start). */
export function allowed(from: number, to: number): boolean {
  if (to === 0 || to % 2 === 1) return true;
  return from === to || from === to - 1;
}

export interface TaggerWeights {
  bits: number;
  /** Emission weights, row-major [bucket * L + label]; quantised ints or training floats. */
  emission: Int16Array | Float64Array;
  /** Multiplier of `emission` values. */
  scale: number;
  /** Transition scores [(from + 1) * L + to], from = -1 is the start; already scaled. */
  transition: Float64Array;
}

/** Scratch buffers reused across calls (grown on demand). */
let scoreBuf = new Float64Array(0);
let backBuf = new Int8Array(0);
/** Transition scores with the BIO constraint folded in (-Infinity where not allowed), per weights object. */
const constrained = new WeakMap<Float64Array, Float64Array>();

function constrainedTransitions(transition: Float64Array): Float64Array {
  let t = constrained.get(transition);
  if (!t) {
    t = new Float64Array(transition.length);
    for (let from = -1; from < L; from++) {
      for (let to = 0; to < L; to++) t[(from + 1) * L + to] = allowed(from, to) ? transition[(from + 1) * L + to]! : Number.NEGATIVE_INFINITY;
    }
    constrained.set(transition, t);
  }
  return t;
}

/**
 * Best label sequence for tokens [from, to) of a featurised text (Viterbi; training). Writes labels
 * into `into` at the same positions.
 */
export function viterbi(w: TaggerWeights, feats: Int32Array, from: number, to: number, into: Uint8Array): void {
  const n = to - from;
  if (n <= 0) return;
  if (emitBuf.length < n * L) emitBuf = new Float64Array(n * L * 2);
  const { emission, scale } = w;
  for (let t = 0; t < n; t++) {
    const base = (from + t) * SLOTS;
    const at = t * L;
    for (let l = 0; l < L; l++) emitBuf[at + l] = 0;
    for (let s = 0; s < SLOTS; s++) {
      const f = feats[base + s]!;
      if (f < 0) break;
      const row = f * L;
      for (let l = 0; l < L; l++) emitBuf[at + l]! += emission[row + l]!;
    }
    for (let l = 0; l < L; l++) emitBuf[at + l]! *= scale;
  }
  decode(w, emitBuf, 0, n, into, from);
}

let emitBuf = new Float64Array(0);

/**
 * Viterbi over precomputed emission scores: tokens [0, n) of `emit` starting at token `emitFrom`;
 * the labels go to `into` from `intoFrom`.
 */
export function decode(w: TaggerWeights, emit: Float64Array, emitFrom: number, n: number, into: Uint8Array, intoFrom: number): void {
  if (n <= 0) return;
  if (scoreBuf.length < n * L) scoreBuf = new Float64Array(n * L * 2);
  if (backBuf.length < n * L) backBuf = new Int8Array(n * L * 2);
  // Training changes the transition scores in place: only quantised (shipped) weights are cached.
  const trans = w.emission instanceof Int16Array ? constrainedTransitions(w.transition) : withConstraint(w.transition);
  for (let t = 0; t < n; t++) {
    const here = t * L;
    const e = (emitFrom + t) * L;
    for (let l = 0; l < L; l++) {
      let best = Number.NEGATIVE_INFINITY;
      let arg = 0;
      if (t === 0) best = trans[l]!;
      else {
        const prev = here - L;
        for (let p = 0; p < L; p++) {
          const v = scoreBuf[prev + p]! + trans[(p + 1) * L + l]!;
          if (v > best) {
            best = v;
            arg = p;
          }
        }
      }
      scoreBuf[here + l] = best + emit[e + l]!;
      backBuf[here + l] = arg;
    }
  }
  let last = 0;
  let bestEnd = Number.NEGATIVE_INFINITY;
  for (let l = 0; l < L; l++) {
    if (scoreBuf[(n - 1) * L + l]! > bestEnd) {
      bestEnd = scoreBuf[(n - 1) * L + l]!;
      last = l;
    }
  }
  for (let t = n - 1; t >= 0; t--) {
    into[intoFrom + t] = last;
    last = backBuf[t * L + last]!;
  }
}

let scratchTrans = new Float64Array((L + 1) * L);
function withConstraint(transition: Float64Array): Float64Array {
  if (scratchTrans.length !== transition.length) scratchTrans = new Float64Array(transition.length);
  for (let from = -1; from < L; from++) {
    for (let to = 0; to < L; to++) scratchTrans[(from + 1) * L + to] = allowed(from, to) ? transition[(from + 1) * L + to]! : Number.NEGATIVE_INFINITY;
  }
  return scratchTrans;
}

const MAGIC = 'SCTG';
const VERSION = 1;

/** Serialises quantised weights. */
export function encodeWeights(w: TaggerWeights): Buffer {
  // Internal invariant: the build script quantises before encoding; not a caller's error.
  if (!(w.emission instanceof Int16Array)) throw new Error('encodeWeights needs quantised (int16) weights');
  const head = Buffer.alloc(4 + 3 + 8 + 4 * w.transition.length);
  head.write(MAGIC, 0, 'latin1');
  head.writeUInt8(VERSION, 4);
  head.writeUInt8(w.bits, 5);
  head.writeUInt8(L, 6);
  head.writeDoubleLE(w.scale, 7);
  for (let i = 0; i < w.transition.length; i++) head.writeFloatLE(w.transition[i]!, 15 + 4 * i);
  const body = Buffer.alloc(w.emission.length * 2);
  for (let i = 0; i < w.emission.length; i++) body.writeInt16LE(w.emission[i]!, 2 * i);
  return Buffer.concat([head, deflateRawSync(body, { level: 9 })]);
}

/** How a weights file is named in errors. */
const WEIGHTS_FILE = 'tagger weights';

/** Reads a weights file; throws SC_DATA_FILE_INVALID on a wrong magic, version or size. */
export function decodeWeights(buf: Buffer): TaggerWeights {
  if (buf.length < 15 || buf.toString('latin1', 0, 4) !== MAGIC) throw dataFileError(WEIGHTS_FILE, '', 'DF_NOT_TAGGER_WEIGHTS');
  if (buf.readUInt8(4) !== VERSION) throw dataFileError(WEIGHTS_FILE, '', 'DF_TAGGER_VERSION', { version: buf.readUInt8(4) });
  const bits = buf.readUInt8(5);
  if (buf.readUInt8(6) !== L || bits < 10 || bits > 24) throw dataFileError(WEIGHTS_FILE, '', 'DF_TAGGER_LABELS');
  const scale = buf.readDoubleLE(7);
  const transition = new Float64Array((L + 1) * L);
  for (let i = 0; i < transition.length; i++) transition[i] = buf.readFloatLE(15 + 4 * i);
  const body = inflateRawSync(buf.subarray(15 + 4 * transition.length));
  const size = (1 << bits) * L;
  if (body.length !== size * 2) throw dataFileError(WEIGHTS_FILE, '', 'DF_TAGGER_SIZE');
  // On little-endian machines (all Node targets in practice) the inflated bytes are the table: no copy.
  const emission =
    endianness() === 'LE' && body.byteOffset % 2 === 0 ? new Int16Array(body.buffer, body.byteOffset, size) : Int16Array.from({ length: size }, (_, i) => body.readInt16LE(2 * i));
  return { bits, emission, scale, transition };
}

/** Quantises float weights to int16 with one scale (transitions stay float, already in score units). */
export function quantise(bits: number, emission: Float64Array, transition: Float64Array): TaggerWeights {
  let max = 0;
  for (let i = 0; i < emission.length; i++) max = Math.max(max, Math.abs(emission[i]!));
  const scale = max === 0 ? 1 : max / 32767;
  const q = new Int16Array(emission.length);
  for (let i = 0; i < emission.length; i++) q[i] = Math.round(emission[i]! / scale);
  // Round transitions to float32 now, so the decoded file scores exactly like the weights in memory.
  return { bits, emission: q, scale, transition: Float64Array.from(Float32Array.from(transition)) };
}
