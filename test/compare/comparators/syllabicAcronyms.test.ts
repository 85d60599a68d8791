// Syllabic acronyms (session 30, issue 11; placeName.ts syllablesRun): universities, parks, authorities and
// operators are written by the opening syllables of their name's words run together (a university of a
// city as UNI + the city's first syllable, a national park as its name's first syllable + NA + PA, an
// operator as a city's first syllable + its service), where a register or a map writes the name in full.
// Records and names written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePlaceNames } from '../../../src/compare/comparators/placeName.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';
import { compare } from '../../../src/compare/index.js';

const spec: ComparatorSpec = { kind: 'placename', weight: 2, kind_words: 'place_kind', acronyms: true };
const sim = (a: string, b: string) => comparePlaceNames(a, b, spec)!.sim;

describe('syllabic acronyms', () => {
  it('positive: opening syllables of the name run together read as the name', () => {
    assert.equal(sim('UNIKAN Faculty of Law', 'Faculty of Law, University of Kano'), 1);
    assert.equal(sim('Simba Hut, Menapa', 'Simba Hut, Meru National Park'), 1);
    assert.equal(sim('KISFERRY Dunga Jetty', 'Kisumu Ferry Dunga Jetty'), 1);
    const r = compare({
      a: { site_name: 'UNIKAN - FACULTY OF ENGINEERING', address: 'Gwarzo Road' },
      b: { name: 'Faculty of Engineering, University of Kano', address: 'Gwarzo Road, University of Kano', city: 'Kano' },
      entity: 'place',
    });
    assert.equal(r.identity, 'same_entity');
  });
  it('negative: syllables of another name stay another name', () => {
    assert.ok(sim('UNIKAN Faculty of Law', 'Faculty of Law, University of Kaduna') < 1);
    assert.ok(sim('Simba Hut, Menapa', 'Simba Hut, Mount Kenya National Park') < 1);
  });
  it('adversarial: one word alone, one letter a word, or a run whose words the other name writes is no syllabic acronym', () => {
    // UNIVER is one word's opening letters, not a run of two.
    assert.ok(sim('UNIVER Hall', 'University Hall') < 1);
    // MERNPA would need one letter of National: each word gives two letters or more.
    assert.ok(sim('Mernpa Lodge', 'Meru National Park Lodge') < 1);
    // The other name writes Meru itself: the run's words must be absent from it.
    assert.ok(sim('Menapa Meru Gate', 'Meru National Park Gate') < 1);
  });
});
