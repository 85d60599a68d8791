// The special-category patterns that name no set run only at word starts opening with their leading
// prefixes (src/detect/special/leading.ts); they must find exactly what a full scan finds, on the
// labelled sets, on case variants and on texts chosen to strain the prefix reader.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foldWithMap } from '../../../src/detect/special/fold.js';
import { leadingPrefixes, leadMatches, PrefixIndex } from '../../../src/detect/special/leading.js';
import { specialLexicon } from '../../../src/detect/special/lexicon.js';
import { asPairs, labelled } from './labelledTexts.js';

const strained = [
  'BP 120/80, bp:130/85; Blood Pressure was 140 / 90 mmHg. HbA1c 7.2%, A1C: 6.5 %, glycated haemoglobin of 48 mmol/mol',
  'CD4 count of 350 cells/mm3; cd4:200. Viral load <50 copies/ml; RETROVIRAL STATUS: 1,000. G2P1+1 g3p2',
  'xis disabled; this was disabled. He IS DISABLED. Mkikuyu, WAKIKUYU, mwkamba. genotype: AS, HbSS genotype, SS genotype',
  'He was CONVICTED of fraud and served two years; convictions for theft and assault in 2010.',
  'isdisabled wasdisabled 5was disabled _was disabled',
  '',
];

describe('special categories: leading-prefix triggers equal a full scan', () => {
  it('for every pattern that names no set, on ASCII texts', () => {
    const { categories, prefixes } = specialLexicon();
    const pairs = categories.flatMap((c) => [
      ...c.patterns.map((re, i) => [re, c.leading[i]] as const),
      ...c.labelPatterns.map((re, i) => [re, c.labelLeading[i]] as const),
    ]);
    assert.ok(pairs.filter(([, l]) => l !== null && l !== undefined).length >= 15, 'most unanchored patterns get prefixes');
    const texts = [...labelled, ...strained].flatMap((t) => [t, t.toUpperCase(), t.toLowerCase()]);
    let checked = 0;
    for (const text of texts) {
      const f = foldWithMap(text);
      if (!f.identity) continue;
      const hits = prefixes.hits(f.text);
      for (const [re, lead] of pairs) {
        if (!lead) continue;
        re.lastIndex = 0;
        assert.deepEqual(asPairs(leadMatches(text, { sticky: lead.sticky, at: hits[lead.id]! })), asPairs(text.matchAll(re)), `${re.source.slice(0, 50)} on ${JSON.stringify(text.slice(0, 60))}`);
        checked++;
      }
    }
    assert.ok(checked > 1000);
  });

  it('reads the prefixes of optional groups and alternations, and refuses what it cannot bound', () => {
    const LB = '(?<![\\p{L}\\p{N}])';
    assert.deepEqual(leadingPrefixes(new RegExp(`${LB}(?<v>(?:retro)?viral\\s+load)`, 'giu'))?.sort(), ['retroviral', 'viral']);
    assert.deepEqual(leadingPrefixes(new RegExp(`${LB}(?:is|isn't|was)\\s+x`, 'giu'))?.sort(), ['is', 'was']);
    assert.equal(leadingPrefixes(new RegExp(`${LB}(?:a|\\d)x`, 'giu')), null, 'a path with no literal');
    assert.equal(leadingPrefixes(new RegExp(`${LB}a|b`, 'giu')), null, 'a top-level alternation');
    assert.equal(leadingPrefixes(/(?:is|was)\s+x/giu), null, 'no word-start lookbehind');
    assert.equal(leadingPrefixes(new RegExp(`${LB}(?:ab)*c`, 'giu')), null, 'a repeated group before any literal');
  });

  it('finds every word start opening with a prefix, once per pattern', () => {
    const index = new PrefixIndex();
    const a = index.add(['bp', 'blood']);
    const b = index.add(['b']);
    assert.deepEqual(index.hits('bp 1 bloods; xbp b'), [[0, 5], [0, 5, 17]]);
    assert.equal(a, 0);
    assert.equal(b, 1);
  });
});
