// calendarShort.ts: the count of weekdays and months written before a colon (a rota's or a timetable's) is found in
// time linear in the text, whatever runs of letters it holds. Sentences written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { daysBeforeColons } from '../../../src/detect/lexical/calendarShort.js';
import { cpuMillis } from '../../helpers/cpuTime.js';

describe('daysBeforeColons', () => {
  it('counts the days and months written before a colon', () => {
    assert.equal(daysBeforeColons('Mon: Wanjiru  Tue: Kobus  Wed: Ifeoma'), 3);
    assert.equal(daysBeforeColons('Sept.: harvest; Oct: audit'), 2);
    assert.equal(daysBeforeColons('Note: the clinic shuts early. Ward: B4'), 0);
  });

  it('reads a word from its start only, as before (a day glued to a longer word is no day)', () => {
    assert.equal(daysBeforeColons('Kamon: closed. Remon: open.'), 0);
    assert.equal(daysBeforeColons('x Mon: one, (Tue: two)'), 2);
  });

  it('stays fast on a long run of letters with no colon after it', () => {
    const text = `Wed: Palesa Thu: Sipho ${'q'.repeat(200_000)}`;
    let days = -1;
    const ms = cpuMillis(() => {
      days = daysBeforeColons(text);
    });
    assert.equal(days, 2);
    assert.ok(ms < 300, `took ${ms} ms of CPU`);
  });
});
