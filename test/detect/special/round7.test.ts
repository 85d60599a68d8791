// The special-category classes of the round on set 6's misses, each beside a negative that must not fire:
// test results opening a form line, operations and fever in the cue languages, gene and variant names,
// parenthesised form labels, leaving or joining a religion, liveness and face-match vocabulary, and plural
// origin groups; and those of the round on set 7 (column tables, forms about one subject, letters to one
// person, labels with a trailing noun, leaving a party, cautions, descriptions).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

describe('special categories: classes of the round on set 6', () => {
  const cases: [string, string[]][] = [
    // a measured result opening a form line, no person on the line
    ['Syphilis RPR: reactive\nRef: 4471', ['HEALTH:Syphilis RPR: reactive']],
    ['Date: 3 May\nCOVID-19 PCR - not detected', ['HEALTH:COVID-19 PCR - not detected']],
    // procedures on a body part, in English, Pidgin, Swahili; fever with its Yorùbá tones
    ['Dem do operation for im eye last week, Ngozi still dey rest.', ['HEALTH:operation for im eye']],
    ['She is off sick after surgery on her shoulder.', ['HEALTH:surgery on her shoulder']],
    ['Juma alifanyiwa operesheni ya goti.', ['HEALTH:operesheni ya goti']],
    // a body part without a possessive: read by the same pattern, no phrase listed as a term
    ['Last month my brother do operation for appendix.', ['HEALTH:operation for appendix']],
    ['Mr Bello had an operation on the knee in May.', ['HEALTH:operation on the knee']],
    ['Ara rẹ̀ kò yá, ó ní ibà.', ['HEALTH:ibà']],
    ['Ara re ko ya, o ni iba.', ['HEALTH:iba']],
    // gene and variant names from the data list; an ambiguous symbol only with a status
    ['She is heterozygous for Factor V Leiden.', ['GENETIC:heterozygous for Factor V Leiden']],
    ['Mr Ade carries a pathogenic PALB2 variant.', ['GENETIC:pathogenic PALB2 variant']],
    ['He has an APC mutation.', ['GENETIC:APC mutation']],
    ['Mr Bello is an APC chieftain in Kano.', ['POLITICAL_AFFILIATION:APC']],
    // a parenthesis between label and colon, in every category
    ['Religion (if any): Hindu', ['RELIGION:Hindu']],
    ['Sexual orientation (optional): bisexual', ['SEXUAL_ORIENTATION:bisexual']],
    ['Trade union (optional): Unison', ['TRADE_UNION:Unison']],
    ['Ethnic origin (please specify): Luo', ['RACE:Luo']],
    // leaving or joining a religion
    ['She left the Catholic faith in 2010.', ['RELIGION:Catholic']],
    ['He converted from Islam to Christianity.', ['RELIGION:Islam', 'RELIGION:Christianity']],
    ['Mume wake aliacha Uislamu.', ['RELIGION:Uislamu']],
    // biometric processing named by what is done
    ['She verified the payment with a selfie liveness check.', ['BIOMETRIC:selfie liveness check']],
    ['He was fingerprinted at the station.', ['BIOMETRIC:fingerprinted']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));

  const negatives = [
    'Test results for the new rapid kits will be published next year.',
    'The eye hospital did four hundred cataract operations last year.',
    'Ìbà fún àwọn baba ńlá wa.',
    'She withdrew cash at the ATM.',
    'Sexual orientation (optional): prefer not to say',
    'He joined the Catholic University in 2019.',
    'The bank will add a liveness check to its app next year.',
    'Face match technology vendors met regulators.',
    'Thousands of people of Roma descent living in Madrid protested.',
  ];
  for (const text of negatives) it(text, () => assert.deepEqual(found(text), []));
});

describe('special categories: classes of the round on set 7', () => {
  const cases: [string, string[]][] = [
    // a column table whose header names a category; a key | value row
    ['Employee\tFaith\nAma Owusu\tMethodist', ['RELIGION:Methodist']],
    ['| Member | Party |\n|---|---|\n| Ama Owusu | NDC |', ['POLITICAL_AFFILIATION:NDC']],
    ['| Sexual orientation | gay |', ['SEXUAL_ORIENTATION:gay']],
    ['| Malaria RDT | positive |', ['HEALTH:Malaria RDT | positive']],
    // a form about one subject: its form lines are the subject's
    ['Prisoner: Kojo Antwi\nHealth screen: asthmatic', ['HEALTH:asthmatic']],
    ['PAYSLIP - Esi Ampofo\n| GNAT dues | 1,200 |', ['TRADE_UNION:GNAT']],
    // a letter to one person: "you" is that person
    ['Dear Kwame,\nYour fingerprint enrolment is on Tuesday.', ['BIOMETRIC:fingerprint enrolment']],
    // a label with a trailing noun; leaving a party; a caution; a description
    ['Political party membership: NDC', ['POLITICAL_AFFILIATION:NDC']],
    ['He defected from the APC to the PDP.', ['POLITICAL_AFFILIATION:APC', 'POLITICAL_AFFILIATION:PDP']],
    ['She disclosed a caution for theft.', ['CRIMINAL_RECORD:caution for theft']],
    ['Suspect: male, Somali, about 30.', ['RACE:Somali']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));

  const negatives = [
    '| Religion | Headcount |\n|---|---|\n| Christian | 40 |\n| Muslim | 22 |',
    '| Party | Role |\n|---|---|\n| Acme Ltd | Seller |',
    'Hi all,\nIf you have diabetes, the canteen now labels sugar.',
    'Do you have diabetes? Free screening on Saturday.',
    'Budget | 4m\nSites | Accra',
  ];
  for (const text of negatives) it(text, () => assert.deepEqual(found(text), []));
});

describe('special categories: classes of the round on set 8', () => {
  const cases: [string, string[]][] = [
    ['Payslip for Ama Owusu\nGNAT levy: 300', ['TRADE_UNION:GNAT']],
    ['Customer: Ama Owusu\n- liveness: ok', ['BIOMETRIC:liveness']],
    ['Conviction\tYear\nfraud\t2019\nApplicant: Ama Owusu', ['CRIMINAL_RECORD:fraud']],
    ['Patient: Ama Owusu\nSickling test: negative', ['GENETIC:negative']],
    ['Name: Ama Owusu\nAre you in a trade union? Yes - Unite', ['TRADE_UNION:Yes - Unite']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));
  const negatives = ['Do you have diabetes? Yes, you can get free screening this week.', 'Kubernetes liveness probes restart the service.', 'Conviction\tYear\nfraud\t2019'];
  for (const text of negatives) it(text, () => assert.deepEqual(found(text), []));
});

describe('special categories: classes of the round on set 9', () => {
  const cases: [string, string[]][] = [
    ['{"clientName": "Kofi Mensah", "hivStatus": "negative"}', ['HEALTH:negative']],
    ['id,name,tribe,score\n17,Kofi Mensah,Fante,88', ['RACE:Fante']],
    ['staff_id: 4471\nname: Kofi Mensah\ntrade_union: GNAT', ['TRADE_UNION:GNAT']],
    ['Ama said: "my brother don go jail for fraud"', ['CRIMINAL_RECORD:don go jail for fraud']],
    ['Her husband was sent to prison for fraud in 2019.', ['CRIMINAL_RECORD:sent to prison for fraud']],
    ['My brother don enter jail for theft.', ['CRIMINAL_RECORD:don enter jail for theft']],
    ['Sickle cell screen (Hb electrophoresis) for Ama Owusu: AS', ['GENETIC:AS']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));
  const negatives = ['{"crop": "maize", "genotype": "DT-18"}', 'event=strike union="Unite" city="Leeds"', 'region,offence,count\nAll districts,burglary,412'];
  for (const text of negatives) it(text, () => assert.deepEqual(found(text), []));
});
