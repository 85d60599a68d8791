// Session 49 review of special49 (rev-special49): inputs written for the review, not taken from any set. Each `check`
// case fails on the branch s49-special49 (1406be0d) and holds after the mend; each `none` case is a look-alike.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { validateCategoryFile } from '../../../src/detect/special/lexicon.js';
import { check, none } from './labelledTexts.js';

describe('rev-special49: a trend word beside a person cue is that person\'s own course, not a general statement', () => {
  check([
    ['Patient: Ama Serwaa\nAma says her blood pressure is rising and she has hypertension.', ['HEALTH:hypertension']],
    ['Kofi Asare: my asthma attacks are increasing since the harmattan.', ['HEALTH:asthma']],
    ['Chat\nAma Serwaa: my sugar dey plenty, I have diabetes.', ['HEALTH:diabetes']],
    ['Patient: Yaw Darko\nYaw has epilepsy and his seizures are on the rise.', ['HEALTH:epilepsy', 'HEALTH:seizures']],
    ['Kofi bought his insulin at half price at the pharmacy.', ['HEALTH:insulin']],
  ]);
  // no person cue outside the trend words (Pidgin 'dey' is one, inside 'dey plenty'): still a statement about no one
  // a cue after the trend word is another clause's, one before a reporting word the reporter's
  none([
    'Chat\nAma Serwaa: Malaria dey plenty for Kumasi now.',
    'Taxi rank chat\nKwame Boateng: Typhoid dey plenty for town now, make una boil water for una pikin.',
    'Radio phone-in\nHe says malaria is on the rise in the north.',
    'Estate chat\nMr Kofi Asare: Cholera is on the rise in Tema, boil your water.',
  ]);
});

describe('rev-special49: haemoglobin S trait is genetic in any case (hepatitis B has no trait)', () => {
  check([
    ['Patient: Yaw Darko\nYaw has hbs trait, no crises.', ['GENETIC:hbs trait']],
    ['Patient: Yaw Darko\nHB S TRAIT noted on electrophoresis.', ['GENETIC:HB S TRAIT']],
  ]);
  // 'carrier' keeps its case: 'HBS CARRIER' in capitals may be either notation and stays unread as genetic
  none(['Patient: Yaw Darko\nYaw is an hbs carrier of parcels.']);
});

describe('rev-special49: a church name "Kereke ya X" stops at a tab (a register\'s or a form\'s next field)', () => {
  check([
    ['Mosebeletsi: Palesa Nthati\nKereke: Kereke ya Mamethodist\tLebitso la moruti: Thabo Mokoena', ['RELIGION:Kereke ya Mamethodist']],
    ['Setho: Thabo Mofokeng\nKereke ya Roma\tThabo Mofokeng\t2012', ['RELIGION:Kereke ya Roma']],
  ]);
});

describe('rev-special49: the loader takes a case-sensitive pattern whose capital is not ASCII', () => {
  it("accepts a Twi pattern opening with 'Ɔ' and still refuses one with no capital", () => {
    const read = () => JSON.parse(readFileSync(new URL('../../../src/detect/special/health.json', import.meta.url), 'utf8'));
    const ok = read();
    ok.categories[0].patterns.push({ case_sensitive: '(?<![\\p{L}\\p{N}])(?<v>Ɔyare[ \\t]+bi)(?![\\p{L}\\p{N}])' });
    assert.doesNotThrow(() => validateCategoryFile(ok, 'detect/special/health.json'));
    const bad = read();
    bad.categories[0].patterns.push({ case_sensitive: '(?<![\\p{L}\\p{N}])(?<v>ɔyare[ \\t]+bi)(?![\\p{L}\\p{N}])' });
    assert.throws(() => validateCategoryFile(bad, 'detect/special/health.json'), /case-sensitive/);
  });
});
