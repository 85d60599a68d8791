// Person pack, session 35 (persons22r): numbers an occasion gives the people taking part in it — a court's case
// number, a race's bib — quoted on two records: the same number is one occasion (an agreement beside the name),
// two numbers are two occasions (review, never a merge on the name alone). records.ts eventNumberPair; pack
// event_numbers. Records are the tests' own, not any set's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const pack = findPack('person')!;

// A magistrate's order and the community-service log kept for it; the log names nobody else's case.
const order = {
  'Case No.': 'KM/2291/23',
  Court: 'Magistrate Court, Riverside',
  'Name of Accused': 'Tendai Moyo Chirwa',
  'Date of Birth': '11/05/1990',
  Sentence: 'Community service, 120 hours',
  Phone: '0771 220 418',
};
const log = { Date: '04/09/2023', Offender: 'Tendai Chirwa', 'Case Number': 'KM 2291 23', Site: 'Riverside clinic', Hours: '6', 'Supervisor': 'Peter Banda' };

describe('a court’s case numbers', () => {
  it('the pack indexes each heading word with its kind', () => {
    assert.equal(pack.eventWords?.get('case'), 'court');
    assert.equal(pack.eventWords?.get('aktenzeichen'), 'court');
    assert.equal(pack.eventWords?.get('bib'), 'race');
  });
  it('the same case number, separators folded, is an agreement beside the name', () => {
    const r = person(order, log);
    assert.equal(r.factors.register_number, 1);
    assert.equal(r.identity, 'same_entity');
  });
  it('another case number on the log: two cases, review', () => {
    const r = person(order, { ...log, 'Case Number': 'KM/3107/24' });
    assert.equal(r.factors.one_register_number_conflict, 0);
    assert.equal(r.identity, 'review');
  });
  it('headings of the users’ languages, written short', () => {
    const urteil = { Aktenzeichen: '41 Ls 318/22', Name: 'Brandt', Vorname: 'Jens Peter', Geburtsdatum: '03.03.1985' };
    const stunden = { Datum: '12.01.2023', Name: 'Jens Brandt', 'Az.': '41 Ls 907/22', Stunden: '5' };
    assert.equal(person(urteil, stunden).factors.one_register_number_conflict, 0);
    assert.equal(person(urteil, { ...stunden, 'Az.': '41LS31822' }).factors.register_number, 1);
  });
  it('co-accused share a case but not a name: the name still refutes', () => {
    const r = person(order, { ...log, Offender: 'Farai Chirwa', 'Case Number': 'KM/2291/23' });
    assert.notEqual(r.identity, 'same_entity');
  });
  it('a heading naming something else than the case’s number is not read', () => {
    const { 'Case Number': _, ...rest } = log;
    assert.equal(person(order, { ...rest, 'Case/Ref No': 'KM/3107/24' }).factors.one_register_number_conflict, undefined);
    assert.equal(person(order, { ...rest, 'Mother Case No': 'KM/3107/24' }).factors.one_register_number_conflict, undefined);
    assert.equal(person(order, { ...rest, 'Case Type': 'Theft 2023' }).factors.one_register_number_conflict, undefined);
  });
  it('a case number against a race bib: two kinds, nothing compared', () => {
    const { 'Case Number': _, ...rest } = log;
    assert.equal(person(order, { ...rest, Bib: '4471' }).factors.one_register_number_conflict, undefined);
  });
});

describe('a race’s bibs', () => {
  const entry = { 'First Name': 'Mthunzi', 'Last Name': 'Zwane', 'Date of Birth': '1958-07-19', Club: 'Harbour Striders', 'Bib No': '5120' };
  const result = { Pos: '811', Bib: '7733', Name: 'ZWANE MTHUNZI', Cat: 'M60', 'Chip Time': '1:58:20' };
  it('two bibs: two entrants of one club (a father and a son), review', () => {
    const r = person(entry, result);
    assert.equal(r.factors.one_register_number_conflict, 0);
    assert.equal(r.identity, 'review');
  });
  it('one bib of four digits is too short to agree by: it only refutes', () => {
    const r = person(entry, { ...result, Bib: '5120' });
    assert.equal(r.factors.one_register_number_conflict, undefined);
    assert.equal(r.factors.register_number, undefined);
  });
});
