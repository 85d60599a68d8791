import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codePointLength, offsetMap } from '../../src/core/offsets.js';

describe('code-point offsets', () => {
  it('is the identity on BMP text', () => {
    const m = offsetMap('Zürich 12');
    assert.equal(m.toCodePoint(3), 3);
    assert.equal(m.toUtf16(9), 9);
    assert.equal(m.codePointLength, 9);
  });
  it('counts an emoji as one code point', () => {
    const text = '👋🏿 NIN 12345678901';
    const start = text.indexOf('1');
    const m = offsetMap(text);
    assert.equal(start, 9); // two astral characters = four UTF-16 units
    assert.equal(m.toCodePoint(start), 7);
    assert.equal(m.toUtf16(7), 9);
    assert.equal(Array.from(text).slice(7, 18).join(''), '12345678901');
    assert.equal(m.toCodePoint(text.length), codePointLength(text));
    assert.equal(codePointLength(text), Array.from(text).length);
  });
  it('rounds an index inside a surrogate pair up and clamps out-of-range indices', () => {
    const m = offsetMap('a😀b');
    assert.equal(m.toCodePoint(2), 2);
    assert.equal(m.toCodePoint(99), 3);
    assert.equal(m.toUtf16(-1), 0);
    assert.equal(m.toUtf16(99), 4);
  });
  it('survives a lone surrogate', () => {
    const m = offsetMap('a\uD800b');
    assert.equal(m.codePointLength, 3);
    assert.equal(m.toCodePoint(2), 2);
  });
});
