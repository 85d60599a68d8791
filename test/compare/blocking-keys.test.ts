// Blocking keys (src/compare/blocking/keys.ts): each transform on positive, negative and adversarial values.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type BlockingRule, ruleKeys } from '../../src/compare/blocking/index.js';

const rule = (keys: BlockingRule['keys'], unordered = false): BlockingRule => ({ name: 'r', keys, ...(unordered ? { unordered } : {}) });

describe('blocking keys', () => {
  it('name sounds survive spelling variants and swapped order when unordered', () => {
    const r = rule([{ field: 'name', take: 'first_token', transform: 'phonetic' }, { field: 'name', take: 'last_token', transform: 'phonetic' }], true);
    assert.deepEqual(ruleKeys(r, { name: 'Stephen Smith' }), ruleKeys(r, { name: 'Steven Smyth' }));
    assert.deepEqual(ruleKeys(r, { name: 'Smith Stephen' }), ruleKeys(r, { name: 'Stephen Smith' }));
    assert.notDeepEqual(ruleKeys(r, { name: 'Stephen Smith' }), ruleKeys(r, { name: 'Stephen Jones' }));
  });

  it('a missing part gives no key (a missing value never blocks two records together)', () => {
    const r = rule([{ field: 'dob', take: 'whole', transform: 'date' }, { field: 'name', take: 'first_token', transform: 'initial' }]);
    assert.deepEqual(ruleKeys(r, { name: 'Ada' }), []);
    assert.deepEqual(ruleKeys(r, { dob: 'not a date', name: 'Ada' }), []);
  });

  it('an ambiguous day/month date keys both readings; the year of any written form', () => {
    const date = rule([{ field: 'dob', take: 'whole', transform: 'date' }]);
    const both = ruleKeys(date, { dob: '03/04/1970' });
    assert.ok(both.length === 2, both.join(' '));
    assert.ok(ruleKeys(date, { dob: '1970-04-03' }).some((k) => both.includes(k)));
    const year = rule([{ field: 'dob', take: 'whole', transform: 'year' }]);
    assert.deepEqual(ruleKeys(year, { dob: '1970-04-03' }), ['1970']);
  });

  it('identifiers and phones compare on their characters, not their separators', () => {
    const id = rule([{ field: 'national_id', take: 'whole', transform: 'alnum' }]);
    assert.deepEqual(ruleKeys(id, { national_id: 'AB 12-34' }), ruleKeys(id, { national_id: 'ab1234' }));
    const phone = rule([{ field: 'phone', take: 'whole', transform: 'last9digits' }]);
    assert.deepEqual(ruleKeys(phone, { phone: '+234 803 555 7890' }), ruleKeys(phone, { phone: '0803 555 7890' }));
    assert.deepEqual(ruleKeys(phone, { phone: '12345' }), []);
  });

  it('each_token gives one key per distinct token; names in other scripts keep their own form', () => {
    const tok = rule([{ field: 'name', take: 'each_token', transform: 'fold' }]);
    assert.deepEqual(ruleKeys(tok, { name: 'Kijani Kijani Tea' }).sort(), ['kijani', 'tea']);
    const snd = rule([{ field: 'name', take: 'first_token', transform: 'phonetic' }]);
    assert.deepEqual(ruleKeys(snd, { name: 'Олег Петров' }), ['олег']);
  });

  it('year, year and month, month and day read every form of a date; a single name part has no last token', () => {
    const ym = rule([{ field: 'dob', take: 'whole', transform: 'year_month' }]);
    assert.deepEqual(ruleKeys(ym, { dob: '1970-04-03' }), ['1970-04']);
    const md = rule([{ field: 'dob', take: 'whole', transform: 'month_day' }]);
    assert.deepEqual(ruleKeys(md, { dob: '1970-04-23' }), ruleKeys(md, { dob: '23/04/1971' }));
    assert.deepEqual(ruleKeys(md, { dob: '1970' }), []);
    const last = rule([{ field: 'name', take: 'last_token', transform: 'fold' }]);
    assert.deepEqual(ruleKeys(last, { name: 'Tom' }), []);
    assert.deepEqual(ruleKeys(last, { name: 'Tom Chitty' }), ['chitty']);
  });

  it('the first three letters of a name part survive a later typo that changes its sound; a short part keys whole', () => {
    const pre = rule([{ field: 'name', take: 'last_token', transform: 'prefix3' }]);
    const snd = rule([{ field: 'name', take: 'last_token', transform: 'phonetic' }]);
    assert.notDeepEqual(ruleKeys(snd, { name: 'John Lidgett' }), ruleKeys(snd, { name: 'John Lidgstt' }));
    assert.deepEqual(ruleKeys(pre, { name: 'John Lidgett' }), ruleKeys(pre, { name: 'John LIDGSTT' }));
    assert.notDeepEqual(ruleKeys(pre, { name: 'John Lidgett' }), ruleKeys(pre, { name: 'John Kidgett' }));
    assert.deepEqual(ruleKeys(pre, { name: 'Wei Li' }), ['li']);
    assert.notDeepEqual(ruleKeys(pre, { name: 'Wei Li' }), ruleKeys(pre, { name: 'Wei Lin' }));
  });

  it('a date with a mistyped day or month keeps its year (and, year first, a valid month); never a full date', () => {
    const year = rule([{ field: 'dob', take: 'whole', transform: 'year' }]);
    const ym = rule([{ field: 'dob', take: 'whole', transform: 'year_month' }]);
    const date = rule([{ field: 'dob', take: 'whole', transform: 'date' }]);
    assert.deepEqual(ruleKeys(year, { dob: '1832-01-57' }), ruleKeys(year, { dob: '1832-01-27' }));
    assert.deepEqual(ruleKeys(ym, { dob: '1832-01-57' }), ruleKeys(ym, { dob: '1832-01-27' }));
    assert.deepEqual(ruleKeys(year, { dob: '1856-00-14' }), ['1856']);
    assert.deepEqual(ruleKeys(ym, { dob: '1856-00-14' }), []);
    assert.deepEqual(ruleKeys(ym, { dob: '57/13/1832' }), [], 'year last: the month is not known');
    assert.deepEqual(ruleKeys(year, { dob: '57/13/1832' }), ['1832']);
    assert.deepEqual(ruleKeys(date, { dob: '1832-01-57' }), []);
    assert.deepEqual(ruleKeys(year, { dob: '0950-01-21' }), ['950']);
    assert.deepEqual(ruleKeys(year, { dob: 'not a date' }), []);
    assert.deepEqual(ruleKeys(year, { dob: '1832 or 1833' }), [], 'two years: neither is the year');
  });
});
