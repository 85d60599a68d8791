// A vintage year on one listing only (product-units.json variant_markers.food.undated_listings): a
// brewer dates a release by its vintage, a rating site or a grocer lists the beer under one entry, so
// the name comparators leave a year out when the other title states none. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalTitle, statedYears } from '../../../src/compare/comparators/productData.js';
import { compare, type FieldMap } from '../../../src/compare/index.js';

const grocery = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_grocery' });
const words = (s: string) => s.split(/[^a-z0-9]+/).filter(Boolean);

describe('a vintage year on one grocery listing only', () => {
  it('positive: the name comparators read the one name both carry', () => {
    assert.deepEqual(words(canonicalTitle('food', 'Heron Point Barleywine (2016)', 'Heron Point Barleywine')), ['heron', 'point', 'barleywine']);
    const r = grocery({ name: 'Heron Point Barleywine (2016)', brand: 'Heron Point Brewing', abv: '10.0 %' }, { name: 'Heron Point Barleywine', brand: 'Heron Point Brewing Company', abv: '11.5 %' });
    assert.equal(r.factors['name'], 1);
    assert.equal(r.identity, 'same_entity');
  });
  it('negative: two vintages stay two releases, and electronics keeps a release year in the name', () => {
    const r = grocery({ name: 'Frostbite Winter Ale (2018)', brand: 'Dunmore Brewery', abv: '7.2 %' }, { name: 'Frostbite Winter Ale (2019)', brand: 'Dunmore Brewery', abv: '7.4 %' });
    assert.notEqual(r.identity, 'same_entity');
    assert.deepEqual(words(canonicalTitle('food', 'Frostbite Winter Ale (2018)', 'Frostbite Winter Ale (2019)')), ['frostbite', 'winter', 'ale', '2018']);
    // A program's release year on one listing only is another release (Roxio Easy CD 2011 / Easy CD).
    assert.deepEqual(words(canonicalTitle('electronics', 'Roxio Easy CD and DVD Burning 2011', 'Roxio Easy CD DVD Burning')), ['roxio', 'easy', 'cd', 'and', 'dvd', 'burning', '2011']);
  });
  it('adversarial: a number before a unit is no year, and a title of a year only stays whole', () => {
    assert.deepEqual([...statedYears(['2000', 'mah', 'battery'])], []);
    assert.deepEqual([...statedYears(['batch', '2019', 'stout'])], ['2019']);
    assert.deepEqual(words(canonicalTitle('food', 'Lemonade 2000 ml', 'Lemonade')), ['lemonade', '2000', 'ml']);
    assert.deepEqual(words(canonicalTitle('food', '(2010)', 'Anniversary Ale')), ['2010'], 'a title of a year only stays whole');
  });
});
