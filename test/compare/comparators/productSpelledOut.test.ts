// A letter spelled out (product-units.json spelled_out_letters): German listings exported through an
// ASCII-only system write ä, ö, ü as ae, oe, ue (Loewenbraeu, Koelsch), others keep the letter or fold it
// to its base (Löwenbräu, Lowenbrau). The rival comparator must not read the two spellings of one word
// as two makers' words. Records written for these tests, in the styles of an importer's price list and
// a grocer's shelf listing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { spelledOutVariant } from '../../../src/compare/comparators/productData.js';
import { compare, type FieldMap } from '../../../src/compare/index.js';

const grocery = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_grocery' });

describe('a letter spelled out in a product name', () => {
  it('positive: one word written both ways is no rival brand, and the pair merges', () => {
    assert.ok(spelledOutVariant('loewenbraeu', 'lowenbrau'));
    assert.ok(spelledOutVariant('kolsch', 'koelsch'));
    const beer = grocery({ name: 'Löwenbräu Original', brand: 'Löwenbräu AG', abv: '5.2%' }, { name: 'Loewenbraeu Original', brand: 'Loewenbraeu', abv: '5.2 %' });
    assert.equal(beer.factors['name_rival'], undefined);
    assert.equal(beer.identity, 'same_entity');
    const koelsch = grocery({ name: 'Früh Kölsch 500 ml', brand: 'Cölner Hofbräu P. Josef Früh', abv: '4.8%' }, { name: 'Frueh Koelsch 0.5 l', brand: 'Cölner Hofbräu Früh', abv: '4.8 %' });
    assert.equal(koelsch.identity, 'same_entity');
  });
  it('negative: two makers whose words differ otherwise still refute, and other words are not variants', () => {
    assert.equal(spelledOutVariant('paulaner', 'pauliner'), false);
    assert.equal(spelledOutVariant('loewe', 'lowe'), true);
    assert.equal(spelledOutVariant('koenig', 'konigs'), false, 'an added letter elsewhere is another word');
    const r = grocery({ name: 'Paulaner Märzen', abv: '5.8%' }, { name: 'Hacker-Pschorr Maerzen', abv: '5.8 %' });
    assert.equal(r.factors['name_rival'], 0);
    assert.notEqual(r.identity, 'same_entity');
  });
  it('adversarial: short words and the same word are no variants; an English word that looks spelled out only lifts the rival refutation', () => {
    assert.equal(spelledOutVariant('toe', 'to'), false, 'words of fewer than four letters');
    assert.equal(spelledOutVariant('blue', 'blue'), false, 'the same word is not a variant of itself');
    // queen / quen reads as one word; it is read only where a title's own word would refute, never as agreement.
    assert.equal(spelledOutVariant('queen', 'quen'), true);
    const r = grocery({ name: 'Queen Bee Honey Ale', brand: 'Hive Brewing', abv: '5%' }, { name: 'Quen Honey Ale', brand: 'Hive Brewing', abv: '5%' });
    assert.notEqual(r.factors['name'], 1, 'the name comparators still read two words');
  });
});
