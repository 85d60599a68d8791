// Consumer brands by the group that sells them (data/product-brands.json owners; brand.ts ownsBrand): a shop
// lists the label's brand, a feed or a register the group, so Upfield beside Flora or Diageo beside Smirnoff
// is no evidence either way, even where the group's till line writes the brand short (F/LIGHT) and its title
// does not open with it. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareBrands, ownsBrand } from '../../../src/compare/comparators/brand.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';
import { compare } from '../../../src/compare/index.js';

const brand: ComparatorSpec = { kind: 'brand', field: 'brand', text_field: 'name', weight: 0.5, brand_owners: true };

describe('brand owners table', () => {
  it('reads owners and brands as brands are read (corporate words, a range after the brand)', () => {
    assert.equal(ownsBrand('Upfield Ltd', 'Flora'), true);
    assert.equal(ownsBrand('Nigerian Breweries Plc', 'Gulder'), true);
    assert.equal(ownsBrand('DIAGEO', 'Smirnoff Ice Double Black'), true);
    assert.equal(ownsBrand('Flora', 'Upfield'), false);
    assert.equal(ownsBrand('Upfield', 'Sunpeak'), false);
  });
  it('positive: a group beside its brand is no evidence, whatever the titles write', () => {
    assert.equal(compareBrands({ name: 'FLORA LIGHT 500G', brand: 'Upfield' }, { name: 'Flora Light Spread 500g Tub', brand: 'Flora' }, brand), null);
    assert.equal(compareBrands({ name: 'SMIRN VODKA 750ML', brand: 'Diageo Plc' }, { name: 'Smirnoff No. 21 Vodka 750ml', brand: 'Smirnoff' }, brand), null);
  });
  it('negative: two groups, or a group beside a brand it does not sell, still disagree', () => {
    assert.equal(compareBrands({ name: 'FLORA LIGHT 500G', brand: 'Upfield' }, { name: 'Flora Light 500g', brand: 'Unilever' }, brand)!.sim, 0);
    assert.equal(ownsBrand('Procter & Gamble', 'Omo'), false);
    assert.equal(compareBrands({ name: 'SUNPEAK OATS 500G', brand: 'Diageo' }, { name: 'Oats 500g', brand: 'Sunpeak' }, brand)!.sim, 0);
  });
  it('adversarial: without brand_owners (electronics) the group still disagrees', () => {
    const plain: ComparatorSpec = { kind: 'brand', field: 'brand', text_field: 'name', weight: 0 };
    assert.equal(compareBrands({ name: 'FLORA LIGHT 500G', brand: 'Upfield' }, { name: 'Flora Light Spread 500g', brand: 'Flora' }, plain)!.sim, 0);
  });
  it('end to end: the group on a till line and the brand on a shop title of one spirit', () => {
    const r = compare({
      a: { title: 'SMIRNOFF 1818 VODKA 1LTR', producer: 'Diageo', abv: 37.5 },
      b: { title: 'Smirnoff 1818 Original Vodka 1 litre', brand: 'Smirnoff', abv: '37.5%' },
      entity: 'product_grocery',
    });
    assert.equal(r.factors.brand, undefined);
  });
});
