// A post-office box against a street address (comparators/address.ts compareAddressField): two addresses
// one person holds at once, so the address comparator abstains; two boxes or two streets still compare.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareAddressField } from '../../../src/compare/comparators/address.js';
import { compare } from '../../../src/compare/index.js';
import { namesPoBox } from '../../../src/places/addressTokens.js';

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

// Session 15: other languages' boxes (places/address-tokens.json po_box_words and po_box_phrases), read by
// the one rule (places/addressTokens.ts namesPoBox) that the address comparator of both engines calls.
describe('PO boxes in other languages', () => {
  it('Postfach, Apartado de Correos, BP, Casella postale, Skrytka pocztowa, Posbus, Privaatsak and Poste restante are boxes (positive)', () => {
    const street = 'Bonner Str. 59, 50929 Köln';
    for (const box of [
      'Postfach 2302, Köln',
      'Apartado de Correos 5215, Madrid',
      'Apdo. 77, Sevilla',
      'Caixa Postal 1020, São Paulo',
      'Boîte postale 12, Abidjan',
      'B.P. 45, Lomé',
      'Casella postale 88, Roma',
      'Skrytka pocztowa 7564, Kraków',
      'Postbus 433, Rotterdam',
      'Posbus 1203, Pretoria',
      'Privaatsak X9, Bloemfontein',
      'Poste restante, Bureau Louvre, Paris',
    ]) {
      assert.ok(namesPoBox(box), box);
      assert.equal(compareAddressField(box, street), null, box);
    }
    const a = { name: 'Franziska Sabine Brandt', dob: '1988-03-14', address: 'Postfach 4410, Bonn' };
    const b = { name: 'Franziska Brandt', dob: '14.03.1988', address: 'Poppelsdorfer Allee 12, 53115 Bonn' };
    const r = compare({ a, b });
    assert.equal(r.factors.address, undefined);
    assert.equal(r.identity, 'same_entity', r.explanation);
  });

  it('two boxes of one kind compare, and differ when their numbers do (negative)', () => {
    assert.equal(compareAddressField('Postfach 2302, Köln', 'Postfach 2302, Köln')?.sim, 1);
    assert.ok((compareAddressField('Postfach 2302, Köln', 'Postfach 8871, Köln')?.sim ?? 1) < 0.8);
    assert.ok((compareAddressField('Skrytka pocztowa 7564, Kraków', 'Skrytka pocztowa 1290, Kraków')?.sim ?? 1) < 0.8);
  });

  it('a street named after a box word, or the word without a number, is no box (adversarial)', () => {
    for (const street of ['12 Postfachweg, Bern', 'Rua do Apartado, 12, Lisboa', 'BPX Road 12, Leeds', 'Calle Mayor 145, 10º B, 28065 Madrid']) {
      assert.equal(namesPoBox(street), false, street);
      assert.notEqual(compareAddressField(street, street), null, street);
    }
  });
});
