// A sauce's or a spice's heat (product-units.json variant_words heat, the extra-hot marker; session 36, pset16r):
// mild and hot are two products, an extra-hot version is another product than the standard one. Titles invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const grocery = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'product_grocery' });

describe('heat of a sauce or a spice', () => {
  it('negative: mild against hot, and extra hot against hot or unmarked, are two products', () => {
    assert.notEqual(grocery({ title: 'ACME CURRY POWDER MILD 100G X12' }, { title: 'ACME CURRY POWDER HOT 100G X12' }).identity, 'same_entity');
    assert.notEqual(grocery({ title: 'ACME PERI SCE X/HOT 250ML' }, { title: 'ACME PERI SCE HOT 250ML' }).identity, 'same_entity');
    assert.notEqual(grocery({ title: 'Acme Peri-Peri Sous Ekstra Warm 250 ml', brand: 'Acme' }, { title: 'Acme Peri-Peri Sous Warm 250 ml', brand: 'Acme' }).identity, 'same_entity');
    assert.notEqual(grocery({ title: 'Acme Peri Peri Sauce Extra Hot 250ml', brand: 'Acme' }, { title: 'Acme Peri Peri Sauce 250ml', brand: 'Acme' }).identity, 'same_entity');
  });

  it('Afrikaans heat phrases meet the English heat words (product-translations.json af)', () => {
    assert.notEqual(grocery({ title: 'Acme Atjar warm gekrui, blik 400 g', brand: 'Acme' }, { title: 'Acme Atjar matig gekrui, blik 400 g', brand: 'Acme' }).identity, 'same_entity');
    assert.equal(grocery({ title: 'Acme Peri-Peri Sous Ekstra Warm 250 ml', brand: 'Acme' }, { title: 'Acme Peri-Peri Sauce Extra Hot 250ml', brand: 'Acme' }).identity, 'same_entity');
  });

  it('positive: one heat written two ways is one product', () => {
    assert.equal(grocery({ title: 'Acme Sweet Chilli Sauce Extra Hot, 500ml Bottle', brand: 'Acme' }, { title: 'ACME SWT CHILLI SCE X/HOT 500ML' }).identity, 'same_entity');
    assert.equal(grocery({ title: 'Acme Curry Powder Mild, 100g', brand: 'Acme' }, { title: 'ACME CURRY POWDER MILD 100G' }).identity, 'same_entity');
  });

  it('adversarial: hot as part of a product name on both sides is no disagreement', () => {
    assert.equal(grocery({ title: 'Acme Hot Chocolate Drink 500g', brand: 'Acme' }, { title: 'ACME HOT CHOC DRINK 500G' }).identity, 'same_entity');
  });
});
