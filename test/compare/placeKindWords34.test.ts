// Place kinds a register, a map and a guide write in their own words or by initials (data/type-vocabulary.json
// place_kind: CAVE, POWER_STATION, SEWAGE_WORKS, WEATHER_STATION, YOUTH_HOSTEL; session 34, pset14r): read as one
// kind, one site's two writings agree on its name. Records written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

const place = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'place' }).identity;

describe('place kinds in other words and initials', () => {
  it('positive: a kind in Afrikaans joined by a hyphen, a water company initials and a hostel association initials', () => {
    assert.equal(place({ site_name: 'MAJUBA POWER STATION (ESKOM GX)', site_code: 'ESK-MAJ', address: 'R543, VOLKSRUST' }, { place_name: 'Majuba-kragstasie', city: 'Volksrust', lat: -27.1, lon: 29.77 }), 'same_entity');
    assert.equal(place({ place_name: 'Cango-grotte', city: 'Oudtshoorn', lat: -33.39, lon: 22.21 }, { site_name: 'CANGO CAVES', site_code: 'WC-CAVE-01', address: 'R328 OUDTSHOORN' }), 'same_entity');
    assert.equal(place({ site_name: 'MOGDEN STW', site_code: 'TW-STW-MOG', address: 'MOGDEN LANE ISLEWORTH' }, { place_name: 'Mogden Sewage Works', city: 'Isleworth', lat: 51.46, lon: -0.33 }), 'same_entity');
    assert.equal(place({ site_name: 'YHA BORROWDALE (LAKE DISTRICT)', site_code: 'YHA-BOR', address: 'LONGTHWAITE BORROWDALE CA12 5XE' }, { place_name: 'Borrowdale Youth Hostel', city: 'Borrowdale', lat: 54.52, lon: -3.15 }), 'same_entity');
    assert.equal(place({ place_name: 'Eldoret Met Station', city: 'Eldoret', lat: 0.48, lon: 35.3 }, { name: 'Eldoret Meteorological Station', admin_path: 'Kenya / Uasin Gishu', lat: 0.4801, lon: 35.3001 }), 'same_entity');
  });
  it('negative: two sites of one kind and one register are not merged', () => {
    assert.notEqual(place({ site_name: 'BEDDINGTON STW', site_code: 'TW-STW-BED', address: 'BEDDINGTON LANE CROYDON' }, { place_name: 'Mogden Sewage Works', city: 'Isleworth', lat: 51.46, lon: -0.33 }), 'same_entity');
    assert.notEqual(place({ site_name: 'YHA KESWICK (LAKE DISTRICT)', site_code: 'YHA-KES', address: 'STATION RD KESWICK CA12 5LH' }, { place_name: 'Borrowdale Youth Hostel', city: 'Borrowdale', lat: 54.52, lon: -3.15 }), 'same_entity');
    assert.notEqual(place({ place_name: 'Lethabo-kragstasie', city: 'Sasolburg', lat: -26.74, lon: 27.97 }, { site_name: 'MAJUBA POWER STATION (ESKOM GX)', site_code: 'ESK-MAJ', address: 'R543, VOLKSRUST' }), 'same_entity');
  });
});
