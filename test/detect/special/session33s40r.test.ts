// Session 33, round on held-out special set 40 (issue 15). Each class here shows errors in set 40 and in at least one
// other author's set (see the commit messages and the round's report for the sets and counts). Texts written for these
// tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 33 (set 40): a party or union opening its sentence after an article is the body’s own news', () => {
  none([
    // a person cue later in the sentence (an officer) or another language's word read as one (German 'am', Afrikaans
    // 'sy', French 'son') is about the body or someone else, not a member
    'The Green Party gained two council seats, a police officer at the count said.',
    'Die Labour Party stellt am Donnerstag ihr Programm für die Wahl vor.',
    'Die ANC het Woensdag sy kandidate vir die verkiesing aangekondig.',
    'Le Green Party présentera son programme à Leeds, a annoncé sa porte-parole.',
  ]);
  check([
    // a frame still ascribes, and a name opening a sentence without an article is read as before
    ['The NDC chairman Kwesi Appiah was re-elected on Monday.', ['POLITICAL_AFFILIATION:NDC']],
    ['Mr Kwesi Appiah is a member of the Labour Party.', ['POLITICAL_AFFILIATION:Labour Party']],
    ['Membership form\nName: Ama Mensah\nParty: Labour Party', ['POLITICAL_AFFILIATION:Labour Party']],
  ]);
});

describe('special categories, session 33 (set 40): biometric compounds and an iris listed beside fingerprints', () => {
  check([
    // a trait word joined to a scan, recognition or print head, as Dutch, Afrikaans and German write them
    ['Toegangspas\nMedewerker: Pieter de Boer\nToegang: handpalmscan bij de hoofdingang', ['BIOMETRIC:handpalmscan']],
    ['Werknemerskaart\nNaam: Johan Botha\nAanmelding: gesigskandering by die hek', ['BIOMETRIC:gesigskandering']],
    ['Telefonbanking\nKunde: Jan Bauer\nStimmabdruck gespeichert am 02.05.2021', ['BIOMETRIC:Stimmabdruck']],
    // a bare iris (or retina) in a list beside a fingerprint word, either side
    ['National ID enrolment\nApplicant: Kwesi Appiah\nCaptured: retina and fingerprints', ['BIOMETRIC:retina and fingerprints']],
    ['National ID enrolment\nApplicant: Kwesi Appiah\nCaptured: thumbprints, iris, photo', ['BIOMETRIC:thumbprints', 'BIOMETRIC:iris', 'BIOMETRIC:photo']],
  ]);
  none([
    // no trait before the head, a device, or a general statement
    'Werkplaats\nMedewerker: Pieter de Boer\nTaak: bagagescan bij de hoofdingang',
    'We sell handscanners and fingerprint readers to schools.',
    // 'recognition' names the technique a notice about a system names, not anyone's captured trait
    'Hinweis: Die Kantine im Verwaltungsgebäude Bremen arbeitet künftig mit Handvenenerkennung.',
    'Iris and fingerprints are collected from all travellers at the border.',
    'The iris and the pupil of the eye respond to light.',
  ]);
});

describe('special categories, session 33 (set 40): an ethnonym before a family word ascribes the family’s origin', () => {
  check([
    ['Letter of introduction\nFrom: the Kikuyu family of John Kamau\nWe ask to visit on Saturday.', ['RACE:Kikuyu']],
    ['Tenancy file\nApplicant: John Smith\nAgent note: Somali family, three children', ['RACE:Somali']],
    ['Mietakte\nBewerber: Jan Bauer\nNotiz: Sinti-Familie, zwei Kinder', ['RACE:Sinti']],
  ]);
  none([
    // a general statement, a quantifier, or a word between (a royal house)
    'Every Zulu family keeps a few head of cattle.',
    'The Zulu royal family met on Friday.',
  ]);
});
