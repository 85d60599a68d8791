// legalFormsDiffer (typeVocabulary.ts) reads each name a name gives: a company converted from one legal form to
// another and listed with its former name is one legal person. The names are made up for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareTypes } from '../../../src/compare/comparators/typeKind.js';
import { legalFormsDiffer } from '../../../src/compare/comparators/typeVocabulary.js';

const spec = { kind: 'type' as const, weight: 0, domain: 'organization' };
const sim = (a: string, b: string) => compareTypes(a, b, spec)?.sim;

describe('legal form kinds and former names', () => {
  it('a converted company against its current or its former name does not disagree (positive)', () => {
    assert.equal(legalFormsDiffer('Cerámicas Llorente S.A. (formerly Cerámicas Llorente S.L.)', 'Cerámicas Llorente S.A.'), false);
    assert.equal(legalFormsDiffer('Cerámicas Llorente S.L.', 'Cerámicas Llorente SA, formerly Cerámicas Llorente SL'), false);
    assert.notEqual(sim('Vinhos Quintela S.A. (previously Vinhos Quintela Lda)', 'Vinhos Quintela, S.A.'), 0);
  });

  it('two forms still disagree when no name of either side shares one (negative)', () => {
    assert.equal(legalFormsDiffer('Cerámicas Llorente S.A. (formerly Azulejos Llorente S.A.)', 'Cerámicas Llorente S.L.'), true);
    assert.equal(sim('Cerámicas Llorente S.L.', 'Cerámicas Llorente S.A.'), 0);
  });

  it('a cue that opens the name is no former name (adversarial)', () => {
    assert.equal(legalFormsDiffer('Formerly Yours S.L.', 'Formerly Yours S.A.'), true);
  });
});
