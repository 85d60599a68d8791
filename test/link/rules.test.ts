// Blocking keys: each transform on positive, negative and adversarial values; the file's validation.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { type BlockingRule, blockingRulesFor, ruleKeys, validateBlocking } from '../../src/link/rules.js';

const rule = (keys: BlockingRule['keys'], unordered = false): BlockingRule => ({ name: 'r', keys, ...(unordered ? { unordered } : {}) });
const raw = () => JSON.parse(readFileSync(new URL('../../src/link/blocking.json', import.meta.url), 'utf8'));

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

  it('the shipped rules load, and every pack field they name exists', () => {
    assert.ok(blockingRulesFor('person')!.rules.length >= 5);
    const bad = raw();
    bad.packs.person.rules[0].keys[0].field = 'shoe_size';
    assert.throws(() => validateBlocking(bad), /\/packs\/person\/rules\/0\/keys\/0\/field is not a field of the person pack/);
    const unknownPack = raw();
    unknownPack.packs.spaceship = unknownPack.packs.person;
    assert.throws(() => validateBlocking(unknownPack), /\/packs\/spaceship names no entity pack/);
    const badTransform = raw();
    badTransform.packs.person.rules[0].keys[0].transform = 'soundex';
    assert.throws(() => validateBlocking(badTransform), /blocking rules blocking.json: \/packs\/person\/rules\/0\/keys\/0\/transform/);
    const twoMany = raw();
    twoMany.packs.person.rules[0].keys = [{ field: 'name', take: 'each_token', transform: 'fold' }, { field: 'address', take: 'each_token', transform: 'fold' }];
    assert.throws(() => validateBlocking(twoMany), /each_token from one part only/);
  });
});
