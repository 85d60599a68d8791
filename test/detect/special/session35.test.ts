// Session 35, round on health in the special sets (sets 28-41): each class kept only where at least two authors' sets
// show it (see the commit messages and the round's report for the counts).
// Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 35: an injury at a body site, in the record languages', () => {
  check([
    ['Incident report\nVictim: Ama Serwaa\nShe showed scars on both forearms to the officer.', ['HEALTH:scars on both forearms']],
    ['Casualty card\nPatient: Tom Reed\nFindings: laceration above the left eyebrow, sutured', ['HEALTH:laceration above the left eyebrow']],
    ['Sports register\nPlayer: Kofi Mensah\nOut for six weeks: fractured right ankle', ['HEALTH:fractured right ankle']],
    ['Unfallbericht\nPatient: Jonas Weber\nVerletzungen: Schnittwunde an der Hand', ['HEALTH:Schnittwunde an der Hand']],
    ['Constat\nPatiente : Marie Dubois\nLésions : entorse du poignet', ['HEALTH:entorse du poignet']],
    ['Parte\nPaciente: Lucía Gómez\nLesiones: quemaduras en las manos', ['HEALTH:quemaduras en las manos']],
    ['Ongevalsmelding\nPatiënt: Jan de Vries\nLetsel: gebroken pols', ['HEALTH:gebroken pols']],
  ]);
  none([
    // an injury word beside a body word in a sentence about no one
    'A broken arm usually heals in six weeks.',
    // a phrasal verb, not an injury
    'He cut back on sugar after the talk.',
    // an injury word with no body site after it
    'Name: Tom Reed\nBudget: cuts to staff travel approved',
  ]);
});

describe('special categories, session 35: a test named in another language, then its result', () => {
  check([
    ['Fiche de suivi\nPatiente : Marie Dubois\nSérologie VIH : positive', ['HEALTH:VIH : positive']],
    ['Aufnahme\nName: Jonas Weber\nHepatitis C: positiv.', ['HEALTH:Hepatitis C: positiv']],
    // A test's 'status' label is not read with its value (special.test.ts 'HIV status: Reactive'): a form's labels stay.
    ['Child health card\nChild of: Ama Serwaa\nMother\'s HIV status: positive', ['HEALTH:HIV']],
    ['Ficha\nPaciente: Lucía Gómez\nVIH: positivo', ['HEALTH:VIH: positivo']],
  ]);
  none([
    // a result word after no test
    'Name: Tom Reed\nAttitude: positive',
  ]);
});

describe('special categories, session 35: a bracket that details the health span before it', () => {
  check([
    ['Pastoral log\nPupil: Ama Serwaa\nConcern: pupil disclosed self-harm (cuts to forearm). Parent informed.', ['HEALTH:self-harm (cuts to forearm)']],
  ]);
});

describe('special categories, session 35: devices a person lives with, and alcohol abuse, in the users\' languages', () => {
  check([
    ['Fitness to drive\nDriver: Tom Reed\nTreatment: CPAP at night', ['HEALTH:CPAP']],
    ['Schulanmeldung\nSchüler: Jonas Weber\nBesonderheiten: Insulinpumpe', ['HEALTH:Insulinpumpe']],
    ['Care plan\nResident: Ama Serwaa\nNeeds: stoma care twice daily', ['HEALTH:stoma']],
    ['Intake\nName: Tom Reed\nIssues: alcohol abuse, debt', ['HEALTH:alcohol abuse']],
    ['Opname\nPatiënt: Jan de Vries\nProbleem: alcoholmisbruik sinds 2019', ['HEALTH:alcoholmisbruik']],
    ['Besoekverslag\nKliënt: Jan de Wet\nHy het Alzheimer se siekte en woon by sy dogter.', ['HEALTH:Alzheimer se siekte']],
    ['Eye screening\nLearner: Kofi Mensah\nResult: short-sighted, glasses advised', ['HEALTH:short-sighted']],
    ['EAP note\nEmployee: Tom Reed\nPlan: referred for outpatient detox', ['HEALTH:outpatient detox']],
  ]);
  none([
    // a device sold, used by no one
    'The shop sells CPAP machines and pacemaker batteries to clinics across the region.',
  ]);
});

describe('special categories, session 35: a note\'s sentence without its subject goes on about the person just named', () => {
  check([
    ['Missing person notice\nAma Owusu, 50, last seen in Accra on Friday. Has epilepsy and needs carbamazepine daily.', ['HEALTH:epilepsy', 'HEALTH:carbamazepine']],
    ['Video consult\nPatient Ama Owusu, 55y. Complaint: dry cough for three days. Had asthma as a child. Plan: review on Monday.', ['HEALTH:dry cough', 'HEALTH:asthma']],
    ['Hardship fund\nMember Tom Reed, joined 2019. Lost income after chemotherapy last spring.', ['HEALTH:chemotherapy']],
  ]);
  none([
    // no one named before the sentence on its line
    'Has epilepsy and needs carbamazepine daily.',
    // an opener that is also an adjective or a noun is not one
    'The meeting was chaired by Ama Owusu last week. Known asthma triggers in offices are dust and smoke.',
    // a question states nothing
    'Ama Owusu opened the clinic on Monday. Has anyone here had malaria this year?',
    // a general sentence between
    'Ama Owusu spoke at the launch. Thousands of people live with diabetes. Has diabetes become a crisis?',
  ]);
});
