// Review of session 49's person round (persons49): the problems found in its readings, each with the reviewer's own
// records (not copied from any set), each failing on the round's branch.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('role_keys.one_party: a name key that also names its person as the other side of the case', () => {
  // A variation application brought by the paying parent: the paying parent is the applicant, and the respondent is
  // the receiving parent. The respondent's columns are hers, not his.
  const variation: FieldMap = {
    'Case No.': 'FC/77/2024',
    'Paying parent (applicant)': 'Ibrahim Musa',
    'Respondent NIN': '28491736052',
    'Order sought': 'Variation (reduction)',
  };
  it("does not read the respondent's NIN as the applicant's (`Paying parent (applicant)`)", () => {
    assert.equal(read(variation).projected['national_id'], undefined);
  });
  it("does not read the respondent's NIN as the applicant's (`Applicant / debtor`, `Debtor (petitioner)`)", () => {
    assert.equal(read({ 'Applicant / debtor': 'Kiprono Mutai', 'Respondent National ID': '24561873' }).projected['national_id'], undefined);
    assert.equal(read({ 'Debtor (petitioner)': 'Kiprono Mutai', 'Respondent NIN': '24561873' }).projected['national_id'], undefined);
    assert.equal(read({ 'Schuldner (Antragsteller)': 'Hans Meier', 'Telefon Antragsgegner': '0171 2345678' }).projected['phone'], undefined);
  });
  it('keeps the receiving parent, who holds that NIN, apart from the paying parent', () => {
    const mother: FieldMap = { 'Full name': 'Halima Musa', NIN: '28491736052' };
    assert.notEqual(person(variation, mother).identity, 'same_entity');
    assert.notEqual(person(mother, variation).identity, 'same_entity');
  });
  it("does not refute the paying parent's own record by the respondent's NIN", () => {
    const payroll: FieldMap = { 'Payroll No.': 'P7730112', 'Employee Name': 'Ibrahim Musa', 'NIN (11 digits)': '19283746501' };
    assert.notEqual(person(variation, payroll).identity, 'different');
  });
  it('still reads `Respondent NIN` beside a `Paying parent` named under no other side (persons49.test.ts keeps the rest)', () => {
    assert.equal(read({ 'Paying parent': 'Ibrahim Musa', 'Respondent NIN': '28491736052' }).projected['national_id'], '28491736052');
  });
});

describe('role_keys.one_party: the respondent named apart under a heading no key reads', () => {
  // The receiving parent named as the respondent under a heading the pack reads as no name key: the record names the
  // respondent apart all the same, so `Respondent NIN` is hers.
  const order: FieldMap = { 'Paying parent': 'Ibrahim Musa', 'Respondent (receiving parent)': 'Halima Musa', 'Respondent NIN': '28491736052' };
  it("does not read the respondent's NIN as the paying parent's", () => {
    assert.equal(read(order).projected['national_id'], undefined);
    const slash: FieldMap = { 'Paying parent': 'Ibrahim Musa', 'Respondent / receiving parent': 'Halima Musa', 'Respondent NIN': '28491736052' };
    assert.equal(read(slash).projected['national_id'], undefined);
  });
  it('keeps the receiving parent, who holds that NIN, apart from the paying parent', () => {
    const mother: FieldMap = { 'Full name': 'Halima Musa', NIN: '28491736052' };
    assert.notEqual(person(order, mother).identity, 'same_entity');
  });
  it('still reads `Respondent NIN` where the only other respondent column is a firm or a number', () => {
    const r = read({ 'Paying parent': 'Ibrahim Musa', "Respondent's employer": 'Delta Foods Plc', 'Respondent NIN': '28491736052' });
    assert.equal(r.projected['national_id'], '28491736052');
  });
});
