// A pack written as its count and its unit's size against its count and total contents (session 26,
// issue 11; product.ts packCount): a till line or a retail feed writes 4 x 90g, 5g x 60 or 12 x 500ml,
// the maker's listing pack of 4 (360 g), 60 cubes, 300 g or 6 l: one pack. The pack's total is one more
// reading of its size, in the dimensions the category's multipacks are sized by (foods: mass and volume);
// the multipack marker still parts a pack from one unit. Titles written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareMarkers, compareSpecs, productSpecs } from '../../../src/compare/comparators/product.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';
import { compare } from '../../../src/compare/index.js';

const spec: ComparatorSpec = { kind: 'spec', weight: 0, category: 'food' };
const marker: ComparatorSpec = { kind: 'marker', weight: 0, category: 'food' };

describe('a pack by its units and by its total', () => {
  it('positive: count x size before or after the size agrees with the total', () => {
    assert.equal(compareSpecs('Sunrise Soap Bar Aloe 4X90G', 'Sunrise Soap Bar Aloe, pack of 4 (360 g)', spec)!.sim, 1);
    assert.equal(compareSpecs('Kuku Stock Cubes Beef 5g x 60', 'Kuku Beef Stock (60 cubes, 300 g)', spec)!.sim, 1);
    assert.equal(compareSpecs('Pure Spring Water 12 x 500ml', 'Pure Spring Water 12-pack, 6 l', spec)!.sim, 1);
    assert.equal(compareMarkers('Sunrise Soap Bar Aloe 4X90G', 'Sunrise Soap Bar Aloe, pack of 4 (360 g)', marker), null);
  });
  it('negative: another total, and one unit against its pack, still part', () => {
    assert.equal(compareSpecs('Sunrise Soap Bar Aloe 4X90G', 'Sunrise Soap Bar Aloe, pack of 6 (540 g)', spec)!.sim, 0);
    assert.equal(compareSpecs('Kuku Stock Cubes Beef 5g x 60', 'Kuku Beef Stock (100 cubes, 500 g)', spec)!.sim, 0);
    // The single bar agrees in size with one unit of the pack; the marker parts them.
    assert.deepEqual(compareMarkers('Sunrise Soap Bar Aloe 4X90G', 'Sunrise Soap Bar Aloe 90g', marker), { sim: 0 });
  });
  it('adversarial: a pack against one large unit of its total, a decimal and a code are no pack', () => {
    // Six small bags of crisps are not the 150 g sharing bag: the sizes agree, the marker parts them.
    assert.equal(compareSpecs('Crunch Crisps Salted 6 x 25g', 'Crunch Crisps Salted 150g', spec)!.sim, 1);
    assert.deepEqual(compareMarkers('Crunch Crisps Salted 6 x 25g', 'Crunch Crisps Salted 150g', marker), { sim: 0 });
    // 1.5 x is no count of units; a number over the pack bound is none either.
    assert.deepEqual([...productSpecs('Pure Juice 1.5 x 2l', 'food').get('volume')!], [2000]);
    assert.deepEqual([...productSpecs('Pure Juice 2l x 9000', 'food').get('volume')!], [2000]);
    // Electronics reads no pack totals: two 8 GB modules are no 16 GB module.
    assert.deepEqual([...productSpecs('Apex RAM kit 2 x 8gb DDR4', 'electronics').get('storage')!], [8000]);
  });
  it('a grocery pack written both ways merges through the pack', () => {
    const a = { name: 'Sunrise Soap Bar Aloe, pack of 4 (360 g)', brand: 'Sunrise' };
    const b = { name: 'SUNRISE SOAP BAR ALOE 4X90G', brand: 'Sunrise' };
    const r = compare({ a, b, entity: 'product_grocery' });
    assert.equal(r.factors.name_spec, 1);
  });
});
