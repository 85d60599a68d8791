// A maker's code with its market and colour letters run on (session 26, issue 11; modelCode.ts codeRelation):
// makers and distributors append five or six letters for the colour and the market a unit was made for
// (a phone's SM-T525F + ZKDAFC, a charger's EP-T4410 + XBEGGB), and a catalogue or a till writes the code
// without them: one product in another market's box, a variant (0.8), never an unrelated code. Codes written
// for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeRelation, compareModelCodes, VARIANT } from '../../../src/compare/comparators/modelCode.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';

const spec: ComparatorSpec = { kind: 'model', field: 'model', text_field: 'name', weight: 4 };

describe('model codes: a market and colour suffix of letters', () => {
  it('positive: five or six letters after the code are a variant of it', () => {
    assert.equal(codeRelation('smt525fzkdafc', 'smt525f'), VARIANT);
    assert.equal(codeRelation('ept4410', 'ept4410xbeggb'), VARIANT);
    assert.equal(codeRelation('kx8801bkzaa', 'kx8801'), VARIANT);
    const r = compareModelCodes({ name: 'Acme 25W adapter', model: 'EP-T4410XBEGGB' }, { name: 'Acme adapter', model: 'EP-T4410' }, spec);
    assert.equal(r?.sim, VARIANT);
  });
  it('negative: seven letters or more, or digits in a long suffix, stay another code', () => {
    assert.equal(codeRelation('ept4410', 'ept4410xbeggba'), 0);
    assert.equal(codeRelation('wn2500rp', 'wn2500rp200nas'), 0);
  });
  it('adversarial: a short base, a base without a digit, or digits continuing the number are no variant', () => {
    assert.equal(codeRelation('a12', 'a12xbeggb'), 0);
    assert.equal(codeRelation('abcde', 'abcdexbeggb'), 0);
    assert.equal(codeRelation('hdmimm1', 'hdmimm10'), 0);
  });
});
