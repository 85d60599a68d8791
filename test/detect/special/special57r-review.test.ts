// Session 50 review of special57r: inputs written for the review, not taken from any set. Each `none` and each `check`
// marked 'fails before the mend' gave a wrong answer on the round's branch (c67602b2); the others pin what the round
// fixed and the mends keep.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special57r review: a second titled person beside a spouse word', () => {
  none([
    // fails before the mend: a titled line with a spouse word was read as the subject's spouse
    'Shop - staff\nName: Mrs Ama Mensah\nWitness: Mrs Efua Boateng, wife',
    'Household register\nHead of household: Mrs Ama Mensah\nMember: Mrs Efua Mensah, wife (of son Yaw)',
    'Clinic card\nPatient: Ms Grace Otieno\nNext of kin: Mr Peter Otieno, husband\nSecond contact: Mrs Akinyi Otieno, wife',
  ]);
  check([
    // kept: the spouse word that is itself a title (isiZulu 'unkosikazi', also 'Mrs') names no second person
    ['Isitolo - ifomu\nUmsebenzi: uNksk. Thandi Dube\nUmlingani: unkosikazi wakhe uLindiwe', ['SEXUAL_ORIENTATION:unkosikazi wakhe']],
  ]);
});

describe('special57r review: a one-letter bracket before a number is a phone mark, not a sex', () => {
  none([
    // fails before the mend: '(M)' (mobile) and '(F)' read as the partner's sex
    'Staff list - Accra\nName: Mr John Mensah\nNext of kin: Sarah Mensah, partner (M) 0244 123 456',
    'Staff list - Accra\nName: Ms Jane Mensah\nEmergency contact: partner (F) +44 20 7946 0000',
  ]);
  check([
    ['Staff list - Accra\nName: Ms Jane Mensah\nEmergency contact: partner (F), Akosua', ['SEXUAL_ORIENTATION:partner']],
    ['Staff list - Accra\nName: Mr John Mensah\nNext of kin: partner (male) 0244 123 456', ['SEXUAL_ORIENTATION:partner']],
  ]);
});

describe('special57r review: a person and town before the dash are no business title', () => {
  check([
    // fails before the mend: the person's own line was read as a document's title and its finding dropped
    ['Kwame Mensah, Kumasi - previous convictions (2)\nReferee: Mr Owusu', ['CRIMINAL_RECORD:previous convictions']],
    ['Jan de Vries, Utrecht - vorige veroordeling: 2019', ['CRIMINAL_RECORD:vorige veroordeling']],
    // kept: a document's noun and link name the document ('certificado de')
    ['Lucía Gómez, Málaga - certificado de antecedentes penales: robo con fuerza (2019)', ['CRIMINAL_RECORD:robo']],
  ]);
});

describe('special57r review: a gene result that qualifies a lab noun, a carrier of an engineered gene', () => {
  none([
    // fails before the mend
    'Dr Mensah ran the BRCA gene negative control with Ms Ama Owusu.',
    'Mr Kofi Appiah explained that mosquitoes are a carrier of the modified gene.',
  ]);
  check([['Ms Ama Owusu: Huntington gene positive.', ['GENETIC:Huntington gene positive']]]);
});
