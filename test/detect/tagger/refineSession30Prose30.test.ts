// Span rules of the session-30 prose round (issue 13), on sentences written for this test: the spans handed in
// stand for what the tagger proposed, so each rule is checked alone whatever the shipped weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('a town the gazetteer knows and no name list does, read as a person after "of", "from", "to", "at" or a comma (prepositionPlaces)', () => {
  it('reads it as a place after each cue', () => {
    const cases: [string, string][] = [
      ['The Owusu family of Tarkwa regrets to announce the passing of their father.', 'Tarkwa'],
      ['A 40-year-old woman from Kasese was taken to hospital.', 'Kasese'],
      ['She has since moved to Iganga and does not want to be contacted.', 'Iganga'],
      ['The meeting will be held at Bunda on Saturday.', 'Bunda'],
      ['Service at the chapel, 4 Market Street, Hoima, followed by burial.', 'Hoima'],
    ];
    for (const [text, place] of cases) assert.deepEqual(refined(text, at(text, 'PER', place)), [`LOC:${place}`], text);
  });
  it('adversarial: a name a name list knows, a word the gazetteer does not know, or two words stay persons', () => {
    const text = 'The son of Mensah wrote to Carri, and a letter came from Kwame Tarkwa at noon.';
    const out = refined(text, at(text, 'PER', 'Mensah', 'Carri', 'Kwame Tarkwa'));
    assert.deepEqual(out, ['PER:Mensah', 'PER:Carri', 'PER:Kwame Tarkwa']);
  });
  it('adversarial: no cue before it, a possessive or a case after it, or capitals only keep the person', () => {
    const text = 'Tarkwa said so. The view of Kasese\'s lawyer, as in the case of Iganga v Lee, reached BUNDA.';
    const out = refined(text, at(text, 'PER', 'Tarkwa', 'Kasese', 'Iganga', 'BUNDA'));
    assert.deepEqual(out, ['PER:Tarkwa', 'PER:Kasese', 'PER:Iganga', 'PER:BUNDA']);
  });
  it('adversarial: an English word a town bears too, after a comma, is no place ("Revd Ann Cole, Vicar")', () => {
    const text = 'Preacher: Revd Ann Cole, Vicar';
    assert.ok(!refined(text, at(text, 'PER', 'Ann Cole', 'Vicar')).includes('LOC:Vicar'));
  });
  it('adversarial: a comma after a lower-case word (a fronted phrase) keeps the person', () => {
    const text = 'Speaking at the rally, Hoima said the road would be finished by June.';
    assert.deepEqual(refined(text, at(text, 'PER', 'Hoima')), ['PER:Hoima']);
  });
});
