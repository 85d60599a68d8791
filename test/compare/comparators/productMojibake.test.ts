// Mojibake in product listings (core/fold.ts repairMojibake, read by compare/normalise.ts): a catalogue
// whose UTF-8 text was decoded once as Windows-1252 upstream writes each accented letter as two
// characters (`Cervecería` → `CervecerÃ­a`), so a maker's or a beer's accented word differs from the
// same word written correctly by the other listing. Records written for these tests, in the styles of
// an importer's spreadsheet export and a grocer's scraped feed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../../src/compare/index.js';
import { normaliseText } from '../../../src/compare/normalise.js';

const grocery = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_grocery' });
const electronics = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_electronics' });

describe('product names written in mojibake', () => {
  it('positive: a garbled accented word reads as the word (drinks and electronics)', () => {
    assert.equal(normaliseText('SlÃ¡inte Irish Red Ale'), normaliseText('Sláinte Irish Red Ale'));
    const beer = grocery({ name: 'Sláinte Irish Red Ale', brand: 'Loose Shoe Brewing', abv: '5 %' }, { name: 'SlÃ¡inte Irish Red Ale', brand: 'Loose Shoe Brewing Company', abv: '5.0%' });
    assert.equal(beer.factors['name'], 1);
    assert.equal(beer.identity, 'same_entity');
    const cider = grocery({ name: 'Cidre Bouché Brut de Normandie', brand: 'Christian Drouin', abv: '4.5 %' }, { name: 'Cidre BouchÃ© Brut de Normandie 750ml', brand: 'Christian Drouin', abv: '4.5%' });
    assert.equal(cider.identity, 'same_entity');
    // A retailer's French listing garbled by its feed: `à réduction` → `Ã\u00a0 rÃ©duction`.
    const garbled = { name: 'Sennheiser HD 450BT Casque Bluetooth Ã\u00a0 rÃ©duction de bruit Noir', brand: 'Sennheiser' };
    const clean = { name: 'Sennheiser HD 450BT casque Bluetooth à réduction de bruit, noir', brand: 'Sennheiser' };
    assert.equal(normaliseText('Ã\u00a0 rÃ©duction'), 'a reduction');
    assert.equal(electronics(garbled, clean).factors['name'], 1);
  });
  it('negative: a correctly written name is left as it is, and two products stay two', () => {
    assert.equal(normaliseText('Zürich Märzen café'), 'zurich marzen cafe');
    const r = grocery({ name: 'Cidre BouchÃ© Brut', brand: 'Christian Drouin', abv: '4.5 %' }, { name: 'Cidre Bouché Doux', brand: 'Christian Drouin', abv: '2.5 %' });
    assert.notEqual(r.identity, 'same_entity');
  });
  it('adversarial: text that is not whole UTF-8 as bytes (an accented capital before a symbol) is not rewritten', () => {
    assert.equal(normaliseText('Ã ¡ Olé'), 'a ¡ ole'.normalize('NFKD').replace(/\p{M}+/gu, ''));
    const r = electronics({ name: 'Señal Pro Ã tuner' }, { name: 'Señal Pro Ã tuner' });
    assert.equal(r.factors['name'], 1);
  });
});
