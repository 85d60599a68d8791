// Session 35, round on held-out special set 42 (issue 15). Each class here shows errors in set 42 and in at least one
// other author's set (see the commit messages and the round's report for the sets and counts). Texts written for these
// tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 35 (set 42): an ancestry breakdown read as percentages of origins', () => {
  check([
    // no label before the figures: the breakdown is one span, its items joined by commas, 'and', '&' or '/'
    ['Ancestry kit - chat\nClient: Tom Hale\nMessage: my results went from 55% Scottish to 40% Scottish overnight', ['GENETIC:55% Scottish', 'GENETIC:40% Scottish']],
    ['Forum post\nTom Hale: my results say I am 70% East African, 20% Northern European - fun!', ['GENETIC:70% East African, 20% Northern European']],
    ['DNA kit mail\nHi Tom, your ancestry is 50% Yoruba, 30% Ghana and 20% Benin/Togo.', ['GENETIC:50% Yoruba, 30% Ghana and 20% Benin/Togo']],
    ['Stamboom\nGebruiker Piet: "My DNA-uitslag: 60% Noord-Europees, 25% West-Afrikaans."', ['GENETIC:60% Noord-Europees, 25% West-Afrikaans']],
  ]);
  none([
    // percentages of parties, goods or people are no one's ancestry; nor is a share of a population
    'Election results: 52% Labour, 30% Conservative.',
    'Trade note: 25% American tariffs on steel from Tom Hale Ltd.',
    'Ancestry research shows that 30% of Irish people carry the variant.',
    // an origin after a percentage with no DNA, ancestry or results word about the person
    'Tom Hale says the shop sells 40% Italian and 60% French wine.',
  ]);
});

describe('special categories, session 35 (set 42): an ethnic slur in its inflected and Afrikaans forms, and Polish calling verbs', () => {
  check([
    // Polish declines the noun: the instrumental after 'nazwać', the genitive plural after 'wyzywać od'
    ['Skarga\nSkarżący: Jan Nowak\nSąsiad nazwał go "Cyganem" przy wszystkich.', ['RACE:Cyganem']],
    ['Zgłoszenie\nDziecko: Jan Nowak\nDzieci wyzywały go od "Cyganów" na przerwie.', ['RACE:Cyganów']],
    // Afrikaans spells the listed slur with -er
    ['Klag\nKlaer: Sipho Dube\nDie voorman het Sipho ’n "kaffer" genoem.', ['RACE:kaffer']],
  ]);
  none([
    // the word quoted as a word, about no one
    'Artykuł: słowo "Cygan" bywa uważane za obraźliwe.',
    'Die woord "kaffer" is in Suid-Afrika ’n ernstige belediging.',
  ]);
});

describe('special categories, session 35 (set 42): a Dutch or Afrikaans subordinate clause ends in its copula', () => {
  check([
    ['Klacht\nVerzoeker: Jan Bos\nDe portier weigerde hem omdat hij Turks is', ['RACE:Turks']],
    ['Melding\nMedewerker: Sanne Bos\nDe chef zei dat ze Surinaams-Hindoestaans is en daarom niet past.', ['RACE:Surinaams-Hindoestaans']],
    ['Klag\nKlaer: Sipho Dube\nHy is nie aangestel nie omdat hy Xhosa is.', ['RACE:Xhosa']],
  ]);
  none([
    // the adjective of a thing, and a plural 'ze' (they) with its plural verb
    'Het restaurant is populair omdat het eten Turks is.',
    'De buren zeggen dat ze Turks zijn.',
  ]);
});

describe('special categories, session 35 (set 42): a population-group word before a person noun', () => {
  check([
    ['The applicant, an Indian woman, was insulted by the supervisor.', ['RACE:Indian']],
    ['Register: complainant Thabo Mokoena, African male, verbally abused at the rank.', ['RACE:African']],
    ['Tom Hale, a British Asian nurse, complained about the remark.', ['RACE:British Asian']],
  ]);
  none([
    // a nationality, a cuisine or a company
    'The South African man who won the lottery has not come forward.',
    'An Indian restaurant opened on the high street.',
  ]);
});

describe('special categories, session 35 (set 42): Friday prayers beside an outright faith word are its circumstance', () => {
  check([
    // beside 'Muslim' in its clause the prayer is the practice of the faith already named
    ['Staff card\nName: Ana Lopes\nNote: Muslim, asks for a break for Friday prayers', ['RELIGION:Muslim']],
    ['Scheda\nNome: Ana Lopes\nNote: musulmana, chiede la pausa per la preghiera del venerdì', ['RELIGION:musulmana']],
    // alone, the prayer tells the faith
    ['Leave request\nEmployee: Ana Lopes\nRequest: Friday afternoons off to attend Friday prayers.', ['RELIGION:Friday prayers']],
  ]);
});

describe('special categories, session 35 (set 42): a listed union named as the payee of dues', () => {
  check([
    // the deduction word before the union, with or without the amount
    ['Loonstrook\nWerknemer: Tom Hale\nInhouding: contributie GMB', ['TRADE_UNION:GMB']],
    ['Loonstrook Tom Hale: contributie Unite EUR 14,20.', ['TRADE_UNION:Unite']],
    ['Gumzo\nMtumiaji: Juma Otieno\n"Nataka kusimamisha makato ya KNUT kwenye mshahara wangu"', ['TRADE_UNION:KNUT']],
    // a dues field whose value is the union and its amount
    ['Mine payroll\nEmployee: Tom Hale\nUnion subscription: RMT R142.00', ['TRADE_UNION:RMT']],
    // a works-council candidate list named after a union
    ['Betriebsratswahl\nListe 2: IG Metall\nPlatz 3: Tom Hale', ['TRADE_UNION:IG Metall']],
  ]);
  none([
    // the word unite, a contribution to a debate, dues about no one
    'We must unite and pay our dues.',
    'Der Beitrag der Gewerkschaft zur Debatte war klein.',
  ]);
});

describe('special categories, session 35 (set 42): a party office with up to two unit words, before or after the party', () => {
  check([
    // an acronym with another sense (CPP) counts in these frames only
    ['National Service - release\nPersonnel: Kojo Mensah\nReason: appointed CPP constituency youth organiser', ['POLITICAL_AFFILIATION:CPP']],
    ['Petition\nPetitioner: Yaw Boateng, CPP polling station executive, Tamale', ['POLITICAL_AFFILIATION:CPP']],
    ['Delegates list\n1. Kwame Owusu - ward organiser, CPP\n2. vacant', ['POLITICAL_AFFILIATION:CPP']],
  ]);
  none(['The CPP constituency office in Kumasi was painted last week.', 'Source: CPP files, polling station results.']);
});

describe('special categories, session 35 (set 42): the key-population phrase written out names an orientation', () => {
  check([
    ['PrEP screening\nParticipant: Tom Hale\nRisk group: men who have sex with men\nEligible: yes', ['SEXUAL_ORIENTATION:men who have sex with men']],
    ['Intake\nCliënt: Jan Bos\nDoelgroep: mannen die seks hebben met mannen', ['SEXUAL_ORIENTATION:mannen die seks hebben met mannen']],
  ]);
  none(['HIV prevalence among men who have sex with men fell to 12% in 2023.']);
});
