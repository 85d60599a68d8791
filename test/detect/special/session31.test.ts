// Session 31, round on the special sets' classes that the two newest sets (36 and 37, two authors) both show, each
// kept only where at least two authors' sets show it (see the commit messages and the round's report for the counts).
// Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 31: a question naming a category answered by its value on the line', () => {
  check([
    // a questionnaire written as questions: the question names the category by a label, the answer is a term or name
    ['Household survey\nName: Grace Mensah\nWhat is your religion? Hindu\nTown: Leeds', ['RELIGION:Hindu']],
    ['Panel screener\nRespondent: Tom Hale\nQ4 Which party did you vote for in 2019? Green Party\nAge band: 45-54', ['POLITICAL_AFFILIATION:Green Party']],
    ['Intake form\nClient: Kofi Boateng\nWhat is your ethnic group? Black African\nPostcode: on file', ['RACE:Black African']],
  ]);
  none([
    // a quiz: the same question and answer in a text about no one
    'Pub quiz round 3\nQ1 Which religion has the most followers worldwide? Christianity\nQ2 Capital of Ghana? Accra',
    // a free answer is no value of the category
    'Household survey\nName: Grace Mensah\nWhat is your religion? I would rather not say\nTown: Leeds',
    // the question names no category: the answer is a place, not an origin
    'Household survey\nName: Grace Mensah\nWhere were you born? Kumasi\nTown: Leeds',
  ]);
});

describe('special categories, session 31: the writer\'s own "I am" before a term is personal beside a general word', () => {
  check([
    // a general word ("men", "people") belongs to another clause; the first person states the term of the writer
    ['Complaint: two men followed me home because they knew I am gay.', ['SEXUAL_ORIENTATION:gay']],
    ['Letter: people in the estate know I am Muslim and avoid me.', ['RELIGION:Muslim']],
  ]);
  none([
    // no first person before the term: the general statement stays general
    'Many people are gay and live openly in the city.',
    'Men who are gay still face stigma in many places.',
  ]);
});

describe('special categories, session 31: a man\'s husband named with the German masculine possessive', () => {
  check([
    ['Kreditantrag\nAntragsteller: Jens Weber\nMitantragsteller: sein Ehemann Klaus', ['SEXUAL_ORIENTATION:sein Ehemann']],
    ['Jens wohnt seit zehn Jahren mit seinem Mann in Hamburg.', ['SEXUAL_ORIENTATION:seinem Mann']],
  ]);
  none([
    // a business partner and the idiom "seinen Mann stehen" (to hold one's own) name no partner in life
    'Notiz: Herr Weber gründete die Kanzlei mit seinem Partner.',
    'Jens Weber musste in der neuen Stelle seinen Mann stehen.',
  ]);
});

describe('special categories, session 31: a listed people quoted as what someone was called', () => {
  check([
    ['Grievance: my supervisor called me a "lazy Ewe" in front of the team.', ['RACE:Ewe']],
    ["Report: the foreman keeps calling him 'the Zulu' on every shift.", ['RACE:Zulu']],
    ['Klagte\nNaam: Sipho Dube\nBeweer: die bestuurder noem my "die Zulu" elke dag', ['RACE:Zulu']],
  ]);
  none([
    // a quoted title or topic, not what a person was called
    'Note: Kofi wrote an essay on the "Igbo question" for class.',
    'Statement: he called the film "Igbo pride" in his review.',
    // no one in the sentence: a headline's slogan
    'Rally planned: organisers called it "Yoruba nation" day.',
  ]);
});

describe('special categories, session 31: a political movement in a member frame, and the frame\'s Italian and elided French prepositions', () => {
  check([
    ['Volunteer sheet\nNome: Marco Bianchi\nNote: militante di Just Stop Oil, libero la domenica', ['POLITICAL_AFFILIATION:Just Stop Oil']],
    ["Fiche\nPersonne: Luc Martin\nQualité: membre d'Extinction Rebellion depuis 2021", ['POLITICAL_AFFILIATION:Extinction Rebellion']],
    ['Ama Boateng is an activist of Fridays for Future.', ['POLITICAL_AFFILIATION:Fridays for Future']],
  ]);
  none([
    // a movement's protest in the news, about no one
    'Extinction Rebellion protesters blocked three bridges on Monday, police said.',
    'Fridays for Future will march in Berlin this weekend.',
  ]);
});
