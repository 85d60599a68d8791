// The special-category patterns that name no set run only at word starts opening with their leading
// prefixes (src/detect/special/leading.ts); they must find exactly what a full scan finds, on the
// labelled sets, on case variants and on texts chosen to strain the prefix reader.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foldWithMap } from '../../../src/detect/special/fold.js';
import { gateOpen } from '../../../src/core/matches.js';
import { detectSpecial } from '../../../src/detect/special/index.js';
import { leadingTriggers, leadMatches, PrefixIndex, requiredLiteral } from '../../../src/detect/special/leading.js';
import { specialLexicon } from '../../../src/detect/special/lexicon.js';
import { asPairs, labelled } from './labelledTexts.js';

const strained = [
  'BP 120/80, bp:130/85; Blood Pressure was 140 / 90 mmHg. HbA1c 7.2%, A1C: 6.5 %, glycated haemoglobin of 48 mmol/mol',
  'CD4 count of 350 cells/mm3; cd4:200. Viral load <50 copies/ml; RETROVIRAL STATUS: 1,000. G2P1+1 g3p2',
  'xis disabled; this was disabled. He IS DISABLED. Mkikuyu, WAKIKUYU, mwkamba. genotype: AS, HbSS genotype, SS genotype',
  'He was CONVICTED of fraud and served two years; convictions for theft and assault in 2010.',
  'isdisabled wasdisabled 5was disabled _was disabled',
  // Patterns opening with a lookbehind or lookahead after the word start (read past by the prefix reader).
  'paternity leave, Paternity test: excluded. He took part in the strike; not listed, is listed on the register. People of Igbo descent, head of the Igbo clan.',
  'biometric enrolment; re-enrolment, the enrollment template. Persone di origine; familles d origine; mensen van afkomst.',
  // Words that open with a whole-word trigger and go on (leading.ts endsWord): 'island', 'wasabi', 'was-disabled', 'W=', 'Ww = 99%'.
  'island is disabled, wasabi was disabled; was-disabled; isdisabled. W=99% w = 99.9 % Ww = 99% paternity W= 99,99 %',
  'a\tgay man, an  Igbo woman, as a Muslim; anglican am Catholic; blood-pressure 120/80; bp.130/80 is HbSS, isHbSS',
  '',
];

describe('special categories: leading-prefix triggers equal a full scan', () => {
  it('for every pattern that names no set, on ASCII texts', () => {
    const { categories, prefixes } = specialLexicon();
    const pairs = categories.flatMap((c) => [
      ...c.patterns.map((re, i) => [re, c.leading[i]] as const),
      ...c.labelPatterns.map((re, i) => [re, c.labelLeading[i]] as const),
      ...c.recordNumberPatterns.map((re, i) => [re, c.recordNumberLeading[i]] as const),
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
    const all = (re: RegExp) => {
      const t = leadingTriggers(re);
      return t === null ? null : [...t.prefixes, ...t.words].sort();
    };
    assert.deepEqual(all(new RegExp(`${LB}(?<v>(?:retro)?viral\\s+load)`, 'giu')), ['retroviral', 'viral']);
    assert.deepEqual(all(new RegExp(`${LB}(?:is|isn't|was)\\s+x`, 'giu')), ['is', 'isn', 'was']);
    assert.deepEqual(all(new RegExp(`${LB}(?<!(?:not|never)\\s+)(?:is|was)\\s+x`, 'giu')), ['is', 'was'], 'a lookbehind reads no character');
    assert.deepEqual(all(new RegExp(`${LB}(?:ab(?=c)|d(?<!x)e)f(?!g)`, 'giu')), ['abf', 'def'], 'lookarounds inside a sequence too');
    assert.equal(leadingTriggers(new RegExp(`${LB}(?=a)(?:\\d|b)x`, 'giu')), null, 'a lookahead does not bound what follows it');
    assert.equal(leadingTriggers(new RegExp(`${LB}(?:a|\\d)x`, 'giu')), null, 'a path with no literal');
    assert.equal(leadingTriggers(new RegExp(`${LB}a|b`, 'giu')), null, 'a top-level alternation');
    assert.equal(leadingTriggers(/(?:is|was)\s+x/giu), null, 'no word-start lookbehind');
    assert.equal(leadingTriggers(new RegExp(`${LB}(?:ab)*c`, 'giu')), null, 'a repeated group before any literal');
  });

  it('tells a whole word (the path stops at a part reading no letter or digit) from a prefix a word may go on after', () => {
    const LB = '(?<![\\p{L}\\p{N}])';
    const t = (src: string) => leadingTriggers(new RegExp(`${LB}${src}`, 'giu'));
    assert.deepEqual(t('(?:is|am|a|an|as)\\s+(?<v>x)'), { prefixes: [], words: ['a', 'am', 'an', 'as', 'is'] });
    assert.deepEqual(t('(?:registered\\s+as|is)[ \\t]+x'), { prefixes: [], words: ['is', 'registered'] });
    assert.deepEqual(t('W\\s*=\\s*\\d'), { prefixes: [], words: ['w'] }, 'an optional space, then a mark');
    assert.deepEqual(t('W\\s*x'), { prefixes: ['wx'], words: ['w'] }, 'an optional space, then a letter: the word ends at the space or goes on with the letter');
    assert.deepEqual(t('(?:bp|blood\\s+pressure)(?![\\p{L}\\p{N}])'), { prefixes: [], words: ['blood', 'bp'] });
    assert.deepEqual(t('(?:bp|blood)(?![^\\p{L}\\p{N}])'), { prefixes: ['bp', 'blood'], words: [] }, 'a negated class asserts a letter');
    assert.deepEqual(t('(?:ref\\.?|no\\.)\\s*\\d'), { prefixes: ['ref'], words: ['no'] }, 'an optional stop lets the word go on');
    assert.deepEqual(t('(?:a\\d|an\\s)'), { prefixes: ['a'], words: [] }, 'a shorter prefix a word may go on after covers the whole word');
    assert.deepEqual(t('(?:a|an)(?:\\s|x)'), { prefixes: ['ax', 'anx'], words: ['a', 'an'] });
    assert.deepEqual(t("cd4\\s*count|x"), null);
  });

  it('reads through a class of letters, an optional letter and an optional mark (session 42), or as before when that cannot bound', () => {
    const LB = '(?<![\\p{L}\\p{N}])';
    const t = (src: string) => leadingTriggers(new RegExp(`${LB}${src}`, 'giu'));
    // A class's ASCII letters go on with the prefix; a member no ASCII character meets leaves no path (the index serves
    // ASCII texts only); a mark in the class ends the word.
    assert.deepEqual(t('r[ée]f[ée]rence\\s+x'), { prefixes: [], words: ['reference'] });
    assert.deepEqual(t("I['’]m\\s+x"), { prefixes: [], words: ['i'] }, "'I'm' fires at the word 'i', not at every word opening with 'i'");
    assert.deepEqual(t('n[°º]\\s*\\d'), { prefixes: [], words: [] }, 'no ASCII text can open a match');
    assert.deepEqual(t('[Aa]b[Cc]?x'), { prefixes: ['abx', 'abcx'], words: [] });
    // An optional letter: with it and without it.
    assert.deepEqual(t('ha?emoglobin\\s+x'), { prefixes: [], words: ['haemoglobin', 'hemoglobin'] });
    // An optional mark: where it reads one the word ends; where it reads none the prefix goes on.
    assert.deepEqual(t('n\\.?[ \\t]*[º°o]\\.?\\s+x'), { prefixes: [], words: ['n', 'no'] });
    assert.deepEqual(t('Y-?STR\\s+x'), { prefixes: [], words: ['y', 'ystr'] });
    // A class under a repeat stops the path as before.
    assert.deepEqual(t('ab[cd]+x'), { prefixes: ['ab'], words: [] });
    assert.deepEqual(t('ab[ \\t]+x'), { prefixes: [], words: ['ab'] });
  });

  it('the new reading finds what a full scan finds on written strains of classes and optional parts', () => {
    const LB = '(?<![\\p{L}\\p{N}])';
    const patterns = [`r[ée]f[ée]rence\\s+(?<v>\\d+)`, `I['’]m[ \\t]+(?<v>AA|AS|SS)`, `n\\.?[ \\t]*[º°o]\\.?[ \\t]*(?<v>\\d{3,})`, `ha?emoglobin[ \\t]*(?<v>\\d+)`, `Y-?STR\\s+(?<v>\\w+)`].map((p) => new RegExp(`${LB}${p}`, 'giu'));
    const texts = ['Reference 12, reference  7; referenced 9, Ref 3', "I'm AS, i'm SS; Im AA; I m AA; Island AS", 'N. 123, n.o 456, no789, No. 1234, N 999, Nr. 12, NO 77, n.. 5', 'haemoglobin 12, hemoglobin13, Haemoglobin\t9; hmoglobin 4', 'Y-STR profile, YSTR x, y STR z, Y STR q'];
    for (const re of patterns) {
      const t = leadingTriggers(re);
      assert.ok(t, String(re));
      const index = new PrefixIndex();
      index.add(t.prefixes, t.words);
      const sticky = new RegExp(re.source, re.flags.replace('g', 'y'));
      for (const text of texts.flatMap((x) => [x, x.toUpperCase(), x.toLowerCase()])) {
        const full = [...text.matchAll(re)].map((m) => [m.index, m[0]]);
        const lead = leadMatches(text, { sticky, at: index.hits(text.toLowerCase())[0]! }).map((m) => [m.index, m[0]]);
        assert.deepEqual(lead, full, `${re} on ${text}`);
      }
    }
  });

  it('fires a whole word only where the word ends with it', () => {
    const index = new PrefixIndex();
    const a = index.add([], ['is', 'a']);
    const b = index.add(['is'], []);
    assert.deepEqual(index.hits('is island a ant isa, a1 a'), [[0, 10, 24], [0, 3, 16]]);
    assert.equal(a, 0);
    assert.equal(b, 1);
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

describe('special categories: a pattern scanned in full is gated by the literal every match holds', () => {
  const sentences = [
    'Herr Yilmaz ist türkischer Abstammung.',
    'HERR YILMAZ IST TÜRKISCHER ABSTAMMUNG',
    'Herr Yilmaz ist türkiſcher Abſtammung.',
    'Frau Novak, polnischer Volkszugehörigkeit, wohnt in Graz.',
    'Ancestry composition: 62% Yoruba, 30% Igbo',
    'Ethnicity estimate 45 % Akan;',
  ];
  const filler = 'The notes describe symptoms and the plan agreed with the family. '.repeat(1500);
  const texts = [...labelled, ...strained, ...sentences, ...sentences.map((s) => `${filler}${s}`)].flatMap((t) => [t, t.toUpperCase(), t.toLowerCase()]);

  it('reads the literal only where every match must hold it', () => {
    assert.equal(requiredLiteral(/(?<![\p{L}\p{N}])(?<v>\p{L}{3,}isch(?:e|er)?\s+(?:volk|abst))/giu), 'isch');
    assert.equal(requiredLiteral(/ab?cde/giu), 'cde', 'a character before a quantifier is not certain');
    assert.equal(requiredLiteral(/(?<=abcdef)x/giu), 'x', 'a lookbehind holds no certain literal');
    assert.equal(requiredLiteral(/x(?:abcdef)?y/giu), 'x', 'nor an optional group');
    assert.equal(requiredLiteral(/(?:abcdef|ghijkl)/giu), null, 'nor an alternation');
    assert.equal(requiredLiteral(/abc|defgh/giu), null, 'a top-level alternation gives nothing');
    assert.equal(requiredLiteral(/[abcdef]+\p{L}{2}/giu), null, 'classes and escapes hold no literal');
    assert.equal(requiredLiteral(/\d+\s?%\s+x/giu), '%');
  });

  it('the gate opens on every text its pattern matches in (case variants, long s, at the end of a long text)', () => {
    const { categories } = specialLexicon();
    const gated = categories.flatMap((c) => [
      ...c.patterns.map((re, i) => [re, c.gates[i]] as const),
      ...c.labelPatterns.map((re, i) => [re, c.labelGates[i]] as const),
    ]).filter(([, g]) => g !== null) as Array<readonly [RegExp, RegExp]>;
    assert.ok(gated.length >= 3, 'the full-scan patterns with a literal have gates');
    let matched = 0;
    for (const text of texts) {
      for (const [re, gate] of gated) {
        re.lastIndex = 0;
        const found = re.test(text);
        re.lastIndex = 0;
        if (!found) continue;
        matched++;
        assert.ok(gateOpen(gate, text), `${re.source.slice(0, 50)} on ${JSON.stringify(text.slice(-60))}`);
      }
    }
    assert.ok(matched >= 12, `${matched} matches checked`);
  });

  it('a gated pattern still finds its value at the end of a long text', () => {
    const text = `${filler}Patient: Emre Yilmaz. Herr Yilmaz ist türkischer Abstammung.`;
    const spans = detectSpecial(text).filter((s) => s.category === 'PII-6-RACE');
    assert.ok(spans.some((s) => text.slice(s.start, s.end).includes('türkischer Abstammung')), JSON.stringify(spans));
  });
});
