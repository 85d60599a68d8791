// Person pack, session 48 (persons35r): two records that each name one person only by the shape of one unread cell
// (a register's `Holder` or `Operator`, a shift log's `Crane driver` or `Attendant`) and quote one register number are
// both about that number's holder: the two names are read and compared (records.ts nameByShape). Records are the
// tests' own, not copied from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });

describe('a register and a shift log that name their one person by shape and quote one certificate number', () => {
  const register: FieldMap = { 'Cert. no.': 'CR/4471/09', Rigger: 'P. Otieno', Class: 'Mobile crane', Town: 'Nakuru', Since: '2011' };
  const log: FieldMap = {
    'Lift plan': 'LP-221',
    Site: 'Eastgate Mall extension',
    Slinger: 'Peter Otieno',
    'COC NO': 'CR/4471/09',
    Load: '4.2 t',
    Date: '14/06/2025',
  };
  it('reads both names and merges the pair through the number and the agreeing names', () => {
    assert.equal(person(register, log).identity, 'same_entity');
    assert.equal(person(log, register).identity, 'same_entity');
  });
  it('keeps a colleague named on the log under the same number apart', () => {
    const colleague: FieldMap = { ...log, Slinger: 'Grace Wanjiru' };
    assert.notEqual(person(register, colleague).identity, 'same_entity');
  });
  it('reads no name where the numbers differ', () => {
    const other: FieldMap = { ...log, 'COC NO': 'CR/4480/11' };
    assert.notEqual(person(register, other).identity, 'same_entity');
  });
  it('never reads a cell headed by another party (an employer) as the number holder', () => {
    const { Rigger: _, ...employer } = register;
    const withEmployer: FieldMap = { ...employer, 'Employer contact': 'Peter Otieno' };
    assert.notEqual(person(withEmployer, log).identity, 'same_entity');
  });
});

describe('a workplace’s mailbox or line is nobody’s own (header_words.other_party: factory, Betrieb, warehouse)', () => {
  const read = (r: FieldMap) => readRecord(findPack('person')!, r as Parameters<typeof readRecord>[1]).projected;
  it('leaves a factory’s, a Betrieb’s and a warehouse’s e-mail and phone unread', () => {
    assert.equal(read({ Name: 'Mercy Achieng Odhiambo', 'Factory e-mail': 'office@lakeviewsugar.example' }).email, undefined);
    assert.equal(read({ Name: 'Jonas Becker', 'E-Mail Betrieb': 'info@muehle-becker.example' }).email, undefined);
    assert.equal(read({ Name: 'Jonas Becker', 'Warehouse email': 'dispatch@northhub.example' }).email, undefined);
    assert.equal(read({ Name: 'Jonas Becker', 'Factory phone': '0161 555 0199' }).phone, undefined);
  });
  it('still reads a German securities account (`Depot-Nr.`): depot is no workplace word', () => {
    assert.deepEqual(readRecord(findPack('person')!, { Name: 'Jonas Becker', 'Depot-Nr.': '5512 0099 31' }).numbers, ['5512 0099 31']);
  });
  it('still reads the person’s own e-mail and phone beside them', () => {
    const r = read({ Name: 'Jonas Becker', 'Factory e-mail': 'info@muehle-becker.example', 'E-Mail': 'jonas.becker@mail.example', 'Phone': '0161 555 0142' });
    assert.equal(r.email, 'jonas.becker@mail.example');
    assert.equal(r.phone, '0161 555 0142');
  });
  it('no longer counts a factory mailbox against the operator’s own', () => {
    const register: FieldMap = { 'Certificate No.': 'BA/5512/08', Name: 'Mercy Achieng Odhiambo', 'D.O.B.': '04/03/1981', 'E-mail': 'mercy.odhiambo81@mail.example' };
    const log: FieldMap = { Factory: 'Lakeview Sugar Works', Name: 'ODHIAMBO, Mercy Achieng', 'Certificate No.': 'BA/5512/08', 'Factory e-mail': 'office@lakeviewsugar.example' };
    const r = person(register, log);
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.factors.email, undefined);
  });
});
