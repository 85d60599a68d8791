// 1 January against another day of the same year (a placeholder, 0.6) is weak evidence for one person
// and never evidence against: in the shipped weighted mean it carries a third of the date's weight
// (comparators/date.ts DATE_WEAK_AGREEMENT_WEIGHT). A date one keying error from the other's (the near
// miss, 0.35) keeps the full weight: lightened, it let a common full name alone merge two people born one
// digit apart whose other values all differed. Both stay what they are for the levels of trained
// parameters, for the refutation floor (no refutation) and for the gate.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { compareDates, DATE_NEAR_MISS, DATE_PLACEHOLDER, DATE_WEAK_AGREEMENT_WEIGHT } from '../../src/compare/comparators/date.js';

type Rec = Record<string, string>;
const cmp = (a: Rec, b: Rec) => compare({ a, b, entity: 'person' });

describe('a placeholder date of birth weighs a third of the date in the shipped mean; a near miss weighs in full', () => {
  it('the comparator gives the placeholder its weight factor; a near miss, agreements and conflicts keep the full weight', () => {
    assert.deepEqual(compareDates('1860-04-02', '1860-04-03'), { sim: DATE_NEAR_MISS });
    assert.ok(DATE_WEAK_AGREEMENT_WEIGHT > 0 && DATE_WEAK_AGREEMENT_WEIGHT < 1);
    assert.deepEqual(compareDates('1860-01-01', '1860-04-02'), { sim: DATE_PLACEHOLDER, partial: true, weightFactor: DATE_WEAK_AGREEMENT_WEIGHT });
    assert.equal(compareDates('1860-04-02', '2 April 1860')!.weightFactor, undefined);
    assert.equal(compareDates('1860-04-02', '1871-09-17')!.weightFactor, undefined);
  });

  it('adversarial: two people of one common full name born one keying error apart, each with their own mailbox, are not merged', () => {
    const r = cmp(
      { name: 'Sipho Ndlovu', dob: '1990-07-03', email: 'sipho90@webmail.co.za', city: 'Durban' },
      { first_name: 'Sipho', last_name: 'Ndlovu', dob: '03/01/1990', email: 'ndlovu.sipho@mail.example', city: 'Durban' },
    );
    assert.notEqual(r.identity, 'same_entity', r.explanation);
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
