// One spec in two unit forms (session 22, issue 11; product-units.json units): second-hand ads and chats
// write storage in "gig" (64gig = 64 GB); inverters and UPSs are rated in volt-amperes, written kVA by
// traders and VA by makers (5kva = 5000VA), and their battery voltage as 48v or 48VDC. The same rating
// in either form agrees; another rating refutes. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareSpecs } from '../../../src/compare/comparators/product.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';

const spec: ComparatorSpec = { kind: 'spec', weight: 0, category: 'electronics' };

describe('unit forms: gig, kVA / VA, V / VDC', () => {
  it('positive: one storage, one rating, one voltage written two ways agree', () => {
    assert.equal(compareSpecs('acme phone x2 64gig blue used', 'Acme Phone X2 64 GB Blue', spec)!.sim, 1);
    assert.equal(compareSpecs('Acme 5kva/48v inverter', 'ACME IV-5048 5000VA 48VDC HYBRID', spec)!.sim, 1);
    assert.equal(compareSpecs('Acme 1.5 kVA UPS 230 VAC', 'Acme UPS 1500VA 230V', spec)!.sim, 1);
  });
  it('negative: another rating or another battery voltage refutes', () => {
    assert.equal(compareSpecs('Acme 5kva/48v inverter', 'ACME IV-3524 3500VA 24VDC HYBRID', spec)!.sim, 0);
    assert.equal(compareSpecs('acme phone x2 64gig blue', 'Acme Phone X2 128 GB Blue', spec)!.sim, 0);
  });
  it('adversarial: a volt-ampere rating is no watt rating, and a gig word without a number is no size', () => {
    assert.equal(compareSpecs('Acme 1000VA UPS', 'Acme 1000W UPS', spec), null);
    assert.equal(compareSpecs('acme phone x2 big gig sale', 'Acme Phone X2', spec), null);
  });
});

describe('unit forms: a sheet, wire or nail gauge', () => {
  const home: ComparatorSpec = { kind: 'spec', weight: 0, category: 'home_goods' };
  const electronics: ComparatorSpec = { kind: 'spec', weight: 0, category: 'electronics' };
  it('negative: two gauges of one sheet or cable refute', () => {
    assert.equal(compareSpecs('Acme box profile sheet, 28 gauge, 3 m', 'Acme box profile sheet, 30 gauge, 3 m', home)!.sim, 0);
    assert.equal(compareSpecs('Acme binding wire 16 SWG 20kg', 'Acme binding wire 18 swg 20kg', home)!.sim, 0);
    assert.equal(compareSpecs('Acme speaker cable 12 AWG 30m', 'Acme speaker cable 14 AWG 30m', electronics)!.sim, 0);
  });
  it('positive: one gauge written as gauge or SWG agrees', () => {
    assert.equal(compareSpecs('Acme sheet 30 gauge 3m', 'ACME SHEET 30SWG 3M', home)!.sim, 1);
  });
  it('adversarial: a gauge in one title only, and a number before another word, are no conflict', () => {
    assert.equal(compareSpecs('Acme sheet 30 gauge', 'Acme sheet', home), null);
    assert.equal(compareSpecs('Acme gauge 30 sheets', 'Acme gauge 28 sheets', home), null);
  });
});

describe('unit forms: grams, kilograms, litres and millilitres written out or as a trade writes them', () => {
  // Session 31: a price list writes 340GM or 1000LTRS, a shop 50 grams or 2 kilograms; read as g, kg, l and ml.
  const food: ComparatorSpec = { kind: 'spec', weight: 0, category: 'food' };
  it('positive: one size written out or cut agrees with its symbol', () => {
    assert.equal(compareSpecs('ACME CORNED BEEF 340GM', 'Acme Corned Beef 340g Tin', food)!.sim, 1);
    assert.equal(compareSpecs('Acme instant coffee jar 50 grams', 'Acme Instant Coffee 50g Jar', food)!.sim, 1);
    assert.equal(compareSpecs('Acme maize meal 2 kilograms', 'ACME MAIZE MEAL 2KGS', food)!.sim, 1);
    assert.equal(compareSpecs('ACME WATER TANK 1000LTRS', 'Acme Water Tank 1000 L', food)!.sim, 1);
    assert.equal(compareSpecs('Acme juice 500 millilitres', 'Acme Juice 500ml', food)!.sim, 1);
  });
  it('negative: another size written so refutes', () => {
    assert.equal(compareSpecs('ACME CORNED BEEF 340GMS', 'Acme Corned Beef 198g Tin', food)!.sim, 0);
  });
  it('adversarial: the letters without a number are no size', () => {
    assert.equal(compareSpecs('Acme GM cereal', 'Acme cereal', food), null);
  });
});
