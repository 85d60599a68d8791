// Session 43, places43 (issue 11, held-out pair sets 1–22 as development data): a place's name closed by a comma
// part naming where it is — a street, a square, a quarter — that only the OTHER record gives in its address,
// city or path (a guide writes X Chapel, Mill Lane; the register writes X CHAPEL and MILL LANE in its address
// column) is read without that part (placeName.ts withoutOwnLocation, otherLocation), as a part the record's
// own columns repeat already was. Every record here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withoutOwnLocation } from '../../src/compare/comparators/placeName.js';
import { compare, type FieldMap } from '../../src/compare/index.js';

const place = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'place' });

describe("a comma part of a name that the other record's address gives", () => {
  it('sets aside a closing street or quarter the other record gives in its own columns', () => {
    assert.equal(withoutOwnLocation('Hollins Chapel of Rest, Marsh Lane', 'HOLLINS CHAPEL OF REST', [], 'place_kind', ['MARSH LANE, BRADWELL BR4 2QT']), 'Hollins Chapel of Rest');
    // Without the other record's address the part stays.
    assert.equal(withoutOwnLocation('Hollins Chapel of Rest, Marsh Lane', 'HOLLINS CHAPEL OF REST', [], 'place_kind', []), 'Hollins Chapel of Rest, Marsh Lane');
  });

  const guide = { name: 'Hollins Chapel of Rest, Marsh Lane', admin_path: 'United Kingdom / England / Bradwell', phone: '0160 455 2210' };
  const register = (address: string) => ({ site_name: 'HOLLINS CHAPEL OF REST (BBC BEREAVEMENT SVCS)', site_code: 'BBC-CR-02', address, phone: '+44 160 455 2210' });

  it("positive: a guide's name with its street and an operator's register line giving the street in its address are one site", () => {
    const r = place(guide, register('MARSH LANE, BRADWELL BR4 2QT'));
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.factors.name, 1);
  });

  it('negative: a part naming something neither record gives (a side, a number) stays a word of the name', () => {
    assert.equal(withoutOwnLocation('Tamarind Grove Water Kiosk, north side', 'TAMARIND GROVE WATER KIOSK', [], 'place_kind', ['NDOVU LANE, MALINDI']), 'Tamarind Grove Water Kiosk, north side');
  });

  it("negative: a street the other record's address does not give still counts against the name", () => {
    const r = place(guide, register('CHURCH ROAD, BRADWELL BR4 2QT'));
    assert.ok((r.factors.name ?? 0) < 1);
  });
});

describe('a comma part only one of whose words the other name writes', () => {
  it('is still read as where the site is: a street named after the site', () => {
    assert.equal(
      withoutOwnLocation('Hollins Chapel of Rest, Hollins Approach', 'HOLLINS CHAPEL OF REST', [], 'place_kind', ['HOLLINS APPROACH, BRADWELL BR4 2QT']),
      'Hollins Chapel of Rest',
    );
  });

  it('negative: a part every word of which the other name writes stays a word of the name', () => {
    assert.equal(withoutOwnLocation('Crown Square Courts, Bradwell', 'Bradwell Crown Court', ['Bradwell'], 'place_kind'), 'Crown Square Courts, Bradwell');
  });
});
