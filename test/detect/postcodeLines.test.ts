// postcodeLines (src/detect/patterns/postcode.ts) finds exactly what the full scan of POSTCODE_LINE finds (issue 19,
// session 41: it tries the expression only within reach of a run of blanks between a code and a capital). Lines written
// for this test: every code shape at its longest with and without a country prefix, at the very start and end of the
// text, after a line break, glued to a word or a sign before it, cities with accents, a capital outside the BMP and
// no-break spaces, and numbers that open no line (`2019 Microsoft`, `0803 555 1234`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allMatches } from '../../src/core/matches.js';
import { POSTCODE_LINE, postcodeLines } from '../../src/detect/patterns/postcode.js';

const full = (text: string) => allMatches(POSTCODE_LINE, text).map((m) => [m.index, [...m]]);
const fast = (text: string) => postcodeLines(text).map((m) => [m.index, [...m]]);

const TEXTS = [
  '10115 Berlin',
  'D-10115 Berlin',
  'CH-8001 Zürich',
  'NL-1012 AB Amsterdam and 1012AB Amsterdam',
  'PL-00-950 Warszawa',
  'PT-1000-001 Lisboa',
  'SE-113 51 Stockholm',
  '75008 Paris Cedex 08',
  'Hauptstraße 12\n10115 Berlin\nGermany',
  'x10115 Berlin, #10115 Berlin, 10115\u00a0Berlin, 10115  Frankfurt am Main',
  '2019 Microsoft bought 0803 555 1234 Lagos',
  '90-001 Łódź',
  '91000 Évry-Courcouronnes',
  '12345 𐐀ddd',
  '12345 Ab 7',
  'Rokin 75, 1012 KK Amsterdam',
  '',
  '1234',
];

describe('postcodeLines', () => {
  it('finds what the full scan finds, on written lines and at the edges of the text', () => {
    for (const text of TEXTS) {
      assert.deepEqual(fast(text), full(text), JSON.stringify(text));
      assert.deepEqual(fast(`${text}\n${text}`), full(`${text}\n${text}`), JSON.stringify(text));
    }
    assert.ok(TEXTS.reduce((n, t) => n + full(t).length, 0) >= 15);
  });

  it('finds what the full scan finds on random lines of codes, prefixes, blanks, cities and signs', () => {
    const junk = ['', 'x', '-', '.', ':', '/', ',', '\n', ' ', '7', 'A', '𐐀', 'é'];
    const prefixes = ['', '', 'D-', 'CH-', 'X', 'AB-'];
    const codes = ['1', '12', '123', '1234', '12345', '123456', '1234 AB', '1234AB', '1234 SA', '12-345', '1234-567', '123 45', '1234567-890'];
    const blanks = ['', ' ', '  ', '\u00a0', ' \u00a0'];
    const cities = ['Berlin', 'Łódź', 'Frankfurt am Main', 'Paris Cedex 8', 'Évry-Courcouronnes', '𐐀dd', 'berlin', 'B', 'Ab 7', 'Ab Street'];
    let seed = 41;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const pick = (xs: readonly string[]) => xs[Math.floor(random() * xs.length)]!;
    let found = 0;
    for (let n = 0; n < 20_000; n++) {
      let text = '';
      for (let k = 1 + Math.floor(random() * 3); k > 0; k--) text += pick(junk) + pick(prefixes) + pick(codes) + pick(blanks) + pick(cities) + pick(junk);
      const expected = full(text);
      found += expected.length;
      assert.deepEqual(fast(text), expected, JSON.stringify(text));
    }
    assert.ok(found > 2000, `${found} matches`);
  });
});
