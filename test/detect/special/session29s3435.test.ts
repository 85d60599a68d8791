// Session 29, round on the classes held-out special sets 34 and 35 (two authors) both show (issue 15). Each class here
// shows errors in both sets or in one of them and another author's set (see the commit messages for the counts). Texts
// written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 29: a criminal register named as a record title gives way to its findings', () => {
  check([
    // the register's name titles the record; the conviction after it is the finding (records.json procedure_terms)
    ['Certidão de registo criminal: Tiago Mendes - condenado por roubo em 2018.', ['CRIMINAL_RECORD:condenado por roubo']],
    ['Certificato del casellario giudiziale: Marco Bianchi - condanna per rapina, 2016.', ['CRIMINAL_RECORD:condanna per rapina']], // session 32: one span over word and offence
    // an application's own words before the register's name (four words, TITLE_LEAD)
    ['Application for expungement of criminal record: Musa Danjuma, convicted of theft in 2012.', ['CRIMINAL_RECORD:convicted of theft']],
    // session 33: 'skuldig bevind aan' runs over its offence as one span, as 'condanna per' does
    ['Vorige veroordeling: Pieter Botha - skuldig bevind aan bedrog, 2011.', ['CRIMINAL_RECORD:skuldig bevind aan bedrog']],
    // in a sentence the register's name stays a finding, also with four words before it that are no title's
    ['Musa Danjuma disclosed his criminal record: theft, 2012.', ['CRIMINAL_RECORD:criminal record', 'CRIMINAL_RECORD:theft']],
    ['The vetting officer noted that Grace Achieng has a criminal record for fraud.', ['CRIMINAL_RECORD:criminal record for fraud']],
    ['Informe: el solicitante Luis Ortega tiene antecedentes penales por estafa desde 2015.', ['CRIMINAL_RECORD:antecedentes penales']],
  ]);
  none([
    // a clearance stating no record, under the register's title
    'Certificado de registo criminal: Tiago Mendes - nada consta.',
    // a law reform debate about no one
    'The committee discussed how long a criminal record should be kept on file.',
  ]);
});

describe('special categories, session 29: a live photo of an enrolment', () => {
  check([
    ['SIM swap at the Tema office - Kojo Mensah: thumbprint verified; live photo captured at the counter.', ['BIOMETRIC:thumbprint verified', 'BIOMETRIC:live photo captured']],
    ['Passport renewal: Mrs Thandi Mokoena’s live capture photograph was taken at the Soweto office.', ['BIOMETRIC:live capture photograph']],
    ['Onboarding log: Fatima Yusuf uploaded a live selfie; live selfie matched to the ID card.', ['BIOMETRIC:live selfie matched']],
  ]);
  none([
    // a phone's camera mode and a picture of an event, no enrolment
    'Grace Owusu turned off the live photo setting on her new phone.',
    'Kwame Boateng posted a live photo from the match on Saturday.',
    // an instruction to all applicants, about no one
    'The live capture photograph must be taken against a plain white background.',
  ]);
});

describe('special categories, session 29: a carrier of a hereditary condition in the users’ other languages', () => {
  check([
    ['Uitslag dragerschapsonderzoek: mevrouw Sanne Bakker is draagster van cystische fibrose.', ['GENETIC:draagster van cystische fibrose']],
    ['Genetiese verslag: Johan Pretorius is draer van sistiese fibrose.', ['GENETIC:draer van sistiese fibrose']],
    ['Consulenza genetica: la signora Giulia Romano è portatrice sana di fibrosi cistica.', ['GENETIC:portatrice sana di fibrosi cistica']],
    ['Relatório: Ana Costa, portadora de talassemia, aconselhamento marcado.', ['GENETIC:portadora de talassemia']],
    ['Matokeo: Halima Said ni mbebaji wa ugonjwa wa seli mundu.', ['GENETIC:mbebaji wa ugonjwa wa seli mundu']],
    ['Ripoti ya maabara: Baraka Otieno ana jeni ya seli mundu.', ['GENETIC:jeni ya seli mundu']],
    // a carrier of a virus is the person's health, not a hereditary condition
    ['Patiënt Jan de Boer is drager van het hepatitis B-virus.', ['HEALTH:hepatitis B']],
  ]);
  none([
    // a disabled person's old legal wording, the bearer of a letter: no hereditary condition
    'Il signor Paolo Ferri è portatore di handicap.',
    'Die draer van hierdie brief, Johan Botha, mag die hek oopmaak.',
    // a leaflet on how the gene is passed on, about no one
    'Jeni ya seli mundu hurithiwa kutoka kwa wazazi wote wawili.',
  ]);
});

describe('special categories, session 29: a one-line record titled with its subject, its later entries written without a subject', () => {
  check([
    ['Custody record: Peter Njoroge. Fingerprints taken at Kilimani station; custody photograph taken.', ['BIOMETRIC:Fingerprints taken', 'BIOMETRIC:custody photograph']],
    ['Police clearance record - Amaka Obi: no conviction found. Thumbprints taken for the search.', ['BIOMETRIC:Thumbprints taken']],
    ['Visit note: Ama Serwaa. Iris scan matched at the gate.', ['BIOMETRIC:Iris scan']],
  ]);
  none([
    // the first sentence is no record's title: the later entry has no subject to belong to
    'Peter Njoroge joined the club. Fingerprints taken at the door.',
    // a later statement with its own verb is no note's entry
    'Meeting note: Ama Serwaa chaired. Fingerprints are unique to each person.',
    'Incident report: Kofi Annan slipped in the canteen. Diabetes affects many staff in the plant.',
    // a title naming no one
    'Custody record: summary for March. Fingerprints taken at all stations.',
  ]);
});
