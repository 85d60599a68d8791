// The special-category classes of session 27's rule round on held-out set 34 (issue 15), each also seen in one of
// sets 28-33, beside the negatives that must stay. Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 27 (sets 32, 34): a hospital number after a label in the users\' other languages', () => {
  check([
    // Afrikaans, Hausa and German form labels
    ['Versekeringsaansoek\nVersekerde: Johan Botha\nHospitaalnommer: TYG-2231-88', ['HEALTH:TYG-2231-88']],
    ['Takardar asibiti\nSuna: Musa Danjuma\nLambar asibiti: AKTH/19/4410', ['HEALTH:AKTH/19/4410']],
    ['Aufnahmebogen\nName: Lena Vogel\nPatientennummer: UKB-2021-7781', ['HEALTH:UKB-2021-7781']],
    // a message giving the writer's card after the copula of Pidgin ('na') or Swahili ('ni')
    ['Abeg, my hospital card na LUTH/21/0091.', ['HEALTH:LUTH/21/0091']],
    ['Mama, kadi ya kliniki ni MNH/22/1123.', ['HEALTH:MNH/22/1123']],
  ]);
  none([
    // a label left blank or answered in words, and 'na' as a verb ('the hospital card is important' in Hausa)
    'Lambar asibiti: ____',
    'Hospitaalnommer: nie van toepassing',
    'Katin asibiti na da muhimmanci.',
    // a case number of the police or an insurer is not a hospital's
    'Unfallmeldung\nName: Lena Vogel\nFallnummer: AZ-2023-118',
  ]);
});

describe('special categories, session 27 (sets 30, 31, 33, 34): a union named on a non-English membership form or payslip', () => {
  check([
    ['Beitrittserklärung\nName: Jonas Weber\nIch trete hiermit der Gewerkschaft Verdi bei.', ['TRADE_UNION:Verdi']],
    ['Jan Nowak wstąpił do NSZZ Solidarność w 2019 roku.', ['TRADE_UNION:NSZZ Solidarność']],
    // dues deducted for a named union, before or after its name (names read only in a frame: Verdi, TUC, Unite)
    ['Payslip — Thandi Mokoena\nDeductions: PAYE R 2 100.00 | TUC ledegeld R 150.00', ['TRADE_UNION:TUC']],
    ['Busta paga — Marco Bianchi\nTrattenuta sindacale CGIL: 18,50 €', ['TRADE_UNION:CGIL']],
    ['Lohnabrechnung — Jonas Weber\nAbzüge: Lohnsteuer, Beitrag Unite 28,40 €', ['TRADE_UNION:Unite']],
    // a gendered form written with its ending after a slash
    ['Certificado: Lucía Fernández, afiliada/o a CCOO desde 2018.', ['TRADE_UNION:CCOO']],
  ]);
  none([
    // 'Beitrag' is any contribution: without an amount after the name it is not a union's dues
    'Der Beitrag Unite zur Debatte war gering.',
    'Die IG Metall trat in Verhandlungen mit den Arbeitgebern.',
    // joining and dues said of workers in general
    'Coraz więcej pracowników przystępuje do NSZZ Solidarność.',
    'La quota associativa a favore di CGIL è aumentata del 2% per tutti gli iscritti.',
  ]);
});

describe('special categories, session 27 (sets 29, 31, 34): a faith word in the case a Polish record writes it', () => {
  check([
    // a parish's rite in the locative after 'w parafii', and an adherent noun in the instrumental after 'jestem'
    ['Anna Nowak została ochrzczona w parafii greckokatolickiej w Przemyślu.', ['RELIGION:greckokatolickiej']],
    ['Podanie\nUczeń: Jan Kowalski\nUzasadnienie: jestem ateistą i nie chodzę na religię.', ['RELIGION:ateistą']],
  ]);
  none([
    // the church as an organisation, and a parish outing about no one
    'Kościół rzymskokatolicki w Polsce ogłosił nowe wytyczne.',
    'Wycieczka parafii rzymskokatolickiej do Częstochowy odbędzie się w maju.',
  ]);
});

describe('special categories, session 27 (sets 31, 32, 34): a diet of faith after a diet label with an occasion or mid-line', () => {
  check([
    ['Conference registration\nName: Ama Owusu\nDietary requirements for the dinner: halal', ['RELIGION:halal']],
    ['Fiche\nÉlève : Camille Dubois\nClasse : 4B. Régime alimentaire : casher (demandé par la famille).', ['RELIGION:casher']],
  ]);
  none([
    // a menu's options and a canteen's offer are no one's diet
    'The canteen now serves a halal diet: halal and kosher options every day.',
    'Weekly menu\nDiet for the week: halal options on Friday',
  ]);
});

describe('special categories, session 27 (sets 31, 34): a subject label printed with its other gender\'s ending', () => {
  check([
    // 'Antragsteller/in', 'Asegurado/a', 'Versicherte(r)' name the one person the form is about, as the bare label does
    ['Krankenversicherung — Antrag\nAntragsteller/in: Jonas Weber\nVorerkrankungen: Asthma', ['HEALTH:Asthma']],
    ['Póliza de salud\nAsegurado/a: Lucía Fernández\nObservaciones: toma metformina', ['HEALTH:metformina']],
    ['Antrag\nAntragsteller/in: Jonas Weber\nBemerkungen: nimmt Metformin', ['HEALTH:Metformin']],
    ['Hinterbliebenenrente\nVersicherte(r): Jonas Weber\nHinterbliebene: eingetragene gleichgeschlechtliche Lebenspartnerschaft seit 2012.', ['SEXUAL_ORIENTATION:gleichgeschlechtliche Lebenspartnerschaft']],
  ]);
  none([
    // a plural's ending names applicants in general, and a label left blank names no one
    'Antragsteller/innen\nBitte alle Vorerkrankungen wie Asthma angeben.',
    'Antrag\nAntragsteller/in: \nVorerkrankungen: ____',
  ]);
});

describe('special categories, session 27 (sets 31, 34): a German registered partnership in the case after a preposition', () => {
  check([['Rentenantrag: Jonas Weber lebte in eingetragener Lebenspartnerschaft seit 2010.', ['SEXUAL_ORIENTATION:eingetragener Lebenspartnerschaft']]]);
  none(['Paare in eingetragener Lebenspartnerschaft können seit 2017 heiraten.']);
});

describe('special categories, session 27 (sets 31-34): sexual contact and orientation words in the users\' other languages', () => {
  check([
    ['Jan Kowalski zgłosił kontakty seksualne z mężczyznami w ostatnich miesiącach.', ['SEXUAL_ORIENTATION:kontakty seksualne z mężczyznami']],
    ['Marco Bianchi riferisce rapporti sessuali con uomini da due anni.', ['SEXUAL_ORIENTATION:rapporti sessuali con uomini']],
    ['Hisbah ta kama Musa Danjuma bisa zargin luwaɗi.', ['CRIMINAL_RECORD:bisa zargin', 'SEXUAL_ORIENTATION:luwaɗi']],
  ]);
  none([
    // people in general, and 'madigo' as a place's name
    'Hisbah ta kama mutane goma a Kano bisa zargin luwaɗi.',
    'Kampania: kontakty seksualne z mężczyznami zwiększają ryzyko HIV u młodych ludzi.',
    'Madigo shi ne sunan wani ƙauye.',
  ]);
});

describe('special categories, session 27 (sets 28, 34): a Muslim practice as a Hausa record writes it', () => {
  check([
    ['Rajistar makaranta\nSuna: Musa Danjuma\nYana haddar Alƙur’ani, izu na 12', ['RELIGION:haddar Alƙur’ani']],
    ['Musa Danjuma yana azumin Ramadan kowace shekara.', ['RELIGION:azumin Ramadan']],
  ]);
  none(['Aikin Hajji na bana zai fara a watan Yuni, in ji hukumar.']);
});
