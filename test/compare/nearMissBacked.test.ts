// Person pack, session 35 (near_miss_backed): a full birth date one keying error from the other's weighs a third
// of the date's weight in the shipped mean when a contact point or an identifier of the pair also agrees in full
// (the same address, phone or e-mail, an identifier); alone beside the name, or beside a birth place or an
// occupation, it keeps its full weight. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });

describe('a near-miss birth date backed by a contact point', () => {
  const clinic = { name: 'Margaret Wanjiru Kamau', dob: '1984-06-12', address: '14 Ngong Road, Nairobi', birth_place: 'Nyeri', email: 'mkamau@example.com' };
  it('the same address backs the slipped day: one woman, merged', () => {
    const roll = { name: 'Margaret Kamau', dob: '1984-06-21', address: '14 Ngong Road, Nairobi', birth_place: 'Kisumu', email: 'margaret.k84@example.org' };
    const r = person(clinic, roll);
    assert.equal(r.factors['dob'], 0.35);
    assert.equal(r.identity, 'same_entity', `${r.score}`);
  });
  it('with no contact point agreeing the slip keeps its full weight', () => {
    const moved = { name: 'Margaret Kamau', dob: '1984-06-21', address: '3 Moi Avenue, Mombasa', birth_place: 'Nyeri', email: 'margaret.k84@example.org' };
    const r = person(clinic, moved);
    assert.equal(r.factors['dob'], 0.35);
    assert.notEqual(r.identity, 'same_entity', `${r.score}`);
  });
  it('two classmates of one common name, their dates one digit apart, their own phones and mailboxes', () => {
    const a = { name: 'John Smith', dob: '1990-03-14', email: 'jsmith90@example.com', phone: '+44 7700 900123', occupation: 'student' };
    const b = { name: 'John Smith', dob: '1990-03-15', email: 'john.smith@example.net', phone: '+44 7700 900456', occupation: 'student' };
    assert.notEqual(person(a, b).identity, 'same_entity');
  });
});
