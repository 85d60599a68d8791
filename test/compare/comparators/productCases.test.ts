// Cases and multipacks of foods and drinks (session 22, issue 11; product-units.json
// variant_markers.food.multipacks): a case written 6 x 330ml, 330ml x 6, 24x330ml, pack of 12 or 6-pack is
// another item than one unit of that size (a grocer gives the case its own code and price); two stated
// counts must agree. A listing that states no size (a rating site's beer) may be either. And the size
// after a case's x is read (6x1.5l is 1.5 l, never 5 l). Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareMarkers, compareSpecs } from '../../../src/compare/comparators/product.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';
import { compare, type FieldMap } from '../../../src/compare/index.js';

const marker: ComparatorSpec = { kind: 'marker', weight: 0, category: 'food' };
const spec: ComparatorSpec = { kind: 'spec', weight: 0, category: 'food' };
const grocery = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_grocery' });

describe('food cases: the marker comparator', () => {
  it('positive: one case written three ways says nothing', () => {
    assert.equal(compareMarkers('Acme Lemonade 6 x 330ml Cans', 'ACME LEMONADE 330ML X 6', marker), null);
    assert.equal(compareMarkers('Acme Spring Water 50cl x 12', 'ACME SPRING WATER 50CL (PACK OF 12)', marker), null);
    assert.equal(compareMarkers('Acme Cola 24x330ml', 'Acme Cola 24 x 33cl case', marker), null);
  });
  it('negative: a case against one unit of its size, and two counts, refute', () => {
    assert.deepEqual(compareMarkers('Acme Lager 6 x 33cl Bottles', 'Acme Lager 33cl Bottle', marker), { sim: 0 });
    assert.deepEqual(compareMarkers('Acme Noodles Beef 40 x 70g Carton', 'Acme Noodles Beef 70g', marker), { sim: 0 });
    assert.deepEqual(compareMarkers('Acme Spring Water 6 x 1.5l', 'Acme Spring Water 12 x 1.5l', marker), { sim: 0 });
  });
  it('adversarial: a listing without a size, a decimal and a size bound to nothing carry no case', () => {
    assert.equal(compareMarkers('Acme Porter 6 pack 12 oz bottles', 'Acme Porter', marker), null);
    assert.equal(compareMarkers('Acme Juice 1.5 x', 'Acme Juice 1.5l', marker), null);
    assert.equal(compareMarkers('Acme Juice 1.5l', 'Acme Juice 1500ml', marker), null);
  });
});

describe('food cases: the size after the x', () => {
  it('positive: 6x1.5l is 1.5 l and agrees with 6 x 1,5 L', () => {
    assert.equal(compareSpecs('acme water pack 6x1.5l', 'acme water 6 x 1,5 l', spec)!.sim, 1);
  });
  it('negative: 6x1.5l is no 5 l', () => {
    assert.equal(compareSpecs('acme water pack 6x1.5l', 'acme water 6 x 5l', spec)!.sim, 0);
  });
});

describe('food cases through the grocery pack', () => {
  it('a case is not the can; the same case written two ways is', () => {
    assert.notEqual(grocery({ name: 'Acme Ginger Beer 24 x 330ml Cans', brand: 'Acme' }, { name: 'Acme Ginger Beer 330ml Can', brand: 'Acme' }).identity, 'same_entity');
    assert.equal(grocery({ name: 'Acme Ginger Beer 24 x 330ml Cans', brand: 'Acme' }, { title: 'ACME GINGER BEER 330ML X 24 CANS', brand_name: 'Acme' }).identity, 'same_entity');
  });
});

describe('food cases: one case written three ways is one name word', () => {
  it('positive: 6 x 330ml, 330ml x 6 and pack of 6 read as 6pack', async () => {
    const { canonicalTitle } = await import('../../../src/compare/comparators/productData.js');
    const a = canonicalTitle('food', 'Acme Lemonade 6 x 330ml', 'ACME LEMONADE 330ML X 6');
    const b = canonicalTitle('food', 'ACME LEMONADE 330ML X 6', 'Acme Lemonade 6 x 330ml');
    assert.ok(a.split(' ').includes('6pack') && b.split(' ').includes('6pack'), `${a} / ${b}`);
    assert.ok(canonicalTitle('food', 'Acme Water 50cl (Pack of 12)', 'Acme Water 50cl x 12').split(' ').includes('12pack'));
  });
  it('negative: a single pack is no case word', async () => {
    const { canonicalTitle } = await import('../../../src/compare/comparators/productData.js');
    assert.ok(!canonicalTitle('food', 'Acme Oats Pack of 1 500g', 'Acme Oats 500g').includes('pack'));
  });
  it('adversarial: a W x H size of a home good is no case (home goods read no multipacks)', async () => {
    const { canonicalTitle } = await import('../../../src/compare/comparators/productData.js');
    assert.ok(!canonicalTitle('home_goods', 'Acme Towel 50 x 90', 'Acme Towel 50x90cm').includes('pack'));
  });
});
