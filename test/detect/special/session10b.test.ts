// The ethnic-origin classes of session 10's second round (set 18 as development): a clan and its sub-clan on a
// registration line, French "d'origine X", German "X-ischer Volkszugehörigkeit" and "bezeichnet sich als X", an
// officer's or clerk's recording "as X", "comes from / belongs to the X community", a parent's ascription with the
// copula left out ("his dad kisii"), a person noun after "a X" (trader, farmer), "age, X," in a record line and
// column headers of an export ("ethnic_desc"). Each beside a negative that must not fire.
// Texts written for these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

describe('special categories: ethnic-origin classes of the second session-10 round', () => {
  const cases: [string, string[]][] = [
    ['Asylum interview: Yusuf Adan, clan Darod, sub-clan Marehan, arrived Kakuma in 2020.', ['RACE:Darod', 'RACE:Marehan']],
    ["Fiche d'accueil : M. Lamine Diallo, d'origine wolof, vit à Lyon depuis 2015.", ['RACE:wolof']],
    ['Antragstellerin: Leyla Demir, kurdischer Volkszugehörigkeit, geboren in Van.', ['RACE:kurdischer Volkszugehörigkeit']],
    ['Herr Karl Lehmann bezeichnet sich als Sinto.', ['RACE:Sinto']],
    ['The intake clerk registered Joseph Kamau as Kikuyu on the form.', ['RACE:Kikuyu']],
    ['Wanjiru Njeri comes from the Kamba community in Machakos.', ['RACE:Kamba']],
    ["Baraka's mum is luo and his dad kisii, so he speaks both.", ['RACE:luo', 'RACE:kisii']],
    ['The witness Musa Bello, a Nupe trader, gave evidence on Tuesday.', ['RACE:Nupe']],
    ['Court welfare note: Ama Owusu, 34, Ewe, Catholic, no previous convictions.', ['RACE:Ewe', 'RELIGION:Catholic']],
    ['id,patient,ethnic_desc\n7,Grace Akinyi,Luo', ['RACE:Luo']],
    ['Lebensbeschreibung: Frau Olga Braun ist eine Griekwa aus Kimberley.', ['RACE:Griekwa']],
    ["Thandi Mokoena is 'n Griekwa van Kimberley.", ['RACE:Griekwa']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));

  const negatives = [
    // a general statement about a group, not one person
    'Viele Menschen kurdischer Volkszugehörigkeit leben in Berlin.',
    // the community itself, not a person's membership
    'The Kamba community held a festival in Machakos.',
    // "registered ... as" about a thing
    'The clerk registered the Zulu dictionary as a loan.',
    // a number before an ethnonym in an address, not an age
    'Flat 12, Zulu Court, Durban.',
    // "a X" before a thing, not a person
    'A Nupe dictionary was published in 1990.',
    // a column of ethnic groups in an aggregate table
    'region,ethnic_desc,count\nNyanza,Luo,120',
    // a sub-clan word with no clan named before it
    'The sub-clan elders met on Friday, the chairman said.',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
});

describe('special categories: biometric classes of the second session-10 round', () => {
  const cases: [string, string[]][] = [
    // the reference of a biometric record in brackets after the trait
    ['Custody record: Tomas Berg had his fingerprints taken and sent to the bureau (ref. CRB/2024/55120).', ['BIOMETRIC:fingerprints taken', 'BIOMETRIC:CRB/2024/55120']],
    // enrolment captures, behavioural signatures and French templates
    ['Registration: Mary Wambui gave ten-print fingerprints and a facial photograph at the Huduma centre.', ['BIOMETRIC:ten-print fingerprints', 'BIOMETRIC:facial photograph']],
    ['The bank stored the dynamic signature of Peter Otieno with his loan file.', ['BIOMETRIC:dynamic signature']],
    ["Le système compare le gabarit d'iris de Mme Claire Dubois.", ["BIOMETRIC:gabarit d'iris"]],
    // a template id column of an export
    ['staff_no,name,bio_template_id\n88,Ruth Achieng,TPL-5512-X', ['BIOMETRIC:TPL-5512-X']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));

  const negatives = [
    // a device's model number in brackets, not a person's record
    'The fingerprint scanner (model no. FS-2200) is in stock.',
    // a product reference after a trait word
    'Face ID (ref. iOS-17) is a phone feature.',
    // no person: a product
    'The agency bought software for facial photograph printing.',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
});

describe('special categories: a clinic or specialty as a workplace (second session-10 round)', () => {
  const cases: [string, string[]][] = [
    // the person attends or is seen at the clinic: their care
    ['Efua Quaye attends the TB clinic every month.', ['HEALTH:TB clinic']],
    ['Efua Quaye was seen by the nurse at the TB clinic.', ['HEALTH:TB clinic']],
    ['Mr Otieno spoke to the counsellor at the HIV clinic.', ['HEALTH:HIV clinic']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));

  const negatives = [
    // staff and posts
    'Sister Halima from the diabetes clinic phoned Grace Njeri about the leave roster.',
    'Kwabena Darko works at the TB clinic in Kumasi.',
    'Dr Lindiwe Zulu, Consultant in Sexual Health and HIV Medicine, chairs the meeting.',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
});

describe('special categories: a form title alone on the first line (second session-10 round)', () => {
  it('the title of a blank-headed form is no data; its fields are', () => {
    assert.deepEqual(found('ANTENATAL CLINIC CARD\nName: Rose Atieno\nGestation: 30 weeks'), ['HEALTH:30 weeks']);
    assert.deepEqual(found('Antenatal record\nName: Rose Atieno\nGestation: 30 weeks'), ['HEALTH:30 weeks']);
  });
  it('a title that names the person keeps its term', () => {
    assert.deepEqual(found('Antenatal booking - Rose Atieno\nGestation: 30 weeks'), ['HEALTH:Antenatal', 'HEALTH:30 weeks']);
  });
  it('a condition in the body of a text is not a title', () => {
    assert.deepEqual(found('Ward round\nMrs Rose Atieno is 30 weeks pregnant, antenatal card reviewed.'), ['HEALTH:weeks pregnant', 'HEALTH:antenatal']);
  });
});

describe('special categories: a health label answered "none" in short (second session-10 round)', () => {
  it('"N" and NKDA are empty answers', () => {
    assert.deepEqual(found('Staff record: Musa Bello, Disability: N, Shift: nights'), []);
    assert.deepEqual(found('Patient: Ama Owusu\nAllergies: NKDA'), []);
  });
  it('a real answer under the same labels is kept', () => {
    assert.deepEqual(found('Patient: Ama Owusu\nAllergies: penicillin'), ['HEALTH:penicillin']);
    assert.deepEqual(found('Employee: Ama Owusu\nDisability: Y'), ['HEALTH:Y']);
  });
});
