// Person pack, session 37 (persons24r): a record's person named by the part a marriage gives them, and
// identifier headings that state the number's length. (1) A parish marriage register or a banns form heads each
// party's column by the party's role before the name's parts (`Bride's name and surname`, `Bridegroom's name and
// surname`) and names the other party under `Married to (…)`: the role before a whole-name heading names the
// record's person (packs.ts ownRoleLead), and the bridegroom and the party to a marriage in the users' languages
// are role keys (a record naming both parties of a church register, `Braut` and `Bräutigam`, cancels: nothing
// says which is the record's). (2) `NIN (11 digits)`, `ID Number (13 digits)`: a bracket stating how long the value
// is says how to fill the column, not whose it is (packs.ts statesLength). Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('a role of the record’s person before the name’s parts', () => {
  const banns: FieldMap = {
    'Date of banns': '03/05/2024',
    "Bride's name and surname": 'Adwoa Serwaa Boateng',
    Age: '29',
    'Date of birth': '14/08/1994',
    'Residence at time of marriage': 'Hse No. 12, Adum, Kumasi',
    "Father's name and surname": 'Kofi Boateng',
    'Married to (Bridegroom)': 'Yaw Darko Mensah',
    Parish: 'St Cyprian, Kumasi',
  };
  it('reads the bride’s column as the record’s name, and neither the father’s nor the other party’s', () => {
    const r = read(banns);
    assert.equal(r.projected.name, 'Adwoa Serwaa Boateng');
    assert.equal(r.projected.father_name, undefined);
    assert.ok(r.unread.ignored.includes('Married to (Bridegroom)'));
    assert.ok(r.unread.ignored.includes("Father's name and surname"));
  });
  it('positive: the civil notice of the same party merges', () => {
    const notice = { 'Notice No.': '118', 'Name and surname': 'ADWOA SERWAA BOATENG', 'Date of birth': '14 Aug 1994', Address: 'Hse No. 12, Adum, Kumasi', 'Intended spouse': 'Yaw Darko Mensah' };
    assert.equal(person(banns, notice).identity, 'same_entity');
  });
  it('negative: her sister, another birth date, is not merged', () => {
    const notice = { 'Name and surname': 'AKOSUA BOATENG', 'Date of birth': '02 Jan 1998', Address: 'Hse No. 12, Adum, Kumasi', 'Intended spouse': 'Kwame Asare' };
    assert.notEqual(person(banns, notice).identity, 'same_entity');
  });
  it('adversarial: the groom named as the other party is never the record’s person', () => {
    const groom = { 'Name and surname': 'YAW DARKO MENSAH', 'Date of birth': '14/08/1994', 'Intended spouse': 'Adwoa Serwaa Boateng' };
    assert.notEqual(person(banns, groom).identity, 'same_entity');
  });
  it('reads the bridegroom’s column, and a groom’s own column, as the record’s person', () => {
    assert.equal(read({ "Bridegroom's name and surname": 'Thabo Sipho Mokoena', 'Married to (Bride)': 'Lerato Dube' }).projected.name, 'Thabo Sipho Mokoena');
    assert.equal(read({ 'Name of Groom': 'Thabo Mokoena', 'Married to (Bride)': 'Lerato Dube' }).projected.name, 'Thabo Mokoena');
    const entry = { "Bridegroom's name and surname": 'Thabo Sipho Mokoena', 'Date of birth': '1990/02/11', 'Married to (Bride)': 'Lerato Dube' };
    const register = { Surname: 'MOKOENA', Forenames: 'THABO SIPHO', 'Date of birth': '11/02/1990', Spouse: 'LERATO DUBE' };
    assert.equal(person(entry, register).identity, 'same_entity');
  });
  it('reads the same order in other forms (an applicant, a patient), not another party’s', () => {
    assert.equal(read({ "Applicant's name and surname": 'Musa Ibrahim Bello', 'Date of birth': '1988-01-02' }).projected.name, 'Musa Ibrahim Bello');
    assert.equal(read({ 'Patient surname and first names': 'Otieno, Achieng Mary' }).projected.name, 'Otieno, Achieng Mary');
    assert.equal(read({ "Mother's name and surname": 'Halima Bello' }).projected.name, undefined);
    assert.equal(read({ 'Spouse surname and first name': 'Bello Halima' }).projected.name, undefined);
    assert.equal(read({ "Previous owner's name and surname": 'Bello Halima' }).projected.name, undefined);
  });
  it('a key of the name or its parts wins over the role’s column', () => {
    const r = read({ 'Full name': 'Musa Ibrahim Bello', "Applicant's name and surname": 'Halima Bello' });
    assert.equal(r.projected.name, 'Musa Ibrahim Bello');
  });
  it('a party to the marriage in the users’ languages is read; a register naming both parties reads neither', () => {
    assert.equal(read({ 'Contrayente (esposa)': 'María Luisa Ortega Ruiz', Con: 'Javier Molina' }).projected.name, 'María Luisa Ortega Ruiz');
    assert.equal(read({ Bruidegom: 'Pieter de Vries', 'Getrouwd met': 'Anna Bakker' }).projected.name, 'Pieter de Vries');
    assert.equal(read({ Braut: 'Schmidt, Natalia', Bräutigam: 'Böhm, Rainer' }).projected.name, undefined);
    assert.equal(read({ Narzeczona: 'Nowak Anna', Narzeczony: 'Kowalski Jan' }).projected.name, undefined);
  });
});

describe('a bracket stating the number’s length', () => {
  it('is a remark: the identifier under it is read', () => {
    assert.equal(read({ 'NIN (11 digits)': '37189527706' }).projected.national_id, '37189527706');
    assert.equal(read({ 'ID Number (13 digits)': '8001015009087' }).projected.national_id, '8001015009087');
    assert.equal(read({ 'BSN (9 cijfers)': '123456782' }).projected.national_id !== undefined || read({ 'BSN (9 cijfers)': '123456782' }).projected.ssn !== undefined, true);
  });
  it('positive: the same NIN read on both records merges a register entry naming both spouses', () => {
    const church = { "Bride's name and surname": 'Ngozi Ada Eze', 'D.O.B': '06-APR-1986', NIN: '371 895 277 06', 'Married to (Bridegroom)': 'Emeka Obi' };
    const civil = { 'Wife Full Name': 'Ngozi Eze', 'Date of Birth': '06/04/1986', 'NIN (11 digits)': '37189527706', 'Husband Full Name': 'Emeka Obi' };
    assert.equal(person(church, civil).identity, 'same_entity');
  });
  it('negative: two NINs under such headings keep two people apart', () => {
    const a = { 'Full name': 'Ngozi Eze', 'Date of Birth': '06/04/1986', 'NIN (11 digits)': '37189527706' };
    const b = { 'Full name': 'Ngozi Eze', 'Date of Birth': '06/04/1986', 'NIN (11 digits)': '52211873340' };
    assert.notEqual(person(a, b).identity, 'same_entity');
  });
  it('adversarial: a count alone still numbers a copy of the column, and another party’s number stays theirs', () => {
    assert.equal(read({ 'Proprietor (2)': 'Halima Bello' }).projected.name, undefined);
    assert.equal(read({ 'NIN (2)': '37189527706' }).projected.national_id, undefined);
    assert.equal(read({ 'Next of kin NIN (11 digits)': '37189527706' }).projected.national_id, undefined);
  });
});

describe('two donor numbers of one blood service', () => {
  // A blood service numbers its donors in one series and every session log copies the number: twins share a
  // surname, a birth date and an address, and only their numbers tell them apart (own_scheme.roles: donor).
  const register = { Donornummer: '4417093', Achternaam: 'de Wit', Voornamen: 'Maria Johanna', Geboortedatum: '12-03-1995', Adres: 'Kerkstraat 14, Zwolle' };
  it('refute a merge when they differ, the number word glued on or not', () => {
    const twin = person(register, { Locatie: 'Sanquin Zwolle', Donornr: '4470551', Donor: 'DE WIT M.', 'Geb.datum': '12-03-1995' });
    assert.notEqual(twin.identity, 'same_entity');
    assert.equal(twin.factors.one_register_number, 0);
    const gb = person(
      { 'Donor number': 'G118204773', Surname: 'Hughes', 'Forename(s)': 'Megan', 'Date of birth': '02/05/1990', Address: '4 Mill Lane, Bath' },
      { Session: 'Bath Pavilion', 'Donor no.': 'G552019384', Donor: 'Megan Hughes', DoB: '02/05/1990' },
    );
    assert.notEqual(gb.identity, 'same_entity');
    const de = person({ Spendernummer: 'DRK 5520193', Name: 'Weber', Vorname: 'Jonas', Geburtsdatum: '01.02.1989' }, { Termin: 'Kassel', 'Spender-Nr.': 'DRK 5520871', Spender: 'WEBER J.', 'Geb.': '01.02.1989' });
    assert.notEqual(de.identity, 'same_entity');
  });
  it('negative: the same number re-keyed by the session is the same donor', () => {
    const r = person(register, { Locatie: 'Sanquin Zwolle', Donornr: '4417093', Donor: 'DE WIT M.', 'Geb.datum': '12-03-1995' });
    assert.equal(r.identity, 'same_entity');
  });
  it('adversarial: a donor number against another organisation’s member number says nothing', () => {
    const r = person({ 'Donor No': '4417093', 'Full name': 'Megan Hughes', 'Date of birth': '02/05/1990' }, { 'Member No': '4470551', 'Full name': 'Megan Hughes', 'Date of birth': '02/05/1990', Phone: '07700 900123' });
    assert.equal(r.identity, 'same_entity');
  });
});
