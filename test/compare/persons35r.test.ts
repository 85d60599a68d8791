// Person pack, session 48 (persons35r): two records that each name one person only by the shape of one unread cell
// (a register's `Holder` or `Operator`, a shift log's `Crane driver` or `Attendant`) and quote one register number are
// both about that number's holder: the two names are read and compared (records.ts nameByShape). Records are the
// tests' own, not copied from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

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
