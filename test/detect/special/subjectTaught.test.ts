// A faith word before a school subject names the subject taught or studied, not the person's faith: religion
// `blockers_after`, which may be two-word phrases ("religious education") as well as words. Texts written for
// these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

describe('special categories: a faith word before a school subject', () => {
  const cases: [string, string[]][] = [
    ['Sister Mary Okafor is a Catholic religious sister.', ['RELIGION:Catholic']],
    ['Ama Serwaa is a Christian and sings in the choir.', ['RELIGION:Christian']],
    ['Kwame Mensah is Muslim; studies at Legon.', ['RELIGION:Muslim']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));

  const negatives = [
    "Mrs Adeyemi teaches Catholic religious education at the girls' school.",
    'Amina Bello scored an A in Christian religious knowledge.',
    'Dr Kofi Osei lectures in Christian theology at Legon.',
    'Mr Yusuf Bello is the head of Islamic studies.',
    // a two-word blocker of another category, listed before phrases were read: a case study names no conviction
    'Ms Ama Owusu presented a fraud case study to the class.',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
});
