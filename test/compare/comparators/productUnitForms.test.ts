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
