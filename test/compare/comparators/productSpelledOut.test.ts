// A letter spelled out (product-units.json spelled_out_letters): German listings exported through an
// ASCII-only system write ä, ö, ü as ae, oe, ue (Loewenbraeu, Koelsch), others keep the letter or fold it
// to its base (Löwenbräu, Lowenbrau). The rival comparator must not read the two spellings of one word
// as two makers' words. Records written for these tests, in the styles of an importer's price list and
// a grocer's shelf listing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalTitle, spelledOutVariant } from '../../../src/compare/comparators/productData.js';
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
    // The name comparators read the word one way too (the title that spells it out takes the other's form).
    const [spelled, folded] = ['Schlenkerla Rauchbier Maerzen', 'Schlenkerla Rauchbier Märzen'];
    assert.equal(canonicalTitle('food', spelled, folded), canonicalTitle('food', folded, spelled));
    const maerzen = grocery({ name: 'Schlenkerla Rauchbier Märzen', brand: 'Brauerei Heller-Trum', abv: '5.1%' }, { name: 'Schlenkerla Rauchbier Maerzen', brand: 'Brauerei Heller-Trum', abv: '5.1 %' });
    assert.equal(maerzen.factors['name'], 1);
  });
  it('negative: two makers whose words differ otherwise still refute, and other words are not variants', () => {
    assert.equal(spelledOutVariant('paulaner', 'pauliner'), false);
    assert.equal(spelledOutVariant('loewe', 'lowe'), true);
    assert.equal(spelledOutVariant('koenig', 'konigs'), false, 'an added letter elsewhere is another word');
    const r = grocery({ name: 'Paulaner Märzen', abv: '5.8%' }, { name: 'Hacker-Pschorr Maerzen', abv: '5.8 %' });
    assert.equal(r.factors['name_rival'], 0);
    assert.notEqual(r.identity, 'same_entity');
    // A spelled-out form the other title does not write folded stays as written.
    assert.match(canonicalTitle('food', 'Koenig Pilsener', 'Bitburger Pils'), /^koenig /);
  });
  it('adversarial: an English word that looks spelled out, beside an ASCII title, stays its own word', () => {
    assert.equal(spelledOutVariant('toe', 'to'), false, 'words of fewer than four letters');
    assert.equal(spelledOutVariant('blue', 'blue'), false, 'the same word is not a variant of itself');
    assert.ok(spelledOutVariant('queen', 'quen'), 'as words alone they look like one');
    // ... but neither title writes an umlaut: two words to the name comparators and to the rival comparator.
    assert.match(canonicalTitle('food', 'Queen Honey Ale', 'Quen Honey Ale'), /queen/);
    const r = grocery({ name: 'Guest Porter', brand: 'Harbour Ales' }, { name: 'Gust Porter', brand: 'Harbour Ales' });
    assert.notEqual(r.factors['name'], 1);
    // A title that writes the letter does allow it (Löwe / Loewe).
    assert.doesNotMatch(canonicalTitle('food', 'Loewe Dunkel', 'Löwe Dunkel'), /loewe/);
  });
});
