// Place kinds of energy, waste, water, freight and leisure sites in the users' languages and a register's short
// forms (data/type-vocabulary.json place_kind: WIND_FARM, SOLAR_PARK, REFINERY, LANDFILL, INLAND_CONTAINER_DEPOT,
// IRRIGATION_SCHEME, BUS_GARAGE, LEISURE_CENTRE; session 36, pset16r): read as one kind, one site's two writings
// agree on its name, and two kinds of one area stay two places. Records written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findTypes } from '../../src/compare/comparators/typeVocabulary.js';

const place = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'place' }).identity;

describe('place kinds of energy, waste, freight and leisure sites', () => {
  it('reads each kind in its languages and short forms, the longest phrase first', () => {
    assert.deepEqual(findTypes('place_kind', 'Noupoort windplaas'), ['WIND_FARM']);
    assert.deepEqual(findTypes('place_kind', 'Prieska Solar Power Plant'), ['SOLAR_PARK']);
    assert.deepEqual(findTypes('place_kind', 'Matatar man fetur ta Changamwe'), ['REFINERY']);
    assert.deepEqual(findTypes('place_kind', 'Jalala la Dandora'), ['LANDFILL']);
    assert.deepEqual(findTypes('place_kind', 'Bandari Kavu ya Eldoret'), ['INLAND_CONTAINER_DEPOT']);
    assert.deepEqual(findTypes('place_kind', 'Mradi wa Umwagiliaji wa Bura'), ['IRRIGATION_SCHEME']);
    assert.deepEqual(findTypes('place_kind', 'Holloway Bus Garage'), ['BUS_GARAGE']);
    assert.deepEqual(findTypes('place_kind', 'Longsight LC'), ['LEISURE_CENTRE']);
    // A bare port word is still a seaport, a bare power plant still a power station.
    assert.deepEqual(findTypes('place_kind', 'Bandari ya Mombasa'), ['PORT']);
    assert.deepEqual(findTypes('place_kind', 'Kusile Power Plant'), ['POWER_STATION']);
  });

  it('positive: one site written in another language, glued to its name or by a register short form', () => {
    assert.equal(place({ place_name: 'Noupoort-windplaas', city: 'Noupoort', lat: -31.18, lon: 24.95 }, { site_name: 'NOUPOORT WIND FARM (IPP)', site_code: 'WEF-NC-NPT', address: 'N9, NOUPOORT 5950' }), 'same_entity');
    assert.equal(place({ site_name: 'PRIESKA PV PLANT 75MW', site_code: 'SEF-NC-PRI', address: 'R357, PRIESKA' }, { place_name: 'Prieska-sonkragpark', city: 'Prieska', lat: -29.66, lon: 22.74 }), 'same_entity');
    assert.equal(place({ site_name: 'BURA IRRIGATION SCHEME (NIA)', site_code: 'NIA-BUR', address: 'P.O. BOX 1 BURA' }, { place_name: 'Mpango wa Unyunyiziaji wa Bura', city: 'Bura', lat: -1.1, lon: 39.95 }), 'same_entity');
    assert.equal(place({ name: 'Dandora Dumpsite, Dandora (NCCG)', admin_path: 'Kenya / Nairobi', lat: -1.25, lon: 36.9 }, { place_name: 'Jalala la Dandora', city: 'Nairobi', lat: -1.2501, lon: 36.9001 }), 'same_entity');
    assert.equal(place({ place_name: 'Longsight LC', city: 'Manchester', lat: 53.45, lon: -2.2 }, { site_name: 'LONGSIGHT LEISURE CENTRE (COUNCIL)', site_code: 'LC-LS', address: 'STOCKPORT RD, MANCHESTER' }), 'same_entity');
    assert.equal(place({ place_name: 'Bandari Kavu ya Eldoret', city: 'Eldoret', lat: 0.5, lon: 35.27 }, { site_name: 'ICD ELDORET (KPA)', site_code: 'KPA-ICD-ELD', address: 'ELDORET' }), 'same_entity');
  });

  it('negative: two kinds of one area, and two sites of one kind, are not merged', () => {
    assert.notEqual(place({ place_name: 'Noupoort-windplaas', city: 'Noupoort', lat: -31.18, lon: 24.95 }, { name: 'Noupoort Solar Park, Noupoort', admin_path: 'South Africa / Northern Cape', lat: -31.1801, lon: 24.9501 }), 'same_entity');
    assert.notEqual(place({ place_name: 'Prieska-sonkragpark', city: 'Prieska', lat: -29.66, lon: 22.74 }, { name: 'Copperton Solar Power Plant, Prieska', admin_path: 'South Africa / Northern Cape', lat: -29.7, lon: 22.8 }), 'same_entity');
    assert.notEqual(place({ place_name: 'Bandari Kavu ya Eldoret', city: 'Eldoret', lat: 0.5, lon: 35.27 }, { name: 'Eldoret Landfill, Eldoret', admin_path: 'Kenya / Uasin Gishu', lat: 0.5001, lon: 35.2701 }), 'same_entity');
  });
});
