import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { canonicalJson, canonicalNumber, canonicalSha256, compareCodePoints, sha256Hex } from '../../src/core/canonicalJson.js';

interface Vector {
  name: string;
  value: unknown;
  canonical: string;
  sha256: string;
}

const vectors = JSON.parse(readFileSync(new URL('../vectors/canonical-json.json', import.meta.url), 'utf8')) as Vector[];

describe('canonical JSON test vectors', () => {
  for (const v of vectors) {
    it(v.name, () => {
      assert.equal(canonicalJson(v.value), v.canonical);
      assert.equal(sha256Hex(v.canonical), v.sha256);
      assert.equal(canonicalSha256(v.value), v.sha256);
    });
  }
  it('covers the cases the design names', () => {
    const names = vectors.map((v) => v.name).join(' | ');
    for (const must of ['non-ASCII', 'nested arrays', 'integers', 'rounding ties']) assert.match(names, new RegExp(must));
  });
});

describe('canonical JSON hash of a large value', () => {
  it('hashes the same bytes as the whole text, across the pieces it streams into the hash', () => {
    // Far more than one piece's worth (4,096 tokens), with non-ASCII and astral characters in every record.
    const value = { ids: Array.from({ length: 20_000 }, (_, i) => `r${i}é`), records: Array.from({ length: 20_000 }, (_, i) => ({ name: `Zoë ${i} 漢字 😀`, score: i / 3 })) };
    assert.equal(canonicalSha256(value), sha256Hex(canonicalJson(value)));
  });
});

describe('canonical JSON hash: one-shot and streamed paths agree with a plain SHA-256 (issue 19)', () => {
  const plain = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
  it('sha256Hex is the SHA-256 of the UTF-8 bytes, lone surrogates replaced as createHash replaces them', () => {
    for (const s of ['', 'abc', 'Zoë 漢字 😀', 'a\ud800b', '\udc00', 'x'.repeat(100_000)]) assert.equal(sha256Hex(s), plain(s));
    const bytes = new Uint8Array([0, 255, 128, 10]);
    assert.equal(sha256Hex(bytes), plain(bytes));
  });
  it('hashes a value of just under, at and just over one streamed piece (4,096 tokens) as its whole text', () => {
    // An array of n numbers writes 2n + 1 tokens ([, n items, n - 1 commas, ]): around the flush point.
    for (const n of [1, 2046, 2047, 2048, 2049, 4096, 6000]) {
      const value = Array.from({ length: n }, (_, i) => (i % 3 === 0 ? `é${i}` : i / 7));
      assert.equal(canonicalSha256(value), plain(canonicalJson(value)), `n = ${n}`);
    }
  });
  it('a small id payload hashes as its canonical text, not as JSON.stringify of it (key order matters)', () => {
    const value = { schema: 's', b: 1, a: [0.5, 'x'] };
    assert.equal(canonicalSha256(value), plain('{"a":[0.5000,"x"],"b":1,"schema":"s"}'));
    assert.notEqual(canonicalSha256(value), plain(JSON.stringify(value)));
  });
});

describe('canonical numbers', () => {
  it('writes integers as integers and others with four decimals', () => {
    assert.equal(canonicalNumber(1), '1');
    assert.equal(canonicalNumber(-0), '0');
    assert.equal(canonicalNumber(0.6), '0.6000');
    assert.equal(canonicalNumber(0.83335), '0.8334');
    assert.equal(canonicalNumber(1e21), '1000000000000000000000');
  });
  it('rounds half away from zero on the exact binary value (toFixed), not half-to-even', () => {
    assert.equal(canonicalNumber(0.03125), '0.0313');
    assert.equal(canonicalNumber(-0.03125), '-0.0313');
  });
  it('refuses NaN and infinities', () => {
    assert.throws(() => canonicalJson({ x: Number.NaN }), /non-finite/);
    assert.throws(() => canonicalJson([Number.POSITIVE_INFINITY]), /non-finite/);
  });
});

describe('canonical JSON structure', () => {
  it('omits undefined members and writes undefined array items as null, like JSON', () => {
    assert.equal(canonicalJson({ a: 1, b: undefined }), '{"a":1}');
    assert.equal(canonicalJson([undefined]), '[null]');
  });
  it('refuses values JSON cannot carry', () => {
    assert.throws(() => canonicalJson({ d: new Date(0) }), /plain objects/);
    assert.throws(() => canonicalJson({ f: () => 1 }), /function/);
    assert.throws(() => canonicalJson(10n), /bigint/);
  });
  it('is independent of insertion order', () => {
    assert.equal(canonicalJson({ x: { b: 1, a: 2 }, a: 0 }), canonicalJson({ a: 0, x: { a: 2, b: 1 } }));
  });
  it('orders keys by code point, unlike the default UTF-16 sort', () => {
    const keys = ['\u{1F600}', '\uFFFD'];
    assert.deepEqual([...keys].sort(), ['\u{1F600}', '\uFFFD']); // UTF-16 order
    assert.deepEqual([...keys].sort(compareCodePoints), ['\uFFFD', '\u{1F600}']);
    assert.ok(compareCodePoints('a', 'ab') < 0);
    assert.equal(compareCodePoints('same', 'same'), 0);
  });
});
