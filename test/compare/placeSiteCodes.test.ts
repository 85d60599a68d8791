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
