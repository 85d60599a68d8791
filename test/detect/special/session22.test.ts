// The special-category classes of session 22 (issue 15: set 28 as development, misses grouped by kind of record),
// each beside negatives that must not fire. Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 22: the subject labels of records in the users\u2019 other languages', () => {
  check([
    // a record's subject field in Italian, Spanish, German, French and Dutch makes it a form about one subject
    ['Sinistro n. 88120\nAssicurato: Marco Bianchi\nReferto: fibrillazione atriale, in terapia con apixaban.', ['HEALTH:fibrillazione atriale', 'HEALTH:apixaban']],
    ['Ficha del donante\nDonante: Lucía Romero\nCariotipo: 46,XX,t(2;5)(p13;q35)', ['GENETIC:46,XX,t(2;5)(p13;q35)']],
    ['Anna Vogel leidet an Schlafapnoe.', ['HEALTH:Schlafapnoe']],
    ["Fiche d'appel\nAppelant : Julien Morel\nMotif : idées suicidaires", ['HEALTH:idées suicidaires']],
    ['Screening day\nParticipant: Kwesi Boateng\nBP: 168/100', ['HEALTH:168/100']],
  ]);
  none([
    // the same labels over no special-category word, and a clinical word in a general statement under no subject
    'Ficha del donante\nDonante: Lucía Romero\nCiudad: Sevilla',
    'Klant: Bakkerij De Vries\nBestelling: 40 broden',
    'La fibrillazione atriale colpisce migliaia di anziani ogni anno.',
  ]);
});

describe('special categories, session 22: genetic notation (HLA alleles, structural karyotypes)', () => {
  check([
    // an HLA allele list after HLA or a typing word: the alleles are the person's tissue type
    ['Donor registration\nName: Tariq Aziz\nHLA typing: A*01:01, B*08:01, DRB1*03:01', ['GENETIC:A*01:01, B*08:01, DRB1*03:01']],
    ['Donor: Ama Serwaa\nHLA: A*68:02 B*35:01', ['GENETIC:A*68:02 B*35:01']],
    ['Registrant: Joe Kamau\nHigh-resolution typing: DQB1*06:02', ['GENETIC:DQB1*06:02']],
    // a karyotype with a structural rearrangement or a single X
    ['The karyotype of Ruth Adoma is 46,XX,inv(9)(p12q13).', ['GENETIC:46,XX,inv(9)(p12q13)']],
    ['Patient: Ruth Adoma\nResult: 45,X', ['GENETIC:45,X']],
  ]);
  none([
    // allele notation with no HLA or typing word, a typing word with no allele, and HLA named about no one
    'Grade: A*02:01 on the blend sheet.',
    'Typing speed: 60 words per minute',
    'HLA typing is offered to all donors at registration.',
  ]);
});

describe('special categories, session 22: an ethnic group as the value of a record field', () => {
  check([
    ['Client sheet\nName: Esi Mensima\nPeople: Fante', ['RACE:Fante']],
    ['Profile\nName: Harpreet Sandhu\nBackground: Punjabi', ['RACE:Punjabi']],
    ['Form\nName: Ayo Bello\nHeritage: mixed White and Black African', ['RACE:mixed White and Black African']],
  ]);
  none([
    // the same labels over a value that is not a group as a whole: work history, a place, an event
    'Client sheet\nName: Esi Mensima\nBackground: worked as a trader in Kumasi for ten years.',
    'Museum guide\nHeritage: Asante gold weights from the 18th century.',
    'People: 40 came to the Fante festival.',
  ]);
});

describe('special categories, session 22: clinical shorthand of maternity and substance-use records', () => {
  check([
    // the weeks of gestation written over 40 right after the obstetric figures
    ['ANC note. Client Yaa Asantewaa, G3P2, 36/40.', ['HEALTH:G3P2', 'HEALTH:36/40']],
    // a blood pressure after its label in the users' other languages
    ['Kadi ya kliniki\nJina: Neema Mushi\nShinikizo la damu: 150/100', ['HEALTH:150/100']],
    // a drug screen's positive result, and the substances of an intake form
    ['Probation note\nOffender: Gary Lewis\nUrine screen: positive for cocaine', ['HEALTH:positive for cocaine']],
    ['Intake form\nName: Musa Bello\nPrimary substance: codeine syrup', ['HEALTH:codeine syrup']],
    // the gestational age as a field of a Swahili or German card
    ['Kadi\nJina: Neema Mushi\nUmri wa mimba: wiki 30', ['HEALTH:wiki 30']],
  ]);
  none([
    // a score over 40, a positive result about no one, and a drug named in a general statement
    'The exam was marked 36/40 and the G3 group passed.',
    'Most people who test positive for cannabis at work keep their jobs.',
    'Blood pressure of 120/80 is the usual target in the guideline.',
  ]);
});

describe('special categories, session 22: a union office on the rows of a list the union heads', () => {
  check([
    ['NUT Lagos branch delegates\n1. Bola Ige — branch secretary\n2. Ngozi Eze — branch treasurer', ['TRADE_UNION:NUT', 'TRADE_UNION:branch secretary', 'TRADE_UNION:branch treasurer']],
    ['GMB — Delegierte 2023\nKlaus Weber, Vertrauensperson im Betrieb Köln', ['TRADE_UNION:GMB', 'TRADE_UNION:Vertrauensperson']],
    // a listed union before an organiser or a chapter office in prose
    ['She said Kofi Appiah is a TUC organiser.', ['TRADE_UNION:TUC organiser']],
    ['Aisha Bello was the NANNM chapter chairman at the hospital.', ['TRADE_UNION:NANNM chapter chairman']],
  ]);
  none([
    // an office on a row naming no one, an office under a heading naming no union, and a union's own news
    'COSATU branch delegates\n1. Branch secretary — vacant\n2. Treasurer — to be elected',
    'Ward round list\n1. Bola Ige — branch secretary',
    'The TUC organiser handbook is free to download.',
  ]);
});

describe('special categories, session 22: subject fields of travel, visitor and payment records; biometric words', () => {
  check([
    ['Journal de passage\nVoyageur : Claire Martin\nMode : reconnaissance faciale', ['BIOMETRIC:reconnaissance faciale']],
    ['Visitor log\nVisitor: Kwame Ofori\nBiometric: fingerprint verified', ['BIOMETRIC:fingerprint verified']],
    ['Registro accessi\nCondomino: Paolo Ricci\nIscrizione: modello biometrico salvato', ['BIOMETRIC:modello biometrico']],
    ['Kunde Jonas Richter: Tippverhalten weicht vom Profil ab.', ['BIOMETRIC:Tippverhalten']],
    ['Customer Ama Owusu: behavioural biometric score fell at login.', ['BIOMETRIC:behavioural biometric']],
  ]);
  none([
    // a subject field over no special-category word, and the words in a vendor's general statement
    'Visitor: Yaw Owusu\nPurpose: family visit',
    'Voyageur : Jean Dupont\nVol : AF 123',
    'Behavioural biometrics are a growing market, analysts say.',
  ]);
});

describe('special categories, session 22: party dues and Spanish or Italian membership words', () => {
  check([
    // a party's dues or subscription paid by the record's subject
    ['Standing order\nPayer: Joan Evans\nPayee: Labour Party — membership subscription', ['POLITICAL_AFFILIATION:Labour Party']],
    ['Received from Kojo Mensah: CPP constituency dues, March.', ['POLITICAL_AFFILIATION:CPP']],
    // 'afiliado/a a', 'militante de' as 'member of'
    ['Marta Ruiz es afiliada al PDP desde 2019.', ['POLITICAL_AFFILIATION:PDP']],
  ]);
  none([
    // dues or a subscription named about no one
    'APC dues rose for all members this year, the party said.',
    'The Labour Party membership subscription rises to £5 in April.',
  ]);
});

describe('special categories, session 22: religious diets on list rows, church exits, conversions and roles', () => {
  check([
    // a religious diet after a dash on a row naming a person
    ['Dinner list\nTable 2: Fatima Sani — halal\nTable 3: David Cohen — kosher', ['RELIGION:halal', 'RELIGION:kosher']],
    // a German church-exit statement names the church left
    ['Frau Petra Lange ist aus der evangelischen Kirche ausgetreten.', ['RELIGION:evangelischen Kirche']],
    ['I, Kojo Asare, declare that on embracing Christianity I took the name Daniel.', ['RELIGION:Christianity']],
    ['She is a deaconess in Kumasi.', ['RELIGION:deaconess']],
  ]);
  none([
    // a diet on a menu row naming no one, a church exit counted over people, a conversion in a lecture, a role's course
    'Canteen menu\nChicken stew — halal\nFish pie — kosher',
    'Viele Menschen sind 2023 aus der katholischen Kirche ausgetreten.',
    'Embracing Islam is a journey, the lecture on conversion explained.',
    'Deaconess training programme: applications close Friday.',
  ]);
});

describe('special categories, session 22: named chromosomal syndromes and tumour variants', () => {
  check([
    ['The baby of Ama Owusu has Edwards syndrome.', ['GENETIC:Edwards syndrome']],
    ['Patientin: Eva Braun\nQF-PCR: 45,X (Monosomie X).', ['GENETIC:45,X', 'GENETIC:Monosomie X']],
    ['Patient: Jean Moreau\nBiologie moléculaire : mutation KRAS G12D', ['GENETIC:KRAS G12D']],
  ]);
  none([
    // a variant or a syndrome named about no one, and a gene-like word before a road code
    'KRAS G12D inhibitors are a new class of cancer drugs, the review said.',
    'Patau syndrome affects about 1 in 10,000 births.',
    'Take the ATM A12B exit.',
  ]);
});
