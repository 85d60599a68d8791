// Model lines inside product names: a tier word (Pro, Max, Ultra, Mini, Air, SE...) after a word both
// titles share, or two different model numbers after the same word, are two products.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareLines } from '../../../src/compare/comparators/product.js';
import { compare } from '../../../src/compare/index.js';

const electronics = { kind: 'line' as const, weight: 0, category: 'electronics' };
const food = { kind: 'line' as const, weight: 0, category: 'food' };

describe('product lines (line comparator)', () => {
  it('positive: a tier word on one title only, or two tiers, part the line', () => {
    const pairs: [string, string][] = [
      ['Apple iPhone 13 128GB Blue', 'Apple iPhone 13 Pro 128GB Blue'],
      ['Apple iPhone 13 Pro 256GB', 'Apple iPhone 13 Pro Max 256GB'],
      ['Samsung Galaxy S21 5G 128GB', 'Samsung Galaxy S21 Ultra 5G 128GB'],
      ['Samsung Galaxy S20 FE', 'Samsung Galaxy S20 Plus'],
      ['Apple MacBook Air 13-inch M1', 'Apple MacBook Pro 13-inch M1'],
      ['Apple iPad 64GB Wi-Fi', 'Apple iPad Mini 64GB Wi-Fi'],
      ['Apple iPhone 64GB', 'Apple iPhone SE 64GB'],
      ['Huawei P30 128GB', 'Huawei P30 Lite 128GB'],
      ['Samsung Galaxy S10 128GB', 'Samsung Galaxy S10+ 128GB'],
    ];
    for (const [a, b] of pairs) {
      assert.equal(compareLines(a, b, electronics)?.sim, 0, `${a} / ${b}`);
      assert.equal(compareLines(b, a, electronics)?.sim, 0, `${b} / ${a}`);
      assert.equal(compareLines(a, b, electronics)?.nearMiss, true, 'the exact model code may outweigh it');
    }
  });
  it('positive: two model numbers after the same word part the line', () => {
    assert.equal(compareLines('Dell XPS 13 Laptop i7 16GB', 'Dell XPS 15 Laptop i7 16GB', electronics)?.sim, 0);
    assert.equal(compareLines('Samsung Galaxy S21 5G', 'Samsung Galaxy S22 5G', electronics)?.sim, 0);
    assert.equal(compareLines('Apple iPhone 12 64GB', 'Apple iPhone 13 64GB', electronics)?.sim, 0);
    assert.equal(compareLines('Lenovo ThinkPad Core i5 8GB', 'Lenovo ThinkPad Core i7 8GB', electronics)?.sim, 0);
    assert.equal(compareLines('Dell XPS 13 9310 laptop', 'Dell XPS 13 9300 laptop', electronics)?.sim, 0, 'a model number after the line and its size');
    assert.equal(compareLines('Dell XPS 13 9310 laptop', 'Dell XPS 13 laptop', electronics), null);
    assert.equal(compareLines('HP 61 black ink cartridge', 'HP 62 black ink cartridge', electronics)?.sim, 0, 'a line named by two letters');
    assert.equal(compareLines('LG G7 ThinQ 64GB', 'LG G8 ThinQ 64GB', electronics)?.sim, 0);
    assert.equal(compareLines('cable pack of 2', 'cable pack of 3', electronics), null, 'a count after a function word is no model number');
    assert.equal(compareLines('kit of 4 9310 port', 'kit of 4 9300 port', electronics), null, 'a number after a short word and a number names no line');
  });
  it('positive: a batch or release number of a food line parts it too', () => {
    assert.equal(compareLines('Batch 19 Pre-Prohibition Lager', 'Batch 23 Pre-Prohibition Lager', food)?.sim, 0);
    assert.equal(compareLines('Batch 19 Lager 355 ml', 'Batch 19 Lager 500 ml', food), null, 'sizes are read by spec');
  });
  it('negative: the same line written two ways says nothing', () => {
    assert.equal(compareLines('Apple iPhone 13 Pro 128GB', 'iPhone 13 Pro (128 GB) - Graphite', electronics), null);
    assert.equal(compareLines('Dell XPS 13 9310 laptop', 'Dell XPS 13 laptop 13.4 inch', electronics), null);
    assert.equal(compareLines('logitech usb webcam c270h', 'logitech hd webcam c270', electronics), null, 'the same digits: one number');
    assert.equal(compareLines('lowepro apex aw10 case', 'lowepro apex 10 aw black', electronics), null);
    assert.equal(compareLines('Apple iPhone 13 Pro', 'Apple iPhone 13 Pro', electronics), null);
    assert.equal(compareLines('Samsung Galaxy S10+ 128GB', 'Samsung Galaxy S10 Plus 128GB', electronics), null, 'S10+ is S10 Plus');
    assert.equal(compareLines('HDMI + USB charging cable', 'HDMI USB charging cable', electronics), null, 'a sign standing apart writes no tier');
    assert.equal(compareLines('Diet Cola 330 ml', 'Cola 330 ml', food), null, 'foods have no tier words (diet is a marker)');
    assert.equal(compareLines('Dell XPS 13', 'Dell XPS 15', { ...electronics, category: 'home_goods' }), null, 'a category without line tiers is not read');
  });
  it('adversarial: hyphenated words, fit clauses, measured specs and tiers named elsewhere are no parting', () => {
    assert.equal(compareLines('da-lite da-plex base screen', 'da-plex base screen', electronics), null, 'Da-Lite is a brand');
    assert.equal(compareLines('vizio 42 ultra-slim m420sv', 'vizio m420sv 42 inch led hdtv', electronics), null, 'ultra-slim is a shape');
    assert.equal(compareLines('targus sleeve for 15 macbook pro', 'targus sleeve for 15-inch macbook pro and macbook air', electronics), null);
    assert.equal(compareLines('case for iPhone 13', 'case for iPhone 13 Pro', electronics), null, 'what a part fits is not read');
    assert.equal(compareLines('belkin pro series usb cable', 'belkin f3u138 pro series usb cable', electronics), null, 'pro is in both titles');
    assert.equal(compareLines('sandisk ultra 16gb', 'sandisk ultra 32gb', electronics), null, 'a measured spec is no model number');
    assert.equal(compareLines('lg tv 42 inch', 'lg tv 47 inch', electronics), null, 'sizes are read by spec');
    assert.equal(compareLines('kit up to 10 hours', 'kit up to 8 hours', electronics), null, 'a short word names no line');
  });
  it('positive: a letter after a short generation number and Roman numerals part the line', () => {
    assert.equal(compareLines('Logitech MX Master 3 mouse', 'Logitech MX Master 3S mouse', electronics)?.sim, 0, '3 / 3S');
    assert.equal(compareLines('Apple iPhone 5s 16GB', 'Apple iPhone 5 16GB', electronics)?.sim, 0, '5s / 5');
    assert.equal(compareLines('Samsung Galaxy S10e 128GB', 'Samsung Galaxy S10 128GB', electronics)?.sim, 0, 'S10e / S10');
    assert.equal(compareLines('Canon EOS 5D Mark III body', 'Canon EOS 5D Mark IV body', electronics)?.sim, 0, 'Mark III / Mark IV');
    assert.equal(compareLines('Canon EOS 5D Mark II body', 'Canon EOS 5D Mark 3 body', electronics)?.sim, 0, 'II / 3');
    assert.equal(compareLines('Sid Meier Civilization IV game', 'Sid Meier Civilization V game', electronics)?.sim, 0, 'IV / V');
  });
  it('negative: one generation or numeral written two ways says nothing', () => {
    assert.equal(compareLines('Canon EOS 5D Mark III body', 'Canon EOS 5D Mark 3 body', electronics), null, 'III = 3');
    assert.equal(compareLines('Logitech MX Master 3S', 'logitech mx master 3s wireless mouse', electronics), null);
    assert.equal(compareLines('Sony speaker 160 watt max power', 'Sony speaker 160 watt power', electronics), null, 'max after a rating bounds it');
    assert.equal(compareLines('kenwood 160w max speaker', 'kenwood 160w speaker', electronics), null, 'glued rating');
  });
  it('adversarial: long part numbers keep their letter, units and a lone I are no numerals, tiers elsewhere still part', () => {
    assert.equal(compareLines('logitech usb webcam c270h', 'logitech hd webcam c270', electronics), null, 'three digits: a variant letter');
    assert.equal(compareLines('charger 12 v output', 'charger 12 v output iv', electronics), null, 'V after a number is volts');
    assert.equal(compareLines('Acme Model I speaker', 'Acme Model II speaker', electronics), null, 'I is not read as a numeral');
    assert.equal(compareLines('Acme speaker 160 watt', 'Acme speaker max 160 watt', electronics)?.sim, 0, 'max after a shared word, not a rating, is a tier');
  });
  it('the pack: a tier difference demotes a merge unless the exact model code agrees', () => {
    const a = { name: 'Apple iPhone 13 128GB Blue', brand: 'Apple' };
    const b = { name: 'Apple iPhone 13 Pro 128GB Blue', brand: 'Apple' };
    assert.notEqual(compare({ a, b, entity: 'product_electronics' }).identity, 'same_entity');
    const withCode = compare({ a: { ...a, model: 'MLPF3LL/A' }, b: { ...b, model: 'MLPF3LL/A' }, entity: 'product_electronics' });
    assert.equal(withCode.identity, 'same_entity');
    const same = compare({ a, b: { name: 'Apple iPhone 13 128 GB Blue', brand: 'Apple' }, entity: 'product_electronics' });
    assert.equal(same.identity, 'same_entity');
  });
});

describe('product packs: a size written in other units', () => {
  it('positive: the same contents in convertible units merge; other contents do not', () => {
    const same = compare({ a: { name: 'Evian Natural Mineral Water 1 l' }, b: { name: 'Evian Natural Mineral Water 1000 ml' }, entity: 'product_grocery' });
    assert.equal(same.identity, 'same_entity');
    const cola = compare({ a: { name: 'Coca-Cola Classic 12 fl oz' }, b: { name: 'Coca-Cola Classic 355 ml' }, entity: 'product_grocery' });
    assert.equal(cola.identity, 'same_entity');
    const other = compare({ a: { name: 'Heinz Tomato Ketchup 500 ml' }, b: { name: 'Heinz Tomato Ketchup 500 g' }, entity: 'product_grocery' });
    assert.notEqual(other.identity, 'same_entity');
    const inch = compare({ a: { name: 'Acme 13 inch laptop sleeve' }, b: { name: 'Acme 13 cm laptop sleeve' }, entity: 'product_electronics' });
    assert.notEqual(inch.identity, 'same_entity');
  });
});
