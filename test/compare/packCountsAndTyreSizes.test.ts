// Session 35, pset15r: a home good's pack count written before its number (product-units.json count_first)
// and tyre sizes (tyre_sizes). Titles invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareSpecs } from '../../src/compare/comparators/product.js';
import { tyreSizesOf, withCountsFirst } from '../../src/compare/comparators/productData.js';
import { compare } from '../../src/compare/index.js';

const HOME = { kind: 'spec', weight: 0.5, category: 'home_goods', refutes_below: 0.5 } as const;
const ELECTRONICS = { ...HOME, category: 'electronics' } as const;
const home = (a: string, b: string) => compare({ a: { name: a }, b: { name: b }, entity: 'product_home_goods' });

describe('a pack count written before its number (count_first)', () => {
  it('pack of, packet, box of and a till short form state one count (positive)', () => {
    assert.equal(withCountsFirst('home_goods', 'kestrel marker pens, pack of 12'), 'kestrel marker pens,  12 pcs ');
    assert.equal(withCountsFirst('home_goods', 'kestrel markers pk12'), 'kestrel markers  12 pcs ');
    assert.equal(compareSpecs('Kestrel Marker Pens, Black, Box of 24', 'KESTREL MARKER BLK BX24', HOME)?.sim, 1);
    assert.equal(compareSpecs('Kalamu za Kestrel, nyeusi, pakiti ya 24', 'Kestrel Marker Pens, Black, Pack of 24', HOME)?.sim, 1);
  });

  it('a pack word before a size or a code is no count; other categories read as before (negative)', () => {
    assert.equal(withCountsFirst('home_goods', 'wire nails 50 mm, carton of 20 kg'), 'wire nails 50 mm, carton of 20 kg');
    assert.equal(withCountsFirst('home_goods', 'storage box 12 litre'), 'storage box 12 litre');
    assert.equal(withCountsFirst('home_goods', 'sugar pack of 6 x 1 kg'), 'sugar pack of 6 x 1 kg');
    assert.equal(withCountsFirst('electronics', 'aa batteries pack of 4'), 'aa batteries pack of 4');
    assert.equal(compareSpecs('Kestrel Marker Pens, Black, Pack of 12', 'Kestrel Marker Pens, Black', HOME)?.sim, 1, 'a count on one title only');
  });

  it('two packs of one item holding two counts are two products (adversarial)', () => {
    assert.equal(compareSpecs('Kestrel Practice Balls, Orange, Pack of 8', 'Kestrel Practice Balls, Orange, Pack of 24', HOME)?.sim, 0);
    assert.notEqual(home('Kestrel Practice Balls, Orange, Pack of 8', 'Kestrel Practice Balls, Orange, Pack of 24').identity, 'same_entity');
  });
});

describe('tyre sizes (tyre_sizes)', () => {
  it('one size written by a shop and by a till agrees (positive)', () => {
    assert.deepEqual([...tyreSizesOf('home_goods', 'acme trail motorcycle tyre 3.00-17 front')], ['300/r17']);
    assert.deepEqual([...tyreSizesOf('home_goods', 'm/cycle tyre acme 300-17 tr7 fr')], ['300/r17']);
    assert.deepEqual([...tyreSizesOf('electronics', 'acme roadgrip 205/55 r16 91v')], ['205/55r16']);
    assert.equal(compareSpecs('Acme Roadgrip 205/55R16', 'ACME ROADGRIP 205/55 R16 TYRE', ELECTRONICS)?.sim, 1);
  });

  it('a dash between numbers without a tyre word, or a range, is no tyre size (negative)', () => {
    assert.equal(tyreSizesOf('home_goods', 'acme ear tags numbered 100-120').size, 0);
    assert.equal(tyreSizesOf('home_goods', 'acme tyre inflator for 10-24 inch wheels').size, 0);
    assert.equal(tyreSizesOf('food', 'acme 185/65r15').size, 0, 'only the categories the file names');
    assert.equal(compareSpecs('Acme Trail Tyre 3.00-17', 'Acme Trail Tyre', HOME), null, 'a size on one title only');
  });

  it('two sizes of one pattern are two products (adversarial)', () => {
    assert.equal(compareSpecs('Acme Trail Motorcycle Tyre 3.00-17 Front', 'M/CYCLE TYRE ACME 300-18 TR7 RR', HOME)?.sim, 0);
    assert.equal(compareSpecs('Acme Roadgrip 205/55R16', 'Acme Roadgrip 215/55R16', ELECTRONICS)?.sim, 0);
    assert.notEqual(home('Acme Trail Motorcycle Tyre 3.00-17 Front, 6PR', 'Acme Trail Motorcycle Tyre 3.00-18 Front, 6PR').identity, 'same_entity');
  });
});
