// Session 44, review of the set 51 round (rev-special51r): inputs the round's new cues got wrong. Texts written for these
// tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 44 review: a business or referee partner is no same-sex spouse', () => {
  none([
    'Job application\nApplicant: Mr John Smith\nReferee: partner, Mr Peter Jones',
    'Engagement letter\nClient: Mr John Smith\nBusiness partner: his partner, Mr Peter Jones',
  ]);
  // the possessed partner word under a kin label still reads
  check([['Gym membership form\nMember: Mr David Ochieng\nEmergency contact: his partner, Mr Paul Wekesa', ['SEXUAL_ORIENTATION:his partner']]]);
});

describe('special categories, session 44 review: a condition word naming a study module or a trade is no one\'s health', () => {
  none([
    'Training log\nTrainee: malaria module completed',
    'Staff card\nStaff: Tom Reid\nRole: prosthesis technician',
    'Staff card\nStaff: Tom Reid\nDepartment: Prosthesis workshop',
  ]);
  check([['Warehouse staff card\nStaff: Tom Reid\nMedical: below-knee amputation, uses a prosthesis', ['HEALTH:below-knee amputation', 'HEALTH:prosthesis']]]);
});

describe('special categories, session 44 review: a people\'s adjective as a street name is no one\'s origin', () => {
  none(['Ankieta\nImię: Adam Nowak\nAdres: ul. Łemkowska 5, Gorlice', 'Ankieta\nImię: Adam Nowak\nAdres: ulica Łemkowska 12, Krynica']);
  check([['Ankieta - przewoźnik\nKierowca: Adam Nowak\nPochodzenie etniczne: łemkowska', ['RACE:łemkowska']]]);
});

describe('special categories, session 44 review: Yorùbá "ọ̀rẹ́kùnrin" / "ọ̀rẹ́bìnrin" (also a male, a female friend) only as a partner', () => {
  none([
    'Ìwé ọmọ ẹgbẹ́\nỌmọ ẹgbẹ́: Arábìnrin Funke Ade\nẸni tí a lè pè: ọ̀rẹ́bìnrin rẹ̀, Bisi',
    'Ìwé ọmọ ẹgbẹ́\nỌmọ ẹgbẹ́: Ọ̀gbẹ́ni Kunle Ajayi\nẸni tí a lè pè: ọ̀rẹ́kùnrin rẹ̀ Tunde',
  ]);
  // after a cohabitation phrase, or under a partner label, the word is the partner
  check([
    ['Ìwé ayálégbé\nAyálégbé: Ọ̀gbẹ́ni Kunle Ajayi\nÀkíyèsí: ó ń gbé pẹ̀lú ọ̀rẹ́kùnrin rẹ̀', ['SEXUAL_ORIENTATION:ọ̀rẹ́kùnrin rẹ̀']],
    ['Huurformulier\nHuurder: Dhr. Piet de Groot\nOpmerking: woont samen met zijn vriend', ['SEXUAL_ORIENTATION:zijn vriend']],
  ]);
});

describe('special categories, session 44 review: a treatment course keeps its condition', () => {
  check([['Patient: Kofi Mensah\nPlan: 5-day malaria course', ['HEALTH:malaria']]]);
});
