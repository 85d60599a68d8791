// Session 42's mend of the prose42 round (issue 13): the neighbourhood names prose42 added to refine.json
// `context_places` are read only where the writing puts a place (`context_only`), never standing alone; a word the
// text uses inside a person's name is no place; a two-letter surname after "to" and a cited author are no place; and
// a place after a link word closes a longer name only when an institution noun heads it. The span rules get the spans
// handed in (what the tagger would propose), so each check holds whatever the shipped weights say; every sentence is
// written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('a neighbourhood of context_only is read only where the writing puts a place (contextPlaces)', () => {
  it('standing alone, a listed name read as a person stays the person', () => {
    const a = 'Our new accountant, Ladipo, starts on Monday.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Ladipo')), ['PER:Ladipo']);
    const b = 'Kayole will chair the residents meeting tomorrow.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Kayole')), ['PER:Kayole']);
    const c = 'Benki ya Taifa imefunga tawi moja.';
    assert.deepEqual(refined(c, []), []);
    const d = 'Siku ya Madaraka huadhimishwa kila mwaka.';
    assert.deepEqual(refined(d, []), []);
  });

  it('a given name, a surname or a common word of the users\' regions is not listed at all', () => {
    const a = 'Yesterday Sharada emailed the slides to Jahi and Sheka.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Sharada')), ['PER:Sharada']);
    const b = 'Please ask Aguda to send the invoice to Wentworth.';
    assert.deepEqual(refined(b, []), []);
  });

  it('a word the text uses inside a person\'s name elsewhere is no place after "to"', () => {
    const a = 'Please copy Tassia Wambui on the memo; send it to Tassia by noon.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Tassia Wambui')), ['PER:Tassia Wambui', 'PER:Tassia']);
  });

  it('negative: after a preposition of place, or listed after a place with Swahili "na", it is the place', () => {
    const a = 'Our tailoring stall moved to Hotoro after the rains.';
    assert.deepEqual(refined(a, []), ['LOC:Hotoro']);
    const b = 'Wakazi wa Kibera na Kangemi walilalamika.';
    assert.deepEqual(refined(b, [...at(b, 'LOC', 'Kibera'), ...at(b, 'PER', 'Kangemi')]), ['LOC:Kibera', 'LOC:Kangemi']);
    const c = 'Tulitembelea Mathare, Githurai na Kariobangi.';
    assert.deepEqual(refined(c, [...at(c, 'LOC', 'Mathare'), ...at(c, 'PER', 'Kariobangi')]), ['LOC:Mathare', 'LOC:Kariobangi']);
  });
});

describe('a two-letter town that is a surname (context_places: Ho), read as a place only where no person or author is', () => {
  it('after "to", "at" or "from" the surname is no place', () => {
    assert.deepEqual(refined('I handed the keys to Ho before he left.', []), []);
  });

  it('a cited author ("et al.", "and Lee (2020)") is no place, even after "in"', () => {
    assert.deepEqual(refined('This was first seen, as shown in Ho et al. (2019), in mice.', []), []);
    assert.deepEqual(refined('We build on the work in Ho and Lee (2020) on sparse models.', []), []);
  });

  it('negative: after "in" with no citation it is the town', () => {
    assert.deepEqual(refined('The cooperative opened a second shop in Ho and Keta last March.', []), ['LOC:Ho', 'LOC:Keta']);
  });
});

describe('a place after a link word closes a longer name only after an institution noun (closesLongerName)', () => {
  it('Swahili "na" between two places is "and": the second is the place', () => {
    const a = 'Tulipita Gikomba na Kariakor jana.';
    assert.deepEqual(refined(a, [...at(a, 'LOC', 'Gikomba'), ...at(a, 'PER', 'Kariakor')]), ['LOC:Gikomba', 'LOC:Kariakor']);
  });

  it('negative: after an institution noun and the link the name is left as read', () => {
    assert.deepEqual(refined('Sanarwa: za a yi taro a Masallacin Juma\'a na Fagge gobe.', []), []);
    assert.deepEqual(refined('The grant went to the Università di Firenze last year.', []), []);
  });
});
