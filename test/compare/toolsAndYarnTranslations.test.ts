// Hand tools, hardware and knitting goods titled in Swahili, Afrikaans, French or Dutch against an English shop
// title (product-translations.json, session 30's tools and haberdashery). Titles invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { titleInEnglish } from '../../src/compare/comparators/titleLanguage.js';
import { compare } from '../../src/compare/index.js';

const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });

describe('a tool or a ball of yarn titled in another language', () => {
  it('reads the tool and material words in English (positive)', () => {
    assert.equal(titleInEnglish('nyundo ya makucha kingtul 500g mpini wa mbao', 'kingtul claw hammer 500g wooden handle'), 'claw hammer kingtul 500g handle wood');
    assert.equal(titleInEnglish('verfkwas bristo 38 mm', 'bristo paint brush 38mm'), 'paint brush bristo 38 mm');
    assert.equal(titleInEnglish('paumelles 100 mm laiton', 'butt hinges 100mm brass'), 'butt hinges 100 mm brass');
  });

  it('one hammer, brush or ball of yarn under its translated title is one article (positive)', () => {
    assert.equal(home('Nyundo ya makucha Kingtul 500g, mpini wa mbao', 'Kingtul Claw Hammer 500g Wooden Handle').identity, 'same_entity');
    assert.notEqual(home('Pinceau Bristo 38 mm, poils synthétiques', 'Bristo Paint Brush 38mm Synthetic Bristle').identity, 'different');
    assert.notEqual(home('Wolwerk akriel dubbelbrei-garing 100 g, rooi', 'Wolwerk Acrylic Double Knit Yarn 100g Red').identity, 'different');
  });

  it('two widths or two sizes stay two articles in any language (negative)', () => {
    assert.notEqual(home('Paumelles Kingtul 100 mm laiton', 'Kingtul Butt Hinges 75mm Brass').identity, 'same_entity');
    assert.notEqual(home('Verfkwas Bristo 38 mm', 'Bristo Paint Brush 75mm').identity, 'same_entity');
  });

  it('a hammer and a screwdriver of one maker stay two (adversarial)', () => {
    assert.notEqual(home('Nyundo Kingtul 500g', 'Kingtul Screwdriver 6mm').identity, 'same_entity');
    assert.notEqual(home('Hamer Kingtul 500g', 'Kingtul Hammer 500g Fibreglass').identity, 'different');
  });
});
