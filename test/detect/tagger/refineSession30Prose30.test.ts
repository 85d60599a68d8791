// Span rules of the session-30 prose round (issue 13), on sentences written for this test: the spans handed in
// stand for what the tagger proposed, so each rule is checked alone whatever the shipped weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('a town the gazetteer knows and no name list does, read as a person after "of", "from", "to", "at" or a comma (prepositionPlaces)', () => {
  it('reads it as a place after each cue', () => {
    const cases: [string, string][] = [
      ['The Owusu family of Techiman regrets to announce the passing of their father.', 'Techiman'],
      ['A 40-year-old woman from Winneba was taken to hospital.', 'Winneba'],
      ['She has since moved to Iganga and does not want to be contacted.', 'Iganga'],
      ['The meeting will be held at Nsawam on Saturday.', 'Nsawam'],
      ['Service at the chapel, 4 Market Street, Kitale, followed by burial.', 'Kitale'],
    ];
    for (const [text, place] of cases) assert.deepEqual(refined(text, at(text, 'PER', place)), [`LOC:${place}`], text);
  });
  it('adversarial: a name a name list knows, a word the gazetteer does not know, or two words stay persons', () => {
    const text = 'The son of Mensah wrote to Carri, and a letter came from Kwame Tarkwa at noon.';
    const out = refined(text, at(text, 'PER', 'Mensah', 'Carri', 'Kwame Tarkwa'));
    assert.deepEqual(out, ['PER:Mensah', 'PER:Carri', 'PER:Kwame Tarkwa']);
  });
  it('adversarial: no cue before it, a possessive or a case after it, or capitals only keep the person', () => {
    const text = 'Techiman said so. The view of Winneba\'s lawyer, as in the case of Iganga v Lee, reached NSAWAM.';
    const out = refined(text, at(text, 'PER', 'Techiman', 'Winneba', 'Iganga', 'NSAWAM'));
    assert.deepEqual(out, ['PER:Techiman', 'PER:Winneba', 'PER:Iganga', 'PER:NSAWAM']);
  });
  it('adversarial: a comma after a lower-case word (a fronted phrase) keeps the person', () => {
    const text = 'Speaking at the rally, Kitale said the road would be finished by June.';
    assert.deepEqual(refined(text, at(text, 'PER', 'Kitale')), ['PER:Kitale']);
  });
});
