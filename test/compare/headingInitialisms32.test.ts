// Person pack, session 32: a heading glossed by its own initialism in brackets is read as the initialism
// (packs.ts glossedInitialism), a heading names the register another heads by its initialism (records.ts
// oneRegisterApart), and `reference` before a number word after a word saying whose it is heads a number, not a
// referee (unread_numbers.number_nouns). Records are the tests' own, not any set's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack, glossedInitialism, headingWords, initialismOf } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';
import { cpuMillis } from '../helpers/cpuTime.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const pack = findPack('person')!;
const read = (r: FieldMap) => readRecord(pack, r);

describe('a heading glossed by its initialism', () => {
  it('adversarial: a heading of thousands of connectives before an unspellable word is refused at once, and compared without error', () => {
    // Tried every way of skipping the connectives before (2.2 s at 30 words, exponential) and recursed once per word.
    const many = (n: number) => `${Array(n).fill('of').join('_')}_x_(oooooooo)`;
    const ms = cpuMillis(() => {
      for (const n of [20_000, 30, 40]) assert.equal(glossedInitialism(many(n)), undefined);
    });
    assert.ok(ms < 2000, `took ${ms} ms of CPU`);
    assert.equal(glossedInitialism(`${Array(20_000).fill('of').join('_')}_number_(n)`), undefined); // one letter: no initialism
    assert.equal(glossedInitialism(`${Array(5000).fill('of').join('_')}_national_id_(nid)`)?.initialism, 'nid');
    const key = `${Array(20_000).fill('of').join(' ')} x (OOOOOOOO)`;
    assert.doesNotThrow(() => person({ name: 'Ama Boateng', [key]: '12345' }, { name: 'Ama Boateng' }));
  });
  it('the bracket is spelled by a beginning of each word before it, of and the giving none or some', () => {
    assert.deepEqual(glossedInitialism('social_security_number_(ssn)'), { initialism: 'ssn', rest: 'social_security_number' });
    assert.equal(glossedInitialism('national_insurance_no_(nino)')?.initialism, 'nino');
    assert.equal(glossedInitialism('date_of_birth_(dob)')?.initialism, 'dob');
    assert.equal(glossedInitialism('bank_verification_number_[bvn]')?.initialism, 'bvn');
  });
  it('a remark, a unit, a currency or a single word before the bracket is no gloss', () => {
    for (const form of ['phone_(home)', 'weight_(kg)', 'member_name_(print)', 'rateable_value_(ghs)', 'surname_(block_capitals)', 'amount_(usd)', 'id_no_(s)']) {
      assert.equal(glossedInitialism(form), undefined, form);
    }
  });
  it('the column is read as the key its initialism is', () => {
    assert.equal(read({ 'Full Name': 'Bello Ibrahim', 'National Identity Number (NIN)': '27381940562' }).projected.national_id, '27381940562');
    assert.equal(read({ 'Full Name': 'Bello Ibrahim', 'Tax Identification Number (TIN)': '20417733-0001' }).projected.tax_id, '20417733-0001');
    assert.equal(read({ 'Full Name': 'Bello Ibrahim', 'Date of Birth (DOB)': '1984-03-09' }).projected.dob, '1984-03-09');
  });
  it('namesakes whose national ids differ under a glossed heading are two people', () => {
    const a = { Surname: 'IBRAHIM', 'First Name': 'Bello', 'National Identity Number (NIN)': '27381940562', Employer: 'Kano Ground Services' };
    const b = { Holder: 'BELLO IBRAHIM', 'National Identity Number (NIN)': '51920384716', Company: 'Kano Ground Services' };
    assert.equal(person(a, b).identity, 'different');
    assert.equal(person(a, { ...b, 'National Identity Number (NIN)': '2738 1940 562' }).identity, 'same_entity');
  });
  it("an unread number's heading is its initialism, not the words it abbreviates", () => {
    assert.deepEqual(headingWords('Family Registry Number (FRN)'), ['frn']);
    assert.deepEqual(headingWords('Family Registry Number'), ['family', 'registry', 'number']);
    // `family` names a number a household shares; the gloss says the heading is a register's own name.
    const a = { Name: 'Lindiwe Zulu', 'Family Registry Number (FRN)': 'FR 4481 0937 22' };
    const b = { Name: 'Lindiwe Zulu', FRN: 'FR4481093722', 'Date of Birth': '1979-10-02' };
    assert.deepEqual(read(a).numbers, ['FR 4481 0937 22']);
    assert.equal(read({ Name: 'Lindiwe Zulu', 'Family Registry Number': 'FR 4481 0937 22' }).numbers, undefined);
    const r = person(a, b);
    assert.equal(r.factors.register_number, 1);
    assert.equal(r.identity, 'same_entity');
  });
});

describe("`reference` before a number word: the person's number, not a referee", () => {
  const practitioner = { Surname: 'Adjei', 'First name': 'Kwabena', 'Practitioner Reference Number': 'LR 5530192', School: 'Accra Academy' };
  const namesake = { 'Staff member': 'Kwabena Adjei', 'Practitioner Reference Number': 'LR 7718403', Form: '3B' };
  it('two namesakes with two of one register’s numbers go to review', () => {
    const r = person(practitioner, namesake);
    assert.equal(r.factors.one_register_number_conflict, 0);
    assert.equal(r.identity, 'review');
  });
  it('the same number under that heading is the register_number agreement', () => {
    const r = person(practitioner, { ...namesake, 'Practitioner Reference Number': 'LR5530192' });
    assert.equal(r.factors.register_number, 1);
  });
  it('a referee’s column, or `Reference` alone, stays out', () => {
    for (const key of ['Reference', 'Reference Number', 'Reference 1 Phone', 'Reference Name']) {
      assert.equal(read({ Name: 'Kwabena Adjei', [key]: 'LR 5530192' }).numbers, undefined, key);
    }
  });
  it('a heading names the register another heads by its initialism', () => {
    assert.equal(initialismOf(['practitioner', 'reference', 'number']), 'prn');
    assert.equal(initialismOf(['card', 'no']), undefined);
    const r = person(practitioner, { Name: 'Kwabena Adjei', PRN: 'LR 7718403' });
    assert.equal(r.factors.one_register_number_conflict, 0);
    assert.notEqual(r.identity, 'same_entity');
  });
});
