// A customs classification number after its label (HS 1104.12, HS code: 2103.10.00, tariff no. 2106.90) is a class of
// goods, no model code of the item (product-units.json classification_labels, productData withoutClassificationCodes;
// session 36, pset16r). Titles invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { productCodes } from '../../src/compare/comparators/product.js';

const grocery = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'product_grocery' });

describe('customs classification numbers in a title', () => {
  it('are not read as the title codes, whatever the label', () => {
    assert.deepEqual([...productCodes('ACME OAT FLAKES JUMBO 1KG X10 (HS 1104.12)')], []);
    assert.deepEqual([...productCodes('ACME SOY SAUCE 1L HS CODE: 2103.10.00')], []);
    assert.deepEqual([...productCodes('TARIFF NO. 2106.90 ACME BISCUITS')], []);
    // The item's own code beside it is still read.
    assert.deepEqual([...productCodes('ACME KETTLE KT2040 1.7L (HTS 8516.71)')], ['kt2040']);
  });

  it('negative: two items of one importer sharing one heading are not one code', () => {
    const r = grocery({ title: 'ACME OAT FLAKES JUMBO 1KG X10 (HS 1104.12)' }, { title: 'ACME OAT FLAKES QUICK 1KG X10 (HS 1104.12)' });
    assert.equal(r.factors.name_code, undefined);
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: a number without a label, or a label without a number, is read as before', () => {
    assert.deepEqual([...productCodes('ACME PUMP 151710 HS')], ['151710']);
    assert.deepEqual([...productCodes('ACME HS2040 HAIR STRAIGHTENER')], ['hs2040']);
  });
});
