// A place named in Swahili, Afrikaans or French against its English name (type-vocabulary.json: the place
// kinds hut, lighthouse, weighbridge, rest camp, fire station, golf course; place_words_in_english, read by
// the place pack's written_forms; session 29). Records invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kindWordsRead, placeWrittenForms } from '../../src/compare/comparators/typeVocabulary.js';
import { compare } from '../../src/compare/index.js';

const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });

describe('a place named in another language', () => {
  it('reads kinds and common place words in English (positive)', () => {
    assert.deepEqual(kindWordsRead('place_kind', undefined, placeWrittenForms('Kibanda cha Shira, njia ya Machame')), ['hut', 'shira', 'route', 'ya', 'machame']);
    // The solid compound is read as its two words since session 30 (place_compound_heads): Groen + punt.
    assert.deepEqual(kindWordsRead('place_kind', undefined, placeWrittenForms('Groenpunt-vuurtoring')), ['groen', 'point', 'lighthouse']);
    assert.equal(placeWrittenForms('Mizani ya Athi, barabara kuu'), 'mizani ya athi road main');
    assert.equal(placeWrittenForms('Onder-Letaba-ruskamp'), 'lower letaba ruskamp');
  });

  it('one hut, lighthouse or weighbridge under its Swahili or Afrikaans name and its English name is one place (positive)', () => {
    const hut = place(
      { place_name: 'Kibanda cha Shira, njia ya Machame', lat: -3.0411, lon: 37.2608 },
      { name: 'Shira Hut, Machame Route', admin_path: 'Kilimanjaro / Siha', lat: -3.0412, lon: 37.2607 },
    );
    assert.equal(hut.identity, 'same_entity');
    const light = place({ place_name: 'Groenpunt-vuurtoring', city: 'Kaapstad', lat: -33.9008, lon: 18.4006 }, { name: 'Green Point Lighthouse', city: 'Cape Town', lat: -33.9009, lon: 18.4005 });
    assert.notEqual(light.identity, 'different');
    const bridge = place({ site_name: 'KIKOPEY WEIGHBRIDGE', address: 'A104, KIKOPEY' }, { place_name: 'Mizani ya Kikopey', city: 'Gilgil' });
    assert.equal(bridge.identity, 'same_entity');
  });

  it('two huts or two lighthouses of one route or coast stay two (negative)', () => {
    const huts = place(
      { place_name: 'Kibanda cha Shira, njia ya Machame', lat: -3.0411, lon: 37.2608 },
      { name: 'Barranco Hut, Machame Route', lat: -3.0976, lon: 37.3249 },
    );
    assert.notEqual(huts.identity, 'same_entity');
    const lights = place({ place_name: 'Groenpunt-vuurtoring' }, { name: 'Mouille Point Lighthouse' });
    assert.notEqual(lights.identity, 'same_entity');
  });

  it('a fire station and a golf course of one name are two kinds of place; Wa and La stay names (adversarial)', () => {
    const kinds = place({ name: 'Tamale Fire Station', address: 'Bolgatanga Road, Tamale' }, { name: 'Tamale Golf Course', address: 'Bolgatanga Road, Tamale' });
    assert.notEqual(kinds.identity, 'same_entity');
    // Wa (a Ghanaian city) and La (a part of Accra) are no connecting words in a name's own words.
    assert.equal(placeWrittenForms('Wa Central Mosque'), 'wa central mosque');
    assert.equal(placeWrittenForms('La General Hospital'), 'la general hospital');
  });
});
