// A slashed or hyphenated numeric date may be day first or month first, so against an unambiguous date
// it scores the ambiguity's 0.8. When the day-first reading is the one that agrees, that agreement is a
// full date for the gate (strong: session 27): registers in NG, KE, GH, ZA, the UK and the EU write
// numeric dates day first. The score stays 0.8 (a US-made export may be month first); a month-first
// agreement alone is no full date for the gate.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareDates, DATE_AMBIGUOUS } from '../../../src/compare/comparators/date.js';
import { compare } from '../../../src/compare/index.js';

type Rec = Record<string, string>;
const cmp = (a: Rec, b: Rec) => compare({ a, b, entity: 'person' });

describe('an ambiguous numeric date read day first', () => {
  it('positive: the day-first reading agrees — a full date for the gate, the score still 0.8', () => {
    for (const [a, b] of [
      ['12/09/1982', '12 Sep 1982'],
      ['1/7/99', '1999-07-01'],
      ['04-06-1967', '19670604'],
      ['10/02/1999', '10 February 1999'],
      ['3/1/70', '1970-01-03'],
    ]) {
      assert.deepEqual(compareDates(a!, b!), { sim: DATE_AMBIGUOUS, strong: true }, `${a} / ${b}`);
    }
  });

  it('negative: only the month-first reading agrees — the ambiguity, no full date', () => {
    assert.deepEqual(compareDates('09/12/1982', '12 Sep 1982'), { sim: DATE_AMBIGUOUS });
    assert.deepEqual(compareDates('7/1/99', '1999-07-01'), { sim: DATE_AMBIGUOUS });
  });

  it('adversarial: unambiguous dates, one order on both sides, and a coarser side are as before', () => {
    assert.deepEqual(compareDates('13/01/1970', '1970-01-13'), { sim: 1, strong: true });
    assert.deepEqual(compareDates('03/04/1980', '03/04/1980'), { sim: 1, strong: true });
    assert.notEqual(compareDates('04/1980', '1980-04-02')!.strong, true, 'a month and year: no full date');
    assert.equal(compareDates('12/09/1982', '1982-10-12')!.sim, 0.35, 'another date one slip away stays a near miss');
  });
});

describe('a day-first date of birth in the person pack', () => {
  it('positive: one person, a common full name, the date slashed on one side and in words on the other', () => {
    const r = cmp({ name: 'Grace Mensah', date_of_birth: '05/08/1984' }, { first_name: 'Grace', last_name: 'Mensah', dob: '5 August 1984' });
    assert.equal(r.identity, 'same_entity', r.explanation);
  });

  it('negative: the same name and a date that agrees only read month first stays at review', () => {
    const r = cmp({ name: 'Grace Mensah', date_of_birth: '08/05/1984' }, { first_name: 'Grace', last_name: 'Mensah', dob: '5 August 1984' });
    assert.notEqual(r.identity, 'same_entity', r.explanation);
  });

  it('adversarial: two sisters of one surname born on one day (twins) are not merged on the date', () => {
    const r = cmp({ name: 'Akosua Boateng', date_of_birth: '05/08/1984' }, { first_name: 'Abena', last_name: 'Boateng', dob: '5 August 1984' });
    assert.notEqual(r.identity, 'same_entity', r.explanation);
  });
});
