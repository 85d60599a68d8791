// A year written in full and with its last two digits (product.ts sameYear, the line comparator). Titles invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const grocery = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'product_grocery' });

describe('a vintage written in full and short', () => {
  it('one vintage as 2018 and 18 is one wine (positive)', () => {
    const r = grocery({ name: 'Meerlust Rubicon 2018 750ml', brand: 'Meerlust', abv: '14%' }, { title: 'MEERLUST RUBICON 18 75CL', producer: 'Meerlust Estate', abv: 14 });
    assert.equal(r.factors.name_line, undefined);
    assert.equal(r.identity, 'same_entity');
  });

  it('two vintages stay two wines, in full or short (negative)', () => {
    const r = grocery({ name: 'Meerlust Rubicon 2018 750ml', brand: 'Meerlust' }, { title: 'MEERLUST RUBICON 19 75CL', producer: 'Meerlust Estate' });
    assert.equal(r.factors.name_line, 0);
    assert.notEqual(r.identity, 'same_entity');
  });

  it('only a year of 1900-2099 against its last two digits is one number (adversarial)', () => {
    // 2118 is no year a label prints; 8 is not 2018's last two digits.
    assert.equal(grocery({ title: 'Rubicon 2118 75cl' }, { title: 'Rubicon 18 75cl' }).factors.name_line, 0);
    assert.equal(grocery({ title: 'Rubicon 2018 75cl' }, { title: 'Rubicon 8 75cl' }).factors.name_line, 0);
    // Electronics line numbers are read as before.
    assert.notEqual(compare({ a: { name: 'Dell XPS 13 laptop', brand: 'Dell' }, b: { name: 'Dell XPS 15 laptop', brand: 'Dell' }, entity: 'product_electronics' }).identity, 'same_entity');
  });
});
