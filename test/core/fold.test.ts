// The one home of text folding (src/core/fold.ts): both folds pinned on their edge cases, and the sites that
// build on `foldAccents` agreeing with it (test/core/one-home.test.ts guards against a second copy).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normaliseText } from '../../src/compare/normalise.js';
import { foldAccents, foldText, repairMojibake } from '../../src/core/fold.js';
import { foldWithMap } from '../../src/detect/special/fold.js';
import { foldHeader } from '../../src/detect/tabular/headers.js';
import { foldKey } from '../../src/lexicon/fold.js';

describe('foldText (the same words)', () => {
  it('case-folds, collapses and trims whitespace, keeps accents', () => {
    assert.equal(foldText('  ADAEZE \t\n OKONKWO  '), 'adaeze okonkwo');
    assert.equal(foldText('Yaoundé'), 'yaoundé');
    assert.equal(foldText(''), '');
    assert.equal(foldText(' \u00a0\u2003 '), '', 'no-break and em spaces are whitespace');
  });

  it('is NFKC: composed and decomposed forms, ligatures and full-width letters fold alike', () => {
    assert.equal(foldText('Yaounde\u0301'), foldText('Yaound\u00e9'));
    assert.equal(foldText('ﬁnance'), 'finance');
    assert.equal(foldText('ＡＤＡ'), 'ada');
  });

  it('is idempotent', () => {
    for (const s of ['Ọjà  Ọba', 'ＡＤＡ ﬁ', 'İstanbul', 'ΣΊΣΥΦΟΣ']) assert.equal(foldText(foldText(s)), foldText(s), s);
  });
});

describe('foldAccents (the same key, however accented)', () => {
  it('drops combining marks from composed and decomposed text and lower-cases', () => {
    assert.equal(foldAccents('Yaoundé'), 'yaounde');
    assert.equal(foldAccents('Yaounde\u0301'), 'yaounde');
    assert.equal(foldAccents('ỌJÀ'), 'oja');
    assert.equal(foldAccents('àrùn ṣúgà'), 'arun suga');
    assert.equal(foldAccents('İstanbul'), 'istanbul', 'the dotted capital I leaves no stray mark');
  });

  it('makes typographic apostrophes plain, including the acute accent NFKD would split', () => {
    for (const a of ['’', '‘', '`', '´']) assert.equal(foldAccents(`O${a}Brien`), "o'brien", a);
  });

  it('folds compatibility forms (NFKD)', () => {
    assert.equal(foldAccents('ﬁnance'), 'finance');
    assert.equal(foldAccents('ＹＡＯＵＮＤＥ'), 'yaounde');
  });

  it('keeps whitespace and length-changing expansions as they are (callers add their own separator rules)', () => {
    assert.equal(foldAccents(' A  B '), ' a  b ');
    assert.equal(foldAccents(''), '');
    assert.equal(foldAccents('ß'), 'ß');
  });

  it('is idempotent', () => {
    for (const s of ['Ọjà  Ọba', "O´Brien", 'ＡＤＡ ﬁ', 'Çağrı']) assert.equal(foldAccents(foldAccents(s)), foldAccents(s), s);
  });
});

describe('the sites built on foldAccents agree with it', () => {
  const samples = ['Yaoundé', 'SEKONDI-TAKORADI', 'Ọjà Ọba', "N’Djamena", 'ＡＢＵＪＡ', 'Çağrı  Öz'];

  it('lexicon keys are foldAccents plus the stroked letters and the separator rule', () => {
    const stroked = (t: string) => t.replace(/ı/g, 'i').replace(/ł/g, 'l').replace(/ø/g, 'o');
    for (const s of samples) assert.equal(foldKey(s), stroked(foldAccents(s)).replace(/[\s.\-‐‑–—_]+/g, ' ').trim(), s);
    assert.equal(foldKey('Jagiełło'), 'jagiello');
    assert.equal(foldKey('Øster-Brø'), 'oster bro');
  });

  it('table headers are foldAccents with other characters as underscores', () => {
    assert.equal(foldHeader(' Prénom / Nom '), 'prenom_nom');
    assert.equal(foldHeader('ＮＡＭＥ'), 'name');
  });

  it('comparator values are foldAccents plus the stroked letters, single-spaced, without format or control characters', () => {
    // foldAccents keeps the dotless ı (a letter of its own, not an accented i); comparator values write it, and every
    // letter NFKD keeps whole, in base letters as lexicon keys do (session 36: Ƙofar / Kofar, Çağrı / Cagri).
    assert.equal(foldAccents('Çağrı'), 'cagrı');
    assert.equal(normaliseText('  Çağrı\u200b  Öz '), 'cagri oz');
    assert.equal(normaliseText('Ƙofar Jagiełło'), 'kofar jagiello');
    assert.equal(normaliseText('O’Brien'), normaliseText("O'Brien"));
  });

  it('special-category text folds each character with foldAccents and keeps offsets', () => {
    const original = 'Àrùn ṣúgà ati O’Brien';
    const f = foldWithMap(original);
    assert.equal(f.text, foldAccents(original));
    assert.equal(f.text, "arun suga ati o'brien");
  });
});

describe('repairMojibake (UTF-8 that was read as Windows-1252)', () => {
  it('positive: two- and three-byte letters and punctuation come back', () => {
    assert.equal(repairMojibake('CervecerÃ\u00ada'), 'Cervecería');
    assert.equal(repairMojibake('JosÃ© MÃ¼ller'), 'José Müller');
    assert.equal(repairMojibake('Rochefort â\u20ac\u201c Abbaye'), 'Rochefort \u2013 Abbaye');
    assert.equal(normaliseText('SlÃ¡inte'), 'slainte');
  });
  it('negative: correct text, ASCII and other scripts are left as they are', () => {
    for (const s of ['Zürich', 'café', 'Ọjà Ọba', 'Москва', 'plain ascii', 'naïve Ã']) assert.equal(repairMojibake(s), s);
  });
  it('adversarial: a value only partly garbled, or not valid UTF-8 as bytes, is not rewritten', () => {
    assert.equal(repairMojibake('Ã ¡'), 'Ã ¡', 'an accented capital before a symbol, with a space');
    assert.equal(repairMojibake('Ã© – café'), 'Ã© – café', 'a correct é elsewhere makes the bytes invalid');
    assert.equal(repairMojibake('ÃÃ'), 'ÃÃ');
  });
});
