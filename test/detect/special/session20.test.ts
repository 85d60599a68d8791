// The special-category classes of session 20 (issue 15: sets 11–27 as development, misses grouped by why), each beside
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

describe('special categories, session 20: a religious diet as a form value, beside a faith word or alone', () => {
  check([
    // identity.json religion label pattern: a diet label at a line's start (or after ; or |) with halal or kosher
    ['Event booking\nDelegate: Kojo Antwi\nDietary requirement: kosher\nAccess needs: none', ['RELIGION:kosher']],
    ['Fiche patient\nNom : Amira Diallo\nRégime : casher', ['RELIGION:casher']],
    ['Anmeldung\nTeilnehmer: Lukas Brandt\nErnährung: koscher', ['RELIGION:koscher']],
    // the diet pattern without a separator in a sentence about someone; beside the outright faith word both stay
    ['Reception: inmate Tariq Ali, faith Muslim, diet halal; imam informed.', ['RELIGION:Muslim', 'RELIGION:halal']],
  ]);
  none([
    // a menu or an offer to all is no one's diet
    'Dietary requirements: halal and kosher meals available on request',
    'Catering notice\nDiet: halal and vegetarian options every day for all staff.',
    'Offer: halal and kosher meat now in stock at our Kumasi branch.',
    'Event booking\nDelegate: Kojo Antwi\nDietary requirement: vegetarian',
  ]);
});
