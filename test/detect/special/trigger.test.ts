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
  // Entries that share a first word and entries that open inside another's match (the grouped terms scan).
  'high blood pressure ulcer; blood pressure; pressure ulcer; type 2 diabetes mellitus type 1 diabetes; HIV-positive hivpositive',
  // A trigger word as the text's last word, in upper case, and with accents (the grouped scan's word look-up).
  'history of HIGH BLOOD PRESSURE',
  'Known diabetic since 2019, on metformin for type 2 diabetes',
  'bp',
  'Diagnòsis: àrùn ṣúgà and Hypertension',
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

describe('special categories: the prefix triggers are found in the trigger pass', () => {
  it("equal the prefix index's own pass on ASCII texts, in every case variant, and are not sought in others", () => {
    const { triggers, prefixes } = specialLexicon();
    let found = 0;
    for (const base of [...labelled, ...strained]) {
      for (const text of [base, base.toUpperCase(), base.toLowerCase()]) {
        const f = foldWithMap(text);
        const out = prefixes.empty();
        triggers.hits(text, f, [], { index: prefixes, out });
        if (!f.identity) {
          assert.ok(out.every((l) => l.length === 0), `no prefix pass over a non-ASCII text: ${JSON.stringify(text.slice(0, 40))}`);
          continue;
        }
        assert.deepEqual(out, prefixes.hits(f.text), JSON.stringify(text.slice(0, 60)));
        found += out.reduce((a, l) => a + l.length, 0);
      }
    }
    assert.ok(found > 1000, `only ${found} prefix hits`);
  });
});

describe('special categories: a long folded word list runs by first word', () => {
  it('the health terms carry one sticky expression per first word, and each holds only entries opening with it', () => {
    const { triggers } = specialLexicon();
    const grouped = triggers.scans.filter((s) => s.groups !== undefined);
    assert.ok(grouped.length > 0, 'no grouped scan');
    for (const scan of grouped) {
      for (const [word, lazy] of scan.groups!) {
        const re = lazy.re;
        assert.ok(re.sticky, word);
        // The entries are compiled as a prefix trie (core/matches.ts phraseTrie): every entry opens with the word exactly
        // when the trie's one path from its root spells the word; an entry opening otherwise would make the root an alternation.
        const body = re.source.replace(/^\(\?<!\[\\p\{L\}\\p\{N\}\]\)\(\?:/, '');
        assert.ok(body.startsWith(word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')), `${word}: ${body.slice(0, 60)}`);
      }
    }
  });
});

// A word list holding one entry that does not open with a letter or digit is scanned over the whole text (the
// argument of trigger.ts does not hold for it): correct, but its alternation then runs at every position of
// every text. Session 18 let one in (an entry written with its leading elision mark, `'yar madigo`), which put
// the orientation terms on the whole-text path and cost the 1 MB records document about 9 ms of its ~40.
describe('special categories: no shipped word list falls back to a full-text scan', () => {
  it('every list of the lexicon runs through the trigger scan', () => {
    const { triggers } = specialLexicon();
    const full = triggers.scans.filter((s) => s.full).map((s) => s.global.source.slice(0, 80));
    assert.deepEqual(full, []);
  });
});
