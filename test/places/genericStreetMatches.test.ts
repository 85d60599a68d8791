// genericStreetMatches (src/places/addressTokens.ts) finds exactly what the exec loop of GENERIC_STREET_RE finds
// (issue 19, session 41: it tries the expression only where a match can start, reading back from a run of blanks
// before a digit). Sentences written for this test: a name and a house number at the very start and end of the text,
// after a line break, with one, two, three and four words before the number, with ordinals, letters outside ASCII
// (accents composed and decomposed, a capital outside the BMP), apostrophes and hyphens, glued to a word before it,
// with tabs and runs of blanks, and numbers that end no street (`on 12`, `0803 555 1234`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GENERIC_STREET_RE, genericStreetMatches } from '../../src/places/addressTokens.js';

const loop = (text: string): Array<[number, string[]]> => {
  const out: Array<[number, string[]]> = [];
  GENERIC_STREET_RE.lastIndex = 0;
  for (let m = GENERIC_STREET_RE.exec(text); m !== null; m = GENERIC_STREET_RE.exec(text)) out.push([m.index, [...m]]);
  GENERIC_STREET_RE.lastIndex = 0;
  return out;
};
const fast = (text: string): Array<[number, string[]]> => genericStreetMatches(text).map((m) => [m.index, [...m]]);

const TEXTS = [
  'Rokin 75',
  'Rokin 75, 1012 KK Amsterdam',
  'Send it to Jana Nerudy 894 please',
  'We met at Stara Nova Vas 12 and then at Ulica Pod Lipami Stara 4',
  'the 3rd Cross Lane 7 is closed',
  'Kärntner Ring 5 / Kärntner Ring 5',
  'Ka\u0308rntner Ring 5',
  '𝐀bc 4 and 𝐀 4',
  "O'Brien's Way 12, D'Arcy-Smith Row 3",
  'xRokin 75 and _Rokin 75 and 9Rokin 75',
  '(Rokin 75) "Rokin 75" -Rokin 75',
  'Edeby 55,\nApt. 297',
  'Edeby\n55 and Edeby\t\t55 and Edeby  55a',
  'reached on 0803 555 1234 on 12 May',
  'Record 0: Address 143 Adeola Odeku Road',
  'Rokin 12345 and Rokin 1234x and Rokin 12b',
  'A 1 B 2 Cc 3 Dd 4 Ee 5',
  'ÉCOLE Ŀa 7',
  'Rokin 75',
  '',
  ' 7',
  'R 7',
];

describe('genericStreetMatches', () => {
  it('finds what the full scan finds, on written sentences and at the edges of the text', () => {
    for (const text of TEXTS) {
      assert.deepEqual(fast(text), loop(text), JSON.stringify(text));
      assert.deepEqual(fast(`${text}\n${text}`), loop(`${text}\n${text}`), JSON.stringify(text));
    }
    assert.ok(TEXTS.reduce((n, t) => n + loop(t).length, 0) >= 20);
  });

  it('finds what the full scan finds on random strings of name pieces, blanks, digits and punctuation', () => {
    const pieces = ['A', 'B', 'Ö', 'a', 'é', 'x', '1', '2', '3', '45', 'st', 'nd', ' ', ' ', '  ', '\t', '\n', ',', "'", '’', '-', '_', '.', '𝐀', '\u0301', 'Ab', 'Cd', 'Rokin', '12', '7a', '(', '𐐀', '𐐨'];
    let seed = 41;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    let found = 0;
    for (let n = 0; n < 20_000; n++) {
      let text = '';
      for (let i = 1 + Math.floor(random() * 14); i > 0; i--) text += pieces[Math.floor(random() * pieces.length)];
      const expected = loop(text);
      found += expected.length;
      assert.deepEqual(fast(text), expected, JSON.stringify(text));
    }
    assert.ok(found > 100, `${found} matches`);
  });

  it('leaves the expressions lastIndex at 0', () => {
    genericStreetMatches('Rokin 75 and Edeby 55');
    assert.equal(GENERIC_STREET_RE.lastIndex, 0);
  });
});
