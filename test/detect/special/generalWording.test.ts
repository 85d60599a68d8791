// General cues of product wording (a policy's terms in the present or future: 'pays out', 'will pay out') and
// the regional name of a sick-leave form ('sick-off' sheet, form or certificate in GH and NG): texts written for
// these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

describe('special categories: product wording, sick-off forms', () => {
  const cases: [string, string[]][] = [
    ['Sick-off form\nStaff No 2231, Kofi Mensah\nReason: malaria', ['HEALTH:malaria']],
    ['Sick off certificate\nStaff No 4410, Ama Owusu\nReason: typhoid fever', ['HEALTH:typhoid fever']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));

  const negatives = ['Critical illness cover that pays out on diagnosis of cancer, heart attack or stroke.', 'The plan will pay out a lump sum on diagnosis of stroke.'];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
});
