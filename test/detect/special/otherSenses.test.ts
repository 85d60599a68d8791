// 'PEP' in a looked-after child's education record is a personal education plan, not post-exposure prophylaxis
// (health `other_senses`), and a health word before a job or a meeting ('PEP officer', 'TB coordinator') names
// the post's field, not someone's condition (`blockers_after`). Texts written for these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

describe('special categories: PEP as an education plan, a health word before a job', () => {
  const cases: [string, string[]][] = [
    // post-exposure prophylaxis stays health
    ['After the needle-stick injury Nurse Ama Owusu started PEP within 2 hours.', ['HEALTH:PEP']],
    ['Name: Ama Owusu\nTreatment: PEP started 3/5', ['HEALTH:PEP']],
    // an attendance frame lifts the job blocker
    ['Mr Bello was referred to the TB officer for DOTS.', ['HEALTH:TB']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));

  const negatives = [
    "Looked-after child review: Ama Mensah's PEP was updated by the designated teacher.",
    'Personal Education Plan (PEP) reviewed for Tunde Bakare on 3 May; his targets were met.',
    'Attendees: Kofi Mensah (PEP officer), Ms Brown (virtual school).',
    'Kojo Asante met the PEP coordinator on Tuesday.',
    'Kofi Mensah, TB coordinator, Kumasi',
    'Minutes: Esi Ampofo chaired the HIV meeting on Monday.',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
});
