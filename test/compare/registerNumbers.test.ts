// Register numbers the person pack had not read (issue 11): a student or matriculation number and a
// refugee registration number are identifier kinds of their own (the same number links, two numbers
// refute (review) but never veto), and the numbers of national social-security and pension schemes
// (SSNIT, NSSF, Nigeria's pension PIN) are social security numbers. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const admissions = { matric_no: 'U11HY2565', Surname: 'BELLO', 'Other Names': 'Suleiman', date_of_birth: '2 August 1992', sex: 'Male', programme: 'LLB' };
const alumni = { alumni_id: 'AL237454', name: 'Dr Suleiman Bello', matric_number: 'U11HY2565', graduation_year: '2014' };
const unhcr = { unhcr_individual_id: 'ABJ-24C88677', full_name: 'KHAMIS OMAR AL-MANDHRY', sex: 'Male', date_of_birth: '20/10/1964' };
const assistance = { name: 'Khamis Omer Almandhry', refugee_id: 'ABJ24C88677', dob: '20 Oct 1964' };

describe('student and matriculation numbers', () => {
  it('positive: admissions and alumni records of one student link on the matric number', () => {
    const r = compare({ a: admissions, b: alumni, entity: 'person' });
    assert.equal(r.factors['student_number'], 1);
    assert.equal(r.identity, 'same_entity');
    for (const key of ['matriculation_number', 'student_no', 'admission_number', 'Matric No']) {
      const s = compare({ a: admissions, b: { name: 'Suleiman Bello', [key]: 'U11HY2565' }, entity: 'person' });
      assert.equal(s.factors['student_number'], 1, key);
    }
  });
  it('negative: two students of one name with two numbers are sent to review, and one person at two institutions is never ruled different by the numbers', () => {
    const r = compare({ a: admissions, b: { ...admissions, matric_no: 'U12LW0417' }, entity: 'person' });
    assert.ok(r.factors['student_number_conflict'] !== undefined);
    assert.equal(r.identity, 'review');
    assert.notEqual(r.identity, 'different');
  });
  it('adversarial: a matric number never meets an exam number or a national id of the same characters', () => {
    const r = compare({ a: admissions, b: { name: 'Suleiman Bello', index_number: 'U11HY2565', national_id: 'U11HY2565' }, entity: 'person' });
    assert.equal(r.factors['student_number'], undefined);
    assert.equal(r.factors['exam_number'], undefined);
    assert.equal(r.factors['national_id'], undefined);
  });
});

describe('refugee registration numbers', () => {
  it('positive: registration and assistance records link on the number, written with or without its separator', () => {
    const r = compare({ a: unhcr, b: assistance, entity: 'person' });
    assert.equal(r.factors['refugee_id'], 1);
    assert.equal(r.identity, 'same_entity');
  });
  it('negative: the agency number against the host government one refutes (review) but never vetoes', () => {
    const r = compare({ a: unhcr, b: { ...assistance, refugee_id: 'RAS-2019-004411' }, entity: 'person' });
    assert.ok(r.factors['refugee_id_conflict'] !== undefined);
    assert.notEqual(r.identity, 'different');
  });
  it("adversarial: a household's case number and a survey's line number are not the person's number", () => {
    const { unhcr_individual_id: _, ...household } = unhcr;
    const { refugee_id: __, ...named } = assistance;
    const r = compare({ a: { ...household, case_number: 'ABJ-24C88677', individual_no: '3' }, b: named, entity: 'person' });
    assert.equal(r.factors['refugee_id'], undefined);
    assert.deepEqual(r.unread?.a.ignored, ['case_number', 'individual_no']);
  });
});

describe('social-security and pension scheme numbers', () => {
  it('positive: SSNIT, NSSF and pension PINs are read as social security numbers', () => {
    for (const key of ['ssnit_number', 'nssf_no', 'rsa_pin', 'pencom_pin']) {
      const r = compare({ a: { name: 'Abigail Abena Kyei', [key]: 'PEN100274867891' }, b: { name: 'Abigail Kyei', ssn: 'PEN100274867891' }, entity: 'person' });
      assert.equal(r.factors['ssn'], 1, key);
    }
  });
  it("negative: two pension PINs of one name are two people's (a social security number vetoes)", () => {
    const r = compare({ a: { name: 'Abigail Abena Kyei', rsa_pin: 'PEN100274867891' }, b: { name: 'Abigail Abena Kyei', rsa_pin: 'PEN200945512307' }, entity: 'person' });
    assert.equal(r.identity, 'different');
  });
  // Session 22: a fund's or scheme's own member number is read as a member number (memberNumber.test.ts),
  // never as a social security number, and two funds' numbers are not compared.
  it("adversarial: a fund's own member number is not read as a social security number", () => {
    const r = compare({ a: { name: 'Abigail Abena Kyei', member_number: 'D345884746105' }, b: { name: 'Abigail Kyei', member_number: 'D345884746105' }, entity: 'person' });
    assert.equal(r.factors['ssn'], undefined);
    assert.equal(r.factors['member_number'], 1);
    const other = compare({ a: { name: 'Abigail Abena Kyei', member_number: 'D345884746105' }, b: { name: 'Abigail Kyei', member_number: 'F100293384' }, entity: 'person' });
    assert.equal(other.factors['member_number'], undefined);
    assert.equal(other.factors['ssn'], undefined);
  });
});
