// Person pack, session 24: records that name their one person only by the role the record gives them
// (header_words.role_keys: a nomination row's Nominee, a market register's Trader, a receipt's Received from,
// a rates bill's Rate Payer, a haulier's Driver Name, an accident report's Injured Person), that role's own
// columns (`Nominee DOB`, `Guarantor Phone`), a related role's key kept out (`Applicant` beside `Relationship
// to Applicant`), and a renewed licence quoting its previous number. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('role keys name the record person when nothing else does', () => {
  it("a nomination row's Nominee, Nominee DOB and Nominee Phone are the claimant's own", () => {
    const row = { 'Policy No': 'FL/7730412', Nominee: 'Folasade Okonkwo', Relationship: 'Sister', 'Nominee DOB': '1977-08-03', 'Nominee Phone': '0803 214 7790' };
    assert.deepEqual(read(row).projected, { name: 'Folasade Okonkwo', dob: '1977-08-03', phone: '0803 214 7790' });
    const claim = { 'Claimant Name': 'OKONKWO, Folasade Ngozi', 'Relationship to Deceased': 'Sibling', 'Date of Birth': '3 Aug 1977', Phone: '+234 803 214 7790' };
    const r = person(row, claim);
    assert.equal(r.factors.dob, 1);
    assert.equal(r.identity, 'same_entity');
    // Counter-case: the grandmother nominee and the granddaughter named after her, decades apart.
    const { 'Nominee Phone': _phone, ...rowNoPhone } = row;
    const grand = person({ ...rowNoPhone, 'Nominee DOB': '1941-02-11' }, { ...claim, 'Date of Birth': '19 May 1999', Phone: '0812 555 0192' });
    assert.notEqual(grand.identity, 'same_entity');
  });
  it("a policy record's Policyholder wins over its Nominee, whose DOB stays unread", () => {
    const policy = read({ Policyholder: 'Grace Wambui Kariuki', Nominee: 'Peter Kariuki', 'Nominee DOB': '2004-06-01', Premium: '1500' });
    assert.equal(policy.projected.name, 'Grace Wambui Kariuki');
    assert.equal(policy.projected.dob, undefined);
    assert.deepEqual(policy.unread.ignored, ['Nominee', 'Nominee DOB', 'Premium']);
    // An employer's row in parts keeps its person; the Driver column beside it is not the name.
    const hr = read({ 'First Name': 'Tomasz', 'Last Name': 'Nowicki', Driver: 'Adam Nowicki', 'Driver DOB': '1990-01-01' });
    assert.equal(hr.projected.name, 'Tomasz Nowicki');
    assert.equal(hr.projected.dob, undefined);
  });
  it('a trader in the stall register is the payer on the levy receipt; two roles in one record cancel', () => {
    const stall = { Trader: 'Adwoa Serwaa Boateng (Maame Adwoa)', Stall: 'Row D, Table 9', Phone: '024 661 3308' };
    const receipt = { 'Received from': 'Adwoa Boateng', 'Shop No': 'D/9', Tel: '+233246613308', Amount: '40' };
    const r = person(stall, receipt);
    assert.equal(r.factors.phone, 1);
    assert.equal(r.identity, 'same_entity');
    // Another trader's receipt on the same phone (a shared handset) does not merge by the phone alone.
    assert.notEqual(person(stall, { ...receipt, 'Received from': 'Kofi Mensah' }).identity, 'same_entity');
    // Trader beside Received from: nothing says which is the record's person.
    assert.equal(read({ Trader: 'Adwoa Boateng', 'Received from': 'Kofi Mensah', Amount: '40' }).projected.name, undefined);
  });
  it("a haulier's Driver Name and a private-hire register's Licence Holder are read as the name", () => {
    const driver = { 'Driver Name': 'Jakub Zielinski', 'Passport No': 'EK4410932', DOB: '1983-10-17', Haulier: 'Vistula Freight Sp. z o.o.' };
    const border = { SURNAME: 'ZIELIŃSKI', 'OTHER NAMES': 'JAKUB', 'Passport Number': 'EK 4410932', DOB: '17.10.1983', 'BORDER POST': 'Folkestone' };
    const r = person(driver, border);
    assert.equal(r.factors.name, 1);
    assert.equal(r.identity, 'same_entity');
    assert.equal(read({ 'Licence Holder': 'Imran Qureshi', 'Badge Number': 'PH 30117' }).projected.name, 'Imran Qureshi');
    assert.equal(read({ 'Injured Person': 'Nokuthula Dube', Age: '41' }).projected.name, 'Nokuthula Dube');
    assert.equal(read({ 'Rate Payer': 'Wekesa Barasa', 'Plot No': 'Bungoma/Township/412' }).projected.name, 'Wekesa Barasa');
    assert.equal(read({ 'Name of Holder': 'Halima Sadiq', 'C of O No': 'KD/1102/2009' }).projected.name, 'Halima Sadiq');
  });
});

describe("a role's own columns and a related role's key", () => {
  it("a guarantor section's Guarantor Phone and Address are the guarantor's; the Applicant it names is not", () => {
    const section = {
      'Guarantor Name': 'Mr Chidi Eze',
      'Guarantor Address': '14 Awolowo Road, Ikoyi, Lagos',
      'Guarantor Phone': '0805 771 2044',
      'Relationship to Applicant': 'Uncle',
      Applicant: 'Ngozi Amadi',
    };
    const seen = read(section);
    assert.equal(seen.projected.name, 'Mr Chidi Eze');
    assert.equal(seen.projected.phone, '0805 771 2044');
    assert.equal(seen.projected.address, '14 Awolowo Road, Ikoyi, Lagos');
    assert.deepEqual(seen.unread.ignored, ['Relationship to Applicant', 'Applicant']);
    const kyc = { 'Full Name': 'Chidiebere Eze', 'Date of Birth': '1969-05-30', 'Phone Number': '+2348057712044', 'Residential Address': '14 Awolowo Rd, Ikoyi, Lagos' };
    assert.equal(person(section, kyc).identity, 'same_entity');
    // The applicant's own KYC is never the guarantor section's person.
    assert.notEqual(person(section, { 'Full Name': 'Ngozi Amadi', 'Date of Birth': '1995-02-14', 'Phone Number': '0809 000 1212' }).identity, 'same_entity');
  });
  it('with no other name the related role stays the record person (a next of kin is related to the patient)', () => {
    const admission = read({ 'Patient Name': 'Esi Quaye', 'Next of Kin': 'Kojo Quaye', 'Relationship to Patient': 'Husband', 'Patient DOB': '1988-03-09' });
    assert.equal(admission.projected.name, 'Esi Quaye');
    assert.equal(admission.projected.dob, '1988-03-09');
  });
  it("a remittance's Sender Phone stays unread: a party named by the phrase rule is not a role of the record", () => {
    const r = read({ 'Sender Name': 'Olumide Bakare', 'Sender Phone': '+447700900555', 'Sender Address': '3 Mill Lane, Leeds' });
    assert.equal(r.projected.name, 'Olumide Bakare');
    assert.equal(r.projected.phone, undefined);
    assert.equal(r.projected.address, undefined);
  });
});

describe("a renewed driving licence quoting the number it replaced", () => {
  const old = { 'Licence No': 'KJA/552190/2006', Name: 'ADEYEMI, Tunde', 'Date of Birth': '14 Sep 1971', Address: '22 ALLEN AVENUE, IKEJA' };
  const renewal = { Surname: 'Adeyemi', 'First Names': 'Tunde', 'Date of Birth': '1971-09-14', 'Licence Number': 'LAG55219T71', Address: '9 Ogui Road, Enugu', 'Previous Licence No': 'KJA5521902006' };
  it('the old card and its renewal agree on the licence', () => {
    const r = person(old, renewal);
    assert.equal(r.factors.drivers_licence, 1);
    assert.equal(r.identity, 'same_entity');
    assert.equal(person(renewal, old).identity, 'same_entity');
  });
  it('a previous number that is not the other card still vetoes, one keystroke off included', () => {
    assert.equal(person(old, { ...renewal, 'Previous Licence No': 'KJA/552191/2006' }).identity, 'different');
    const { 'Previous Licence No': _previous, ...unlinked } = renewal;
    assert.equal(person(old, unlinked).identity, 'different');
    // A son's learner record beside his father's renewal: the father's previous number is not the son's.
    const son = { Name: 'ADEYEMI TUNDE JUNIOR', 'Date of Birth': '02.02.2001', 'Licence No': 'LAG90233T01', Address: '9 OGUI ROAD, ENUGU' };
    assert.notEqual(person(renewal, son).identity, 'same_entity');
  });
});

describe("a register's Name column beside its given names holds the family name", () => {
  it('Name, Vorname is read as Vorname then Name', () => {
    assert.equal(read({ Nr: '412', Name: 'Hoffmann', Vorname: 'Lena Marie', 'geb.': '04.07.1991' }).projected.name, 'Lena Marie Hoffmann');
    const roll = { Name: 'de Groot', Vorname: 'Pieter', 'geb.': '1979-03-30', Anschrift: 'Lindenstraße 8, 50674 Köln' };
    const slip = { Familienname: 'de Groot', Vornamen: 'Pieter Jan', Geburtsdatum: '30.03.1979', Anschrift: 'Lindenstr. 8, 50674 Köln' };
    assert.equal(person(roll, slip).identity, 'same_entity');
  });
  it('a Name column that already holds the given name stays the whole name; a surname part keeps the old reading', () => {
    assert.equal(read({ Name: 'Lena Hoffmann', 'First Name': 'Lena' }).projected.name, 'Lena Hoffmann');
    assert.equal(read({ Name: 'Lena Hoffmann', Vorname: 'Lena', Nachname: 'Hoffmann' }).projected.name, 'Lena Hoffmann');
    // Adversarial: a sister under the same Name column is told apart by her given name.
    const sister = person({ Name: 'Hoffmann', Vorname: 'Sabine', 'geb.': '1988-11-02' }, { Name: 'Hoffmann', Vorname: 'Lena Marie', 'geb.': '04.07.1991' });
    assert.notEqual(sister.identity, 'same_entity');
  });
});

describe('an age stated at the date of an accident', () => {
  it("the accident report's age is read through the Date of Accident against the claim's birth date", () => {
    const report = { 'Injured Person': 'M. Tshabalala', Age: '44', 'Date of Accident': '2021-09-14', Site: 'Shaft 3' };
    const claim = { Claimant: 'Mandla Tshabalala', 'Date of Birth': '1977-03-02', 'Date of Accident': '14 Sep 2021' };
    assert.equal(person(report, claim).factors.age, 1);
    // A man born 25 years later is refuted by the age.
    const young = person(report, { ...claim, 'Date of Birth': '2002-01-20' });
    assert.ok((young.factors.age ?? 1) < 0.1);
    assert.notEqual(young.identity, 'same_entity');
    // The accident date without an age is not read.
    assert.ok(read({ Claimant: 'Mandla Tshabalala', 'Date of Accident': '2021-09-14' }).unread.ignored.includes('Date of Accident'));
  });
});
