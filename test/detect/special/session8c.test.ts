// The special-category classes of session 8's third round (sets 11 to 14 as development), each beside a negative
// that must not fire: subject labels of care, custody and probation records, court disposals of the six countries,
// 'arraigned', a statute's name, party frames (support, donations with an amount, an office 'of' a party, an office
// and its party after a comma, a candidate list row), 'ANC' as antenatal care, union frames (membership of, an
// organiser, a role and its union after a comma) and health terms and labels. Texts written for these tests, not
// taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

describe('special categories: classes of the third session-8 round', () => {
  const cases: [string, string[]][] = [
    // subject labels of probation, custody, youth-justice and social-care records
    ['Supervision log\nPoP: Daniel Brooks\nOrder: Suspended Sentence Order, 6 months', ['CRIMINAL_RECORD:Suspended Sentence Order']],
    ['Custody nurse review\nDP: Musa Abdullahi\nReported conditions: asthma, type 2 diabetes', ['HEALTH:asthma, type 2 diabetes']],
    ['Youth Justice panel\nYoung person: Tyrese Clarke\nOutcome: Referral Order', ['CRIMINAL_RECORD:Referral Order']],
    ['Care plan\nService user: Nomvula Khumalo\nKnown conditions: schizophrenia', ['HEALTH:schizophrenia']],
    // court disposals and proceedings
    ['Mr Liam Walsh was given a Youth Rehabilitation Order in May.', ['CRIMINAL_RECORD:Youth Rehabilitation Order']],
    ['Ms Kerry Dunn must complete 80 hours of unpaid work.', ['CRIMINAL_RECORD:hours of unpaid work']],
    ['Emeka Obi was remanded in a custodial centre pending trial.', ['CRIMINAL_RECORD:remanded in a custodial centre']],
    ['Aliyu Sani was arraigned for cattle rustling at the magistrate court.', ['CRIMINAL_RECORD:was arraigned for cattle rustling']],
    ['Mnr. Pieter Botha is tans op parool.', ['CRIMINAL_RECORD:op parool']],
    // party frames
    ['Mr Otieno posts daily in support of the ODM.', ['POLITICAL_AFFILIATION:ODM']],
    ['Grace Wanjiru gave KSh 5000 to the ODM in March.', ['POLITICAL_AFFILIATION:ODM']],
    ['Her husband Bola is a serving senator of the PDP.', ['POLITICAL_AFFILIATION:PDP']],
    ['KYC note: Mr Ade Bello, ward councillor, APC.', ['POLITICAL_AFFILIATION:APC']],
    ['Nomination list\n4. Kwesi Boateng - NDC - parliamentary candidate', ['POLITICAL_AFFILIATION:NDC']],
    ['Mme Claire Petit est adhérente du Rassemblement national.', ['POLITICAL_AFFILIATION:Rassemblement national']],
    // 'ANC' in an antenatal record is antenatal care (its gestation is health), not the party
    ['ANC booking\nPatient: Thandi Mokoena\nGestation: 14 weeks\nANC visit 2 due in a month', ['HEALTH:14 weeks']],
    ['Sipho Ndlovu is an ANC member and attends every branch meeting.', ['POLITICAL_AFFILIATION:ANC']],
    // union frames
    ['Attendance: Thabo Nkosi, shop steward, NUMSA.', ['TRADE_UNION:shop steward', 'TRADE_UNION:NUMSA']],
    ['Mrs Jane Pratt asked for the Unison organiser to attend her hearing.', ['TRADE_UNION:Unison']],
    ['Mr Paul Evans disclosed his membership of Unite.', ['TRADE_UNION:Unite']],
    // health terms
    ['Mr Jack Turner disclosed alcohol misuse at the review.', ['HEALTH:alcohol misuse']],
    ['Mevrouw Sanne de Vries is thuis met een burn-out.', ['HEALTH:burn-out']],
    ['Mr Owen Price was detained under section 3 last night.', ['HEALTH:detained under section 3']],
    ['U-Lwazi Mthembu unesifo seswekile.', ['HEALTH:unesifo seswekile']],
    ['Pasiënt Johan Smit begin met Rifafour.', ['HEALTH:Rifafour']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));

  const negatives = [
    // a statute's name is not an offence of the accused
    'Charge sheet\nAccused: Tolu Ade\nStatute: Advance Fee Fraud Act',
    // a donation with no party, support for a cause
    'Mr Otieno gave 5000 to the school fund.',
    'Mrs Achieng spoke in support of the new road.',
    // a role with no union after it; a general statement about orders
    'The union organiser, Mr Paul Evans, arrives at noon.',
    'Referral orders are given to most first-time young offenders.',
    // a section of a contract
    'Please read section 3 of the tenancy agreement.',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
});
