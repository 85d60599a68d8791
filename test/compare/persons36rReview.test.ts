// Person pack, session 49 (review of persons36r): the round let two numbers read under two DIFFERENT own keys be
// compared by every test of oneSchemeApart (a heading word in common, or one shape), where only the licence's
// shape-only key needed it. A person's own numbers of two registers are quoted under two keys that share a word or
// a shape as often as not: a mother's antenatal `ANC Reg No` and the maternity register's `Reg No`, a patient's
// `Medical record number` and her `Medical aid number`, a hospital's `Staff No` and its `Patient No` for a nurse
// treated where she works. Those stay unread against each other, as before the round. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const apart = (a: FieldMap, b: FieldMap) => (person(a, b).factors as Record<string, number>).one_register_number === 0;
const base = { Name: 'Grace Wanjiru Kamau', 'Date of birth': '1991-04-12', Phone: '0722 410 336' };

describe('one person’s numbers under two own keys of two registers', () => {
  it('an antenatal register number and a maternity register number (a word in common) are not one series', () => {
    const anc = { ...base, 'ANC Reg No': '245/2023' };
    const delivery = { ...base, 'Reg No': '1187/2023' };
    assert.ok(!apart(anc, delivery));
    assert.equal(person(anc, delivery).identity, 'same_entity');
    assert.ok(!apart({ ...base, 'ANC registration number': 'KNH/ANC/245' }, { ...base, 'Registration number': 'KNH/ANC/118' }));
  });
  it('a medical record number and a medical aid number are two registers’ numbers of one person', () => {
    const chart = { ...base, 'Medical record number': '00451299' };
    const claim = { ...base, 'Medical aid number': '99312077' };
    assert.ok(!apart(chart, claim));
    assert.equal(person(chart, claim).identity, 'same_entity');
  });
  it('a hospital’s staff number and its patient number, of one shape, are a nurse’s two numbers', () => {
    const roster = { ...base, 'Staff No': 'KNH-004512' };
    const chart = { ...base, 'Patient No': 'KNH-993120' };
    assert.ok(!apart(roster, chart));
    assert.equal(person(roster, chart).identity, 'same_entity');
  });
  it('two numbers of one own key still go to that key’s comparator, and the licence still meets a badge', () => {
    const register = { 'Licence number': 'SLA-DS-52817', 'Licence holder': 'MWANGI PETER', Employer: 'Lakeside Guarding Ltd' };
    const roster = { 'Badge no.': 'SLA-DS-30946', Name: 'PETER MWANGI', 'Security company': 'Lakeside Guarding Ltd', Phone: '0722 410 336' };
    assert.ok(apart(register, roster));
  });
});

describe('a record’s own `Register No` and the numbers both records quote', () => {
  // The round let a record with its own register number reach oneRegisterApart, which leaves a number quoted on
  // both records to matchNumber: one number quoted on both was read as one_register_number agreeing (weight 2).
  it('one number quoted on both is no register_field agreement', () => {
    const sheet = { ...base, 'Register No': '118/24', 'Permit No': 'LP-22914' };
    for (const other of [{ ...base, 'Permit No': 'LP-22914' }, { ...base, 'Permit Number': 'LP-22914' }]) {
      assert.equal((person(sheet, other).factors as Record<string, number>).one_register_number, undefined);
    }
  });
  it('the licence read by its series’ shape still stands apart beside the sheet’s own register number', () => {
    const log = { 'REGISTER NO': '118/24', PREMISES: 'Harbour Bar', OFFICER: 'Peter Mwangi', 'LICENCE NO': 'SLA-DS-30946' };
    const roll = { 'PSO REG NO': 'SLA-DS-52817', 'FULL NAMES': 'MWANGI, Peter', COMPANY: 'Lakeside Guarding Ltd' };
    assert.ok(apart(log, roll));
  });
});
