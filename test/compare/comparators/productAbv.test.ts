// Session 17 (issue 11, drinks): alcohol by volume as two catalogues write one beer — a percentage read
// as one (a retailer's 0.055, a dropped decimal point), a refutation only for the gap of a stronger
// version (more than a fifth of the larger value) — and styles a brewer and a rating site write another
// way (product-units.json synonyms and style_words). Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalTitle } from '../../../src/compare/comparators/productData.js';
import { compareQuantities } from '../../../src/compare/comparators/quantity.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';
import { compare, type FieldMap } from '../../../src/compare/index.js';

const grocery = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_grocery' });
const abv: ComparatorSpec = { kind: 'quantity', weight: 1, tolerance: 0.3, percent: true };
const plain: ComparatorSpec = { kind: 'quantity', weight: 1, tolerance: 0.3 };
const refuting: ComparatorSpec = { kind: 'quantity', weight: 0, tolerance: 0.1, relative: true, percent: true };

describe('quantity percent: ABV as catalogues write it', () => {
  it('positive: a share of one is also read in per cent', () => {
    assert.equal(compareQuantities('0.055', '5.5%', abv)!.sim, 1);
    assert.equal(compareQuantities('5.50 %', '0.055', abv)!.sim, 1);
    assert.equal(compareQuantities('0.07', '7.0 %', abv)!.sim, 1);
    assert.equal(compareQuantities('0.5 %', '0.5', abv)!.sim, 1, 'an alcohol-free 0.5 keeps its own reading');
  });
  it('positive: a dropped decimal point is nothing to say, not a conflict', () => {
    assert.equal(compareQuantities('5.5 %', '55', abv), null);
    assert.equal(compareQuantities('5.50 %', '55', abv), null);
    assert.equal(compareQuantities('12', '1.2 %', abv), null);
  });
  it('negative: without percent the values are read as written; other digits stay a conflict', () => {
    assert.equal(compareQuantities('0.055', '5.5%', plain)!.sim, 0);
    assert.equal(compareQuantities('5.5 %', '55', plain)!.sim, 0);
    assert.equal(compareQuantities('5.5 %', '65', abv)!.sim, 0);
    assert.equal(compareQuantities('5.5 %', '7.2 %', abv)!.sim, 0);
  });
  it('adversarial: a one-digit value is no dropped point; a % sign keeps a small value as written', () => {
    assert.equal(compareQuantities('5 %', '0.5 %', abv)!.sim, 0, 'a beer and its alcohol-free version');
    assert.equal(compareQuantities('5', '0.5%', abv)!.sim, 0);
    assert.equal(compareQuantities('0.05 %', '5 %', abv)!.sim, 0);
    assert.equal(compareQuantities('5.5', '5.5 %', abv)!.sim, 1, 'equal values are equal whatever their writing');
  });
  it('the refuting reading: more than a fifth of the larger value apart', () => {
    assert.ok(compareQuantities('11.60 %', '14 %', refuting)!.sim >= 0.5, 'a barleywine vintage, 2.4 of 14');
    assert.ok(compareQuantities('4.5 %', '5.5 %', refuting)!.sim >= 0.5, 'a revised recipe');
    assert.ok(compareQuantities('6.2 %', '8.6 %', refuting)!.sim < 0.5, 'an IPA and its double');
    assert.ok(compareQuantities('6.8 %', '9.1 %', refuting)!.sim < 0.5);
  });
});

describe('drinks: ABV through the grocery pack', () => {
  it('positive: two sources of one beer, another vintage or a revised recipe, merge', () => {
    assert.equal(grocery({ name: 'Old Quarryman Barleywine', brand: 'Quarry Hill Brewery', abv: '11.60 %' }, { name: 'Quarry Hill Old Quarryman Barley Wine', brand: 'Quarry Hill Brewery', abv: '13 %' }).identity, 'same_entity');
    assert.equal(grocery({ name: 'Ridgeback Red', brand: 'Ridgeback Brewing Company', abv: '4.50 %' }, { name: 'Ridgeback Red Ale', brand: 'Ridgeback Brewing', abv: '5.5 %' }).identity, 'same_entity');
    assert.equal(grocery({ name: 'Lighthouse Keeper Porter', brand: 'Cape Verity Brewing Company', abv: '0.055' }, { name: 'Cape Verity Lighthouse Keeper Porter', brand: 'Cape Verity Brewing Co.', abv: '5.5%' }).identity, 'same_entity');
    const slip = grocery({ name: 'Tanager Session Ale', brand: 'Tanager Brewing', abv: '5.5 %' }, { name: 'Tanager Session Ale', brand: 'Tanager Brewing', abv: '55' });
    assert.equal(slip.identity, 'same_entity');
    assert.equal(slip.factors['abv'], undefined, 'a dropped decimal point says nothing');
  });
  it('negative: a stronger version listed without its marker stays apart', () => {
    const r = grocery({ name: 'Gravel Road', brand: 'Gravel Road Brewing Co.', abv: '6.20 %' }, { name: 'Gravel Road', brand: 'Gravel Road Brewing Company', abv: '8.6 %' });
    assert.notEqual(r.identity, 'same_entity');
    assert.ok(r.factors['abv_quantity_conflict'] !== undefined);
    assert.notEqual(grocery({ name: 'Nightjar Stout', brand: 'Fenwick Ales', abv: '5.80 %' }, { name: 'Fenwick Nightjar Stout', brand: 'Fenwick Ales Ltd', abv: '9.5%' }).identity, 'same_entity');
  });
  it('adversarial: a fraction does not hide a stronger version; a marker still refutes at one ABV', () => {
    assert.notEqual(grocery({ name: 'Millrace Porter', brand: 'Millrace Brewing Company', abv: '0.06' }, { name: 'Millrace Porter', brand: 'Millrace Brewing', abv: '9.2 %' }).identity, 'same_entity');
    assert.notEqual(grocery({ name: 'Ridgeback Red', brand: 'Ridgeback Brewing Company', abv: '5.0 %' }, { name: 'Ridgeback Red Nitro', brand: 'Ridgeback Brewing', abv: '5.0 %' }).identity, 'same_entity');
  });
});

describe('drinks: styles a brewer and a rating site write another way', () => {
  it('positive: synonyms read as one style', () => {
    assert.equal(canonicalTitle('food', 'Klosterhof Wheat Bock', ''), 'klosterhof weizenbock');
    assert.equal(canonicalTitle('food', 'Sint-Bavo Belgian Strong Dark Ale', ''), 'sint-bavo quadrupel');
    assert.equal(canonicalTitle('food', 'Meadowlark Belgian White', ''), 'meadowlark witbier');
    // A style word the tables hold whole is not taken apart as a Dutch compound (wit + bier): it stays the style.
    assert.equal(canonicalTitle('food', 'Meadowlark Witbier', ''), 'meadowlark witbier');
    assert.equal(canonicalTitle('food', 'Hirschau Schwarzbier', ''), 'hirschau schwarzbier');
    assert.equal(canonicalTitle('food', 'Vieux Moulin Farmhouse Ale', ''), 'vieux moulin saison');
    assert.equal(canonicalTitle('food', 'Hirschau Black Lager', ''), 'hirschau schwarzbier');
    assert.equal(grocery({ name: 'Meadowlark Witbier', brand: 'Meadowlark Brewing Company', abv: '5.0 %' }, { name: 'Meadowlark Belgian White', brand: 'Meadowlark Brewing', abv: '5 %' }).identity, 'same_entity');
    assert.equal(grocery({ name: 'Kestrel Tripel', brand: 'Brouwerij Kestrel', abv: '9.0 %' }, { name: 'Kestrel Abbey Tripel', brand: 'Kestrel', abv: '8.0%' }).identity, 'same_entity', 'abbey is a style word');
  });
  it('negative: other categories and other styles stay as written', () => {
    assert.equal(canonicalTitle('electronics', 'Belgian White tile', ''), 'belgian white tile');
    assert.equal(canonicalTitle('food', 'White Cheddar', ''), 'white cheddar', 'white alone is no witbier');
    assert.notEqual(grocery({ name: 'Hirschau Helles', brand: 'Brauerei Hirschau', abv: '4.9 %' }, { name: 'Hirschau Dunkel', brand: 'Hirschau', abv: '5.1 %' }).identity, 'same_entity');
  });
  it('adversarial: a style word inside a beer’s own name does not merge it with the style', () => {
    assert.notEqual(grocery({ name: 'Pale Rider', brand: 'Copperline Brewing Co.', abv: '5.6 %' }, { name: 'Copperline Pale Ale', brand: 'Copperline Brewing Company', abv: '5.0 %' }).identity, 'same_entity');
    assert.notEqual(grocery({ name: 'Kestrel Tripel', brand: 'Brouwerij Kestrel', abv: '9.0 %' }, { name: 'Kestrel Dubbel', brand: 'Kestrel', abv: '7.0 %' }).identity, 'same_entity');
  });
});
