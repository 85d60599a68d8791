// A place's Afrikaans or Dutch solid compound (place_compound_heads), a cemetery's and a waterfall's kind words
// in the users' languages (type-vocabulary.json place_kind CEMETERY, WATERFALL) and a register's initials after
// a site's name (placeName.ts withoutRegisterInitials); session 30. Records invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withoutRegisterInitials } from '../../src/compare/comparators/placeName.js';
import { findTypes, placeWrittenForms } from '../../src/compare/comparators/typeVocabulary.js';
import { compare } from '../../src/compare/index.js';

const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });

describe('a place written as an Afrikaans or Dutch solid compound', () => {
  it('reads the compound as its two words, in English (positive)', () => {
    assert.equal(placeWrittenForms('Kaapbaai'), 'cape bay');
    assert.equal(placeWrittenForms('Hexrivierpas'), 'hexrivier pass');
    assert.equal(placeWrittenForms('Tafelbaai'), 'tafel bay');
    assert.equal(placeWrittenForms('Kerkstraat 12'), 'kerk street 12');
  });

  it('one pass under its solid Afrikaans name and its English name is one place (positive)', () => {
    const pass = place({ place_name: 'Gydopas', lat: -33.2251, lon: 19.3402 }, { name: 'Gydo Pass (R303), Skurweberg', admin_path: 'Western Cape / Witzenberg', lat: -33.2252, lon: 19.3401 });
    assert.equal(pass.identity, 'same_entity');
  });

  it('leaves words whose end only looks like a head, and short stems, as written (negative)', () => {
    // A word the tables read whole stays that word; a stem under three letters is no name.
    assert.equal(placeWrittenForms('Punt'), 'point');
    assert.equal(placeWrittenForms('Tapas Bar'), 'tapas bar');
    assert.equal(placeWrittenForms('Lombard Street'), 'lombard street');
  });

  it('two passes of one range stay two (adversarial)', () => {
    const two = place({ place_name: 'Gydopas', lat: -33.2251, lon: 19.3402 }, { name: 'Mitchells Pass (R46), Ceres', lat: -33.3983, lon: 19.2808 });
    assert.notEqual(two.identity, 'same_entity');
  });
});

describe("a cemetery's and a waterfall's kind words", () => {
  it('reads them in Swahili, Afrikaans, French and English as one kind (positive)', () => {
    assert.deepEqual(findTypes('place_kind', 'Makaburi ya Kibera'), ['CEMETERY']);
    assert.deepEqual(findTypes('place_kind', 'Begraafplaas Maitland'), ['CEMETERY']);
    assert.deepEqual(findTypes('place_kind', 'Chutes de la Lobé'), ['WATERFALL']);
    assert.deepEqual(findTypes('place_kind', 'Kintampo Falls'), ['WATERFALL']);
    const cem = place({ place_name: 'Makaburi ya Kibera', city: 'Nairobi', lat: -1.3121, lon: 36.7902 }, { name: 'Kibera Cemetery', city: 'Nairobi', lat: -1.3122, lon: 36.7901 });
    assert.equal(cem.identity, 'same_entity');
  });

  it('a cemetery and a market of one name are two places (negative)', () => {
    const two = place({ name: 'Kibera Cemetery', city: 'Nairobi' }, { name: 'Kibera Market', city: 'Nairobi' });
    assert.notEqual(two.identity, 'same_entity');
  });
});

describe("a register's initials after a site's name", () => {
  it('sets them aside where the name left declares its kind (positive)', () => {
    assert.equal(withoutRegisterInitials('KINTAMPO FALLS - BR', 'Kintampo Waterfalls', 'place_kind'), 'KINTAMPO FALLS');
    assert.equal(withoutRegisterInitials('CHRISTIANSBORG CASTLE (GMB)', 'Osu Castle', 'place_kind'), 'CHRISTIANSBORG CASTLE');
    const fort = place({ site_name: 'FORT AMSTERDAM - HMB', site_code: 'HMB-07', address: 'ABANDZE' }, { name: 'Fort Amsterdam', address: 'Abandze, Central Region' });
    assert.equal(fort.factors.name, 1);
    // The token comparator reads the name without them too (it scored 0.65 with HMB a word of one side only).
    assert.equal(fort.factors.name_tftoken, 1);
    assert.equal(fort.identity, 'same_entity');
  });

  it('keeps initials the other name writes, table words and a line whose first part names no kind (negative)', () => {
    assert.equal(withoutRegisterInitials('KIBERA CEMETERY (TCC)', 'Kibera Cemetery TCC', 'place_kind'), null);
    assert.equal(withoutRegisterInitials('KINTAMPO FALLS (UPPER)', 'Kintampo Falls', 'place_kind'), null);
    assert.equal(withoutRegisterInitials('NATIONAL POST - ADA', 'National Post Labone', 'place_kind'), null);
    assert.equal(withoutRegisterInitials('Kintampo Falls (lower)', 'Kintampo Falls', 'place_kind'), null);
  });

  it('two forts of one board stay two (adversarial)', () => {
    const two = place({ site_name: 'FORT AMSTERDAM - HMB', site_code: 'HMB-07' }, { name: 'Fort William, Anomabu' });
    assert.notEqual(two.identity, 'same_entity');
  });
});
