// Session 37, round special37 on special categories (issue 15; held-out sets 11-43 as development): the genotype code
// after a copula in one pattern, German and Dutch compound health nouns read by their head, a hereditary condition named
// with its gene or its genetic test, and the repeat-expansion statuses (premutation, full mutation).
// Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 37: one pattern for a genotype code after a copula (special36 and special43r folded)', () => {
  check([
    // the first person's copula, the code not closing its clause
    ['Bros, I be SS and I dey hospital again.', ['GENETIC:SS']],
    ['Savings group: me na AS but my husband na AA.', ['GENETIC:AS', 'GENETIC:AA']],
    // any person's copula when the code closes its clause
    ['Fundraiser\nKofi na SS; he needs blood every month.', ['GENETIC:SS']],
    ['I am HbSC.', ['GENETIC:HbSC']],
  ]);
  none([
    // AA and CC read only when they close the clause: Alcoholics Anonymous, a carbon copy
    'Name: Tom Reed\nNote: I am AA member since 2019',
    // a class or a level after the code
    'I am SS2 student for Kings College.',
    'Kofi na SS 3 teacher for the school.',
    // lower case is no code
    'Abeg, I be as I be.',
  ]);
});

describe('special categories, session 37: a German or Dutch compound named by its health head noun', () => {
  check([
    ['Befund\nPatientin: Petra Lang\nSeit Jahren Schlafstörungen; jetzt Kniearthrose rechts.', ['HEALTH:Schlafstörungen', 'HEALTH:Kniearthrose']],
    ['Herr Jan Weber leidet an Heuschnupfen und einem Handekzem.', ['HEALTH:Heuschnupfen', 'HEALTH:Handekzem']],
    ['Attest\nName: Jan Weber\nDiagnose: Anpassungsstörung; Zustand nach Herzkrankheit.', ['HEALTH:Anpassungsstörung', 'HEALTH:Herzkrankheit']],
    ['Mutterpass\nName: Petra Lang\nBefund: Schwangerschaftsdiabetes, Nussallergie', ['HEALTH:Schwangerschaftsdiabetes', 'HEALTH:Nussallergie']],
    ['Verslag\nCliënt: Anke Bos\nZij heeft een hartritmestoornis en een slaapstoornis.', ['HEALTH:hartritmestoornis', 'HEALTH:slaapstoornis']],
  ]);
  none([
    // a fault of a network, a power line or the peace is no one's health
    'Herr Jan Weber meldete eine Netzstörung und eine Ruhestörung im Haus.',
    'Mieter: Jan Weber\nGrund: Stromstörungen seit Montag',
    // the head noun alone names no condition, and a compound about no one is general
    'Die Störung wurde von Herrn Jan Weber behoben.',
    'Heuschnupfen affects thousands of people every spring.',
  ]);
});

describe('special categories, session 37: a hereditary condition named with its gene or its genetic test', () => {
  check([
    ['Clinic letter\nPatient: Tom Reed\nGermline result: Lynch syndrome (MLH1) confirmed.', ['GENETIC:Lynch syndrome (MLH1)']],
    ['Réclamation\nAssurée: Anne Petit\nObjet: mon syndrome de Lynch (mutation MSH2)', ['GENETIC:syndrome de Lynch (mutation MSH2)']],
    ['Screener\nRespondent: Tom Reed\nQ2: Lynch syndrome, confirmed by a genetic test', ['GENETIC:Lynch syndrome', 'GENETIC:genetic test']],
  ]);
  none([
    // the condition's genes listed in a leaflet: about no one
    'Lynch syndrome (MLH1) is the commonest inherited bowel cancer syndrome.',
    // a bracket that names no gene
    'Patient: Tom Reed\nReason for call: a question on Lynch syndrome (leaflet)',
  ]);
});

describe('special categories, session 37: premutation and full mutation, the repeat-expansion statuses', () => {
  check([
    ['Note\nParent: Ama Serwaa\nAma carries a fragile X premutation.', ['GENETIC:premutation']],
    ['Verslag\nLeerder: Esi Ampofo\nToets: fragiele X-volmutasie', ['GENETIC:volmutasie']],
    ['Consulta\nPaciente: Ana Ruiz\nResultado: premutación del gen FMR1', ['GENETIC:premutación']],
    ['Developmental clinic\nChild: Emeka Obi\nTest: FMR1 full mutation', ['GENETIC:full mutation']],
  ]);
  none([
    // the statuses explained in general
    'A premutation carrier may pass on a full mutation to her children.',
  ]);
});

describe("special categories, session 37: a note's field written inline after the sentence that names its subject", () => {
  check([
    ['Helpline log\nCaller Ama Serwaa (agreed to a callback). Issues: depression, rent arrears.', ['HEALTH:depression']],
    ['Intake - Ama Serwaa, 34, teacher. Disclosed: asthma since childhood.', ['HEALTH:asthma']],
    ['Drop-in log\nVisitor Tom Reed (came with his sister). Concerns: epilepsy, housing.', ['HEALTH:epilepsy']],
    ['Referral - Tom Reed, forklift driver, Leeds depot. Reason: alcohol dependence; missed shifts.', ['HEALTH:alcohol dependence']],
  ]);
  none([
    // a field about no one: a general statement, a topic for everyone, a question
    'Team update - Tom Reed chaired the meeting. Topic: diabetes awareness week for all staff.',
    'Kofi Mensah opened the clinic. Campaign: thousands screened for hypertension this year.',
    'Ama Serwaa rang twice. Question: does malaria come back?',
    // a label naming what is discussed (topic_labels, topic nouns): the value is a subject, not the person's data
    'Speaker: Kwabena Ofori. Topic: malaria.',
    'Club night - Tom Reed hosted. Theme: epilepsy awareness.',
    'Sprecherin: Anna Weber. Thema: Diabetes.',
    'Guest Ama Serwaa. Talk: living with sickle cell.',
  ]);
});
