// Session 32, round on the special sets' classes that the newest sets (36, 37 and 38, three authors) show, each kept
// only where at least two authors' sets show it (see the commit messages and the round's report for the counts).
// Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 32: a conviction word in the users\' other languages runs over its offence', () => {
  check([
    ['Huurdossier\nHuurder: Tom Baker\nOpmerking: veroordeeld voor inbraak in 2021; verhuurder twijfelt', ['CRIMINAL_RECORD:veroordeeld voor inbraak']],
    ['Fiche famille\nPère: Paul Martin\nCondamné pour escroquerie en 2020', ['CRIMINAL_RECORD:Condamné pour escroquerie']],
    ['Scheda cliente\nCliente: Marco Rossi\nPrecedenti: condanna per rapina', ['CRIMINAL_RECORD:condanna per rapina']],
    // an offence of several words with 'with' inside it stays whole
    ['Ficha\nNombre: Luis Gómez\nAntecedentes: condena por robo con violencia, 2019', ['CRIMINAL_RECORD:condena por robo con violencia']],
  ]);
  none([
    // no one: a count of convictions
    'Die Zahl der Verurteilungen wegen Betrugs stieg 2022 um 4 %.',
  ]);
});

describe('special categories, session 32: a union member word right before a listed union, or joined to it', () => {
  check([
    ['Entretien préalable\nSalarié: Paul Martin, adhérent CGT\nDurée: 40 min', ['TRADE_UNION:CGT']],
    ['Uittree-onderhoud\nNaam: Jan Smit\nKommentaar: ek is as NEHAWU-lid geteiken na die staking', ['TRADE_UNION:NEHAWU']],
  ]);
  none([
    // members of a union in general, no one of them
    'Les adhérents CGT voteront jeudi, annonce le syndicat.',
  ]);
});

describe('special categories, session 32: an observance in its own clause beside an outright faith word', () => {
  check([
    // a semicolon parts the two statements: the observance and the faith are both the person's
    [
      'Call note\nCustomer: Tom Baker\nShe asked for no Friday visits because of the Sabbath; she is a Seventh-day Adventist.',
      ['RELIGION:the Sabbath', 'RELIGION:Seventh-day Adventist'],
    ],
    ['Telefonnotiz\nKunde: Paul Weber\nBittet um keinen Rückruf am Samstag wegen Sabbat; er ist jüdisch.', ['RELIGION:Sabbat', 'RELIGION:jüdisch']],
    // in one clause the outright word is the datum and the festival its circumstance, as before
    ['She is a practising Muslim and asks for new hours during Ramadan.', ['RELIGION:practising Muslim']],
    // a partner beside an outright orientation word keeps the sentence rule, semicolon or not
    ['Personnel file\nEmployee: Tom Baker\nHe lives with his boyfriend; Mr Baker is gay and asked for discretion.', ['SEXUAL_ORIENTATION:gay']],
  ]);
});

describe('special categories, session 32: a religious diet as the whole value of a form line about one subject', () => {
  check([
    ['Fomu ya chakula - semina\nJina: Tom Baker\nChakula maalum: halal\nMzio: hapana', ['RELIGION:halal']],
    ['Voorkeure - personeelfunksie\nNaam: Jan Smit\nVoorkeur: kosher\nAllergieë: geen', ['RELIGION:kosher']],
  ]);
  none([
    // a menu and a booking: about no one
    'Menu of the day\nStarter: soup\nMeat: halal\nDessert: fruit',
    'Booking\nEvent: AGM\nCatering: halal\nRoom: B',
    // a line whose label is a name of several capitalised words is a list's row, not a form's field
    'Shop list\nAmina Stores: halal\nGreen Grocers: organic',
    // the diet word inside a longer value or in prose
    'Booking\nEvent: AGM\nCatering: vegetarian and halal options\nRoom: B',
    'The shop sells halal meat and kosher wine.',
  ]);
});

describe('special categories, session 32: a form question answered Yes or No in the users\' other languages', () => {
  check([
    // a Yes with its details on the question's line is read as the English one is
    ['Questionnaire de santé\nNom: Paul Martin\nTraitement de plus de 30 jours? Oui — insuline pour diabète', ['HEALTH:Oui — insuline pour diabète']],
  ]);
  none([
    // a No leaves the question's word as wording
    'Gesundheitsfragen\nAntragsteller: Paul Weber\nFrage 5: Diabetes? Nein',
    'Fomu ya afya\nJina: Tom Baker\nDiabetes? Hapana',
  ]);
});
