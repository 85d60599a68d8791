// allMatches (src/core/matches.ts) gives exactly what String.prototype.matchAll gives; firstMatch gives
// the first of those matches a test accepts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allMatches, firstMatch } from '../../src/core/matches.js';

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

describe('firstMatch', () => {
  it('is the first match of matchAll that the test accepts, or null', () => {
    for (const text of ['', 'abc', 'Ada 0803 555 7890, Obi 0701 234 5678', 'x😀y😀', '😀😀']) {
      for (const re of [/\d+/g, /(?<word>\p{L}+)/gu, /(?:)/g, /(?:)/gu, /\b/g]) {
        for (const accept of [() => true, () => false, (m: RegExpExecArray) => m.index >= 3, (m: RegExpExecArray) => m[0].length > 3]) {
          const expected = [...text.matchAll(re)].find((m) => accept(m as RegExpExecArray)) ?? null;
          const got = firstMatch(re, text, accept);
          assert.deepEqual(got && [got.index, [...got], got.groups], expected && [expected.index, [...expected], expected.groups], `${re} on ${JSON.stringify(text)}`);
        }
      }
    }
  });

  it('stops at the first accepted match and leaves lastIndex where it was', () => {
    const re = /\d/g;
    re.lastIndex = 2;
    const seen: number[] = [];
    const m = firstMatch(re, 'a1b2c3d4', (x) => {
      seen.push(x.index);
      return x.index === 5;
    });
    assert.equal(m?.index, 5);
    assert.deepEqual(seen, [3, 5]);
    assert.equal(re.lastIndex, 2);
  });

  it('refuses a regex without the g flag', () => {
    assert.throws(() => firstMatch(/x/, 'x', () => true), TypeError);
  });
});
