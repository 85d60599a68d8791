// Session 32 (pairs32): a place's kind written in the users' other languages for landforms, crossings, depots,
// estates, service areas and car parks (type-vocabulary.json place_kind); a landform kind that names the area
// another kind of place stands in (place_area_kinds); a register line's locality words after the kind
// (withoutOwnLocation); a register's initials after a closing gloss (withoutClosingGloss); and a closing
// bracket naming a branch's locality (withBranchBracket). Records invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePlaceNames, withBranchBracket, withoutClosingGloss, withoutOwnLocation } from '../../src/compare/comparators/placeName.js';
import { compareTypes } from '../../src/compare/comparators/typeKind.js';
import type { ComparatorSpec } from '../../src/compare/comparators/types.js';
import { compare } from '../../src/compare/index.js';
import { cpuMillis } from '../helpers/cpuTime.js';

const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });
const NAME: ComparatorSpec = { kind: 'placename', weight: 2, kind_words: 'place_kind', written_forms: true, acronyms: true };
const KIND: ComparatorSpec = { kind: 'type', weight: 0, domain: 'place_kind', refutes_below: 1 };
const nameSim = (a: string, b: string) => comparePlaceNames(a, b, NAME)?.sim ?? 0;

describe("a place's kind in the users' other languages", () => {
  it('reads an island, a peak, a camp, a bridge and a fuel depot by their kind words, the connecting word set aside (positive)', () => {
    assert.equal(nameSim('Kisiwa cha Pemba', 'Pemba Island'), 1);
    assert.equal(nameSim('Kilele cha Mawenzi', 'Mawenzi Peak'), 1);
    assert.equal(nameSim('Kambi ya Heron', 'Heron Camp'), 1);
    assert.equal(nameSim('Afárá Ikorodu', 'Ikorodu Bridge'), 1);
    assert.equal(nameSim('Bohari ya mafuta ya ABC Kitale', 'ABC KITALE DEPOT'), 1);
    // A register's short kind: CP, MSA.
    assert.equal(nameSim('MILL CP', 'Mill Car Park'), 1);
    assert.equal(nameSim('HILLTOP MSA', 'Hilltop Services'), 1);
  });

  it('keeps two kinds apart: a car park and a multi-storey, a lake and an island (negative)', () => {
    assert.equal(compareTypes('Mill Street Multi-Storey Car Park', 'Mill Car Park', KIND)?.sim, 0);
    assert.equal(compareTypes('Lake Zamba', 'Zamba Island', KIND)?.sim, 0);
    assert.equal(compareTypes('Kisiwa cha Pemba', 'Pemba Island', KIND)?.sim, 1);
  });

  it('does not refute a port or a market on the island or lake it stands by (adversarial)', () => {
    // The island names the area; the other name declares the port's own kind.
    assert.equal(compareTypes('Ojo Island Port', 'Ojo Seaport', KIND), null);
    assert.equal(compareTypes('Lake Road Market', 'Lake Road Soko', KIND)?.sim, 1);
    assert.equal(compareTypes('Tamu Island Market', 'Tamu Bus Station', KIND)?.sim, 0);
  });
});

describe("a register line's locality after the place's kind", () => {
  it("sets the road, junction or town after the kind aside where the record's address gives them (positive)", () => {
    assert.equal(withoutOwnLocation('HILLTOP MSA M6 J3-4 (FUELCO)', 'Hilltop Services', ['M6 J3-4, AB1 2CD'], 'place_kind'), 'HILLTOP MSA (FUELCO)');
    assert.equal(withoutOwnLocation('WILLOW CAMP ELDORET (CAMPSITE)', 'Willow Camp', ['KISUMU RD, ELDORET'], 'place_kind'), 'WILLOW CAMP (CAMPSITE)');
    const services = place(
      { site_name: 'HILLTOP MSA M6 J3-4 (FUELCO)', site_code: 'MSA-M6-03', address: 'M6 J3-4, AB1 2CD' },
      { place_name: 'Hilltop Services', phone: '+441234567890', lat: 52.6, lon: -2.1 },
    );
    assert.equal(services.factors.name, 1);
  });

  it('keeps words the other name writes, a name with nothing before its kind, and a run past a connecting word (negative)', () => {
    assert.equal(withoutOwnLocation('HILLTOP MSA M6 J3-4', 'Hilltop Services M6', ['M6 J3-4, AB1 2CD'], 'place_kind'), 'HILLTOP MSA M6 J3-4');
    assert.equal(withoutOwnLocation('CAMP ELDORET', 'Eldoret Camp', ['ELDORET'], 'place_kind'), 'CAMP ELDORET');
    assert.equal(withoutOwnLocation('KIPSANG CAMP', 'Kipsang Camp', [], 'place_kind'), 'KIPSANG CAMP');
  });

  it('takes four closing words at most, so a long name its own address repeats is read in linear time (adversarial)', () => {
    // Each word taken read the name's kinds again: a 500-word name took about 9 s of CPU (0.2 s before the rule).
    assert.equal(withoutOwnLocation('KIPSANG CAMP MOLO NJORO ELBURGON TURI', 'Kipsang Camp', ['Molo, Njoro, Elburgon, Turi'], 'place_kind'), 'KIPSANG CAMP');
    const five = 'KIPSANG CAMP MOLO NJORO ELBURGON TURI GILGIL';
    assert.equal(withoutOwnLocation(five, 'Kipsang Camp', ['Molo, Njoro, Elburgon, Turi, Gilgil'], 'place_kind'), five);
    const name = `Lake Pier ${Array(500).fill('Kisumu').join(' ')}`;
    const ms = cpuMillis(() => place({ name, address: 'Kisumu' }, { name: 'Lake Pier', address: 'Nairobi' }));
    assert.ok(ms < 4000, `took ${ms} ms of CPU`);
  });

  it('reads a university of a city as a name, not a university in the city (adversarial)', () => {
    assert.equal(
      withoutOwnLocation('Faculty of Arts, University of Tamale', 'UNITAM Arts Faculty', ['Campus Road, University of Tamale', 'Tamale'], 'place_kind'),
      'Faculty of Arts, University of Tamale',
    );
  });
});

describe("a register's initials after a closing gloss", () => {
  it('sets the initials and the gloss aside together (positive)', () => {
    assert.equal(withoutClosingGloss('LAKE ZAMBA (SODA LAKE) - ZWA', 'Ziwa Zamba', 'place_kind'), 'LAKE ZAMBA');
  });
  it('needs the kind vocabulary and a name that declares its kind (negative)', () => {
    assert.equal(withoutClosingGloss('LAKE ZAMBA (SODA LAKE) - ZWA', 'Ziwa Zamba'), null);
    assert.equal(withoutClosingGloss('ZAMBA (SODA) - ZWA', 'Zamba', 'place_kind'), null);
  });
});

describe('a closing bracket naming a branch by its locality', () => {
  it("writes it as the name's comma part where only this record's location holds it (positive)", () => {
    assert.equal(withBranchBracket('SUNRISE PHARMACY (OKOTA)', ['12 Okota Road, Isolo'], ['4 Allen Avenue, Ikeja']), 'SUNRISE PHARMACY, OKOTA');
    const branches = place(
      { name: 'Sunrise Pharmacy', address: '4 Allen Avenue, Ikeja', phone: '0803 000 1111' },
      { name: 'SUNRISE PHARMACY (OKOTA)', address: '12 Okota Road, Isolo' },
    );
    assert.notEqual(branches.identity, 'same_entity');
  });

  it('leaves a bracket both records locate, or one beside a record with no location, to the gloss reading (negative)', () => {
    assert.equal(withBranchBracket('Makaburi ya Zamu (Kenol Road)', ['Kitale'], ['KENOL RD, KITALE']), 'Makaburi ya Zamu (Kenol Road)');
    assert.equal(withBranchBracket('SUNRISE PHARMACY (OKOTA)', ['12 Okota Road, Isolo'], []), 'SUNRISE PHARMACY (OKOTA)');
    assert.equal(withBranchBracket('HERON CAMP (CAMPSITE)', ['LAKE RD, KISORO'], ['Old Lake Road, Kisoro']), 'HERON CAMP (CAMPSITE)');
  });
});

describe('a closing bracket that names the parent a site stands within', () => {
  it('is no branch where most of its words are no locality of the record (adversarial)', () => {
    assert.equal(withBranchBracket('OKUTA CONTAINER TERMINAL (within Okuta Port Complex)', ['Okuta Port, Quay Road, Okuta'], ['Isale']), 'OKUTA CONTAINER TERMINAL (within Okuta Port Complex)');
    assert.equal(withBranchBracket('Hope Chapel (Ext 9 campus)', ['Erf 10, Midrand Extension 9'], ['Erf 55, Midrand Extension 4']), 'Hope Chapel, Ext 9 campus');
  });
});
