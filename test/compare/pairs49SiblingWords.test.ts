// Session 49 (pairs49, a method round on pair sets 1–20): two grocery titles of one brand and one measured size that
// differ only by words around the title (another language, a till's cuts, the pack or the order) are one product —
// the size weighs and, beside an agreeing brand, clears the gate (product.ts plainDifference) — while titles whose
// differing words name a sibling of the range (a flavour, a fat level, a grade, organic, a multipack, sugar-free:
// product-units.json sibling_words) stay apart. Inputs written here (invented brands), not taken from the pair sets.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { validateProductUnits } from '../../src/compare/comparators/productData.js';
import { compare } from '../../src/compare/index.js';
import { throwsDataFile } from '../helpers/dataFile.js';

const grocery = (a: string, b: string, brand: string) => compare({ a: { title: a, brand }, b: { title: b, brand }, entity: 'product_grocery' });
const sizeSignal = /name_spec as the distinctive signal/;

describe('one product of one brand and size, written with other words around its name', () => {
  it('another language (Swahili, German) against the shop’s English or a till line', () => {
    const sw = grocery('Mlima Loose Leaf Tea PF1 500g', 'Majani ya chai Mlima PF1 gramu 500', 'Mlima');
    assert.equal(sw.identity, 'same_entity');
    assert.match(sw.explanation, sizeSignal);
    assert.equal(grocery('Kinara Wiener Würstchen Original, 500-g-Packung', 'KINARA VIENNAS ORIG 500G VAC', 'Kinara').identity, 'same_entity');
  });

  it('a till’s cuts (SARDIN, VEG) against the words written out', () => {
    assert.equal(grocery('Kinara Sardines in Vegetable Oil 125g Tin', 'KINARA SARDIN VEG OIL 125G', 'Kinara').identity, 'same_entity');
  });

  it('a caterer’s order around the title, its count bound (x20) against written bare (20)', () => {
    const r = grocery("Bahari cod fish fingers x20 (560g) — caterer's order: 4 boxes", 'Bahari 20 Cod Fish Fingers 560g', 'Bahari');
    assert.equal(r.identity, 'same_entity');
  });

  it('negative: no brand on one record, nor in its title — the size alone does not clear the gate', () => {
    const r = compare({ a: { title: 'Mlima Loose Leaf Tea PF1 500g', brand: 'Mlima' }, b: { title: 'Majani ya chai PF1 gramu 500' }, entity: 'product_grocery' });
    assert.notEqual(r.identity, 'same_entity');
    assert.doesNotMatch(r.explanation, sizeSignal);
  });
});

describe('negative: siblings of one range, one brand and one size stay apart', () => {
  const apart = (a: string, b: string) => {
    const r = grocery(a, b, 'Tamu');
    assert.notEqual(r.identity, 'same_entity', `${a} / ${b}`);
    assert.doesNotMatch(r.explanation, sizeSignal);
  };
  it('another flavour, in English, Italian or Swahili', () => {
    apart('Tamu Strawberry Yoghurt 500g Tub', "Tamu yoghurt 500 g, caterer's order");
    apart('Tamu yogurt alla fragola, vasetto 125 g', 'TAMU YOGHURT 125G X4');
    apart('Tamu Mango Yoghurt 500g', 'Mtindi wa Tamu ladha ya stroberi gramu 500');
  });
  it('another size', () => {
    apart('Tamu Strawberry Yoghurt 500g Tub', 'TAMU STRAWB YOG 250G');
  });
  it('another fat level', () => {
    apart('Tamu Whole Milk 1L Bottle', 'TAMU MILK SEMI SKIMMED 1LTR');
  });
  it('another grade (fine against medium grain, in French)', () => {
    apart('Tamu Couscous Fine Grain, 500g', 'Couscous Tamu grain moyen, paquet 500 g');
  });
  it('organic against plain', () => {
    apart('Tamu Organic Oats 1kg', "Tamu oats, rolled, 1 kg bag — caterer's order");
  });
  it('a multipack against the single', () => {
    apart('Tamu Cola Multipack, 330ml cans', 'Tamu cola can 330 ml, Wuse market');
  });
  it('sugar-free against regular', () => {
    apart('Tamu Cola Sugar-Free 330ml', 'Tamu cola can 330 ml, Wuse market');
    apart('Tamu Cola Zero 330ml', 'Tamu cola can 330 ml, Wuse market');
  });
  it('two products of the range each naming its own (macaroni / spaghetti)', () => {
    apart('Tamu Macaroni 500g Pack', 'TAMU SPAGHETTI 500G');
  });
});

describe('the sibling words are data the loader checks', () => {
  const file = 'compare/data/product-units.json';
  const shipped = () => JSON.parse(readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8'));
  it('a word both a sibling and neutral is refused', () => {
    assert.doesNotThrow(() => validateProductUnits(shipped(), file));
    const copy = shipped();
    copy.sibling_words.neutral.push('mango');
    const at = copy.sibling_words.variants.flavour.indexOf('mango');
    throwsDataFile(() => validateProductUnits(copy, file), file, `/sibling_words/variants/flavour/${at}`, 'DF_CLAIMED_TWICE');
  });
  it('an unknown category is refused', () => {
    const copy = shipped();
    copy.sibling_words.categories.push('hardware');
    throwsDataFile(() => validateProductUnits(copy, file), file, '/sibling_words/categories/1', 'DF_CATEGORY_UNKNOWN');
  });
});
