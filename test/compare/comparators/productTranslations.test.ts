// Product titles in Swahili, Afrikaans, French or Dutch read in English (comparators/titleLanguage.ts,
// data/product-translations.json): one product listed by a local shop in its language and by a feed in
// English agrees on brand, size and meaning; two products of one brand still part on the words that
// differ (colour, texture, flavour) and on size. Records written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { titleInEnglish } from '../../../src/compare/comparators/titleLanguage.js';
import { compare } from '../../../src/compare/index.js';

const same = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'product_grocery' }).identity;

describe('product titles in other languages', () => {
  it('reads words and phrases in English, longest phrase first, function words dropped', () => {
    assert.equal(titleInEnglish('kahawa ya mlima iliyosagwa', 'mlima ground coffee'), 'coffee mlima ground');
    assert.equal(titleInEnglish('castle lager nie-herbruikbare bottel', 'x'), 'castle lager non returnable bottle');
    assert.equal(titleInEnglish('poudre a creme anglaise', 'x'), 'custard powder');
    assert.equal(titleInEnglish('unga wa ngano', 'x'), 'wheat flour');
  });
  it('adversarial: a word the other title also writes stays (a brand that is also a word)', () => {
    assert.equal(titleInEnglish('asali safi kilo 1', 'asali pure honey 1kg'), 'asali pure kilo 1');
  });
  it('adversarial: English titles, English words of another meaning and words inside longer words stay', () => {
    for (const t of ['sunrise oat biscuits 500g', 'pain relief tablets', 'grand fort sale', 'melkweg', 'vanilla rose tea']) {
      assert.equal(titleInEnglish(t, 'x'), t);
    }
  });
  it('positive: one product in Swahili, Afrikaans and French against its English listing', () => {
    assert.equal(same({ title: 'Sukari ya kahawia Mumias kilo 2', brand: 'Mumias' }, { title: 'Mumias Brown Sugar 2kg', brand: 'Mumias' }), 'same_entity');
    assert.equal(same({ title: 'Sunvale Gladde Grondboontjiebotter 400 g', brand: 'Sunvale' }, { title: 'Sunvale Smooth Peanut Butter 400g', brand: 'Sunvale' }), 'same_entity');
    assert.equal(
      same({ title: 'Café moulu Kilimanjaro Estate torréfaction foncée 500 g', brand: 'Kilimanjaro Estate' }, { title: 'Kilimanjaro Estate Dark Roast Ground Coffee 500g', brand: 'Kilimanjaro Estate' }),
      'same_entity',
    );
  });
  it('negative: another colour, texture, flavour or size of one brand is not merged', () => {
    assert.notEqual(same({ title: 'Sukari nyeupe Mumias kilo 2', brand: 'Mumias' }, { title: 'Mumias Brown Sugar 2kg', brand: 'Mumias' }), 'same_entity');
    assert.notEqual(same({ title: 'Sunvale Growwe Grondboontjiebotter 400 g', brand: 'Sunvale' }, { title: 'Sunvale Smooth Peanut Butter 400g', brand: 'Sunvale' }), 'same_entity');
    assert.notEqual(same({ title: 'Yaourt Laiterie du Lac à la fraise 500 g', brand: 'Laiterie du Lac' }, { title: 'Laiterie du Lac Vanilla Yoghurt 500g', brand: 'Laiterie du Lac' }), 'same_entity');
    assert.notEqual(same({ title: 'Sukari ya kahawia Mumias kilo 1', brand: 'Mumias' }, { title: 'Mumias Brown Sugar 2kg', brand: 'Mumias' }), 'same_entity');
  });
  it('a carton of packets written in French is a multipack, not one packet', () => {
    assert.notEqual(same({ title: 'Penta spaghetti, carton de 20 paquets de 500 g', brand: 'Penta' }, { title: 'PENTA SPAGHETTI 500G', brand: 'Penta' }), 'same_entity');
  });
  it('a till slash form names a flavour word by its initial (P/BUTTER = peanut butter)', () => {
    assert.equal(same({ title: 'SUNVALE P/BUTTER SMOOTH 400G', brand: 'Sunvale' }, { title: 'Sunvale Smooth Peanut Butter 400g', brand: 'Sunvale' }), 'same_entity');
  });
  it('household goods: one towel, pen box or cooker in Swahili, French or Afrikaans against its English listing', () => {
    const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' }).identity;
    assert.equal(home('Taulo ya kuogea Pwani Cotton 70x140, nyeupe', 'Pwani Cotton Bath Towel 70x140 White'), 'same_entity');
    assert.equal(home('Stylos bille Scriba bleu, pointe moyenne, boîte de 20', 'Scriba Ballpoint Pens Blue Medium Point, Box of 20'), 'same_entity');
    assert.equal(home('Kookhuis drukkoker 6 liter, vlekvrye staal', 'Kookhuis Stainless Steel Pressure Cooker 6 Litre'), 'same_entity');
    // Negative: another size, colour or kind of one maker.
    assert.notEqual(home('Taulo ya mkono Pwani Cotton 50x90, nyeupe', 'Pwani Cotton Bath Towel 70x140 White'), 'same_entity');
    assert.notEqual(home('Stylos bille Scriba noir, pointe moyenne, boîte de 20', 'Scriba Ballpoint Pens Blue Medium Point, Box of 20'), 'same_entity');
    assert.notEqual(home('Kookhuis braaipan 28 cm, vlekvrye staal', 'Kookhuis Stainless Steel Pressure Cooker 6 Litre'), 'same_entity');
  });
  it('adversarial: a product name made of a listed word the other title writes joined stays (Jiko Koa / Jikokoa)', () => {
    assert.equal(titleInEnglish('jiko koa charcoal stove', 'burn jikokoa charcoal stove'), 'jiko koa charcoal stove');
  });
});
