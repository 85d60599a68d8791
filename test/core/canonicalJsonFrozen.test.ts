import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalJson, canonicalSha256 } from '../../src/core/canonicalJson.js';
import { round4 } from '../../src/core/round.js';

// canonicalJson keeps the text of a frozen object of primitives (a pack's pins) after writing it once.
describe('canonical JSON of frozen objects', () => {
  it('writes a frozen object of primitives as the same object unfrozen, every time and inside other values', () => {
    const plain = { z: 1, a: 'x', m: 0.123456, n: null, t: true, u: undefined, 'é': -0 };
    const frozen = Object.freeze({ ...plain });
    const expected = canonicalJson(plain);
    assert.equal(expected, '{"a":"x","m":0.1235,"n":null,"t":true,"z":1,"é":0}');
    for (let i = 0; i < 3; i++) {
      assert.equal(canonicalJson(frozen), expected);
      assert.equal(canonicalJson({ b: [frozen], a: frozen }), `{"a":${expected},"b":[${expected}]}`);
      assert.equal(canonicalSha256({ p: frozen }), canonicalSha256({ p: plain }));
    }
  });

  it('writes a frozen object holding an object afresh (its inner object may change)', () => {
    const inner = { k: 1 };
    const frozen = Object.freeze({ inner });
    assert.equal(canonicalJson(frozen), '{"inner":{"k":1}}');
    inner.k = 2;
    assert.equal(canonicalJson(frozen), '{"inner":{"k":2}}');
  });

  it('still refuses a non-finite number in a frozen object, every time', () => {
    const frozen = Object.freeze({ x: Number.NaN });
    assert.throws(() => canonicalJson(frozen), TypeError);
    assert.throws(() => canonicalJson(frozen), TypeError);
  });
});

describe('round4 of integers', () => {
  it('returns an integer unchanged, -0 as 0, as toFixed(4) read back does', () => {
    for (const x of [0, 1, -1, 42, 2 ** 53, 2 ** 60, 1e21, -1e25]) assert.equal(round4(x), Number(x.toFixed(4)));
    assert.ok(Object.is(round4(-0), 0));
    assert.equal(round4(0.12345), 0.1235);
  });
});
