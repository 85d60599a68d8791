// A flavour on one grocery listing only (product-units.json variant_markers.food.one_sided_variants): a
// fruit, honey or vanilla version of a beer or a food against its unflavoured base is another product, as a
// maker sells both under one name; read as a marker is (name_marker). Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../../src/compare/index.js';

const grocery = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_grocery' });

describe('a flavour on one grocery listing only', () => {
  it('positive: a flavoured beer or food against its base is not one product', () => {
    const gose = grocery({ name: 'Saltmarsh Gose', brand: 'Saltmarsh Brewing', abv: '4.2 %' }, { name: 'Saltmarsh Raspberry Gose', brand: 'Saltmarsh Brewing Company', abv: '4.2 %' });
    assert.equal(gose.factors['name_marker_conflict'], 0);
    assert.notEqual(gose.identity, 'same_entity');
    const porter = grocery({ name: 'Vanilla Porter', brand: 'Breckenridge Brewery' }, { name: 'Breckenridge Porter', brand: 'Breckenridge Brewery' });
    assert.notEqual(porter.identity, 'same_entity');
    const yogurt = grocery({ name: 'Chobani Greek Yogurt, Strawberry', brand: 'Chobani' }, { name: 'Chobani Greek Yogurt', brand: 'Chobani' });
    assert.equal(yogurt.factors['name_marker_conflict'], 0, 'a flavour after the kind, followed by nothing, refutes as Bud Light / Bud does');
  });
  it('negative: the flavour on both sides, or a base word on one side, is one product', () => {
    const both = grocery({ name: 'Honey Badger Blonde', brand: 'Hive Brewing' }, { name: 'Hive Honey Badger Blonde Ale', brand: 'Hive Brewing Co.' });
    assert.equal(both.identity, 'same_entity');
    assert.equal(both.factors['name_marker'], undefined);
    const original = grocery({ name: 'Coca-Cola Soda 2 l', brand: 'Coca-Cola' }, { name: 'Coca-Cola Original Soda 2 l', brand: 'Coca-Cola' });
    assert.equal(original.identity, 'same_entity', 'original names the base itself');
    assert.equal(original.factors['name_marker'], undefined);
  });
  it('adversarial: a fuller listing of one flavour, a style left out, and other categories are not read so', () => {
    const fuller = grocery({ name: 'Strawberry Banana Yogurt', brand: 'Chobani' }, { name: 'Strawberry Yogurt', brand: 'Chobani' });
    assert.equal(fuller.factors['name_marker'], undefined, 'the other listing names a flavour: the spec comparator reads it');
    const style = grocery({ name: 'Harvest Moon', brand: 'Millrace Brewing' }, { name: 'Harvest Moon Pumpkin Ale', brand: 'Millrace Brewing Company' });
    assert.equal(style.factors['name_marker'], undefined, 'pumpkin ale is the style the other listing left out');
    const maker = grocery({ name: 'Big Apple IPA', brand: 'Big Apple Brewing' }, { name: 'IPA', brand: 'Big Apple Brewing Co.' });
    assert.equal(maker.factors['name_marker'], undefined, "a flavour word in the maker's name is cut out with it");
    const cable = compare({ a: { name: 'Belkin vanilla white usb cable', brand: 'Belkin' }, b: { name: 'Belkin white usb cable', brand: 'Belkin' }, entity: 'product_electronics' });
    assert.equal(cable.factors['name_marker'], undefined, 'electronics reads no flavours');
  });
});
