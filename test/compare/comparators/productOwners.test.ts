// A brand field that names the brand's owner (session 22, issue 11; brand.ts ownerBeside): feeds fill the
// brand from the manufacturer's register (a food group, a brewer, a parent), shops from the label, so
// 'Brightmoor Foods' beside 'Sunpeak' is no conflict when the group's own title opens with Sunpeak and
// never names the group. Two labels each naming their own maker still conflict. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareBrands } from '../../../src/compare/comparators/brand.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';

const brand: ComparatorSpec = { kind: 'brand', field: 'brand', text_field: 'name', weight: 0.5, brand_owners: true };

describe('brand owner beside the brand', () => {
  it('positive: the owner in one brand field, the brand opening both titles, is no evidence', () => {
    assert.equal(compareBrands({ name: 'SUNPEAK OATS 500G', brand: 'Brightmoor Foods Ltd' }, { name: 'Sunpeak Rolled Oats 500g', brand: 'Sunpeak' }, brand), null);
    assert.equal(compareBrands({ name: 'Kilnbrook Stout 6 x 330ml', brand: 'Kilnbrook' }, { name: 'KILNBROOK STOUT 330ML X 6', brand: 'United Valley Breweries' }, brand), null);
  });
  it('negative: two labels naming their own makers still disagree', () => {
    assert.equal(compareBrands({ name: 'Sunpeak Rolled Oats 500g', brand: 'Sunpeak' }, { name: 'Hillgate Rolled Oats 500g', brand: 'Hillgate' }, brand)!.sim, 0);
  });
  it('adversarial: without brand_owners (electronics, where the model code decides) the owner still disagrees', () => {
    const plain: ComparatorSpec = { kind: 'brand', field: 'brand', text_field: 'name', weight: 0 };
    assert.equal(compareBrands({ name: 'SUNPEAK OATS 500G', brand: 'Brightmoor Foods Ltd' }, { name: 'Sunpeak Rolled Oats 500g', brand: 'Sunpeak' }, plain)!.sim, 0);
  });
  it('adversarial: a title that names its own brand field, or another brand leading it, keeps the conflict', () => {
    assert.equal(compareBrands({ name: 'Brightmoor Sunpeak Oats 500g', brand: 'Brightmoor' }, { name: 'Sunpeak Rolled Oats 500g', brand: 'Sunpeak' }, brand)!.sim, 0);
    assert.equal(compareBrands({ name: 'Oat Crunch for Sunpeak fans 500g', brand: 'Hillgate' }, { name: 'Sunpeak Oat Crunch 500g', brand: 'Sunpeak' }, brand)!.sim, 0);
  });
});
