// Person pack, session 29: how EU registers head the record's person. A role in the register's own language
// (a share register's Aktionär / Actionnaire / Akcjonariusz, a laboratory's Paciente / Pacjent, a driving
// school's Leerling), the whole name and its parts in the users' other languages (Naam, Geslachtsnaam, Primer
// and Segundo apellido, Nom de naissance), and one header naming both parts (`Name, Vorname`, `Nazwisko i
// imię`, `Apellidos y nombre`: packs.ts wholeOfPartWords). Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);
const words = (v: unknown) => String(v).toLowerCase().split(/\s+/).sort().join(' ');

describe('an EU role word names the record person', () => {
  it('a shareholder, a patient, a learner, a victim and a pensioner in their own languages', () => {
    assert.equal(read({ Aktionär: 'HANS PETER VOGEL', Stückzahl: '120' }).projected.name, 'HANS PETER VOGEL');
    assert.equal(read({ Actionnaire: 'MARIE LEGRAND' }).projected.name, 'MARIE LEGRAND');
    assert.equal(read({ Aandeelhouder: 'Pieter de Wit' }).projected.name, 'Pieter de Wit');
    assert.equal(read({ Accionista: 'SANZ LOPEZ ELENA' }).projected.name, 'SANZ LOPEZ ELENA');
    assert.equal(read({ Akcjonariusz: 'MAREK NOWICKI' }).projected.name, 'MAREK NOWICKI');
    assert.equal(read({ Shareholder: 'Kwame Mensah' }).projected.name, 'Kwame Mensah');
    assert.equal(read({ Pacjent: 'KOWALSKA Ewa', Wiek: '51' }).projected.name, 'KOWALSKA Ewa');
    assert.equal(read({ Paciente: 'Iker Etxeberria' }).projected.name, 'Iker Etxeberria');
    assert.equal(read({ Leerling: 'Daan Visser' }).projected.name, 'Daan Visser');
    assert.equal(read({ Schüler: 'Jonas Richter' }).projected.name, 'Jonas Richter');
    assert.equal(read({ 'Nom victime': 'PERRIN Lucie' }).projected.name, 'PERRIN Lucie');
    assert.equal(read({ Rentnerin: 'Ursula Kern' }).projected.name, 'Ursula Kern');
  });
  it("a laboratory's requesting centre is an organisation, and never cancels the patient", () => {
    const lab = read({ 'Nº laboratorio': '2210/23', Paciente: 'SANZ LOPEZ Elena', 'Centro solicitante': 'Hospital del Mar' });
    assert.equal(lab.projected.name, 'SANZ LOPEZ Elena');
    assert.ok(lab.unread.ignored.includes('Centro solicitante'));
    // Without the patient column, the centre is still nobody's name.
    assert.equal(read({ 'Centro solicitante': 'Hospital del Mar' }).projected.name, undefined);
    assert.equal(read({ 'Requesting Centre': 'Korle Bu' }).projected.name, undefined);
  });
  it("another party's role, a previous holder and two roles stay unread", () => {
    assert.equal(read({ 'Vorheriger Aktionär': 'Hans Vogel' }).projected.name, undefined);
    assert.equal(read({ 'Joint Shareholder': 'Ama Mensah' }).projected.name, undefined);
    // An Italian export's user name is a login, not a patient.
    assert.equal(read({ 'Nome utente': 'mrossi82' }).projected.name, undefined);
    // A transfer form names the shareholder and the investor who buys: nothing says which is the record's.
    assert.equal(read({ Actionnaire: 'Marie Legrand', Investisseur: 'Paul Roux' }).projected.name, undefined);
  });
  it('a name key wins over the role', () => {
    assert.equal(read({ Naam: 'Pieter de Wit', Aandeelhouder: 'P. de Wit' }).projected.name, 'Pieter de Wit');
  });
  it('a share register row and a broker account of one holder merge on the name and the address', () => {
    const register = { Aktionär: 'HANS PETER VOGEL', Depotnummer: '771 2030455', Adresse: 'SCHILLERSTRASSE 12, KASSEL' };
    const broker = { Nachname: 'Vogel', 'Vorname(n)': 'Hans Peter', Geburtsdatum: '03.05.1962', Wohnanschrift: 'Schillerstraße 12, Kassel' };
    assert.equal(person(register, broker).identity, 'same_entity');
  });
});

describe('EU name columns', () => {
  it('the Dutch Naam is the whole name, Geslachtsnaam the family name', () => {
    assert.equal(read({ Naam: 'Sanne Bos', Leeftijd: '40' }).projected.name, 'Sanne Bos');
    assert.equal(words(read({ Geslachtsnaam: 'Bos', Voornamen: 'Sanne Johanna' }).projected.name), 'bos johanna sanne');
  });
  it('two Spanish surnames in their own columns are both read', () => {
    const r = read({ 'Primer apellido': 'Sanz', 'Segundo apellido': 'López', Nombre: 'Elena' });
    assert.equal(words(r.projected.name), 'elena lópez sanz');
    const a = { 'Primer apellido': 'Sanz', 'Segundo apellido': 'López', Nombre: 'Elena', 'Fecha de nacimiento': '12/03/1980' };
    assert.equal(person(a, { Paciente: 'SANZ LÓPEZ Elena', 'Fecha nac.': '12-03-1980' }).identity, 'same_entity');
    // Another woman of the same surnames is not taken for her.
    assert.notEqual(person(a, { Paciente: 'SANZ LÓPEZ Carmen', 'Fecha nac.': '02-11-1955' }).identity, 'same_entity');
  });
  it('the surnames in capitals before the given name are name order, not a conflict', () => {
    const register = { Apellidos: 'Sanz López', Nombre: 'Elena', Teléfono: '+34 612 345 678' };
    const lab = { Paciente: 'SANZ LÓPEZ Elena', 'Centro solicitante': 'Unidad de Tuberculosis', 'Tel.': '612345678' };
    assert.equal(person(register, lab).identity, 'same_entity');
  });
  it('the birth surname beside the given names is read with them', () => {
    const roll = { 'Nom de naissance': 'PERRIN', Prénoms: 'Lucie Anne', 'Date de naissance': '04/02/1971' };
    assert.ok(words(read(roll).projected.name).includes('perrin'));
    assert.equal(person(roll, { Redevable: 'Mme PERRIN Lucie', 'Date de naissance': '04/02/1971' }).identity, 'same_entity');
    // Beside the surname in use, the birth surname is the other form, after née.
    const used = read({ Nom: 'Martin', 'Nom de naissance': 'Perrin', Prénoms: 'Lucie' }).projected.name;
    assert.ok(String(used).includes('Martin') && String(used).includes('Perrin'));
  });
});

describe('one header naming both parts of the name', () => {
  it('Name, Vorname; Nazwisko i imię; Imię i nazwisko; Apellidos y nombre; Surname, Other Names', () => {
    assert.equal(read({ 'Name, Vorname': 'Kern, Ursula' }).projected.name, 'Kern, Ursula');
    assert.equal(read({ 'Nazwisko i imię': 'Nowicki Marek' }).projected.name, 'Nowicki Marek');
    assert.equal(read({ 'Imię i nazwisko': 'Marek Nowicki' }).projected.name, 'Marek Nowicki');
    assert.equal(read({ 'Apellidos y nombre': 'Sanz López, Elena' }).projected.name, 'Sanz López, Elena');
    assert.equal(read({ 'Surname, Other Names': 'MENSAH Kwame Ofori' }).projected.name, 'MENSAH Kwame Ofori');
    assert.equal(read({ 'Nome e cognome': 'Giulia Conti' }).projected.name, 'Giulia Conti');
  });
  it('a payroll row and a life certificate of one pensioner merge', () => {
    const payroll = { Rentenzeichen: '12 150362 K 004', 'Name, Vorname': 'Kern, Ursula', Geburtsdatum: '1962-03-15' };
    const certificate = { Name: 'Kern', Vorname: 'Ursula', Geburtsdatum: '15.03.1962' };
    assert.equal(person(payroll, certificate).identity, 'same_entity');
  });
  it('the parts under their own keys win over the combined header', () => {
    const r = read({ 'Name, Vorname': 'Kern, U.', Nachname: 'Kern', Vorname: 'Ursula' });
    assert.equal(words(r.projected.name), 'kern ursula');
  });
  it('a header naming one part, the same part twice, or another word is not the whole name', () => {
    assert.equal(read({ 'Middle Name Surname': 'Anne Perrin' }).projected.name, undefined);
    assert.equal(read({ 'Vorname und Vorname': 'Ursula Anna' }).projected.name, undefined);
    assert.equal(read({ 'Nazwisko i imię matki': 'Nowicka Anna' }).projected.name, undefined);
    assert.equal(read({ 'Surname and Mother': 'Nowicka Anna' }).projected.name, undefined);
  });
});
