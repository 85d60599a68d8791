// Session 41, mend of the special41 and special48r rounds (issue 15). Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 41 mend: an arrest with its time reads an offence that ends its clause', () => {
  check([
    // an offence with its place after it keeps the earlier reading: the verb and the offence apart
    ['Tendai Moyo was arrested last week for burglary near the bus depot.', ['CRIMINAL_RECORD:was arrested', 'CRIMINAL_RECORD:burglary']],
    // an offence that ends its clause stays one statement with its arrest
    ['Note: Ben Ayo was jailed in 2021 for burglary, then released.', ['CRIMINAL_RECORD:was jailed in 2021 for burglary']],
  ]);
  none([
    // 'charged' and 'detained' with a time are a phone, a bill, a fee or care: the time slot follows only verbs criminal on their own
    'My phone was charged last night for six hours.',
    'Amina Bello was charged on 12 May for an extra bag at check-in.',
    'Mr Kofi Asante was charged last month for the water bill.',
    'The patient Ruth Achieng was detained last week for observation after the fall.',
    'Mrs Grace Tembo was detained in 2019 for assessment under the Mental Health Act.',
  ]);
});

describe('special categories, session 41 mend: a plea is procedure only beside its offence or charge line', () => {
  check([
    // no offence or charge line: the plea and the sentence are the record the text holds
    ['Defendant: Grace Wanjiru\nPlea: guilty\nSentence: 9 months', ['CRIMINAL_RECORD:guilty', 'CRIMINAL_RECORD:9 months']],
    // beside the charge it answers, the plea is procedure
    ['Magistrate court list\nAccused: Peter Okello\nCharge: stealing by servant\nPlea: guilty', ['CRIMINAL_RECORD:stealing by servant']],
  ]);
});

describe('special categories, session 41 mend: a mutation word before a variant keeps the variant', () => {
  check([
    // a gene right after the mutation word stays one span; a variant (or a gene with its variant) is read as before
    ['Clinic letter\nPatient: Anna Kowalska\nFinding: mutation BRAF V600E in the biopsy', ['GENETIC:BRAF V600E']],
    ['Clinic letter\nPatient: Anna Kowalska\nFinding: mutation MYH7 confirmed', ['GENETIC:mutation MYH7']],
  ]);
});

describe("special categories, session 41 mend: Pidgin 'i' before a short word is the pronoun", () => {
  check([
    // 'di' (Pidgin progressive) is no Italian plural noun: 'i' stays the person cue
    ['Voice note: i di sick with malaria since monday, abeg pray for am.', ['HEALTH:malaria']],
  ]);
});
