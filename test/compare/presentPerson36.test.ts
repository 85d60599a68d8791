// Person pack, session 36 (persons23r): columns of inspection, visit and certificate records the pack left
// unread or misread. An inspection names the person it found at the place by that presence (`Person in
// charge`, `Angetroffene Person`: header_words.present_person), not by a name key; a business's own name under
// a name heading (`Name of Premises`) is no person's (other_party); an identifier heading that
// says the document was seen or checked (`ID No. seen`, `Ghana Card seen`) is that identifier (qualifiers); the
// EU Digital COVID Certificate's name fields (`nam.fn`, `nam.gn`, and the transliterated `fnt`, `gnt`) are the
// name's parts; the French `N° sécu` is the social security number. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack, isLoneRoleHeader } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('the person an inspection found at the place', () => {
  it('is the record’s name in English and in the users’ other languages', () => {
    assert.equal(read({ 'Visit date': '02/03/2025', 'Person in charge': 'Grace Wanjiru Kamau' }).projected.name, 'Grace Wanjiru Kamau');
    assert.equal(read({ 'Person found in charge': 'G. Kamau' }).projected.name, 'G. Kamau');
    assert.equal(read({ 'Person in control': 'Sipho Ndlovu' }).projected.name, 'Sipho Ndlovu');
    assert.equal(read({ 'Supervisor on duty': 'Tom Hughes' }).projected.name, 'Tom Hughes');
    assert.equal(read({ 'Manager present': 'Ama Owusu' }).projected.name, 'Ama Owusu');
    assert.equal(read({ 'Anwesende Person': 'Lena Vogt' }).projected.name, 'Lena Vogt');
    assert.equal(read({ 'Personne responsable': 'Julie Marchand' }).projected.name, 'Julie Marchand');
    assert.equal(read({ 'Persona encargada': 'Lucía Ortega' }).projected.name, 'Lucía Ortega');
    assert.equal(read({ 'Verantwoordelijke persoon': 'Sanne de Graaf' }).projected.name, 'Sanne de Graaf');
    assert.equal(read({ 'Osoba odpowiedzialna': 'Anna Nowak' }).projected.name, 'Anna Nowak');
    assert.equal(read({ 'Name of the person in charge': 'Peter Otieno' }).projected.name, 'Peter Otieno');
  });
  it('needs a presence word: a contact person or a person to notify is someone else', () => {
    assert.equal(read({ 'Contact Person': 'Peter Otieno' }).projected.name, undefined);
    assert.equal(read({ 'Personne à prévenir': 'Julie Marchand' }).projected.name, undefined);
    assert.equal(read({ 'Osoba do kontaktu': 'Anna Nowak' }).projected.name, undefined);
    assert.equal(read({ Person: 'Anna Nowak' }).projected.name, undefined);
    assert.equal(read({ 'Previous person in charge': 'Anna Nowak' }).projected.name, undefined);
  });
  it('has its own columns read with it, never as its name', () => {
    const r = read({ 'Person in charge': 'Grace Kamau', 'Phone of person present': '0712 334 556', 'Person in charge DOB': '1984-02-11' });
    assert.equal(r.projected.name, 'Grace Kamau');
    assert.equal(r.projected.phone, '0712 334 556');
    assert.equal(r.projected.dob, '1984-02-11');
  });
  it("keeps the inspector's column out, and loses to the record's own name key", () => {
    assert.equal(isLoneRoleHeader(findPack('person')!, 'officer'), true);
    const visit = read({ Premises: 'Blue Door Bar, 4 Market St', 'Person in charge': 'Grace Kamau', Officer: 'Insp. J. Mwangi' });
    assert.equal(visit.projected.name, 'Grace Kamau');
    assert.equal(read({ Name: 'Grace Kamau', 'Person in charge': 'Daniel Kamau' }).projected.name, 'Grace Kamau');
  });
  it('joins a licence register to an inspection of the licensee found in charge', () => {
    const licence = { 'Licence No': 'TLB/2021/00417', 'Name of Licensee': 'Grace Wanjiru Kamau', 'Name of Premises': 'Blue Door Bar', 'ID Number': '23456781' };
    const visit = { 'Date of visit': '04/06/2025', Premises: 'Blue Door Bar, 4 Market St', 'Person in charge': 'Grace Wanjiru Kamau', 'ID No. seen': '23456781', Inspector: 'Insp. J. Mwangi' };
    assert.equal(person(licence, visit).identity, 'same_entity');
  });
});

describe("a business's own name under a name heading", () => {
  it('is no person’s name, so the licensee beside it is read', () => {
    assert.equal(read({ 'Name of Premises': 'Blue Door Bar' }).projected.name, undefined);
    assert.equal(read({ 'Name of Licensee': 'Kofi Mensah', 'Name of Premises': 'Blue Door Bar' }).projected.name, 'Kofi Mensah');
  });
  it('names the licence holder under the French and Polish words for the operator', () => {
    assert.equal(read({ Exploitant: 'MARCHAND Julie', Enseigne: 'Le Bon Coin' }).projected.name, 'MARCHAND Julie');
    assert.equal(read({ 'Nom du exploitant': 'MARCHAND Julie' }).projected.name, 'MARCHAND Julie');
    assert.equal(read({ Przedsiębiorca: 'Nowak, Anna' }).projected.name, 'Nowak, Anna');
  });
});

describe('an identifier heading that says the document was seen or checked', () => {
  it('is that identifier', () => {
    assert.equal(read({ Name: 'Kofi Mensah', 'Ghana Card seen': 'GHA-712345678-3' }).projected.national_id, 'GHA-712345678-3');
    assert.equal(read({ Name: 'Peter Otieno', 'ID No. seen': '23456781' }).projected.national_id, '23456781');
    assert.equal(read({ Name: 'Peter Otieno', 'ID produced (No.)': '23456781' }).projected.national_id, '23456781');
  });
  it('still leaves a heading with nothing else unread', () => {
    assert.equal(read({ Name: 'Peter Otieno', 'Checked by': 'Insp. J. Mwangi' }).projected.name, 'Peter Otieno');
    assert.deepEqual(read({ Name: 'Peter Otieno', 'Checked by': 'Insp. J. Mwangi' }).unread.ignored, ['Checked by']);
  });
});

describe("the EU Digital COVID Certificate's name fields", () => {
  it('are the family and given parts, the transliterated ones losing to the written ones', () => {
    const r = read({ 'nam.fn': 'Nowak-Kowalska', 'nam.fnt': 'NOWAK<KOWALSKA', 'nam.gn': 'Zofia', 'nam.gnt': 'ZOFIA', dob: '1979-03-14' });
    assert.equal(r.projected.name, 'Zofia Nowak-Kowalska');
    assert.deepEqual(r.unread.ignored, ['nam.fnt', 'nam.gnt']);
    assert.equal(read({ fnt: 'MUELLER', gn: 'Jörg', dob: '1960-01-02' }).projected.name, 'Jörg MUELLER');
  });
  it('join a certificate to a vaccination register on the name and the birth date', () => {
    const certificate = { 'nam.fn': 'Fernández Ruiz', 'nam.fnt': 'FERNANDEZ<RUIZ', 'nam.gn': 'Marta', 'nam.gnt': 'MARTA', dob: '1975-11-30' };
    const register = { Apellidos: 'Fernández Ruiz', Nombre: 'Marta', 'Fecha de nacimiento': '30/11/1975' };
    assert.equal(person(certificate, register).identity, 'same_entity');
  });
});

describe('the French colloquial heading of the social security number', () => {
  it('is the social security number', () => {
    assert.equal(read({ Nom: 'Marchand', 'N° sécu': '2 84 05 75 112 034 61' }).projected.ssn, '2 84 05 75 112 034 61');
    assert.equal(read({ Nom: 'Marchand', 'Numéro de sécu': '284057511203461' }).projected.ssn, '284057511203461');
  });
});
