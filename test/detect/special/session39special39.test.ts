// Session 39, round special39 on special categories (issue 15; held-out sets 11-45 as development).
// Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 39: a health word in a field\'s label is wording when the value states the datum', () => {
  check([
    // a history, status or screen whose value names the datum: the value is marked, the label's word is not
    ['Reception screen\nPrisoner: Kwame Boateng\nSelf-harm history: overdose of tablets 2018', ['HEALTH:overdose']],
    ['Drop-in clinic\nClient: Lerato Mokoena\nSTI screen: syphilis reactive, treated', ['HEALTH:syphilis reactive']],
    ['Antenatal card\nWoman: Ama Owusu\nPartner\'s HIV status: on TLD since 2022', ['HEALTH:TLD']],
    // a value naming nothing of the category: the label's word is all the record says, and it stays
    ['Reception screen\nPrisoner: Kwame Boateng\nSelf-harm history: yes, 2016', ['HEALTH:Self-harm']],
    // a label that is the term alone names the condition itself: both stay
    ['Clinic card\nClient: Kofi Boateng\nHypertension: on amlodipine', ['HEALTH:Hypertension', 'HEALTH:amlodipine']],
    // a test's or service's name: the record says it was undergone, whatever the value
    ['Booking sheet\nClient: Esi Mensah\nPregnancy test: positive', ['HEALTH:Pregnancy test: positive']],
    ['Cover application\nApplicant: Ade Okafor\nGenetic test results: BRCA2 pathogenic variant', ['GENETIC:Genetic test', 'GENETIC:BRCA2 pathogenic variant']],
    // a label asking for the signs of what it names: the signs do not state the condition, so its word stays
    ['Intake sheet\nClient: Kofi Boateng\nAsthma symptoms: wheeze at night', ['HEALTH:Asthma', 'HEALTH:wheeze']],
    ['Fomu ya kliniki\nMgonjwa: Amina Hassan\nDalili za TB: kikohozi wiki 3', ['HEALTH:TB', 'HEALTH:kikohozi']],
  ]);
});

describe('special categories, session 39: outing someone as gay, lesbian or bisexual', () => {
  check([
    // the object of 'out' or 'expose' before 'as' and an orientation word is the person, whatever the sentence says around it
    ['Incident log\nVictim: Kojo Mensah\nNote: two men threatened to expose him as gay unless he paid them', ['SEXUAL_ORIENTATION:gay']],
    ['Safeguarding note\nPupil: Ama Owusu\nConcern: classmates threatened to out her as lesbian in the community group chat', ['SEXUAL_ORIENTATION:lesbian']],
    ['Protection order\nApplicant: Thabo Nkosi\nGrounds: the respondent threatened to out the applicant as bisexual in the village', ['SEXUAL_ORIENTATION:bisexual']],
  ]);
  none([
    // 'expose' and 'out' with another complement name no orientation
    'Incident log\nVictim: Kojo Mensah\nNote: the men threatened to expose him as a fraud in the community',
    'The audit will expose the scheme as a failure.',
    'Ticket: please log me out as soon as the session ends.',
  ]);
});

describe('special categories, session 39: Igbo \'onye\' (a person of) before a people\'s name, without the copula', () => {
  check([
    // a register's entry and a note: 'onye X' is one X person, as 'bụ onye X' is
    ['Ndepụta ndị otu\nChidi Eze: onye Ijaw si Yenagoa', ['RACE:Ijaw']],
    ['Nwanne m Emeka, onye Igbo, na-achọ ọrụ na Kano.', ['RACE:Igbo']],
  ]);
  none([
    // the plural 'ndị' is a people, no one person; a people's name as a language after a verb is no origin
    'Ndị Igbo na-azụ ahịa n\'Onitsha.',
    'Ọ na-asụ Igbo na Hausa.',
  ]);
});
