// A medical aid's or health plan's member number numbers a family's membership; the dependant code
// ('00' the principal member, '01', '02' the dependants), in a field of its own or printed after the
// number, names one beneficiary (issue 11, session 22). Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { compareIdentifiers, withDependantCode } from '../../src/compare/comparators/identifier.js';

const SPEC = { kind: 'id' as const, field: 'member_number', weight: 2, dependant_field: 'member_dependant' };
const cmp = (a: string, b: string) => compareIdentifiers(a, b, SPEC);

const claim = { Patient: 'OKONJO E.', DOB: '11/02/1979', 'Medical Aid No': '0082210457-01', Item: 'Amlodipine 5mg' };
const roll = { member_name: 'Ebere Okonjo', member_number: '82210457', dependant_code: '01', date_of_birth: '1979-02-11' };

describe('member numbers with dependant codes', () => {
  it('positive: the same number and code, written after it on one side and in a field of its own on the other, agree in full', () => {
    assert.deepEqual(cmp('NVC/616/5375-02', withDependantCode('NVC6165375', '02') as string), { sim: 1 });
    assert.deepEqual(cmp('00547108957-00', withDependantCode('547108957', '0') as string), { sim: 1 });
    const r = compare({ a: claim, b: roll, entity: 'person' });
    assert.equal(r.factors['member_number'], 1);
    assert.equal(r.identity, 'same_entity');
  });
  it('negative: one membership, two dependant codes — a parent and a child, two spouses — refutes a merge', () => {
    assert.deepEqual(cmp('401-229-988-00', withDependantCode('401229988', '02') as string), { sim: 0 });
    const child = { ...roll, member_name: 'Ebere Okonjo', dependant_code: '03', date_of_birth: '2009-02-11' };
    const r = compare({ a: { ...claim, DOB: '11/02/2009', 'Medical Aid No': '82210457-01' }, b: child, entity: 'person' });
    assert.notEqual(r.identity, 'same_entity');
    assert.ok(r.factors['member_number_conflict'] !== undefined);
  });
  it('adversarial: the number without a code is a family\'s, household evidence that clears no gate', () => {
    const r = cmp('82210457', withDependantCode('82210457', '01') as string);
    assert.equal(r?.shared, true);
    // The slashed date agrees with the principal's only read month first (2 November / 11 February): an
    // ambiguity, no full date for the gate (session 27 counts a day-first agreement as one). What is tested
    // is the shared number: it clears no gate either.
    const spouse = { Patient: 'OKONJO E.', DOB: '02/11/1979', 'Member No': '82210457' };
    const principal = { member_name: 'Emeka Okonjo', member_number: '82210457', date_of_birth: '1979-02-11' };
    assert.notEqual(compare({ a: spouse, b: principal, entity: 'person' }).identity, 'same_entity');
  });
  it('adversarial: two schemes\' numbers say nothing, and a society\'s short roll number is not read', () => {
    assert.equal(cmp('82210457-01', '99120033-01'), null);
    assert.equal(cmp('SOC-31', 'SOC-31'), null);
    const r = compare({ a: claim, b: { ...roll, member_number: '71100024' }, entity: 'person' });
    assert.equal(r.factors['member_number'], undefined);
    assert.equal(r.factors['member_number_conflict'], undefined);
  });
});
