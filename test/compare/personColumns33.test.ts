// Person pack, session 33: columns of sale, payout and staff registers the pack left unread. A header naming
// the name's phrase word beside its family part (`Name & Surname`) is the whole name; a mobile-money wallet's
// number (`MoMo No`, `M-Pesa No`, `OPay No`) is the person's phone; a column headed only by the part a person
// takes in a sale or a payout (`Seller`, `Vendor`, `Supplier`, `Payee`, `Paid to`) is the record's person where
// the record names nobody else (role_keys.lone_roles); a `Photocard licence` is a driving licence. Records are
// the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack, isLoneRoleHeader } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('the name phrase word beside the family part', () => {
  it('is the given part, and the header the whole name', () => {
    assert.equal(read({ 'Name & Surname': 'Lindiwe Zanele Dlamini', Position: 'Cook' }).projected.name, 'Lindiwe Zanele Dlamini');
    assert.equal(read({ 'Name and Surname': 'Lindiwe Dlamini' }).projected.name, 'Lindiwe Dlamini');
    assert.equal(read({ 'Surname & Names': 'DLAMINI Lindiwe' }).projected.name, 'DLAMINI Lindiwe');
  });
  it('is still the family part beside a given part, and nothing beside both parts or another word', () => {
    assert.equal(read({ 'Name, Vorname': 'Keller, Anna' }).projected.name, 'Keller, Anna');
    assert.equal(read({ 'Name, First Name, Surname': 'Anna Keller' }).projected.name, undefined);
    assert.equal(read({ 'Full Name & Surname': 'Anna Keller' }).projected.name, undefined);
  });
  it('loses to the parts sent under their own keys', () => {
    const r = read({ 'Name & Surname': 'L. Dlamini', Surname: 'Dlamini', 'First Name': 'Lindiwe' });
    assert.equal(r.projected.name, 'Lindiwe Dlamini');
    assert.deepEqual(r.unread.ignored, ['Name & Surname']);
  });
  it('joins a shift roster to a training certificate on the name and the phone', () => {
    const roster = { 'Name & Surname': 'Lindiwe Zanele Dlamini', Shift: 'Early', 'Cell No': '082 410 7731' };
    const certificate = { Surname: 'Dlamini', 'First Names': 'Lindiwe Zanele', 'ID Number': '9104120456081', 'Contact No': '+27824107731' };
    assert.equal(person(roster, certificate).identity, 'same_entity');
  });
});

describe("a mobile-money wallet's number", () => {
  it('is the phone', () => {
    assert.equal(read({ Name: 'Akua Boateng', 'MTN MoMo No': '024 555 1290' }).projected.phone, '024 555 1290');
    assert.equal(read({ Name: 'Wanjiru Kamau', 'M-PESA No': '0712 880 431' }).projected.phone, '0712 880 431');
    assert.equal(read({ Name: 'Tunde Bakare', 'OPay No': '8031234567' }).projected.phone, '8031234567');
    assert.equal(read({ Name: 'Akua Boateng', 'MoMo Wallet': '0245551290' }).projected.phone, '0245551290');
  });
  it("loses to the record's phone key, and another party's wallet stays unread", () => {
    assert.equal(read({ Name: 'Akua Boateng', Phone: '0201112223', 'MoMo Number': '0245551290' }).projected.phone, '0201112223');
    assert.equal(read({ Name: 'Akua Boateng', 'Next of Kin MoMo No': '0245551290' }).projected.phone, undefined);
  });
});

describe('a column headed by the part a person takes in a sale or a payout', () => {
  it("is the record's name where the record names nobody else", () => {
    assert.equal(read({ Lot: '14', Seller: 'Kipchumba Rotich', 'Tag Nos': 'KE4471; KE4472' }).projected.name, 'Kipchumba Rotich');
    assert.equal(read({ 'Supplier name': 'Dylan Rees', 'Weight (kg)': '40' }).projected.name, 'Dylan Rees');
    assert.equal(read({ Verkäufer: 'Brandt, Jonas' }).projected.name, 'Brandt, Jonas');
    assert.equal(read({ 'Paid to': 'ADEOLA OKAFOR', Amount: '12000' }).projected.name, 'ADEOLA OKAFOR');
    assert.equal(read({ Bénéficiaire: 'LEROY CAMILLE', IBAN: 'FR7630006000011234567890189' }).projected.name, 'LEROY CAMILLE');
  });
  it("stays unread beside the record's own name, or when it holds an account", () => {
    assert.equal(read({ 'Customer Name': 'Esi Quaye', Vendor: 'Accra Mobile Ltd' }).projected.name, 'Esi Quaye');
    assert.equal(read({ 'Account Holder': 'Esi Quaye', Payee: 'Fitzone Gym' }).projected.name, 'Esi Quaye');
    assert.equal(read({ 'Payout Ref': 'DV-2201', 'Paid To': 'Acct 0012345678' }).projected.name, undefined);
  });
  it('is one header of one or two words less the name word', () => {
    const pack = findPack('person')!;
    assert.equal(isLoneRoleHeader(pack, 'seller_name'), true);
    assert.equal(isLoneRoleHeader(pack, 'paid_to'), true);
    assert.equal(isLoneRoleHeader(pack, 'paid'), false);
    assert.equal(isLoneRoleHeader(pack, 'seller_paid_to'), false);
  });
  it('joins a payout to the seller register on the name and the wallet; a brother paid on his own wallet stays apart', () => {
    const register = { "Seller's Name": 'Kwabena Owusu Sarpong', Address: '12 Market Road, Kumasi', Phone: '0244 318 552' };
    const payout = { Ticket: 'T55120', 'Paid to': 'KWABENA OWUSU SARPONG', 'MTN MoMo No': '+233 244 318 552', Amount: 'GHS 410' };
    assert.equal(person(register, payout).identity, 'same_entity');
    const brother = { Ticket: 'T55121', 'Paid to': 'KOFI OWUSU SARPONG', 'MTN MoMo No': '+233 209 771 004', Amount: 'GHS 95' };
    assert.notEqual(person(register, brother).identity, 'same_entity');
  });
});

describe('a photocard licence under ID type', () => {
  it('is the driving licence, so two brothers’ licence numbers refute', () => {
    assert.equal(read({ Name: 'Owen Price', 'ID type': 'Photocard licence', 'ID number': 'PRICE801224OW9AB' }).projected.drivers_licence, 'PRICE801224OW9AB');
    const a = { 'Supplier name': 'Owen Rhys Price', Address: '4 Heol Las, Swansea SA1 2AB', 'ID type': 'Photocard licence', 'ID number': 'PRICE801224OW9AB', 'Vehicle reg': 'CY12 ABC' };
    const b = { 'Supplier name': 'Rhys Price', Address: '4 Heol Las, Swansea SA1 2AB', 'ID type': 'Photocard licence', 'ID number': 'PRICE905117RH9CD', 'Vehicle reg': 'CY12 ABC' };
    assert.notEqual(person(a, b).identity, 'same_entity');
  });
});
