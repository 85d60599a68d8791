// A long number glued to a one-letter unit (product.ts LONG_NUMBER_ONE_LETTER): an office-supply or
// parts catalogue writes a part number with its variant letter (38644W, 70955G), which the title's code
// reader took for a size (38,644 watts) and left out, so a listing naming another part number of the
// same line could merge. Records written for these tests, in the styles of an office-supply dealer's
// feed and a marketplace listing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { productCodes } from '../../../src/compare/comparators/product.js';
import { compare, type FieldMap } from '../../../src/compare/index.js';

const electronics = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_electronics' });

describe('a part number glued to a variant letter', () => {
  it('positive: five digits or more before one letter are a code', () => {
    assert.ok(productCodes('Avery 38644W Heavy-Duty View Binder, 2 in, White').has('38644w'));
    const r = electronics(
      { name: 'Avery Heavy-Duty View Binder 2 in', brand: 'Avery', model: '79192W' },
      { name: 'Avery 38644W Heavy-Duty View Binder 2 in White', brand: 'Avery' },
    );
    assert.equal(r.factors['model'], 0);
    assert.notEqual(r.identity, 'same_entity');
  });
  it('negative: the same code on both sides agrees', () => {
    const r = electronics({ name: 'Avery Heavy-Duty View Binder 2 in', brand: 'Avery', model: '38644W' }, { name: 'Avery 38644W Heavy-Duty View Binder 2 in White', brand: 'Avery' });
    assert.equal(r.factors['model'], 1);
  });
  it('adversarial: sizes with one-letter units of up to four digits stay sizes', () => {
    for (const t of ['Corsair 1000w power supply', 'Anker 9v battery 2pk', 'Manfrotto 1200g tripod', 'Bose 20000mah power bank']) {
      assert.equal(productCodes(t).size, 0, t);
    }
  });
});
