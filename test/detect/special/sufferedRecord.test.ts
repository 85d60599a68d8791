// A wrong suffered ('victim of', 'reported the theft') is no criminal record of the person's (records
// `suffered_before`), but a term holding a word of their own record (`own_record_words`: conviction, caution,
// sentence) stays theirs after a reporting word: a disclosure. Texts written for these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

describe('special categories: a wrong suffered, a record disclosed', () => {
  const cases: [string, string[]][] = [
    ['Applicant Kofi Mensah reported a previous conviction for theft.', ['CRIMINAL_RECORD:previous conviction for theft']],
    ['Ama Owusu reports a spent conviction on her DBS form.', ['CRIMINAL_RECORD:spent conviction']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));

  const negatives = ['Kofi Mensah reported the theft of his phone.', 'Ama Owusu was a victim of fraud.', 'Kofi Mensah was a witness to the robbery.'];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
});
