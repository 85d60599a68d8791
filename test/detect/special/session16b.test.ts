// The special-category classes of session 16's second round (issue 15: set 25's misses and false alarms, set 25 as
// development, sets 11 to 24 as the check), each beside negatives that must not fire and adversarial texts that come
// close. Texts written for these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

const check = (cases: ReadonlyArray<[string, string[]]>): void => {
  for (const [text, want] of cases) it(JSON.stringify(text), () => assert.deepEqual(found(text), want));
};
const none = (texts: readonly string[]): void => {
  for (const text of texts) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
};

describe('special categories, session 16b: a branch before its faith is one belief, not a name', () => {
  check([
    // positives: both capitalised words are faith words, so the first is no given name before a surname
    ['Maryam Sadeghi told the officer she is a Shia Muslim.', ['RELIGION:Shia Muslim']],
    ['Kwesi Arthur is a Pentecostal Christian.', ['RELIGION:Pentecostal Christian']],
    ['The applicant, Hassan Ali, is a Sunni Muslim and prays at home.', ['RELIGION:Sunni Muslim']],
  ]);
  // negatives: a faith word before a name or a body's name stays part of that name
  none(['Christian Okafor is a nurse.', 'He joined the Muslim Students Society.', 'Tickets from Catholic Relief Services.']);
  check([
    // adversarial: a faith word before a capitalised word that is no faith word is still a name; one before a
    // building word is a place
    ['Muslim Okonkwo said that he is a Baptist.', ['RELIGION:Baptist']],
    ['Ama Owusu cleans the Shia Muslim Mosque on Fridays.', []],
  ]);
});

describe('special categories, session 16b: a language after the words for mother tongue is a language', () => {
  check([
    // positives: the ethnicity word of the EU record languages before an ethnonym ascribes it, as 'ethnicity' does
    ['Fișă socială: Ioana Stan, etnie romă, domiciliu Cluj.', ['RACE:romă']],
    ['Informe: el paciente Luis Pardo, de etnia gitana, ingresa hoy.', ['RACE:gitana']],
    ['Dossier: Marc Weiss, ethnie rom, domicilié à Lyon.', ['RACE:rom']],
  ]);
  // negatives: a mother tongue, first language or home language names a language, not an origin
  none([
    'Fișă socială: Ioana Stan, limba maternă romani, domiciliu Cluj.',
    'Dossier: Marc Weiss, langue maternelle romani.',
    'Leerling Piet Jansen, moedertaal Romani.',
  ]);
  check([
    // adversarial: an ethnicity word in a general statement names no one; an origin stated outright beside a
    // mother tongue still counts
    ['Raport: etnie romă în Europa, 12% din populație.', []],
    ['Ioana Stan este de etnie romă; limba maternă romani.', ['RACE:romă']],
  ]);
});
