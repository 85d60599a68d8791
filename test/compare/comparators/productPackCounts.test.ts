// A box of strips or cards written as packs x pieces against its pieces in all (session 26, issue 11;
// product.ts COUNT_OF_COUNTS): a pharmacy's or a wholesaler's line writes 3 x 10 tablets, 10 cards x 10
// tablets or 1 x 6 tablets, a till line or a price list 30s, 100s or 6s: one box. The count in all is one more
// reading of the box's count, and a packs' count then stated in all on both sides is no multipack on one
// side only. Titles written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareMarkers, compareSpecs, productSpecs } from '../../../src/compare/comparators/product.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';

const spec: ComparatorSpec = { kind: 'spec', weight: 0, category: 'food' };
const marker: ComparatorSpec = { kind: 'marker', weight: 0, category: 'food' };

describe('a box of strips and its pieces in all', () => {
  it('positive: packs x pieces agrees with the count in all, and the packs are no multipack', () => {
    assert.equal(compareSpecs('Zentra 250mg Tablets 3 x 10 tablets', 'ZENTRA 250MG TABS 30S', spec)!.sim, 1);
    assert.equal(compareSpecs('Fevex Plus, box of 10 strips x 10 caplets', 'FEVEX PLUS CAPLETS 100S', spec)!.sim, 1);
    assert.equal(compareSpecs('Malaquin 20/120 – 1 x 6 tablets', 'MALAQUIN 20/120 TAB 6S', spec)!.sim, 1);
    assert.equal(compareMarkers('Zentra 250mg Tablets 3 x 10 tablets', 'ZENTRA 250MG TABS 30S', marker), null);
  });
  it('negative: another count in all still parts, and a box against one strip is not read as one count', () => {
    assert.equal(compareSpecs('Zentra 250mg Tablets 3 x 10 tablets', 'ZENTRA 250MG TABS 20S', spec)!.sim, 0);
    assert.equal(compareSpecs('Zentra 250mg 3 x 10 tablets', 'Zentra 250mg 2 x 10 tablets', spec)!.sim, 0);
    assert.deepEqual([...productSpecs('Zentra 250mg 10 tablets', 'food').get('count') ?? []], []);
  });
  it('adversarial: a size after the x is a multipack, not a count; a multipack of a size still parts from one unit', () => {
    // 6 x 25g is six bags of 25 g: no count of 150 pieces.
    assert.deepEqual([...productSpecs('Crunch Crisps 6 x 25g bags', 'food').get('count')!], [6]);
    assert.deepEqual(compareMarkers('Crunch Crisps Salted 6 x 25g', 'Crunch Crisps Salted 25g', marker), { sim: 0 });
    // A unit before the x makes a size too: 2g x50 sticks is fifty 2 g sticks, no count of 100.
    assert.equal(compareSpecs('KAHAWA CLASSIC 2G X50 STICKS', 'Kahawa Classic Instant Coffee Sticks 50 x 2g', spec)!.sim, 1);
    assert.equal(productSpecs('KAHAWA CLASSIC 2G X50 STICKS', 'food').get('count'), undefined);
    // Electronics reads no counts: 2 x 4 ports is nothing here.
    assert.equal(productSpecs('Hub 2 x 4 ports', 'electronics').get('count'), undefined);
  });
});
