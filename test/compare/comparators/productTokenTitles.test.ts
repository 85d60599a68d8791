// The grocery pack's token comparator reads a title as its name comparator does (category food, as the
// electronics and home goods packs do): a title in Swahili, Afrikaans or French in English, a till's short
// forms written out, a size written one way (issue 11, session 29). Records invented for these tests (Tausi
// and Kilele are made-up brands).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalSpecs } from '../../../src/compare/comparators/productData.js';
import { compare } from '../../../src/compare/index.js';

const grocery = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_grocery' });
const tokens = (a: string, b: string) => grocery(a, b).factors['name_tftoken'] ?? 0;

describe('grocery token comparator reads the food title', () => {
  it('positive: a translated or till title shares its words with the English one', () => {
    assert.ok(tokens('Unga wa mahindi Tausi kilo 2', 'Tausi Maize Flour 2kg') >= 0.9);
    assert.ok(tokens('Kilele vlapoeier 300 g', 'Kilele Custard Powder 300g') >= 0.9, 'Afrikaans');
    assert.ok(tokens('Jus de fruits Kilele pomme 1 l', 'Kilele Apple Fruit Juice 1L') >= 0.9, 'French, 1 l / 1L');
    assert.ok(tokens('TAUSI YOG STRAWB 500ML', 'Tausi Strawberry Yoghurt 500ml') >= 0.9, 'till short forms');
    assert.equal(grocery('Unga wa mahindi Tausi kilo 2', 'Tausi Maize Flour 2kg').score, 1);
  });

  it('negative: another flavour, size or grind is still not the product', () => {
    assert.notEqual(grocery('TAUSI YOG STRAWB 500ML', 'Tausi Vanilla Yoghurt 500ml').identity, 'same_entity');
    assert.notEqual(grocery('Mchele wa Tausi kilo 5', 'Tausi Rice 2kg').identity, 'same_entity');
    assert.notEqual(grocery('Kilele Koffie gemaal 250 g', 'Kilele Instant Coffee 250g').identity, 'same_entity');
    assert.notEqual(grocery('Mtindi wa Tausi ladha ya vanila ml 500', 'Tausi Strawberry Yoghurt 500ml').identity, 'same_entity');
  });

  it('adversarial: a translated title of another brand still parts; a size unread stays a word', () => {
    assert.notEqual(grocery('Sukari ya Tausi kilo 2', 'Kilele Sugar 2kg').identity, 'same_entity');
    assert.ok(tokens('Tausi Maize Flour 2kg', 'Tausi Maize Flour 5kg') < 1, 'two sizes are two words');
  });

  it('adversarial: a size written alike but for a space is one writing, not an agreeing name word', () => {
    // Swahili writes kilo 2 (read 2 kg), the English listing 2kg: both are written 2kg, so the branded name
    // leaves the size out as it does a size written alike, and one differing kind word still weighs.
    assert.equal(canonicalSpecs('food', '2 kg', '2kg').trim(), '2kg');
    assert.equal(canonicalSpecs('food', '33cl', '330 ml').trim(), '330volume', 'two units stay one canonical word');
    const translated = (a: string, b: string) => compare({ a: { title: a, brand: 'Tausi' }, b: { title: b, brand: 'Tausi' }, entity: 'product_grocery' }).identity;
    assert.notEqual(translated('Sukari nyeupe Tausi kilo 2', 'Tausi Brown Sugar 2kg'), 'same_entity');
    assert.notEqual(translated('Unga wa ngano Tausi kilo 2', 'Tausi Maize Flour 2kg'), 'same_entity');
    assert.equal(translated('Unga wa mahindi Tausi kilo 2', 'Tausi Maize Flour 2kg'), 'same_entity');
  });
});
