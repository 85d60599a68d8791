import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { maskDeep, maskValue } from '../../src/core/mask.js';
import { round4 } from '../../src/core/round.js';

describe('masking', () => {
  it('keeps four characters and stars the rest', () => {
    assert.equal(maskValue('12345678901'), '1234*******');
    assert.equal(maskValue('Zürich'), 'Züri**');
  });
  it('stars short values of the same length', () => {
    assert.equal(maskValue('abcd'), '****');
    assert.equal(maskValue('ab'), '**');
    assert.equal(maskValue(''), '');
  });
  it('counts code points, not UTF-16 units', () => {
    assert.equal(maskValue('😀😀😀😀😀'), '😀😀😀😀*');
  });
  it('masks strings inside objects and arrays', () => {
    assert.deepEqual(maskDeep({ a: 'secret-value', b: ['abcdef'], c: null, d: true }), { a: 'secr********', b: ['abcd**'], c: null, d: true });
  });
  it('masks numbers as their text: an identifier stored as a number is still a value', () => {
    assert.deepEqual(maskDeep({ id: 12345678901, n: [7] }), { id: '1234*******', n: ['*'] });
  });
});

describe('round4', () => {
  it('rounds like canonical JSON and never returns -0', () => {
    assert.equal(round4(0.83335), 0.8334);
    assert.equal(round4(2 / 3), 0.6667);
    assert.ok(Object.is(round4(-0.00001), 0));
    assert.throws(() => round4(Number.NaN));
  });
});
