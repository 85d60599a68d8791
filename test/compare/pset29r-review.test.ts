// Review of session 49's pset29r round: inputs outside every bench set that the round's rules got wrong. A code-less
// trade name that is a line's name (Maglite Classic, Petzl Tikka) against a sibling's article number whose title
// writes the line (modelCode.ts sameTitleNumbers); French piquante read as hot where South African jars name a
// sweet pepper of every heat Piquanté (product-translations.json); RMS read as rooms where it opens a name as a
// ship's or a school's initials (type-vocabulary.json place_after_word_abbreviations). Every record here is
// written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareModelCodes } from '../../src/compare/comparators/modelCode.js';
import { titleInEnglish } from '../../src/compare/comparators/titleLanguage.js';
import { placeWrittenForms } from '../../src/compare/comparators/typeVocabulary.js';
import { compare } from '../../src/compare/index.js';
import { normaliseText } from '../../src/compare/normalise.js';

const MODEL = { field: 'model', kind: 'model', text_field: 'name', brand_field: 'brand', weight: 4 } as const;

describe("a line's name with no code against a sibling's article number", () => {
  it('still counts the named title\'s size against the number when the titles write two sizes', () => {
    const classic3 = { model: 'Classic', name: 'Maglite Classic 3D-cell torch black', brand: 'Maglite' };
    const classic2 = { model: 'S2D016', name: 'Maglite Classic 2D-cell torch black', brand: 'Maglite' };
    assert.deepEqual(compareModelCodes(classic3, classic2, MODEL), { sim: 0 });
    assert.notEqual(compare({ a: classic3, b: classic2, entity: 'product_electronics' }).identity, 'same_entity');
    assert.deepEqual(compareModelCodes({ model: 'TIKKA', name: 'Petzl Tikka headlamp 350lm blue', brand: 'Petzl' }, { model: 'E093FA00', name: 'Petzl Tikka headlamp 300lm blue', brand: 'Petzl' }, MODEL), { sim: 0 });
  });
  it('sets the two aside where the titles write the same numbers, however the unit is written', () => {
    assert.equal(compareModelCodes({ model: 'TIKKA', name: 'Petzl Tikka head torch 350lm blue', brand: 'petzl' }, { model: 'E061AA01', name: 'Petzl Tikka Headlamp 350 Lumens, Blue', brand: 'Petzl' }, MODEL), null);
    // The number's title may repeat its own catalogue number.
    assert.equal(compareModelCodes({ model: 'TIKKA', name: 'Petzl Tikka head torch 350lm blue', brand: 'petzl' }, { model: 'E061AA01', name: 'Petzl Tikka E061AA01 Headlamp 350 Lumens', brand: 'Petzl' }, MODEL), null);
  });
});

describe('French piquante', () => {
  it('is not read as hot: Piquanté names a sweet pepper of every heat', () => {
    assert.doesNotMatch(titleInEnglish(normaliseText('Peppadew Mild Piquanté Peppers 400g'), ''), /\bhot\b/);
    const r = compare({ a: { title: 'Peppadew Mild Piquanté Peppers 400g', brand: 'Peppadew' }, b: { title: 'Peppadew Hot Peppers 400g', brand: 'Peppadew' }, entity: 'product_grocery' });
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe('RMS in a place name', () => {
  it('is rooms after a word of the name, initials where it opens the name', () => {
    assert.equal(placeWrittenForms('HORSE TROUGH (PUMP RMS END)'), 'horse trough pump rooms end');
    assert.equal(placeWrittenForms('RMS QUEEN MARY'), 'rms queen mary');
  });
  it('keeps a ship apart from the tea rooms named after it', () => {
    const r = compare({
      a: { name: 'RMS Queen Mary', address: '1126 Queens Hwy, Long Beach', city: 'Long Beach' },
      b: { name: 'Queen Mary Tea Rooms', address: 'Pine Ave, Long Beach', city: 'Long Beach' },
      entity: 'place',
    });
    assert.notEqual(r.identity, 'same_entity');
  });
  it("still reads a school's initials against its name", () => {
    const r = compare({ a: { name: 'RMS for Girls', city: 'Rickmansworth' }, b: { name: 'Royal Masonic School for Girls', city: 'Rickmansworth' }, entity: 'place' });
    assert.equal(r.identity, 'same_entity');
  });
});
