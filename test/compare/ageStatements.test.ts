// A spirit's age statement written three ways (product-units.json age: 12YO, 12 yrs, 12 Year Old). Titles invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const grocery = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'product_grocery' });

describe('an age statement', () => {
  it('one age written as YO, yrs or Year Old agrees (positive)', () => {
    assert.equal(grocery({ title: 'GLENMORANGIE 10YO 700ML', brand: 'Glenmorangie' }, { product_name: 'Glenmorangie 10 yrs 70cl', brand: 'Glenmorangie' }).identity, 'same_entity');
    assert.equal(grocery({ title: 'Chivas Regal 12 Year Old 1L' }, { title: 'Chivas Regal 12 YO 1000ml' }).identity, 'same_entity');
  });

  it('two ages are two products, whatever else agrees (adversarial)', () => {
    const r = grocery({ title: 'GLENMORANGIE 10YO 700ML', brand: 'Glenmorangie' }, { product_name: 'Glenmorangie 18 yrs 70cl', brand: 'Glenmorangie' });
    assert.notEqual(r.identity, 'same_entity');
    assert.equal(r.factors.name_spec, 0);
  });

  it('a title without an age may be either (negative)', () => {
    const r = grocery({ title: 'Old Speckled Hen 500ml' }, { title: 'Old Speckled Hen 500 ml' });
    assert.equal(r.identity, 'same_entity');
    assert.notEqual(grocery({ title: 'Glenmorangie Original 70cl', brand: 'Glenmorangie' }, { title: 'Glenmorangie 10 yrs 70cl', brand: 'Glenmorangie' }).factors.name_spec, 0);
  });
});
