// Canonical JSON (docs/architecture.md D2): the one serialisation behind every hash, id and attestation.
// Keys sorted by code point, compact separators, strings as JSON.stringify writes them (non-ASCII raw),
// integers as integers, every other number with exactly four decimals (toFixed(4) on the binary value).
import * as crypto from 'node:crypto';
import type { Hash } from 'node:crypto';

/**
 * Node's one-shot digest (node >= 20.12; `crypto.hash`): no Hash object per call, which the small
 * payloads behind ids (a record, a receipt) pay for as much as for the hashing itself (issue 19). Older
 * nodes that package.json still admits fall back to createHash; both give the same hex.
 */
const oneShot = (crypto as { hash?: (algorithm: string, data: string | Uint8Array, encoding: 'hex') => string }).hash;

/** Maps a UTF-16 unit so that plain `<` on the result orders strings by code point. */
function codePointRank(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000; // surrogates sort after U+E000..U+FFFF
  if (unit >= 0xe000) return unit - 0x800;
  return unit;
}

/** Compares two strings by Unicode code point (JS's default sort compares UTF-16 units). */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** Writes one number per the canonical rule; refuses NaN and infinities. */
export function canonicalNumber(n: number): string {
  // Internal invariant (request JSON cannot hold NaN or infinities; the library never hashes one): plain TypeError, no code.
  if (!Number.isFinite(n)) throw new TypeError(`canonical JSON refuses the non-finite number ${n}`);
  // A safe integer prints its exact digits with String() (cheaper than a BigInt); larger integers
  // need the BigInt, whose digits are exact where String() would round (2^60 → ...976, not ...7000).
  if (Number.isSafeInteger(n)) return Object.is(n, -0) ? '0' : String(n);
  if (Number.isInteger(n)) return BigInt(n).toString();
  const fixed = n.toFixed(4);
  return fixed === '-0.0000' ? '0.0000' : fixed;
}

/** Code units that can order differently by UTF-16 and by code point (surrogates and U+E000..U+FFFF). */
const HIGH_UNITS = /[\uD800-\uFFFF]/;

/** An object shape: its keys in canonical order and the text written before each value. */
interface Shape {
  /** The defined keys in the object's own (insertion) order: what identifies the shape. */
  own: readonly string[];
  keys: readonly string[];
  /** `{"a":`, `,"b":`, ... */
  prefixes: readonly string[];
}

/**
 * Objects of one shape (the spans of an answer, the records of a comparison) repeat the same key list,
 * so its canonical order and key texts are kept per key list, found by its first key and then compared
 * key by key (no id string built per object); keys without high code units sort by code point under
 * the default (UTF-16) order.
 */
const SHAPES = new Map<string, Shape[]>();
let shapeCount = 0;
const SHAPES_LIMIT = 1024;
/** Shapes kept per first key (the oldest goes): a scan of one bucket stays short whatever the callers' keys. */
const BUCKET_LIMIT = 16;

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function shapeOf(record: Record<string, unknown>): Shape {
  const all = Object.keys(record);
  let keys = all;
  for (let i = 0; i < all.length; i++) {
    if (record[all[i]!] === undefined) {
      keys = all.filter((k) => record[k] !== undefined);
      break;
    }
  }
  const first = keys.length === 0 ? '' : keys[0]!;
  let bucket = SHAPES.get(first);
  if (bucket !== undefined) for (const known of bucket) if (sameKeys(known.own, keys)) return known;
  const sorted = keys.some((k) => HIGH_UNITS.test(k)) ? [...keys].sort(compareCodePoints) : [...keys].sort();
  const shape: Shape = { own: keys, keys: sorted, prefixes: sorted.map((k, i) => `${i === 0 ? '{' : ','}${JSON.stringify(k)}:`) };
  if (shapeCount >= SHAPES_LIMIT) {
    SHAPES.clear();
    shapeCount = 0;
    bucket = undefined;
  }
  if (bucket === undefined) {
    bucket = [];
    SHAPES.set(first, bucket);
  }
  if (bucket.length >= BUCKET_LIMIT) bucket.shift();
  else shapeCount++;
  bucket.push(shape);
  return shape;
}

/**
 * Collects the output pieces and joins them into one flat string every few thousand pieces, so that
 * the many small pieces of a large answer die young instead of all living until the end. When hashing,
 * each joined piece goes into the hash at once and no text is kept: hashing a large value never holds its
 * whole canonical JSON (pieces are whole tokens, so no character is split between two updates). A value
 * small enough never to flush before the end (every id payload) is hashed in one call instead.
 */
class Output {
  /** Pieces since the last flush, concatenated (V8 keeps a rope: no array of pieces, one flatten). */
  private pending = '';
  private count = 0;
  private readonly chunks: string[] = [];
  private hash: Hash | null = null;
  constructor(private readonly hashing = false) {}

  push(piece: string): void {
    this.pending += piece;
    if (++this.count >= 4096) this.flush();
  }

  private flush(): void {
    const joined = this.pending;
    this.pending = '';
    this.count = 0;
    if (this.hashing) {
      this.hash ??= crypto.createHash('sha256');
      this.hash.update(joined);
    } else this.chunks.push(joined);
  }

  text(): string {
    this.flush();
    return this.chunks.length === 1 ? this.chunks[0]! : this.chunks.join('');
  }

  /** Hex SHA-256 of everything pushed (only when constructed for hashing). */
  digest(): string {
    if (this.hash === null) return sha256Hex(this.pending);
    this.flush();
    return this.hash.digest('hex');
  }
}

/**
 * The canonical text of a frozen object whose values are all strings, numbers, booleans or null (a pack's pins,
 * written into every decision id): it cannot change, so it is written once and kept (null: not such an object).
 */
const FROZEN_TEXT = new WeakMap<object, string | null>();

function frozenText(record: Record<string, unknown>): string | null {
  let text = FROZEN_TEXT.get(record);
  if (text === undefined) {
    text = null;
    if (Object.values(record).every((v) => v === null || v === undefined || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')) {
      const own = new Output();
      const { keys, prefixes } = shapeOf(record);
      if (keys.length === 0) own.push('{}');
      else {
        for (let i = 0; i < keys.length; i++) {
          own.push(prefixes[i]!);
          write(record[keys[i]!], own);
        }
        own.push('}');
      }
      text = own.text();
    }
    FROZEN_TEXT.set(record, text);
  }
  return text;
}

function write(value: unknown, out: Output): void {
  if (value === null) {
    out.push('null');
    return;
  }
  switch (typeof value) {
    case 'boolean':
      out.push(value ? 'true' : 'false');
      return;
    case 'number':
      out.push(canonicalNumber(value));
      return;
    case 'string':
      out.push(JSON.stringify(value));
      return;
    case 'object': {
      if (Array.isArray(value)) {
        out.push('[');
        for (let i = 0; i < value.length; i++) {
          if (i > 0) out.push(',');
          // JSON.stringify writes undefined array items as null; so do we.
          write(value[i] === undefined ? null : value[i], out);
        }
        out.push(']');
        return;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) {
        // Internal invariant (parsed JSON holds plain objects only): plain TypeError, no code.
        throw new TypeError(`canonical JSON accepts plain objects only, not ${proto?.constructor?.name ?? 'this value'}`);
      }
      const record = value as Record<string, unknown>;
      if (Object.isFrozen(record)) {
        const text = frozenText(record);
        if (text !== null) {
          out.push(text);
          return;
        }
      }
      const { keys, prefixes } = shapeOf(record);
      if (keys.length === 0) {
        out.push('{}');
        return;
      }
      for (let i = 0; i < keys.length; i++) {
        out.push(prefixes[i]!);
        write(record[keys[i]!], out);
      }
      out.push('}');
      return;
    }
    default:
      // Internal invariant (parsed JSON holds no such type): plain TypeError, no code.
      throw new TypeError(`canonical JSON cannot encode a value of type ${typeof value}`);
  }
}

/** The canonical JSON text of a JSON value. */
export function canonicalJson(value: unknown): string {
  const out = new Output();
  write(value, out);
  return out.text();
}

/** Hex SHA-256 of a string's UTF-8 bytes, or of raw bytes. */
export function sha256Hex(data: string | Uint8Array): string {
  return oneShot !== undefined ? oneShot('sha256', data, 'hex') : crypto.createHash('sha256').update(data).digest('hex');
}

/** Hex SHA-256 of the canonical JSON of a value. */
export function canonicalSha256(value: unknown): string {
  const out = new Output(true);
  write(value, out);
  return out.digest();
}
