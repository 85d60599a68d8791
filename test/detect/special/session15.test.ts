// The special-category classes of session 15 (issue 15; set 23 as development, sets 11 to 22 as the check), each
// beside negatives that must not fire and adversarial texts that come close. Texts written for these tests, not
// taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectSpans } from '../../../src/detect/pipeline.js';
import { found } from './labelledTexts.js';

const check = (cases: ReadonlyArray<[string, string[]]>): void => {
  for (const [text, want] of cases) it(JSON.stringify(text), () => assert.deepEqual(found(text), want));
};

/** What the whole pipeline keeps over the characters of `value` in `text` (category, or 'none'). */
const keptOver = (text: string, value: string): string => {
  const at = text.indexOf(value);
  const hit = detectSpans(text, { jurisdiction: 'GB', backend: 'basic' }).find((s) => s.utf16Start < at + value.length && at < s.utf16End);
  return hit ? hit.category : 'none';
};

describe('special categories, session 15: a biometric template id under its label keeps its category', () => {
  // positives: the label's value is biometric in the detector and survives the pipeline's overlap resolution
  const positives: Array<[string, string]> = [
    ['Voice banking enrolment\nCustomer: Halima Yusuf\nVoiceprint recorded 02/03/2021\nTemplate ref: VB-55120-4\nConsent: given', 'VB-55120-4'],
    ['eKYC check\nCustomer: Peter Otieno\nSelfie captured\nSelfie template ref: SF-77a1c9', 'SF-77a1c9'],
    ['Kantine: Mitarbeiterin Lena Vogel bezahlt per Fingerabdruck. Template-ID: FA-448120.', 'FA-448120'],
    ['Registration: Musa Danjuma; iris and fingerprints captured, biometric template ref BT-2231-0098.', 'BT-2231-0098'],
  ];
  for (const [text, value] of positives) {
    it(`biometric: ${value}`, () => {
      assert.ok(found(text).includes(`BIOMETRIC:${value}`), JSON.stringify(found(text)));
      assert.equal(keptOver(text, value), 'PII-6-BIOMETRIC');
    });
  }
  // negatives: a template of no trait, and trait-like words that are not traits (voicemail, Facebook), stay references
  const negatives: Array<[string, string]> = [
    ['Letter to Grace Wambui\nTemplate ref: LT-22310\nSent: 03/04/2022', 'LT-22310'],
    ['Voicemail settings for Peter Otieno\nGreeting template ref: VM-22310', 'VM-22310'],
    ['Facebook advert for Halima Yusuf\nTemplate ref: FB-22310', 'FB-22310'],
  ];
  for (const [text, value] of negatives) {
    it(`no biometric: ${value}`, () => {
      assert.ok(!found(text).some((f) => f.startsWith('BIOMETRIC:')), JSON.stringify(found(text)));
      assert.notEqual(keptOver(text, value), 'PII-6-BIOMETRIC');
    });
  }
  // adversarial: the trait is named only after the template id, so nothing before the id says what it is
  it('no biometric: a trait named only after the id', () => {
    const text = 'Template ref: TR-44102 for Musa Danjuma; fingerprint enrolment is next week.';
    assert.ok(!found(text).includes('BIOMETRIC:TR-44102'));
  });
});

describe('special categories, session 15: a drug with its dose and a schedule', () => {
  check([
    // positives: schedule words of English, French, German, Dutch and Polish plans after a dose (a decimal comma too)
    ['Care plan: Peter Otieno takes sertraline 50mg mornings.', ['HEALTH:sertraline 50mg']],
    ['Traitement de sortie de Mme Halima Yusuf : rivaroxaban 20 mg x1/j.', ['HEALTH:rivaroxaban 20 mg']],
    ['Patient: Lena Vogel\nBisoprolol 2,5 mg täglich', ['HEALTH:Bisoprolol 2,5 mg']],
    ['Patiënt: Jan Bakker\nMedicatie-overzicht: metoprolol 50 mg dagelijks', ['HEALTH:metoprolol 50 mg']],
    ['Pacjent: Piotr Nowak\nZalecenia: ramipryl 5 mg 1 x dziennie', ['HEALTH:ramipryl 5 mg']],
  ]);
  check([
    // negatives: a dose with no schedule in a price list, and a schedule with no dose, about no one
    ['Price list: paracetamol 500 mg, 24 tablets, 1.20 each.', []],
    ['The pharmacy opens mornings and evenings except Sunday.', []],
    // adversarial: a dose and a schedule in a dosing guideline for a group, a general statement
    ['Adults usually take ibuprofen 400 mg mornings and evenings with food; children take less.', []],
  ]);
});

describe("special categories, session 15: a form's question answered Yes with its details on the line", () => {
  check([
    // positives: a Yes with its details after a dash answers the question's subject ('you' in the question), bare or ticked
    ['Job application, part 4: Have you ever been convicted of a criminal offence? Yes - shoplifting, 2019, conditional discharge\nSigned: Peter Otieno', ['CRIMINAL_RECORD:Yes - shoplifting, 2019, conditional discharge']],
    ['Life cover questionnaire\nApplicant: Grace Wambui\nQ3 HIV test in the last 2 years? [X] Yes — result: reactive', ['HEALTH:HIV', 'HEALTH:Yes — result: reactive']],
  ]);
  check([
    // negatives: a ticked No, or a No ticked before an unticked Yes, answers nothing; a bare ticked Yes is a printed option
    ['Applicant: Grace Wambui\nQ3 HIV test in the last 2 years? [ ] Yes [X] No', []],
    ['Applicant: Grace Wambui\nQ3 HIV test in the last 2 years? [X] No [ ] Yes', []],
    ['Applicant: Grace Wambui\nQ3 HIV test in the last 2 years? [X] Yes', []],
    // adversarial: the form's other options after a ticked Yes are no answer; its details on the next line are the data
    ['Monitoring form\nName: Musa Danjuma\nDo you consider yourself to have a disability? [X] Yes  [ ] No\nIf yes, please describe: profoundly deaf', ['HEALTH:deaf']],
  ]);
  // adversarial: an FAQ's 'Yes, ...' is a sentence, not a form's answer, so the question's 'I' does not reach it
  it('no answer span: an FAQ answered in a sentence', () => {
    const text = 'Staff FAQ: Can I bring a trade union representative to the meeting? Yes, you have a right to be accompanied.';
    assert.ok(!found(text).some((f) => f.includes('Yes')), JSON.stringify(found(text)));
  });
});

describe("special categories, session 15: the WHO stem '-azolam' names a drug", () => {
  check([
    // positives: a school plan's rescue medication, a prescription in a sentence about one person
    ['School health record\nPupil: Peter Otieno\nKnown conditions: epilepsy; staff may give buccal midazolam.', ['HEALTH:epilepsy', 'HEALTH:midazolam']],
    ['She was given alprazolam for panic attacks.', ['HEALTH:alprazolam', 'HEALTH:panic attacks']],
    // negatives: the drug in a general statement about no one
    ['Midazolam is widely used for sedation in adults.', []],
    // adversarial: a word ending in -lam that is no drug stays what it is
    ['Musa Danjuma converted to Islam in 2019.', ['RELIGION:converted to Islam']],
  ]);
});

describe('special categories, session 15: the Spanish and Portuguese diagnosis label', () => {
  check([
    // positives: the label's value is the record's diagnosis, with or without 'principal'
    ['Informe de alta\nPaciente: Lucía Fernández\nDiagnóstico principal: neumonía adquirida en la comunidad', ['HEALTH:neumonía adquirida en la comunidad']],
    ['Ficha clínica — João Silva\nDiagnóstico: diabetes tipo 2', ['HEALTH:diabetes tipo 2']],
    // negatives: the word in running text or a course title is no label; an empty answer states nothing
    ['Guía clínica: diagnóstico diferencial de la fiebre en adultos.', []],
    ['Curso de diagnóstico: módulo 3', []],
    ['Ficha clínica — João Silva\nDiagnóstico: nenhum', []],
    // adversarial: an empty answer in the other language and with a remark after it
    ['Paciente: Lucía Fernández\nDiagnóstico principal: no consta (pendiente de pruebas)', []],
  ]);
});
