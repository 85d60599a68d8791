// The trigger scan of the special-category detector finds exactly what a full scan of each word list
// finds: on the labelled sets and on texts chosen to strain it (non-ASCII, decomposed accents, case
// variants, labels on several lines, words glued to punctuation).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foldWithMap } from '../../../src/detect/special/fold.js';
import { specialLexicon } from '../../../src/detect/special/lexicon.js';
import { triggeredMatches } from '../../../src/detect/special/trigger.js';
import { asPairs, labelled } from './labelledTexts.js';

const strained = [
  'Tribe: Yoru\u0301ba\u0301\nReligion: MUSLIM; Union: cosatu | Party: anc',
  'He is a card-carrying member of the ANC.He joined NUMSA in 2019;she is Igbo/Yoruba.',
  'Diagnosis:HIV-positive,on ARVs (TLD).Hb genotype: SS\r\nPlan: review',
  'ẞtraße ſ Ǆ İstanbul Müller ÀRÙN ṢÚGÀ àrùn ṣúgà',
  'The Labour Party; labour party; LABOUR PARTY member since 2010 — Sinn Féin, Sinn Fe\u0301in.',
  '',
  '\n\n;|•',
];

describe('special categories: the trigger scan equals a full scan', () => {
  it('for every word list, on the labelled sets and strained texts', () => {
    const { triggers } = specialLexicon();
    for (const text of [...labelled, ...strained, labelled.join('\n\n')]) {
      const f = foldWithMap(text);
      const at = triggers.hits(text, f);
      triggers.scans.forEach((scan, id) => {
        const over = scan.folded ? f.text : text;
        scan.global.lastIndex = 0;
        const full = asPairs(over.matchAll(scan.global));
        assert.deepEqual(asPairs(triggeredMatches(scan, over, at[id]!)), full, `scan ${id} (${scan.global.source.slice(0, 40)}) on ${JSON.stringify(text.slice(0, 60))}`);
      });
    }
  });
});
