import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FieldScores } from '../../../src/compare/text/fieldScores.js';
import { fieldBits, logistic2, nameU, scoreAndDecide } from '../../../src/compare/text/fellegiSunter.js';
import { priorsFor } from '../../../src/compare/text/priors.js';

const r4 = (x: number) => Number(x.toFixed(4));
const NG = priorsFor('NG');
const DEF = priorsFor(null);

function fs(sims: FieldScores['sims'], extra: Partial<FieldScores> = {}): FieldScores {
  return { sims, nameTf: null, sharedNameRarity: 0, agreed: {}, ...extra };
}

describe('text engine Fellegi-Sunter bits', () => {
  it('reproduces the reference agree/disagree bits (u clamped to 1e-4)', () => {
    const cases: [number, number, { m: number; u: number }][] = [
      [6.5236, -3.6294, DEF.fields.name],
      [5.5236, -3.6147, NG.fields.name],
      [5.9386, -3.6221, priorsFor('KE').fields.name],
      [6.2605, -3.6264, priorsFor('ZA').fields.name],
      [6.8455, -3.6323, priorsFor('FR').fields.name],
      [13.2137, -4.3218, NG.fields.phone],
      [13.2863, -9.9656, NG.fields.national_id],
      [13.2586, -5.6437, NG.fields.email],
      [4.0875, -2.663, DEF.fields.address],
      [3.8244, -2.6477, NG.fields.address],
      [8.3068, -4.3176, NG.fields.dob],
    ];
    for (const [agree, disagree, mu] of cases) {
      assert.equal(r4(fieldBits(1, mu)), agree);
      assert.equal(r4(fieldBits(0.995, mu)), agree);
      assert.equal(r4(fieldBits(0, mu)), disagree);
      assert.equal(r4(fieldBits(0.005, mu)), disagree);
    }
  });

  it('mixes agree and disagree bits linearly in between (name 0.8 under NG → 3.6959)', () => {
    assert.equal(r4(fieldBits(0.8, NG.fields.name)), 3.6959);
  });

  it('turns total bits into a probability without overflow', () => {
    assert.equal(logistic2(0), 0.5);
    assert.equal(logistic2(5000), 1);
    assert.equal(logistic2(-5000), 0);
    assert.equal(r4(logistic2(5.5236 - 4.3218)), 0.697);
  });

  it('raises the name u to that of the most common token of either name', () => {
    assert.equal(nameU(NG, 'Adesola Okonkwo', 'Adesola Okonkwo'), 0.02);
    assert.equal(nameU(NG, 'Ibrahim Okafor', 'Okafor'), 0.05);
    assert.equal(nameU(NG, 'Chidi Okafor', 'Mohammed Okafor'), 0.08);
    assert.equal(nameU(DEF, 'Mohammed Okafor', 'Mohammed Okafor'), 0.01);
  });
});

describe('text engine gate, vetoes and identity', () => {
  it('merges a national id corroborated by the name', () => {
    const s = scoreAndDecide(fs({ name: 0.8, national_id: 1 }, { nameTf: 0.7, sharedNameRarity: 0.9 }), NG, ['Adesola Okonkwo', 'Adesola E. Okonkwo']);
    assert.equal(s.identity, 'same_entity');
    assert.equal(s.action, 'merge');
    assert.equal(s.basis, 'corroborated');
    assert.deepEqual(s.gate, { clearing_signal: 'national_id', distinctive_cleared: true, floor: 0.75 });
    assert.equal(s.weights.name?.bits, 3.6959);
    assert.equal(s.score, 1);
  });

  it('holds a same_entity that rests on one uncorroborated identifier', () => {
    const s = scoreAndDecide(fs({ national_id: 1, email: 0 }), NG, null);
    assert.equal(s.identity, 'same_entity');
    assert.equal(s.action, 'hold');
    assert.equal(s.basis, 'single_identifier');
  });

  it('two exact identifiers corroborate each other', () => {
    const s = scoreAndDecide(fs({ phone: 1, national_id: 1 }), NG, null);
    assert.equal(s.action, 'merge');
    assert.equal(s.basis, 'corroborated');
  });

  it('sends one compared field to review, however strong', () => {
    const s = scoreAndDecide(fs({ national_id: 1 }), NG, null);
    assert.equal(s.identity, 'review');
    assert.equal(s.action, 'hold');
    assert.equal(s.basis, 'single_field');
  });

  it('vetoes on conflicting national ids whatever else agrees', () => {
    const s = scoreAndDecide(fs({ name: 1, phone: 1, email: 1, national_id: 0 }), NG, ['Ada Obi', 'Ada Obi']);
    assert.equal(s.identity, 'different');
    assert.equal(s.action, 'no_op');
    assert.deepEqual(s.vetoes, { id_conflict: true });
  });

  it('keeps an identifier near miss (one keying error) in review', () => {
    const s = scoreAndDecide(fs({ name: 1, phone: 1, national_id: 0.5 }), NG, ['Ada Obi', 'Ada Obi']);
    assert.equal(s.identity, 'review');
    assert.equal(s.basis, 'id_near_miss');
    assert.equal(s.vetoes.id_conflict, false);
  });

  it('does not clear the gate on a common name alone, and does on a rare shared name', () => {
    const common = scoreAndDecide(fs({ name: 1, address: 1 }, { nameTf: 1, sharedNameRarity: 0.5 }), NG, ['Ibrahim Musa', 'Ibrahim Musa']);
    assert.equal(common.gate.clearing_signal, '');
    assert.notEqual(common.identity, 'same_entity');
    const rare = scoreAndDecide(fs({ name: 1, address: 1 }, { nameTf: 1, sharedNameRarity: 0.86 }), NG, ['Zubairu Okwuosa', 'Zubairu Okwuosa']);
    assert.equal(rare.gate.clearing_signal, 'tftoken');
    assert.equal(rare.identity, 'same_entity');
  });

  it('clears on date of birth plus a close name, and orders signals id > phone > email', () => {
    assert.equal(scoreAndDecide(fs({ name: 0.9, dob: 1 }), NG, ['A B', 'A B']).gate.clearing_signal, 'dob+name');
    assert.equal(scoreAndDecide(fs({ phone: 1, email: 1, national_id: 1 }), NG, null).gate.clearing_signal, 'national_id');
    assert.equal(scoreAndDecide(fs({ phone: 1, email: 1 }), NG, null).gate.clearing_signal, 'phone');
  });

  it('calls a pair with nothing to compare review, and weak evidence different', () => {
    const none = scoreAndDecide(fs({}), NG, null);
    assert.equal(none.identity, 'review');
    assert.equal(none.basis, 'nothing_compared');
    assert.equal(none.score, 0.5);
    const weak = scoreAndDecide(fs({ name: 0.3, phone: 0 }), NG, ['A', 'B']);
    assert.equal(weak.identity, 'different');
    assert.equal(weak.basis, 'below_review_threshold');
  });

  it('rounds similarities before the bits', () => {
    const s = scoreAndDecide(fs({ name: 0.812345678 }), NG, ['x', 'y']);
    assert.equal(s.sims.name, 0.8123);
    assert.equal(s.weights.name?.bits, r4(fieldBits(0.8123, NG.fields.name)));
  });
});
