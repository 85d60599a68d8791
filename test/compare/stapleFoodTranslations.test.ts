// Staple foods titled in Swahili, Afrikaans, French or Dutch against an English shop title (product-translations.json,
// session 30's staple-food words: salt by grain and use, palm oil, semolina, plantain, sliced, lean). Titles invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { titleInEnglish } from '../../src/compare/comparators/titleLanguage.js';
import { compare } from '../../src/compare/index.js';

const food = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'product_grocery' });

describe('a staple food titled in another language', () => {
  it('reads the food words in English (positive)', () => {
    assert.equal(titleInEnglish('chumvi ya mezani pwani 1 kg', 'pwani table salt 1kg'), 'table salt pwani 1 kg');
    assert.equal(titleInEnglish('huile de palme mabele 1 l', 'mabele palm oil 1l'), 'palm oil mabele 1 l');
    assert.equal(titleInEnglish('vlakte beesvleis biltong gesny 200 g', 'vlakte beef biltong sliced 200g'), 'vlakte beef biltong sliced 200 g');
  });

  it('one product under its translated title is one product (positive)', () => {
    const r = food({ title: 'Vlakte beesvleis-biltong gesny, 200 g', brand: 'Vlakte' }, { title: 'Vlakte Beef Biltong Sliced 200g', brand: 'Vlakte' });
    assert.equal(r.identity, 'same_entity');
  });

  it('two weights or two cuts stay two products (negative)', () => {
    assert.notEqual(food({ title: 'Vlakte beesvleis-biltong gesny, 200 g', brand: 'Vlakte' }, { title: 'Vlakte Beef Biltong Sliced 500g', brand: 'Vlakte' }).identity, 'same_entity');
  });

  it('fine and coarse salt of one maker stay two (adversarial)', () => {
    assert.notEqual(food({ title: 'Sel fin Pwani 1 kg', brand: 'Pwani' }, { title: 'Pwani Coarse Salt 1kg', brand: 'Pwani' }).identity, 'same_entity');
  });
});
