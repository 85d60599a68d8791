// Session 26: columns registers head in their own words — an event's bare `Date` (never the birth date), a
// travel document under DOC_TYPE / DOC_NO or `Travel Document No`, an e-mail under a qualifier (`Personal
// Email`, `Institutional Email`). Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareDetailed } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = findPack('person')!;

describe('a bare Date column is the record event, not the birth date', () => {
  it('a flight date, a crossing date or a reading date is not read as the date of birth', () => {
    const manifest = readRecord(person, { Flight: 'ET901', Date: '12MAR24', Passenger: 'NJOROGE/PETER' });
    assert.equal(manifest.projected.dob, undefined);
    assert.ok(manifest.unread.ignored.includes('Date'));
    const banns = readRecord(person, { Register: 'Banns', date: '3 May 1902', Names: 'Thomas Ashby' });
    assert.equal(banns.projected.dob, undefined);
  });
  it('a birth date headed by its own words is still read (negative)', () => {
    for (const key of ['DOB', 'Date of Birth', 'Birth Date', 'birth_date', 'Born', 'Geburtsdatum']) {
      assert.equal(readRecord(person, { name: 'Peter Njoroge', [key]: '1984-07-02' }).projected.dob, '1984-07-02', key);
    }
  });
  it('beside a DOB the event date is left aside and the DOB read (adversarial)', () => {
    const r = readRecord(person, { SURNAME: 'NJOROGE', 'OTHER NAMES': 'PETER KAMAU', DATE: '01/02/2024', DOB: '02.07.1984' });
    assert.equal(r.projected.dob, '02.07.1984');
  });
  it('a manifest row is not refuted against the visa record by its flight date', () => {
    const manifest = { FLT: 'ET901', DATE: '12MAR24', PAX_NAME: 'NJOROGE/PETER', DOC_TYPE: 'P', DOC_NO: 'AK4409213', GENDER: 'M' };
    const visa = { Surname: 'Njoroge', 'Given Names': 'Peter Kamau', 'Date of Birth': '02/07/1984', 'Passport Number': 'AK4409213' };
    const r = compareDetailed({ a: manifest, b: visa, entity: 'person' });
    assert.equal(r.receipt.identity, 'same_entity');
    assert.ok(!r.explain.refuting.includes('dob'));
  });
});

describe('a travel document under the keys border and airline exports use', () => {
  it('DOC_TYPE P with DOC_NO is the passport; I the identity card', () => {
    assert.equal(readRecord(person, { DOC_TYPE: 'P', DOC_NO: 'B1234567' }).projected.passport, 'B1234567');
    assert.equal(readRecord(person, { 'Doc Type': 'I', 'Doc No': '19840702123' }).projected.national_id, '19840702123');
    assert.equal(readRecord(person, { document_type: 'Passport', document_no: 'C7711029' }).projected.passport, 'C7711029');
  });
  it('a DOC_NO with no type says no kind, and stays unread (negative)', () => {
    const r = readRecord(person, { SURNAME: 'MENSAH', DOC_NO: 'G2209114' });
    assert.equal(r.projected.passport, undefined);
    assert.equal(r.projected.national_id, undefined);
  });
  it('a type the list does not know leaves the number unread (adversarial: V, a visa)', () => {
    const r = readRecord(person, { DOC_TYPE: 'V', DOC_NO: '778812' });
    assert.equal(r.projected.passport, undefined);
  });
  it('travel document and international passport numbers, in the users languages, are the passport', () => {
    const keys = ['Travel Document No', 'travel_document_number', 'International Passport No', 'Numero de pasaporte', 'Reisepassnummer', 'Numer paszportu', 'Numero di passaporto', 'Número do passaporte'];
    for (const key of keys) assert.equal(readRecord(person, { name: 'Ama Mensah', [key]: 'G2209114' }).projected.passport, 'G2209114', key);
  });
  it('a previous passport is still not the passport (adversarial)', () => {
    assert.equal(readRecord(person, { name: 'Ama Mensah', 'Previous Passport No': 'G1100234' }).projected.passport, undefined);
  });
});

describe('an e-mail column under a qualifier', () => {
  it('Personal, Institutional, Work and Scan Email are the person e-mail', () => {
    for (const key of ['Personal Email', 'Institutional Email', 'work_email', 'Scan E-mail']) {
      assert.equal(readRecord(person, { name: 'Wanjiru Kamau', [key]: 'wkamau@example.ac.ke' }).projected.email, 'wkamau@example.ac.ke', key);
    }
  });
  it('another party e-mail stays unread (negative: guardian, next of kin, emergency contact)', () => {
    for (const key of ['Guardian Email', 'NOK Email', 'Emergency Contact Email', 'Employer Email']) {
      assert.equal(readRecord(person, { name: 'Wanjiru Kamau', [key]: 'someone@example.com' }).projected.email, undefined, key);
    }
  });
  it('an e-mail key of the pack wins; two qualified e-mails cancel (adversarial)', () => {
    assert.equal(readRecord(person, { email: 'a@example.com', 'Personal Email': 'b@example.com' }).projected.email, 'a@example.com');
    assert.equal(readRecord(person, { 'Work Email': 'a@example.com', 'Personal Email': 'b@example.com' }).projected.email, undefined);
  });
  it('a borrower record meets the student record by the institutional e-mail', () => {
    const borrower = { 'Borrower name': 'Kamau, W.', Email: '2210457@example.ac.ke', Expiry: '2027-06-30' };
    const student = { 'Family Name': 'Kamau', 'First Name': 'Wanjiru', 'Date of Birth': '11/04/2003', 'Institutional Email': '2210457@example.ac.ke' };
    assert.ok(compareDetailed({ a: borrower, b: student, entity: 'person' }).explain.supporting.includes('email'));
  });
});
