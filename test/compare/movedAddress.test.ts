// A differing address weighs half an agreeing one in the person pack's shipped weighted mean
// (packs/person.json address `disagreement_weight` 0.75 against `weight` 1.5): people move, so records of
// one person in a register that spans years carry different addresses far more often than different
// birth dates or names, while two people rarely share one dwelling or postcode unit by chance. Before,
// a differing postcode cost as much as an agreeing one gained, so one person's records from two years
// (the same rare name and birth place, another postcode; or the same name and full birth date) went to
// review. The gate and the refutations are untouched: a common name still needs a birth date or an
// identifier, and a conflicting birth date still refutes, whatever the address says.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const person = 'person';
const cmp = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: person });

describe('a differing address (people move)', () => {
  it('a rare name and the same birth place at another postcode is one person', () => {
    const r = cmp({ name: 'Ottoline Fairweather', address: 'LS6 2AB', birth_place: 'Leeds' }, { name: 'Ottoline Fairweather', address: 'BD7 1DP', birth_place: 'Leeds' });
    assert.equal(r.identity, 'same_entity');
  });

  it('a short form with the full date of birth at another street is one person', () => {
    const r = cmp(
      { name: 'Harold Dobson', address: '12 Moor Lane, Leeds LS6 2AB', dob: '1961-04-12' },
      { name: 'Harry Dobson', address: '4 Mill Street, Bradford BD7 1DP', dob: '1961-04-12' },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('a differing address still counts against: below the same pair with no address, above the same pair with the same address', () => {
    const a = { name: 'Ottoline Fairweather', birth_place: 'Leeds' };
    const moved = cmp({ ...a, address: 'LS6 2AB' }, { ...a, address: 'BD7 1DP' }).score;
    const unknown = cmp(a, a).score;
    const stayed = cmp({ ...a, address: 'LS6 2AB' }, { ...a, address: 'LS6 2AB' }).score;
    assert.ok(moved < unknown, `${moved} < ${unknown}`);
    assert.ok(moved < stayed, `${moved} < ${stayed}`);
  });

  it('a common name with the same birth place at another postcode is no merge (the gate)', () => {
    const r = cmp({ name: 'John Smith', address: 'LS6 2AB', birth_place: 'Leeds' }, { name: 'John Smith', address: 'BD7 1DP', birth_place: 'Leeds' });
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: a conflicting full date of birth still refutes a rare name at another address', () => {
    const r = cmp({ name: 'Ottoline Fairweather', address: 'LS6 2AB', dob: '1961-04-12' }, { name: 'Ottoline Fairweather', address: 'BD7 1DP', dob: '1974-09-30' });
    assert.notEqual(r.identity, 'same_entity');
    assert.ok('dob_conflict' in r.factors);
  });

  it('adversarial: twins (Mark / Mary Jones, one birth date) at two addresses are no merge', () => {
    const r = cmp(
      { name: 'Mark Jones', address: '12 Moor Lane, Leeds LS6 2AB', dob: '1961-04-12' },
      { name: 'Mary Jones', address: '4 Mill Street, Bradford BD7 1DP', dob: '1961-04-12' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
});
