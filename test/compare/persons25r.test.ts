// Person pack, session 38 (persons25r): records that name two people, and which one is the record's. (1) A power
// of attorney (a mandate, a procuration, a Vollmacht, a poder, a pełnomocnictwo) is the act of its principal: the
// grantor, `Mandant`, `Vollmachtgeber(in)`, `Poderdante`, `Mocodawca` is the record's person and the attorney or
// donee the other party. (2) A bank's signatory card names the account and the person who signs on it; the bank
// takes the signatory's own particulars (each signatory is identified on his own), so the signatory, not the
// account's name, is the card's person. (3) A sale or a transfer of ownership names a seller and a buyer; the
// form records the buyer's particulars for the new registration or title, so the buyer, purchaser or transferee
// is the record's person and the seller or transferor, a lone role, is read only where nobody else is named.
// Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('the principal of a power of attorney', () => {
  const poa: FieldMap = {
    'Instrument No.': 'POA/2024/0117',
    Principal: 'Margaret Wanjiru Kamau',
    'Date of Birth of Principal': '03/02/1949',
    'Attorney': 'Joseph Kamau Njoroge',
    'Scope': 'Operation of savings accounts',
    'Witnessed by': 'Advocate Mary Atieno',
  };
  it('reads the principal as the record’s name and the principal’s own birth date, never the attorney', () => {
    const r = read(poa);
    assert.equal(r.projected.name, 'Margaret Wanjiru Kamau');
    assert.equal(r.projected.dob, '03/02/1949');
    assert.ok(r.unread.ignored.includes('Attorney'));
  });
  it('reads the principal under its names in the users’ languages', () => {
    assert.equal(read({ 'The Principal': 'Kwabena Owusu', 'Donee': 'Ama Owusu' }).projected.name, 'Kwabena Owusu');
    assert.equal(read({ 'Donor / Principal': 'Kwabena Owusu' }).projected.name, 'Kwabena Owusu');
    assert.equal(read({ Grantor: 'Kwabena Owusu', 'Attorney / Donee': 'Ama Owusu' }).projected.name, 'Kwabena Owusu');
    assert.equal(read({ Mandant: 'Madame Claire Dubois', Mandataire: 'Luc Dubois' }).projected.name, 'Madame Claire Dubois');
    assert.equal(read({ 'Vollmachtgeber(in)': 'Ingrid Schulz', 'Bevollmächtigte(r)': 'Jan Schulz' }).projected.name, 'Ingrid Schulz');
    assert.equal(read({ Poderdante: 'Carmen Ruiz Soto', 'Apoderado/a': 'Pablo Ruiz Soto' }).projected.name, 'Carmen Ruiz Soto');
    assert.equal(read({ Mocodawca: 'Halina Nowak', Pełnomocnik: 'Adam Nowak' }).projected.name, 'Halina Nowak');
  });
  it('positive: the principal’s own signatory card merges', () => {
    const card = { Bank: 'Equity', 'Account Name': 'MARGARET WANJIRU KAMAU', 'Signatory Name': 'KAMAU Margaret Wanjiru', 'Signatory D.O.B': '3 Feb 1949', 'Additional signatory (attorney)': 'Joseph Kamau Njoroge' };
    assert.equal(person(poa, card).identity, 'same_entity');
  });
  it('adversarial: the attorney’s own card on the principal’s account is not merged with the principal', () => {
    const card = { Bank: 'Equity', 'Account Name': 'MARGARET WANJIRU KAMAU', 'Signatory Name': 'Joseph Kamau Njoroge', 'Signatory D.O.B': '11/09/1978', Capacity: 'Attorney' };
    assert.notEqual(person(poa, card).identity, 'same_entity');
  });
});

describe('the signatory of a bank’s signatory card', () => {
  it('reads the signatory, not the account’s name, with the signatory’s own columns', () => {
    const r = read({ 'Account Name': 'Tunde Bakare', 'Signatory Name': 'Funke Bakare', 'Signatory D.O.B': '12/12/1980', 'Signatory Mobile': '08031234567' });
    assert.equal(r.projected.name, 'Funke Bakare');
    assert.equal(r.projected.dob, '12/12/1980');
    assert.ok(r.unread.ignored.includes('Account Name'));
    assert.equal(read({ Titular: 'GARCÍA LEÓN, ANA', Firmante: 'Jorge García León' }).projected.name, 'Jorge García León');
    assert.equal(read({ 'Titulaire du compte': 'Paul Morel', Signataire: 'Anne Morel' }).projected.name, 'Anne Morel');
  });
  it('negative: an account’s name alone is still read', () => {
    assert.equal(read({ 'Account Name': 'Tunde Bakare', 'Account Number': '0123456789' }).projected.name, 'Tunde Bakare');
  });
});

describe('the buyer of a sale or transfer of ownership', () => {
  const sale: FieldMap = {
    'Vehicle Reg. No.': 'KDA 402M',
    Seller: 'Peter Mwangi Kariuki',
    Purchaser: 'Daniel Kariuki Mwangi',
    'Purchaser ID No.': '31877402',
    'Date of sale': '14/03/2024',
  };
  it('reads the purchaser, never the seller, beside each other', () => {
    const r = read(sale);
    assert.equal(r.projected.name, 'Daniel Kariuki Mwangi');
    assert.ok(r.unread.ignored.includes('Seller'));
    assert.equal(read({ Transferor: 'Esi Mensah', 'Transferee Name': 'Kofi Mensah' }).projected.name, 'Kofi Mensah');
    assert.equal(read({ 'Previous Owner': 'Esi Mensah', 'New Owner': 'Kofi Mensah', 'DOB of New Owner': '01/01/1990' }).projected.dob, '01/01/1990');
    assert.equal(read({ Vendedor: 'Luis Gil', Comprador: 'Marta Gil' }).projected.name, 'Marta Gil');
    assert.equal(read({ Verkäufer: 'Uwe Roth', Käufer: 'Lena Roth' }).projected.name, 'Lena Roth');
  });
  it('negative: a seller alone is still the record’s person', () => {
    assert.equal(read({ Seller: 'Peter Mwangi Kariuki', Phone: '0722000111' }).projected.name, 'Peter Mwangi Kariuki');
  });
  it('positive: the buyer’s insurance merges; adversarial: the seller’s (his father’s) does not', () => {
    const buyer = { 'Name of Insured': 'MWANGI Daniel Kariuki', 'Vehicle Reg. No': 'KDA 402M', 'ID No': '31877402' };
    assert.equal(person(sale, buyer).identity, 'same_entity');
    const seller = { 'Name of Insured': 'KARIUKI Peter Mwangi', 'Vehicle Reg. No': 'KDA 402M', 'ID No': '10442871' };
    assert.notEqual(person(sale, seller).identity, 'same_entity');
  });
});

describe('the Ghana Card number under the issuing authority’s name (NIA)', () => {
  it('reads `NIA No` and `NIA PIN` as the national identifier', () => {
    assert.equal(read({ 'NIA No': 'GHA-310442871-5' }).projected.national_id, 'GHA-310442871-5');
    assert.equal(read({ 'NIA PIN': 'GHA-310442871-5' }).projected.national_id, 'GHA-310442871-5');
  });
  it('adversarial: a son of the same name on the same car is held apart by his own card number', () => {
    const cover = { 'Name of Insured': 'MENSAH KOFI', 'Vehicle Reg. No': 'GR 1204-20', 'NIA PIN': 'GHA-310442871-5', 'Insured Address': 'GA-118-2291, Madina, Accra' };
    const transfer = { 'Vehicle Registration No.': 'GR 1204-20', 'Previous Owner': 'Kofi Mensah', 'New Owner': 'Kofi Mensah', 'Ghana Card PIN': 'GHA-726001934-2', 'Residential Address (GPS)': 'GA-118-2291, Madina, Accra' };
    assert.notEqual(person(cover, transfer).identity, 'same_entity');
  });
});
