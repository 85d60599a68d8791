// The special-category classes of session 23 (issue 15: set 29 as development, by kind of record), each beside the
// negatives that must stay unmarked. Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 23: a people or clan on a record row naming a person', () => {
  check([
    // a customary-marriage or chieftaincy row: the name, then the people as the row's last item or before "of" a town
    ['Customary marriage register\nHusband: Sipho Dube, Zulu\nWife: Nomsa, Xhosa of Mthatha', ['RACE:Zulu', 'RACE:Xhosa']],
    ['Chieftaincy nominations\nNana Kwaku Frimpong: Fante, from Cape Coast', ['RACE:Fante']],
    // a mediation or funeral record: the person "of the" people, closing the phrase or before a family word
    ['Grazing dispute — elders\nParty 1: Juma Wario of the Borana\nAgreement: shared well', ['RACE:Borana']],
    ['Order of service\nThe late Kofi Boateng, of the Ashanti royal family of Kumasi', ['RACE:Ashanti']],
    // a clan name as an item of a lineage row, after the word clan
    ['Lineage record\nClaimant: Thabo Sithole, clan Mokoena', ['RACE:Mokoena']],
    // origin labels whose whole value is a people, and Polish "z pochodzenia"
    ['Nom : Karim Haddad\nOrigine : kabyle', ['RACE:kabyle']],
    ['Wniosek — notatka\nWnioskodawca: Jan Wiśniewski, z pochodzenia Łemko, rodzina wysiedlona', ['RACE:Łemko']],
    // a police or missing-person description: a population group before the sex
    ['Missing person\nName: Lindiwe Ndlovu\nDescription: coloured female, about 30, short hair', ['RACE:coloured']],
  ]);
  none([
    // a language or a school subject listed beside a person, a history, a fear of clans, an origin that is a place
    'Languages: English, Hausa\nName: Musa Bello',
    'Student: Aisha Bello\nSubjects: Yoruba, Mathematics',
    'Ngozi Eze wrote about the history of the Igbo.',
    'Tunde Bakare fears clan reprisals, his lawyer says.',
    'Product: goat cheese\nOrigin: Basque Country',
    'Country of origin: Kenya\nName: Musa Bello',
    // an animal's description
    'Found: white female cat, friendly, near the market',
  ]);
});

describe('special categories, session 23: a clock time is no first-person cue', () => {
  none([
    // "am" after a number is the time, not Pidgin "am" (him, her)
    'Diabetes screening is free from 8 am at the community hall.',
    'Malaria testing starts at 10 am on Saturday.',
  ]);
  check([
    // Pidgin "am" about a person stays a cue
    ['Na diabetes dey worry am since last year.', ['HEALTH:diabetes']],
  ]);
});
