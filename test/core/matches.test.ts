// allMatches (src/core/matches.ts) gives exactly what String.prototype.matchAll gives.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allMatches } from '../../src/core/matches.js';

const same = (re: RegExp, text: string) => {
  const expected = [...text.matchAll(re)].map((m) => [m.index, [...m], m.groups]);
  const got = allMatches(re, text).map((m) => [m.index, [...m], m.groups]);
  assert.deepEqual(got, expected, `${re} on ${JSON.stringify(text)}`);
};

describe('allMatches', () => {
  it('matches String.prototype.matchAll, empty matches and astral characters included', () => {
    for (const text of ['', 'abc', 'Ada 0803 555 7890, Obi 0701 234 5678', 'x😀y😀', '😀😀']) {
      same(/\d+/g, text);
      same(/(?<word>\p{L}+)/gu, text);
      same(/(?:)/g, text);
      same(/(?:)/gu, text);
      same(/\b/g, text);
    }
  });

  it('starts at lastIndex and leaves it where it was, as matchAll does', () => {
    const re = /\d/g;
    re.lastIndex = 2;
    same(re, 'a1b2c3');
    assert.equal(re.lastIndex, 2);
    assert.equal(allMatches(re, 'a1b2c3').length, 2);
    assert.equal(re.lastIndex, 2);
  });

  it('refuses a regex without the g flag, as matchAll does', () => {
    assert.throws(() => allMatches(/x/, 'x'), TypeError);
  });
});
