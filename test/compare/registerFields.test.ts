// Session 16b (issue 11): the field names registers give a record's person and identifiers (owner,
// proprietor, policyholder, ghana_card, bsn, ni_number…), religious titles on rolls, and phones exported
// with their calling code and no '+'. Records written here, never taken from a bench set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { areShortForms } from '../../src/compare/comparators/nameEquivalents.js';
import { isCourtesyTitle, setAsideTitles } from '../../src/compare/comparators/nameHonours.js';
import { compareNames } from '../../src/compare/comparators/personName.js';
import { compare } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';

describe('register field names for the person and their identifiers', () => {
  it('owner, proprietor, policyholder, account and subscriber fields are read as the name (positive)', () => {
    const person = findPack('person')!;
    for (const alias of ['owner', 'registered_owner', 'registered_proprietor', 'proprietor', 'policyholder', 'account_holder', 'subscriber_name', 'member_name']) {
      assert.ok(person.fieldKeys.get('name')?.includes(alias), alias);
    }
    const r = compare({
      a: { registered_owner: 'Kofi Mensah Boateng', ghana_card: 'GHA-712345678-3' },
      b: { first_name: 'Kofi', middle_name: 'Mensah', last_name: 'Boateng', ghana_card_number: 'GHA-712345678-3', dob: '1971-04-02' },
    });
    assert.equal(r.identity, 'same_entity', r.explanation);
    assert.ok(r.factors.name !== undefined && r.factors.national_id === 1);
  });

  it('national and social security numbers under their scheme names link, and differ as ids (positive, negative)', () => {
    const nl = { name: 'Pieter Bram de Vries', dob: '1984-03-09' };
    assert.equal(compare({ a: { ...nl, bsn: '123456782' }, b: { name: 'Pieter de Vries', burgerservicenummer: '123456782' } }).identity, 'same_entity');
    const gb = { name: 'Amara Obi', dob: '1979-11-23' };
    assert.equal(compare({ a: { ...gb, ni_number: 'QQ123456C' }, b: { ...gb, ni_number: 'QQ123456C' } }).factors.ssn, 1);
    // One name and year of birth in two towns, two NI numbers: two people (a veto, never a merge).
    const d = compare({ a: { ...gb, ni_number: 'QQ123456C' }, b: { ...gb, nino: 'AB987654D' } });
    assert.equal(d.identity, 'different', d.explanation);
    assert.equal(compare({ a: { ...gb, pesel: '79112301234' }, b: { ...gb, pesel: '79112309876' } }).identity, 'different');
  });

  it('an NI number never meets a national id of another kind (adversarial)', () => {
    const gb = { name: 'Amara Obi', dob: '1979-11-23' };
    const r = compare({ a: { ...gb, ni_number: 'QQ123456C' }, b: { ...gb, national_id: '12345678' } });
    assert.equal(r.factors.ssn, undefined);
    assert.equal(r.factors.national_id, undefined);
    assert.notEqual(r.identity, 'different');
  });

  it('id_value beside id_type is read as the identifier the type names (positive, negative)', () => {
    const r = compare({ a: { name: 'Thandiwe Nkosi', id_type: 'Passport', id_value: 'M00412345' }, b: { name: 'Thandiwe Nkosi', passport_number: 'M00412345', dob: '1990-01-02' } });
    assert.equal(r.factors.passport, 1);
    const u = compare({ a: { name: 'Thandiwe Nkosi', id_type: 'Library card', id_value: 'M00412345' }, b: { name: 'Thandiwe Nkosi', passport_number: 'M00412345' } });
    assert.equal(u.factors.passport, undefined, 'a type the pack does not know leaves the number unread');
  });
});

describe('religious titles on rolls (name-honours.json titles)', () => {
  it('Pst, Revd, Deaconess, Bro, Sis and Mag. are set aside before a name (positive)', () => {
    for (const w of ['pst', 'revd', 'deaconess', 'dcn', 'prophetess', 'evang', 'apst', 'bro', 'sis', 'canon', 'archdeacon', 'rabbi', 'mag']) assert.ok(isCourtesyTitle(w), w);
    assert.deepEqual(setAsideTitles(['pst', 'james', 'roberts']), ['james', 'roberts']);
    assert.equal(compareNames('Pst. James Roberts', 'James Roberts')?.sim, 1);
    assert.equal(compareNames('Deaconess Vanessa Govender', 'Vanessa Kamini Govender')?.conflict, undefined);
  });

  it('a title after a given name is not set aside, and a title alone names nobody (negative)', () => {
    assert.deepEqual(setAsideTitles(['james', 'canon', 'roberts']), ['james', 'canon', 'roberts']);
    assert.equal(compareNames('Pst.', 'James Roberts'), null);
  });

  it('with the title set aside, another given name under one surname is still another person (adversarial)', () => {
    assert.equal(compareNames('Pst. James Roberts', 'Pst. John Roberts')?.conflict, true);
  });
});

describe('phones exported with their calling code and no +', () => {
  it('merges a roll and a register that write one mobile two ways (positive), not two subscribers (negative)', () => {
    const a = { name: 'Jennifer Brown', phone: '447700900550', address: '70 Albert Road, Partick, Glasgow G11 2ZE' };
    const b = { given_names: 'Jennifer', family_name: 'Brown', phone_number: '07700900550', dob: '1966-04-27', address: '70 Albert Road, Partick, Glasgow G11 2ZE' };
    assert.equal(compare({ a, b }).factors.phone, 1);
    assert.equal(compare({ a, b: { ...b, phone_number: '07700900551' } }).factors.phone, 0);
  });
});

describe('documented short forms (session 16b)', () => {
  it('Fanny, Frikkie, Sannie, Gbenga and Asia shorten their full names (positive)', () => {
    assert.ok(areShortForms('fanny', 'francoise'));
    assert.ok(areShortForms('frikkie', 'frederik'));
    assert.ok(areShortForms('sannie', 'susanna'));
    assert.ok(areShortForms('gbenga', 'oluwagbenga'));
    assert.ok(areShortForms('asia', 'joanna'));
    assert.ok((compareNames('Oluwagbenga Ayodele Adeyemi', 'Gbenga Adeyemi')?.sim ?? 0) >= 0.8);
  });

  it('they stay apart from names they do not shorten (negative)', () => {
    assert.equal(areShortForms('gbenga', 'oluwaseun'), false);
    assert.equal(areShortForms('asia', 'anna'), false);
    assert.equal(areShortForms('sannie', 'sandra'), false);
    assert.equal(areShortForms('frikkie', 'francois'), false);
  });

  it('a short form does not bridge two given names of one household (adversarial)', () => {
    // Gbenga (Oluwagbenga) and Seun (Oluwaseun) Adeyemi: two siblings, whatever else they share.
    assert.equal(compareNames('Gbenga Adeyemi', 'Oluwaseun Adeyemi')?.conflict, true);
  });
});
