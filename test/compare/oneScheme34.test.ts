// Person pack, session 34: two numbers of one organisation's own series (a practice's patients, an employer's
// staff) that differ refute a name-only merge, whether the series is named by the headings or by the numbers'
// own shape (records.ts oneSchemeApart, sameScheme; pack own_scheme). Records are the tests' own, not any set's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { sameScheme } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const pack = findPack('person')!;

describe('one scheme by the numbers’ shape', () => {
  it('the same letters in the same places, digits in the others, separators and case folded', () => {
    assert.equal(sameScheme('OPD-570417', 'opd 205426', false), true);
    assert.equal(sameScheme('KB/2019/0412', 'KB/2023/7788', false), true);
    assert.equal(sameScheme('MR48213', 'MR90577', false), true);
  });
  it('two systems’ numbers differ in letters or length', () => {
    assert.equal(sameScheme('UCH/343272', 'LAB-343999', false), false);
    assert.equal(sameScheme('PX-771204', 'BD-550913', false), false);
    assert.equal(sameScheme('MR48213', 'MR4821377', false), false);
  });
  it('all digits: one scheme only under one heading written alike', () => {
    assert.equal(sameScheme('318204', '992417', false), false);
    assert.equal(sameScheme('318204', '992417', true), true);
    assert.equal(sameScheme('318204', '99241', true), false);
  });
  it('the pack reads it beside unread_numbers, for the keys of a register’s own people', () => {
    assert.ok(pack.unreadNumbers!.schemeFields.includes('hospital_number'));
    assert.ok(pack.unreadNumbers!.schemeFields.includes('employee_number'));
    assert.ok(pack.unreadNumbers!.schemeRoles.has('patient'));
    assert.ok(pack.unreadNumbers!.schemeRefs.has('ref'));
  });
});

describe('two people on one organisation’s books', () => {
  const register = { 'Patient No': 'MR48213', 'Patient Name': 'Grace Atieno Odhiambo', DOB: '14/02/1969', Tel: '0733 410 227' };
  const reminder = { Sent: '2024-05-02', Recipient: 'Grace Odhiambo', Mobile: '254733410227', Message: 'Check-up due', 'Patient Ref': 'MR90577' };
  it('a patient number against a reminder’s Patient Ref of the same shape: review, not a merge', () => {
    const r = person(register, reminder);
    assert.equal(r.factors.one_register_number_conflict, 0);
    assert.equal(r.identity, 'review');
  });
  it('the same number under the two headings is the agreement', () => {
    assert.equal(person(register, { ...reminder, 'Patient Ref': 'MR 48213' }).identity, 'same_entity');
  });
  it('another system’s number (other letters) says nothing', () => {
    const r = person(register, { ...reminder, 'Patient Ref': 'LB20931' });
    assert.equal(r.factors.one_register_number_conflict, undefined);
  });
  it('a ref after no person’s role word (a booking’s, an application’s) stays unread', () => {
    const { 'Patient Ref': _, ...rest } = reminder;
    const r = person(register, { ...rest, 'Booking Ref': 'MR90577' });
    assert.equal(r.factors.one_register_number_conflict, undefined);
  });
  it('all digits under one heading naming the person, as long as each other: review', () => {
    const a = { 'Client ID': '318204', Forename: 'Ewan', Surname: 'Fraser', Mobile: '07700 900 412' };
    const b = { Sent: '03/03/2024', Recipient: 'Ewan Fraser', Number: '447700900412', 'Client ID': '992417' };
    assert.equal(person(a, b).factors.one_register_number_conflict, 0);
    // Of another length they are two systems' numbers.
    assert.equal(person(a, { ...b, 'Client ID': '99241733' }).factors.one_register_number_conflict, undefined);
  });
  it('a heading of generic words alone may number the export’s rows, and is not read by shape', () => {
    const a = { ID: 'R-100234', Name: 'Ewan Fraser', Phone: '07700 900 412' };
    const b = { ID: 'R-100871', Name: 'Ewan Fraser', Phone: '+44 7700 900412' };
    assert.equal(person(a, b).factors.one_register_number_conflict, undefined);
  });
});

describe('a staff number against another heading of one register', () => {
  it('a number under a staff key against a number of one shape under another heading', () => {
    const hr = { 'Employee Number': 'EMP-20417', 'Name, Vorname': 'Kaya, Deniz', Abteilung: 'Lager' };
    const clinic = { Fall: 'A-77', 'Mitarbeiter/in': 'Deniz Kaya', Dienstnummer: 'EMP-33108' };
    assert.equal(person(hr, clinic).factors.one_register_number_conflict, 0);
  });
  it('a short number under headings naming one register (one glued, one cut short) refutes, never agrees', () => {
    const a = { Kundennummer: '50213', Name: 'Brandt', Vorname: 'Tobias', Handy: '+49 171 2203981' };
    const b = { Empfänger: 'Tobias Brandt', Rufnummer: '491712203981', 'Kunden-Nr.': '61877' };
    assert.equal(person(a, b).factors.one_register_number_conflict, 0);
    const same = person(a, { ...b, 'Kunden-Nr.': '50213' });
    assert.equal(same.factors.one_register_number_conflict, undefined);
    assert.equal(same.factors.register_number, undefined);
  });
});

describe('the organisation’s own reference and file number', () => {
  const clinic = { 'File No': 'QK/2020/4471', 'Patient Name': 'Ama Serwaa Boateng', DOB: '02/07/1988', Phone: '0244 771 090' };
  const order = { 'Order No': 'J5521', Customer: 'Ama Boateng', 'Clinic Ref': 'QK 2020 4471', DOB: '1988-07-02', Phone: '233244771090' };
  it('a clinic’s ref quoted on an order is read as the person’s number there, and agrees with the file number', () => {
    const r = person(clinic, order);
    assert.equal(r.factors.register_number, 1);
    assert.equal(r.identity, 'same_entity');
  });
  it('a file number and a clinic ref of one shape that differ refute the merge', () => {
    const r = person(clinic, { ...order, 'Clinic Ref': 'QK/2018/0937' });
    assert.equal(r.factors.one_register_number_conflict, 0);
    assert.notEqual(r.identity, 'same_entity');
  });
  it('a file named without a number word, or a clinic named alone, stays unread', () => {
    const { 'File No': file, ...patient } = clinic;
    const { 'Clinic Ref': ref, ...rest } = order;
    const r = person({ ...patient, File: file }, { ...rest, Clinic: ref });
    assert.equal(r.factors.register_number, undefined);
  });
});
