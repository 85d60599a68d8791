// Canonical JSON (design decision 2): the one serialisation behind every hash, id and attestation.
// Keys sorted by code point, compact separators, strings as JSON.stringify writes them (non-ASCII raw),
// integers as integers, every other number with exactly four decimals (toFixed(4) on the binary value).
import { createHash } from 'node:crypto';

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
  if (!Number.isFinite(n)) throw new TypeError(`canonical JSON refuses the non-finite number ${n}`);
  if (Number.isInteger(n)) return Object.is(n, -0) ? '0' : BigInt(n).toString();
  const fixed = n.toFixed(4);
  return fixed === '-0.0000' ? '0.0000' : fixed;
}

function write(value: unknown, out: string[]): void {
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
        throw new TypeError(`canonical JSON accepts plain objects only, not ${proto?.constructor?.name ?? 'this value'}`);
      }
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((k) => record[k] !== undefined)
        .sort(compareCodePoints);
      out.push('{');
      keys.forEach((k, i) => {
        if (i > 0) out.push(',');
        out.push(JSON.stringify(k), ':');
        write(record[k], out);
      });
      out.push('}');
      return;
    }
    default:
      throw new TypeError(`canonical JSON cannot encode a value of type ${typeof value}`);
  }
}

/** The canonical JSON text of a JSON value. */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  write(value, out);
  return out.join('');
}

/** Hex SHA-256 of a string's UTF-8 bytes, or of raw bytes. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Hex SHA-256 of the canonical JSON of a value. */
export function canonicalSha256(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}
