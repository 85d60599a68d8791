import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decide, REVIEW_FLOOR, THRESHOLD } from '../../src/compare/decide.js';
import { explain } from '../../src/compare/explanation.js';
import type { Evidence, PairScore } from '../../src/compare/fieldsEngine.js';
import { memoiseString } from '../../src/core/memo.js';

function pair(score: number | null, evidence: [string, Evidence['kind'], number][], extra: Partial<PairScore> = {}): PairScore {
  const ev = evidence.map(([key, kind, sim]) => ({ key, kind, field: key, sim, tokenised: false }));
  return {
    factors: Object.fromEntries(ev.map((e) => [e.key, e.sim])),
    evidence: ev,
    score,
    conflicts: [],
    vetoes: [],
    clearingSignal: 'national_id',
    distinctiveMax: 1,
    missing: [],
    corroborated: [],
    ...extra,
  };
}

describe('decide: bands, gate, refutation, veto, action', () => {
  const agree: [string, Evidence['kind'], number][] = [
    ['name', 'name', 0.9],
    ['national_id', 'id', 1],
  ];
  it('uses threshold 0.7 and review floor 0.7 − 0.15', () => {
    assert.equal(THRESHOLD, 0.7);
    assert.ok(Math.abs(REVIEW_FLOOR - 0.55) < 1e-12);
    assert.equal(decide(pair(0.7, agree)).identity, 'same_entity');
    assert.equal(decide(pair(0.6999, agree)).identity, 'review');
    assert.equal(decide(pair(0.55, agree)).identity, 'review');
    assert.equal(decide(pair(0.5499, agree)).identity, 'different');
  });
  it('maps identity to action (design 5)', () => {
    assert.equal(decide(pair(0.9, agree)).action, 'merge');
    assert.equal(decide(pair(0.6, agree)).action, 'hold');
    assert.equal(decide(pair(0.3, agree)).action, 'no_op');
    assert.equal(decide(pair(1, [['national_id', 'id', 1]])).action, 'hold');
    assert.equal(decide(pair(1, [['national_id', 'id', 1], ['phone', 'phone', 1]])).action, 'merge');
  });
  it('gate, refutation and veto demote', () => {
    assert.equal(decide(pair(1, agree, { clearingSignal: '' })).reason, 'gated');
    assert.equal(decide(pair(1, agree, { conflicts: ['entity_class'] })).identity, 'review');
    const veto = decide(pair(1, agree, { vetoes: ['national_id'] }));
    assert.equal(veto.identity, 'different');
    assert.deepEqual(veto.refuting, ['national_id']);
    assert.equal(decide(pair(null, [])).reason, 'nothing_compared');
  });
  it('the explanation names what agreed, what partly agreed, what disagreed and why', () => {
    const p = pair(0.62, [
      ['name', 'name', 1],
      ['address', 'address', 0.5],
      ['phone', 'phone', 0],
    ]);
    assert.equal(
      explain('person', p, decide(p)),
      'agrees on name; partly agrees on address 0.50; disagrees on phone; score 0.62 is between the review floor 0.55 and the threshold 0.70',
    );
  });
});

describe('memoiseString', () => {
  it('returns the computed value, computes once per value, and stays bounded', () => {
    let calls = 0;
    const f = memoiseString((s: string) => {
      calls++;
      return s.length;
    }, 2);
    assert.equal(f('abc'), 3);
    assert.equal(f('abc'), 3);
    assert.equal(calls, 1);
    f('d');
    f('ef'); // the cache was full: cleared, then refilled
    assert.equal(f('abc'), 3);
    assert.equal(calls, 4);
  });
});
