// Session 41, pairs41 (issue 11, held-out pair sets 1–21 as development data): a word one title denies by a
// prefix written on it (unsalted, unbleached: product-units.json negation_prefixes) beside the other title's
// word is another item (productData.ts deniesStatedFeature); a name in Cyrillic or Greek letters against its
// romanised spelling shows its rarity to the gate (tfToken.ts nameRarity reads both in Latin letters); a model
// code with the maker's name run on before it is the code without it (modelCode.ts, spec brand_field); two
// measures of one dimension beside a shared one, each title stating one the other lacks, are two items
// (product.ts compareSpecs).
// Every title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deniesStatedFeature } from '../../src/compare/comparators/productData.js';
import { nameRarity } from '../../src/compare/comparators/tfToken.js';
import { loadTfTable } from '../../src/compare/tfTable.js';
import { compareSpecs } from '../../src/compare/comparators/product.js';
import { compare } from '../../src/compare/index.js';

const grocery = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_grocery' });
const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });

describe('a word denied by a prefix written on it', () => {
  it('reads un- and non- written on a word as denying that word', () => {
    assert.equal(deniesStatedFeature('Mkulima Butter, Unsalted, 250 g Block', 'Mkulima Butter, Salted, 250 g Block'), true);
    assert.equal(deniesStatedFeature('Baraka Cane Sugar Unrefined 1 kg', 'Baraka Cane Sugar Refined 1kg'), true);
    assert.equal(deniesStatedFeature('Jikoni Tea Towels Nonbleached Cotton x3', 'Jikoni Tea Towels Bleached Cotton x3'), true);
  });

  it('negative: a title that writes the word and its denial on both sides, or only one of them, denies nothing', () => {
    assert.equal(deniesStatedFeature('Mkulima Butter Unsalted 250 g', 'Mkulima Unsalted Butter 250g'), false);
    assert.equal(deniesStatedFeature('Mkulima Butter Unsalted 250 g', 'Mkulima Butter 250g'), false);
  });

  it('adversarial: words that begin with un but deny nothing (unit, universal, uniform) are no denial', () => {
    assert.equal(deniesStatedFeature('Acme Universal Remote, 1 unit', 'Acme Versal Remote it'), false);
    assert.equal(deniesStatedFeature('Shule School Uniform Shirt, white', 'Shule School Form Shirt, white'), false);
  });

  it('two siblings of one maker, one word and its denial apart, no longer merge', () => {
    assert.notEqual(grocery('Mkulima Butter, Unsalted, 250 g Block', 'Mkulima Butter, Salted, 250 g Block').identity, 'same_entity');
    assert.notEqual(grocery('Pembe Basmati Rice, Parboiled, 2 kg', 'Pembe Basmati Rice, Unparboiled, 2 kg').identity, 'same_entity');
    assert.notEqual(home('Kivuli Scented Tealight Candles, Vanilla, Pack of 24', 'Kivuli Unscented Tealight Candles, Vanilla, Pack of 24').identity, 'same_entity');
  });

  it('positive: a prefix written apart from its word (non stick, non-stick, un smoked) states the word on neither side', () => {
    assert.equal(deniesStatedFeature('Jiko Nonstick Saucepan 20cm', 'Jiko Non Stick Saucepan 20 cm'), false);
    assert.equal(deniesStatedFeature('Jiko Nonstick Saucepan 20cm', 'Jiko Non-Stick Saucepan 20 cm'), false);
    assert.equal(deniesStatedFeature('Shamba Unsmoked Back Bacon 250g', 'Shamba Un Smoked Back Bacon 250 g'), false);
    assert.equal(home('Jiko Nonstick Saucepan 20cm', 'Jiko Non Stick Saucepan 20 cm').identity, 'same_entity');
    assert.equal(home('Bafu Nonslip Shower Mat 40x70cm Blue', 'Bafu Non-Slip Shower Mat 40 x 70 cm Blue').identity, 'same_entity');
    // The word written bare still parts from its denial.
    assert.equal(deniesStatedFeature('Shamba Unsmoked Back Bacon 250g', 'Shamba Smoked Back Bacon 250g'), true);
    assert.notEqual(grocery('Shamba Unsmoked Back Bacon 250g', 'Shamba Smoked Back Bacon 250g').identity, 'same_entity');
  });

  it('positive: one item listed twice with the denial on both sides still merges', () => {
    assert.equal(grocery('Mkulima Butter, Unsalted, 250 g Block', 'MKULIMA UNSALTED BUTTER 250G').identity, 'same_entity');
  });
});

describe('a name in another script shows its rarity to the gate', () => {
  const place = loadTfTable('place');
  const org = loadTfTable('organisation');

  it('reads a Greek or Cyrillic name against its romanised capitals as rare as the romanised words', () => {
    assert.ok(nameRarity('Ιερά Μονή Αγίου Στεφάνου Βροντιάδου', 'IERA MONI AGIOU STEFANOU VRONTIADOU', place) >= 0.75);
    assert.ok(nameRarity('Сремска Пекара д.о.о. Инђија', 'SREMSKA PEKARA DOO INDJIJA', org) >= 0.75);
  });

  it('negative: two names in one script that share no word stay without rarity', () => {
    assert.equal(nameRarity('Ιερά Μονή Αγίου Στεφάνου', 'Πλατεία Συντάγματος', place), 0);
  });

  it('a site under its Greek name and under its romanised site name, one phone, is one site', () => {
    const r = compare({
      a: { site_name: 'IERA MONI AGIOU STEFANOU VRONTIADOU', site_code: 'VRO-01', address: 'VRONTIADOS, 82100 CHIOS' },
      b: { place_name: 'Ιερά Μονή Αγίου Στεφάνου Βροντιάδου', city: 'Χίος', lat: 38.4139, lon: 26.1214 },
      entity: 'place',
    });
    assert.equal(r.identity, 'same_entity');
  });
});

describe("a maker's name run on before its model code", () => {
  const electronics = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'product_electronics' });

  it('reads the code without the brand either record names as the same code', () => {
    const r = electronics(
      { title: 'Kiboko Pure Air 300 Purifier, HEPA, White', brand: 'Kiboko', model: 'KibokoPA300W' },
      { title: 'KIBOKO AIR PURIFIER PA300 WHT', model: 'PA300W' },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('negative: two codes of one line stay two, the brand left off or not', () => {
    const r = electronics(
      { title: 'Kiboko Pure Air 300 Purifier, HEPA, White', brand: 'Kiboko', model: 'KibokoPA300W' },
      { title: 'KIBOKO AIR PURIFIER PA500 WHT', model: 'PA500W' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: the rest read without the brand is no shorter number of a longer code', () => {
    const r = electronics(
      { title: 'Kiboko Pure Air Purifier, HEPA, White', brand: 'Kiboko', model: 'KibokoPA30' },
      { title: 'KIBOKO AIR PURIFIER HEPA WHT', model: 'PA300' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe('two measures of one dimension beside a shared one', () => {
  const SPEC = { kind: 'spec', category: 'home_goods', weight: 0.5 } as const;

  it('each title stating a length the other lacks beside one both state is another item', () => {
    assert.equal(compareSpecs('Jikoni cling film, 45 cm wide, roll of 30 m', 'Jikoni cling film, 45 cm wide, roll of 60 m', SPEC)?.sim, 0);
    assert.equal(home('Kivuli Garden Hose 12.5 mm x 15 m, green', 'Kivuli Garden Hose 12.5 mm x 30 m, green').identity === 'same_entity', false);
  });

  it('positive: the same lengths written in other units agree, and one title stating more is a fuller listing', () => {
    assert.equal(compareSpecs('Jikoni cling film, 45 cm wide, roll of 30 m', 'JIKONI CLING FILM 450MM WIDE 30M ROLL', SPEC)?.sim, 1);
    assert.equal(compareSpecs('Jikoni cling film, 45 cm wide, roll of 30 m', 'Jikoni cling film 30 m', SPEC)?.sim, 1);
  });
});
