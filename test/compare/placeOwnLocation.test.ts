// A place's name that repeats the record's own locality after a comma (placeName.ts withoutOwnLocation, the
// place pack's location_fields), and a closing bracketed gloss one name writes (withoutClosingGloss); session 31.
// Records invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withoutClosingGloss, withoutOwnLocation } from '../../src/compare/comparators/placeName.js';
import { compare } from '../../src/compare/index.js';

const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });

describe("a place's name that repeats its record's locality", () => {
  it('sets the closing parts aside when the same record gives them as its address or city (positive)', () => {
    assert.equal(withoutOwnLocation('Kolo Bridge, Abuja', 'KOLO BRIDGE', ['Kolo Bridge, Marina to Wuse', 'Abuja'], 'place_kind'), 'Kolo Bridge');
    // Short words written out on either side (Rd = Road), two parts in a row.
    assert.equal(withoutOwnLocation('Heron Camp, Old Lake Rd, Kisoro', 'HERON CAMP', ['Old Lake Road, Kisoro'], 'place_kind'), 'Heron Camp');
  });

  it('a bridge a guide writes with its city and a register writes alone is one bridge (positive)', () => {
    const bridge = place(
      { site_name: 'KOLO BRIDGE', site_code: 'XYZ-BR-01', address: 'MARINA, ABUJA' },
      { name: 'Kolo Bridge, Abuja', address: 'Kolo Bridge, Marina to Wuse', city: 'Abuja', lat: 9.05, lon: 7.49 },
    );
    assert.equal(bridge.factors.name, 1);
    assert.equal(bridge.factors.name_tftoken, 1);
    assert.equal(bridge.identity, 'same_entity');
  });

  it('keeps a part the fields do not hold, a part that declares a kind, and a name with nothing left (negative)', () => {
    // Another side of one border post: the address does not say it.
    assert.equal(withoutOwnLocation('Mpala border post, Eastern side', 'Mpala border post, Western side', ['Mpala'], 'place_kind'), 'Mpala border post, Eastern side');
    // A parent body the address also gives names the unit's parent, not where it is.
    assert.equal(withoutOwnLocation('Faculty of Law, University of Tamale', 'UNITAM - FACULTY OF LAW', ['University Road, University of Tamale'], 'place_kind'), 'Faculty of Law, University of Tamale');
    // A comma inside brackets is no boundary; nothing is cut without location fields.
    assert.equal(withoutOwnLocation('Jetty (north, Tamale)', 'Jetty', ['Tamale'], 'place_kind'), 'Jetty (north, Tamale)');
    assert.equal(withoutOwnLocation('Kolo Bridge, Abuja', 'Kolo Bridge', [], 'place_kind'), 'Kolo Bridge, Abuja');
  });

  it('keeps the locality where the other name writes it too (adversarial)', () => {
    // Both names carry the city: there it is part of how both name the place.
    assert.equal(withoutOwnLocation('Harbour Square Courts, Tamale', 'Tamale Crown Court, Harbour Square', ['Tamale'], 'place_kind'), 'Harbour Square Courts, Tamale');
    // Two car parks of one town: the town set aside leaves two names that still differ.
    const two = place(
      { name: 'Mill Street Multi-Storey Car Park, Oldbury', address: 'Mill Street, Oldbury', lat: 52.5051, lon: -2.0159 },
      { place_name: 'Mill Car Park', lat: 52.5072, lon: -2.0121 },
    );
    assert.notEqual(two.identity, 'same_entity');
  });
});

describe("a closing bracketed gloss one place name writes and the other does not", () => {
  it('reads the name outside the brackets (positive)', () => {
    assert.equal(withoutClosingGloss('KIBO RIDGE HUT (3950M)', 'Kibo Ridge Hut'), 'KIBO RIDGE HUT');
    assert.equal(withoutClosingGloss('HERON CAMP (CAMPSITE)', 'Heron Camp'), 'HERON CAMP');
    const pass = place({ site_name: 'KOGA PASS R44 (SUMMIT)', site_code: 'XX-PASS-R44', address: 'R44, KOGA' }, { place_name: 'Koga Pass R44', lat: -33.91, lon: 19.16 });
    assert.equal(pass.factors.name, 1);
    assert.equal(pass.factors.name_tftoken, 1);
  });

  it('keeps the brackets where the other name has its own qualifier or writes their words (negative)', () => {
    // Two sides of one post, each with its own bracket; a branch beside a name with its own comma part.
    assert.equal(withoutClosingGloss('Mpala Border Post (north side)', 'Mpala Border Post (south side)'), null);
    assert.equal(withoutClosingGloss('Riverbend Clinic (Hillcrest)', 'Riverbend Clinic, Mill Road'), null);
    // A bracket the other name writes is read as written; a one-word name keeps its bracket.
    assert.equal(withoutClosingGloss('Kolo Jetty (Marina)', 'Marina Kolo Jetty'), null);
    assert.equal(withoutClosingGloss('Kolo (jetty)', 'Kolo'), null);
  });

  it('two branches that each name their own part stay apart (adversarial)', () => {
    const two = place({ name: 'Riverbend Clinic (Hillcrest)', city: 'Tamale', lat: 9.401, lon: -0.853 }, { name: 'Riverbend Clinic, Mill Road', city: 'Tamale', lat: 9.412, lon: -0.861 });
    assert.notEqual(two.identity, 'same_entity');
  });
});
