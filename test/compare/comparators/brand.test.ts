// Brands (canonical words, aliases, conflicts flagged for corroboration, two makers named on two labels)
// and brand-free product names.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brandSimilarity, brandWords, compareBrandedNames, compareBrands, GENERIC_NAME_CAP, productWords } from '../../../src/compare/comparators/brand.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';
import { loadTfTable } from '../../../src/compare/tfTable.js';

const brandSpec: ComparatorSpec = { kind: 'brand', field: 'brand', text_field: 'name', weight: 0, refutes_below: 0.5 };
const nameSpec: ComparatorSpec = { kind: 'branded_name', field: 'name', brand_field: 'brand', weight: 3 };
const ctx = { tf: loadTfTable('product_grocery') };

describe('brands', () => {
  it('reads words without corporate words, possessives joined', () => {
    assert.deepEqual(brandWords('Pints Brewing Co. .'), ['pints']);
    assert.deepEqual(productWords("Fuller's Traitor_s Gate"), ['fullers', 'traitors', 'gate']);
  });
  it('positive: spacing, corporate words, aliases, extensions and typos', () => {
    assert.equal(brandSimilarity('TP-Link', 'tp link'), 1);
    assert.equal(brandSimilarity('Pints Brewing Co.', 'Pints Brewing Company'), 1);
    assert.equal(brandSimilarity('Hewlett Packard', 'HP'), 1);
    assert.equal(brandSimilarity('Night Owl', 'Night Owl Optics'), 0.9);
    assert.equal(brandSimilarity('Power Mate', 'PowerMat'), 0.9);
    assert.equal(brandSimilarity('Sansung', 'Samsung'), 0.85);
  });
  it('negative: two makers conflict, flagged so that an agreeing model code can lift it', () => {
    assert.equal(brandSimilarity('EVGA', 'PNY'), 0);
    const r = compareBrands({ brand: 'Tripp Lite' }, { brand: 'CyberPower' }, brandSpec)!;
    assert.equal(r.sim, 0);
    assert.equal(r.nearMiss, true);
  });
  it('negative: each label names its own maker and not the other: a conflict, still open to corroboration', () => {
    const a = { name: "Hawai'i Nui Sunset Amber Ale", brand: "Hawai'i Nui Brewing / Mehana Brewing Company" };
    const b = { name: 'Grand Canyon Sunset Amber Ale', brand: 'Grand Canyon Brewing Company' };
    const r = compareBrands(a, b, brandSpec)!;
    assert.equal(r.sim, 0);
    assert.equal(r.conflict, true);
    assert.equal(r.nearMiss, true);
    // Named by its first two words: Flying Monkeys Craft Brewery labels its beers Flying Monkeys.
    const m = compareBrands({ name: 'Flying Monkey Amber Ale', brand: 'Flying Monkey Brewing Company' }, { name: 'Flying Monkeys Amber Ale', brand: 'Flying Monkeys Craft Brewery' }, brandSpec)!;
    assert.equal(m.conflict, true);
  });
  it('adversarial: one label names no maker, or a label names both (a collaboration): no conflict flagged', () => {
    const one = compareBrands({ name: 'Poor Richards Ale', brand: 'Dry Dock Brewing Co.' }, { name: '21st Amendment Poor Richards Ale', brand: '21st Amendment Brewery' }, brandSpec)!;
    assert.equal(one.conflict, undefined);
    const both = compareBrands(
      { name: 'Peak Organic The Maple Collaboration', brand: 'Peak Organic Brewing Company' },
      { name: 'Shipyard Peak Organic The Maple Collaboration', brand: 'Shipyard Brewing Company' },
      brandSpec,
    )!;
    assert.equal(both.conflict, undefined);
  });
  it('adversarial: a brand named only in the other title; a brand of corporate words only', () => {
    assert.equal(compareBrands({ brand: 'Night Owl' }, { name: 'night owl 5x50 monocular' }, brandSpec)!.sim, 0.9);
    assert.equal(compareBrands({ brand: 'Night Owl' }, { name: '5x50 monocular' }, brandSpec), null);
    assert.equal(brandSimilarity('The Company', 'The Company Ltd'), 0.9);
    assert.equal(brandSimilarity('Stone', 'Stonewall'), 0);
  });
});

describe('brand-free product names', () => {
  it('positive: the brand repeated on one side only is set aside', () => {
    const r = compareBrandedNames(
      { name: 'Sanibel Red Island Ale', brand: 'Point Ybel Brewing Company' },
      { name: 'Point Ybel Sanibel Red Island Ale', brand: 'Point Ybel Brewing Company' },
      nameSpec,
      ctx,
    )!;
    assert.equal(r.sim, 1);
    assert.equal(r.rarity, 1, 'one brand: its product name clears the gate');
  });
  it('negative: different beers of one brewery', () => {
    const r = compareBrandedNames({ name: 'Sanibel Red Island Ale', brand: 'Point Ybel' }, { name: 'Point Ybel Gulf Stout', brand: 'Point Ybel' }, nameSpec, ctx)!;
    assert.ok(r.sim < 0.5);
  });
  it('adversarial: common words alone name a kind of product, not one product', () => {
    const r = compareBrandedNames({ name: 'Lavery Imperial Red Ale', brand: 'Lavery Brewing' }, { name: 'Lagunitas Imperial Red Ale', brand: 'Lagunitas Brewing' }, nameSpec, ctx)!;
    assert.ok(r.sim <= GENERIC_NAME_CAP);
    assert.equal(r.rarity, undefined);
    // A brand word that is the product's own name is read in the whole names too.
    assert.equal(compareBrandedNames({ name: 'Buckleys Original Ale', brand: "Buckley's Beers" }, { name: 'Buckleys Original Ale', brand: 'Yarra Flats' }, nameSpec, ctx)!.sim, 1);
  });
  it('positive: words each only fairly common name one product together (their rarities add up)', () => {
    const r = compareBrandedNames({ name: 'Unite Red Rye Ale', brand: 'The Pike Brewing Company' }, { name: 'Pike Unite Red Rye Ale', brand: 'Pike Brewing Company' }, nameSpec, ctx)!;
    assert.equal(r.sim, 1);
  });
});
