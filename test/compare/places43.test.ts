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
      withoutOwnLocation('Hollins Chapel of Rest, Hollins Close', 'HOLLINS CHAPEL OF REST', [], 'place_kind', ['HOLLINS CLOSE, BRADWELL BR4 2QT']),
      'Hollins Chapel of Rest',
    );
  });

  it('negative: a part every word of which the other name writes stays a word of the name', () => {
    assert.equal(withoutOwnLocation('Crown Square Courts, Bradwell', 'Bradwell Crown Court', ['Bradwell'], 'place_kind'), 'Crown Square Courts, Bradwell');
  });
});

// Session 43 mend (review4): two branches of one chain, or two sites on one road, must not merge because the
// other record's address writes a word of the part. Cases from the review, each merged by the round's code.
describe("the other record's fields set aside only that very street, and only where the names are then one", () => {
  const notMerged = (a: FieldMap, b: FieldMap) => {
    const r = place(a, b);
    assert.ok((r.factors.name ?? 0) < 1, `name ${r.factors.name}`);
    return r;
  };

  it('negative: a part naming only a quarter or a town stays (a chain has several branches there)', () => {
    // "Lekki" is no word of the hyphenated "Lekki-Epe" either.
    assert.notEqual(notMerged({ name: 'Shoprite, Lekki', city: 'Lagos' }, { name: 'Shoprite', address: 'Novare Mall, Lekki-Epe Expressway, Sangotedo', city: 'Lagos' }).identity, 'same_entity');
    assert.notEqual(notMerged({ name: 'Ecobank, Ikoyi', city: 'Lagos' }, { name: 'Ecobank', address: '21 Awolowo Road, Ikoyi', city: 'Lagos' }).identity, 'same_entity');
    notMerged({ name: 'Naivas Supermarket, Kilimani' }, { name: 'Naivas Supermarket', address: 'Kilimani Road', admin_path: 'Kenya / Nairobi / Kileleshwa' });
    assert.notEqual(notMerged({ name: 'KFC, Nakuru' }, { name: 'KFC', city: 'Nakuru', address: 'Kenyatta Avenue' }).identity, 'same_entity');
  });

  it('negative: a street is set aside only against that street written word for word (Road is not Way, Street not Road)', () => {
    assert.notEqual(notMerged({ name: 'Ecobank, Awolowo Road', city: 'Lagos' }, { name: 'Ecobank', address: '3 Kingsway Road, off Obafemi Awolowo Way, Ikoyi' }).identity, 'same_entity');
    notMerged({ name: 'Tesco Express, High Street', city: 'Bradford' }, { name: 'TESCO EXPRESS', address: '12 HIGH ROAD, OFF STATION STREET' });
  });

  it('negative: two schools or churches on one road keep the street as a word and stay different', () => {
    assert.equal(place({ name: 'Kilimani Primary School, Argwings Kodhek Road' }, { name: 'Kilimani Secondary School', address: 'Argwings Kodhek Road, Kilimani' }).identity, 'different');
    assert.equal(place({ name: 'Kanisa la Mtakatifu Maria, Barabara ya Moi' }, { name: 'KANISA LA MTAKATIFU PETRO', address: 'BARABARA YA MOI, MOMBASA' }).identity, 'different');
  });
});
