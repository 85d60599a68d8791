// The special-category classes of session 22b (issue 15: set 29 as development, false alarms grouped by kind of
// record), each beside the positives that must stay. Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 22b: a police clearance that found no record', () => {
  none([
    // the clearance's result field answered with "none found" and its kin, and "no record of" before the term
    'POLICE CLEARANCE REPORT\nApplicant: Yaw Mensah\nCriminal record: none found\nPurpose: visa',
    'Applicant: Halima Yusuf\nPrevious convictions: nothing found',
    'Certificate of good conduct\nApplicant: Brian Otieno\nOutcome: no record of previous convictions',
    'Applicant: Thandeka Dube\nResult: no trace of any conviction on the national database',
  ]);
  check([
    // a record that was found, and the same words with no absence before them, stay the person's
    ['Applicant: Yaw Mensah\nCriminal record: fraud (2018), fined', ['CRIMINAL_RECORD:fraud (2018), fined']],
    ['Applicant: Brian Otieno\nOutcome: previous convictions for burglary', ['CRIMINAL_RECORD:previous convictions for burglary']],
  ]);
});

describe('special categories, session 22b: a need question answered no', () => {
  none([
    // a booking or registration form's need field with a need word before its separator, answered no
    'Conference registration — Esi Boateng\nWheelchair access needed: no\nMeal: halal',
    'Booking form\nName: Peter Walsh\nWheelchair space required: No\nSeat: 14C',
  ]);
  check([
    // answered yes, the need is the person's; a label with no need word is read as before
    ['Conference registration — Esi Boateng\nWheelchair access needed: yes\nMeal: halal', ['HEALTH:Wheelchair']],
    ['Patient: Peter Walsh\nEpilepsy medication changed: none', ['HEALTH:Epilepsy']],
  ]);
});

describe('special categories, session 22b: a city after a preposition of place is no person', () => {
  none([
    // a public notice naming a city that is also a surname: the notice is about no one
    'Clinic notice: chickenpox is going round in Madrid; keep your child home until the spots crust over.',
    'Aviso: o aeroporto de Madrid vai usar reconhecimento facial nas portas de embarque.',
  ]);
  check([
    // the same surname naming a person, and a person who lives in the city, stay personal
    ['Lucas Madrid was diagnosed with mumps last week.', ['HEALTH:mumps']],
    ['She moved to a flat in Madrid after her diabetes diagnosis.', ['HEALTH:diabetes']],
  ]);
});

describe('special categories, session 22b: observances and dress that tell a faith without naming it', () => {
  check([
    // a rite asked for, a feast given as a leave reason, a sabbath kept, a head covering worn: the person's faith
    ['Ward 5 chaplaincy list\nPatient: Chidi Okafor, bed 4\nRequest: Holy Communion before surgery', ['RELIGION:Holy Communion']],
    ['Verlofaanvraag — Samira Amrani\nReden: Offerfeest', ['RELIGION:Offerfeest']],
    ['Urlaubsantrag — Yusuf Demir\nGrund: Zuckerfest mit der Familie', ['RELIGION:Zuckerfest']],
    ['Student: Marek Nowak\nUzasadnienie: w sobotę obchodzę szabat.', ['RELIGION:szabat']],
    ['Incident log\nPupil: Leila Haddad\nOther pupils pulled at her hijab in the lunch queue.', ['RELIGION:hijab']],
    ['Daniel Levy says colleagues make jokes about his kippah.', ['RELIGION:kippah']],
  ]);
  none([
    // the same words about no one: a shop's stock, a calendar, a public notice
    'The market stall sells hijabs and prayer mats.',
    'Suikerfeest valt dit jaar op een maandag.',
    'Holy Communion is celebrated every Sunday in the parish church.',
  ]);
});
