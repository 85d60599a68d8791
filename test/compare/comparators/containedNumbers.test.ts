// One scheme's number built from another scheme's number (data/identifier-forms.json contained_numbers,
// comparators/identifier.ts): a French SIRET holds its company's SIREN, an EU VAT number the member state's
// national number. The numbers below are made up for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareIdentifiers, registrationKeys, validateIdentifierForms } from '../../../src/compare/comparators/identifier.js';
import { compare } from '../../../src/compare/index.js';

const sim = (a: string, b: string, bodyPrefix = false) =>
  compareIdentifiers(a, b, { kind: 'id', weight: 1, contained_numbers: true, ...(bodyPrefix ? { body_prefix: true } : {}) })?.sim;

describe('contained numbers', () => {
  it('a SIRET agrees with the SIREN it starts with, written any way (positive)', () => {
    assert.equal(sim('73282932000074', '732 829 320'), 1);
    assert.equal(sim('732 829 320', '732 829 320 00074'), 1);
    // The register's words around the SIREN are read off as for any registration number.
    assert.equal(sim('73282932000074', 'RCS Nanterre 732 829 320', true), 1);
  });

  it('an EU VAT number agrees with the national number behind its country code (positive)', () => {
    assert.equal(sim('FR 40 732829320', '732829320'), 1);
    assert.equal(sim('ESB28765431', 'B-28765431'), 1);
    assert.equal(sim('ES A28765431', 'A28765431'), 1);
    assert.equal(sim('NL812345678B01', '812345678'), 1);
    assert.equal(sim('IE6388047V', '6388047V'), 1);
  });

  it('a different contained number is a different number (negative)', () => {
    assert.equal(sim('73282932000074', '732 829 321'), 0);
    // Only the contained number written whole agrees: a one-keystroke slip is not read through it.
    assert.equal(sim('ESB28765431', 'B28765439'), 0);
    assert.equal(sim('ESB28765431', 'A91234560'), 0);
  });

  it('two numbers of one scheme are not compared through their contained parts (adversarial)', () => {
    // Two establishments of one company: two SIRETs, two numbers.
    assert.equal(sim('73282932000074', '73282932000132'), 0);
    // A VAT number of one country does not contain another country's number: ES before a NIF, not FR's key and SIREN.
    assert.equal(sim('ES40732829320', '732829320'), 0);
    // A number shaped like a SIRET does not contain a shorter run found elsewhere in it.
    assert.equal(sim('73282932000074', '282932000'), 0);
  });

  it('blocking finds a SIRET under its SIREN', () => {
    assert.ok(registrationKeys('732 829 320 00074').includes('732829320'));
    assert.ok(registrationKeys('ESB28765431').includes('b28765431'));
  });

  it('a SIRET and its SIREN in two organisation records make one company; two SIRENs do not', () => {
    const a = { name: 'Ateliers Morvandiaux SAS', registration_id: '732 829 320', registration_country: 'FR' };
    const b = { company_name: 'ATELIERS MORVANDIAUX', registration_number: '73282932000074' };
    const c = { company_name: 'ATELIERS MORVANDIAUX', registration_number: '73282942100018' };
    assert.equal(compare({ a, b, entity: 'organisation' }).identity, 'same_entity');
    assert.notEqual(compare({ a, b: c, entity: 'organisation' }).identity, 'same_entity');
  });

  it('a pattern without one capture group is refused at load', () => {
    const bad = { schema: 'service.identifier_forms.v1', note: 'n', labels: ['id'], glued_labels: [], contained_numbers: [{ scheme: 'X', contains: 'Y', pattern: '^x\\d+$', note: 'n' }] };
    assert.throws(() => validateIdentifierForms(bad));
  });
  it('only where the field holds such schemes: a long number and another\'s first digits are two numbers elsewhere', () => {
    assert.notEqual(compareIdentifiers('29001011234567', '290010112')?.sim, 1, 'no contained_numbers: no SIREN inside');
    assert.notEqual(compareIdentifiers('29001011234567', '290010112', { kind: 'id', weight: 1, body_prefix: true })?.sim, 1);
    assert.equal(compareIdentifiers('29001011234567', '290010112', { kind: 'id', weight: 1, contained_numbers: true })?.sim, 1);
  });
});
