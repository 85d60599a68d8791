// Review of session 44's pset24r round: inputs written for this test, none from a bench set.
// A weight or a tyre's rim size read as a price (productData.ts withoutPrices), a document's closing count left out
// beside a shop's multipack of another count (withoutDocumentLabel), one grouping of numbers both titles write read
// as a shared article number (product.ts compareCodes).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareCodes } from '../../src/compare/comparators/product.js';
import { withoutDocumentLabel, withoutPrices, withoutTradeCarton } from '../../src/compare/comparators/productData.js';
import { compare } from '../../src/compare/index.js';

const grocery = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_grocery' });

describe('an amount read as a price only where a line prints a price', () => {
  it('a weight in pounds and a rim size are no prices', () => {
    assert.equal(withoutPrices('Lavazza Crema e Gusto coffee beans 2 pounds'), 'Lavazza Crema e Gusto coffee beans 2 pounds');
    assert.equal(withoutPrices('Bridgestone R168 truck tyre 215/75 R17.5'), 'Bridgestone R168 truck tyre 215/75 R17.5');
    assert.equal(withoutPrices('Defy hob GHS 2.5 kW'), 'Defy hob GHS 2.5 kW');
    assert.notEqual(grocery('Lavazza Crema e Gusto coffee beans 2 pounds', 'Lavazza Crema e Gusto coffee beans 5 pounds').identity, 'same_entity');
  });

  it('a price after @, with a currency sign or with its cents is still read away', () => {
    assert.equal(withoutPrices('SEL: JACOBS KRONUNG 200G R84.99'), 'SEL: JACOBS KRONUNG 200G');
    assert.equal(withoutPrices('Feta 200g @ KSh 450'), 'Feta 200g');
    assert.equal(withoutPrices('FETA 200G £2.10'), 'FETA 200G');
    assert.equal(withoutPrices('Feta 200g 3,50 €'), 'Feta 200g');
  });
});

describe("a document's closing count beside a shop's multipack", () => {
  it('stays where the other title states a count of its own', () => {
    assert.equal(withoutDocumentLabel('Office order wk 3: Sprite cans 330ml x 24', 'Sprite 6 x 330ml'), 'Sprite cans 330ml x 24');
    assert.equal(withoutDocumentLabel('Office order wk 3: Sprite cans 330ml x 24', 'Sprite 330ml cans 6 pack'), 'Sprite cans 330ml x 24');
    assert.notEqual(grocery('Office order wk 3: Sprite cans 330ml x 24', 'Sprite 330ml cans 6 pack').identity, 'same_entity');
  });

  it('is still left out beside a title of one unit', () => {
    assert.equal(withoutDocumentLabel('Office order wk 3: Sprite cans 330ml x 24', 'Sprite 330ml can'), 'Sprite cans 330ml');
  });
});

describe('numbers both titles write in the same groups', () => {
  it('are no shared article number', () => {
    assert.notEqual(compareCodes('Continental PremiumContact 6 205 55 16 91V', 'Continental EcoContact 6 205 55 16 91V')?.sim, 1);
    assert.notEqual(compareCodes('Office desk oak 120 60 75 cm', 'Office desk walnut 120 60 75 cm')?.sim, 1);
  });

  it('while two groupings of one number still agree', () => {
    assert.equal(compareCodes('Grohe Eurosmart mixer 33 265 003', 'GROHE EUROSMART 33265 003')?.sim, 1);
    assert.equal(compareCodes('Grohe Eurosmart mixer 33265003', 'GROHE EUROSMART 33 265 003')?.sim, 1);
  });
});

describe("a trade line's closing carton count beside a shop's multipack", () => {
  it('stays where the other title states a count of its own, in either case of x', () => {
    assert.equal(withoutTradeCarton('COCA COLA 330ML x24', 'Coca-Cola 6 x 330ml cans'), 'COCA COLA 330ML x24');
    assert.equal(withoutTradeCarton('COCA COLA 330ML X 24', 'Coca-Cola 330ml cans, 6 x 330ml'), 'COCA COLA 330ML X 24');
    assert.equal(withoutTradeCarton('DARI COUSCOUS FIN 500G X20 CTN', 'Couscous Dari grain fin, paquet 500 g'), 'DARI COUSCOUS FIN 500G');
    assert.equal(grocery('COCA COLA 330ML x24', 'Coca-Cola 6 x 330ml cans').factors.name_spec, 0);
  });

  it('is still left out beside a title of one unit', () => {
    assert.equal(withoutTradeCarton('COCA COLA 330ML x24', 'Coca-Cola 330ml can'), 'COCA COLA 330ML');
  });
});

describe("a size's x is no multipack's count", () => {
  it('a carton count beside a width by length is still left out', () => {
    assert.equal(withoutTradeCarton('ACME MASK TAPE 24MMX50M X36', 'Acme Masking Tape 24mm x 50m'), 'ACME MASK TAPE 24MMX50M');
  });
});
