// A clinical frame ("treated with", "controlled on") points to a patient for health words, but not right after a
// copula or a generic adverb (cues `clinical_generic_before`): "Malaria is treated with ..." describes the
// condition, so such a sentence needs a person like any other. Texts written for these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

describe('special categories: clinical frames in generic statements', () => {
  const cases: [string, string[]][] = [
    ['Details: type 2 diabetes, diagnosed 2019, controlled on metformin', ['HEALTH:type 2 diabetes', 'HEALTH:metformin']],
    ['HTN controlled on amlodipine.', ['HEALTH:HTN', 'HEALTH:amlodipine']],
    ['Treated with doxycycline for chlamydia.', ['HEALTH:doxycycline', 'HEALTH:chlamydia']],
    ['She is on ART.', ['HEALTH:ART']],
    ['Her hypertension is controlled on amlodipine.', ['HEALTH:hypertension', 'HEALTH:amlodipine']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));

  const negatives = [
    'Malaria is treated with artemisinin combination therapy.',
    'Hypertension is managed with lifestyle change and medication.',
    'Hypertension is usually controlled with two drugs.',
    'Early diagnosis of diabetes improves outcomes.',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
});
