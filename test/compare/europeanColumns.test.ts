// Session 26: a register kept in an EU member state's language heads its columns in that language (Italian,
// Portuguese, Spanish, Polish, Dutch): the person's name parts, birth date and place, passport, phone, address
// and sex are read as the English headers are. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = findPack('person')!;

describe('register columns in Italian, Portuguese, Spanish, Polish and Dutch', () => {
  it('name parts are read in the order of the pack (given names, then surname)', () => {
    const cases: [Record<string, string>, string][] = [
      [{ Cognome: 'Ferri', Nome: 'Giulia Anna' }, 'Giulia Anna Ferri'],
      [{ Apelidos: 'Costa Lopes', 'Nomes próprios': 'Ana Rita' }, 'Ana Rita Costa Lopes'],
      [{ Apellidos: 'Ruiz Navarro', Nombre: 'Lucía' }, 'Lucía Ruiz Navarro'],
      [{ Nazwisko: 'Wróbel', Imię: 'Tomasz' }, 'Tomasz Wróbel'],
      [{ Achternaam: 'Visser', Voornamen: 'Sanne Johanna' }, 'Sanne Johanna Visser'],
    ];
    for (const [record, name] of cases) assert.equal(readRecord(person, record).projected.name, name, JSON.stringify(record));
  });
  it('birth date, birth place, passport, phone, address and sex', () => {
    const r = readRecord(person, {
      Cognome: 'Ferri',
      Nome: 'Giulia',
      'Data di nascita': '14.03.1987',
      'Luogo di nascita': 'Bari',
      'N. passaporto': 'YA1234567',
      Telefono: '+39 320 111 2233',
      Indirizzo: 'Via Roma 12, Bari',
      Sesso: 'F',
    });
    assert.deepEqual(r.unread.ignored, []);
    assert.equal(r.projected.dob, '14.03.1987');
    assert.equal(r.projected.birth_place, 'Bari');
    assert.equal(r.projected.passport, 'YA1234567');
    assert.equal(r.projected.phone, '+39 320 111 2233');
    assert.equal(r.projected.address, 'Via Roma 12, Bari');
    assert.equal(r.projected.gender, 'F');
    for (const key of ['Data de nascimento', 'Data urodzenia', 'Fecha de nacimiento', 'Geboortedatum']) {
      assert.equal(readRecord(person, { name: 'Ana Costa', [key]: '1990-01-02' }).projected.dob, '1990-01-02', key);
    }
    assert.equal(readRecord(person, { name: 'Ana Costa', 'N.º passaporte': 'CB998877' }).projected.passport, 'CB998877');
  });
  it('a full name key beats the parts; an English key of a field beats nothing it should not (negative)', () => {
    const r = readRecord(person, { 'Full Name': 'Giulia Ferri', Cognome: 'Ferri', Nome: 'Giulia' });
    assert.equal(r.projected.name, 'Giulia Ferri');
    assert.ok(r.unread.ignored.includes('Cognome'));
  });
  it('a consular register in Italian meets the English passport renewal; a sibling abroad does not (adversarial)', () => {
    const registration = { Cognome: 'Ferri', Nome: 'Giulia Anna', 'Data di nascita': '14.03.1987', 'N. passaporto': 'YA1234567', Telefono: '+44 7700 900123' };
    const renewal = { Surname: 'Ferri', 'First Name': 'Giulia', 'Middle Name': 'Anna', 'Date of Birth': '14 March 1987', 'Passport Number': 'YA1234567' };
    assert.equal(compare({ a: registration, b: renewal, entity: 'person' }).identity, 'same_entity');
    const sister = { Cognome: 'Ferri', Nome: 'Marta', 'Data di nascita': '02.11.1991', 'N. passaporto': 'YA7654321', Telefono: '+44 7700 900123' };
    assert.notEqual(compare({ a: sister, b: renewal, entity: 'person' }).identity, 'same_entity');
  });
});
