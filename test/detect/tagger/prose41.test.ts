// Session 41's prose41 round (issue 13: the UNER dev folds and prose sets 1–26 as development data, a class kept
// only where the dev folds and sets by different authors show it): a person named by a title or a post and a surname
// the tagger leaves unread (refinePersons.ts `titledNames`, refine.json `post_titles`). The span rules get the spans
// handed in (what the tagger would propose), so each check holds whatever the shipped weights say; every sentence
// is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

const persons = (xs: string[]) => xs.filter((x) => x.startsWith('PER:'));

describe('a title or a post and the name after it (titledNames)', () => {
  it('a title of address and a surname no lexicon lists are a person, the title in the span', () => {
    assert.deepEqual(persons(refined('Dear Mr Oyelaran-Pike, thank you for your letter of 3 May.', [])), ['PER:Mr Oyelaran-Pike']);
    assert.deepEqual(persons(refined('The minutes were taken by Mrs Trevaskis, the clerk.', [])), ['PER:Mrs Trevaskis']);
    assert.deepEqual(persons(refined('Witness statement of Ms Penwarden. She lives alone.', [])), ['PER:Ms Penwarden']);
  });

  it('initials and particles belong to the name, a party role after it does not', () => {
    assert.deepEqual(persons(refined('The firm instructed Dr K.T. van der Gracht to advise.', [])), ['PER:Dr K.T. van der Gracht']);
    assert.deepEqual(persons(refined('Claimant: Mr T Ashcombe Respondent: Valeview Foods', [])), ['PER:Mr T Ashcombe']);
  });

  it('a place read on the surname after a title is the person (a title names a person)', () => {
    const t = 'The report was signed by Mrs Kendal before noon.';
    assert.deepEqual(refined(t, at(t, 'LOC', 'Kendal')), ['PER:Mrs Kendal']);
  });

  it('the tagger cut before the particles: the person reaches the surname', () => {
    const t = 'Represented by Mr J.P. de Villiers-Brand, an attorney.';
    assert.deepEqual(persons(refined(t, at(t, 'PER', 'Mr J.P.'))), ['PER:Mr J.P. de Villiers-Brand']);
  });

  it('a post the titles list lacks (refine.json post_titles) names a person, the post outside the span', () => {
    assert.deepEqual(persons(refined('Last week President Mbekweni signed the bill.', [])), ['PER:Mbekweni']);
    assert.deepEqual(persons(refined('After training Coach Oduya praised the defence.', [])), ['PER:Oduya']);
    assert.deepEqual(persons(refined('The car was stopped by PC Tregear on the bypass.', [])), ['PER:Tregear']);
  });

  it('negative: a role, an English word, a country or a lower-case post after the title is no name', () => {
    assert.deepEqual(persons(refined('Thank you, Mr Speaker. Madam Chair, I rise.', [])), []);
    assert.deepEqual(persons(refined('She was crowned Miss Ghana at the gala.', [])), []);
    assert.deepEqual(persons(refined('The Premier League starts on Friday.', [])), []);
    assert.deepEqual(persons(refined('My PC Windows update failed again.', [])), []);
    assert.deepEqual(persons(refined('We met at 5 pm Monday for drinks.', [])), []);
  });

  it('negative: a title and a region name a title holder or a horse; a capitalised word after the name makes a firm', () => {
    assert.deepEqual(persons(refined('Owner of Miss Mombasa: the Kilifi stables.', [])), []);
    assert.deepEqual(persons(refined('The colt was trained for Sir Tawia Racing last year.', [])), []);
  });

  it('negative: a brand written as a title and a surname (brands-curated.json) is the shop or the product', () => {
    assert.deepEqual(persons(refined('On Saturday we bought school shoes at Mr Price and groceries at Shoprite.', [])), []);
    assert.deepEqual(persons(refined('Grandma served Mr Kipling slices with the coffee.', [])), []);
  });

  it('negative: an organisation the tagger read over the name is left as it is', () => {
    const t = 'I am PC Owain Treharne of Dyfed-Powys Police.';
    assert.deepEqual(refined(t, at(t, 'ORG', 'Treharne of Dyfed-Powys Police')), ['ORG:Treharne of Dyfed-Powys Police']);
  });

  it('negative: in a text in another language a word after a title must be a listed name', () => {
    const t = 'Mkutano wa wazazi utafanyika Jumamosi asubuhi shuleni. Mwalimu Mkuu ataeleza kuhusu ada na mitihani ya mwaka huu kwa wazazi wote.';
    assert.deepEqual(persons(refined(t, [])), []);
  });
});
