// Places named by their kind in several languages (type-vocabulary.json place_kind, the place pack's kind_words
// and type comparator). Records invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePlaceNames } from '../../src/compare/comparators/placeName.js';
import { kindWordsRead } from '../../src/compare/comparators/typeVocabulary.js';
import { compare } from '../../src/compare/index.js';

const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });
const kinds = { kind: 'placename', weight: 2, kind_words: 'place_kind' } as const;

describe('a place named by its kind in another language', () => {
  it('kind words are read as their kind, the connecting word after them set aside', () => {
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Soko la Mwembe Tayari'), ['market', 'mwembe', 'tayari']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Stage ya Ngara'), ['stop', 'ngara']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, "Gare de l'Ouest"), ['station', 'ouest']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Kasuwar Rimi'), ['market', 'rimi']);
    // A last word is never dropped, however it reads.
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Soko la'), ['market', 'la']);
  });

  it('one market, stage or station under two languages\' names is one place (positive)', () => {
    assert.equal(comparePlaceNames('Soko la Mwembe Tayari', 'Mwembe Tayari Market', kinds)?.sim, 1);
    assert.equal(comparePlaceNames('Stage ya Ngara', 'Ngara bus stop', kinds)?.sim, 1);
    const r = place(
      { name: 'Soko la Mwembe Tayari', address: 'Mwembe Tayari Road, Mombasa' },
      { place_name: 'Mwembe Tayari Market', address: 'off Haile Selassie Rd, Mombasa', city: 'Mombasa' },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('the kind reading never lowers what the names as written agree on (negative)', () => {
    const written = comparePlaceNames('Ngong Rd Taxi Rank', 'Ngong Taxi Rank', { kind: 'placename', weight: 2 })!.sim;
    assert.equal(comparePlaceNames('Ngong Rd Taxi Rank', 'Ngong Taxi Rank', kinds)!.sim, written);
  });

  it('two kinds of one area are two places, whatever else they share (adversarial)', () => {
    const r = place(
      { name: 'Soko la Kariakor', address: 'Racecourse Road, Nairobi', phone: '+254 20 555 0101' },
      { name: 'Kariakor Bus Station', address: 'Racecourse Road, Nairobi', phone: '020 555 0101' },
    );
    assert.notEqual(r.identity, 'same_entity');
    assert.ok(r.factors.name_type_conflict !== undefined);
    // A name declaring two kinds (a station below a market) shares one with the station.
    const s = place(
      { name: 'Tema Station (below Tema Market)', address: 'Tema', digital_address: 'GT-0023-1188' },
      { name: 'Tema Station', digital_address: 'GT00231188' },
    );
    assert.equal(s.factors.name_type, 1);
  });

  it('the same code under two kinds of place still refutes by kind (adversarial)', () => {
    const r = place({ name: 'Madina Market', digital_address: 'GM-015-4402' }, { name: 'Madina Station', digital_address: 'GM0154402' });
    assert.notEqual(r.identity, 'same_entity');
  });
});
