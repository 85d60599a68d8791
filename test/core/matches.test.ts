// allMatches (src/core/matches.ts) gives exactly what String.prototype.matchAll gives; firstMatch gives
// the first of those matches a test accepts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allMatches, caselessMatches, digitFirstGate, firstMatch, hasCaselessTwin, phraseAlternation, phraseTrie } from '../../src/core/matches.js';

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

describe('caselessMatches', () => {
  const plain = (m: RegExpExecArray[]) => m.map((x) => [x.index, x[0], x[1]]);
  const same = (re: RegExp, text: string) => assert.deepEqual(plain(caselessMatches(re)(text)), plain(allMatches(re, text)), text);

  it('finds what allMatches finds, case-insensitively, with groups', () => {
    const re = /\b(?:grew (up) in|i’m in|moved to)[ \t]+/giu;
    for (const text of ['He GREW UP IN Lagos; I’m in Abuja and Moved to Accra.', 'growup in x', '', 'I’M IN', 'ñgrew up in X — grew up in\tY']) same(re, text);
    assert.deepEqual(plain(caselessMatches(re)('He Grew Up In Lagos')), [[3, 'Grew Up In ', 'Up']]);
  });

  it('falls back to the Unicode regex on texts with ſ or the Kelvin sign (they fold to s and k)', () => {
    const re = /\b(?:stayed|kept) in[ \t]+/giu;
    // ſ folds to s and K to k under iu, so these match; the twin alone would miss them.
    assert.equal(caselessMatches(re)('ſtayed in Rome').length, 1);
    assert.equal(caselessMatches(re)('\u212Aept in Rome').length, 1);
    // and both are word characters for \b under iu: no match after them.
    same(re, 'xſ stayed in Rome, \u212Astayed in Oslo');
    assert.equal(caselessMatches(re)('\u212Astayed in Oslo').length, 0);
  });

  it('uses the twin only for patterns whose meaning the u flag does not change', () => {
    assert.equal(hasCaselessTwin(/\b(?:born|i’m) in[ \t]+/giu), true);
    assert.equal(hasCaselessTwin(/\p{Lu}in/giu), false); // property escape
    assert.equal(hasCaselessTwin(/a.b/giu), false); // . matches a whole surrogate pair under u
    assert.equal(hasCaselessTwin(/a[^b]c/giu), false);
    assert.equal(hasCaselessTwin(/a\Sc/giu), false);
    assert.equal(hasCaselessTwin(/\u{1F600}/giu), false);
    assert.equal(hasCaselessTwin(/café/giu), false); // a cased non-ASCII letter
    assert.equal(hasCaselessTwin(/born in/gu), false); // not case-insensitive
    assert.equal(hasCaselessTwin(/born in/giuy), false);
    // Patterns that cannot have a twin still scan, through the regex itself.
    const emoji = /a.b/giu;
    same(emoji, 'A😀b a_B');
  });

  it('agrees with the Unicode regex on every BMP character except the two that fold to ASCII', () => {
    // The class of the claim: an ASCII letter or a word boundary means the same with and without u
    // under i, for every code unit but ſ (U+017F) and the Kelvin sign (U+212A).
    const letters = /[a-z]/giu;
    const twin = /[a-z]/gi;
    const word = /\w/giu;
    const wordTwin = /\w/gi;
    const differ: number[] = [];
    for (let c = 0; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCharCode(c);
      letters.lastIndex = twin.lastIndex = word.lastIndex = wordTwin.lastIndex = 0;
      if (letters.test(ch) !== twin.test(ch) || word.test(ch) !== wordTwin.test(ch)) differ.push(c);
    }
    assert.deepEqual(differ, [0x17f, 0x212a]);
  });

  it('falls back when the twin finds an empty match, so stepping over it follows the u flag', () => {
    const re = /(?:x|)/giu;
    assert.equal(hasCaselessTwin(re), true);
    same(re, 'a😀x');
  });
});

describe('phraseTrie', () => {
  // A list of names as a data file writes them: prefixes of one another, case variants, accents, the two characters that fold to ASCII under `iu` (ſ, the Kelvin sign) and an astral letter.
  const names = [
    'Labour',
    'Labour Party',
    'LABOUR',
    'Labour Co-operative',
    'ANC',
    'ANCYL',
    'ANC Youth League',
    'Unite',
    'UNISON',
    'Uni',
    'Parti Socialiste',
    'Parti socialiste unifié',
    'Straße',
    'STRASSE',
    'Kraft',
    'ſtar',
    'Ìjẹ̀ṣà',
    'ijesa',
    'Élan',
    'élan vital',
    '𝐀lpha',
    'C++ Union',
    'A.B.C.',
  ];
  const texts = [
    'She is a Labour Party member; he was labour  co-operative before, LABOUR PARTY now.',
    'ANCYL branch, ANC Youth  League rally, the ANC, ancyl, AnC youth league.',
    'Unite and UNISON reps; uni students; UNITED; Uniting.',
    'Parti Socialiste Unifié or parti socialiste; Straße, strasse, STRAẞE, ſtar, star, STAR.',
    'Kraft and \u212Araft; Ìjẹ̀ṣà, ijesa, IJESA; élan vital, ÉLAN VITAL, Élan.',
    '𝐀lpha 𝐀LPHA; C++ union; a.b.c. and A.B.C.D; Labour\nParty; Labour\tParty',
    '',
  ];
  // The list alone, at word bounds, and inside patterns whose tail makes the engine backtrack into the list.
  const shapes = (list: string) => [
    `(?<![\\p{L}\\p{N}])(?:${list})(?![\\p{L}\\p{N}])`,
    `(?<![\\p{L}\\p{N}])(?<v>${list})\\s+(?:member|rally|reps?|branch|co-operative|youth)`,
    `(?<v>${list})(?:\\s+Party)?(?=[ .;,])`,
    `(?:${list})`,
  ];

  it('matches what the alternation matches, in the same order of preference, with every flag set the lists use', () => {
    for (const flags of ['giu', 'gu', 'dgiu']) {
      for (const fold of [false, true]) {
        const alt = phraseAlternation(names, fold);
        const trie = phraseTrie(names, flags, fold);
        for (const [a, t] of shapes(alt).map((s, i) => [s, shapes(trie)[i]!] as const)) {
          for (const text of texts) {
            const expected = allMatches(new RegExp(a, flags), text).map((m) => [m.index, m[0], m.groups?.['v']]);
            const got = allMatches(new RegExp(t, flags), text).map((m) => [m.index, m[0], m.groups?.['v']]);
            assert.deepEqual(got, expected, `${flags} fold=${fold} ${a.slice(0, 40)} on ${JSON.stringify(text)}`);
          }
        }
      }
    }
  });

  it('gives the alternation itself for a list with a run of spaces or a tab, whose longest-first order a trie cannot keep', () => {
    // 'A   B' is the longer string but the shorter phrase: the alternation tries it before 'A BC'.
    const list = ['A BC', 'A   B', 'X\tY'];
    assert.equal(phraseTrie(list, 'giu', false), phraseAlternation(list, false));
    assert.equal(new RegExp(`^(?:${phraseTrie(list, 'giu', false)})`, 'iu').exec('a bc')?.[0], 'a b');
  });

  it('shares the prefixes: each character of a shared opening is written once', () => {
    const t = phraseTrie(['Labour', 'Labour Party', 'Liberal Democrats'], 'giu', false);
    assert.equal(t, 'L(?:abour(?:\\s+Party)?|iberal\\s+Democrats)');
    assert.equal(new RegExp(`^(?:${t})$`, 'iu').test('labour   party'), true);
    assert.equal(new RegExp(`^(?:${t})$`, 'iu').test('Labour Part'), false);
  });

  it('without the u flag, splits a phrase into UTF-16 units as the regex reads it: half of a surrogate pair is a prefix of the pair', () => {
    // Without `u` a lone high surrogate matches the first half of an astral character, so ['\ud83d', '😀a'] are one a
    // prefix of the other and the longer must be tried first, as the alternation does.
    for (const flags of ['g', 'gi', '']) {
      const list = ['\ud83d', '\ud83d\ude00a'];
      const t = new RegExp(`^(?:${phraseTrie(list, flags, false)})`, flags.replace('g', ''));
      const a = new RegExp(`^(?:${phraseAlternation(list, false)})`, flags.replace('g', ''));
      assert.equal(t.exec('\ud83d\ude00a')?.[0], a.exec('\ud83d\ude00a')?.[0]);
      assert.equal(t.exec('\ud83d\ude00a')?.[0], '\ud83d\ude00a');
    }
    // Under `u` the lone surrogate never matches half of a pair: two edges, and the pair's phrase still matches whole.
    assert.equal(new RegExp(`^(?:${phraseTrie(['\ud83d', '\ud83d\ude00a'], 'u', false)})`, 'u').exec('\ud83d\ude00a')?.[0], '\ud83d\ude00a');
  });

  it('merges only the characters the flags make equal', () => {
    // Under `i`, 'A' and 'a' are one edge; without it they are two, and 'a' never matches 'A'.
    assert.equal(phraseTrie(['Ab', 'ac'], 'giu', false), 'A(?:b|c)');
    assert.equal(phraseTrie(['Ab', 'ac'], 'gu', false), '(?:Ab|ac)');
    assert.equal(new RegExp(`^(?:${phraseTrie(['Ab', 'ac'], 'gu', false)})$`, 'u').test('Ac'), false);
  });

  it('gives an empty source for an empty list or one of blank entries, and escapes what a RegExp reads as syntax', () => {
    assert.equal(phraseTrie([], 'giu'), '');
    assert.equal(phraseTrie(['  ', ''], 'giu'), '');
    const t = phraseTrie(['C++ (UK)', 'a|b'], 'gu', false);
    assert.equal(new RegExp(`^(?:${t})$`, 'u').test('C++   (UK)'), true);
    assert.equal(new RegExp(`^(?:${t})$`, 'u').test('a|b'), true);
    assert.equal(new RegExp(`^(?:${t})$`, 'u').test('a'), false);
  });
});

describe('digitFirstGate', () => {
  // Words and texts written for this test: street words of several scripts, one a prefix of another, one ending in a
  // combining accent, and texts with the word and the number at the very start or end, split by a line break, by
  // several blanks, by a blank the class does not hold, glued to a longer word, or with a digit outside ASCII.
  const words = ['straße', 'str.', 'gatan', 'gata', 'te\u0301r', 'iela', 'ул', 'út'];
  const source = words.map((w) => w.replace(/[.]/g, '\\.')).join('|');
  const texts = [
    'straße 1',
    'Hauptstraße 12',
    'at Hauptstraße  12a, Berlin',
    'Kungsgatan\n44',
    'Kungsgatan\t44',
    'Kungsgata 5',
    'Berliner Str. 3',
    'Erzse\u0301bet te\u0301r 19',
    'Brīvības iela\u00a021',
    'ул 7',
    'Rákóczi út 3',
    'x út',
    '12 gatan',
    'gatan',
    'gatan 🙂 4',
    'the street 12 and gatan x 4',
    'gatanx 4',
    'iela ٣',
    '',
    ' 4',
  ];
  it('answers what the word-first gate answers, for each blank class and flag set', () => {
    for (const [blank, flags] of [['\\s', ''], ['[ \\t]', ''], ['\\s', 'u'], ['[ \\t]', 'u']] as const) {
      const forward = new RegExp(`(?:${source})${blank}+\\d`, flags);
      const gate = digitFirstGate(source, blank, flags);
      for (const text of texts) {
        assert.equal(gate.test(text), forward.test(text), `${blank} /${flags}/ on ${JSON.stringify(text)}`);
        assert.equal(gate.test(`${text}${text}`), forward.test(`${text}${text}`), `${blank} /${flags}/ twice ${JSON.stringify(text)}`);
      }
    }
  });
  it('opens at the blank before the digit, not at the word', () => {
    const gate = digitFirstGate(source, '[ \\t]');
    assert.equal(gate.source.startsWith('[ \\t]\\d(?<='), true);
    assert.equal(gate.exec('see Kungsgatan \t 44')?.index, 16);
    assert.equal(gate.test('Kungsgatan\n44'), false);
    assert.equal(gate.global || gate.sticky, false);
  });
});
