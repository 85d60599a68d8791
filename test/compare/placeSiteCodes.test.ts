// A register's code for a site (the place pack's site_code: facility, ward, polling-unit, property, port and
// mast-site codes). Records and codes invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });

describe("a register's code for a site", () => {
  it('one code under two ways of naming the site is one site (positive)', () => {
    const ward = place({ name: 'Hillside ward, Haringey', gss_code: 'E05099001' }, { place_name: 'Hillside Ward (LB Haringey)', gss_code: 'E05099001' });
    assert.equal(ward.identity, 'same_entity');
    const mast = place(
      { site_name: 'TWR KE MSA-2201 Nyali', site_id: 'MSA-2201', address: 'Rooftop, Links Road, Nyali' },
      { site_name: 'Nyali rooftop mast, Links Road', site_id: 'MSA-2201', city: 'Mombasa' },
    );
    assert.equal(mast.identity, 'same_entity');
  });

  it('two codes weigh nothing either way: the names and the rest decide (negative)', () => {
    const a = { name: 'Hillside ward, Haringey', city: 'London' };
    const b = { place_name: 'Hillside Ward (LB Haringey)', city: 'London' };
    const without = place(a, b);
    const withCodes = place({ ...a, site_id: 'TWR-0001' }, { ...b, gss_code: 'E05099001' });
    assert.equal(withCodes.identity, without.identity);
    assert.equal(withCodes.score, without.score);
  });

  it('digits alone on both sides lift no name disagreement: two registers can share digits (adversarial)', () => {
    const r = place({ facility_name: 'Kyeni Dispensary', mfl_code: '31415' }, { name: 'Mutito Dispensary', facility_code: '31415' });
    assert.notEqual(r.identity, 'same_entity');
    // The same code with its register's letters lifts it (a facility renamed keeps its code).
    const lettered = place({ facility_name: 'Kyeni Dispensary', ods_code: 'RX9A1' }, { name: 'Mutito Dispensary', ods_code: 'RX9A1' });
    assert.equal(lettered.identity, 'same_entity');
  });
});

describe('two codes written in one form (same_form_conflicts, session 34)', () => {
  it('one register form, two codes: two sites of one name go to review (negative)', () => {
    // Two pharmacies of one chain on one road, each with its own dispensing code.
    const a = { name: 'ORCHARD PHARMACY', ods_code: 'KM204', address: '12 HIGH ST', city: 'LEEDS' };
    const b = { name: 'ORCHARD PHARMACY', ods_code: 'KT517', address: '340 HIGH ST', city: 'LEEDS' };
    const r = place(a, b);
    assert.notEqual(r.identity, 'same_entity');
    assert.match(r.explanation, /refuted by site_code/);
    // Two wards of one name, one code form, separators written differently.
    const wards = place({ name: 'Hillside ward, Barnet', gss_code: 'E05009421' }, { place_name: 'Hillside Ward', gss_code: 'E05-011-930' });
    assert.notEqual(wards.identity, 'same_entity');
    // Two polling units: one code with slashes, the other with hyphens, the last digit apart.
    const units = place({ name: 'Town Hall Pry School I', pu_code: '12/03/07/004' }, { name: 'Town Hall Pry School I', pu_code: '12-03-07-005' });
    assert.notEqual(units.identity, 'same_entity');
  });

  it('the same code however separated still agrees (positive)', () => {
    const r = place({ name: 'ORCHARD PHARMACY', ods_code: 'KM-204', city: 'LEEDS' }, { name: 'Orchard Pharmacy', ods_code: 'km204', city: 'Leeds' });
    assert.equal(r.identity, 'same_entity');
  });

  it("two forms are two registers' codes of one site and refute nothing (adversarial)", () => {
    // An airport's IATA code against its ICAO code; a tower company's id against an operator's.
    const airport = place({ name: 'Lakeside Airport (LKX)', site_code: 'LKX', city: 'Lakeside' }, { name: 'Lakeside Airport', site_code: 'HKLX', city: 'Lakeside' });
    assert.equal(airport.identity, 'same_entity');
    assert.doesNotMatch(airport.explanation, /refuted by site_code/);
    const mast = place({ site_name: 'Nyali rooftop mast', site_id: 'MSA-2201', city: 'Mombasa' }, { name: 'Nyali rooftop mast', site_id: 'OPR_NYALI_3', city: 'Mombasa' });
    assert.doesNotMatch(mast.explanation, /refuted by site_code/);
  });
});
