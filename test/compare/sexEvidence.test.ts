// Sex as evidence in the person pack (kind `sex`, disagreement_weight, refutes_beside): a disagreement
// lowers the shipped score but never refutes on its own (registers mis-key sex); beside a given name
// that does not agree (twins' signature: one surname, birth date and address, another given name; a
// male and a female name on one stem) it refutes, so the pair is two people for the clustering too;
// the same identifier lifts it; unknown and unreadable values are no evidence. Under parameters trained
// on the caller's records the refutation is dropped (shipped_refutation_only): the trained m and u say
// how often that register keys sex wrongly; the shipped prior, which learnt nothing, keeps it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { scorePair } from '../../src/compare/fieldsEngine.js';
import { findPack } from '../../src/compare/packs.js';
import type { RecordInput } from '../../src/compare/records.js';
import { trainPack } from '../../src/compare/train/index.js';
import { priorParams } from '../../src/compare/train/prior.js';
import { generateBatch } from './train/generate.js';

const pack = findPack('person')!;
const base = { dob: '2000-06-20', address: '85 Bompai Road, Kano' };
const rec = (name: string, gender?: string, extra: RecordInput = {}): RecordInput => ({ name, ...base, ...(gender === undefined ? {} : { gender }), ...extra });

describe('sex as evidence (person pack)', () => {
  it('a disagreement alone lowers the score but does not refute: one person with sex keyed wrongly still merges', () => {
    const agree = compare({ a: rec('Amina Bello', 'F'), b: rec('Amina Bello', 'female'), entity: 'person' });
    const differ = compare({ a: rec('Amina Bello', 'F'), b: rec('Amina Bello', 'male'), entity: 'person' });
    assert.equal(agree.factors['gender'], 1);
    assert.equal(differ.factors['gender'], 0);
    assert.equal(differ.identity, 'same_entity');
    assert.equal(differ.factors['gender_conflict'], undefined);
    assert.ok(differ.score < agree.score, `${differ.score} < ${agree.score}`);
  });
  it('an agreement adds nothing to the shipped mean (half of all pairs agree by chance)', () => {
    const none = compare({ a: rec('Amina Bello'), b: rec('Amina Bello'), entity: 'person' });
    const agree = compare({ a: rec('Amina Bello', 'F'), b: rec('Amina Bello', '2'), entity: 'person' });
    assert.equal(agree.score, none.score);
  });
  it('beside another given name at one surname, birth date and address (twins) it refutes', () => {
    const p = scorePair(pack, rec('Chidi Okafor', 'M'), rec('Ngozi Okafor', 'F'));
    assert.ok(p.conflicts.includes('gender'));
    assert.equal(p.factors['gender_conflict'], 0);
    const unsexed = scorePair(pack, rec('Chidi Okafor'), rec('Ngozi Okafor'));
    assert.ok(!('gender_conflict' in unsexed.factors), 'without sex the twins are only contested');
  });
  it('beside a male and a female name on one stem it refutes', () => {
    const r = compare({ a: rec('Daniel Mensah', 'Male'), b: rec('Daniela Mensah', 'Female'), entity: 'person' });
    assert.equal(r.identity, 'review');
    assert.equal(r.factors['gender_conflict'], 0);
  });
  it('beside a name that agrees (a short form, a keying error) it does not refute', () => {
    for (const [x, y] of [['Robert Mensah', 'Bob Mensah'], ['Francesca Rossi', 'Francsca Rossi']] as const) {
      const p = scorePair(pack, rec(x, 'M'), rec(y, 'F'));
      assert.ok(!p.conflicts.includes('gender'), `${x} / ${y}`);
      assert.equal(p.factors['gender_conflict'], undefined);
    }
  });
  it('beside a name recorded in part (one word) it does not refute', () => {
    const p = scorePair(pack, rec('Okafor', 'M'), rec('Ngozi Okafor', 'F'));
    assert.ok(!p.conflicts.includes('gender'));
  });
  it('the same identifier lifts the refutation', () => {
    const id = { national_id: '12345678901' };
    const p = scorePair(pack, rec('Chidi Okafor', 'M', id), rec('Ngozi Okafor', 'F', id));
    assert.ok(!p.conflicts.includes('gender'));
  });
  it('unknown and unreadable values are no evidence, and an unreadable one is reported as unparsed', () => {
    const none = compare({ a: rec('Chidi Okafor'), b: rec('Ngozi Okafor'), entity: 'person' });
    for (const v of ['X', 'U', '0', '9', 'non-binary', 't2227949966']) {
      const r = compare({ a: rec('Chidi Okafor', 'M'), b: rec('Ngozi Okafor', v), entity: 'person' });
      assert.equal(r.factors['gender'], undefined, v);
      assert.equal(r.score, none.score, v);
    }
    const unread = compare({ a: rec('Amina Bello', 'M'), b: rec('Amina Bello', 'banana'), entity: 'person' });
    assert.deepEqual(unread.unread?.b.unparsed, ['gender']);
    assert.deepEqual(unread.unread?.a.unparsed, []);
  });
  it('reads the field under its alias `sex` and across languages', () => {
    const r = compare({ a: { name: 'Musa Bello', ...base, sex: 'namiji' }, b: { name: 'Aisha Bello', ...base, sex: 'mace' }, entity: 'person' });
    assert.equal(r.factors['gender_conflict'], 0);
  });
  it('parameters trained on the caller\'s records drop the refutation and weigh the disagreement by their m and u; the shipped prior keeps it', () => {
    const trained = trainPack('person', generateBatch(400, 11).records, { minRecords: 500, randomPairs: 20_000 });
    const a = rec('Chidi Okafor', 'M');
    const b = rec('Ngozi Okafor', 'F');
    const underTrained = compare({ a, b, entity: 'person', params: trained });
    assert.equal(underTrained.factors['gender'], 0);
    assert.equal(underTrained.factors['gender_conflict'], undefined);
    const underPrior = compare({ a, b, entity: 'person', params: priorParams('person')! });
    assert.equal(underPrior.factors['gender_conflict'], 0);
    const agreeing = compare({ a, b: rec('Ngozi Okafor', 'M'), entity: 'person', params: trained });
    assert.ok(underTrained.factors['match_weight']! < agreeing.factors['match_weight']!, 'a disagreement weighs against the pair by the trained m and u');
  });
});
