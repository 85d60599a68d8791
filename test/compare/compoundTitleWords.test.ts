// Closed compounds of a compounding language read as their parts (comparators/titleLanguage.ts compoundReading,
// data/product-translations.json compound_languages): Afrikaans and Dutch write a noun and its modifier as one word,
// modifier first as English writes them apart, so a shop's one-word compound meets a feed's two English words.
// Records written for this test.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { titleInEnglish, validateProductTranslations } from '../../src/compare/comparators/titleLanguage.js';
import { compare } from '../../src/compare/index.js';
import { throwsDataFile } from '../helpers/dataFile.js';

const grocery = (a: string, b: string, brand: string) => compare({ a: { title: a, brand }, b: { title: b, brand }, entity: 'product_grocery' }).identity;

describe('compound words of a compounding language', () => {
  it('reads a compound of two entries as their readings, modifier first, with or without a linking letter', () => {
    assert.equal(titleInEnglish('rhodes perskekonfyt 450 g', 'x'), 'rhodes peach jam 450 g');
    assert.equal(titleInEnglish('koo swartpeper gemaal 100 g', 'x'), 'koo black pepper ground 100 g');
    assert.equal(titleInEnglish('huismerk aardbeienjam 450 g', 'x'), 'huismerk aardbeienjam 450 g', 'jam is no entry: no split');
    assert.equal(titleInEnglish('pure witpeper 50 g', 'x'), 'pure white pepper 50 g');
  });
  it('adversarial: English words, words of no two entries and a compound the other title writes stay', () => {
    for (const t of ['without handle', 'melkweg', 'whiteboard marker', 'swartberg pass']) assert.equal(titleInEnglish(t, 'x'), t);
    assert.equal(titleInEnglish('rhodes perskekonfyt 450 g', 'rhodes perskekonfyt 450g'), 'rhodes perskekonfyt 450 g');
  });
  it('positive: one jam listed in Afrikaans as one word and in English', () => {
    assert.equal(grocery('Rhodes perskekonfyt 450 g', 'Rhodes Peach Jam 450g', 'Rhodes'), 'same_entity');
    assert.equal(grocery('RHODES JAM PEACH 450G', 'Rhodes perskekonfyt 450 g, bottel', 'Rhodes'), 'same_entity');
  });
  it('negative: another fruit or another size of one maker is not merged', () => {
    assert.notEqual(grocery('Rhodes perskekonfyt 450 g', 'Rhodes Apricot Jam 450g', 'Rhodes'), 'same_entity');
    assert.notEqual(grocery('Rhodes perskekonfyt 900 g', 'Rhodes Peach Jam 450g', 'Rhodes'), 'same_entity');
  });
  it('negative: a compound read in English still parts on its colour (food_colour: white / black pepper, white / brown sugar)', () => {
    assert.notEqual(grocery('KOO PEPPER WHITE GRND 100G', 'Koo swartpeper gemaal 100 g', 'Koo'), 'same_entity');
    assert.equal(grocery('KOO PEPPER BLACK GRND 100G', 'Koo swartpeper gemaal 100 g', 'Koo'), 'same_entity');
    assert.notEqual(grocery('Selati White Sugar 2kg', 'SELATI SUGAR BROWN 2KG', 'Selati'), 'same_entity');
  });
  it('a compound language the table does not have is refused at load', () => {
    const file = 'compare/data/product-translations.json';
    const copy = JSON.parse(readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8'));
    assert.doesNotThrow(() => validateProductTranslations(copy, file));
    copy.compound_languages.push('xh');
    throwsDataFile(() => validateProductTranslations(copy, file), file, '/compound_languages/2', 'DF_NOT_IN_LIST');
  });
});
