// The grocery pack's rival comparator reads titles without the makers' names (brand_field) when the two
// brand fields name one maker or one record names none: a maker's name one title gives (Notore NPK 20-10-10
// against FERTILISER NPK 20.10.10) is no rival word. Beside two brands that differ the titles stay whole, so
// two makers each naming their own product stay rivals. Records invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const grocery = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'product_grocery' });

describe('a maker\'s name in one grocery title only', () => {
  it('one maker written twice: its name in one title is no rival word (positive)', () => {
    const r = grocery({ name: 'Savanna Agro NPK 15-15-15 (50 kg)', brand: 'Savanna Agro Chemicals' }, { name: 'FERTILISER NPK 15.15.15 50KG', brand: 'SAVANNA AGRO' });
    assert.equal(r.factors.name_rival, undefined);
    assert.equal(r.identity, 'same_entity');
  });

  it('one record without a brand reads as before (negative)', () => {
    const r = grocery({ name: 'Savanna Agro NPK 15-15-15 (50 kg)', brand: 'Savanna Agro' }, { name: 'NPK 15:15:15 fertiliser 50kg bag' });
    assert.equal(r.factors.name_rival_conflict, undefined);
  });

  it('two makers each naming their own product stay rivals (adversarial)', () => {
    const r = grocery(
      { name: 'Kilimo Red Ale', brand: 'Kilimo Brewing Company', abv: '6.0%' },
      { name: 'Rift Peak Red Ale', brand: 'Rift Peak Brewery', abv: '6.1%' },
    );
    assert.equal(r.factors.name_rival, 0);
    assert.notEqual(r.identity, 'same_entity');
  });
});
