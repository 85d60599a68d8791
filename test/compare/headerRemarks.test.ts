// Person pack, session 27: a name column's header that carries a bracketed remark on how to fill it
// (`Full Name (as on passport)`, `Surname (block letters)`, `Given Name(s)`) or a role of the record's person
// before a part of the name (`Holder Surname`, `PATIENT_FORENAMES`) is read as the column its name says
// (packs.ts withoutRemarks, roleColumnHit; records.ts readRoleParts). Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack, withoutRemarks } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('a bracketed remark after a header is dropped before reading', () => {
  it('a KYC form’s name as on the ID, in block letters, a plural in brackets', () => {
    assert.equal(read({ 'Full Name (as on passport)': 'Chidinma Eze', Nationality: 'NG' }).projected.name, 'Chidinma Eze');
    assert.equal(read({ 'Legal Given Name (as on ID card)': 'Wanjiru', 'Legal Surname (as on ID card)': 'Kariuki' }).projected.name, 'Wanjiru Kariuki');
    assert.equal(read({ 'Surname (BLOCK CAPITALS)': 'DLAMINI', 'Forename(s)': 'Sipho Bongani' }).projected.name, 'Sipho Bongani DLAMINI');
    assert.equal(read({ 'Nachname [Druckbuchstaben]': 'KELLER', 'Vorname(n)': 'Anja' }).projected.name, 'Anja KELLER');
    assert.equal(read({ 'Mobile (main)': '0722 418 903', Name: 'Otieno Odhiambo' }).projected.phone, '0722 418 903');
    assert.equal(read({ 'Phone (home)': '030 2455 118', Name: 'Efua Asante' }).projected.phone, '030 2455 118');
  });
  it('a header read as written keeps its reading (a bracket naming the role of the record’s person)', () => {
    assert.equal(read({ 'Date of Birth (liable party)': '1969-04-12', 'Liable Party': 'Graham Pike' }).projected.dob, '1969-04-12');
    assert.equal(read({ 'Candidate (parsed)': 'Abena Owusu' }).projected.name, 'Abena Owusu');
  });
  it('a bracket naming another person, a copy number or a field keeps the header unread', () => {
    const kin = read({ Name: 'Tendai Moyo', 'Phone (next of kin)': '082 551 0093', 'Date of Birth (mother)': '1950-02-02' });
    assert.deepEqual(kin.projected, { name: 'Tendai Moyo' });
    assert.ok(kin.unread.ignored.includes('Phone (next of kin)'));
    assert.equal(read({ 'Proprietor (2)': 'Willem Pretorius' }).projected.name, undefined);
    assert.equal(read({ Name: 'Claire Martin', 'Personne à contacter (tél.)': '06 12 44 90 31' }).projected.phone, undefined);
    assert.equal(read({ 'Address (previous)': '9 Kofo Abayomi Street, Lagos', Name: 'Bola Ade' }).projected.address, undefined);
    assert.equal(read({ 'Signature (witness)': 'Ekow Mensah' }).projected.name, undefined);
  });
  it('adversarial: empty, unbalanced and remark-only brackets', () => {
    const p = findPack('person')!;
    assert.equal(withoutRemarks(p, 'surname_(as_on_passport'), 'surname_(as_on_passport');
    assert.equal(withoutRemarks(p, '()'), '');
    assert.equal(withoutRemarks(p, 'surname_()'), 'surname');
    assert.equal(withoutRemarks(p, 'phone_(next_of_kin)'), 'phone_(next_of_kin)');
    assert.deepEqual(read({ '(optional)': 'x', '[ ]': 'y', '((': 'z' }).projected, {});
  });
});

describe("a role word before a part of the name reads that part of the role's person", () => {
  it("a discharge book's Holder Surname and Holder Forenames, a hospital system's PATIENT_ parts, with their own columns", () => {
    assert.deepEqual(read({ 'Book No': 'X12', 'Holder Surname': 'Quaye', 'Holder Forenames': 'Nii Odartey', 'Holder DOB': '1984-07-30' }).projected, {
      name: 'Nii Odartey Quaye',
      dob: '1984-07-30',
    });
    assert.equal(read({ PATIENT_SURNAME: 'NJOROGE', PATIENT_FORENAMES: 'PETER KAMAU' }).projected.name, 'PETER KAMAU NJOROGE');
    assert.equal(read({ 'Card Holder First Name': 'Zanele', 'Card Holder Last Name': 'Khumalo' }).projected.name, 'Zanele Khumalo');
  });
  it("another party's parts stay unread: a mother, a spouse, a previous keeper", () => {
    assert.deepEqual(read({ 'Mother Surname': 'Banda', 'Spouse First Name': 'Chisomo' }).projected, {});
    assert.deepEqual(read({ 'Previous Keeper Surname': 'Hughes', 'Previous Keeper Forenames': 'Gareth' }).projected, {});
  });
  it("the name's own keys win, and two roles' parts cancel", () => {
    const own = read({ Surname: 'Adjei', 'First Name': 'Yaa', 'Holder Surname': 'Boakye', 'Holder Forenames': 'Kwame' });
    assert.equal(own.projected.name, 'Yaa Adjei');
    assert.ok(own.unread.ignored.includes('Holder Surname'));
    assert.equal(read({ 'Policyholder Name': 'Ruth Wambui', 'Nominee Surname': 'Wambui', 'Nominee First Name': 'Faith' }).projected.name, 'Ruth Wambui');
    assert.equal(read({ 'Holder Surname': 'Boakye', 'Driver Surname': 'Asare' }).projected.name, undefined);
    // A part under its own key and another under a role: the role's part is not joined to the other's.
    assert.equal(read({ Surname: 'Boakye', 'Holder Forenames': 'Kwame' }).projected.name, 'Boakye');
  });
  it("a next of kin's record about the patient it is related to keeps the patient's parts as the patient's", () => {
    const r = read({ 'NOK Name': 'Mary Doe', 'Relationship to Patient': 'Wife', 'Patient Surname': 'Doe', 'Patient First Name': 'John' });
    assert.equal(r.projected.name, 'John Doe');
  });
  it('a discharge book and a crew list of one seafarer match; a brother on the same ship does not', () => {
    const book = { 'Book No': 'GMA 551902', 'Holder Surname': 'Tetteh', 'Holder Forenames': 'Emmanuel Nii', 'Date of Birth': '12/03/1990' };
    const crew = { Vessel: 'MV Volta Star', 'Family name': 'TETTEH', 'Given names': 'EMMANUEL NII', 'Date of birth': '1990-03-12', 'Seaman book': 'GMA551902' };
    assert.equal(person(book, crew).identity, 'same_entity');
    const brother = { ...crew, 'Given names': 'SAMUEL', 'Date of birth': '1993-08-01', 'Seaman book': 'GMA551977' };
    assert.notEqual(person(book, brother).identity, 'same_entity');
  });
});

describe('a plural ending on a number column, and the date of birth headed with its place or as born on', () => {
  it('a phone column headed as plural stays unread; a name column headed so is read', () => {
    const r = read({ Name: 'Akua Sarpong', 'Phone number(s)': '024 771 9032 / 020 118 4471', 'Other Name(s)': 'Akua Serwaa' });
    assert.equal(r.projected.phone, undefined);
    assert.ok(r.unread.ignored.includes('Phone number(s)'));
    assert.equal(read({ Surname: 'Sarpong', 'First Name(s)': 'Akua Serwaa' }).projected.name, 'Akua Serwaa Sarpong');
  });
  it('a crew list’s Date and place of birth, a French Né(e) le, a Spanish F. nacimiento, an Italian Nato/a il', () => {
    assert.equal(read({ 'Date and place of birth': '04.11.1983 MOMBASA' }).projected.dob, '04.11.1983 MOMBASA');
    assert.equal(read({ 'Date/Place of Birth': '1983-11-04, Mombasa' }).projected.dob, '1983-11-04, Mombasa');
    assert.equal(read({ 'Né(e) le': '07/05/2001' }).projected.dob, '07/05/2001');
    assert.equal(read({ 'F. nacimiento': '07/05/2001' }).projected.dob, '07/05/2001');
    assert.equal(read({ 'Nato/a il': '07/05/2001' }).projected.dob, '07/05/2001');
    // A cell holding only the place is no date: unparsed, never a disagreement.
    assert.ok(read({ 'Date and place of birth': 'MOMBASA' }).unread.unparsed.includes('Date and place of birth'));
  });
  it('namesake brothers on one vessel: the names now read no longer merge on the name alone', () => {
    const crew = { Vessel: 'MV Kivu', 'Family name': 'OKORO', 'Given names': 'OBINNA TOCHUKWU', 'Date and place of birth': '02.06.1985 ENUGU' };
    const book = { 'Book No': 'NIMASA 730018', 'Holder Surname': 'Okoro', 'Holder Forenames': 'Tochukwu', 'Date of Birth': '17/10/1989', 'Place of Birth': 'Enugu' };
    assert.notEqual(person(crew, book).identity, 'same_entity');
    assert.equal(person(crew, { ...book, 'Holder Forenames': 'Obinna Tochukwu', 'Date of Birth': '02/06/1985' }).identity, 'same_entity');
  });
});

describe('a feminine ending written after a slash, an asterisk or a colon (session 30)', () => {
  it('a gender-inclusive role header is read as the role it spells', () => {
    assert.equal(read({ 'Antragsteller/in': 'Jonas Albrecht', 'geb.': '1991-02-17' }).projected.name, 'Jonas Albrecht');
    assert.equal(read({ 'Schüler*in': 'Mia Vogt' }).projected.name, 'Mia Vogt');
    assert.equal(read({ 'Mieter/in': 'H. Lindner' }).projected.name, 'H. Lindner');
    assert.equal(read({ 'Asegurado/a': 'Lucía Ortega' }).projected.name, 'Lucía Ortega');
    assert.equal(read({ 'Étudiant/e': 'Inès Morel' }).projected.name, 'Inès Morel');
    // The role's own columns are read as the role's person's, the ending dropped as in `Antragsteller Telefon`.
    assert.equal(read({ 'Antragsteller/in': 'Jonas Albrecht', 'Antragsteller/in Telefon': '0151 2284 9731' }).projected.phone, '0151 2284 9731');
  });
  it('a slash joining two words, a short abbreviation or an ending no role takes keeps its reading', () => {
    const p = findPack('person')!;
    assert.equal(withoutRemarks(p, 's/n'), 's/n');
    assert.equal(withoutRemarks(p, 'c/o'), 'c/o');
    assert.equal(withoutRemarks(p, 'village/location'), 'village/location');
    assert.equal(withoutRemarks(p, 'mother/guardian'), 'mother/guardian');
    assert.equal(withoutRemarks(p, 'mieter/in'), 'mieter');
    // A word no role list holds stays unread with or without its ending: a tenancy's guarantor is not its tenant.
    const r = read({ 'Bürge/in': 'Tim Kraus', Name: 'Eva Kraus' });
    assert.equal(r.projected.name, 'Eva Kraus');
    assert.ok(r.unread.ignored.includes('Bürge/in'));
  });
  it('a tenancy register and an applicant form match; a sister on the same household phone does not', () => {
    const register = { Name: 'Brandt', Vorname: 'Katrin', Geburtsdatum: '1988-04-09', Telefon: '+49 171 550 2281' };
    const form = { 'Antragsteller/in': 'Brandt, Katrin', 'geb.': '09.04.1988', 'Tel.': '01715502281' };
    assert.equal(person(register, form).identity, 'same_entity');
    const sister = { 'Antragsteller/in': 'Brandt, Nadine', 'geb.': '21.11.1991', 'Tel.': '01715502281' };
    assert.notEqual(person(register, sister).identity, 'same_entity');
  });
});
