// Values in each other's columns (fieldsEngine swappedColumns): a record whose birth date sits under
// the national id and national id under the birth date (an export's shifted columns, a form keyed in
// the wrong boxes) is read with the two values back in place, so the id it carries is not a 'differing
// id' that vetoes the merge. It takes both crossings; counter-cases: one crossing alone, values that
// match nothing on the other side, and another person's name keep the pair apart.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });

const A: FieldMap = {
  first_name: 'Nasiru',
  last_name: 'Lawan',
  date_of_birth: '19660517',
  phone: '+234 705 330 7890',
  email: 'nasiru1966@yahoo.com',
  nin: '63162715917',
  address: 'No. 96 Layout Close, Egbu, Owerri',
};

describe('values in each other’s columns', () => {
  it('a birth date and an id swapped between their columns are read back in place', () => {
    const r = person(A, { ...A, date_of_birth: '63162715917', nin: '17/05/1966' });
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.factors.national_id, 1);
    assert.equal(r.factors.dob, 1);
    assert.match(r.explanation, /in each other's column/);
    // The same read from the other side.
    assert.equal(person({ ...A, date_of_birth: '63162715917', nin: '17/05/1966' }, A).identity, 'same_entity');
  });
  it('two pairs swapped at once (birth date and id, phone and e-mail), a day/month-ambiguous date among them', () => {
    const r = person(A, { ...A, date_of_birth: '63162715917', nin: '05-17-1966', phone: 'nasiru1966@yahoo.com', email: '07053307890' });
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.factors.phone, 1);
    assert.equal(r.factors.email, 1);
  });
  it('counter-case: one crossing alone swaps nothing (the id differs, the birth date is another)', () => {
    const r = person(A, { ...A, date_of_birth: '1971-02-03', nin: '17/05/1966' });
    assert.notEqual(r.identity, 'same_entity');
    assert.equal(r.factors.national_id, 0);
  });
  it('counter-case: values in the wrong columns that match nothing on the other side stay a difference', () => {
    const r = person(A, { ...A, date_of_birth: '71234567890', nin: '03/02/1971' });
    assert.notEqual(r.identity, 'same_entity');
  });
  it("counter-case: another person's name beside the swapped values still refutes", () => {
    const r = person(A, { ...A, first_name: 'Hauwa', last_name: 'Bello', date_of_birth: '63162715917', nin: '17/05/1966' });
    assert.notEqual(r.identity, 'same_entity');
  });
});
