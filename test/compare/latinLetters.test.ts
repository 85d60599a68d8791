// Latin letters with no decomposition (ł, ø, ß, æ, đ, ı) are written in base letters before names are
// compared (the lexicon's one table of them, src/lexicon/fold.ts): fixed-width and English-only exports key them so.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePersonNames, personNameSimilarity } from '../../src/compare/comparators/personName.js';
import { readFileSync } from 'node:fs';
import { transliterate } from '../../src/compare/transliterate.js';
import { foldStrokedLetters } from '../../src/lexicon/fold.js';

describe('Latin letters without a decomposition', () => {
  it('are written in base letters', () => {
    assert.equal(transliterate('michał wróbel'), 'michal wróbel');
    assert.equal(transliterate('søren strauß'), 'soren strauss');
    assert.equal(transliterate('ægir đorđevic'), 'aegir dordevic');
    assert.equal(transliterate('plain'), 'plain');
  });

  it('one person keyed with and without them agrees', () => {
    assert.equal(personNameSimilarity('MALGORZATA WROBEL', 'Małgorzata Wróbel'), 1);
    assert.equal(personNameSimilarity('Soren Kierkegaard', 'Søren Kierkegaard'), 1);
    assert.equal(comparePersonNames('Michal Kaczmarek', 'Michał Kaczmarek')?.otherGivenName, undefined);
  });

  it('a Hausa or Eʋe name keyed with and without its hooked letters agrees', () => {
    assert.equal(transliterate('ɗanjuma ƙaura'), 'danjuma kaura');
    assert.equal(personNameSimilarity('DANLADI BALARABE', 'Ɗanladi Ɓalarabe'), 1);
    assert.equal(comparePersonNames('Kasimu Bello', 'Ƙasimu Bello')?.otherGivenName, undefined);
  });

  it('negative: two other given names stay two names', () => {
    assert.ok(personNameSimilarity('Paweł Nowak', 'Piotr Nowak') < 0.85);
    assert.equal(comparePersonNames('Paweł Nowak', 'Piotr Nowak')?.otherGivenName, true);
  });

  it('adversarial: Cyrillic and Latin-extended in one name both read', () => {
    assert.equal(transliterate('łukasz иванов'), 'lukasz ivanov');
  });
});

describe('one table of Latin letters without a decomposition', () => {
  it('the comparator writes each through the lexicon fold, in base letters', () => {
    for (const letter of 'łøđðħıŀŧßæœþŋʋƒɖƙɗɓƴ') {
      assert.equal(transliterate(letter), foldStrokedLetters(letter), letter);
      assert.match(transliterate(letter), /^[a-z]+$/, letter);
    }
  });

  it('the transliteration file holds no Latin-script letter (no second table)', () => {
    const file = JSON.parse(readFileSync(new URL('../../src/compare/data/transliteration.json', import.meta.url), 'utf8')) as { scripts: Record<string, Record<string, string>> };
    const latin = Object.values(file.scripts).flatMap((t) => Object.keys(t)).filter((k) => /\p{Script=Latin}/u.test(k));
    assert.deepEqual(latin, []);
  });
});
