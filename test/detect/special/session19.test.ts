// The special-category classes of session 19 (issue 15: sets 11–27 as development, misses grouped by why), each beside
// negatives that must not fire and adversarial texts that come close. Texts written for these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectSpans } from '../../../src/detect/pipeline.js';
import { found } from './labelledTexts.js';

const check = (cases: ReadonlyArray<[string, string[]]>): void => {
  for (const [text, want] of cases) it(JSON.stringify(text), () => assert.deepEqual(found(text), want));
};
const none = (texts: readonly string[]): void => {
  for (const text of texts) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
};

/** What the whole pipeline keeps over the characters of `value` in `text` (category, or 'none'). */
const keptOver = (text: string, value: string): string => {
  const at = text.indexOf(value);
  const hit = detectSpans(text, { jurisdiction: 'GH', backend: 'basic' }).find((s) => s.utf16Start < at + value.length && at < s.utf16End);
  return hit ? hit.category : 'none';
};

describe('special categories, session 19: the penalty written right after an offence is part of the record', () => {
  it('the penalty outranks the age detector over a bare term after an offence; a child\'s age stays an age', () => {
    assert.equal(keptOver('Vetting: Kofi Mensah (housebreaking, 5 years) was released in 2022.', '5 years'), 'PII-6-CRIMINAL_RECORD');
    assert.equal(keptOver('Kofi Mensah, 5 years, attends the nursery in Kumasi.', '5 years'), 'PII-1-AGE');
  });
  check([
    // records.json `references_after`, second pattern: a comma or a dash, at most a year, then a term, a ban or a fine,
    // a span of its own beside the offence's (group `apart`)
    ['Licensing panel: Kwesi Boateng (burglary, 3 years) seeks a taxi badge.', ['CRIMINAL_RECORD:burglary', 'CRIMINAL_RECORD:3 years']],
    ['Disclosure for Amina Yusuf: dangerous driving, 2020, 12-month ban', ['CRIMINAL_RECORD:dangerous driving', 'CRIMINAL_RECORD:12-month ban']],
    ['Vetting note: Tariq Ali — theft, 2018, fine of 200', ['CRIMINAL_RECORD:theft', 'CRIMINAL_RECORD:fine of 200']],
    ['Board review: Nomsa Dube, robbery — six months imprisonment, released 2021.', ['CRIMINAL_RECORD:robbery', 'CRIMINAL_RECORD:six months imprisonment']],
    // the did / served N years for frame takes 'serving'
    ['Profile: Kelechi Obi, serving 12 years for armed robbery, applies for day release.', ['CRIMINAL_RECORD:12 years for armed robbery']],
  ]);
  check([
    // adversarial: a duration that dates the offence, not a penalty, stays outside the span
    ['Kwesi Boateng disclosed a burglary, 3 years ago, at his interview.', ['CRIMINAL_RECORD:burglary']],
    ['Amina Yusuf was charged with theft, 2 days later, and bailed.', ['CRIMINAL_RECORD:was charged with theft']],
  ]);
  check([
    // adversarial: after an order or a disposal, or an offence in an order's clause, the duration is the order's own term
    ['Supervision: Kojo Asare, Community Order, 12 months', ['CRIMINAL_RECORD:Community Order']],
    ['Panel: Ama Dede (14), Referral Order for shoplifting, 9 months.', ['CRIMINAL_RECORD:Referral Order for shoplifting']],
  ]);
  // a duration or an amount with no kept offence before it is no one's record
  check([
    // an export's cells: a comma with no space after it is a cell boundary, read as before
    ['Name,Offence,Sentence\nMusa Danjuma,theft,3 months or N20,000 fine', ['CRIMINAL_RECORD:theft', 'CRIMINAL_RECORD:3 months or N20,000 fine']],
  ]);
  none([
    'Tenancy for Kwesi Boateng, 3 years, rent paid monthly.',
    'Late filing by Amina Yusuf, 2021, fine of 200 waived by the registry.',
    'The bill proposes sentences of 5 years for burglary.',
  ]);
});

describe('special categories, session 19: a biometric reference in a log key, a stored-as clause or a registry shape', () => {
  check([
    // the key's name reads as the term 'fingerprint template' ('_' is no letter); its value is the reference
    ['svc=enrol user="Chidi Okeke" modality=fingerprint template_ref=FPT-2290-114 result=ok', ['BIOMETRIC:fingerprint template', 'BIOMETRIC:FPT-2290-114']],
    ['Onboarding, Efe Dappa: selfie verified; face biometric vector stored as FV-7781-20.', ['BIOMETRIC:selfie verified', 'BIOMETRIC:FV-7781-20']],
    ['Station diary: suspect Musa Bala, fingerprints taken, ref AFIS/23/4471.', ['BIOMETRIC:fingerprints taken', 'BIOMETRIC:AFIS/23/4471']],
    ['Border log: Ana Lima, four fingerprints captured, iris ref EES-IRS-55120981.', ['BIOMETRIC:fingerprints captured', 'BIOMETRIC:EES-IRS-55120981']],
  ]);
  check([
    // adversarial: a case or charge number, and a reference with no digit group of three, stay out
    ['Station diary: suspect Musa Bala, fingerprints taken, charge no. CR/22/4471.', ['BIOMETRIC:fingerprints taken']],
    ['Musa Bala gave fingerprints, ref AB/22/14.', ['BIOMETRIC:fingerprints']],
  ]);
  none([
    // no trait word before the reference: an order or a file stored as an id is nothing
    'Order for Musa Bala stored as ORD-5521-77.',
    'user="Chidi Okeke" action=login session_ref=SES-2290-114 result=ok',
  ]);
});

describe('special categories, session 19: a photograph captured with fingerprints is the facial image of that capture', () => {
  check([
    ['Arrest log: Kofi Mensah, fingerprints and photograph taken at Central station.', ['BIOMETRIC:fingerprints and photograph']],
    ['Suspect Abena Owusu: thumbprints, DNA swab and photograph taken on arrest.', ['BIOMETRIC:thumbprints', 'GENETIC:DNA swab', 'BIOMETRIC:photograph']],
    ['Kiesersregistrasie: Johan de Wet se vingerafdrukke en foto is by die kantoor geneem.', ['BIOMETRIC:vingerafdrukke', 'BIOMETRIC:foto']],
    ['PV : les empreintes digitales et la photographie signalétique de Marc Petit ont été relevées.', ['BIOMETRIC:empreintes digitales', 'BIOMETRIC:photographie signalétique']],
  ]);
  none([
    // a card's specification, a notice to applicants in general, a photo alone
    'The new smart ID card stores a fingerprint template and a photograph on the chip.',
    'Applicants will have their fingerprints and photographs taken at the ward office.',
    'Kofi Mensah took a photograph at the wedding.',
  ]);
  check([
    // adversarial: a photograph of prints is no capture list; the prints word keeps its own reading
    ['Kofi Mensah sent a photograph of the fingerprints on the glass to the insurer.', ['BIOMETRIC:fingerprints']],
  ]);
});

describe('special categories, session 19: an enrolment number or a biometric record reference in a record that names a trait', () => {
  check([
    ['Embassy receipt\nApplicant: Yaw Mensah\nBiometrics: 10 fingerprints enrolled\nEnrolment no. VAC-2024-7712093', ['BIOMETRIC:10 fingerprints enrolled', 'BIOMETRIC:VAC-2024-7712093']],
    // session 26: 'Iris' beside fingerprints and a capture verb is a trait too (one span with the fingerprints, joined by 'and')
    ['ID card renewal\nHolder: Ada Eze\nIris and fingerprints stored on chip; enrolment ref IDC-558120', ['BIOMETRIC:Iris and fingerprints', 'BIOMETRIC:IDC-558120']],
    ['Border record\nTraveller: Ana Lima\nBiometric record: EES-FP-88120455', ['BIOMETRIC:EES-FP-88120455']],
  ]);
  check([
    // adversarial: an enrolment another word qualifies is a student's, not a capture's, beside a fingerprint word
    ['Student: Ama Boateng\nFingerprint attendance registered.\nCourse enrolment no. ENR-2023-5512', ['BIOMETRIC:Fingerprint']],
  ]);
  none([
    // no trait word before the enrolment number; a value opening with digits
    'NIMC ENROLMENT LOG\nEnrolment ID: 2023-LA-44812\nApplicant: Musa Bello',
    'Admissions\nStudent: Ama Boateng\nEnrolment no. ENR-2023-5512',
  ]);
});
