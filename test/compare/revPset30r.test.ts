// Review of session 50's pset30r: a receipt's label word is also a product's noun (a receipt roll, a receipt
// printer, a receipt book), and a case is also the article itself (a pillow case, a cabin case) whose number is no
// pack count; a mixed number or a vulgar fraction before a unit is read whole (1 1/2 kg = 1.5 kg, ½ kg = 0.5 kg),
// not by its denominator alone. Every title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normaliseForSpecs } from '../../src/compare/comparators/productData.js';
import { productSpecs } from '../../src/compare/comparators/product.js';
import { compare } from '../../src/compare/index.js';
import { normaliseText } from '../../src/compare/normalise.js';

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

describe('a mixed number or a vulgar fraction before a unit of weight or volume', () => {
  it('is read whole, not as its denominator (1 1/2 kg was read as 2 kg)', () => {
    assert.equal(normaliseForSpecs('Sugar 1 1/2 KG'), 'sugar 1.5 kg');
    assert.equal(normaliseForSpecs('Rice 2-1/2 lb'), 'rice 2.5 lb');
    assert.equal(normaliseForSpecs('Rice ½ kg'), 'rice 0.5 kg');
    assert.equal(normaliseForSpecs('Rice 1½ kg'), 'rice 1.5 kg');
    assert.equal(normaliseForSpecs('Milk 3.8 1/2 l'), normaliseText('Milk 3.8 1/2 l'));
  });
  it('parts a bag and a half from a 2 kg bag, and meets its 1.5 kg listing', () => {
    assert.notEqual(same('product_grocery', 'Silver Spoon Granulated Sugar 1 1/2 KG', 'Silver Spoon Granulated Sugar 2kg'), 'same_entity');
    assert.notEqual(same('product_grocery', 'Tilda Basmati Rice ½ kg', 'Tilda Basmati Rice 2 kg'), 'same_entity');
    assert.equal(same('product_grocery', 'Silver Spoon Granulated Sugar 1 1/2 KG', 'Silver Spoon Granulated Sugar 1.5kg'), 'same_entity');
  });
});
