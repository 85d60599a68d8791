// The special-category classes of session 21 (issue 15: sets 11–27 as development, misses grouped by why), each beside
// negatives that must not fire and adversarial texts that come close. Texts written for these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

const check = (cases: ReadonlyArray<[string, string[]]>): void => {
  for (const [text, want] of cases) it(JSON.stringify(text), () => assert.deepEqual(found(text), want));
};
const none = (texts: readonly string[]): void => {
  for (const text of texts) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
};

describe('special categories, session 21: diabetes and high blood pressure in Southern and East African languages', () => {
  check([
    // health.json terms (language note 'st'): the disease's multi-word name, licensed by the person in the sentence
    ['Mme Palesa Mokoena o na le lefu la tsoekere, o nwa insulin hoseng.', ['HEALTH:lefu la tsoekere', 'HEALTH:insulin']],
    ['Rre Kagiso Molefe o na le kgatelelo e e kwa godimo ya madi.', ['HEALTH:kgatelelo e e kwa godimo ya madi']],
    ['Mma Neo Sebego o na le bolwetse jwa sukiri.', ['HEALTH:bolwetse jwa sukiri']],
    ['Wanjiru Kamau arĩ na mũrimũ wa cukari.', ['HEALTH:mũrimũ wa cukari']],
    ['Akinyi Odhiambo nigi tuo sukari kod rem ma malo.', ['HEALTH:tuo sukari', 'HEALTH:rem ma malo']],
    ['Yaa Asantewaa wɔ mogya mmoroso.', ['HEALTH:mogya mmoroso']],
    // isiZulu with the prefix joined to the disease word
    ['UNomvula Zungu uphethwe yisifo sikashukela.', ['HEALTH:yisifo sikashukela']],
  ]);
  none([
    // the food, the blood or the word alone, and a general statement
    'Mme Palesa o rekile tsoekere le bohobe.',
    'Wanjiru Kamau agũrire cukari.',
    'Lefu la tsoekere le ata haholo naheng ena.',
    'REM sleep was normal on the study of Akinyi Odhiambo.',
  ]);
});

describe('special categories, session 21: Igbo kin words point to one person', () => {
  check([
    // cues.json person 'ig': the kin noun with the possessive 'm'
    ['Nne m nwere ọrịa shuga.', ['HEALTH:ọrịa shuga']],
    ['Nna m nwere ọbara mgbali elu.', ['HEALTH:ọbara mgbali elu']],
  ]);
  none(['Ọtụtụ ndị nwere ọrịa shuga n’obodo a.']);
});
