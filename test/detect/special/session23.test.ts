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

describe('special categories, session 23: subject fields in Spanish, Portuguese, Italian and Polish, and subscriber, pensioner and staff fields', () => {
  check([
    // like "Name:", these make the text a form about one subject, whose form lines hold that person's data
    ['Ficha de inscrição\nNome: Rui Costa\nAcessibilidade: cadeira de rodas', ['HEALTH:cadeira de rodas']],
    ['Ankieta\nImię i nazwisko: Marek Zieliński\nChoroby: cukrzyca', ['HEALTH:cukrzyca']],
    ['Lebensbescheinigung\nRentnerin: Greta Vogel\nIdentität bestätigt per Gesichtserkennung, Livenessprüfung bestanden', ['BIOMETRIC:Gesichtserkennung', 'BIOMETRIC:Livenessprüfung']],
    ['Rejestracja karty SIM\nAbonent: Jan Nowak\nZapisano: odcisk palca, zdjęcie twarzy', ['BIOMETRIC:odcisk palca', 'BIOMETRIC:zdjęcie twarzy']],
    ['Pensioner: Kwesi Mensah\nNote: pensioner is bedridden', ['HEALTH:bedridden']],
  ]);
  none([
    // a field named "Nome do ..." is a thing's name, not a person's
    'Nome do medicamento: metformina\nPreço: 3 euros',
  ]);
});

describe("special categories, session 23: a newborn's footprints identify the baby", () => {
  check([
    ['Labour ward register\nMother: Ngozi Obi\nBaby: male; newborn footprints taken', ['BIOMETRIC:newborn footprints']],
    ['Birth record — baby of Ama Owusu\nBaby ID: footprint sheet', ['BIOMETRIC:footprint sheet']],
    ['Registo de nascimento — bebé de Ana Lopes\nIdentificação: impressão plantar do recém-nascido', ['BIOMETRIC:impressão plantar']],
  ]);
  none([
    // a footprint that is no body's print, and the practice described for every birth
    'Anna Smith attached our carbon footprint sheet.',
    'Maternity unit leaflet: newborn footprints are taken at every birth.',
  ]);
});

describe('special categories, session 23: a union as a value of a field not named union', () => {
  check([
    // a register of interests, a direct debit's payee, a transfer between branches, a roster row after an initial
    ['Register of interests\nName: Helen Price\nMembership of trade union: Unison', ['TRADE_UNION:Unison']],
    ['Mandat de prélèvement — cotisation syndicale\nTitulaire : Paul Durand\nBénéficiaire : CGT', ['TRADE_UNION:CGT']],
    ['Transfer of membership\nMember: Helen Price\nFrom: GMB Cardiff No. 3 branch', ['TRADE_UNION:GMB']],
    ['Picket roster\n10:00 Sipho K. (NUMSA)', ['TRADE_UNION:NUMSA']],
    ['Summary: since joining Unison she has been left off the overtime rota, says Helen Price.', ['TRADE_UNION:Unison']],
    ['Ana Ruiz está afiliada a CCOO desde 2019.', ['TRADE_UNION:CCOO']],
  ]);
  none([
    // a payee who is a person, a union's advert, a sentence that opens after an initial's dot
    'Policy\nName: Ama Owusu\nBeneficiary: Kwame Owusu (son)',
    'Join Unite today and get legal cover.',
    'Seen in Ward B. malaria is common here.',
  ]);
});

describe('special categories, session 23: clinical frames in the EU and African languages, and a generic subject before a frame', () => {
  check([
    // the frame points to the person for a health word of its sentence, as "takes" and "suffers from" do in English
    ['Olá, o Rui Costa não vem hoje. Ele toma tenofovir.', ['HEALTH:tenofovir']],
    ['Inqaku lasekliniki: usela olanzapine.', ['HEALTH:olanzapine']],
    ['Desde 2019 padece diabetes.', ['HEALTH:diabetes']],
    ['Od lat choruje na HIV.', ['HEALTH:HIV']],
    ['Da anni soffre di epilessia.', ['HEALTH:epilessia']],
    ['Há anos sofre de diabetes.', ['HEALTH:diabetes']],
    // a named person with a relative clause stays personal
    ['Musa, who suffers from diabetes, missed work.', ['HEALTH:diabetes']],
  ]);
  none([
    // whoever suffers: the condition is the topic, in every language alike
    'Anyone who suffers from diabetes should see a doctor.',
    'Quien padece diabetes debe controlarse.',
    'Chi soffre di diabete deve controllarsi.',
  ]);
});
