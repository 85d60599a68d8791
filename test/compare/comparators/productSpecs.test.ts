// Identity specs of a product title: measured specs within 3 %, colours and finishes as variant
// dimensions, sizes written W x H (x D).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareSpecs, productSizes } from '../../../src/compare/comparators/product.js';
import { comparePlaceNames } from '../../../src/compare/comparators/placeName.js';
import { canonicalSpecs } from '../../../src/compare/comparators/productData.js';

const electronics = { kind: 'spec' as const, weight: 0, category: 'electronics' };
const food = { kind: 'spec' as const, weight: 0, category: 'food' };
const homeGoods = { kind: 'spec' as const, weight: 0, category: 'home_goods' };

describe('product specs', () => {
  it('positive: rounding and binary units agree; a colour both name agrees', () => {
    assert.equal(compareSpecs('samsung wb700 14.2 mp camera', 'samsung ec-wb700 14 mp camera', electronics)!.sim, 1);
    assert.equal(compareSpecs('evga gt 520 1gb ddr3', 'evga gt 520 1024 mb ddr3', electronics)!.sim, 1);
    assert.equal(compareSpecs('mouse black yellow border', 'mouse black', electronics)!.sim, 1);
    assert.equal(compareSpecs('case grey', 'case gray', electronics)!.sim, 1);
  });
  it('negative: another capacity or another colour is another product', () => {
    assert.equal(compareSpecs('flash drive 16gb', 'flash drive 32gb', electronics)!.sim, 0);
    assert.equal(compareSpecs('veneer screen cherry', 'veneer screen walnut', electronics)!.sim, 0);
    // A finish is its own dimension: a white fabric both share does not make cherry and oak agree.
    assert.equal(compareSpecs('cherry veneer screen matte white fabric', 'light oak veneer screen matte white fabric', electronics)!.sim, 0);
  });
  it('adversarial: a food\'s colour is its kind, one side\'s colour no conflict; 3 % is not 6 %', () => {
    // Session 34 (pset14r, product-units.json food_colour): red and green lentils, white and black pepper are two
    // products; a colour one title writes and the other leaves out (lentils / red lentils) is no conflict.
    assert.equal(compareSpecs('red lentils 1kg', 'green lentils 1000 g', food)!.sim, 0);
    assert.equal(compareSpecs('lentils 1kg', 'red lentils 1000 g', food)!.sim, 1);
    assert.equal(compareSpecs('drive 16gb', 'drive 15gb', electronics)!.sim, 0);
    assert.equal(compareSpecs('usb cable', 'usb cable black', electronics), null);
  });
});

describe('product sizes (W x H x D)', () => {
  it('reads fractions whose slash was dropped, units and side letters, in any orientation', () => {
    assert.deepEqual(productSizes('screen - 57 3 4 x 77 video format'), [[57.75, 77]]);
    assert.deepEqual(productSizes('credenza 72w x 24d x 29-1 2h mahogany'), [[24, 29.5, 72]]);
    assert.deepEqual(productSizes('tape 1 4in x 23ft'), productSizes('tape 0.25 inches x 23 feet'));
    assert.deepEqual(productSizes('khx1600c9d3x2k2 kit'), [], 'an x inside a code is no size');
    assert.deepEqual(productSizes('2400 dpi x 2400 dpi'), [], 'a resolution in dpi is no size');
  });
  it('positive: the same size written another way agrees', () => {
    assert.equal(compareSpecs('bulletin board 60 x 36 aluminum frame', 'bulletin board 36 x 60', electronics)!.sim, 1);
  });
  it('negative: another size is another product', () => {
    assert.equal(compareSpecs('antifatigue mat 36 x 144 black', 'antifatigue mat 36 x 60 black', electronics)!.sim, 0);
    assert.equal(compareSpecs('rear projection screen 57 3 4 x 77', 'rear projection screen 43 1 4 x 57 3 4', electronics)!.sim, 0);
  });
  it('adversarial: a size on one side only says nothing; a size within 3 % agrees', () => {
    assert.equal(compareSpecs('antifatigue mat 36 x 144', 'antifatigue mat', electronics), null);
    assert.equal(compareSpecs('labels 1 x 2-5 8 white', 'labels 1 x 2.625 inches white', electronics)!.sim, 1);
  });
  it('adversarial: a fraction with its slash written is the same number as without it', () => {
    assert.deepEqual(productSizes('garden hose 1/2" x 50 ft'), [[0.5, 50]]);
    assert.deepEqual(productSizes('masking tape 1-1/2 x 60 yd'), productSizes('masking tape 1 1 2 x 60 yd'));
    assert.equal(compareSpecs('garden hose 1/2" x 50 ft', 'garden hose 1 2 in x 50 ft', homeGoods)!.sim, 1);
    assert.equal(compareSpecs('garden hose 1/2" x 50 ft', 'garden hose 5/8" x 50 ft', homeGoods)!.sim, 0);
  });
  it('adversarial: the first number of a size is no count ("x" also means "pieces")', () => {
    assert.equal(compareSpecs('photo frame 8 x 10 black', 'photo frame 10 x 8 black', homeGoods)!.sim, 1);
    assert.equal(compareSpecs('masking tape 1 1 2 x 60 yd', 'masking tape 1.5 x 60 yd', homeGoods)!.sim, 1);
    assert.equal(compareSpecs('towel set 4 x', 'towel set 6 x', homeGoods)!.sim, 0, 'a count written "4 x" still counts');
  });
});

describe('product specs: units (one dimension per measure, second readings, exclusive dimensions)', () => {
  it('positive: the same size in convertible units agrees', () => {
    assert.equal(compareSpecs('mineral water 1 l', 'mineral water 1000 ml', food)!.sim, 1);
    assert.equal(compareSpecs('skillet 12 inch', 'skillet 30.5 cm', homeGoods)!.sim, 1);
    assert.equal(compareSpecs('laptop 13.3 inch', 'laptop 33.8 cm', electronics)!.sim, 1);
    assert.equal(compareSpecs('hdmi cable 6 ft', 'hdmi cable 1.83 m', electronics)!.sim, 1);
    assert.equal(compareSpecs('ssd 1 tb', 'ssd 1000 gb', electronics)!.sim, 1);
    assert.equal(compareSpecs('cola 12 fl oz', 'cola 355 ml', food)!.sim, 1, 'a fluid ounce is a volume');
    assert.equal(compareSpecs('cola 12 floz', 'cola 12 fl. oz', food)!.sim, 1, 'fl oz with or without a space');
  });
  it('positive: oz reads as an ounce of weight and as a fluid ounce', () => {
    assert.equal(compareSpecs('ketchup 12 oz', 'ketchup 340 g', food)!.sim, 1);
    assert.equal(compareSpecs('cola 12 oz', 'cola 355 ml', food)!.sim, 1);
    assert.equal(compareSpecs('cola 12 oz', 'cola 12 fl oz', food)!.sim, 1);
  });
  it('negative: a size in another unit is another size', () => {
    assert.equal(compareSpecs('ketchup 500 ml', 'ketchup 500 g', food)!.sim, 0, 'mass and volume are exclusive ways to state contents');
    assert.equal(compareSpecs('ssd 1 tb', 'ssd 1 gb', electronics)!.sim, 0);
    assert.equal(compareSpecs('laptop sleeve 13 inch', 'laptop sleeve 13 cm', electronics)!.sim, 0);
    assert.equal(compareSpecs('skillet 10 inch', 'skillet 10 cm', homeGoods)!.sim, 0);
    assert.equal(compareSpecs('cola 12 oz', 'cola 500 ml', food)!.sim, 0, 'neither reading of 12 oz is 500 ml');
    assert.equal(compareSpecs('water 1.5 l', 'water 1000 ml', food)!.sim, 0);
  });
  it('adversarial: a unit inside a longer or hyphenated word is no unit; a title stating both measures agrees on either', () => {
    assert.equal(compareSpecs('bi5 5 in-wall bracket', 'bi5 bracket in-wall 5.25 inches', electronics), null);
    assert.equal(compareSpecs('yogurt 500 g', 'yogurt 500 g 480 ml', food)!.sim, 1, 'the other title states grams too');
    assert.equal(compareSpecs('honey 12 oz', 'honey 340 g', food)!.sim, 1);
    assert.equal(compareSpecs('tea 20 bags', 'tea 50 g', food), null, 'a count word the file does not declare says nothing');
    assert.equal(compareSpecs('3m privacy filter', 'privacy filter 2 m cable', electronics), null, '3M is a maker, not a 3 m length');
    assert.equal(compareSpecs('hdmi cable 3 m', 'hdmi cable 2 m', electronics)!.sim, 0, 'written apart, 3 m is a length');
    assert.equal(compareSpecs('cable 13m', 'cable 13 m', electronics)!.sim, 1, 'a stop size inside a longer number is no stop');
  });
});

describe('product names read a size both titles state written one way', () => {
  it('positive: the same size in convertible units is one name word', () => {
    assert.equal(canonicalSpecs('food', 'Evian Water 1 l', 'Evian Water 1000 ml'), canonicalSpecs('food', 'Evian Water 1000 ml', 'Evian Water 1 l'));
    assert.equal(canonicalSpecs('food', 'Cola 12 fl oz', 'Cola 355 ml'), canonicalSpecs('food', 'Cola 355 ml', 'Cola 12 fl oz'));
    assert.equal(canonicalSpecs('electronics', 'haier 4gb player', 'haier 4 gb player'), canonicalSpecs('electronics', 'haier 4 gb player', 'haier 4gb player'));
    const placename = { kind: 'placename' as const, weight: 1, category: 'food' };
    assert.equal(comparePlaceNames('Evian Natural Mineral Water 1 l', 'Evian Natural Mineral Water 1000 ml', placename)!.sim, 1);
  });
  it('negative: two sizes stay two words; a pack without a category reads the title as written', () => {
    assert.notEqual(canonicalSpecs('food', 'Water 1.5 l', 'Water 1000 ml'), canonicalSpecs('food', 'Water 1000 ml', 'Water 1.5 l'));
    const plain = { kind: 'placename' as const, weight: 1 };
    assert.ok(comparePlaceNames('Evian Water 1 l', 'Evian Water 1000 ml', plain)!.sim < 1);
  });
  it('adversarial: a size the other title does not state stays as written (a bare 42 still meets 42 inch)', () => {
    assert.equal(canonicalSpecs('electronics', 'vizio m420sv 42 inch hdtv', 'vizio 42 ultra-slim m420sv'), 'vizio m420sv 42 inch hdtv');
    assert.equal(canonicalSpecs('food', 'ketchup 500 ml', 'ketchup 500 g'), 'ketchup 500 ml', 'grams and millilitres are no common measure');
    assert.equal(canonicalSpecs('food', 'ketchup 500 ml', 'ketchup'), 'ketchup 500 ml');
    assert.equal(canonicalSpecs('electronics', 'pyle psw110 10 inch subwoofer', 'pyle 10 inch subwoofer black'), 'pyle psw110 10 inch subwoofer', 'written alike: the words already agree');
    assert.equal(canonicalSpecs('electronics', 'cruzer 16gb', 'cruzer 32gb'), 'cruzer 16gb', 'two sizes stay as written');
  });
});

describe('product specs on a long title', () => {
  it('a title of a long digit run and no unit reads no size (its cost: bench:worst-case)', () => {
    const long = `cable ${'1'.repeat(2_000)} black`;
    assert.equal(compareSpecs(long, 'cable 2 m black', electronics)!.sim, 1);
    assert.equal(canonicalSpecs('electronics', long, 'cable 2 m'), long);
  });
  it('a number is still read from the start of its digit run', () => {
    assert.equal(compareSpecs('drive 128gb', 'drive 128 gb', electronics)!.sim, 1);
    assert.equal(compareSpecs('drive 128gb', 'drive 28gb', electronics)!.sim, 0);
  });
});

describe('a size whose comma groups thousands (session 34)', () => {
  it('positive: 2,000 l is 2000 l, and 12,000 BTU is 12000 BTU', () => {
    assert.equal(compareSpecs('tankco 2,000 l upright water tank', 'tankco upright tank 2000ltrs', homeGoods)!.sim, 1);
    assert.equal(compareSpecs('acme power bank 10,000 mah', 'acme power bank 10000mah', electronics)!.sim, 1);
  });
  it('negative: 2,000 l is no 2 l', () => {
    assert.equal(compareSpecs('tankco 2,000 l upright water tank', 'tankco upright water tank 2 l', homeGoods)!.sim, 0);
  });
  it('adversarial: a decimal comma stays a decimal (1,5 l; 0,750 l; 2,25 kg)', () => {
    assert.equal(compareSpecs('huile 1,5 l', 'huile 1.5 l', food)!.sim, 1);
    assert.equal(compareSpecs('vin rouge 0,750 l', 'vin rouge 75cl', food)!.sim, 1);
    assert.equal(compareSpecs('farine 2,25 kg', 'farine 2.25kg', food)!.sim, 1);
  });
});
