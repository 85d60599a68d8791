// Drinks and grocery (product_grocery): how brewers, rating sites and grocers write one beer — style
// synonyms, a style appended to the brewer's own name, sizes and listing words on one side, the maker's
// name inside a label, ABV beyond rounding. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withoutMakerNames } from '../../../src/compare/comparators/brand.js';
import { canonicalTitle, withoutSizes } from '../../../src/compare/comparators/productData.js';
import { compare, type FieldMap } from '../../../src/compare/index.js';

const grocery = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_grocery' });

describe('drinks: style synonyms and listing words (product-units.json synonyms, listing_words)', () => {
  it('positive: a style written two ways reads as one', () => {
    assert.equal(canonicalTitle('food', 'Foghorn India Pale Ale', ''), 'foghorn ipa');
    assert.equal(canonicalTitle('food', 'Falkenstein Hefe-Weizen', ''), 'falkenstein hefeweizen');
    assert.equal(canonicalTitle('food', "Heron's Nest Barley Wine", ''), "heron's nest barleywine");
    assert.equal(canonicalTitle('food', 'Cobblestone Extra Special Bitter', ''), 'cobblestone esb');
    assert.equal(canonicalTitle('food', 'Falkenstein Pils', ''), 'falkenstein pilsner');
  });
  it('negative: other categories read their own words only', () => {
    assert.equal(canonicalTitle('electronics', 'India Pale Ale poster', ''), 'india pale ale poster');
    assert.equal(canonicalTitle('food', 'Pale Ale', ''), 'pale ale', 'pale ale alone is no ipa');
  });
  it('adversarial: seasonal and packaging words are left out, a title of them only stays whole', () => {
    assert.equal(canonicalTitle('food', 'Avalanche Winter Warmer - Limited Release', ''), 'avalanche winter warmer -');
    assert.equal(canonicalTitle('food', 'Seasonal', ''), 'seasonal');
    assert.equal(withoutSizes('food', 'foghorn ipa 6 pack 12 fl oz').replace(/\s+/g, ' ').trim(), 'foghorn ipa');
    assert.equal(withoutSizes('food', '330 ml'), '330 ml', 'a title of sizes only stays whole');
    assert.equal(withoutSizes(undefined, 'foghorn 330 ml'), 'foghorn 330 ml');
  });
});

describe("drinks: the maker's name cut out of a label (withoutMakerNames)", () => {
  it('positive: the brewery before the beer goes, by its first two words', () => {
    assert.equal(withoutMakerNames('Harbor Light Lamplighter Porter', ['Harbor Light Brewing Company'], 'Lamplighter Porter'), 'lamplighter porter');
    assert.equal(withoutMakerNames('Harbor Light / Copper Kettle Salt and Smoke Gose', ['Harbor Light Brewing Company', 'Copper Kettle Brewing Co.'], 'Salt and Smoke Gose'), 'salt and smoke gose');
  });
  it('negative: a title that does not name the maker stays as given', () => {
    assert.equal(withoutMakerNames('Bud Light', ['Anheuser-Busch'], 'Bud'), 'Bud Light');
    assert.equal(withoutMakerNames('Lamplighter Porter', ['Harbor Light Brewing Company'], 'Harbor Light Lamplighter Porter'), 'Lamplighter Porter');
    assert.equal(withoutMakerNames('Harbor Light Lamplighter Porter', ['Harbor Light Brewery'], 'Harbor Light Lamplighter Porter Nitro'), 'Harbor Light Lamplighter Porter', 'a maker both titles name stays');
  });
  it('adversarial: a label that is the maker only, and a maker word alone elsewhere in the title', () => {
    assert.equal(withoutMakerNames('Harbor Light', ['Harbor Light Brewing Company'], 'Foghorn'), 'Harbor Light');
    assert.equal(withoutMakerNames('Harbor Light Light Lager', ['Harbor Light Brewery'], 'Light Lager'), 'light lager', 'the second light is the beer’s');
  });
});

describe('drinks through the grocery pack', () => {
  it('positive: the brewer’s name against a listing with brewery, style, size and seasonal words', () => {
    const brewer = { name: 'Foghorn', brand: 'Harbor Light Brewing Company', abv: '6.80 %' };
    assert.equal(grocery(brewer, { name: 'Harbor Light Foghorn India Pale Ale 12 fl oz', brand: 'Harbor Light' }).identity, 'same_entity');
    assert.equal(grocery({ name: 'Undertow', brand: 'Greywater Brewing Company', abv: '10.00 %' }, { name: 'Greywater Undertow Imperial Stout 12 fl oz', brand: 'Greywater Brewery' }).identity, 'same_entity');
    assert.equal(grocery({ name: 'Lamplighter Porter', brand: 'Harbor Light Brewing Company', abv: '5.60 %' }, { name: 'Harbor Light Lamplighter Porter', brand: 'Harbor Light Brewery', abv: '5.5%' }).identity, 'same_entity', 'light names the brewery, not a light beer');
    assert.equal(grocery({ name: 'Cobblestone ESB', brand: 'Northgate Brewing Company', abv: '5.90 %' }, { name: 'Northgate Cobblestone Extra Special Bitter', brand: 'Northgate Brewing Co.', abv: '5.9%' }).identity, 'same_entity');
    assert.equal(grocery({ name: 'Rip Saw Red', brand: 'Pints Brewing Company', abv: '6.50 %' }, { name: 'Pints Rip Saw Red', brand: 'Pints Brewing Co.', abv: '5.90 %' }).identity, 'same_entity', 'a revised recipe moves ABV by less than 0.9');
  });
  it('negative: another style of one name, another ABV beyond rounding, a marker', () => {
    const r = grocery({ name: 'Riverbend Rye', brand: 'Oxbow Bend Brewery', abv: '6.10 %' }, { name: 'Oxbow Bend Riverbend Rye Imperial Red', brand: 'Oxbow Bend', abv: '8.8%' });
    assert.notEqual(r.identity, 'same_entity');
    assert.equal(r.factors['abv_quantity_conflict'], 0, 'ABV 2.7 points apart, more than a fifth of 8.8, refutes');
    assert.notEqual(grocery({ name: 'Confluence Pale Ale', brand: 'Three Rivers Brewery', abv: '5.40 %' }, { name: 'Three Rivers Confluence IPA', brand: 'Three Rivers Brewing', abv: '6.9%' }).identity, 'same_entity');
    assert.notEqual(grocery({ name: 'Ember Stout', brand: 'Copper Kettle Brewing Co.' }, { name: 'Copper Kettle Imperial Ember Stout', brand: 'Copper Kettle' }).identity, 'same_entity');
    assert.notEqual(grocery({ name: 'Bud', brand: 'Anheuser-Busch' }, { name: 'Bud Light', brand: 'Anheuser-Busch' }).identity, 'same_entity', 'a marker outside the maker’s name still refutes');
  });
  it('adversarial: a style appended only when the other name carries nothing of its own; common names stay capped', () => {
    assert.notEqual(grocery({ name: 'Undertow', brand: 'Greywater Brewing Company' }, { name: 'Undertow Rum Barrel Aged', brand: 'Greywater Brewing Company' }).identity, 'same_entity');
    assert.notEqual(grocery({ name: 'Red Ale', brand: 'Harbor Light Brewing Company' }, { name: 'Imperial Red Ale', brand: 'Lagunitas Brewing Company' }).identity, 'same_entity');
    assert.notEqual(grocery({ name: 'Amber', brand: 'Rock Art Brewery' }, { name: 'Amber Ale', brand: 'Three Rivers Brewery' }).identity, 'same_entity', 'a name of style words only names a kind');
    const d = grocery({ name: 'Kuhnhenn Extraneous Ale', brand: 'Kuhnhenn Brewing', abv: '17.00 %' }, { name: 'Kuhnhenn Extraneous Ale', brand: 'Kuhnhenn Brewing Company', abv: '17.50 %' });
    assert.equal(d.identity, 'same_entity', 'half a point apart is rounding and revision');
  });
});

describe('foods: flavours and sizes in a grocery listing', () => {
  it('positive: one flavour, and a size in two units with a listing word, are one product', () => {
    assert.equal(grocery({ name: 'Tropicana Pure Premium No Pulp Orange Juice 52 fl oz', brand: 'Tropicana' }, { name: 'Tropicana Pure Premium No Pulp Orange Juice - 1.54 l Bag', brand: 'Tropicana' }).identity, 'same_entity', 'a size is no line number');
    assert.equal(grocery({ name: 'Chobani Strawberry Greek Yogurt 5.3 oz', brand: 'Chobani' }, { name: 'Chobani Greek Yogurt, Strawberry, 150 g', brand: 'Chobani' }).identity, 'same_entity');
  });
  it('positive: a grocer leaves out the product kind and adds a packaging word', () => {
    assert.equal(grocery({ name: 'Doritos Nacho Cheese Tortilla Chips 9.25 oz', brand: 'Frito-Lay' }, { name: 'Doritos Nacho Cheese - 9.25oz Bag', brand: 'Frito-Lay' }).identity, 'same_entity');
    assert.equal(grocery({ name: 'Coca-Cola Original Soda 2 l', brand: 'Coca-Cola' }, { name: 'Coca-Cola Original - 67.6 fl oz Pack of 1' }).identity, 'same_entity');
  });
  it('negative: a reduced-sugar version is another product', () => {
    assert.notEqual(grocery({ name: 'Frosted Flakes Cereal 13.5 oz', brand: "Kellogg's" }, { name: 'Frosted Flakes Reduced Sugar Cereal - 383 g Bag', brand: 'Kelloggs' }).identity, 'same_entity');
  });
  it('negative: two flavours of one line are two products', () => {
    const r = grocery({ name: 'Chobani Greek Yogurt, Strawberry, 5.3oz', brand: 'Chobani' }, { name: 'Chobani Blueberry Greek Yogurt 5.3 oz', brand: 'Chobani' });
    assert.notEqual(r.identity, 'same_entity');
    assert.equal(r.factors['name_spec_conflict'], 0);
  });
  it('adversarial: a flavour on one side only is no conflict of two flavours, and a fuller listing of two flavours does not refute', () => {
    // The spec comparator abstains; the marker comparator parts the flavoured product from its plain base
    // (productFlavours.test.ts).
    const one = grocery({ name: 'Chobani Greek Yogurt 5.3 oz', brand: 'Chobani' }, { name: 'Chobani Strawberry Greek Yogurt 5.3 oz', brand: 'Chobani' });
    assert.equal(one.factors['name_spec_conflict'], undefined);
    const two = grocery({ name: 'Peanut Butter Chocolate Cups', brand: 'Reese' }, { name: 'Chocolate Peanut Butter Cups', brand: 'Reese' });
    assert.equal(two.factors['name_spec_conflict'], undefined);
  });
});
