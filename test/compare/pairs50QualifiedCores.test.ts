// Session 50 (pairs50, a method round on development sets 1–21): a register line closes a site's name with its
// own tag (an operator's or register's initials, a code, a programme's round) in brackets or after a dash, where a
// guide or a map closes the same name with where it is, as comma parts; each name is then read without its own
// qualifier (placeName.ts qualifiedCores, withQualifiedCores). Names, codes and places invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { qualifiedCores } from '../../src/compare/comparators/placeName.js';
import { compare } from '../../src/compare/index.js';

const KIND = 'place_kind';
const place = (register: string, guide: string) => compare({ a: { site_name: register }, b: { name: guide }, entity: 'place' }).identity;
// Review of pairs50: the cores reading never clears the distinctive-signal gate alone (a chain's bare name), so the
// two lines of one site are given the phone both lists write.
const sitePhoned = (register: string, guide: string) =>
  compare({ a: { site_name: register, phone: '+254 20 555 0142' }, b: { name: guide, phone: '020 555 0142' }, entity: 'place' }).identity;

describe("a register's tag on one name, a guide's comma parts on the other", () => {
  it('reads each name without its own qualifier', () => {
    assert.deepEqual(qualifiedCores('MWANGAZA CREMATORIUM (KCC BEREAVEMENT)', 'Mwangaza Crematorium, Kilima Road, Ruiru', KIND), ['MWANGAZA CREMATORIUM', 'Mwangaza Crematorium']);
    assert.deepEqual(qualifiedCores('Olesha Wind Farm, Bredasdorp', 'OLESHA WIND FARM (REIPPPP BW4)', KIND), ['Olesha Wind Farm', 'OLESHA WIND FARM']);
    assert.deepEqual(qualifiedCores('TUMAINI LAKE - RVWA', 'Tumaini Lake, Tumaini Lake Game Reserve', KIND), ['TUMAINI LAKE', 'Tumaini Lake']);
  });

  it('so the two lines of one site are one place', () => {
    // An operator's initials and bereavement service; a programme's round code; a licence number; a kind restated.
    assert.equal(sitePhoned('MWANGAZA CREMATORIUM (KCC BEREAVEMENT)', 'Mwangaza Crematorium, Kilima Road, Ruiru'), 'same_entity');
    assert.equal(sitePhoned('OLESHA WIND FARM (REIPPPP BW4)', 'Olesha Wind Farm, Bredasdorp'), 'same_entity');
    assert.equal(sitePhoned('ADEOLA ABATTOIR (LSVS LIC. AB-031)', 'Adeola Abattoir, Ikotun'), 'same_entity');
    assert.equal(sitePhoned('NDOVU RESERVOIR (TWL RAW WATER)', 'Ndovu Reservoir, Thika'), 'same_entity');
    assert.equal(sitePhoned('KIVULINI WINE ESTATE (WINE FARM)', 'Kivulini Wine Estate, Helderberg Road, Somerset West'), 'same_entity');
    // A kind written first in Swahili on the guide's side (Lango la X = X Gate).
    assert.equal(sitePhoned('OLKERII GATE (NNMR)', 'Lango la Olkerii, Hifadhi ya Nyika'), 'same_entity');
  });

  it('negative: a bracket of proper names is a branch or a side, not a tag', () => {
    assert.equal(qualifiedCores('Mwangaza Surgery (Kahawa)', 'Mwangaza Surgery, Station Road', KIND), null);
    assert.notEqual(place('Mwangaza Surgery (Kahawa)', 'Mwangaza Surgery, Station Road'), 'same_entity');
    assert.notEqual(place('Tumaini One Stop Border Post (Kenya)', 'Tumaini border post, Ugandan side'), 'same_entity');
  });

  it('negative: two qualifiers of one kind, or both on one name, are read as written', () => {
    // Two comma parts; a comma part and a bracket on each name (two toilets of one seafront).
    assert.equal(qualifiedCores('Kestrel Pharmacy, Westlands', 'Kestrel Pharmacy, Karen', KIND), null);
    assert.equal(qualifiedCores('Public Toilets, Marine Drive (by the pier)', 'Public Toilets, Marine Drive (BCC 2)', KIND), null);
    assert.notEqual(place('Public Toilets, Marine Drive (by the pier)', 'Public Toilets, Marine Drive (BCC 2)'), 'same_entity');
    // A direction of travel is no tag.
    assert.equal(qualifiedCores('KAREN BUS STOP (CITY-BOUND)', 'Karen Bus Stop, Ngong Road', KIND), null);
  });

  it('negative: siblings, numbered parts and a place named after a road stay apart', () => {
    // Two piers of one port; two gates of one reserve; a bridge and the road it carries.
    assert.notEqual(place('KIPEVU PIER 3 (KPA)', 'Kipevu Pier 4, Port of Mombasa'), 'same_entity');
    assert.notEqual(place('OLKERII GATE (NNMR)', 'Lango la Oloika, Hifadhi ya Nyika'), 'same_entity');
    assert.notEqual(place('KILIMA ROAD BRIDGE (KURA)', 'Kilima Road, Ruiru'), 'same_entity');
    // Two wind farms of one programme named after two bays.
    assert.notEqual(place('OLESHA WIND FARM (REIPPPP BW4)', 'Olesha Bay Wind Farm, Bredasdorp'), 'same_entity');
  });
});
