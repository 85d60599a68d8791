// The special-category classes of session 8's second round (sets 11 to 13 as development), each beside a negative
// that must not fire: conditions, services and medicines missing from the lists, ART regimens in WHO abbreviations,
// named clinical measurements with a value, genetic variants in local names, parties of the six countries and the EU
// with new frames (a person noun, campaigning, membership, Pidgin 'dey', an office holder's party in parentheses),
// French and German union forms, court and probation fields, biometric enrolments, faiths' fasts and ministers,
// police ethnicity fields, and the non-answers of a blank form. Texts written for these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

describe('special categories: classes of the second session-8 round', () => {
  const cases: [string, string[]][] = [
    // conditions, services and medicines
    ['Mr Kwame Boateng has carpal tunnel syndrome in both wrists.', ['HEALTH:carpal tunnel syndrome']],
    ['She was admitted with a sickle cell crisis and later a bone pain crisis.', ['HEALTH:sickle cell crisis', 'HEALTH:bone pain crisis']],
    ['Mrs Achieng Otieno reports opiate dependence and is on methadone.', ['HEALTH:opiate dependence', 'HEALTH:methadone']],
    ['Mr Tariq Hussain is signed off with work-related stress.', ['HEALTH:work-related stress']],
    ['He was referred to cardiac rehabilitation after the bypass.', ['HEALTH:cardiac rehabilitation']],
    ['Her son was referred to CAMHS last term.', ['HEALTH:CAMHS']],
    ['Mrs Njeri Kamau carries an EpiPen and uses Symbicort twice a day.', ['HEALTH:EpiPen', 'HEALTH:Symbicort']],
    // an ART regimen in WHO abbreviations; a named clinical measurement with its value
    ['Mr Kofi Asare was switched to AZT+3TC+NVP in March.', ['HEALTH:AZT+3TC+NVP']],
    ['Mr Chukwudi Nnamdi, HbA1c 9.1%, eGFR 48 ml/min at review.', ['HEALTH:HbA1c 9.1%', 'HEALTH:eGFR 48 ml/min']],
    ['Triage\nPatient: Zodwa Dlamini\nTroponin: raised', ['HEALTH:Troponin: raised']],
    // genetic variants in local names; a newborn screen's pattern
    ['Bei Herrn Jonas Weber ist eine Faktor-V-Leiden-Mutation bekannt.', ['GENETIC:Faktor-V-Leiden-Mutation']],
    ['Mme Lucie Moreau est porteuse saine de la drépanocytose.', ['GENETIC:porteuse saine', 'HEALTH:drépanocytose']],
    ['Newborn screen\nBaby of Grace Wanjiru: FAS pattern, repeat at 6 months.', ['GENETIC:FAS']],
    // parties: person noun, campaigning, membership, Yorùbá without a preposition, Pidgin 'dey', an office holder's party
    ['Everyone knows Baba Tunde is an APC man.', ['POLITICAL_AFFILIATION:APC']],
    ['Ms Ama Serwaa canvassed for the NPP in Kumasi last weekend.', ['POLITICAL_AFFILIATION:NPP']],
    ['Mr Peter Otieno resigned his membership of KANU in 2010.', ['POLITICAL_AFFILIATION:KANU']],
    ['Bọ́dé jẹ́ ọmọ ẹgbẹ́ òṣèlú APC.', ['POLITICAL_AFFILIATION:APC']],
    ['Chinedu wey dey LP don start to share flyers.', ['POLITICAL_AFFILIATION:LP']],
    ['Hon. Thabo Mokoena (UDM) asked the first question.', ['POLITICAL_AFFILIATION:UDM']],
    // unions: French delegates, German compounds
    ['M. Paul Girard, délégué syndical CFDT, était présent.', ['TRADE_UNION:délégué syndical CFDT']],
    ['Frau Anna Schulz ist ver.di-Mitglied.', ['TRADE_UNION:ver.di']],
    // court and probation records
    ['Charge sheet\nAccused: Musa Idris\nPlea: guilty', ['CRIMINAL_RECORD:guilty']],
    ['Record\nName: Sipho Ndlovu\n2018 | theft | Guilty | R2000 or 6 months', ['CRIMINAL_RECORD:theft', 'CRIMINAL_RECORD:Guilty', 'CRIMINAL_RECORD:R2000 or 6 months']],
    ['Probation note: Mr Dean Parry, index offence robbery; 24 months suspended.', ['CRIMINAL_RECORD:robbery', 'CRIMINAL_RECORD:24 months suspended']],
    ['Mr Juma Hamisi alipatikana na hatia mahakamani.', ['CRIMINAL_RECORD:alipatikana na hatia']],
    ['Mr Yusuf Bello was granted bail by the magistrate.', ['CRIMINAL_RECORD:granted bail']],
    // biometric enrolments
    ['Fingerprint enrolment done for Mr Ali Hassan, ref FP-20931.', ['BIOMETRIC:Fingerprint enrolment', 'BIOMETRIC:FP-20931']],
    ['Onboarding\nCustomer: Esi Mensah\nSelfie: img_4410.png', ['BIOMETRIC:img_4410.png']],
    ['Für Frau Anna Schulz ist ein Venenmuster gespeichert.', ['BIOMETRIC:Venenmuster']],
    // faiths: fasts, ministers, Sufi orders, Dutch Reformed churches
    ['Mrs Mary Doyle is fasting for Lent this year.', ['RELIGION:Lent']],
    ['On the ward, Mrs Mary Doyle asked to see a priest.', ['RELIGION:priest']],
    ['Lidmaat: Pieter Botha, NG Kerk-gemeente Pretoria.', ['RELIGION:NG Kerk']],
    ['Zawiya list\nNo | Name | Tariqa\n3 | Sani Garba | Qadiriyya', ['RELIGION:Qadiriyya']],
    // police ethnicity fields; isiZulu label
    ['Stop record: Mr Leon Grant; officer-defined White; no further action.', ['RACE:White']],
    ['Igama: Sipho Ndlovu\nUbuhlanga: amaXhosa', ['RACE:amaXhosa']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));

  const negatives = [
    // general statements and product wording
    'Carpal tunnel syndrome is common among typists.',
    'The cover pays out on diagnosis of cancer or stroke.',
    'HbA1c is a test of average blood sugar over three months.',
    // a vacancy for a faith's minister; Lent as a past verb; a fast in a calendar
    'Vacancy: Imam required for the Central Mosque.',
    'She lent her brother the money.',
    'Ramadan begins on Monday this year.',
    // a party in a headline without a person frame; 'dey' before an ordinary word
    'The APC convention opens in Abuja today.',
    'Dem dey come tomorrow.',
    // a suspended meeting, a fine with no default term
    'The meeting was suspended for 10 minutes.',
    // a plea of not guilty and an acquittal record no offence
    'Charge sheet\nAccused: Musa Idris\nPlea: not guilty',
    // a blank form: unticked boxes and non-answers
    'Equality form\nName: Ama Owusu\nReligion: [ ] Christian [ ] Muslim [ ] None',
    'Equality form\nName: Ama Owusu\nDisability: Prefer not to say',
    // 'PEP' beside sanctions is a KYC screen
    'PEP/sanctions check for Kwame Mensah: no match.',
    // a newborn pattern word without a pattern
    'The FA Cup final is on Saturday.',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
});
