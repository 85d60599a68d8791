// Session 41, round special41 on special categories (issue 15; held-out sets 28-47 as development).
// Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 41: a plea beside the charge it answers', () => {
  check([
    // the charge or offence on its own line is the datum; the plea is its procedure, not a second record
    ['Traffic court register\nDefendant: Kofi Mensah\nOffence: drink driving\nPlea: guilty', ['CRIMINAL_RECORD:drink driving']],
    ['Court list - extract\nDefendant: Tom Reed\nCharge: theft from an employer\nPlea: guilty', ['CRIMINAL_RECORD:theft from an employer']],
  ]);
});

describe('special categories, session 41: an arrest with its time before the offence is one statement', () => {
  check([
    // a time between the arrest verb and 'for' keeps the arrest and the offence one span, as 'arrested for' is
    ['Concern: storekeeper Tom Reed was arrested last year for handling stolen goods and still keeps the keys', ['CRIMINAL_RECORD:was arrested last year for handling stolen goods']],
    ['Note: Ada Obi was arrested in 2019 for burglary.', ['CRIMINAL_RECORD:was arrested in 2019 for burglary']],
  ]);
});

describe('special categories, session 41: a department named by the crime it fights, news about unnamed persons', () => {
  none([
    // 'fraud analytics' is a bank's function, as 'fraud team' and 'fraud prevention' are
    'Fraud analytics note — account of Kofi Mensah\nLogin from a new device at 02:14; session blocked, customer called back.',
    // a plural of persons (Italian 'persone') makes the sentence about a group, as French 'personnes' does
    'Call note\nLa polizia di Roma ha arrestato due persone per furto; i nomi non sono noti.',
  ]);
});

describe('special categories, session 41: a congregation named after a membership or office word', () => {
  check([
    // 'faithful' before one member qualifies that member; it is no 'faithful' (worshippers) statement
    ['Memorial card\nKofi Mensah was a faithful member of the Calvary Baptist Church for thirty years.', ['RELIGION:Calvary Baptist Church']],
    // the church word first, as Swahili, Spanish and Portuguese write it, after a member or pastor word
    ['Fomu ya usajili\nMzazi: Amina Juma, mshiriki wa Kanisa la Kilutheri Arusha', ['RELIGION:Kanisa la Kilutheri Arusha']],
    ['Entrevista\nSolicitante: Tom Reed\nObservaciones: es pastor de la Iglesia Bautista Betel', ['RELIGION:Iglesia Bautista Betel']],
  ]);
});

describe('special categories, session 41: Jehovah\'s Witnesses in the record languages', () => {
  check([
    // the Polish plural and the Swahili name, as the Italian and Polish singular were already listed
    ['Rejestr odwiedzin\nOdwiedzający: Jan Nowak\nCel: posługa duszpasterska, Świadkowie Jehowy', ['RELIGION:Świadkowie Jehowy']],
    ['Taarifa ya shule\nMwanafunzi: Juma Ali\nTukio: alikataa kuimba wimbo, akisema ni Shahidi wa Yehova', ['RELIGION:Shahidi wa Yehova']],
  ]);
  none(['Mashahidi wa Yehova wana mkutano mkuu Nairobi wiki hii.']);
});

describe('special categories, session 41: the Italian plural article \'i\' is no English \'I\'', () => {
  none([
    // 'i' before a plural noun in '-i' is the article; the crime news names no one
    'Rapina in una farmacia del centro di Glasgow: i banditi sono scappati a piedi.',
  ]);
  check([
    // the English 'I' written in lower case before a verb still points to the writer
    ['pls tell my manager i cant come in today, got malaria', ['HEALTH:malaria']],
  ]);
});

describe('special categories, session 41: an interview\'s labelled answer and a place after Italian \'di\'', () => {
  check([
    // 'A: Yes, <details>' answers the question; the details are the datum, the question's word its wording
    ['Visa interview notes\nApplicant: Tom Reed\nQ: Have you ever been arrested? A: Yes, arrested in 2016 for handling stolen goods.', ['CRIMINAL_RECORD:arrested in 2016 for handling stolen goods']],
  ]);
  none([
    // 'di' before a known city names the place, as 'de' does: no person called Madrid
    'Rapina in una farmacia del centro di Madrid.',
  ]);
});
