// Occupation as agreement-only evidence in the person pack's shipped weighted mean (packs/person.json:
// weight 0.4, disagreement_weight 0): two people share an occupation about one time in twenty, one
// person's records agree on it about half the time (people change occupation, clerks name it
// differently), so the same occupation raises the score a little, a differing one is as if unknown, and
// it never clears the distinctive-signal gate nor refutes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const cmp = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'person' });
const a = { name: 'Harold Dobson', address: 'LS6 2AB', birth_place: 'Leeds' };
const b = { name: 'Harold Dobson', address: 'BD7 1DP', birth_place: 'Leeds' };

describe('occupation (shipped weights)', () => {
  const unknown = cmp(a, b).score;

  it('the same occupation raises the score', () => {
    const same = cmp({ ...a, occupation: 'Schoolmaster' }, { ...b, occupation: 'schoolmaster' }).score;
    assert.ok(same > unknown, `${same} > ${unknown}`);
  });

  it('a differing occupation scores as an unknown one and never refutes', () => {
    const r = cmp({ ...a, occupation: 'Schoolmaster' }, { ...b, occupation: 'Clergyman' });
    assert.equal(r.score, unknown);
    assert.ok(!Object.keys(r.factors).some((k) => k.endsWith('_conflict')));
  });

  it('negative: a common name with the same occupation and birth place and nothing else is no merge (never clears the gate)', () => {
    const r = cmp({ name: 'John Smith', birth_place: 'London', occupation: 'Clerk' }, { name: 'John Smith', birth_place: 'London', occupation: 'Clerk' });
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: the same occupation does not lift a conflicting birth date', () => {
    const r = cmp({ name: 'Ottoline Fairweather', dob: '1961-04-12', occupation: 'Nurse' }, { name: 'Ottoline Fairweather', dob: '1974-09-30', occupation: 'Nurse' });
    assert.notEqual(r.identity, 'same_entity');
    assert.ok('dob_conflict' in r.factors);
  });
});
