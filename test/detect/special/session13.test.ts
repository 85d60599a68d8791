// The special-category classes of session 13 (set 23 as development, sets 11 to 22 as the check), each beside
// negatives that must not fire and adversarial texts that come close. Texts written for these tests, not taken from
// any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

const check = (cases: ReadonlyArray<[string, string[]]>): void => {
  for (const [text, want] of cases) it(JSON.stringify(text), () => assert.deepEqual(found(text), want));
};

describe('special categories, session 13: a biometric template named by its identifier', () => {
  check([
    // positives: the template's identifier, with or without an id word, in a text naming a biometric trait
    ['Door access: Halima Yusuf enrolled her right index finger; template FX-20931 stored on the controller.', ['BIOMETRIC:FX-20931']],
    ['Voice banking enrolment\nCustomer: Peter Otieno\nVoiceprint recorded\nTemplate: VB-4410-2', ['BIOMETRIC:Voiceprint', 'BIOMETRIC:VB-4410-2']],
    ['Toegang: Jan Bakker meldt zich aan met gezichtsherkenning (sjabloon-ID GH-7731).', ['BIOMETRIC:gezichtsherkenning', 'BIOMETRIC:GH-7731']],
    ['Kantine: Lena Vogel zahlt per Handvenenscan (Template HV-310-4).', ['BIOMETRIC:HV-310-4']],
  ]);
  // negatives: a template that is no biometric one, and a template word with no identifier
  const negatives = [
    'Invoice template INV-2231 was sent to Grace Wambui for approval.',
    'Contract template no. CT-4410 applies to Musa Danjuma from March.',
    'Email template T-12 was updated by Kwame Mensah.',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
  check([
    // adversarial: a trait word beside a template that has no identifier with a digit; an invoice beside a face word
    ['Fingerprint template stored for Halima Yusuf; template version v2.', ['BIOMETRIC:Fingerprint template']],
    ['Interface template IF-2024 was sent to Musa Danjuma.', []],
  ]);
});
