// Identity specs of a product title: measured specs within 3 %, colours as a variant dimension.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareSpecs } from '../../../src/compare/comparators/product.js';

const electronics = { kind: 'spec' as const, weight: 0, category: 'electronics' };
const food = { kind: 'spec' as const, weight: 0, category: 'food' };

describe('product specs', () => {
  it('positive: rounding and binary units agree; a colour both name agrees', () => {
    assert.equal(compareSpecs('samsung wb700 14.2 mp camera', 'samsung ec-wb700 14 mp camera', electronics)!.sim, 1);
    assert.equal(compareSpecs('evga gt 520 1gb ddr3', 'evga gt 520 1024 mb ddr3', electronics)!.sim, 1);
    assert.equal(compareSpecs('mouse black yellow border', 'mouse black', electronics)!.sim, 1);
    assert.equal(compareSpecs('case grey', 'case gray', electronics)!.sim, 1);
  });
  it('negative: another capacity or another colour is another product', () => {
    assert.equal(compareSpecs('flash drive 16gb', 'flash drive 32gb', electronics)!.sim, 0);
    assert.equal(compareSpecs('veneer screen cherry', 'veneer screen walnut', electronics)!.sim, 0);
    // A finish is its own dimension: a white fabric both share does not make cherry and oak agree.
    assert.equal(compareSpecs('cherry veneer screen matte white fabric', 'light oak veneer screen matte white fabric', electronics)!.sim, 0);
  });
  it('adversarial: colours are not specs of foods; 3 % is not 6 %', () => {
    assert.equal(compareSpecs('red lentils 1kg', 'green lentils 1000 g', food)!.sim, 1);
    assert.equal(compareSpecs('drive 16gb', 'drive 15gb', electronics)!.sim, 0);
    assert.equal(compareSpecs('usb cable', 'usb cable black', electronics), null);
  });
});
