// Typed identifiers in the person and organisation packs: each kind compared only with its own
// kind, issuers (field or `CC:` prefix) that differ make two documents, and a record may carry several.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareIdentifiers, differentIssuers, splitIssuer } from '../../src/compare/comparators/identifier.js';
import { compare } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';

const ada = { name: 'Adaeze Nwosu', dob: '1986-07-14' };

describe('typed identifiers (person)', () => {
  it('each kind has its own field and aliases', () => {
    const person = findPack('person')!;
    for (const [field, alias] of [
      ['ssn', 'soc_sec_id'],
      ['passport', 'passport_no'],
      ['drivers_licence', 'drivers_license'],
      ['tax_id', 'tin'],
      ['national_id', 'nin'],
    ] as const) {
      assert.ok(person.fieldKeys.get(field)?.includes(alias), `${field} reads ${alias}`);
    }
  });
  it('two different kinds never conflict', () => {
    const r = compare({ a: { ...ada, passport: 'A01234567' }, b: { ...ada, ssn: '078-05-1120' } });
    assert.equal(r.factors.passport, undefined);
    assert.equal(r.factors.ssn, undefined);
    assert.notEqual(r.identity, 'different');
    assert.doesNotMatch(r.explanation, /differs/);
  });
  it('each kind links on its own', () => {
    for (const [field, value] of [
      ['passport', 'A01234567'],
      ['SSN', '078-05-1120'],
      ['drivers_license', 'NWO-86714-AA'],
      ['TIN', '12345678-0001'],
    ] as const) {
      const r = compare({ a: { ...ada, [field]: value }, b: { name: 'Adaeze C. Nwosu', [field]: value } });
      assert.equal(r.identity, 'same_entity', field);
    }
  });
  it('a conflicting id of one kind vetoes even when another kind agrees', () => {
    const r = compare({ a: { ...ada, passport: 'A01234567', ssn: '078-05-1120' }, b: { ...ada, passport: 'A01234567', ssn: '219-09-9999' } });
    assert.equal(r.identity, 'different');
    assert.match(r.explanation, /ssn differs/);
  });
  it('a record may carry several kinds; all agreeing is a merge', () => {
    const both = { ...ada, passport: 'A01234567', tax_id: '12345678-0001', nin: '12345678901' };
    assert.equal(compare({ a: both, b: { ...both } }).identity, 'same_entity');
  });
  it('near misses are per kind: one keystroke in a passport number with name and dob behind it', () => {
    const r = compare({ a: { ...ada, passport: 'A01234567' }, b: { ...ada, passport: 'A01234576' } });
    assert.equal(r.factors.passport, 0.75);
    assert.equal(r.identity, 'same_entity');
    const alone = compare({ a: { name: 'Adaeze Nwosu', passport: 'A01234567' }, b: { name: 'Adaeze Nwosu', passport: 'A01234576' } });
    assert.equal(alone.identity, 'review');
  });
  it('passports of two issuing countries are two documents, by field or by prefix', () => {
    const byField = compare({
      a: { ...ada, passport: 'A01234567', passport_country: 'NG' },
      b: { ...ada, passport: '533401372', passport_country: 'United Kingdom' },
    });
    assert.equal(byField.factors.passport, undefined);
    assert.notEqual(byField.identity, 'different');
    const sameCountry = compare({ a: { ...ada, passport: 'A01234567', passport_country: 'NGA' }, b: { ...ada, passport: '533401372', passport_country: 'ng' } });
    assert.equal(sameCountry.identity, 'different', 'one issuer, two numbers: a conflict');
    const byPrefix = compare({ a: { ...ada, passport: 'NG:A01234567' }, b: { ...ada, passport: 'GB:533401372' } });
    assert.equal(byPrefix.factors.passport, undefined);
    const prefixOneSide = compare({ a: { ...ada, passport: 'NG:A01234567' }, b: { ...ada, passport: 'A01234567' } });
    assert.equal(prefixOneSide.factors.passport, 1, 'the prefix is not part of the number');
  });
  it('reads issuer prefixes and codes', () => {
    assert.deepEqual(splitIssuer('NG:A01234567'), { issuer: 'NG', number: 'A01234567' });
    assert.deepEqual(splitIssuer('GBR: 533401372'), { issuer: 'GB', number: '533401372' });
    assert.deepEqual(splitIssuer('XQ:1234'), { issuer: null, number: 'XQ:1234' }, 'not a country: part of the value');
    assert.ok(differentIssuers('1', '2', 'CA', 'TX'), 'states as written');
    assert.ok(!differentIssuers('1', '2', 'Nigeria', 'NGA'));
    assert.equal(compareIdentifiers('NG:123456', 'GH:123456'), null);
    assert.equal(compareIdentifiers('--', '123456'), null, 'nothing to read is not a conflict');
  });
});

describe('typed identifiers (organisation)', () => {
  it('registration number, LEI and tax id are separate kinds', () => {
    const org = { name: 'Kijani Tea Exporters Ltd' };
    const kinds = compare({ a: { ...org, lei: '5493001KJTIIGC8Y1R12' }, b: { ...org, registration_number: 'CPR/2011/55501' }, entity: 'organisation' });
    assert.notEqual(kinds.identity, 'different');
    const tax = compare({ a: { ...org, vat_number: 'P051234567X', company_number: 'CPR/2011/55501' }, b: { ...org, tax_id: 'P051234567X', rc_number: 'CPR-2011-55501' }, entity: 'organisation' });
    assert.equal(tax.identity, 'same_entity');
    const conflict = compare({ a: { ...org, lei: '5493001KJTIIGC8Y1R12' }, b: { ...org, lei: '549300ZZZZZZZZZZZZ99' }, entity: 'organisation' });
    assert.equal(conflict.identity, 'different');
    const twoRegisters = compare({
      a: { ...org, registration_id: '55501', registration_country: 'KE' },
      b: { ...org, registration_id: '99123', registration_country: 'UG' },
      entity: 'organisation',
    });
    assert.notEqual(twoRegisters.identity, 'different', 'two registers, two numbers: no conflict');
  });
});
