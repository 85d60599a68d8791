// Asymmetric evidence in the shipped weighted mean (a comparator's disagreement_weight): the person
// pack's birth place counts at its weight when both records name the same place and at 0.2 when they
// differ (one person has one birth place, but registers write it at different granularities, so a
// difference weighs far less than an agreement: session 16), so a differing birth place scores below an
// unknown one and never refutes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const a = { name: 'Harold Dobson', address: 'LS6 2AB' };
const b = { name: 'Harold Dobson', address: 'BD7 1DP' };

describe('disagreement_weight', () => {
  const unknown = compare({ a, b, entity: 'person' }).score;
  const same = compare({ a: { ...a, birth_place: 'Leeds' }, b: { ...b, birth_place: 'leeds' }, entity: 'person' }).score;
  const other = compare({ a: { ...a, birth_place: 'Leeds' }, b: { ...b, birth_place: 'West Yorkshire' }, entity: 'person' }).score;

  it('the same birth place raises the score', () => {
    assert.ok(same > unknown, `${same} > ${unknown}`);
  });

  it('a differing birth place scores below an unknown one and never refutes', () => {
    assert.ok(other < unknown, `${other} < ${unknown}`);
    const r = compare({ a: { ...a, birth_place: 'Leeds' }, b: { ...b, birth_place: 'West Yorkshire' }, entity: 'person' });
    assert.ok(!('birth_place_conflict' in r.factors));
  });

  it('a birth place never clears the gate: a common name with the same birth place and nothing else is no merge', () => {
    const r = compare({ a: { name: 'John Smith', birth_place: 'London' }, b: { name: 'John Smith', birth_place: 'London' }, entity: 'person' });
    assert.notEqual(r.identity, 'same_entity');
  });
});
