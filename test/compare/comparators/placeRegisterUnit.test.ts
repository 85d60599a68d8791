// A register's caps line writes the body that runs a site, a spaced dash, then the site's own name (OPERATOR -
// UNIT), where a map, a guide or the site's sign writes the name alone (issue 11, session 29): the place
// pack's name comparator also reads that unit against the other name as written. Records, operators and
// sites invented for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { registerUnit } from '../../../src/compare/comparators/placeName.js';
import { compare } from '../../../src/compare/index.js';

const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });
const nameOf = (a: string, b: string) => place({ site_name: a }, { place_name: b }).factors['name'] ?? 0;

describe("a register line's unit after its operator", () => {
  it('reads the part after one spaced dash as the unit', () => {
    assert.equal(registerUnit('METROLINK - KILIMANI DEPOT'), 'KILIMANI DEPOT');
    assert.equal(registerUnit('Lagoon Boats – Ebute Jetty'), 'Ebute Jetty', 'an en dash');
    assert.equal(registerUnit('Ado-Ekiti Township Stadium'), null, 'a hyphen inside a word is no register line');
    assert.equal(registerUnit('A - B - C'), null, 'two dashes: not read');
  });

  it('positive: the unit under its operator is the site its sign names', () => {
    assert.equal(nameOf('METROLINK - KILIMANI DEPOT', 'Kilimani Depot'), 1);
    assert.equal(nameOf('Kilimani Depot', 'METROLINK - KILIMANI DEPOT'), 1, 'either side');
    assert.equal(nameOf('NATIONAL ARCHIVES OF KENYA - MURUMBI GALLERY', 'Murumbi Gallery'), 1);
    const r = place(
      { site_name: 'LAGOON BOATS - EBUTE JETTY', city: 'Ikorodu' },
      { place_name: 'Ebute Jetty', city: 'Ikorodu', lat: 6.6012, lon: 3.4881 },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('negative: two units of one operator, or another unit, stay apart', () => {
    assert.ok(nameOf('METROLINK - KILIMANI DEPOT', 'METROLINK - RIRUTA DEPOT') < 0.8, 'the two parents are never read alone');
    assert.notEqual(place({ site_name: 'METROLINK - KILIMANI DEPOT' }, { site_name: 'METROLINK - RIRUTA DEPOT' }).identity, 'same_entity');
    assert.ok(nameOf('METROLINK - KILIMANI DEPOT', 'Riruta Depot') < 0.8);
  });

  it('adversarial: two operators with one area name are not read as units alike; the parent alone is no match', () => {
    assert.ok(nameOf('ZURI BANK - WESTLANDS', 'KIJANI POWER - WESTLANDS') < 0.8, 'units are never compared alone');
    assert.notEqual(place({ site_name: 'ZURI BANK - WESTLANDS' }, { site_name: 'KIJANI POWER - WESTLANDS' }).identity, 'same_entity');
    assert.ok(nameOf('METROLINK - KILIMANI DEPOT', 'Metrolink Head Office') < 0.8, 'the operator alone is not read against the other name');
  });
});
