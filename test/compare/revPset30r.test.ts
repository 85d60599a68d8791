// Review of session 50's pset30r: a receipt's label word is also a product's noun (a receipt roll, a receipt
// printer, a receipt book), and a case is also the article itself (a pillow case, a cabin case) whose number is no
// pack count. Every title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { productSpecs } from '../../src/compare/comparators/product.js';
import { compare } from '../../src/compare/index.js';

const same = (entity: string, a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity } as never).identity;

describe('receipt before a colon', () => {
  it("is the product's kind beside another noun (Receipt Rolls:, Receipt Printer:), not a till receipt's label", () => {
    assert.notEqual(same('product_home_goods', 'Receipt Rolls: Thermal 80 x 80mm, box of 20', 'Thermal Labels 80 x 80mm, box of 20'), 'same_entity');
    assert.notEqual(same('product_home_goods', 'Receipt Paper: Thermal Till Rolls 57 x 40mm, pack of 20', 'Thermal Label Rolls 57 x 40mm, pack of 20'), 'same_entity');
    assert.notEqual(same('product_home_goods', 'Receipt Book: Carbonless Duplicate A5, 50 sets', 'Carbonless Duplicate Invoice Pad A5, 50 sets'), 'same_entity');
  });
  it("is a till receipt's label alone or with its number", () => {
    assert.equal(same('product_grocery', 'receipt: GOLDHORN CHICKPEAS 400G  £0.85', 'CAFE DRY GOODS ORDER L2: CHICKPEAS GOLDHORN 400G TIN (HUMMUS)'), 'same_entity');
    assert.equal(same('product_grocery', 'RECEIPT 0412 L3: GOLDHORN CHICKPEAS 400G  £0.85', 'Goldhorn Chickpeas in Water 400g'), 'same_entity');
  });
});

describe('case before a number', () => {
  it('is a pack count only with its joiner (case of 12), not the article and its own number', () => {
    assert.equal(productSpecs('Pillow Case 400 Thread Count White', 'home_goods').get('count'), undefined);
    assert.equal(productSpecs('Antler Cabin Case 55', 'home_goods').get('count'), undefined);
    assert.deepEqual([...(productSpecs('Highball glass 350ml, case of 12', 'home_goods').get('count') ?? [])], [12]);
  });
  it("leaves one pillow case pair written two ways one article", () => {
    assert.equal(same('product_home_goods', 'Dunelm Pillow Case 400 Thread Count White, Pair', 'Dunelm Pillowcases 400 Thread Count White, Pack of 2'), 'same_entity');
  });
});
