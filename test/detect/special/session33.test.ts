// Session 33, round on the special sets' per-category reading (sets 28-39): each class kept only where at least two
// authors' sets show it (see the commit messages and the round's report for the counts).
// Texts written for these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CategoryData, withNounClasses } from '../../../src/detect/special/lexicon.js';
import { check, none } from './labelledTexts.js';

describe('special categories, session 33: Afrikaans and Dutch "found guilty of" runs over its offence', () => {
  check([
    ['Keuringsverslag\nAansoeker: Pieter Botha\nRekord: skuldig bevind aan bedrog in 2019', ['CRIMINAL_RECORD:skuldig bevind aan bedrog']],
    ['Dossier\nVerdachte: Jan Smit\nHij werd schuldig bevonden aan oplichting door de rechtbank.', ['CRIMINAL_RECORD:schuldig bevonden aan oplichting']],
  ]);
  none([
    // no one: a count of verdicts
    'Die hof het verlede jaar 40 mense skuldig bevind aan bedrog, sê die verslag.',
  ]);
});

describe('special categories, session 33: Twi member word after a listed union or party', () => {
  check([
    ['Adwuma krataa\nDin: Kofi Asare\nƆyɛ NAGRAT mufoɔ\nƐka: ɔtua', ['TRADE_UNION:NAGRAT']],
    ['Nsɛm tiaa\nAma Owusu yɛ TUC muni; ɔbɛba nhyiamu no.', ['TRADE_UNION:TUC']],
    ['Krataa\nDin: Yaw Boateng\nƆyɛ NPP kuo no mufoɔ wɔ Kumasi', ['POLITICAL_AFFILIATION:NPP']],
  ]);
  none([
    // the members at large, no one named
    'TUC mufoɔ pii kɔɔ nhyiamu no ɛnnɛ.',
  ]);
});

describe('special categories, session 33: a listed people or faith read with its other noun-class prefix', () => {
  check([
    ['Foromo ya sekolo\nNgwana: Thabo Mokoena\nMorabe: Motswana\nPuo: Setswana', ['RACE:Motswana']],
    ['Ifomu\nIgama: Sipho Dlamini\nUhlanga: umZulu', ['RACE:umZulu']],
    ['Fomu ya mgeni\nJina: Juma Ali\nDini: Wakristo', ['RELIGION:Wakristo']],
    ['Fomu ya mgeni\nJina: Juma Ali\nDini: Uislamu', ['RELIGION:Uislamu']],
  ]);
  none([
    // the people in general, no one of them
    'Basotho wengi walihamia Gauteng miaka ya 1990, inasema ripoti ya sensa.',
  ]);
  const data = (terms: string[], ethnonyms: string[]): CategoryData =>
    ({ category: 'PII-6-RACE', terms, sets: { ethnonyms }, noun_classes: { groups: [['mo', 'ba'], ['m', 'mw', 'wa']], sets: ['ethnonyms'] } }) as unknown as CategoryData;
  it('adds the other prefix to a single-word entry of the terms and the named sets', () => {
    const out = withNounClasses(data(['mkamba'], ['basotho']), new Set());
    assert.deepEqual(out.terms, ['mkamba', 'wakamba']);
    assert.deepEqual(out.sets.ethnonyms, ['basotho', 'mosotho']);
  });
  it('adds no form another list holds, none on a short stem, no nasal before a vowel', () => {
    const out = withNounClasses(data(['mwarabu', 'wala'], ['basque']), new Set(['mosque']));
    // 'mosque' is a listed word of another category; 'la' is no stem; 'm' + 'arabu' is written 'mwarabu'
    assert.deepEqual(out.sets.ethnonyms, ['basque']);
    assert.deepEqual(out.terms, ['mwarabu', 'wala', 'waarabu']);
  });
});

describe("special categories, session 33: a faith's rites, law or burial followed for a form's subject", () => {
  check([
    ['Funeral plan claim\nDeceased: Tom Baker\nBurial: within a day per Jewish rites, no embalming.', ['RELIGION:Jewish rites']],
    // a frame in the prose of a form about one subject, below its heading, is the subject's as a form line's value is
    ['Probate file\nDeceased: Tom Baker\nHis will asks that the funeral follow Sikh rites.', ['RELIGION:Sikh rites']],
    ['Estate file\nDeceased: Tom Baker\nThe estate is to be divided under Islamic law.', ['RELIGION:Islamic law']],
    ['Mortuary form\nDeceased: Tom Baker\nBody released to the family for Hindu cremation.', ['RELIGION:Hindu cremation']],
  ]);
  none([
    // a lecture, no one's practice
    'Under Islamic law, interest on loans is not allowed, the lecturer said.',
    // land for a community's burials, no one buried
    'The council set aside land for Muslim burial in 2019.',
  ]);
});

describe('special categories, session 33: Dutch origin adjectives under an origin label or before "afkomst"', () => {
  check([
    ['Aanmelding\nCliënt: Piet de Boer\nMigratieachtergrond: Antilliaans\nTaal: Papiaments', ['RACE:Antilliaans']],
    ['Klacht\nKlager: Piet de Boer\nAfkomst: Surinaams-Creools', ['RACE:Surinaams-Creools']],
    ['Verslag\nHuurder: Piet de Boer\nDe heer De Boer, van Kaapverdiaanse afkomst, werd geweigerd.', ['RACE:Kaapverdiaanse']],
  ]);
  none([
    // a statistic about a group
    'Veel jongeren van Turkse afkomst vinden geen stage, blijkt uit onderzoek.',
    // a dish, under no origin label
    'Bestelling\nGast: Piet de Boer\nKeuze: Surinaams',
  ]);
});

describe("special categories, session 33: a form's church field in the African record languages", () => {
  check([
    ['Ifomu yekwayala\nIgama: Thandi Nkosi\nIcawa: Anglican Church of Southern Africa\nIlizwi: alto', ['RELIGION:Anglican Church of Southern Africa']],
    ['Foromo ya sehlopha\nMotho: Lerato Mokoena\nKereke: Kereke ya Roma, Maseru', ['RELIGION:Kereke ya Roma, Maseru']],
  ]);
  none([
    // an empty answer
    'Ifomu yekwayala\nIgama: Thandi Nkosi\nIcawa: akukho',
  ]);
});
