// Trade lines' carton counts (session 31, issue 11; productData.withoutTradeCarton): a title written wholly in
// capitals that ends in a count bound by x (a wholesaler's price list, a supplier master: … 400G X12) states
// how many units its carton holds, not another product, so the shop's listing of one unit names the same
// product; kept where the other title writes that count too, so one case written two ways still agrees and
// two counts still part. A shop's mixed-case multipack is still a multipack. Titles written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareMarkers } from '../../../src/compare/comparators/product.js';
import { FIELD_COMPARATORS } from '../../../src/compare/comparators/index.js';
import { withoutTradeCarton } from '../../../src/compare/comparators/productData.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';
import { compare, type FieldMap } from '../../../src/compare/index.js';

// The registry's marker comparator: both titles read as the pack reads them (titlesInEnglish) first.
const markers = (a: string, b: string) => FIELD_COMPARATORS.marker(a, b, marker, {} as never);
const marker: ComparatorSpec = { kind: 'marker', weight: 0, category: 'food' };
const grocery = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_grocery' }).identity;
const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' }).identity;

describe('trade cartons: reading the line', () => {
  it('positive: a capitals line closing with a bound count loses the count beside a title without it', () => {
    assert.equal(withoutTradeCarton('ZEST CASHEWS RSTD SALTED 400G X12', 'Zest Roasted Salted Cashews 400g'), 'ZEST CASHEWS RSTD SALTED 400G');
    assert.equal(withoutTradeCarton('ACME BUCKET 15LT BLUE X 6', 'Acme Bucket 15 Litre Blue'), 'ACME BUCKET 15LT BLUE');
  });
  it('negative: the other title writing the same count keeps it (one case written two ways)', () => {
    assert.equal(withoutTradeCarton('ACME LAGER 330ML X 6', 'Acme Lager 6 x 330ml Cans'), 'ACME LAGER 330ML X 6');
  });
  it('adversarial: a mixed-case title, a count inside the line and a line without letters are left as written', () => {
    assert.equal(withoutTradeCarton('Acme Lager 330ml x 6', 'Acme Lager 330ml'), 'Acme Lager 330ml x 6');
    assert.equal(withoutTradeCarton('ACME LAGER 6X330ML', 'Acme Lager 330ml'), 'ACME LAGER 6X330ML');
    assert.equal(withoutTradeCarton('ACME GINGER BEER 330ML X 24 CANS', 'Acme Ginger Beer 330ml'), 'ACME GINGER BEER 330ML X 24 CANS');
    assert.equal(withoutTradeCarton('12 X 6', 'Acme 12'), '12 X 6');
  });
});

describe('trade cartons: the marker comparator', () => {
  it('positive: a price line of one jar size beside the shop title of one jar refutes nothing', () => {
    assert.equal(markers('ACME PEANUT BUTTER SMOOTH 400G X12', 'Acme Smooth Peanut Butter 400g Jar'), null);
  });
  it('negative: a shop multipack still parts from one unit, and two stated counts still part', () => {
    assert.deepEqual(compareMarkers('Acme Lager 6 x 33cl Bottles', 'Acme Lager 33cl Bottle', marker), { sim: 0 });
    assert.deepEqual(markers('ACME LAGER 330ML X 12', 'Acme Lager 6 x 330ml Cans'), { sim: 0 });
  });
});

describe('trade cartons through the packs', () => {
  it('positive: a wholesaler line and a shop title of one product merge', () => {
    assert.equal(grocery({ title: 'ZEST CASHEWS RSTD SALTED 400G X12' }, { title: 'Zest Roasted Salted Cashews 400g Sharing Bag', brand: 'Zest' }), 'same_entity');
    assert.equal(grocery({ title: 'ACME LAGER 330ML X 6' }, { title: 'Acme Lager 6 x 330ml Cans', brand: 'Acme' }), 'same_entity');
  });
  it('negative: another size or another variant on the line is not merged', () => {
    assert.notEqual(grocery({ title: 'ZEST CASHEWS RSTD SALTED 200G X24' }, { title: 'Zest Roasted Salted Cashews 400g Sharing Bag', brand: 'Zest' }), 'same_entity');
    assert.notEqual(home('ACME BUCKET 15LT BLUE X6', 'Acme Bucket 10 Litre Blue'), 'same_entity');
  });
});
