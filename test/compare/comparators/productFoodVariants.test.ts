// Food variant dimensions a shop sells apart under one brand and one size (issue 11, session 29): shade
// (light / medium / dark: a coffee's roast, a rum, a soy sauce), texture (smooth / crunchy: a nut butter) and
// grind (ground / whole beans / instant). Two titles stating two values of one are two products; a value on
// one title only is no disagreement. Records invented for these tests (Kilele, Tausi and Jabali are
// made-up brands).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareSpecs } from '../../../src/compare/comparators/product.js';
import { compare } from '../../../src/compare/index.js';

const food = { kind: 'spec' as const, weight: 0, category: 'food' };
const electronics = { kind: 'spec' as const, weight: 0, category: 'electronics' };
const grocery = (a: string, b: string) =>
  compare({ a: { title: a, brand: a.split(' ')[0]! }, b: { title: b, brand: b.split(' ')[0]! }, entity: 'product_grocery' }).identity;

describe('food variant dimensions: shade, texture, grind', () => {
  it('negative: two values of one dimension are two products', () => {
    assert.equal(compareSpecs('kilele medium roast ground coffee 250g', 'kilele dark roast ground coffee 250g', food)!.sim, 0);
    assert.equal(compareSpecs('kilele medium roast ground coffee 500g', 'kilele medium roast whole beans 500g', food)!.sim, 0);
    assert.equal(compareSpecs('kilele instant coffee 100g', 'kilele ground coffee 100g', food)!.sim, 0);
    assert.equal(compareSpecs('tausi smooth peanut butter 400g', 'tausi crunchy peanut butter 400g', food)!.sim, 0);
    assert.equal(compareSpecs('jabali light rum 750ml', 'jabali dark rum 750ml', food)!.sim, 0);
    assert.notEqual(grocery('Kilele Medium Roast Ground Coffee 250g', 'Kilele Medium Roast Coffee Beans 250g'), 'same_entity');
    assert.notEqual(grocery('Tausi Creamy Peanut Butter 400g', 'Tausi Chunky Peanut Butter 400g'), 'same_entity');
  });

  it('positive: one value written two ways, or stated alike, agrees', () => {
    assert.equal(compareSpecs('tausi creamy peanut butter 400g', 'tausi smooth peanut butter 400g', food)!.sim, 1);
    assert.equal(compareSpecs('kilele coffee bean 1kg', 'kilele coffee beans 1kg', food)!.sim, 1);
    assert.equal(compareSpecs('kilele dark roast ground 250g', 'kilele ground coffee dark roast 250 g', food)!.sim, 1);
    assert.equal(grocery('Tausi Crunchy Peanut Butter 400g', 'Tausi Chunky Peanut Butter 400g'), 'same_entity');
  });

  it('positive: a title in Swahili, Afrikaans or French reaches the same values', () => {
    assert.notEqual(grocery('Kahawa ya Kilele iliyosagwa, ukaangaji wa kati, gramu 250', 'Kilele Medium Roast Whole Coffee Beans 250g'), 'same_entity');
    assert.notEqual(grocery('Tausi Gladde Grondboontjiebotter 400 g', 'Tausi Crunchy Peanut Butter 400g'), 'same_entity');
    assert.notEqual(grocery('Café Kilele moulu, torréfaction foncée, 250 g', 'Kilele Medium Roast Ground Coffee 250g'), 'same_entity');
  });

  it('adversarial: a value on one title only is no disagreement; other categories do not read these dimensions', () => {
    assert.equal(compareSpecs('kilele ground coffee 250g', 'kilele coffee 250g', food)!.sim, 1, 'one-sided grind');
    assert.equal(compareSpecs('tausi peanut butter 400g', 'tausi smooth peanut butter 400g', food)!.sim, 1, 'one-sided texture');
    assert.equal(compareSpecs('light oak shelf 80 cm', 'dark oak shelf 80 cm', electronics)!.sim, 1, 'electronics reads no shade');
  });
});
