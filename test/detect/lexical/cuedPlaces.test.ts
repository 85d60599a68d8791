import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { offsetMap } from '../../../src/core/offsets.js';
import { detectLocations, findCuedPlaces } from '../../../src/detect/lexical/index.js';

const cued = (text: string) => findCuedPlaces(text).map((p) => text.slice(p.start, p.end));

describe('unlisted places after a place phrase', () => {
  it('takes the capitalised words after phrases that announce a place', () => {
    assert.deepEqual(cued("I'm in Flateyri, at the conference"), ['Flateyri']);
    assert.deepEqual(cued('a man who grew up in SUND.'), ['SUND']);
    assert.deepEqual(cued('Mr. Leiva flew to LEPPEN on Tuesday morning.'), ['LEPPEN']);
    assert.deepEqual(cued('we returned to Mill Village by helicopter'), ['Mill Village']);
    assert.deepEqual(cued('her home city Villafranca del Cid: lovely'), ['Villafranca del Cid']);
    assert.deepEqual(cued('We moved here from Tjæreborg'), ['Tjæreborg']);
  });

  it('reads the phrase in any case, also where a letter is written as one that folds to it (ſ)', () => {
    // The phrase scan runs through a cheaper non-Unicode twin of its regex (core/matches.ts caselessMatches);
    // a text with ſ or the Kelvin sign takes the Unicode regex, which folds ſ to s.
    assert.deepEqual(cued('SHE GREW UP IN Flateyri.'), ['Flateyri']);
    assert.deepEqual(cued('She ſtayed in Flateyri for a week.'), ['Flateyri']);
    assert.deepEqual(cued('She xstayed in Flateyri for a week.'), []);
  });

  it('never takes a month, a weekday, a lone person name or a common word', () => {
    assert.deepEqual(cued('Born in March. He moved to Grace. She went to Work. We flew to Adaeze.'), []);
    assert.deepEqual(cued('He was born in the city.'), []);
  });

  it('reports them as less sure locations without a country, outside gazetteer hits', () => {
    const text = '🙂 She grew up in Ungogo, near Kano.';
    const spans = detectLocations(text);
    assert.deepEqual(
      spans.map((s) => [text.slice(s.start, s.end), s.confidence, s.metadata?.kind, s.metadata?.country]),
      [
        ['Ungogo', 0.6, 'unlisted', undefined],
        ['Kano', 0.9, 'city', 'NG'],
      ],
    );
    const map = offsetMap(text);
    assert.equal(map.toCodePoint(spans[0]!.start), 17);
  });
});

describe('places Polish inflects after a preposition, for the rules-only backend (inflectedPlaceAfter, session 25)', () => {
  it('takes the inflected town after "w", "z" and "do" when one of its dictionary forms is a known city', () => {
    const text = 'Zebranie zarządu odbyło się w Poznaniu. Materiały przyjechały z Gdyni, a skarbnik pojedzie do Lublina we wtorek.';
    assert.deepEqual(cued(text), ['Poznaniu', 'Gdyni', 'Lublina']);
  });
  it('counter-case: a surname after "z" (with), an unknown word and English "do" stay unread', () => {
    assert.deepEqual(cued('Jutro idę na spacer z Nowakiem i z Kowalską, potem w Sprawie zarządu.'), []);
    assert.deepEqual(cued('We do Poznan proud every year, said the coach.'), []);
  });
});
