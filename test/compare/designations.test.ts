// Designations in home-goods titles (product-units.json designation_words): a short value after a class,
// grade or type word (class B / CL D, grade 42.5R) names the product's class; two titles stating different
// values of one entry are two products. Titles invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareSpecs } from '../../src/compare/comparators/product.js';
import { designationsOf } from '../../src/compare/comparators/productData.js';
import { compare } from '../../src/compare/index.js';

const SPEC = { kind: 'spec', weight: 0.5, category: 'home_goods', refutes_below: 0.5 } as const;
const home = (a: string, b: string) => compare({ a: { name: a }, b: { name: b }, entity: 'product_home_goods' });

describe('a class or grade stated in two home-goods titles', () => {
  it('one class written two ways agrees (positive)', () => {
    assert.deepEqual([...designationsOf('home_goods', 'hdpe pipe 63mm cl c 100m coil').values()].map((s) => [...s]), [['c']]);
    assert.equal(compareSpecs('HDPE pipe, 63 mm, class C, 100 m coil', 'HDPE PIPE 63MM CL C 100M', SPEC)?.sim, 1);
  });

  it('a class on one title only, or no class, is no conflict (negative)', () => {
    assert.equal(compareSpecs('HDPE pipe, 63 mm, class C, 100 m coil', 'HDPE PIPE 63MM 100M', SPEC)?.sim, 1);
    assert.equal(designationsOf('product_grocery', 'class a eggs').size, 0, 'only the categories the file names read designations');
  });

  it('two titles alike but for the class are two products (adversarial)', () => {
    assert.equal(compareSpecs('HDPE pipe, 63 mm, class C, 100 m coil', 'HDPE pipe, 63 mm, class D, 100 m coil', SPEC)?.sim, 0);
    assert.notEqual(home('Portland cement grade 42.5R, 50 kg bag', 'Portland cement grade 32.5R, 50 kg bag').identity, 'same_entity');
    assert.notEqual(home('HDPE pipe, 63 mm, class C, 100 m coil', 'HDPE pipe, 63 mm, class D, 100 m coil').identity, 'same_entity');
  });
});

describe('a designation value written as a word (session 34)', () => {
  it('grade three is grade 3 (positive)', () => {
    assert.deepEqual([...designationsOf('home_goods', 'sunrise science pupils book grade three').values()].map((s) => [...s]), [['3']]);
    assert.equal(compareSpecs('Sunrise Science Pupils Book Grade Three', 'Sunrise Science Grade 3 Pupils Book', SPEC)?.sim, 1);
  });
  it('grade three is no grade 4 (negative)', () => {
    assert.equal(compareSpecs('Sunrise Science Pupils Book Grade Three', 'Sunrise Science Grade 4 Pupils Book', SPEC)?.sim, 0);
  });
});
