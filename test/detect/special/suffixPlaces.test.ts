// Review of session 44: a word read only by its medical ending ('-oma', '-uria') that the gazetteer knows as a place is
// the place. East and Central African towns end so (Musoma, Kigoma, Goma, Kadoma, Kapenguria, Ekpoma), and a health
// record names where the patient came from. Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check } from './labelledTexts.js';

describe('special categories: a capitalised place with a medical ending is no condition (suffix reading)', () => {
  check([
    ['Patient: Amina Yusuf, referred from Musoma district hospital, diagnosed with malaria.', ['HEALTH:malaria']],
    ['Patient Juma Otieno was transferred from Kigoma to Ekpoma for review of his glaucoma.', ['HEALTH:glaucoma']],
    ['Client: Grace Banda. Address: Plot 4, Kapenguria. Condition: asthma.', ['HEALTH:asthma']],
  ]);
  // a condition read by its ending alone, no place of that name, is still read
  check([['Patient: Juma Otieno. Referred from Goma. Diagnosis: neurofibroma.', ['HEALTH:neurofibroma']]]);
});
