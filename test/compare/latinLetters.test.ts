// Latin letters with no decomposition (ł, ø, ß, æ, đ, ı) are written in base letters before names are
// compared (data/transliteration.json, script latin): fixed-width and English-only exports key them so.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePersonNames, personNameSimilarity } from '../../src/compare/comparators/personName.js';
import { transliterate } from '../../src/compare/transliterate.js';

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

  it('negative: two other given names stay two names', () => {
    assert.ok(personNameSimilarity('Paweł Nowak', 'Piotr Nowak') < 0.85);
    assert.equal(comparePersonNames('Paweł Nowak', 'Piotr Nowak')?.otherGivenName, true);
  });

  it('adversarial: Cyrillic and Latin-extended in one name both read', () => {
    assert.equal(transliterate('łukasz иванов'), 'lukasz ivanov');
  });
});
