// Registers that name the one person a row is about by the row's role alone (issue 11, session 22): a
// dispensing log's Patient, a society's or a scheme's Member / Main Member, a court register's Defendant,
// a judgment register's Judgment Debtor; and the mobile number written as the Cell. Records written for
// these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const dispensing = { 'Rx No': 'RX100234', Patient: 'NWOSU C. A.', DOB: '14/03/1977', Item: 'Metformin 500mg', Prescriber: 'Dr Ifeoma Nwosu', Pharmacy: 'Unity Chemists' };
const scheme = { member_name: 'Chinedu Anayo Nwosu', date_of_birth: '1977-03-14', gender: 'M' };

describe('a row named by its role', () => {
  it('positive: a dispensing log names its patient under Patient, read as the name', () => {
    const r = compare({ a: dispensing, b: scheme, entity: 'person' });
    assert.ok(r.factors['name'] !== undefined, 'the name is compared');
    assert.equal(r.identity, 'same_entity');
    assert.ok(!r.unread?.a.ignored.includes('Patient'));
  });
  it('positive: a judgment register names the person as the Judgment Debtor, a court register as the Defendant', () => {
    const judgment = { 'Case No': 'HC/881/2019', 'Judgment Debtor': 'MENSAH, Kwabena Yeboah', Creditor: 'Akwaaba Credit Ltd', 'Date of Birth': '02.11.1981' };
    const bureau = { 'Consumer Name': 'Kwabena Yeboah Mensah', DOB: '1981-11-02' };
    assert.equal(compare({ a: judgment, b: bureau, entity: 'person' }).identity, 'same_entity');
    const court = { defendant: 'OLADIPO, Tunde Ayo', dob: '1990-05-06', claimant: 'Regina' };
    const prison = { name: 'Tunde Ayo Oladipo', date_of_birth: '06/05/1990' };
    assert.equal(compare({ a: court, b: prison, entity: 'person' }).identity, 'same_entity');
  });
  it('negative: the prescriber (another party) is never read as the patient', () => {
    const doctor = { name: 'Ifeoma Nwosu', date_of_birth: '1977-03-14' };
    const r = compare({ a: dispensing, b: doctor, entity: 'person' });
    assert.notEqual(r.identity, 'same_entity');
  });
  it('adversarial: a funeral policy read by its main member, not by the beneficiary beside it', () => {
    const society = { 'Member No': 'BS-77', Member: 'Bro. Sipho Dlamini', Cell: '0821234567', 'NI Number': 'AB123456C' };
    const policy = { 'Policy No': 'FP1234', 'Main Member': 'Sipho Themba Dlamini', beneficiary: 'Zanele Dlamini', 'Cell No': '+27 82 123 4567' };
    const r = compare({ a: society, b: policy, entity: 'person' });
    assert.ok((r.factors['name'] ?? 0) >= 0.8, 'the main member, not the beneficiary, is the name');
    assert.equal(r.factors['phone'], 1, 'Cell and Cell No are the phone');
    // `Member No` holds the membership number: a number word keeps a header off the name (a society's
    // short roll number is too short to be compared as a member number).
    assert.equal(r.factors['member_number'], undefined);
    const roll = compare({ a: { 'Member No': 'WA-401127', Member: 'Bro. Sipho Dlamini' }, b: { member_number: 'WA401127', member_name: 'Sipho Dlamini' }, entity: 'person' });
    assert.equal(roll.factors['member_number'], 1);
    assert.equal(roll.factors['name'], 1);
    // The beneficiary's own record against the policy: another given name under one surname.
    const widow = { Member: 'Zanele Dlamini', Cell: '0821234567' };
    assert.notEqual(compare({ a: widow, b: policy, entity: 'person' }).identity, 'same_entity');
  });
});
