// Session 50, pset30r (issue 11, held-out pair set 30 as development data): a common fraction before a unit of
// weight or volume read as its decimal (1/2 kg = 0.5 kg, productData.ts withUnitFractionsRead); capers by their size
// grade, a food dimension (product-units.json caper_grade); a case of N a home good's pack count (count_first); a
// till receipt's and a German inventory list's label before a colon a document's label (document_label_words).
// Every record and title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalTitle, normaliseForSpecs } from '../../src/compare/comparators/productData.js';
import { normaliseText } from '../../src/compare/normalise.js';
import { productSpecs } from '../../src/compare/comparators/product.js';
import { compare } from '../../src/compare/index.js';

const same = (entity: string, a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity } as never).identity;

describe('a fraction before a unit of weight or volume', () => {
  it('is read as its decimal', () => {
    assert.equal(normaliseForSpecs('LENTILS RED 1/2 KG PKT'), 'lentils red 0.5 kg pkt');
    assert.equal(normaliseForSpecs('butter 1/4 lb'), 'butter 0.25 lb');
    assert.equal(normaliseForSpecs('Cream 3/4 L'), 'cream 0.75 l');
  });
  it('meets the other title\'s grams: a kitchen order and a shop title of one pack', () => {
    const shop = { title: 'Hillcrest Red Split Lentils 500g Bag', brand: 'Hillcrest' };
    assert.equal(same('product_grocery', shop, { name: 'CANTEEN DRY STORE ORDER ITEM 4: LENTILS RED SPLIT HILLCREST 1/2 KG BAG', manufacturer: 'Hillcrest' }), 'same_entity');
  });
  it('parts a half kilo from a two-kilo pack (read digit by digit, 1/2 KG was 2 kg)', () => {
    const big = { title: 'Hillcrest Red Split Lentils 2kg Bag', brand: 'Hillcrest' };
    assert.notEqual(same('product_grocery', big, { name: 'LENTILS RED SPLIT HILLCREST 1/2 KG BAG', manufacturer: 'Hillcrest' }), 'same_entity');
  });
  it('leaves an inch fraction and a ratio as written (a mixed number is read whole: revPset30r.test.ts)', () => {
    assert.equal(normaliseForSpecs('spanner set 5/16"-3/4"'), normaliseText('spanner set 5/16"-3/4"'));
    assert.equal(normaliseForSpecs('shaker tins 28/18 oz'), 'shaker tins 28/18 oz');
  });
});

describe('capers by their size grade', () => {
  it('parts two grades of one maker, cure and jar', () => {
    assert.notEqual(same('product_grocery', { title: 'Ortolana Capote Capers in Vinegar 90g', brand: 'Ortolana' }, { title: 'Ortolana Capers Non Pareilles in Vinegar 90g', brand: 'Ortolana' }), 'same_entity');
    assert.notEqual(same('product_grocery', { title: 'Ortolana Surfines Capers in Brine 90g', brand: 'Ortolana' }, { title: 'Ortolana Capers Non Pareilles in Brine 90g', brand: 'Ortolana' }), 'same_entity');
  });
  it('keeps one grade written two ways, and a grade on one title only, as before', () => {
    assert.equal(same('product_grocery', { title: 'Ortolana Nonpareil Capers in Vinegar 90g', brand: 'Ortolana' }, { title: 'Ortolana Capers Nonpareilles in Vinegar 90g', brand: 'Ortolana' }), 'same_entity');
    assert.equal(same('product_grocery', { title: 'Ortolana Nonpareilles Capers in Vinegar 90g', brand: 'Ortolana' }, { title: 'Ortolana Capers in Vinegar 90g', brand: 'Ortolana' }), 'same_entity');
  });
});

describe("a case of N, a home good's pack count", () => {
  it('is read as the count of pieces, as a box of N is', () => {
    assert.deepEqual([...(productSpecs('Highball glass 350ml, case of 12', 'home_goods').get('count') ?? [])], [12]);
    assert.deepEqual([...(productSpecs('HIGHBALL GLASS 350ML - CASE OF 24', 'home_goods').get('count') ?? [])], [24]);
  });
  it('parts a case of 12 from a box of 4 of one glass, and meets a set of the same count', () => {
    assert.notEqual(same('product_home_goods', { name: 'HIRE LIST R-1: HIGHBALL GLASS HARTWELL CLEAR 350ML - BOX OF 4' }, { name: 'HIRE LIST R-2: HIGHBALL GLASS HARTWELL CLEAR 350ML - CASE OF 12' }), 'same_entity');
    assert.equal(same('product_home_goods', { title: 'Hartwell Highball Glass 350ml, Set of 24' }, { title: 'Hartwell Highball Glass 350ml, Case of 24' }), 'same_entity');
  });
  it('leaves a case with a size after its number, or no number, as before', () => {
    assert.equal(productSpecs('Storage case 20 l', 'home_goods').get('count'), undefined);
    assert.equal(productSpecs('Hard shell carry case for drill', 'home_goods').get('count'), undefined);
  });
});

describe("a receipt's and an inventory list's label", () => {
  it('is left out beside another document\'s line', () => {
    assert.equal(same('product_grocery', { title: 'receipt: GOLDHORN CHICKPEAS 400G  £0.85', brand: 'Goldhorn' }, { name: 'CAFE DRY GOODS ORDER L2: CHICKPEAS GOLDHORN 400G TIN (HUMMUS)', manufacturer: 'Goldhorn' }), 'same_entity');
  });
  it("reads a German inventory list's label (Inventarliste, Liste) as a document's", () => {
    const read = canonicalTitle('electronics', 'INVENTARLISTE WERKSTATT R 12 PL. 2: MULTIMETER VOLTCRAFT VC-880', 'Voltcraft VC880 digital multimeter');
    assert.ok(!read.includes('inventarliste') && read.includes('multimeter'), read);
    assert.ok(!canonicalTitle('electronics', 'LISTE ATELIER 4: MULTIMETRE VOLTCRAFT VC-880', 'Voltcraft VC880 digital multimeter').includes('atelier'));
  });
  it('stays where the other title writes its word', () => {
    // A receipt book is a product: its title's receipt is no label beside another receipt book.
    assert.notEqual(same('product_home_goods', { title: 'Receipt: Duplicate Book A5 50 sets' }, { title: 'Duplicate Receipt Book A6 100 sets' }), 'same_entity');
  });
});
