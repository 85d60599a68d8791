// A till's or price list's short line against a shop's long title of one product (issue 11): the title's
// extra words (what the product is and does) are no evidence of another product; a colour, a size, a number
// or a code the line leaves out still is. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePlaceNames } from '../../../src/compare/comparators/placeName.js';
import { canonicalTitle, oneIsTillLine } from '../../../src/compare/comparators/productData.js';
import { compare } from '../../../src/compare/index.js';

const name = { kind: 'placename' as const, weight: 1, category: 'home_goods' };
const words = (a: string, b: string): [string[], string[]] => {
  const split = (s: string) => s.split(/[^a-z0-9]+/).filter(Boolean);
  return [split(canonicalTitle('home_goods', a, b)), split(canonicalTitle('home_goods', b, a))];
};
const till = (a: string, b: string) => oneIsTillLine(...words(a, b), 'home_goods');
const home = (a: string, b: string) => compare({ a: { name: a }, b: { title: b }, entity: 'product_home_goods' }).identity;

const FLASK = 'Kobo Vacuum Flask 1.5 Litre, Steel Inner, Push Button Lid, Carry Handle';
const MUG = 'Msafari Insulated Travel Mug 450ml, Leak-Proof Lid, Double Wall, Black';

describe('a till line beside a shop title', () => {
  it('positive: every word of the line found in the title, short forms read as their words', () => {
    assert.equal(till('KOBO FLASK 1.5L STEEL', FLASK), true);
    assert.equal(till('MSAFARI TRAVEL MUG 450ML BLK', MUG), true, 'BLK is black');
    assert.ok(comparePlaceNames('KOBO FLASK 1.5L STEEL', FLASK, name)!.sim > 0.95);
    assert.equal(home('KOBO FLASK 1.5L STEEL', FLASK), 'same_entity');
    assert.equal(home('MSAFARI TRAVEL MUG 450ML BLK', MUG), 'same_entity');
  });

  it('negative: a word of the line the title lacks, or a title naming what the line leaves out, is read as before', () => {
    assert.equal(till('MSAFARI TRAVEL MUG 450ML RED', MUG), false, 'another colour on the line');
    assert.equal(till('KOBO FLASK 1.5L STEEL', `${FLASK}, Green`), false, 'a colour the line does not state');
    assert.equal(till('KOBO FLASK 1.5L STEEL', `${FLASK}, Pack of 2`), false, 'a number the line does not state');
    assert.equal(till('KOBO FLASK 1.5L STEEL', `${FLASK}, KF150X`), false, 'a code the line does not state');
    assert.equal(till('KOBO FLASK STEEL', FLASK), false, 'a size only the title states');
    assert.equal(till('KOBO FLASK', FLASK), false, 'two words are too few to read as a line');
    assert.notEqual(home('KOBO FLASK 1.0L STEEL', FLASK), 'same_entity', 'another size stays another product');
    assert.notEqual(home('MSAFARI TRAVEL MUG 450ML RED', MUG), 'same_entity');
  });

  it('adversarial: a misspelt word, a range, a title barely longer, and names without a category', () => {
    assert.equal(till('KOBO FLAKS 1.5L STEEL', FLASK), true, 'a transposed letter is the title\'s word misspelt');
    assert.equal(till('KOBO JUG 1.5L STEEL', FLASK), false, 'another kind of product is no word of the title');
    assert.equal(till('KOBO FLASK 1.5L STAINLES', 'Kobo Vacuum Flask 1.5 Litre, Stainless Inner, Push Button Lid, Carry Handle'), true, 'a dropped letter');
    const seat = 'Tumaini Booster Seat Group 2/3 (15-36kg), High Back, Grey';
    assert.equal(till('TUMAINI BOOSTER GRP 2/3 GRY', seat), true, 'a range read as its size, not as a number of its own');
    assert.equal(till('KOBO FLASK 1.5L STEEL LID', 'Kobo Flask 1.5 Litre Steel Push Lid'), false, 'not many times the line');
    const plain = comparePlaceNames('Kobo Flask Steel', 'Kobo Vacuum Flask Steel Inner Push Button Lid Carry Handle', { kind: 'placename', weight: 1 })!.sim;
    assert.ok(plain < 0.7, `no category, no till reading: ${plain}`);
  });

  it('negative: a title naming a bundle or a doubled build the line leaves out (travel system, twin, kit) is read as before', () => {
    const pram = 'Zawadi Glide Travel System, Pushchair with Infant Carrier and Rain Cover, Grey';
    assert.equal(till('ZAWADI GLIDE PUSHCHAIR GRY', pram), false, 'the single pushchair beside its travel system');
    assert.notEqual(home('ZAWADI GLIDE PUSHCHAIR GRY', pram), 'same_entity');
    assert.equal(till('ZAWADI GLIDE PUSHCHAIR GRY', 'ZAWADI GLIDE TWIN PUSHCHAIR SIDE BY SIDE GRY'), false, 'the twin build');
    assert.equal(till('KOBO FLASK 1.5L STEEL', 'Kobo Vacuum Flask 1.5 Litre Steel Gift Set, Push Button Lid, Carry Handle'), false, 'a set');
    assert.equal(till('KOBO FLASK 1.5L STEEL', FLASK), true, 'the plain title still covers the line');
  });
});
