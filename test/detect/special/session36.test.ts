// Session 36, round on health in the special sets (sets 11-42): the health policy (GDPR Art 4(15), Recital 35) and the
// recall classes at least two authors' sets show (see the commit messages and the round's report for the counts).
// Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 36 policy: a blood group, a negative result, PrEP and a named clinic are health data', () => {
  check([
    // blood group: information derived from testing a bodily substance (Recital 35)
    ['Donor card\nName: Tom Reed\nBlood group: O positive', ['HEALTH:O positive']],
    ['Ficha\nPaciente: Lucía Gómez\nGrupo sanguíneo: AB-', ['HEALTH:AB-']],
    ['Maabara\nMgonjwa: Ama Serwaa\nKundi la damu: B+', ['HEALTH:B+']],
    ['Kofi Mensah donated blood; his blood type is B positive.', ['HEALTH:B positive']],
    ['Transfusion request\nPatient: Tom Reed\nGroup: A negative', ['HEALTH:A negative']],
    // a negative result is still a result of testing the person
    ['Screening record\nName: Tom Reed\nHIV test: negative', ['HEALTH:HIV test: negative']],
    ['Her HIV test came back negative.', ['HEALTH:HIV test came back negative']],
    // preventive medication is treatment (and, after C-21/23, any medicine tied to a person)
    ['Kofi Mensah is on PrEP and attends the sexual health clinic.', ['HEALTH:PrEP', 'HEALTH:sexual health clinic']],
    // a clinic named by a condition, attended by the person: registration for health care
    ['Ama Serwaa attends the sickle cell clinic every month.', ['HEALTH:sickle cell clinic']],
  ]);
  none([
    // the same words about no one
    'Blood group O negative donors are in short supply.',
    'PrEP is free at every clinic in the region.',
    'The sickle cell clinic moves to the east wing on Monday.',
    // a group that is no blood group
    'Name: Tom Reed\nGroup: B\nRoom: 12',
    'Name: Tom Reed\nGroup: A-level maths',
  ]);
});

describe('special categories, session 36: a hospital number in prose after a referral, attendance or file word', () => {
  check([
    ['Eye test — Tom Reed\nFindings: glaucoma suspect\nReferred to eye clinic, ref KMH/2022/1234', ['HEALTH:glaucoma', 'HEALTH:eye clinic', 'HEALTH:KMH/2022/1234']],
    ['Tom Reed has depression and attends KMH-OPD-5521 every month.', ['HEALTH:depression', 'HEALTH:KMH-OPD-5521']],
    ['Pharmacy record\nPatient: Tom Reed\nRx from KMH/2022/1234 | Items: metformin 500 mg', ['HEALTH:KMH/2022/1234', 'HEALTH:metformin']],
    ['Welfare register\nName: Ama Serwaa\nSupport: son treated for asthma at KTH/2022/7781. Approved.', ['HEALTH:asthma', 'HEALTH:KTH/2022/7781']],
    ['TB REGISTER | Ama Serwaa | Reg No TB/2023/045 | MDR-TB | bedaquiline', ['HEALTH:TB/2023/045', 'HEALTH:MDR-TB', 'HEALTH:bedaquiline']],
    ['Donor record\nDonor: Tom Reed\nScreening: HBsAg reactive, referred to KMH-19-3321 for confirmation.', ['HEALTH:HBsAg reactive', 'HEALTH:KMH-19-3321']],
  ]);
  none([
    // no health span in the text: the number is no one's health record
    'Member register\nName: Tom Reed\nMember no. JNI/0654 | dues paid',
    'Tom Reed attends KMH-OPD-5521 on Mondays.',
    'Invoice for Tom Reed, ref INV/2023/0045, paid in full.',
  ]);
});

describe('special categories, session 36: a measured value, score or stage of the person', () => {
  check([
    ['Memory clinic: Tom Reed scored 21/30 on MoCA today.', ['HEALTH:21/30 on MoCA']],
    ['Transplant list\nPatient: Tom Reed\nMELD: 27', ['HEALTH:MELD: 27']],
    ['Clinic card\nClient: Ama Serwaa\nWHO stage: III', ['HEALTH:WHO stage: III']],
    ['Echo report\nPatient: Tom Reed\nEF 35 %, dilated left ventricle.', ['HEALTH:EF 35 %']],
    ['Heart failure clinic: Tom Reed, LVEF 30%, NYHA class III.', ['HEALTH:Heart failure', 'HEALTH:LVEF 30%', 'HEALTH:NYHA class III']],
    ['Register: Tom Reed | VL: 2 300 copies/ml', ['HEALTH:VL: 2 300 copies/ml']],
  ]);
  none([
    // a score or stage about no one, or of something that is not a body
    'A MoCA score below 26 suggests cognitive impairment.',
    'Name: Tom Reed\nGame: scored 21 in the final',
    'Load-shedding moved to stage 4 tonight.',
    'The WHO staged a meeting on 4 May.',
  ]);
});

describe('special categories, session 36: a haemoglobin genotype code after a first-person link verb', () => {
  check([
    ['Bros, result don come: me na AS, my babe na AS too.', ['GENETIC:AS']],
    ['Ajo group: Kofi Mensah: I be SS, I dey hospital again, abeg.', ['GENETIC:SS']],
    ['Bursary form\nApplicant: Ama Serwaa\nNote: I am AS (carrier); need help with fees', ['GENETIC:AS']],
  ]);
  none([
    // the codes must be written in capitals, and a class, level or exam is no genotype
    'I am as tired as you are.',
    'My pikin na SS3 student now.',
    'Kofi is AS level maths teacher.',
    'Na as e be o.',
    // a third person's bare code stays out (session 10)
    'He is SS.',
  ]);
});

describe('special categories, session 36: a biometric reference right after its own word, in a text with a kept biometric span', () => {
  check([
    ['Grant log\nBeneficiary Tom Reed: fingerprint match failed x3; voice biometric passed (voiceprint VP-22918). Payment released.', ['BIOMETRIC:fingerprint', 'BIOMETRIC:voice biometric', 'BIOMETRIC:voiceprint VP-22918']],
    ['Presenze\nDipendente: Tom Reed\nMetodo: riconoscimento facciale\nID modello: FACE-7731-A', ['BIOMETRIC:riconoscimento facciale', 'BIOMETRIC:FACE-7731-A']],
  ]);
  none([
    // a template's number in a text with no biometric span
    'Mail merge for Tom Reed: template ID TPL-020331 sent.',
    // no biometric span
    'Client: Tom Reed\nReference: VB-350731\nCredit score 640',
  ]);
});
