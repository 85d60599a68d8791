// Person pack, session 40 (persons27r). (1) A court order names its person as the respondent and a pawn ticket as the
// pledgor: role words, with their usual forms in German, French, Spanish, Dutch and Polish (`paying_parent` a role
// key). (2) A national identity number headed `RSA Identity Number`, `Ausweisnummer` or `PA-Nummer` is the national
// id; under the generic `Identification number` only a value that is a valid South African identity number is (mend:
// the bare heading is a staff, member or account number as often). (3) A role heading glossed in brackets by another role of the same person
// (`Respondent (paying parent)`, `Name of Buyer (New Owner)`) is read without the bracket. (4) A heading offering two
// names of one column (`Works / payroll no.`, `MRN / Hospital No`, `Maiden / previous surname`) is that column.
// Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('a court order’s respondent and a pledge’s pledgor', () => {
  it('reads the person under the role and the role’s own columns', () => {
    const order = read({ 'Suit No.': 'FHC/19/2022', Respondent: 'Tunde Okafor', 'Respondent NIN': '50311977241', 'Date of order': '04/04/2022' });
    assert.equal(order.projected.name, 'Tunde Okafor');
    assert.equal(order.projected.national_id, '50311977241');
    assert.equal(read({ Pledgor: 'Wanjiru Kamau', 'Ticket No': 'T-4412', Item: 'Gold ring' }).projected.name, 'Wanjiru Kamau');
    assert.equal(read({ Antragsgegner: 'Schulz, Dieter', Aktenzeichen: '3 F 118/21' }).projected.name, 'Schulz, Dieter');
    assert.equal(read({ Verweerder: 'de Graaf, Pieter', Zaaknummer: 'C/13/7731' }).projected.name, 'de Graaf, Pieter');
    assert.equal(read({ 'Paying parent': 'Leo Fenwick', 'CMS ref': 'CM7710' }).projected.name, 'Leo Fenwick');
  });
  it('merges an attachment order with the payroll row of its respondent', () => {
    const r = person(
      { 'Suit No.': 'FHC/19/2022', Respondent: 'Tunde Okafor', 'Respondent DOB': '11/02/1980', 'Respondent NIN': '50311977241' },
      { 'Staff No': 'S-2231', 'Employee Name': 'OKAFOR, Tunde', DOB: '11-02-1980', NIN: '50311977241' },
    );
    assert.equal(r.identity, 'same_entity');
  });
  it('keeps two respondents of one name with two national numbers apart', () => {
    const r = person(
      { Respondent: 'Tunde Okafor', 'Respondent NIN': '50311977241' },
      { 'Employee Name': 'OKAFOR, Tunde', NIN: '72290813365' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
  it('leaves an order naming both parties by role to nobody', () => {
    assert.equal(read({ Respondent: 'Kojo Mensah', Guarantor: 'Ama Mensah' }).projected.name, undefined);
  });
});

describe('national identity numbers under headings the key list lacked', () => {
  it('reads them as the national id', () => {
    assert.equal(read({ Name: 'Lerato Dube', 'RSA Identity Number': '8806150123088' }).projected.national_id, '8806150123088');
    assert.equal(read({ Name: 'Jonas Weber', Ausweisnummer: 'L01X00T47' }).projected.national_id, 'L01X00T47');
    assert.equal(read({ Name: 'Jonas Weber', 'PA-Nummer': 'L01X00T47' }).projected.national_id, 'L01X00T47');
  });
  it('reads a generic Identification number as the national id only when it is a valid South African id', () => {
    assert.equal(read({ Name: 'Lerato Dube', 'Identification number': '8806150123083' }).projected.national_id, '8806150123083');
    // one digit off: the Luhn check digit fails
    assert.equal(read({ Name: 'Lerato Dube', 'Identification number': '8806150123084' }).projected.national_id, undefined);
    assert.equal(read({ Name: 'Ama Mensah', 'Identification number': 'EMP-0042' }).projected.national_id, undefined);
  });
  it('does not split a staff number under Identification number from a national id', () => {
    const r = person({ Name: 'Ama Mensah', 'Identification number': 'EMP-0042' }, { Name: 'Ama Mensah', 'National ID': 'GHA-712345678-9' });
    assert.notEqual(r.identity, 'different');
    const s = person({ Name: 'Kofi Boateng', 'Identification number': '4471203' }, { Name: 'Kofi Boateng', 'National ID': 'GHA-004512378-1' });
    assert.notEqual(s.identity, 'different');
  });
  it('keeps two namesakes apart when the generic heading holds a valid South African id', () => {
    const r = person(
      { Pledgor: 'Lerato Dube', 'ID no.': '8806155123088', Address: '12 Kerk St, Polokwane' },
      { 'Full names of seller / pledgor': 'Lerato Dube', 'Identification number': '8806150123083', 'Residential address': '40 Voortrekker Rd, Bellville' },
    );
    assert.equal(r.identity, 'different');
  });
  it('keeps two pledgors of one name and two identity numbers apart', () => {
    const r = person(
      { Pledgor: 'Jonas Weber', 'PA-Nummer': 'L01X00T47', Pfandgegenstand: 'Uhr' },
      { 'Name, Vorname': 'Weber, Jonas', Ausweisnummer: 'T22000129' },
    );
    assert.equal(r.identity, 'different');
  });
});

describe('a role heading glossed by another role of the same person', () => {
  it('reads the heading without the bracket, and the role’s columns with it', () => {
    const r = read({ 'Respondent (paying parent)': 'Okafor, Tunde', 'Respondent NIN': '50311977241', Employer: 'Delta Foods Ltd' });
    assert.equal(r.projected.name, 'Okafor, Tunde');
    assert.equal(r.projected.national_id, '50311977241');
    assert.equal(read({ 'Name of Buyer (New Owner)': 'Zainab Lawal', 'Buyer Phone': '08031112222' }).projected.name, 'Zainab Lawal');
  });
  it('keeps a bracket naming another party', () => {
    assert.equal(read({ 'Respondent (mother)': 'Ngozi Okafor', 'Claim No': 'C-11' }).projected.name, undefined);
    assert.equal(read({ 'Respondent (guardian)': 'Ngozi Okafor', 'Claim No': 'C-11' }).projected.name, undefined);
  });
  it('merges an order and the payroll row that carry one national number', () => {
    const r = person(
      { 'Respondent (paying parent)': 'Okafor, Tunde', 'Respondent NIN': '50311977241' },
      { 'Staff No': 'S-2231', 'Employee Name': 'TUNDE OKAFOR', NIN: '50311977241' },
    );
    assert.equal(r.identity, 'same_entity');
  });
});

describe('a heading offering two names of one column', () => {
  it('reads the column when every alternative names the same field', () => {
    assert.equal(read({ Name: 'Ruth Achieng', 'Works / payroll no.': 'W-5521' }).projected.employee_number, 'W-5521');
    assert.equal(read({ Name: 'Ruth Achieng', 'MRN / Hospital No': 'H-90017' }).projected.hospital_number, 'H-90017');
    assert.equal(read({ Name: 'Ruth Otieno', 'Maiden / previous surname': 'Achieng' }).projected.name, 'Ruth Otieno née Achieng');
  });
  it('leaves alternatives of two fields unread', () => {
    assert.equal(read({ Name: 'Ruth Achieng', 'ID/Passport No.': '22881190' }).projected.national_id, undefined);
    assert.equal(read({ Name: 'Ruth Achieng', 'ID/Passport No.': '22881190' }).projected.passport, undefined);
    assert.equal(read({ Name: 'Ruth Achieng', 'Account / member no.': '22881190' }).projected.member_number, undefined);
  });
  it('merges an order and the payroll row that carry one works number', () => {
    const r = person(
      { 'Paying parent': 'B. Otieno', 'Works / payroll no.': 'W-5521', Employer: 'Lakeside Mills' },
      { 'Payroll No.': 'W-5521', 'Employee Name': 'OTIENO BRIAN' },
    );
    assert.equal(r.identity, 'same_entity');
  });
});
