// Session 36, round on special set 43 (special43r): each class kept only where an earlier set by another author shows
// the same errors (see the commit messages and the round's report for the sets and counts).
// Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 36 (set 43 round): a partner of the sex the record gives its subject', () => {
  check([
    // French, Spanish and Portuguese mark the partner's sex on the noun: the clause's subject pronoun gives the possessor's
    ['Réclamation\nRéclamant : Paul Girard\nFaits : le bailleur a refusé dès qu\'il a parlé de son mari', ['SEXUAL_ORIENTATION:son mari']],
    ['Dossier logement\nDemandeur : Paul Girard\nMénage : lui et son compagnon, deux enfants', ['SEXUAL_ORIENTATION:son compagnon']],
    ['Queja\nReclamante: Lucía Gómez\nHechos: ella vive con su esposa desde 2018', ['SEXUAL_ORIENTATION:su esposa']],
    // the writer's own sex, by a pronoun tag or a statement, and a partner of that sex
    ['Forum post\nTom Reed (he/him): off to Leeds with my husband for the weekend', ['SEXUAL_ORIENTATION:my husband']],
    ['Support chat\nUser: Ama Serwaa\n"I\'m a woman and my girlfriend wants to open a joint account with me"', ['SEXUAL_ORIENTATION:my girlfriend']],
    // a titled subject and a spouse field of the same sex, in the record languages
    ['Huurovereenkomst\nHuurder: mevrouw Anke Bos\nMedehuurder: haar vrouw, gehuwd sinds 2016', ['SEXUAL_ORIENTATION:haar vrouw']],
    ['Solicitud\nSolicitante: Doña Lucía Gómez\nCónyuge: su compañera, pareja de hecho desde 2020', ['SEXUAL_ORIENTATION:su compañera']],
  ]);
  none([
    // the partner of the other sex
    'Réclamation\nRéclamant : Paul Girard\nFaits : il vit avec sa femme à Lyon',
    'Forum post\nTom Reed (he/him): off to Leeds with my wife for the weekend',
    // an impersonal 'il' is no one ('il y a': there is)
    'Il y a son mari dans la salle d\'attente.',
    // a sex field holds the subject's own sex, not a spouse
    'Fiche patient\nPatiente : Mme Claire Dupont\nSexe : femme',
  ]);
});

describe('special categories, session 36 (set 43 round): a listed slur in its Polish cases', () => {
  check([['Zgłoszenie\nPokrzywdzony: Jan Nowak\nSprawca nazwał go "pedałem" przy świadkach.', ['SEXUAL_ORIENTATION:pedałem']]]);
  none([
    // the same word as a bicycle's part, unquoted and with no calling verb
    'Rower ma nowe pedały i hamulce.',
  ]);
});

describe('special categories, session 36 (set 43 round): a sickle-cell genotype code beside its own words', () => {
  check([
    // stated of oneself or of a named person, the code closing the clause (Pidgin 'I be', 'na'; 'I am')
    ['Savings group chat\nKofi Mensah: I be SS, abeg make una pray for me', ['GENETIC:SS']],
    ['Fundraiser\nAma na SS, she need blood every month. Any amount go help.', ['GENETIC:SS']],
    ['Bursary form\nApplicant: Ama Serwaa\nNote: I am AS (carrier), so I am saving for counselling', ['GENETIC:AS']],
    // a carrier or sickle-cell word in brackets after the code
    ['Marriage counselling\nClient: Kofi Mensah\nResult: AS (sickle cell trait)', ['GENETIC:AS', 'GENETIC:sickle cell trait']],
    // a field whose label names sickle cell, in its words or its brackets
    ['Premarital form\nName: Ama Serwaa\nSickle status: AS', ['GENETIC:AS']],
    ['Fomu ya afya\nJina: Ama Serwaa\nKipimo (seli mundu): SS', ['GENETIC:SS']],
  ]);
  none([
    // 'as' in running prose, in lower case
    'Name: Tom Reed\nNote: I am as tired as the rest of the team.',
    // a code with no sickle-cell word and no copula of a person
    'Route planner\nLine: SS (express), stops at AS depot.',
  ]);
});

describe('special categories, session 36 (set 43 round): an elected office or candidacy held for a party, in the record languages', () => {
  check([
    ['Referentie\nKandidaat: Anke Bos\nNevenfuncties: raadslid voor GroenLinks', ['POLITICAL_AFFILIATION:GroenLinks']],
    ['Opinia\nPracownik: Jan Nowak\nDziałalność: radny z ramienia Konfederacji', ['POLITICAL_AFFILIATION:Konfederacji']],
    ['Notatka\nKlientka: Anna Kowalska\nKandydowała do sejmiku z listy Koalicji Obywatelskiej.', ['POLITICAL_AFFILIATION:Koalicji Obywatelskiej']],
    ['Barua\nMwombaji: John Kamau\nAligombea udiwani kwa tiketi ya ODM mwaka 2022.', ['POLITICAL_AFFILIATION:ODM']],
    ['PEP screening\nName: Tom Reed\nRole: member of the county council for Reform UK since 2021', ['POLITICAL_AFFILIATION:Reform UK']],
  ]);
  none([
    // an office for a place or a group, no party
    'Ward 5 councillor for the area, Tom Reed, opened the new hall.',
    // an office of a party named in general, no one holding it
    'Every raadslid voor GroenLinks must declare side jobs.',
  ]);
});

describe('special categories, session 36 (set 43 round): a refusal or a no as the whole answer of a faith field', () => {
  none([
    'Karta zgłoszenia\nDziecko: Jan Nowak\nReligia: nie',
    'Ifomu yevolontiya\nIgama: Ama Serwaa\nInkolo: andifuni ukuxela',
    'Fọ́ọ̀mù\nOrúkọ: Kofi Mensah\nẸ̀sìn: kò sọ',
  ]);
});

describe('special categories, session 36 (set 43 round): Igbo membership of a party or union', () => {
  check([
    ['Ozi ndị otu\nAha: Kofi Mensah\nỌ bụ onye otu NNPP na Kano', ['POLITICAL_AFFILIATION:NNPP']],
    ['Akwụkwọ mkpesa\nAha: Kofi Mensah\nỌ bụ onye otu NUT, ha chụrụ ya n\'ọrụ', ['TRADE_UNION:NUT']],
  ]);
  none(['Onye otu egwu ahụ bịara n\'ụlọ akwụkwọ.']);
});

describe('special categories, session 36 (set 43 round): a union as the payee of a dues line labelled in Hausa, Yorùbá or Igbo', () => {
  check([['Takardar albashi\nMa\'aikaci: Musa Bello\nKuɗin ƙungiya: NUT ₦2,000', ['TRADE_UNION:NUT']]]);
  none(['Takardar albashi\nMa\'aikaci: Musa Bello\nKudi na wata: NUT ₦2,000']);
});
