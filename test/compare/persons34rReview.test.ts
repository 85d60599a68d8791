// Review of session 47 (persons34r): inputs the round's rules got wrong, the tests' own records, not from any set.
// (1) records.ts droppedNamesNoPerson read every dropped value the name lexicon does not read as a name as a firm: a
// client who is a person with name words the lexicon does not know, and a family firm carrying the practitioner's
// own surname, let the record's phone or address clear the practitioner's re-read (a father and the son named after
// him). (2) registerPrefixedShort read any short number after capital letters under a number heading as a person's
// register number: a quarry's licence, a lift's or a plant's number, which everyone working on it quotes, merged
// namesakes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' }).identity;
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('a dropped client the lexicon cannot read is not therefore a firm', () => {
  it('a client written as a person with unknown name words keeps the narrower test (the home phone may be the client’s)', () => {
    const father: FieldMap = { 'Full name': 'Mulalo Ramabulana', Phone: '082 555 1234' };
    const sheet: FieldMap = { Client: 'Tshilidzi Ramabulana', Technician: 'Mulalo Ramabulana', Phone: '082 555 1234' };
    assert.notEqual(person(father, sheet), 'same_entity');
    assert.notEqual(person(sheet, father), 'same_entity');
  });
  it('a family firm carrying the practitioner’s surname does not clear the re-read by its site address', () => {
    const father: FieldMap = { 'Full name': 'Peter Kamau', 'Date of birth': '12/03/1961', Address: 'Plot 12, Thika Road, Ruiru' };
    const log: FieldMap = { Client: 'Kamau & Sons', Welder: 'Peter Kamau', Address: 'Plot 12, Thika Road, Ruiru' };
    assert.notEqual(person(father, log), 'same_entity');
    assert.notEqual(person(log, father), 'same_entity');
  });
  it('a firm client still lets the welder’s certificate number clear the re-read', () => {
    const register: FieldMap = { 'Certificate No.': 'WQ-77-10452', 'Welder name': 'KAMAU, Peter Mwangi' };
    const log: FieldMap = { Client: 'Northgate Refinery', Welder: 'PETER MWANGI KAMAU', 'CERT NO': 'WQ-77-10452' };
    assert.equal(person(register, log), 'same_entity');
  });
});

describe('a short number after capital letters under a thing’s heading is the thing’s, not a person’s register number', () => {
  for (const [heading, value] of [
    ['Quarry licence no.', 'MIN/QL/0412'],
    ['Lift reg. no.', 'DOSH/LFT/0412'],
    ['Plant no.', 'KRB/EXC/0412'],
  ] as const) {
    it(`namesakes quoting one ${heading} stay apart`, () => {
      assert.notEqual(person({ Name: 'KAMAU P', [heading]: value }, { Name: 'Paul Kamau', [heading]: value }), 'same_entity');
      assert.equal(read({ Name: 'Paul Kamau', [heading]: value }).numbers, undefined);
    });
  }
  it('a lift inspector’s own number still reads', () => {
    assert.deepEqual(read({ Name: 'Agnes Kariuki', 'Lift inspector no.': 'OSH/LE/7351' }).numbers, ['OSH/LE/7351']);
  });
});
