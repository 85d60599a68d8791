// Person pack, session 29: the number a register gives one person, found in both records under headings the pack
// reads under no key (pack unread_numbers → register_number). Records are the tests' own, not any set's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isInternationalWithoutPlus } from '../../src/compare/comparators/phone.js';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { agreeingUnreadNumber, readRecord, registerNumberShaped } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const pack = findPack('person')!;
const agreeing = (a: FieldMap, b: FieldMap) => agreeingUnreadNumber(pack, readRecord(pack, a), readRecord(pack, b));

describe("a register's number: the value's shape", () => {
  it('reads permit, licence, screening and membership numbers as written by their bodies', () => {
    for (const v of ['TR4471902', 'GFA 5531207', 'NFF/NPFL/40718', 'UG-03-S0412', 'RSB 40211/19', 'DVLA 77120 KT 3', 'W0X7-3318-KP21', '55871203']) {
      assert.equal(registerNumberShaped(v), true, v);
    }
  });
  it('keeps out dates, times, amounts, phones, addresses and short or year-like values', () => {
    for (const v of [
      '21-OCT-1987',
      '19870521',
      'Oct 2019',
      '2:04:51',
      '14,250.00',
      '3,400,000',
      '0722 410 551',
      '+233 24 551 0093',
      '00447700911204',
      '2547224105519',
      '14 Kanu Close 22010',
      'KCSE 2019',
      'AB123',
      'Gold',
    ]) {
      assert.equal(registerNumberShaped(v), false, v);
    }
  });
  it('a long run of digits is a phone only when it reads as one with a calling code', () => {
    assert.equal(isInternationalWithoutPlus('2348091234567'), true);
    assert.equal(isInternationalWithoutPlus('55871203'), false);
    assert.equal(isInternationalWithoutPlus('TR4471902'), false);
  });
});

describe('the same number in both records, under headings the pack does not read', () => {
  const school = { School: 'Crestview Motoring Academy', Learner: 'Grace Wanjiku Mwangi', 'Permit No': 'TR4471902', Lessons: '9' };
  const booking = { Surname: 'Mwangi', 'Given Names': 'Grace Wanjiku', 'Provisional Permit Number': 'TR-447-1902', 'Test Date': '2025-03-14' };
  it('a driving school roll and a test booking merge on the permit number beside a name that agrees', () => {
    const r = person(school, booking);
    assert.equal(r.factors.register_number, 1);
    assert.equal(r.identity, 'same_entity');
    // Without the number the name alone stays short of a merge.
    const { 'Provisional Permit Number': _n, ...bare } = booking;
    assert.notEqual(person(school, bare).identity, 'same_entity');
  });
  it("a federation's licence read as another identifier on one side agrees with the unread heading on the other", () => {
    const register = { 'Licence No': 'GFA 5531207', 'Player Surname': 'BOATENG', 'Player First Names': 'Kofi Yaw', 'Date of Birth': '1999-04-02' };
    const transfer = { Player: 'Kofi', 'Federation ID': 'GFA5531207', 'From Club': 'Tema Youth', DOB: '02/04/1999' };
    const r = person(register, transfer);
    assert.equal(r.factors.register_number, 1);
    assert.equal(r.identity, 'same_entity');
  });
  it('in other languages and with other separators (Spielerpass, numéro de licence)', () => {
    const de = agreeing({ Name: 'Jonas Keller', 'Spielerpass-Nr.': 'BFV-0091-7731' }, { Spieler: 'Jonas Keller', Lizenzkennung: 'BFV00917731' });
    assert.equal(de.a.register_number, 'BFV-0091-7731');
    assert.equal(de.b.register_number, 'BFV00917731');
    const fr = agreeing({ Nom: 'Martin', Prénom: 'Lucie', 'N° de licence': '2207 114 518' }, { Joueuse: 'Lucie Martin', 'Licence FFF': '2207114518' });
    assert.equal(fr.a.register_number, '2207 114 518');
  });
  it('two different numbers weigh nothing and never refute', () => {
    const other = person(school, { ...booking, 'Provisional Permit Number': 'TR5530117' });
    const { 'Provisional Permit Number': _n, ...bare } = booking;
    const none = person(school, bare);
    assert.equal(other.factors.register_number, undefined);
    assert.equal(other.score, none.score);
    assert.equal(other.identity, none.identity);
  });
  it('a number alone never merges two names that disagree', () => {
    const r = person(school, { Surname: 'Otieno', 'Given Names': 'Brian', 'Provisional Permit Number': 'TR4471902' });
    assert.equal(r.factors.register_number, 1);
    assert.notEqual(r.identity, 'same_entity');
  });
  it("a record's register_number key is compared as sent, never replaced", () => {
    const r = agreeing({ Learner: 'Grace Mwangi', register_number: 'TR1111111', 'Permit No': 'TR4471902' }, { Name: 'Grace Mwangi', 'Permit Ref No': 'TR4471902' });
    assert.equal(r.a.register_number, 'TR1111111');
    assert.equal(r.b.register_number, undefined);
  });
});

describe('numbers several people share stay unread (adversarial)', () => {
  it("a father and his namesake son on one vessel's, booking's, incident's or loan's number are not merged by it", () => {
    const father = { Name: 'Kwesi Arthur' };
    for (const heading of ['Vessel No', 'Booking Number', 'Incident No', 'Loan Ref', 'Household No', 'Ticket No', 'Einsatznummer', 'Policy Number']) {
      const a = { ...father, [heading]: 'VX-20417-K' };
      const b = { Name: 'Kwesi Arthur', [heading]: 'VX20417K' };
      assert.equal(agreeing(a, b).a.register_number, undefined, heading);
      assert.equal(person(a, b).factors.register_number, undefined, heading);
    }
  });
  it("a postal code, a delivery's number and another language's case or order reference are shared, not a person's", () => {
    // Session 29 review: six-digit postcodes and ZIP+4 are shaped as register numbers, and a father and the son named
    // after him at one address merged on them where the name alone went to review.
    const cases: [string, string][] = [
      ['Postcode', '302115'],
      ['Postal Code', '900108'],
      ['ZIP', '30301-2207'],
      ['PLZ', '104470'],
      ['CAP', '201218'],
      ['Waybill No', 'WB 66120473'],
      ['Tracking Number', '77310022845'],
      ['Referentie', '2023-881204'],
      ['Numer zamówienia', 'ZM-5501172'],
      ['WhatsApp', '7031554821'],
      ['Landline', '209114477'],
      ['Till No', '5581903'],
      ['Paybill', '771200'],
      ['Date', '920316'],
    ];
    for (const [heading, value] of cases) {
      const a = { Name: 'Musa Danjuma Bello', Town: 'Kaduna', [heading]: value };
      const b = { Name: 'Musa Danjuma Bello', [heading]: value };
      assert.equal(agreeing(a, b).a.register_number, undefined, heading);
      assert.notEqual(person(a, b).identity, 'same_entity', heading);
    }
    // A court's case number on both records (Aktenzeichen, Case No) is read by event_numbers since session 35
    // (eventNumbers35.test.ts): one case and one full name are one person; co-accused share a case, not a name.
    // The rule still reads a person's own number under a heading that holds none of these words.
    const r = agreeing({ Name: 'Musa Danjuma Bello', 'Permit No': 'KD-302115-7' }, { Name: 'Musa Danjuma Bello', 'Federation ID': 'KD3021157' });
    assert.equal(r.a.register_number, 'KD-302115-7');
  });
  it("a next of kin's or an emergency contact's number is another person's", () => {
    for (const heading of ['Next of Kin ID', 'Emergency Contact No', 'Recapito familiare', 'Previous Holder No', 'Guarantor Number']) {
      const a = { Name: 'Ama Owusu', [heading]: '5512098834' };
      const b = { Name: 'Ama Owusu', [heading]: '5512098834' };
      assert.equal(agreeing(a, b).a.register_number, undefined, heading);
    }
  });
  it('a shared phone without its plus, a sitting and an address are no register numbers', () => {
    const a = { Name: 'Chidi Eze', CTC: '2348031234567', Sitting: 'MAY/JUNE 2016', Abode: '41 Zik Avenue 40001' };
    const b = { Name: 'Chidi Eze', CTC: '2348031234567', Sitting: 'MAY/JUNE 2016', Abode: '41 Zik Avenue 40001' };
    assert.equal(agreeing(a, b).a.register_number, undefined);
  });
  it("a value the record already reads as its own identifier is a copy of it, not a second agreement", () => {
    const a = { Name: 'Thabo Nkosi', 'ID Number': '8801015800087', 'Permit No': '8801015800087' };
    const b = { Name: 'Thabo Nkosi', 'ID Number': '8801015800087', 'Permit Code': '8801015800087' };
    const r = person(a, b);
    assert.equal(r.factors.register_number, undefined);
    assert.equal(readRecord(pack, a).numbers, undefined);
  });
});

describe("session 30: two numbers under headings naming one register (unread_numbers.register_field)", () => {
  const card = { "Child's Name": 'Amara Osei', DOB: '12 Feb 2021', 'Immunisation Booklet No': 'IB 5520/21', Clinic: 'Kasoa Polyclinic' };
  const cousin = { "Child's Name": 'OSEI Amara', DOB: '2021-02-19', 'Immunisation Booklet No': 'IB 8813/21', Clinic: 'Kasoa Polyclinic' };
  it("namesake cousins with two of one card's numbers go to review, the numbers weighing nothing in the score", () => {
    const r = person(card, cousin);
    assert.equal(r.factors.one_register_number, 0);
    assert.equal(r.factors.one_register_number_conflict, 0);
    assert.equal(r.identity, 'review');
    const { 'Immunisation Booklet No': _n, ...bare } = cousin;
    assert.equal(person(card, bare).score, r.score);
  });
  it('headings sharing a word besides number words name one register: a payroll against a life certificate', () => {
    const payroll = { 'Staff/Pension No': '40718822', SURNAME: 'DLAMINI', INITIALS: 'S', 'BANK ACCOUNT': '6201144387' };
    const spouse = { 'Full names': 'Sipho Dlamini', 'Pension number': '5531 9920', 'Bank account': '6201144387' };
    const r = person(payroll, spouse);
    assert.equal(r.factors.one_register_number_conflict, 0);
    assert.notEqual(r.identity, 'same_entity');
    // The same number under those headings is the register_number agreement, never a refutation.
    const same = person(payroll, { ...spouse, 'Pension number': '4071 8822' });
    assert.equal(same.factors.register_number, 1);
    assert.equal(same.factors.one_register_number, undefined);
  });
  it('headings sharing only number words, generic words, role words or single letters name no register', () => {
    const a = { Name: 'Kwame Mensah Boateng', 'Member ID': 'MB 4471902', 'Rec No': '55871203' };
    for (const b of [
      { Name: 'Kwame Mensah Boateng', 'Member Code': 'KX 9930417' },
      { Name: 'Kwame Mensah Boateng', 'Record ID': '99120345' },
      { Name: 'Kwame Mensah Boateng', 'A/C No': '30221987' },
    ]) {
      const r = person(a, b);
      assert.equal(r.factors.one_register_number, undefined, JSON.stringify(b));
    }
  });
  it('an agreeing national id lifts the refutation', () => {
    const r = person({ ...card, 'Ghana Card No': 'GHA-712345678-3' }, { ...cousin, 'Ghana Card No': 'GHA-712345678-3' });
    assert.equal(r.factors.one_register_number_conflict, 0);
    assert.equal(r.identity, 'same_entity');
  });
  it('agreeingUnreadNumber reads the two numbers as register_field only where no number agrees', () => {
    const read = agreeing(card, cousin);
    assert.equal(read.a.one_register_number, 'IB 5520/21');
    assert.equal(read.b.one_register_number, 'IB 8813/21');
    const agree = agreeing(card, { ...cousin, 'Immunisation Booklet No': 'IB5520/21' });
    assert.equal(agree.a.one_register_number, undefined);
  });
});

describe('a number headed by its scheme before a key of an identifier (session 30)', () => {
  it("a scheme's or register's word before the key is no person: the number is kept aside and agrees", () => {
    // `<scheme> Reg. No.`, `<register> Badge No.`, a code and its key joined by a slash: words the pack reads as
    // no role, other party or name word, so the column was lost as another role's column before.
    const register = { 'QMX Reg. No.': 'QMX/KD/552170', Surname: 'Adeyemi', 'Other Names': 'Folake', 'Date of Birth': '1979-03-02' };
    const log = { Beneficiary: 'F. Adeyemi', 'Card No.': 'QMX KD 552170' };
    assert.equal(readRecord(pack, register).numbers?.[0], 'QMX/KD/552170');
    assert.equal(person(register, log).factors.register_number, 1);
    assert.equal(person(register, log).identity, 'same_entity');
    const clinic = { 'URN / Hospital No': 'KH-0071452', 'Patient Name': 'Grace Wanjiru' };
    const lab = { 'Patient Name': 'Grace Wanjiru', 'Hospital No': 'KH-0071452' };
    assert.equal(person(clinic, lab).factors.register_number, 1);
  });
  it("a number headed by another person's role or party stays unread, and two different numbers weigh nothing", () => {
    const a = { Name: 'Peter Otieno', 'Guarantor Reg. No.': 'QMX/KD/552170', 'Spouse Badge No.': 'BB7731Q220' };
    assert.equal(readRecord(pack, a).numbers, undefined);
    const register = { 'QMX Reg. No.': 'QMX/KD/552170', Surname: 'Adeyemi', 'Other Names': 'Folake' };
    const twin = { Beneficiary: 'F. Adeyemi', 'Card No.': 'QMX KD 552199' };
    assert.equal(person(register, twin).factors.register_number, undefined);
    assert.notEqual(person(register, twin).identity, 'same_entity');
  });
});
