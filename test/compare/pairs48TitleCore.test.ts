// Session 48 (pairs48, a method round on sets 1–20): a title read apart from the text around it. Titles and names
// invented here.
// 1. A customs classification code in a title (HS 2103.90, the tariff heading of the goods) is left out of the
//    title the name comparators read (productData withoutClassificationBracket): every product of its kind shares
//    it, so it is no name word the other title lacks, and two lines that both carry it do not agree by it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { withoutClassificationBracket } from '../../src/compare/comparators/productData.js';

const grocery = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'product_grocery' });
const homeGoods = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'product_home_goods' });

describe('a customs classification code in a title', () => {
  it('is read away with the bracket it stands in, whatever its label and case', () => {
    assert.equal(withoutClassificationBracket('KISIMA SWT CHILLI SCE 730ML X12 (HS 2103.90)'), 'KISIMA SWT CHILLI SCE 730ML X12');
    assert.equal(withoutClassificationBracket('Nyota sat phone XT9 (hs code: 8517.13.00) 1 unit'), 'Nyota sat phone XT9 1 unit');
    // No label, or a label without a heading: as written.
    assert.equal(withoutClassificationBracket('ACME PUMP 151710 (HS)'), 'ACME PUMP 151710 (HS)');
    assert.equal(withoutClassificationBracket('ACME HS2040 HAIR STRAIGHTENER'), 'ACME HS2040 HAIR STRAIGHTENER');
  });

  it("an importer's line with its heading and a shop's title of the item are one product", () => {
    assert.equal(grocery({ title: 'KISIMA SWT CHILLI SCE 730ML X12 (HS 2103.90)' }, { title: 'Kisima Sweet Chilli Sauce, 730ml Bottle', brand: 'Kisima' }).identity, 'same_entity');
    assert.equal(
      grocery({ title: 'ZAWADI MARG PASTRY SHEETS 10KG CTN (HS 1517.10)' }, { title: 'Zawadi Pastry Margarine, Laminating Sheets, 10kg Carton', brand: 'Zawadi' }).identity,
      'same_entity',
    );
  });

  it('negative: two items of one heading are not made alike by it', () => {
    // Cake and pastry margarine of one maker, one size, one heading.
    assert.notEqual(grocery({ title: 'ZAWADI MARG CAKE 10KG CTN (HS 1517.10)' }, { title: 'ZAWADI MARG PASTRY SHEETS 10KG CTN (HS 1517.10)' }).identity, 'same_entity');
    assert.notEqual(grocery({ title: 'ZAWADI MARG CAKE 10KG CTN (HS 1517.10)' }, { title: 'Zawadi Pastry Margarine, Laminating Sheets, 10kg Carton', brand: 'Zawadi' }).identity, 'same_entity');
    // The extra-hot sauce beside the plain one, and another board size.
    assert.notEqual(grocery({ title: 'KISIMA SWT CHILLI SCE X/HOT 730ML X12 (HS 2103.90)' }, { title: 'Kisima Sweet Chilli Sauce, 730ml Bottle', brand: 'Kisima' }).identity, 'same_entity');
    assert.notEqual(homeGoods({ title: 'TUMAINI IRONING BRD STIRO 110X30 (HS 9403.20)' }, { title: 'Tumaini Stiro Ironing Board, 124 x 38 cm' }).identity, 'same_entity');
  });
});

// Session 48 review (rev-pairs48b): the name read drops a tariff heading only (groups joined by a point or a hyphen),
// never a size after it nor a model's name (HS 2000). Inputs written here.
describe('a tariff heading read out of a title keeps what follows it (review)', () => {
  const grocery = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_grocery' }).identity;
  it('negative: the size after the heading still parts two pack sizes', () => {
    assert.notEqual(grocery('KESTREL MARGARINE HS 1517.10 250 G', 'KESTREL MARGARINE HS 1517.10 500 G'), 'same_entity');
    assert.notEqual(grocery('KESTREL MARGARINE HS 1517.10 250 G', 'Kestrel Margarine 500g'), 'same_entity');
  });
  it('negative: a label before a bare four-digit number is a model name, not a heading', () => {
    assert.notEqual(grocery('Kestrel HS 2000 Hair Straightener', 'Kestrel S 5500 Hair Straightener'), 'same_entity');
  });
});
