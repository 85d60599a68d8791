// Two full dates of birth whose eight digits differ in exactly two places (each a digit keyed for another)
// disagree but do not refute (comparators/date.ts twoSlipsApart): two records of one person that each carry
// one slip of the true date lie two slips apart. Dates three or more digits apart still refute, a slip of
// one digit is still the near miss, and the disagreement still counts against the pair in the mean.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareDates, DATE_NEAR_MISS } from '../../src/compare/comparators/date.js';
import { compare } from '../../src/compare/index.js';

type Rec = Record<string, string>;
const cmp = (a: Rec, b: Rec) => compare({ a, b, entity: 'person' });

describe('two full dates of birth two keyed digits apart disagree without refuting', () => {
  it('positive: a year digit and a day digit keyed wrongly on two records of one date is no conflict', () => {
    // 1902-03-17 keyed as 1907-03-17 on one record and as 1902-03-19 on the other.
    assert.deepEqual(compareDates('1907-03-17', '1902-03-19'), { sim: 0, partial: true });
    // Month and day, each one digit: 1948-06-25 keyed as 1948-08-25 and as 1948-06-26 (written day first).
    assert.deepEqual(compareDates('1948-08-25', '26/06/1948'), { sim: 0, partial: true });
  });

  it('negative: three or more digits apart still conflict; one slip is still the near miss', () => {
    assert.deepEqual(compareDates('1907-03-17', '1902-05-19'), { sim: 0, yearsApart: 4 });
    assert.deepEqual(compareDates('1931-11-04', '1968-02-27'), { sim: 0, yearsApart: 36 });
    assert.deepEqual(compareDates('1907-03-17', '1902-03-17'), { sim: DATE_NEAR_MISS });
  });

  it('in the engine: no date refutation, and the date still weighs against the pair', () => {
    const a = { name: 'Oswin Treharne', dob: '1907-03-17', address: 'LL55 4UR', birth_place: 'Caernarfon' };
    const r = cmp(a, { name: 'Oswin Treharne', dob: '1902-03-19', address: 'LL55 4UR', birth_place: 'Caernarfon' });
    assert.equal(r.factors.dob, 0);
    assert.equal(r.factors.dob_conflict, undefined, r.explanation);
    const far = cmp(a, { name: 'Oswin Treharne', dob: '1962-08-30', address: 'LL55 4UR', birth_place: 'Caernarfon' });
    assert.equal(far.factors.dob_conflict, 0);
    assert.notEqual(far.identity, 'same_entity');
    assert.ok(r.score < 1);
  });

  it('adversarial: two people of other names whose dates lie two slips apart stay different', () => {
    const r = cmp({ name: 'Mabel Gwynne', dob: '1881-04-12', address: 'SA1 3HT' }, { name: 'Cuthbert Ainsworth', dob: '1881-09-13', address: 'PR1 2DL' });
    assert.equal(r.identity, 'different');
  });

  it('adversarial: the pair of one name, two slips apart, with everything else differing is not merged', () => {
    const r = cmp(
      { name: 'Oswin Treharne', dob: '1907-03-17', address: 'LL55 4UR', birth_place: 'Caernarfon', gender: 'male' },
      { name: 'Oswin Treharne', dob: '1902-03-19', address: 'TR18 2EH', birth_place: 'Penzance', gender: 'male' },
    );
    assert.notEqual(r.identity, 'same_entity', r.explanation);
  });
});

describe('a generation apart, two slips still refute', () => {
  it('negative: a mother and a daughter whose dates lie two digits and thirty years apart stay refuted', () => {
    // 1951-07-14 against 1981-07-19: the decade digit and the day's last digit, thirty years apart.
    assert.deepEqual(compareDates('1951-07-14', '1981-07-19'), { sim: 0, yearsApart: 30 });
    const r = cmp(
      { name: 'Efua Boateng', dob: '14/07/1951', phone: '0241559087', address: '12 Adum Road, Kumasi' },
      { name: 'Efua Boateng', dob: '19/07/1981', phone: '+233241559087', address: '12 Adum Road, Kumasi' },
    );
    assert.equal(r.factors.dob_conflict, 0);
    assert.notEqual(r.identity, 'same_entity', r.explanation);
  });

  it('positive: under a generation apart (the decade digit and a day digit keyed) is still two slips', () => {
    assert.deepEqual(compareDates('1926-02-08', '1916-02-09'), { sim: 0, partial: true });
  });
});
