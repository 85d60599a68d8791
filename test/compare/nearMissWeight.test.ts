// A date of birth one keying error from the other's (the date comparator's near miss, 0.35), and 1 January
// against another day of the same year (a placeholder, 0.6), are weak evidence for one person and never
// evidence against: in the shipped weighted mean each carries a third of the date's weight
// (comparators/date.ts DATE_WEAK_AGREEMENT_WEIGHT), so a clerk's slipped digit or unknown day no longer
// pulls a pair under the threshold like half a disagreement. It stays a near miss for the levels of
// trained parameters, for the refutation floor (no refutation) and for the gate.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { compareDates, DATE_NEAR_MISS, DATE_PLACEHOLDER, DATE_WEAK_AGREEMENT_WEIGHT } from '../../src/compare/comparators/date.js';

type Rec = Record<string, string>;
const cmp = (a: Rec, b: Rec) => compare({ a, b, entity: 'person' });

describe('a near-miss or placeholder date of birth weighs a third of the date in the shipped mean', () => {
  it('the comparator returns the near miss with its weight factor; agreements and conflicts keep the full weight', () => {
    assert.deepEqual(compareDates('1860-04-02', '1860-04-03'), { sim: DATE_NEAR_MISS, weightFactor: DATE_WEAK_AGREEMENT_WEIGHT });
    assert.ok(DATE_WEAK_AGREEMENT_WEIGHT > 0 && DATE_WEAK_AGREEMENT_WEIGHT < 1);
    assert.deepEqual(compareDates('1860-01-01', '1860-04-02'), { sim: DATE_PLACEHOLDER, partial: true, weightFactor: DATE_WEAK_AGREEMENT_WEIGHT });
    assert.equal(compareDates('1860-04-02', '2 April 1860')!.weightFactor, undefined);
    assert.equal(compareDates('1860-04-02', '1871-09-17')!.weightFactor, undefined);
  });

  it('positive: a person who moved, with the birth date keyed one digit wrong, merges on a rare name', () => {
    const r = cmp({ name: 'Emlie Chudleigh', dob: '1860-04-02', address: '14 Clifton Road, Bristol' }, { name: 'Emlie Chudleigh', dob: '1860-04-03', address: '2 Mill Lane, Exeter' });
    assert.equal(r.identity, 'same_entity', r.explanation);
    assert.ok(!('dob_conflict' in r.factors));
  });

  it('negative: the same pair with two birth dates years apart is refuted', () => {
    const r = cmp({ name: 'Emlie Chudleigh', dob: '1860-04-02', address: '14 Clifton Road, Bristol' }, { name: 'Emlie Chudleigh', dob: '1871-09-17', address: '2 Mill Lane, Exeter' });
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: two people of other names whose dates lie one slip apart stay different', () => {
    const r = cmp({ name: 'Grace Mensah', dob: '1960-03-12' }, { name: 'Kofi Owusu', dob: '1960-03-13' });
    assert.equal(r.identity, 'different');
  });
});
