// The special-category classes of session 6's round (layouts the rules had not seen), each beside a negative
// that must not fire: records keyed by an id, flag and score keys naming a term, quoted CSV, stacked, printed
// and dot-leader forms, XML-like elements and query strings, checkboxes and "no" answers, compound and short
// header labels, capture statuses, conviction counts and a conviction table's companion columns, registers of
// union members, sick-note and treatment frames, medical suffixes and drug doses. Texts written for these
// tests, not taken from the labelled sets.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

describe('special categories: classes of session 6', () => {
  const cases: [string, string[]][] = [
    // an id key, id column or record-id label makes a record about one subject
    ['{"memberId": 3310, "ethnicity": "Ijaw"}', ['RACE:Ijaw']],
    ['payroll_no;religion\n88-12;Anglican', ['RELIGION:Anglican']],
    ['File no: 2291\nSexual orientation: lesbian', ['SEXUAL_ORIENTATION:lesbian']],
    ['<client id="77"><religion>Buddhist</religion></client>', ['RELIGION:Buddhist']],
    // a key holding a term: the key is the fact, a false value says nothing
    ['{"staff": "Kemi Ade", "is_hiv_positive": true}', ['HEALTH:is_hiv_positive": true']],
    // a label key with a tail word is read as the label ("iris template"): its value is the span
    ['{"holder": "Lars Berg", "iris_template": "c0ffee01"}', ['BIOMETRIC:c0ffee01']],
    // quoted CSV
    ['"full name","tribe"\n"Obi, Chika","Igbo"', ['RACE:Igbo']],
    // stacked, printed and dot-leader forms
    ['Name\nTomas Vik\nFaith\nSikh', ['RELIGION:Sikh']],
    ['Name        Lars Berg\nEthnicity   Somali', ['RACE:Somali']],
    ['Name.......Aba Mensah\nReligion...Methodist', ['RELIGION:Methodist']],
    // query strings
    ['POST /signup?user=mark&ethnicity=Tamil&plan=basic', ['RACE:Tamil']],
    // checkboxes: the checked item only
    ['Client: Ama Serwaa\nReligion: [ ] Christian [x] Muslim [ ] Other', ['RELIGION:Muslim']],
    // a box ticked with spaces inside ('[ X ]') is ticked, as in a form's answers ('[ x ] Yes')
    ['Client: Ama Serwaa\nEthnic group: [ X ] Akan [ ] Ewe', ['RACE:Akan']],
    // compound and short header labels
    ['Applicant: Yaw Boadu\nEthnic group/Race: Ewe', ['RACE:Ewe']],
    ['Candidate: Ruth Moyo\nAffiliation: EFF', ['POLITICAL_AFFILIATION:EFF']],
    // capture statuses
    ['ID card issue - Musa Idris\nIrises: scanned\nPhotograph: taken', ['BIOMETRIC:Irises: scanned', 'BIOMETRIC:Photograph: taken']],
    // conviction counts, sentences, companion columns
    ['Mr Kato has four previous convictions for burglary.', ['CRIMINAL_RECORD:four previous convictions for burglary']],
    ['She was given a conditional discharge last year.', ['CRIMINAL_RECORD:conditional discharge']],
    ['Charge | Plea | Outcome\n---|---|---\nfraud | guilty | fined\nAccused: Ben Oduya', ['CRIMINAL_RECORD:fraud', 'CRIMINAL_RECORD:guilty', 'CRIMINAL_RECORD:fined']],
    // a register under a heading naming a union (session 21b: the heading's union is the listed people's too)
    ['NUMSA membership list\nSipho Dube\tmember\t2019', ['TRADE_UNION:NUMSA', 'TRADE_UNION:member']],
    // sick-note frames, medical suffixes, doses of drugs no list names
    ['Kojo was signed off with whiplash after the crash.', ['HEALTH:whiplash']],
    ['Her daughter has osteoporosis.', ['HEALTH:osteoporosis']],
    ['Patient: Ada Eze\nPlan: Losartan 50 mg daily', ['HEALTH:Losartan 50 mg']],
    // a listed union in capitals on a printed payslip line
    ['Payslip - Ama Owusu\nGNAT DUES   20.00', ['TRADE_UNION:GNAT']],
    // the probe's classes: a CSV test row, treatment and absence frames, a faith register, a subject id key
    ['Assay,Outcome\nHBsAg,Positive\nClient ID: 7781', ['HEALTH:HBsAg,Positive']],
    // the third probe's classes: grades and titres, Pidgin arrests, step-log statuses, a compound label of several words
    ['Patient: Ada Eze\nStool MPs: +++', ['HEALTH:Stool MPs: +++']],
    ['Tunde: police don catch my cousin for robbery yesterday', ['CRIMINAL_RECORD:catch my cousin for robbery']],
    ['KYC log for Ama Serwaa: fingerprints captured', ['BIOMETRIC:fingerprints captured']],
    ['Ethnicity/Home language: Zulu\nName: Sipho Dube', ['RACE:Zulu']],
    // a three-column header over a row is a header, not a label and its value
    ['staff_no|union|amount\n12|Unite|9.00', ['TRADE_UNION:Unite']],
    ['Mr Oduya is off with shingles this week.', ['HEALTH:shingles']],
    ['Baptism register - Holy Trinity Catholic parish\nAma Serwaa\tbaptised\t2001', ['RELIGION:baptised']],
    ['tenant_ref,ethnicity\nT-88,Xhosa', ['RACE:Xhosa']],
    ['Client: Ama Serwaa\nFace verification status: passed', ['BIOMETRIC:Face verification status: passed']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));

  const negatives = [
    // a JSON key holding a term is a label even before a number
    '{"district": "Ho", "malaria_cases": 120}',
    // a false flag, an aggregate row keyed by region, an event with a union
    '{"employee": "Kemi Ade", "union_member": false}',
    '{"id": 4, "region": "Volta", "party": "NDC", "seats": 9}',
    'union=Unite event=strike city=Leeds',
    // answered no, unchecked boxes
    'Patient: Ama Serwaa\nAsthma: No\nDiabetes: no',
    'Client: Ama Serwaa\n[ ] diabetes  [ ] epilepsy',
    // a language exercise, a photo caption, a print setting
    'word,sentence\nwalk,He walks to school.',
    'Photo: the new clinic building in Ho',
    'Orientation: landscape',
    // suffix words that are no condition; a disease in a statement about no one
    'The diagnosis and prognosis of the project look good, she said with sympathy.',
    'Osteoporosis affects millions of women worldwide.',
    // a frame followed by a person, not a condition
    'He was admitted with his mother to the ward.',
    // a catch that is no arrest; a given name with a medical ending
    'We go catch the bus for market tomorrow.',
    'Client Isioma Bello called about her rent.',
  ];
  for (const text of negatives) it(text, () => assert.deepEqual(found(text), []));
});
