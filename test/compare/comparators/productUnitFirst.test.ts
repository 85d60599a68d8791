// A size a language writes unit first (product-units.json unit_first: Swahili lita 1.8, gramu 500, kilo 2),
// read as the same size written number first. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { productSpecs } from '../../../src/compare/comparators/product.js';
import { compare, type FieldMap } from '../../../src/compare/index.js';

const home = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_home_goods' });
const specs = (title: string, category: string) => Object.fromEntries([...productSpecs(title, category)].map(([d, v]) => [d, [...v]]));

describe('a size written unit first', () => {
  it('positive: lita, gramu and kilo before a number state that size', () => {
    assert.deepEqual(specs('Sufuria ya alumini lita 3.5', 'home_goods'), { volume: [3500] });
    assert.deepEqual(specs('Unga wa ngano gramu 500', 'food'), { mass: [500] });
    assert.deepEqual(specs('Sukari kilo 2', 'food'), { mass: [2000] });
  });

  it('negative: a unit word with no number after it, or inside a longer word, states no size', () => {
    assert.deepEqual(specs('Kilo Supermarket own brand rice', 'food'), {});
    assert.deepEqual(specs('Litapure water filter', 'home_goods'), {});
  });

  it('adversarial: two sizes written unit first in one language are two products', () => {
    const r = home({ product_name: 'Jiko la gesi sufuria ya shinikizo lita 5' }, { product_name: 'Jiko la gesi sufuria ya shinikizo lita 7' });
    assert.notEqual(r.identity, 'same_entity');
    // The same size written unit first and number first is no conflict.
    const s = home({ product_name: 'Chupa ya chai lita 1 (glass refill)' }, { product_name: 'Chupa ya chai 1 L glass refill' });
    assert.notEqual(s.factors['name_spec_conflict'], 0);
  });
});
