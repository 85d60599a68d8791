// Identifiers told by their shape where the column does not say which they are (issue 11, session 24;
// person pack value_shapes): a Ghanaian TIN that is a Ghana Card PIN (GRA's individual TIN since 2021) is
// the national id; a bare PIN column is a KRA PIN, an RSA PIN or a Ghana Card PIN by its value's shape.
// Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });

describe('a TIN that is a Ghana Card PIN', () => {
  // Fails before session 24: the TIN (tax_id) and the Ghana Card PIN (national_id) were never compared.
  it('positive: a payroll TIN meets the return\'s Ghana Card PIN', () => {
    const r = person({ EMP_NAME: 'MENSAH, K A', TIN: 'GHA-712004558-3', GROSS_PAY: '5400.00' }, { 'Taxpayer Name': 'Kofi Asamoah Mensah', 'Ghana Card PIN': 'GHA7120045583', 'Date of Birth': '1984-04-04' });
    assert.equal(r.factors.national_id, 1);
    assert.equal(r.identity, 'same_entity');
  });
  it('negative: two Ghana Card PINs more than a keystroke apart veto, whichever column holds them', () => {
    const r = person({ name: 'Kofi Asamoah Mensah', TIN: 'GHA-712004558-3' }, { name: 'Kofi Asamoah Mensah', ghana_card: 'GHA-990041177-2' });
    assert.equal(r.identity, 'different');
  });
  it('adversarial: a TIN of another shape stays the tax number', () => {
    const r = person({ name: 'Kofi Mensah', TIN: 'P0012345678' }, { name: 'Kofi Mensah', ghana_card: 'GHA-712004558-3' });
    assert.equal(r.factors.national_id, undefined);
    assert.equal(r.factors.tax_id, undefined);
  });
});

describe('a bare PIN column read by its value', () => {
  it('positive: a KRA PIN is the tax number, an RSA PIN the pension number', () => {
    const kra = person({ EMP_NAME: 'WANJIRU, M', KRA_PIN: 'A004417723Q' }, { 'Taxpayer Name': 'Mary Wanjiru', PIN: 'a004417723q', DOB: '1979-09-09' });
    assert.equal(kra.factors.tax_id, 1);
    assert.equal(kra.identity, 'same_entity');
    const rsa = person({ 'Member Name': 'Mr Emeka Obi', 'RSA PIN': 'PEN100200300400', DOB: '1961-06-01' }, { Claimant: 'Chief E. Obi', PIN: 'PEN 1002 0030 0400', DOB: '01/06/1961' });
    assert.equal(rsa.factors.ssn, 1);
  });
  it('negative: two KRA PINs that differ veto', () => {
    const r = person({ name: 'Mary Wanjiru', kra_pin: 'A004417723Q' }, { name: 'Mary Wanjiru', PIN: 'A009981120Z' });
    assert.equal(r.identity, 'different');
  });
  it('adversarial: a PIN of no known shape (a card PIN, a short code) is left unread', () => {
    const r = person({ name: 'Mary Wanjiru', PIN: '4471' }, { name: 'Mary Wanjiru', kra_pin: 'A004417723Q' });
    assert.equal(r.factors.tax_id, undefined);
    assert.ok(r.unread?.a.ignored.includes('PIN'));
  });
});
