// The special-category classes of session 15's second round (set 24 as development, sets 11 to 23 as the check),
// each beside negatives that must not fire and adversarial texts that come close. Texts written for these tests,
// not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

const check = (cases: ReadonlyArray<[string, string[]]>): void => {
  for (const [text, want] of cases) it(JSON.stringify(text), () => assert.deepEqual(found(text), want));
};

describe('special categories, session 15b: a register\'s Rite label and the nikah', () => {
  check([
    // positives: a burial or marriage register's rite naming a faith; a person's nikah
    ['Burial register\nDeceased: Musa Danjuma\nRite: Roman Catholic\nPlot: C-12', ['RELIGION:Roman Catholic']],
    ['Marriage entry 44\nGroom: Ibrahim Sani\nRite: Nikah, witnessed by two elders', ['RELIGION:Nikah, witnessed by two elders']], // a label's value runs to its line's end, as every label's does
    ['Halima Yusuf asked for a day off for her nikah in Kano next month.', ['RELIGION:nikah']],
  ]);
  // negatives: a rite that names no faith, a rite of passage, a nikah about no one
  const negatives = [
    'Burial register\nDeceased: Musa Danjuma\nRite: cremation\nPlot: C-12',
    'Rite of passage ceremonies are common across the region.',
    'Rite: civil ceremony at the registry office',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
  check([
    // adversarial: a Rite label whose value is a place; the word inside another word
    ['Funeral notice\nDeceased: Grace Wambui\nRite: St Peter\'s Hall, 10:00', []],
    ['Wedding\nBride: Amina Bello\nRite: Nikahfest Hall, Kano', []],
  ]);
});

describe('special categories, session 15b: a hospital folder number beside a health label', () => {
  check([
    // positives: 'Folder:' on a clinical record that holds a health label, on its own line or after a name
    ['Patient: Akosua Boateng\nFolder: KBTH/24/00913\nDiagnosis: asthma', ['HEALTH:KBTH/24/00913', 'HEALTH:asthma']],
    ['Name: Naledi Mokoena; Folder: TYG-0045521\nDiagnosis: pulmonary tuberculosis', ['HEALTH:TYG-0045521', 'HEALTH:pulmonary tuberculosis']],
  ]);
  // negatives: an office folder, alone or beside a name; a folder with no identifier on a clinical record
  const negatives = [
    'Shared drive\nFolder: HR/2024/01\nOwner: Musa Danjuma',
    'Please save the scan of the contract. Folder: FIN-2024-07',
    'Name: Ama Owusu   Folder: KBTH/24/00913',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
  check([
    // adversarial: a clinical record whose folder value has no digit; a folder word inside another word
    ['Patient: Akosua Boateng\nFolder: archived\nDiagnosis: asthma', ['HEALTH:asthma']],
    ['Patient: Akosua Boateng\nSubfolder: KBTH/24/00913\nDiagnosis: asthma', ['HEALTH:asthma']],
  ]);
});

describe('special categories, session 15b: a donation\'s recipient party', () => {
  check([
    // positives: a donations register or declaration naming the party given to, alone or with its office
    ['Donations register\nDonor: Kojo Antwi\nRecipient: NDC Cape Coast regional office\nAmount: 5,000', ['POLITICAL_AFFILIATION:NDC Cape Coast regional office']],
    ['Declaration of donations received\nRecipient: Democratic Alliance\nDonor: Akosua Boateng (natural person)', ['POLITICAL_AFFILIATION:Democratic Alliance']],
  ]);
  // negatives: a payment's or a parcel's recipient; a listed name's letters in lower case
  const negatives = [
    'Payment\nRecipient: Musa Danjuma\nAmount: 5,000',
    'Parcel\nRecipient: labour ward, Korle Bu\nSender: Ama Owusu',
    'E-mail log\nRecipient: unite-support@example.org\nSender: Ama Owusu',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
  check([
    // adversarial: a party's name inside another word; a union, not a party, as the recipient
    ['Donations register\nDonor: Kojo Antwi\nRecipient: NDCF Trust\nAmount: 5,000', []],
    ['Donations register\nDonor: Kojo Antwi\nRecipient: Unite the Union hardship fund\nAmount: 5,000', []],
  ]);
});

describe('special categories, session 15b: the Igbo copula before a people\'s name', () => {
  check([
    // positives: 'bụ onye' (is a person) before an ethnonym, with 'si' (from) or a clause after it; without tone marks
    ['Chinedu Okeke bụ onye Igbo si Awka, ma ọ na-arụ ọrụ na Lagos.', ['RACE:Igbo']],
    ['Amaka Eze bu onye Yoruba si Ibadan.', ['RACE:Yoruba']],
  ]);
  // negatives: the language, and people in general, with no one named
  const negatives = ['Asụsụ Igbo bụ asụsụ ndị Igbo.', 'Ndị Igbo bi na Enugu na Anambra.'];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
  check([
    // adversarial: 'si' after an ethnonym with no copula before it; a copula before a word that is no people's name
    ['Chinedu Okeke kwuru Igbo si ike.', []],
    ['Chinedu Okeke bụ onye nkuzi si Awka.', []],
  ]);
});

describe('special categories, session 15b: a fine after a conviction on its line', () => {
  check([
    // positives: 'fined' after a comma or 'and' following a conviction; with 'bound over'; an abbreviation's dot between
    ['Screening note\nName: Halima Yusuf\nDetail: convicted of fraud in 2019 and fined', ['CRIMINAL_RECORD:convicted of fraud', 'CRIMINAL_RECORD:fined']],
    ['Police clearance\nName: Peter Otieno\nRecord: one conviction for theft (2018), fined and bound over', ['CRIMINAL_RECORD:one conviction for theft', 'CRIMINAL_RECORD:fined and bound over']],
    ['Good conduct certificate\nName: Musa Danjuma\nEntry: CONVICTED - theft, Cr. Case 44/2016, fined', ['CRIMINAL_RECORD:theft', 'CRIMINAL_RECORD:fined']],
  ]);
  // negatives: a fine with no conviction; a negated conviction; a conviction in another sentence
  const negatives = [
    'The club fined Musa Danjuma for a late arrival.',
    'Musa Danjuma has no conviction, and fined nobody.',
    'Musa Danjuma had no conviction. The referee fined him, and fined his brother.',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
  check([
    // adversarial: 'fined' inside another word; a conviction and a fine on different lines
    ['Screening note\nName: Halima Yusuf\nDetail: convicted of fraud, refined sugar trader', ['CRIMINAL_RECORD:convicted of fraud']],
    ['Screening note\nName: Halima Yusuf\nDetail: convicted of fraud.\nParking: fined once', ['CRIMINAL_RECORD:convicted of fraud']],
  ]);
});

describe('special categories, session 15b: the offence after a verdict verb stays on its line', () => {
  check([
    // positives: the offence ends at the line's end, the next label left out; a clause on one line unchanged
    ['Screening note\nName: Halima Yusuf\nDetail: convicted of fraud\nParking: fined once', ['CRIMINAL_RECORD:convicted of fraud']],
    ['Screening note\nName: Halima Yusuf\nDetail: convicted of fraud\nDecision: escalate', ['CRIMINAL_RECORD:convicted of fraud']],
    ['Halima Yusuf was convicted of fraud and theft in Kano, then released.', ['CRIMINAL_RECORD:was convicted of fraud and theft']],
  ]);
  // negatives: a verdict verb about no one; an offence word with no person
  const negatives = ['Decision: escalate to the MLRO', 'Fraud rose by 4% across the region last year.'];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
  check([
    // adversarial: the next line opens with an offence-like word and no colon
    ['Screening note\nName: Halima Yusuf\nDetail: convicted of fraud\nTheft report pending', ['CRIMINAL_RECORD:convicted of fraud']],
  ]);
});
