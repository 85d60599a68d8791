// A post-office box against a street address (comparators/address.ts compareAddressField): two addresses
// one person holds at once, so the address comparator abstains; two boxes or two streets still compare.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareAddressField } from '../../../src/compare/comparators/address.js';
import { compare } from '../../../src/compare/index.js';

describe('PO box against street', () => {
  it('a box on one side only says nothing (positive)', () => {
    assert.equal(compareAddressField('P.O. Box 4471, Kisumu', 'Plot 12, Oginga Odinga Street, Kisumu'), null);
    assert.equal(compareAddressField('Private Bag 0032, Gaborone', '14 Nyerere Drive, Gaborone'), null);
    const a = { name: 'Achieng Atieno Odhiambo', dob: '1984-10-02', address: 'P.O. Box 4471-40100, Kisumu' };
    const b = { name: 'Achieng Odhiambo', dob: '1984-10-02', address: 'Plot 12, Oginga Odinga Street, Kisumu' };
    const r = compare({ a, b });
    assert.equal(r.factors.address, undefined);
    assert.equal(r.identity, 'same_entity');
  });
  it('two boxes compare, and differ when their numbers do (negative)', () => {
    assert.equal(compareAddressField('P.O. Box 4471, Kisumu', 'PO Box 4471, Kisumu')?.sim, 1);
    assert.ok((compareAddressField('P.O. Box 4471, Kisumu', 'P.O. Box 9120, Kisumu')?.sim ?? 1) < 0.8);
  });
  it('the word box in a street name is no PO box (adversarial)', () => {
    assert.notEqual(compareAddressField('12 Box Hill Road, Surrey', '12 Box Hill Rd, Surrey'), null);
    assert.ok((compareAddressField('12 Box Hill Road, Surrey', '40 Station Road, Leeds')?.sim ?? 1) < 0.8);
  });
});
