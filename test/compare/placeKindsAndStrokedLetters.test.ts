// Session 36 (pairs36, issue 11): a theatre and a tram stop as place kinds (type-vocabulary.json place_kind), and
// letters whose stroke or hook NFKD keeps read in base letters by every comparator (normalise.ts normaliseText).
// Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findTypes, nameWords } from '../../src/compare/comparators/typeVocabulary.js';
import { compare } from '../../src/compare/index.js';
import { normaliseText, tokens } from '../../src/compare/normalise.js';

describe('theatre and tram stop kinds', () => {
  it('a theatre and a tram stop are read as their kinds, in the languages of the vocabulary', () => {
    assert.deepEqual(findTypes('place_kind', 'Alhambra Theatre'), ['THEATRE']);
    assert.deepEqual(findTypes('place_kind', 'Teatro Sociale'), ['THEATRE']);
    assert.deepEqual(findTypes('place_kind', 'Shandon Road tram stop'), ['STOP']);
    assert.deepEqual(findTypes('place_kind', 'Tramhalte Zuidplein'), ['STOP']);
    // A tram stop is no station, and a name without a kind word declares none.
    assert.deepEqual(findTypes('place_kind', 'Shandon Road'), []);
  });

  it('positive: a tram stop written with and without its kind, at one point, is one stop', () => {
    const r = compare({
      a: { name: 'Shandon Road tram stop, City Trams', lat: 53.4001, lon: -2.2502 },
      b: { place_name: 'Shandon Road', lat: 53.40012, lon: -2.25019 },
      entity: 'place',
    });
    assert.equal(r.identity, 'same_entity');
  });

  it('adversarial: a theatre and a tram stop of one name are two places', () => {
    const r = compare({
      a: { name: 'Alhambra Theatre', lat: 53.4001, lon: -2.2502 },
      b: { place_name: 'Alhambra tram stop', lat: 53.4003, lon: -2.2507 },
      entity: 'place',
    });
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe('stroked and hooked letters', () => {
  it('are read in base letters, and become tokens the tables can count', () => {
    assert.equal(normaliseText('Ƙofar Ɗan Agundi'), 'kofar dan agundi');
    assert.equal(normaliseText('Zoɓo'), 'zobo');
    assert.equal(normaliseText('Łódź Søndergård'), 'lodz sondergard');
    assert.deepEqual(tokens('Ƙofar Mata'), ['kofar', 'mata']);
    assert.deepEqual(nameWords('ƘOFAR MATA'), ['kofar', 'mata']);
    // Text without such letters reads as before.
    assert.equal(normaliseText('Kofar Mata'), 'kofar mata');
  });

  it('positive: a gate written with the hooked letter and without it is one gate', () => {
    const r = compare({
      a: { name: 'Ƙofar Agundi', lat: 12.0011, lon: 8.5123 },
      b: { place_name: 'Kofar Agundi', lat: 12.00112, lon: 8.51228 },
      entity: 'place',
    });
    assert.equal(r.identity, 'same_entity');
  });
});
