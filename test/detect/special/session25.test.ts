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

describe('special categories, session 25: a party rally the person attends or addresses', () => {
  check([
    ['Emeka attended an APC rally in Kano last week.', ['POLITICAL_AFFILIATION:APC']],
    ['Staff query — Ama Owusu, nurse\nYou addressed an NDC campaign rally in uniform on 3 May.', ['POLITICAL_AFFILIATION:NDC']],
    ['My brother spoke at the ODM rally on Saturday.', ['POLITICAL_AFFILIATION:ODM']],
    ['She took part in the ANC victory march in Durban.', ['POLITICAL_AFFILIATION:ANC']],
  ]);
  none([
    // a rally as news or as a place, with no one tied to it by a participation verb
    'Roads around the stadium are closed for the APC rally on Saturday.',
    'The NDC rally drew a large crowd in Tamale.',
    'Kofi covered the NPP rally for the evening news.',
    // a party of another sense with no party cue (PDP as a development plan) is not read by the rally rule
    'Emeka attended a planning rally for the PDP review.',
  ]);
});

describe('special categories, session 25: a hospital record number in prose, in a text that keeps a health span', () => {
  check([
    ['Collections note: the borrower says he was admitted at OAUTH/2022/5512 with a stroke.', ['HEALTH:OAUTH/2022/5512', 'HEALTH:stroke']],
    ['The defence relies on a medical report from KNH-OP-20931 showing she has epilepsy.', ['HEALTH:KNH-OP-20931', 'HEALTH:epilepsy']],
    ['Grounds: the applicant has breast cancer and needs chemotherapy at GSH/8812044 every three weeks.', ['HEALTH:breast cancer', 'HEALTH:chemotherapy', 'HEALTH:GSH/8812044']],
    ['Claim review: the claimant’s hospital file TTH/2019/0412 shows diabetes since 2015.', ['HEALTH:TTH/2019/0412', 'HEALTH:diabetes']],
  ]);
  none([
    // a number after a care verb in a text with no health span: a visa or loan office, not a patient record
    'Visa desk: the applicant was seen at KBTH/24/00913 on Monday and asked to return with her passport.',
    'Loan note: Ada Obi was admitted at LND/2023/0042 as a new customer.',
  ]);
  check([
    // a time, a ward or a code without a hospital's letters is no record number
    ['She has diabetes and was admitted at 14:00 to ward 4.', ['HEALTH:diabetes']],
    ['Tomi has asthma and was seen at clinic 12 last week.', ['HEALTH:asthma']],
    ['He has hypertension; report from Q3-2023 audit attached.', ['HEALTH:hypertension']],
  ]);
});

describe('special categories, session 25: a charge on a workplace disciplinary record is the employer’s, not a criminal record', () => {
  check([
    // an offence written as the charge is still one
    ['Disciplinary hearing — warehouse\nEmployee: Tomi Bello\nCharge: theft of two cartons of detergent', ['CRIMINAL_RECORD:theft of two cartons of detergent']],
    // the same labels under a court's or police heading keep their reading
    ['Charge sheet\nAccused: Ada Obi\nCharge: absence without leave', ['CRIMINAL_RECORD:absence without leave']],
  ]);
  none([
    'DISCIPLINARY HEARING — OUTCOME LETTER\nEmployee: Ada Obi\nCharge: persistent lateness\nOutcome: first written warning',
    'Notice of gross misconduct investigation\nStaff: Kojo Mensah\nCharge: sleeping on duty',
    'Procédure disciplinaire — convocation\nSalarié : Luc Martin\nCharge: absences injustifiées',
  ]);
});
