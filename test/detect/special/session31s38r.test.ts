// Session 31, round on held-out special set 38 (issue 15). Each class here shows errors in set 38 and in at least one
// other author's set (see the commit messages and the round's report for the sets and counts). Texts written for these
// tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 31: a frame about an unnamed plural group points to no one', () => {
  check([
    // a frame alone still points to the one person a note is about, and a name or person cue keeps the sentence
    ['Arrested for burglary in 2019, released on bail.', ['CRIMINAL_RECORD:Arrested for burglary', 'CRIMINAL_RECORD:released on bail']],
    ['Kwesi Appiah was arrested with two other men for burglary.', ['CRIMINAL_RECORD:was arrested with two other men for burglary']],
    ['He and three other suspects were charged with armed robbery.', ['CRIMINAL_RECORD:were charged with armed robbery']],
    ['Custody note\nDetainee: Kwesi Appiah\nArrested with two other men for burglary.', ['CRIMINAL_RECORD:Arrested with two other men for burglary']],
  ]);
  none([
    // the frame's only possible subject is a counted or unnamed group
    'Police in Tema arrested 22 suspects in an operation against car theft.',
    'Officers say the burglary suspects arrested on Friday have been charged to court.',
    'La policía detuvo a cuatro sospechosos por un robo con violencia.',
    'Die Polizei hat drei Verdächtige wegen Einbruch festgenommen.',
  ]);
});

describe('special categories, session 31: empty answers in other wordings, and a field label that goes on after the term', () => {
  check([
    ['Life cover application\nApplicant: Kwesi Appiah\nGenetic test results: BRCA1 pathogenic variant', ['GENETIC:Genetic test', 'GENETIC:BRCA1 pathogenic variant']],
    ['Clinic form\nPatient: Ama Mensah\nTB symptoms: night sweats\nHIV: positive', ['HEALTH:TB', 'HEALTH:night sweats', 'HEALTH:HIV: positive']],
  ]);
  none([
    'Life cover application\nApplicant: Kwesi Appiah\nGenetic test results: nothing to declare',
    'Clinic form\nPatient: Ama Mensah\nTB symptoms: none',
    'Admission form\nName: Kwesi Appiah\nReligion: none stated',
    'Indiensnemingsvorm\nWerknemer: Pieter Botha\nBevolkingsgroep: verkies om nie te sê nie',
    'Anmeldung\nName: Jan Bauer\nReligion: möchte ich nicht angeben',
    'Fiche\nNom: Jean Dupont\nReligion : préfère ne pas répondre',
  ]);
});

describe('special categories, session 31: a language field names a language, not an origin', () => {
  check([
    ['Fomu\nJina: Amina Hassan\nKabila: Luo\nLugha: Kiswahili', ['RACE:Luo']],
  ]);
  none([
    'Solicitud de intérprete\nPaciente: Juan García\nIdioma: yoruba',
    'Demande d\'interprète\nPatient: Jean Dupont\nLangue: peul, français',
    'Fomu ya mgonjwa\nJina: Amina Hassan\nLugha: Luo, Kiswahili',
  ]);
});

describe('special categories, session 31: a word someone was called, quoted', () => {
  check([
    // an ethnonym or ethnic slur quoted after a name-calling verb and its object
    ['Grievance\nClaimant: Kwesi Appiah\nGround: the foreman called him a "lazy Ewe" on site', ['RACE:Ewe']],
    ['Incident log\nPupil: Amy Clarke\nNature: an older boy called her a "pikey" at break', ['RACE:pikey']],
    ['Spielbericht\nSpieler: Jan Bauer\nVorfall: Zuschauer riefen mehrfach „Kanake“ in Richtung des Spielers', ['RACE:Kanake']],
    ['Klagte\nKlaer: Sipho Dube\nBeweer: die voorman noem my "die Zulu" elke oggend', ['RACE:Zulu']],
    // an orientation slur likewise
    ['HR note\nEmployee: Anna Clarke\nAllegation: a manager called her a "dyke" in the canteen', ['SEXUAL_ORIENTATION:dyke']],
    ['Segnalazione\nUtente: Anna Rossi\nTesto: l\'hanno chiamata "frocio" sotto il post', ['SEXUAL_ORIENTATION:frocio']],
  ]);
  none([
    // a title or a name for a thing, not a person
    'He called the film "Zulu" a classic of its time.',
    'She named her dog "Zulu" after the film.',
    // no quoted word after the verb
    'The manager called him a liar in front of the team.',
  ]);
});

describe('special categories, session 31: a spouse of the titled subject\'s own sex', () => {
  check([
    ['Beneficiary nomination\nPolicyholder: Mr Kwesi Appiah\nBeneficiary: husband, Daniel Owusu', ['SEXUAL_ORIENTATION:husband']],
    ['Staff record\nEmployee: Ms Ama Mensah\nNext of kin: Efua Mensah, wife', ['SEXUAL_ORIENTATION:wife']],
    ['Inscription\nParticipant : M. Jean Dupont\nAccompagné de : son mari, Paul', ['SEXUAL_ORIENTATION:son mari']],
    ['Nota\nDefunto: sig. Luca Rossi\nErede: il compagno unito civilmente, Marco Neri', ['SEXUAL_ORIENTATION:il compagno unito civilmente']],
  ]);
  none([
    // a spouse of the other sex
    'Beneficiary nomination\nPolicyholder: Mr Kwesi Appiah\nBeneficiary: wife, Ama Appiah',
    // the field is the titled person's own relationship to someone else
    'Death registration\nInformant: Mr Kwesi Appiah\nRelationship to deceased: husband',
    // two titled people: whose spouse is unclear
    'Joint application\nApplicant 1: Mr Kwesi Appiah\nApplicant 2: Mr Yaw Appiah\nNext of kin: husband',
    // no title
    'Beneficiary nomination\nPolicyholder: Kwesi Appiah\nBeneficiary: husband, Daniel Owusu',
  ]);
});

describe('special categories, session 31: Afrikaans possessive partners of the same sex', () => {
  check([
    ['Huurverwysing\nHuurders: Anna Smit en haar vrou, Marie', ['SEXUAL_ORIENTATION:haar vrou']],
    ['Pieter woon al drie jaar saam met sy kêrel in Pretoria.', ['SEXUAL_ORIENTATION:sy kêrel']],
  ]);
  none(['Die vrou het haar kêrel gisteraand gebel oor die huur.']);
});

describe('special categories, session 31: a listed party before an office with its qualifier', () => {
  check([
    ['Invigilator list\nInvigilator: John Okafor\nElection day: excused - serving as APC polling agent', ['POLITICAL_AFFILIATION:APC']],
    ['KYC screen: John Okafor - domestic PEP; PDP senatorial aspirant, 2023 primaries.', ['POLITICAL_AFFILIATION:PDP']],
  ]);
  none(['The APC polling units opened late across the state.', 'PDP senatorial primaries hold in Abuja on Saturday.']);
});
