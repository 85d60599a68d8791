import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalJson, canonicalNumber, compareCodePoints } from '../../src/core/canonicalJson.js';

/** The canonical rule written the plain way, to hold the cached-shape writer to it. */
function reference(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return canonicalNumber(value);
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : reference(v))).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort(compareCodePoints);
  return `{${keys.map((k) => `${JSON.stringify(k)}:${reference(record[k])}`).join(',')}}`;
}

/** Deterministic generator (LCG) of JSON values with awkward keys and numbers. */
function generator(seed: number) {
  let s = seed;
  const r = () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
  const units = ['a', 'B', 'é', '\u0000', '\uE000', '\uFFFD', '😀', 'z', '1', ' '];
  const numbers = [0, -0, 7, -1, 0.5, 2 ** 53 - 1, 2 ** 60, -(2 ** 60), 1e21, 1.23456789, 1e-7];
  const key = () => Array.from({ length: 1 + Math.floor(r() * 3) }, () => units[Math.floor(r() * units.length)]).join('');
  const value = (depth: number): unknown => {
    const t = r();
    if (depth > 3 || t < 0.3) return numbers[Math.floor(r() * numbers.length)];
    if (t < 0.4) return key();
    if (t < 0.45) return null;
    if (t < 0.5) return r() < 0.5;
    if (t < 0.55) return undefined;
    if (t < 0.7) return Array.from({ length: Math.floor(r() * 4) }, () => value(depth + 1));
    const o: Record<string, unknown> = {};
    for (let i = 0; i < Math.floor(r() * 5); i++) o[key()] = value(depth + 1);
    return o;
  };
  return value;
}

describe('canonical JSON of repeated shapes', () => {
  it('writes what the plain rule writes, for thousands of generated values', () => {
    const value = generator(42);
    for (let i = 0; i < 5000; i++) {
      const v = value(0);
      if (v === undefined) continue;
      assert.equal(canonicalJson(v), reference(v), JSON.stringify(v));
    }
  });

  it('keeps key lists that join alike apart', () => {
    assert.equal(canonicalJson({ 'a\u0000b': 1, c: 2 }), '{"a\\u0000b":1,"c":2}');
    assert.equal(canonicalJson({ a: 1, 'b\u0000c': 2 }), '{"a":1,"b\\u0000c":2}');
  });

  it('orders a shape the same whatever the insertion order, and drops undefined members per object', () => {
    const spans = Array.from({ length: 5000 }, (_, i) =>
      i % 2 === 0 ? { start: i, end: i + 1, category: 'PII-3-PHONE', confidence: 0.9 } : { confidence: 0.9, category: 'PII-3-PHONE', end: i + 1, start: i, note: undefined },
    );
    const text = canonicalJson({ spans });
    assert.equal(text, reference({ spans }));
    assert.ok(text.startsWith('{"spans":[{"category":"PII-3-PHONE","confidence":0.9000,"end":1,"start":0},{"category"'));
  });

  it('tells apart many shapes that share their first key, past the per-key and the total limits', () => {
    // Shapes are found by their first key then compared key by key; 64 lists opening with `a` (more
    // than one first key keeps) and 2,000 distinct lists in all (more than the cache keeps) still
    // write what the plain rule writes, each time they come back.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2000; i++) {
        const o: Record<string, unknown> = { a: i };
        for (let k = 0; k < i % 64; k++) o[`k${(k * 7 + i) % 97}`] = k;
        if (i % 5 === 0) o.z = undefined;
        assert.equal(canonicalJson(o), reference(o), JSON.stringify(o));
      }
    }
  });

  it('writes integers beyond 2^53 exactly', () => {
    assert.equal(canonicalJson([2 ** 60, -(2 ** 60), 2 ** 53 - 1]), '[1152921504606846976,-1152921504606846976,9007199254740991]');
  });
});
