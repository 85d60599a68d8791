// termCandidates (src/detect/special/index.ts) skips a pattern whose trigger list is empty in a text (no word
// of its set, no word opening with its leading prefixes) before building any window or generator. That is
// sound only if such a pattern has no match there: checked here against a full scan of every pattern, on the
// labelled texts, their case variants and texts chosen to hold a set word only once folded or only in part.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foldWithMap } from '../../../src/detect/special/fold.js';
import { specialLexicon } from '../../../src/detect/special/lexicon.js';
import { found, labelled } from './labelledTexts.js';

const strained = [
  'She is ọmọ Ìjẹ̀ṣà by birth; he is Kikúyù. NLC-member, xNLC rep, GMBrep, (Igbo), Igbos are many.',
  'He was convicted; she is disabled. BP 120/80. genotype: AS. attracted to other men.',
  '',
];

describe('special categories: a pattern with no trigger word in a text has no match there', () => {
  it('for every anchored or prefixed pattern, against a full scan', () => {
    const { categories, triggers, prefixes } = specialLexicon();
    const texts = [...labelled, ...strained].flatMap((t) => [t, t.toUpperCase(), t.toLowerCase()]);
    let skipped = 0;
    for (const text of texts) {
      const f = foldWithMap(text);
      const at = triggers.hits(text, f, []);
      const leading = f.identity ? prefixes.hits(f.text) : null;
      for (const c of categories) {
        const runs = [
          ...c.patterns.map((re, i) => [re, c.scan.anchors[i], c.leading[i]] as const),
          ...c.labelPatterns.map((re, i) => [re, null, c.labelLeading[i]] as const),
        ];
        for (const [re, anchor, lead] of runs) {
          const empty = lead && leading ? leading[lead.id]!.length === 0 : anchor !== null && anchor !== undefined && !triggers.scans[anchor]!.full && at[anchor]!.length === 0;
          if (!empty) continue;
          skipped++;
          re.lastIndex = 0;
          const hits = [...text.matchAll(re)].filter((m) => m.groups?.v);
          assert.deepEqual(hits.map((m) => m[0]), [], `${re.source.slice(0, 60)} on ${JSON.stringify(text.slice(0, 60))}`);
        }
      }
    }
    assert.ok(skipped > 1000, `the skip is exercised (${skipped})`);
  });

  it('still finds what a trigger word opens (positive) and nothing where none stands (negative)', () => {
    assert.ok(found('He is a card-carrying member of the NLC.').some((s) => s.includes('NLC')));
    assert.ok(found('She is ọmọ Ìjẹ̀ṣà.').length > 0);
    assert.deepEqual(found('The meeting is at noon in the hall.'), []);
  });
});
