// Session 48 (pairs48, a method round on sets 1–20): a register's line of capitals cuts any common word of a place's
// name, not only its kind word (placeName.ts withCommonWordsCut): PED for pedestrian, MED for medium, HOSP for
// hospital, LOC for location, read as the other name writes the word in full. Names invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { withPlaceShortForms } from '../../src/compare/comparators/placeName.js';

const place = (register: string, map: string) =>
  compare({ a: { site_name: register, address: 'Plot 4, Old Road' }, b: { name: map, lat: 6.51, lon: 3.36 }, entity: 'place' });

describe("a register's cut common word in a place's name", () => {
  it('is read as the common word the other name writes in full', () => {
    assert.equal(withPlaceShortForms('OKOTIE PED BRIDGE', 'Okotie Pedestrian Bridge'), 'OKOTIE PEDESTRIAN BRIDGE');
    assert.equal(withPlaceShortForms('MAKANDI MED B', 'Makandi Medium B Correctional Centre'), 'MAKANDI MEDIUM B');
    assert.equal(withPlaceShortForms('MAKANDI CHIEFS OFFICE WARUI LOC', "Warui Chief's Camp (Warui Location)"), 'MAKANDI CHIEFS OFFICE WARUI LOCATION');
  });

  it('so a register line and a map name of one site are one place', () => {
    assert.equal(place('OKOTIE PED BRIDGE', 'Okotie Pedestrian Bridge').identity, 'same_entity');
    assert.equal(place('MAKANDI MED B', 'Makandi Medium B Correctional Centre').identity, 'same_entity');
  });

  it('negative: a proper name is never read from its letters, nor a cut that opens the name', () => {
    // Hillbrow is no common word; Harbour would be, but nothing before HBR is a name both write.
    assert.equal(withPlaceShortForms('HBR CLINIC', 'Hillbrow Clinic'), 'HBR CLINIC');
    assert.equal(withPlaceShortForms('PED BRIDGE OKOTIE', 'Pedestrian Bridge Okotie'), 'PED BRIDGE OKOTIE');
    // A town the cut spells (Utrecht) stays as written.
    assert.equal(withPlaceShortForms('VOLTA HUB UTR NOORD', 'Volta Hub Utrecht Noord'), 'VOLTA HUB UTR NOORD');
  });

  it('negative: siblings stay apart', () => {
    // Another bridge on the same road, and the maximum-security part of the same prison.
    assert.notEqual(place('OKOTIE PED BRIDGE', 'Adeyemi Pedestrian Bridge').identity, 'same_entity');
    assert.notEqual(place('MAKANDI MED B', 'Makandi Maximum Correctional Centre').identity, 'same_entity');
    assert.equal(withPlaceShortForms('MAKANDI MED B', 'Makandi Maximum Correctional Centre'), 'MAKANDI MED B');
  });
});

// Session 48 review (rev-pairs48b): a cut the kind words read (COLL college) is never read as another common word
// the other name writes (collection). Inputs written here.
describe('a cut word is not read as whichever word the other name offers (review)', () => {
  const place = (a: string, b: string) => compare({ a: { name: a }, b: { name: b }, entity: 'place' }).identity;
  it('negative: a cut the kind words read (COLL college) is not another common word (collection)', () => {
    assert.notEqual(place('RIVERSIDE COLL', 'Riverside Collection'), 'same_entity');
  });
  it('the cut that is all the names differ by is still read', () => {
    assert.equal(place('ANTHONY PED BRIDGE', 'Anthony Pedestrian Bridge'), 'same_entity');
  });
});
