// The special-category classes of session 8's fourth round (sets 11 to 15 as development), each beside a negative
// that must not fire: named churches and congregations of the six countries' faiths, congregation and mosque labels
// and export keys, faith practices (halal or kosher meals), haemoglobin genotypes listed per person on an
// electrophoresis line, newborn Hb patterns, a paternity probability, and health terms in other languages.
// Texts written for these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

describe('special categories: classes of the fourth session-8 round', () => {
  const cases: [string, string[]][] = [
    // named churches of the six countries, congregation labels and export keys
    ['Ọmọ ìjọ Church of Pentecost ni Kwabena Osei.', ['RELIGION:Church of Pentecost']],
    ['Mrs Lerato Molefe is ZCC and travels to Moria every Easter.', ['RELIGION:ZCC']],
    ['Member card\nName: Funke Adebayo\nCongregation: Redeemed Christian Church of God, Parish 12', ['RELIGION:Redeemed Christian Church of God, Parish 12']],
    ['Volunteer list\nName: Amina Yusuf\nMosque: Masjid al-Huda, Kano', ['RELIGION:Masjid al-Huda, Kano']],
    ['[{"name":"Juma Hassan","role":"secretary","masjid":"Masjid Taqwa, Mombasa"}]', ['RELIGION:Masjid Taqwa, Mombasa']],
    // faith practices
    ['Event form: Mr Yusuf Bello requested halal meals for the conference.', ['RELIGION:halal meals']],
    // haemoglobin genotypes per person, newborn patterns, paternity probability
    ['Couple screening\nName: Chidi Okeke\nHb electrophoresis: husband AS, wife AA', ['GENETIC:AS', 'GENETIC:AA']],
    ['Newborn screen\nBaby of Grace Mensah\nHb pattern: FS', ['GENETIC:FS']],
    ['DNA report for Mr Otieno Were\nResult: probability of paternity 99.98%', ['GENETIC:probability of paternity 99.98%']],
    // health terms in Dutch, French and German
    ['Mevrouw Eva Jansen heeft astma sinds haar jeugd.', ['HEALTH:astma']],
    ['Herr Jonas Weber hatte einen Herzinfarkt im Mai.', ['HEALTH:Herzinfarkt']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));

  const negatives = [
    // a church as a place, a food shop, a general screening statement
    'The Church of Pentecost will host the district rally on Saturday.',
    'The new shop on Main Street sells halal meals and kosher snacks.',
    'Hb electrophoresis is offered to every couple before marriage.',
    'The probability of paternity is reported as a percentage in most labs.',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
});
