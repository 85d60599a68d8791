// Person pack, session 49 (persons36r): two licence numbers of one series that differ hold two holders apart even
// when one record reads its number under a key (`Licence number`, read as the driving licence) and the other under
// another key (`Badge no.`) or under none, written with spaces (`SIA DS 40417`); and a record's own `Register No`
// (a sign-in sheet's row) no longer stops the reading. Records are the tests' own, not any set's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
/** Whether the pair was read as two numbers of one series that differ (unread_numbers.register_field). */
const apart = (a: FieldMap, b: FieldMap) => (person(a, b).factors as Record<string, number>).one_register_number === 0;

describe('two licence numbers of one series, under two headings', () => {
  // A licensing body's register and a venue's sign-in sheet; the register's `Licence number` is read as a driving
  // licence, the sheet's `Staff badge / licence` under no key.
  const register = { 'Licence number': 'SLA-DS-52817', 'Licence holder': 'MWANGI PETER', Employer: 'Lakeside Guarding Ltd', 'Date of birth': '02/03/1961' };
  const sheet = { 'Sheet no': '77/24', Venue: 'Harbour Bar', 'Staff name': 'Peter Mwangi', 'Staff badge / licence': 'SLA-DS-30946', 'Company email': 'desk@lakesideguarding.com' };
  it('a father and the son named after him, each with his own licence, are not merged', () => {
    assert.notEqual(person(register, sheet).identity, 'same_entity');
    assert.ok(apart(register, sheet));
  });
  it('the same number on both still merges', () => {
    assert.equal(person(register, { ...sheet, 'Staff badge / licence': 'SLA-DS-52817' }).identity, 'same_entity');
  });
  it('a number written with spaces is of the same series', () => {
    assert.notEqual(person(register, { ...sheet, 'Staff badge / licence': 'SLA DS 30946' }).identity, 'same_entity');
    assert.ok(apart(register, { ...sheet, 'Staff badge / licence': 'SLA DS 30946' }));
    assert.equal(person(register, { ...sheet, 'Staff badge / licence': 'SLA DS 52817' }).identity, 'same_entity');
  });
  it('under two keys of the pack (`Licence number` against `Badge no.`) the two numbers are still one series', () => {
    const roster = { 'Badge no.': 'SLA-DS-30946', Name: 'PETER MWANGI', 'Security company': 'Lakeside Guarding Ltd', Phone: '0722 410 336' };
    assert.notEqual(person(register, roster).identity, 'same_entity');
    assert.ok(apart(register, roster));
    assert.ok(!apart(register, { ...roster, 'Badge no.': 'SLA-DS-52817' }));
  });
  it('a sheet’s own `Register No` (its row) does not stop the reading', () => {
    const log = { 'REGISTER NO': '118/24', PREMISES: 'Harbour Bar', OFFICER: 'Peter Mwangi', 'LICENCE NO': 'SLA-DS-30946' };
    const roll = { 'PSO REG NO': 'SLA-DS-52817', 'FULL NAMES': 'MWANGI, Peter', COMPANY: 'Lakeside Guarding Ltd' };
    assert.notEqual(person(log, roll).identity, 'same_entity');
    assert.ok(apart(log, roll));
    assert.ok(!apart(log, { ...roll, 'PSO REG NO': 'SLA-DS-30946' }));
  });
  it('two numbers of two registers (other letters) say nothing, though both headings say licence', () => {
    // A firearm licence beside the driving licence: another series, the same person.
    assert.ok(!apart(register, { ...sheet, 'Staff badge / licence': 'FAL/2291/77' }));
    const { 'Staff badge / licence': _badge, ...rest } = sheet;
    assert.ok(!apart(register, { ...rest, 'Firearm licence no': 'FAL-2291-77' }));
  });
  it('a driving licence on both records is the driving licence comparator’s, as before', () => {
    const r = person(register, { ...register, 'Licence number': 'SLA-DS-30946' });
    assert.equal((r.factors as Record<string, number>).one_register_number, undefined);
  });
});
