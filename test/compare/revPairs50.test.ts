// Review of session 50's pairs50 (placeName.ts qualifiedCores): a register's tag on one place name and a guide's
// comma parts on the other, each name read without its own qualifier. The reading sets BOTH qualifiers aside, so
// it may do so only where the tag is a register's or an operator's note, never a word that tells one site of a
// name from another or says where the site is. Names, codes and places invented here; each pair was merged by the
// reading as first written and stays apart after its mend.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { qualifiedCores } from '../../src/compare/comparators/placeName.js';
import { compare } from '../../src/compare/index.js';

const KIND = 'place_kind';
const place = (register: string, guide: string) => compare({ a: { site_name: register }, b: { name: guide }, entity: 'place' }).identity;

describe('review of pairs50: a tag that numbers the site is no register tag', () => {
  it('a branch, a borehole, a unit numbered alone in the bracket tells namesakes apart', () => {
    // A number or a code alone (BR2, BH-07, NO. 2, STALL 12) numbers one site among several of its name.
    assert.equal(qualifiedCores('GOODLIFE PHARMACY (BR2)', 'Goodlife Pharmacy, Kimathi Street', KIND), null);
    assert.notEqual(place('GOODLIFE PHARMACY (BR2)', 'Goodlife Pharmacy, Kimathi Street'), 'same_entity');
    assert.notEqual(place('KIBERA BOREHOLE (BH-07)', 'Kibera Borehole, Laini Saba'), 'same_entity');
    assert.notEqual(place('ST MARY HOSPITAL (NO. 2)', 'St Mary Hospital, Mumias Road'), 'same_entity');
    assert.notEqual(place('KENYATTA MARKET (STALL 12)', 'Kenyatta Market, Mombasa'), 'same_entity');
  });

  it('positive: a code beside the register that issues it is still a tag', () => {
    assert.deepEqual(qualifiedCores('OLESHA WIND FARM (REIPPPP BW4)', 'Olesha Wind Farm, Bredasdorp', KIND), ['OLESHA WIND FARM', 'Olesha Wind Farm']);
    assert.notEqual(place('ADEOLA ABATTOIR (LSVS LIC. AB-031)', 'Adeola Abattoir, Ikotun'), 'different');
  });
});

describe('review of pairs50: a tag that says where the site is is no register tag', () => {
  it('a province, state or city code in the bracket is a location, which the comma parts may contradict', () => {
    assert.equal(qualifiedCores('ROYAL HOTEL (WC)', 'Royal Hotel, Smith Street, Durban', KIND), null);
    assert.notEqual(place('ROYAL HOTEL (WC)', 'Royal Hotel, Smith Street, Durban'), 'same_entity');
    assert.notEqual(place('ROYAL HOTEL (KZN)', 'Royal Hotel, Long Street, Cape Town'), 'same_entity');
    assert.notEqual(place('ROYAL HOTEL (JHB)', 'Royal Hotel, Smith Street, Durban'), 'same_entity');
    assert.notEqual(place('GRACE CHAPEL (GAR)', 'Grace Chapel, Adum, Kumasi'), 'same_entity');
  });
});

describe('review of pairs50: a name that is only its kind names no one site', () => {
  it('a police station, a town hall or a bus station known only by its locality stays apart', () => {
    assert.equal(qualifiedCores('POLICE STATION (KPS)', 'Police Station, Kilifi', KIND), null);
    assert.notEqual(place('POLICE STATION (KPS)', 'Police Station, Kilifi'), 'same_entity');
    assert.notEqual(place('CITY HALL (NCC)', 'City Hall, Mombasa'), 'same_entity');
    assert.notEqual(place('BUS STATION (KBS)', 'Bus Station, Machakos'), 'same_entity');
  });
});

describe("review of pairs50: a name read without both qualifiers is a chain's or an operator's bare name", () => {
  it('negative: two branches of one chain, the operator tagged on one and the locality on the other, are not merged on their names alone', () => {
    assert.notEqual(place('MWANGAZA PHARMACY (KPL)', 'Mwangaza Pharmacy, Sarit Centre'), 'same_entity');
    assert.notEqual(place('JAVA HOUSE (JHA)', 'Java House, Junction Mall, Ngong Road'), 'same_entity');
  });

  it('positive: a phone or a point the two records share still makes them one site', () => {
    const rec = (name: string, extra: Record<string, string | number>) => ({ name, ...extra });
    const same = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' }).identity;
    assert.equal(same(rec('MWANGAZA CREMATORIUM (KCC BEREAVEMENT)', { phone: '+254 20 555 0142' }), rec('Mwangaza Crematorium, Kilima Road, Ruiru', { phone: '020 555 0142' })), 'same_entity');
    assert.equal(same(rec('OLESHA WIND FARM (REIPPPP BW4)', { lat: -34.4712, lon: 20.0411 }), rec('Olesha Wind Farm, Bredasdorp', { lat: -34.4713, lon: 20.0412 })), 'same_entity');
  });
});
