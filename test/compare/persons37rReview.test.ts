// Review of session 50 (persons37r): look-alikes of the round's readings that name another person or a thing.
// Records are the tests' own, not any set's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });

describe('review of persons37r: a register word heading a thing’s short number', () => {
  // Each number is three or four digits after capitals (records.ts registerPrefixedShort), read by the round's
  // register_words without a number word: the stall, the dog, the bar are the family's, quoted alike by namesakes.
  const cases: [string, string][] = [
    ['Stall permit', 'KCC/ST/4418'],
    ['Dog licence', 'DL 4418'],
    ['Liquor licence', 'LL/2291'],
  ];
  for (const [heading, value] of cases) {
    it(`\`${heading}\` a father and the son named after him both quote is no person’s number`, () => {
      const father = { 'Permit holder': 'Thabo Nkosi', [heading]: value };
      const son = { Name: 'Thabo Nkosi', [heading]: value };
      assert.notEqual(person(father, son).identity, 'same_entity');
    });
  }
  it('a person’s own short number under a register word still reads (`Guide licence`)', () => {
    const tour = { Tour: 'T-4410', Guest: 'Anna Berg', Guide: 'Kofi Mensah', 'Guide licence': 'GTA/TG/4418', 'Guide mobile': '0244 118 562' };
    const register = { 'Licence No.': 'GTA/TG/4418', Name: 'MENSAH Kofi', DOB: '02/03/1980' };
    assert.equal(person(register, tour).identity, 'same_entity');
  });
});

describe('review of persons37r: a second name cell whose heading starts with the subject’s role', () => {
  it('the patient’s own columns (`Patient phone`) never clear a re-read of the patient’s escort', () => {
    const visit = { 'Visit no': 'OP-55120', Patient: 'Grace Mwangi', 'Patient DOB': '04/06/2015', 'Patient phone': '0722 418 903', 'Patient escort': 'John Mwangi' };
    const son = { 'Member no.': 'SACCO-8812', Name: 'John Mwangi', Phone: '0722 418 903', Town: 'Nyeri' };
    assert.notEqual(person(visit, son).identity, 'same_entity');
    assert.notEqual(person(son, visit).identity, 'same_entity');
  });
});

describe('review of persons37r: an act closed by an agent word naming another party', () => {
  const child = { 'Pupil': 'Amani Otieno', 'Pupil DOB': '12/03/2016', 'Collected by': 'Peter Otieno', 'Home phone': '020 441 8820' };
  it('a relative collecting a child is not merged with a namesake sharing the home line', () => {
    const namesake = { 'Member no.': 'KPA-99120', Name: 'Peter Otieno', Phone: '020 441 8820' };
    assert.notEqual(person(child, namesake).identity, 'same_entity');
  });
});
