// The same maker's part number in both model fields outweighs titles that share few words (issue 11, the
// electronics pack's disagreement_lifted_by on its two name comparators): a till's cut words, a price list's
// caps line, or a shop's title in Kiswahili, Afrikaans or French name one article under one part number. A
// title that only names the other's code while the two model fields disagree (a series name beside two part
// numbers) lifts nothing. Records invented for these tests (brands Zuri and Kwetu are made up).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareModelCodes } from '../../src/compare/comparators/modelCode.js';
import { compare } from '../../src/compare/index.js';

const identity = (a: Record<string, string>, b: Record<string, string>) =>
  compare({ a, b, entity: 'product_electronics' }).identity;
const model = { kind: 'model' as const, field: 'model', text_field: 'name', weight: 4 };

const ENGLISH = { title: 'Zuri 2-Slice Toaster with Crumb Tray, Stainless Steel, 850W', brand: 'Zuri', model: 'ZT-2085S' };

describe('one part number under titles that share few words', () => {
  it('positive: a Kiswahili, Afrikaans or French title, or a till line, under the same part number is one article', () => {
    assert.equal(identity(ENGLISH, { product_name: 'Kibaniko cha mkate Zuri, vipande 2, chuma cha pua', brand: 'Zuri', model: 'ZT2085S' }), 'same_entity');
    assert.equal(identity(ENGLISH, { product_name: 'Zuri broodrooster vir 2 snye met krummelbak', brand: 'Zuri', model: 'ZT 2085S' }), 'same_entity');
    assert.equal(identity(ENGLISH, { product_name: 'Grille-pain Zuri 2 fentes, inox', brand: 'Zuri', model: 'ZT-2085S' }), 'same_entity');
    assert.equal(identity(ENGLISH, { name: 'ZURI TSTR 2SL SS', model: 'ZT2085S' }), 'same_entity', 'a till line, no brand column');
  });

  it('negative: another part number, a stated spec that differs, or a refurbished unit is not merged', () => {
    assert.notEqual(identity(ENGLISH, { product_name: 'Kibaniko cha mkate Zuri, vipande 4', brand: 'Zuri', model: 'ZT4090S' }), 'same_entity');
    assert.notEqual(
      identity(ENGLISH, { product_name: 'Kibaniko cha mkate Zuri 1200W', brand: 'Zuri', model: 'ZT2085S' }),
      'same_entity',
      'a power the titles state differently still refutes',
    );
    assert.notEqual(
      identity(ENGLISH, { product_name: 'Zuri broodrooster, refurbished', brand: 'Zuri', model: 'ZT2085S' }),
      'same_entity',
      'a refurbished unit is another product under the maker\'s code',
    );
    assert.notEqual(identity(ENGLISH, { product_name: 'Kibaniko cha mkate Zuri, vipande 2', brand: 'Zuri' }), 'same_entity', 'no code to lift anything');
  });

  it('adversarial: a series name in a title while the two model fields state two part numbers lifts nothing', () => {
    const uk = { title: 'Kwetu KB40 Wireless Keyboard and Mouse Set, UK Layout', brand: 'Kwetu', model: '930-001122' };
    const us = { product_name: 'Kwetu KB40 draadlose sleutelbord en muis, VSA-uitleg', brand: 'Kwetu', model: 'KB40 (US) 930-001177' };
    const r = compareModelCodes({ ...uk, name: uk.title }, { ...us, name: us.product_name }, model)!;
    assert.equal(r.sim, 1, 'the other\'s series code is written in the title');
    assert.equal(r.liftsNothing, true, 'but the model fields name two items');
    assert.notEqual(identity(uk, us), 'same_entity');
    const same = compareModelCodes({ model: '930-001122', name: 'x' }, { model: '930001122', name: 'y' }, model)!;
    assert.equal(same.sim, 1);
    assert.equal(same.liftsNothing, undefined, 'the fields themselves agree');
    // A part number in the one model field, written out in the other record's title, still lifts: one record
    // lacks a model column, so nothing contradicts it.
    assert.equal(identity(ENGLISH, { product_name: 'Kibaniko cha mkate ZT-2085S', brand: 'Zuri' }), 'same_entity');
  });

  it('adversarial: a part number the other title writes only after a fit word (an accessory for it) lifts nothing', () => {
    // Fails before the fix: the sleeve's title names the toaster's code after 'for', which lifted the titles' disagreement.
    const sleeve = { product_name: 'Dust cover for Zuri ZT-2085S toaster, washable', brand: 'Kivuli' };
    const r = compareModelCodes({ ...ENGLISH, name: ENGLISH.title }, { ...sleeve, name: sleeve.product_name }, model)!;
    assert.equal(r.sim, 1, 'the code is written in the title');
    assert.equal(r.liftsNothing, true, 'after the fit word: what the cover fits');
    assert.notEqual(identity(ENGLISH, sleeve), 'same_entity');
    assert.notEqual(identity(ENGLISH, { product_name: 'Crumb tray replacement for ZT-2085S' }), 'same_entity', 'no brand column');
    // The same code before a fit word is the product's own (the till line above; a title that names what it comes with).
    assert.equal(compareModelCodes({ ...ENGLISH, name: ENGLISH.title }, { name: 'Zuri ZT-2085S toaster with crumb tray' }, model)!.liftsNothing, undefined);
  });
});
