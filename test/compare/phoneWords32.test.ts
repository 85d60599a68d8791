// Person pack, session 32: the person's own phone headed with the users' other languages' word for a mobile or
// a phone number (Dutch mobiel, German Handy, French portable, Spanish tfno., Polish tel. kom., GSM) is the
// phone field. Records are the tests' own, not any set's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe("a phone headed in the users' other languages", () => {
  it('is read as the phone, a number word after it as any other', () => {
    for (const key of ['Mobiel', 'Mobiel nummer', 'Telefoonnummer', 'Handy', 'Handy-Nr.', 'Mobilnummer', 'Rufnummer', 'Portable', 'Tél. portable', 'Tfno.', 'Celular', 'Tel. kom.', 'Numer telefonu', 'GSM', 'GSM No']) {
      assert.equal(read({ Naam: 'Pieter Jansen', [key]: '0612 448 190' }).projected.phone, '0612 448 190', key);
    }
  });
  it("another person's phone in those words stays unread", () => {
    const r = read({ Name: 'Jonas Weber', 'Handy Angehörige': '0170 2284 119', 'Tel. kom. opiekuna': '600 211 804' });
    assert.equal(r.projected.phone, undefined);
  });
  it('a roster that writes an initial and the GSM number meets the recruitment record', () => {
    const recruited = { Surname: 'EZE', 'First Name': 'Obiageli', 'Phone Number': '0803 441 2290', 'Role Applied': 'Poll Clerk' };
    const roster = { 'Staff name': 'O. Eze', 'GSM No': '2348034412290', 'Time In': '07:10' };
    const r = person(recruited, roster);
    assert.equal(r.factors.phone, 1);
    assert.equal(r.identity, 'same_entity');
  });
  it('a French order form’s portable meets the clinic record’s téléphone', () => {
    const clinic = { Nom: 'LEROY', Prénom: 'Camille', Téléphone: '+33 6 41 22 90 17' };
    const order = { Client: 'C. Leroy', Portable: '06 41 22 90 17' };
    assert.equal(person(clinic, order).factors.phone, 1);
  });
});
