// Date comparator: written forms, the two-digit-year pivot, day/month ambiguity as partial
// agreement, keying errors, conflicts between full dates, and unreadable dates reported as unparsed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareDates, DATE_AMBIGUOUS, DATE_NEAR_MISS, DATE_PLACEHOLDER, DATE_WEAK_AGREEMENT_WEIGHT, pivotYear, readDate, REFERENCE_YEAR } from '../../../src/compare/comparators/date.js';
import { compare } from '../../../src/compare/index.js';

const ymd = (text: string) => readDate(text).map((r) => `${r.y}-${r.m}-${r.d}`);

describe('date comparator: reading', () => {
  it('reads the common written forms', () => {
    for (const text of ['2008-06-25', '2008.06.25', '2008/6/25', '25/06/2008', '25.06.2008', '06/25/2008', '20080625', '25062008', '25-Jun-08', 'June 25, 2008', '25 June 2008', 'Jun 25 2008', '25 juin 2008', '25 de junho de 2008', '25-JUN-2008']) {
      assert.deepEqual(ymd(text), ['2008-6-25'], text);
    }
    assert.deepEqual(ymd('août 1999'), ['1999-8-null']);
    assert.deepEqual(ymd('1980-03'), ['1980-3-null']);
  });
  it('two-digit years pivot on the reference year, never the clock', () => {
    assert.equal(REFERENCE_YEAR, 2026);
    assert.equal(pivotYear(70), 1970);
    assert.equal(pivotYear(8), 2008);
    assert.equal(pivotYear(26), 2026);
    assert.equal(pivotYear(27), 1927, 'a date of birth is never in the future');
    assert.deepEqual(ymd('3/1/70'), ['1970-1-3', '1970-3-1']);
    assert.deepEqual(ymd('70/03/01'), ['1970-3-1']);
    assert.equal(readDate('3/1/70')[0]!.yy, true);
  });
  it('cannot read what is not a date', () => {
    for (const text of ['unknown', '31/02/1980', '25 June', 'June 80', '123/45/6789', '1980-13-45', '12']) assert.deepEqual(readDate(text), [], text);
  });
});

describe('date comparator: scores', () => {
  it('agrees across written forms and with the century the other side gives', () => {
    assert.deepEqual(compareDates('25-Jun-08', '2008-06-25'), { sim: 1, strong: true });
    assert.deepEqual(compareDates('June 25, 2008', '25/06/2008'), { sim: 1, strong: true });
    assert.equal(compareDates('25/06/08', '1908-06-25')!.sim, 1, 'two digits were written: the other side has the century');
  });
  it('day/month ambiguity is a partial agreement, a full date for the gate only read day first', () => {
    assert.deepEqual(compareDates('3/1/70', '1970-01-03'), { sim: DATE_AMBIGUOUS, strong: true }, 'day first (session 27)');
    assert.deepEqual(compareDates('1/3/70', '1970-01-03'), { sim: DATE_AMBIGUOUS }, 'month first only');
    assert.deepEqual(compareDates('03/01/1970', '03/01/1970'), { sim: 1, strong: true }, 'written the same way: certain');
    assert.equal(compareDates('13/01/1970', '1970-01-13')!.sim, 1, 'a day above 12 settles the order');
  });
  it('a dotted d.m.yyyy date is read day first: no ambiguity (positive, negative, adversarial)', () => {
    assert.deepEqual(compareDates('11.10.1992', '1992-10-11'), { sim: 1, strong: true });
    assert.deepEqual(compareDates('06.03.1978', '06/03/1978'), { sim: 1, strong: true }, 'the same groups in the same order, as before');
    assert.deepEqual(compareDates('11.10.1992', '11 October 1992'), { sim: 1, strong: true });
    assert.equal(compareDates('11.10.1992', '10 November 1992')!.sim, DATE_NEAR_MISS, 'the month-first reading is not kept: day and month swapped');
    assert.deepEqual(compareDates('11/10/1992', '11 October 1992'), { sim: DATE_AMBIGUOUS, strong: true }, 'slashes stay ambiguous in the score (the US writes m/d/y); day first, a full date for the gate');
    assert.deepEqual(ymd('1992.10.11'), ['1992-10-11'], 'year first is ISO order, as before');
    assert.deepEqual(compareDates('11.10.92', '11 October 1992'), { sim: DATE_AMBIGUOUS, strong: true }, 'a two-digit year is not the day-first dotted form: ambiguous, a full date for the gate read day first');
  });
  it('one digit off or swapped day and month is a near miss', () => {
    assert.equal(compareDates('1970-01-23', '1970-01-28')!.sim, DATE_NEAR_MISS);
    assert.equal(compareDates('1970-01-23', '1971-01-23')!.sim, DATE_NEAR_MISS);
    assert.equal(compareDates('1970-04-09', '1970-09-04')!.sim, DATE_NEAR_MISS);
  });
  it('1 January of the same year is a placeholder for "born that year": partial, never a conflict', () => {
    assert.deepEqual(compareDates('1985-01-01', '1985-07-14'), { sim: DATE_PLACEHOLDER, partial: true, weightFactor: DATE_WEAK_AGREEMENT_WEIGHT });
    assert.deepEqual(compareDates('14/07/1985', '01/01/1985'), { sim: DATE_PLACEHOLDER, partial: true, weightFactor: DATE_WEAK_AGREEMENT_WEIGHT });
    assert.deepEqual(compareDates('1985-01-01', '1986-07-14'), { sim: 0, yearsApart: 1 }, 'another year still conflicts');
    assert.equal(compareDates('1985-01-01', '1985-01-01')!.sim, 1);
    assert.equal(compareDates('1985-03-01', '1985-07-14')!.sim, 0, 'only 1 January reads as a placeholder');
  });
  it('two full dates that differ conflict; a coarser side only partly', () => {
    assert.deepEqual(compareDates('1970-01-23', '1984-07-02'), { sim: 0, yearsApart: 14 });
    // A year alone two or more years from the other's is two people's (at the least whole years apart);
    // one year off is what a year worked out from a stated age gives, so it only partly disagrees.
    assert.deepEqual(compareDates('1970', '1984-07-02'), { sim: 0, yearsApart: 13 });
    assert.deepEqual(compareDates('1983', '1984-07-02'), { sim: 0, partial: true });
    assert.deepEqual(compareDates('07/1983', '1984-07-02'), { sim: 0, partial: true });
  });
  it("a spreadsheet's serial day number is the day it counts (days since 1899-12-30)", () => {
    assert.deepEqual(compareDates('22089', '22/06/1960'), { sim: 1, strong: true });
    assert.equal(compareDates('35264', '1996-07-18')!.sim, 1);
    assert.equal(compareDates('35265', '1996-07-18')!.sim, DATE_NEAR_MISS, 'one day off is a near miss');
    // Outside 10000 (1927) .. the reference year's last day, or not five digits: not a serial.
    assert.equal(compareDates('99999', '1996-07-18'), null);
    assert.equal(compareDates('09999', '1996-07-18'), null);
  });
  it('unreadable dates are not a disagreement', () => {
    assert.equal(compareDates('sometime', '1970-01-23'), null);
  });
});

describe('date of birth in the person pack', () => {
  const a = { name: 'Chidinma Okafor', address: '12 Adeola Odeku Street, Victoria Island, Lagos' };
  it('a conflicting full date stops a merge on name and address', () => {
    const r = compare({ a: { ...a, dob: '1970-01-23' }, b: { ...a, dob: '12 July 1984' } });
    assert.notEqual(r.identity, 'same_entity');
    assert.ok(r.factors.dob_conflict !== undefined);
  });
  it('the same identifier lifts that refutation (a mistyped date under one national id)', () => {
    const r = compare({ a: { ...a, dob: '1970-01-23', nin: '12345678901' }, b: { ...a, dob: '1984-07-12', nin: '12345678901' } });
    assert.equal(r.identity, 'same_entity');
  });
  it('an unreadable date is reported, and the pair is decided on the rest', () => {
    const r = compare({ a: { ...a, dob: 'early seventies', nin: '12345678901' }, b: { ...a, dob: '1970-01-23', nin: '12345678901' } });
    assert.equal(r.factors.dob, undefined);
    assert.deepEqual(r.unread?.a.unparsed, ['dob']);
    assert.equal(r.identity, 'same_entity');
  });
});
