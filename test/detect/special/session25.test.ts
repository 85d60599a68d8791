// The special-category classes of session 25 (issue 15: held-out sets 28–31 as development, helper specialx): classes
// kept only where at least two independently written sets show them. Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 25: "you" in a text written about one subject', () => {
  check([
    // sentencing remarks under the case's name, a notice under its subject's name, a decision under a subject label
    ['R v Tomi Bello — sentencing remarks\nYou have six previous convictions for theft and you were on licence at the time.', ['CRIMINAL_RECORD:six previous convictions for theft', 'CRIMINAL_RECORD:on licence']],
    ['Licence review — Kojo Mensah, driver\nYou did not declare your epilepsy when you renewed the licence.', ['HEALTH:epilepsy']],
    ['Licensing decision\nApplicant: Ada Eze\nYou received a caution for shoplifting in 2021, which we have taken into account.', ['CRIMINAL_RECORD:caution for shoplifting']],
    // as in a letter opened with a salutation, which already counted
    ['Dear Ada,\nYou were convicted of fraud in 2020.', ['CRIMINAL_RECORD:were convicted of fraud']],
  ]);
  none([
    // a form's printed title on its first line and its questions are the form's wording, not statements about the subject
    'PIP2 — How your asthma affects you\nName: Tomi Bello\nQ1 Walking: I can walk 200 metres.',
    'Gym induction — Ada Eze\nName: Ada Eze\nAre you diabetic? Tick if yes.',
    // a text about no one in particular: a leaflet with no subject label and no name on its first line
    'Asthma leaflet\nYou should carry your inhaler if your asthma gets worse at night.',
  ]);
});
