// Session 34, round on the special sets' per-category reading (sets 28-40): each class kept only where at least two
// authors' sets show it (see the commit messages and the round's report for the counts).
// Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 34: keeping a Sabbath or a fast, read as an act', () => {
  check([
    ['Flexible hours\nEmployee: Tom Reed\nAsks to leave early on Fridays to observe the Jewish Sabbath.', ['RELIGION:Jewish Sabbath']],
    ['Tutor profile\nTutor: Ama Obi\nNo lessons on Friday afternoons; fasting in Ramadan, lessons after sunset only', ['RELIGION:Ramadan']],
    // beside an outright faith word of its clause the kept Sabbath is that word's circumstance (observance_sets)
    ['Shift swap request\nWorker: Samuel Levi\nReason: I am a Seventh-day Adventist and keep the Sabbath.', ['RELIGION:Seventh-day Adventist']],
  ]);
  none([
    // a Sabbath named, kept by no one
    'The shop is closed on the Sabbath and on public holidays.',
  ]);
});

describe('special categories, session 34: the first person\'s copula before an origin adjective in other languages', () => {
  check([
    ['Klacht\nVerzoeker: Jan de Vries\nDe verhuurder wees mij af, en ik ben Marokkaans.', ['RACE:Marokkaans']],
    ['Melding\nMelder: Anita Ramdin\nIk ben Hindostaans en werd bij de ingang geweigerd.', ['RACE:Hindostaans']],
    ['Entretien\nParticipante: Marie Dupont\nJe suis kabyle par mon père.', ['RACE:kabyle']],
    // Jewish is a faith and an origin: after the copula the faith is read, as before
    ['Rooster\nNaam: Eva Cohen\nIk ben joods en werk niet op zaterdag.', ['RELIGION:joods']],
  ]);
  none([
    // a nationality, not an origin
    'Dossier\nNom: Leila Amrani\nJe suis marocaine de nationalité et je travaille à Lyon.',
    'Aanvraag\nNaam: Emre Yilmaz\nIk ben Turks staatsburger sinds 2010.',
    // the copula before a word of no list
    'Ik ben blij met de nieuwe woning.',
  ]);
});

describe('special categories, session 34: Dutch and Afrikaans carrier status before a hereditary condition or gene', () => {
  check([
    ['Brief\nPatiënt: Anna de Boer\nUitslag: dragerschap van spinale musculaire atrofie aangetoond.', ['GENETIC:dragerschap van spinale musculaire atrofie']],
    ['Verslag\nNaam: Anna de Boer\nUitslag: dragerschap van een BRCA2-mutatie.', ['GENETIC:dragerschap van een BRCA2-mutatie']],
    ['Verslag\nNaam: Anna de Boer\nBevinding: dragerschap FMR1-premutatie', ['GENETIC:dragerschap FMR1-premutatie']],
    // the acronym and spellings the hereditary list gains
    ['Brief\nPatiënt: Anna de Boer\nUitslag: drager van SMA.', ['GENETIC:drager van SMA']],
    ['Clinic letter\nPatient: Anna Lee\nCarrier screen: SMA carrier.', ['GENETIC:SMA carrier']],
    ['Lêer\nNaam: Anna Botha\nToets: draer van Tay-Sachs', ['GENETIC:draer van Tay-Sachs']],
    ['Ticket\nKlant Jan Smit vraagt naar zijn uitslag drager van hemochromatose.', ['GENETIC:drager van hemochromatose']],
  ]);
  none([
    // a leaflet about carriers in general
    'Folder: Wat is dragerschap van SMA? Veel mensen zijn drager van SMA zonder het te weten.',
  ]);
});

describe('special categories, session 34: a kinship test outcome in the record languages', () => {
  check([
    ['Kinship test\nApplicant: John Obi\nResult: biological relationship confirmed.', ['GENETIC:biological relationship confirmed']],
    ['Relatório\nSuposto pai: João Silva\nConclusão: paternidade excluída.', ['GENETIC:paternidade excluída']],
    ['Referto\nPresunto padre: Marco Rossi\nEsito: paternità confermata.', ['GENETIC:paternità confermata']],
    ['Raport\nDomniemany ojciec: Jan Nowak\nWynik: ojcostwo potwierdzone.', ['GENETIC:ojcostwo potwierdzone']],
    ['Gutachten\nPutativer Vater: Hans Meier\nErgebnis: Vaterschaft ist nicht ausgeschlossen.', ['GENETIC:Vaterschaft ist nicht ausgeschlossen']],
  ]);
  none([
    // a parental leave, no test
    'Fiche RH\nSalarié: Paul Martin\nCongé de paternité confirmé du 3 au 28 mai.',
  ]);
});
