// An address that gives a plot and a house number (the organisation pack's premises comparator): Nigerian
// and other layouts number the parcel (Plot 477) and the house on the street (41 Crescent), and a list writes
// one of them, so one number the two addresses share agrees; two units or plots that differ stay two
// premises. Records invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePremises } from '../../src/compare/comparators/address.js';
import { compare } from '../../src/compare/index.js';

describe('a plot number beside a house number', () => {
  it('the plot given on one side only, the same house number (positive)', () => {
    assert.equal(comparePremises('Plot 912, 17 Aminu Kano Crescent, Wuse II, Abuja', '17 Aminu Kano Crescent, Wuse 2, Abuja')!.sim, 1);
    // The other list writes the plot's number as the leading number.
    assert.equal(comparePremises('Plot 912, 17 Aminu Kano Crescent, Wuse II, Abuja', '912 Aminu Kano Crescent, Abuja')!.sim, 1);
    const r = compare({
      a: { name: 'Kijiji Health Initiative', address: 'Plot 912, 17 Aminu Kano Crescent, Wuse II, Abuja' },
      b: { name: 'Kijiji Health Initiative (KHI)', registration_id: 'CAC/IT/NO 88120', address: '17 Aminu Kano Crescent, Wuse 2, Abuja' },
      entity: 'organisation',
    });
    assert.equal(r.factors.address_premises, 1);
    assert.equal(r.identity, 'same_entity');
  });

  it('other numbers on both sides disagree (negative)', () => {
    assert.equal(comparePremises('Plot 912, 17 Aminu Kano Crescent, Abuja', '23 Aminu Kano Crescent, Abuja')!.sim, 0);
    assert.equal(comparePremises('Aminu Kano Crescent, Abuja', '23 Aminu Kano Crescent, Abuja'), null);
  });

  it('two units or plots that differ are two premises, whatever house number they share (adversarial)', () => {
    assert.equal(comparePremises('Unit 4, 12 Allen Avenue, Ikeja', 'Unit 9, 12 Allen Avenue, Ikeja')!.sim, 0);
    assert.equal(comparePremises('Plot 912, 17 Aminu Kano Crescent', 'Plot 913, 17 Aminu Kano Crescent')!.sim, 0);
  });
});
