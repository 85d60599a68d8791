// Session 34, round on held-out special set 41 (issue 15). Each class here shows errors in set 41 and in at least one
// other author's set (see the commit messages and the round's report for the sets and counts). Texts written for these
// tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 34 (set 41): a Swahili or Hausa conviction word runs over the offence it names', () => {
  check([
    // Swahili 'ya' (of) and Hausa 'kan' (on, over) join the conviction word and its offence as English 'of' does
    ['Ripoti ya mpangaji\nMwombaji: Juma Otieno\nRekodi: alipatikana na hatia ya ulaghai mwaka 2018', ['CRIMINAL_RECORD:alipatikana na hatia ya ulaghai']],
    ['Takardar neman aiki\nSuna: Musa Bello\nLaifi: an yanke masa hukunci kan zamba', ['CRIMINAL_RECORD:an yanke masa hukunci kan zamba']],
    // (session 43: under a details field; the offence label 'Laifi' reads its whole value, as 'Offence:' does)
    ['Takardar neman aiki\nSuna: Amina Bello\nBayani: an yanke mata hukunci kan fyade a 2020', ['CRIMINAL_RECORD:an yanke mata hukunci kan fyade']],
    ['Takardar neman aiki\nSuna: Amina Bello\nLaifi: an yanke mata hukunci kan fyade a 2020', ['CRIMINAL_RECORD:an yanke mata hukunci kan fyade a 2020']],
    // a comma keeps an offence written before the conviction word apart, and a list of offences stays a list
    ['Takardar neman aiki\nSuna: Musa Bello\nBayani: zamba, an yanke masa hukunci a 2019', ['CRIMINAL_RECORD:zamba', 'CRIMINAL_RECORD:an yanke masa hukunci']],
    ['Takardar neman aiki\nSuna: Musa Bello\nLaifi: zamba, an yanke masa hukunci a 2019', ['CRIMINAL_RECORD:zamba, an yanke masa hukunci a 2019']],
    ['Ripoti\nMwombaji: Juma Otieno\nRekodi: wizi ya mifugo na ulaghai', ['CRIMINAL_RECORD:wizi', 'CRIMINAL_RECORD:ulaghai']],
  ]);
});

describe('special categories, session 34 (set 41): a union office and the union it names are one span', () => {
  check([
    ['Staff file\nName: Kwame Owusu\nRole: branch secretary of the NUT at the Kumasi depot', ['TRADE_UNION:branch secretary of the NUT']],
    ['Reference\nApplicant: Kwame Owusu\nCurrent post: organiser for SADTU in the Eastern Cape', ['TRADE_UNION:organiser for SADTU']],
    ['Memorial card\nOur brother Yaw Boateng served as shop steward of NAGRAT in Tema.', ['TRADE_UNION:shop steward of NAGRAT']],
    ['Minutes\nMfanyakazi: Juma Otieno\nAliwakilishwa na: mwenyekiti wa tawi wa KUDHEIHA', ['TRADE_UNION:mwenyekiti wa tawi wa KUDHEIHA']],
    ['Compte rendu\nSalarié: Paul Martin\nAssisté par: secrétaire de la CGT du site', ['TRADE_UNION:secrétaire de la CGT']],
    // the union before its office keeps its span
    ['Kwame Owusu is the NUT branch secretary at the depot.', ['TRADE_UNION:NUT branch secretary']],
  ]);
  none(['The general secretary of the NUT told reporters the strike would go ahead.']);
});

describe('special categories, session 34 (set 41): a person taking part in a listed union’s strike', () => {
  check([
    ['Disciplinary file\nEmployee: Kwame Owusu\nHe joined the SADTU strike at the Mthatha school.', ['TRADE_UNION:SADTU']],
    ['Leave register\nLecturer: Kwame Owusu\nStatus: on ASUU strike', ['TRADE_UNION:ASUU']],
    ['Kwame Owusu cannot teach this term: the SADTU strike he is on continues.', ['TRADE_UNION:SADTU']],
  ]);
  none([
    // the strike as news, a report about it, an opinion about it
    'The NUMSA strike ended on Monday after talks with employers.',
    'Kwame Owusu wrote a long report on the NUMSA strike for the newspaper.',
    'Kwame Owusu said the ASUU strike is hurting students.',
  ]);
});

describe('special categories, session 34 (set 41): Dutch possessive partner phrases name a same-sex partner', () => {
  check([
    ['Huurcontract\nHuurder: Pieter de Boer\nMedehuurder: zijn man', ['SEXUAL_ORIENTATION:zijn man']],
    ['Klant: Sanne de Vries\nOpmerking: verhuist met haar vrouw naar Utrecht', ['SEXUAL_ORIENTATION:haar vrouw']],
    // an observance term: beside an outright word of its sentence that word is the datum
    ['Intake\nCliënt: Pieter de Boer\nNotitie: hij is homoseksueel en woont samen met zijn man', ['SEXUAL_ORIENTATION:homoseksueel']],
  ]);
  none([
    // the other sex's partner, and plurals ('zijn mannen': his men)
    'Klant: Sanne de Vries\nOpmerking: verhuist met haar man naar Utrecht',
    'Klant: Pieter de Boer\nOpmerking: verhuist met zijn vrouw naar Utrecht',
    'De aannemer kwam met zijn mannen en haar vrouwen hielpen mee.',
  ]);
});

describe('special categories, session 34 (set 41): a listed slur right after a name-calling verb and its object, unquoted', () => {
  check([
    ['Incident log\nPlayer: Kofi Mensah\nThe coach heard a spectator call him a faggot.', ['SEXUAL_ORIENTATION:faggot']],
    ['Witness statement\nWitness: Tom Reed\nA sergeant named me a poof in front of the platoon.', ['SEXUAL_ORIENTATION:poof']],
    ['Call note\nCustomer: Kofi Mensah\nNote: my neighbour dey call am battyman every morning', ['SEXUAL_ORIENTATION:battyman']],
    ['Korafi\nSuna: Musa Bello\nMakwabcinsa ya kira shi msenge jiya.', ['SEXUAL_ORIENTATION:msenge']],
    ['Klacht\nKlant: Pieter de Boer\nDe medewerker noemde hem een flikker aan de telefoon.', ['SEXUAL_ORIENTATION:flikker']],
  ]);
  none([
    // no object before the word, a word about the word, and the older sense (a bundle of sticks)
    'Shift note: he called her for a fag break at noon.',
    'The word faggot was once used for a bundle of sticks.',
    'He called them faggots of wood in the old recipe book.',
  ]);
});

describe('special categories, session 34 (set 41): the Afrikaans noun for an Adventist', () => {
  check([
    ["Johan Botha is 'n Sewendedag-Adventis en werk nie op Saterdae nie.", ['RELIGION:Adventis']],
    ['Aansoek\nNaam: Johan Botha\nKerkverband: Sewendedag Adventiste', ['RELIGION:Sewendedag Adventiste']],
  ]);
  // the church's own news names no one
  none(["Die Sewendedag-Adventiste Kerk bou 'n nuwe saal in Kaapstad."]);
});
