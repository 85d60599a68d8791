// Person pack, review of session 48 (persons35r): nameByShape reads the one name-shaped cell of two records that name
// nobody under a key only when the number they share is a person's. A number headed by a thing many people work on
// (unread_numbers.thing_words: a boiler's, a plant's, a machine's registration) or by another party
// (header_words.other_party: a firm's, a site's, a yard's licence) is everyone's there: a father and the son named
// after him on one boiler, or the one supervisor who signs every worker's sheet, quote it alike. Records are the
// tests' own, not copied from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });

describe('two records naming one person by shape beside a thing’s or a firm’s number', () => {
  it('keeps a father and the son named after him on one boiler apart (a boiler’s registration)', () => {
    const father: FieldMap = { 'Boiler reg. no.': 'BR/22314/09', Operator: 'Joseph Mwangi Kariuki', Shift: 'Night' };
    const son: FieldMap = { 'Boiler reg. no.': 'BR/22314/09', Attendant: 'Joseph Mwangi Kariuki', Shift: 'Day', Date: '03/02/2024' };
    assert.notEqual(person(father, son).identity, 'same_entity');
    assert.notEqual(person(son, father).identity, 'same_entity');
  });
  it('keeps two workers’ sheets signed by one supervisor apart (a machine’s number)', () => {
    const a: FieldMap = { 'Machine No': 'KBR-220931', Supervisor: 'Grace Wanjiru Njoroge', Shift: 'Night' };
    const b: FieldMap = { 'Machine No': 'KBR-220931', Supervisor: 'Grace Wanjiru Njoroge', Shift: 'Day' };
    assert.notEqual(person(a, b).identity, 'same_entity');
  });
  it('keeps namesakes under one firm’s licence apart', () => {
    const a: FieldMap = { 'Firm licence no.': 'EL/55120/2016', Electrician: 'Mohamed Ali Hassan' };
    const b: FieldMap = { 'Firm licence no.': 'EL/55120/2016', Installer: 'Mohamed Ali Hassan', Job: 'Rewire' };
    assert.notEqual(person(a, b).identity, 'same_entity');
  });
  it('still merges one rigger whose own certificate both records quote', () => {
    const register: FieldMap = { 'Cert. no.': 'CR/4471/09', Rigger: 'P. Otieno', Class: 'Mobile crane', Town: 'Nakuru' };
    const log: FieldMap = { 'Lift plan': 'LP-221', Slinger: 'Peter Otieno', 'COC NO': 'CR/4471/09', Load: '4.2 t' };
    assert.equal(person(register, log).identity, 'same_entity');
  });
  it('leaves one farrier’s register and a shoeing record naming only the rider to review, not different', () => {
    // The register number agrees; the one name the shoeing record writes is the rider's, not the farrier's. Two names
    // read by shape alone that disagree say that one of them is someone else on the paper, not that the number's
    // holder is two people: the pair stays in review on the number, as before session 48.
    const register: FieldMap = { 'Farrier reg. no.': 'FRC/20931/11', Farrier: 'Thomas Edward Barker', County: 'Kent' };
    const shoeing: FieldMap = { 'Reg no': 'FRC/20931/11', Rider: 'Sarah Louise Whitfield', Horse: 'Bramble' };
    assert.equal(person(register, shoeing).identity, 'review');
    assert.equal(person(shoeing, register).identity, 'review');
  });
});
