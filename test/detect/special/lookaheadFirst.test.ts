// A pattern opening with a lookbehind then a literal gets that literal as a lookahead in front (lexicon.ts
// `lookaheadFirst`, a cost cut: the lookbehind's name alternation is no longer tried at every position). The
// compiled patterns must find exactly what the data file's own source finds, and the rewrite must refuse the
// shapes where the lookahead would not be certain.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lookaheadFirst, specialLexicon } from '../../../src/detect/special/lexicon.js';
import { asPairs, labelled } from './labelledTexts.js';

const strained = [
  'He is an Igbo of the Umunna sub-tribe; she was a Yoruba OF THE Egba clan. is an igbo  of   the x clan',
  'Mary Smith (Catholic), John (Igbo) and Ann ( Igbo). Bello(NLC) (Labour) ((Igbo)) x(GMB)',
  'of the lineage, an Igbo of the, (',
  '',
];

describe('special categories: an opening lookbehind gets its literal as a lookahead', () => {
  it('rewrites the lexicon patterns that open with a lookbehind and a literal, with matches equal to the source pattern', () => {
    const { categories } = specialLexicon();
    const patterns = categories.flatMap((c) => [...c.patterns, ...c.labelPatterns]);
    const rewritten = patterns.filter((re) => re.source.startsWith('(?=') && /^\(\?=(?:\\\(|[a-z]+)\)\(\?<=/i.test(re.source));
    assert.ok(rewritten.length >= 4, `at least four patterns rewritten (got ${rewritten.length})`);
    const texts = [...labelled, ...strained].flatMap((t) => [t, t.toUpperCase(), t.toLowerCase()]);
    for (const re of rewritten) {
      const original = new RegExp(re.source.replace(/^\(\?=(?:\\\(|[a-z]+)\)/i, ''), re.flags);
      assert.ok(original.source.startsWith('(?<='), 'the source without the lookahead opens with the lookbehind');
      for (const text of texts) {
        re.lastIndex = 0;
        original.lastIndex = 0;
        assert.deepEqual(asPairs(text.matchAll(re)), asPairs(text.matchAll(original)), `${re.source.slice(0, 50)} on ${JSON.stringify(text.slice(0, 60))}`);
      }
    }
  });

  it('puts the certain literal in front: letters up to a quantified one, or an escaped bracket', () => {
    assert.equal(lookaheadFirst(/(?<=\s)of\s+the/giu).source, '(?=of)(?<=\\s)of\\s+the');
    assert.equal(lookaheadFirst(/(?<=\p{L})\((?<v>x)/giu).source, '(?=\\()(?<=\\p{L})\\((?<v>x)');
    assert.equal(lookaheadFirst(/(?<=a)abc?d/giu).source, '(?=ab)(?<=a)abc?d');
    assert.equal(lookaheadFirst(/(?<=a)ab{2}/gu).source, '(?=a)(?<=a)ab{2}');
    assert.equal(lookaheadFirst(/(?<=a)of/giu).flags, 'giu');
  });

  it('leaves alone a pattern with a top-level alternative, an uncertain first unit or no opening lookbehind', () => {
    for (const re of [/(?<=a)of|x/giu, /(?<=a)o?f/giu, /(?<=a)\(?x/giu, /(?<=a)\s+of/giu, /(?<=a)(?:of)/giu, /(?<![a])of/giu, /of(?<=f)/giu, /(?<=a)/giu]) {
      assert.equal(lookaheadFirst(re), re, re.source);
    }
    // A top-level '|' inside the lookbehind's own group or a class does not count as one of the pattern's.
    assert.equal(lookaheadFirst(/(?<=a|b)o[|]f/giu).source, '(?=o)(?<=a|b)o[|]f');
  });

  it('adversarial: the rewritten pattern matches only where the literal stands, in any case', () => {
    const re = lookaheadFirst(/(?<=(?<![\p{L}\p{N}])(?:am|is)\s+an?\s+igbo\s+)of\s+the\s+(?<v>\p{L}+)\s+clan/giu);
    assert.ok(re.source.startsWith('(?=of)'));
    const text = 'He IS AN Igbo OF THE Umunna clan; is an igbo af the X clan; this an igbo of the Y clan';
    assert.deepEqual([...text.matchAll(re)].map((m) => m.groups?.v), ['Umunna']);
  });
});
