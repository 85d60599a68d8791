// The special-category classes of session 23 (issue 15: held-out set 30 as development, helper special30r): genetic
// results written as results, religion as a practice or an act, parties as bare field values, orientation in other
// languages and in complaints, motoring conviction codes. Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 23 (set 30): genetic results written as results', () => {
  check([
    // a PGT-M report lists each embryo's genotype code after its own label
    ['IVF unit — PGT-M result\nCouple: Bola Ade and husband, both HbAS\nEmbryo A: HbAS — carrier\nEmbryo B: HbSS — affected', ['GENETIC:HbAS', 'GENETIC:HbAS', 'GENETIC:HbSS']],
    // a gene's status after its separator, a copy number, a structural finding, a carrier stated outright
    ['Patient: Rose Wanjiru\nG6PD: deficient', ['GENETIC:deficient']],
    ['Child: Ada, mother Ngozi Eze\nMLPA: SMN2 3 copies\nDiagnosis: SMA type 2', ['GENETIC:SMN2 3 copies', 'HEALTH:SMA type 2']],
    ['Client: Jane Moyo\nResult: F8 intron 1 inversion detected; obligate carrier', ['GENETIC:F8 intron 1 inversion detected', 'GENETIC:obligate carrier']],
    // exome and panel variants: a newly listed gene, a variant placed in a gene, the class in brackets after it
    ['Patient: Ama Serwaa\nResult: SCN1A c.1178G>A, heterozygous', ['GENETIC:SCN1A c.1178G>A', 'GENETIC:heterozygous']],
    ['Genetics letter\nRe: Tom Hale\nThe panel found a variant of uncertain significance in TTN.', ['GENETIC:variant of uncertain significance in TTN']],
    ['Participant: Kevin Otieno\nFinding: MYBPC3 c.1504C>T (likely pathogenic)', ['GENETIC:MYBPC3 c.1504C>T', 'GENETIC:likely pathogenic']],
    ['Letter to Ruth Ochieng: your research sample showed an APOL1 high-risk genotype.', ['GENETIC:APOL1 high-risk genotype']],
    // transplant chimerism, HLA alleles after their label, kinship findings (English and German), ancestry estimates
    ['Transplant clinic — day +30\nPatient: Musa Bello\nResult: 100 % donor chimerism in T cells', ['GENETIC:100 % donor chimerism']],
    ['Cord unit CB-119\nHLA typing: A*02:01, A*24:02; B*07:02', ['GENETIC:A*02:01, A*24:02; B*07:02']],
    ['DNA report to court\nClaimant: Peter Mensah\nResult: matches 17 of 17 loci; paternal relationship supported', ['GENETIC:matches 17 of 17 loci', 'GENETIC:paternal relationship supported']],
    ['Abstammungsgutachten\nAntragstellerin: Lena Vogel\nErgebnis: Vaterschaft ausgeschlossen', ['GENETIC:Vaterschaft ausgeschlossen']],
    ['Patient: Lina Haddad\nBefund: Überträgerin Hämophilie A', ['GENETIC:Überträgerin Hämophilie A']],
    ['Participant: Thabo Mokoena\nGenetic ancestry estimate: 71 % West African', ['GENETIC:71 % West African']],
  ]);
  none([
    // a laboratory's price list: a clinical label's value that is only a price is what the test costs
    'DNA TESTING — PRICES\nPaternity test: ₦120,000\nGenotype: ₦2,500\nHLA typing: £450',
    // the same words about no one, a normal result, and a lower-case "as" after an embryo's label
    'Chimerism is measured at day 30 and day 100 after a transplant.',
    'A variant of uncertain significance in MYH7 is common in the population; most are benign.',
    'Patient: Rose Wanjiru\nG6PD: normal',
    'IVF lab diary\nEmbryo 3: as expected, good quality',
  ]);
});

describe('special categories, session 23 (set 30): religion as a practice or an act', () => {
  check([
    // an oath book in a court record, in prose and as an oath field's value
    ["HEARING RECORD — Magistrates' Court\nPW1: Sani Garba, sworn on the Holy Qur'an, gives evidence in English.", ["RELIGION:Holy Qur'an"]],
    ['Witness schedule\n1. Ada Nwosu — oath: Bible\n2. PC Reid — affirm', ['RELIGION:Bible']],
    // conversion in a change-of-name notice, amrit taken, a family stating its faith or belief
    ['Change of name notice\nI, John Kamau, now known as Yusuf Kamau, after reverting to Islam in 2023.', ['RELIGION:Islam']],
    ['Deed poll\nI, Emma Grant, having taken amrit, adopt the name Simran Kaur.', ['RELIGION:taken amrit']],
    ["Dear Headteacher,\nWe are Jehovah's Witnesses and ask that our daughter Grace sits out the birthday celebrations.", ["RELIGION:Jehovah's Witnesses"]],
    ['Parent letter\nPupil: Leo\nThe family are humanists and would like Leo excused from assembly prayers.', ['RELIGION:humanists']],
    // marriage banns name each party's own parish; an imam who is the letter's own subject
    [
      "PUBLICATION OF BANNS\nI publish the banns of marriage between Peter Mensah, bachelor, of St Paul's Anglican Church, and Ruth Boateng, spinster, of Holy Cross Parish.",
      ["RELIGION:St Paul's Anglican Church", 'RELIGION:Holy Cross Parish'],
    ],
    ['Visa support letter\nApplicant: Musa Idris, imam of the Al-Furqan congregation, Leeds\nPurpose: conference', ['RELIGION:imam']],
    // a festival as a leave reason in German, a grave in a faith's section
    ['Urlaubsantrag\nMitarbeiterin: Sarah Levi\nBegründung: Rosch ha-Schana', ['RELIGION:Rosch ha-Schana']],
    ['Friedhofsamt — Grabvergabe\nVerstorbene: Aylin Demir\nGrabfeld: muslimisches Grabfeld 3', ['RELIGION:muslimisches']],
  ]);
  none([
    // a body's 'we are', an oath field with no book, a parish word and a bachelor's degree outside banns
    'We are a Catholic school with places for 60 pupils.',
    'Witness schedule\n1. Ada Nwosu — oath: affirm\n2. PC Reid — oath: not recorded',
    "Parish notice: the choir of St Paul's, bachelor's degree holders welcome.",
  ]);
});

describe('special categories, session 23 (set 30): parties as bare values and in the second person', () => {
  check([
    // SMS renewals addressed to the member (English, Swahili, Twi)
    ['SMS: Hello Kofi, your membership of the CPP has been renewed for 2025.', ['POLITICAL_AFFILIATION:CPP']],
    ['SMS: Habari Wanjiru, uanachama wako wa Jubilee umesajiliwa upya.', ['POLITICAL_AFFILIATION:Jubilee']],
    ['SMS: Me ma wo akye Ama! Wo CPP membership card is ready at the branch.', ['POLITICAL_AFFILIATION:CPP']],
    // a lost-card affidavit's deponent, German membership cards, a party field holding a listed party
    ['Sworn affidavit\nDeponent: Kwame Asare\nLost: purse with Ghana card and NDC membership card', ['POLITICAL_AFFILIATION:NDC']],
    ['Verlustanzeige\nAnzeigender: Jan Peters\nVerloren: Geldbörse mit SPD-Mitgliedsausweis', ['POLITICAL_AFFILIATION:SPD']],
    ['Staff application\nApplicant: Jane Wairimu\nParty membership: Wiper since 2019', ['POLITICAL_AFFILIATION:Wiper since 2019']],
    ['Mitgliederprüfung\nPartei: Die Linke\nMitglied: Jan Peters', ['POLITICAL_AFFILIATION:Die Linke']],
    // partisan conduct put to a public servant
    ['QUERY\nOfficer: Bello Musa\nYou posted campaign posters of the PDP on the notice board during working hours.', ['POLITICAL_AFFILIATION:PDP']],
  ]);
  none([
    // a renewal notice to all members, and a contract's 'Party' that names no party
    'APC membership renewal: all members should renew by March.',
    'Contract of sale\nParty: Buyer\nName: Jane Wairimu',
  ]);
});

describe('special categories, session 23 (set 30): orientation in other languages, fields and first-person couples', () => {
  check([
    ["Notes de l'infirmière scolaire\nÉlève : Hugo Bernard\nL'élève se dit gay et a peur d'en parler à ses parents.", ['SEXUAL_ORIENTATION:gay']],
    ['Clinic registration\nName: Sam Okoro\nPartner: same-sex', ['SEXUAL_ORIENTATION:same-sex']],
    ['Intake — couples service\nClient: Joe Banda and partner\nBoth describe themselves as gay', ['SEXUAL_ORIENTATION:gay']],
    ['Couples intake\nClients: Ama and Efua\nOrientation: lesbian', ['SEXUAL_ORIENTATION:lesbian']],
    ['Membership form — netball club\nPlayer: Kemi Ade\nHow do you identify? Bisexual', ['SEXUAL_ORIENTATION:Bisexual']],
    ["Réclamation\nClient : Paul Roux\nNous sommes un couple homosexuel et l'hôtel a annulé notre chambre.", ['SEXUAL_ORIENTATION:couple homosexuel']],
    ['Solicitud de beca\nEstudiante: Lucía Pérez\nMotivo: expulsada de casa por ser lesbiana', ['SEXUAL_ORIENTATION:lesbiana']],
  ]);
  none([
    // an orientation field holding no orientation, a gender answer, a policy about couples in general
    'Induction form\nName: Ruth Achieng\nOrientation: new starter, week 1',
    'Membership form — netball club\nPlayer: Kemi Ade\nHow do you identify? Female',
    'Hotel policy: every couple, including a same-sex couple, may book a double room.',
  ]);
});

describe('special categories, session 23 (set 30): UK driving-licence endorsement codes', () => {
  check([
    // a motoring-convictions field, a second code after its semicolon, a code on a licence in prose
    [
      'Motor insurance proposal\nDriver: Tom Hale\nMotoring convictions: SP30 (speeding) 2023; CU80 x1',
      ['CRIMINAL_RECORD:SP30 (speeding) 2023', 'CRIMINAL_RECORD:CU80'],
    ],
    ['Driver history: he has a DR10 on his licence from 2021.', ['CRIMINAL_RECORD:DR10']],
  ]);
  none([
    // the same letters and digits as product codes, and a guide to what a code carries
    'Product list: DR10 drill, SP30 sander.',
    'Penalty points guide: an SP30 carries 3 to 6 points.',
  ]);
});
