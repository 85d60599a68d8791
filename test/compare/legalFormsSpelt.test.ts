// Session 25 (issue 11): a legal form written out in the register's language against its abbreviation
// (data/type-vocabulary.json, organisation domain), and forms that name another legal person. Names written
// here, never taken from a bench set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findTypes, stripTypeWords } from '../../src/compare/comparators/typeVocabulary.js';
import { compare } from '../../src/compare/index.js';

const words = (n: string) => stripTypeWords('organization', n).join(' ');
const org = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });

describe('legal forms spelt out and abbreviated', () => {
  it('positive: the spelt-out form is set aside as its abbreviation is', () => {
    assert.equal(words('Caseificio Ruggeri Società a responsabilità limitata'), words('CASEIFICIO RUGGERI S.R.L.'));
    assert.equal(words('Ruggeri Trasporti Società a responsabilità limitata semplificata'), words('Ruggeri Trasporti S.r.l.s.'));
    assert.equal(words('Vignobles Marchetti (Société par actions simplifiée)'), words('VIGNOBLES MARCHETTI SAS'));
    assert.equal(words('Hofmann Antriebe Gesellschaft mit beschränkter Haftung'), words('Hofmann Antriebe GmbH'));
    assert.equal(words('Dekker Installaties Besloten Vennootschap'), words('Dekker Installaties B.V.'));
    assert.equal(words('Nowak Budownictwo Spółka z ograniczoną odpowiedzialnością'), words('NOWAK BUDOWNICTWO SP. Z O.O.'));
    assert.equal(words('Riverside Repair Café Community Interest Company'), words('Riverside Repair Cafe CIC'));
    assert.deepEqual(findTypes('organization', 'Dekker Installaties Besloten Vennootschap'), findTypes('organization', 'Dekker Installaties BV'));
  });

  it('positive: the organisation pack merges one company written both ways', () => {
    const r = org(
      { company_name: 'Caseificio Ruggeri Società a responsabilità limitata', address: 'Via Emilia 40, 42121 Reggio Emilia' },
      { name: 'CASEIFICIO RUGGERI SRL', address: 'Via Emilia 40, Reggio Emilia' },
    );
    assert.equal(r.identity, 'same_entity', r.explanation);
  });

  it('negative: a limited partnership built on a company is another legal person than the company', () => {
    // The Polish sp. k. whose general partner is the sp. z o.o. of the same name: written out or abbreviated,
    // its form is a partnership's, never the company's.
    assert.deepEqual(findTypes('organization', 'Nowak Budownictwo Spółka z ograniczoną odpowiedzialnością Spółka komandytowa'), ['PL_PARTNERSHIP']);
    assert.deepEqual(findTypes('organization', 'Nowak Budownictwo Sp. z o.o. Sp. k.'), ['PL_PARTNERSHIP']);
    const r = org({ name: 'Nowak Budownictwo Sp. z o.o.' }, { name: 'NOWAK BUDOWNICTWO SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ SPÓŁKA KOMANDYTOWA' });
    assert.notEqual(r.identity, 'same_entity', r.explanation);
  });

  it('adversarial: a charity\'s incorporated form is no company form, and a word that only starts a form stays', () => {
    // A Scottish charitable incorporated organisation and a community interest company of one name are two bodies.
    assert.deepEqual(findTypes('organization', 'Canal Street Food Bank SCIO'), ['NGO']);
    const r = org({ name: 'Canal Street Food Bank SCIO' }, { name: 'Canal Street Food Bank CIC' });
    assert.notEqual(r.identity, 'same_entity', r.explanation);
    // 'Società' alone, or 'Gesellschaft' in a name, is no form.
    assert.equal(words('Società Dante Alighieri'), 'societa dante alighieri');
    assert.equal(words('Deutsche Gesellschaft für Ernährung'), 'deutsche gesellschaft fur ernahrung');
  });
});
