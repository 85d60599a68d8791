// asciiTwin (src/core/matches.ts): on a text of ASCII characters only, a Unicode scan's twin without flag `u` (each
// `\p{L}`, `\p{Lu}`, `\p{Ll}`, `\p{N}`, `\p{M}` written as its ASCII members) finds exactly the matches of the scan
// itself; any other text is scanned by the scan itself; a source the twin cannot render keeps the scan.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allMatches, asciiTwin, asciiTwinOf, isAsciiText } from '../../src/core/matches.js';

/** The scans the detectors give a twin (gazetteer, name scanner, firm names, OCR pairs), copied here with their flags. */
const SCANS: RegExp[] = [
  /(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}]*(?:['’\-‐][\p{L}\p{M}]+)*/gu,
  /(?<![\p{L}\p{M}\p{N}@./_\\-]|[\p{L}\p{M}\p{N}]['’])(?:(?:u|ka|ku|ngu|no|kuka|nguka)(?=\p{Lu}\p{Ll}))?\p{Lu}[\p{L}\p{M}]*(?:['’\-‐][\p{L}\p{M}]+)*(?![@\p{L}\p{M}\p{N}_]|['’][\p{L}\p{M}\p{N}]|\.\p{L})/gu,
  /(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}]+, \p{Lu}[\p{L}\p{M}]+,? and \p{Lu}[\p{L}\p{M}]+(?:['’](?!s(?![\p{L}]))\p{L}+)?(?![\p{L}\p{M}])/gu,
  /(?<![\p{L}\p{N}])([A-Z]\p{Lu}*) (?=(\p{Lu}+)(?![\p{L}\p{N}]))/gu,
  // Negated classes, a mark alone in a class and outside one, digits and lower case.
  /[^\p{L}\p{N}\s]+|[\p{M}]|\p{M}?\p{Ll}{2}\p{N}/gu,
];

const read = (ms: RegExpExecArray[]) => ms.map((m) => [m.index, [...m]]);

/** A seeded generator (mulberry32) of ASCII strings rich in what the scans read: capitals, words, apostrophes, hyphens, digits, `@./_`. */
function asciiStrings(count: number, seed: number): string[] {
  let a = seed >>> 0;
  const rnd = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pieces = ['A', 'Ba', 'CD', 'e', 'fg', 'uMk', 'kaGi', 'no', "'", "'s", '-', ' ', '  ', ', ', ' and ', '.', '@', '/', '_', '\\', '1', '23', '\n', '\t', 'Oko', 'SMITH', 'XY Z'];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let s = '';
    const n = 1 + Math.floor(rnd() * 14);
    for (let k = 0; k < n; k++) s += pieces[Math.floor(rnd() * pieces.length)]!;
    out.push(s);
  }
  return out;
}

describe('asciiTwin', () => {
  it('finds the scan’s own matches on ASCII text (written lines and 20,000 seeded strings per scan)', () => {
    const written = [
      'Ms Amina Musa of Okafor, Bello and Eze met Dr. Chidi Obi at Victoria Island, Lagos.',
      "uMkabayi kaGiwu and noAyanda wrote to user@Nairobi.co.ke from O'Neil-Smith's desk.",
      'HYPER TENSION and DIA BETES were typed as GRO UP; 12 Adeola Odeku Road, L.-E. Pettiti',
    ];
    for (const re of SCANS) {
      const twin = asciiTwinOf(re);
      assert.ok(twin, `${re} has a twin`);
      assert.equal(twin.unicode, false);
      for (const text of [...written, ...asciiStrings(20_000, 42)]) assert.deepEqual(read(allMatches(twin, text)), read(allMatches(re, text)), `${re} on ${JSON.stringify(text)}`);
    }
  });

  it('scans a text holding any non-ASCII character with the scan itself', () => {
    const re = SCANS[0]!;
    const scan = asciiTwin(re);
    assert.equal(scan('Ìbíjọkẹ̀ met Jagiełło in Łódź'), re);
    assert.notEqual(scan('Amina met Chidi in Lagos'), re);
    // The twin would miss a capital outside ASCII; the scan itself finds it.
    const text = 'in Łódź and Ørsted';
    assert.deepEqual(read(allMatches(scan(text), text)).map(([, [w]]) => w), ['Łódź', 'Ørsted']);
  });

  it('keeps the scan when the twin could read differently', () => {
    for (const re of [/\p{Lu}+/giu, /\p{Sc}\d/gu, /\P{L}+/gu, /\u{1F600}/gu, /😀?a/gu, /\p{Lu}/g]) assert.equal(asciiTwinOf(re), null, String(re));
    const re = /\p{Lu}+/giu;
    assert.equal(asciiTwin(re)('ASCII TEXT'), re);
  });

  it('remembers the last text asked', () => {
    assert.equal(isAsciiText('plain'), true);
    assert.equal(isAsciiText('café'), false);
    assert.equal(isAsciiText('café'), false);
    assert.equal(isAsciiText(''), true);
  });
});
