// Person pack, session 37 (persons37): the name of a thing held or traded under (`Trade Name`, `Settlement Account
// Name`, `Till Name`; header_words.held_names) read after every other reading of the name, and German and Dutch
// glued role compounds (`Postfachinhaber`, `Kontoinhaber`, `Rekeninghouder`; role_keys.glued_heads) read as their
// role, after every other reading too; an identifier headed `ID Type/No (Ghana Card)` read as its kind
// (header_words.id_heading_words). Records are the tests' own, not any set's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack, validatePack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const pack = findPack('person')!;
const nameOf = (record: FieldMap) => readRecord(pack, record).projected.name;

describe('a held thing’s name beside the person’s', () => {
  // A market permit register and a visit to the stall, the trade name on both.
  const permit = { 'Permit No': 'KMA/MKT/0441/22', Licensee: 'Abena Serwaa Frimpong', 'Trade Name': 'Serwaa Provisions', 'Date of Birth': '03/09/1984', Mobile: '0244 310 552' };
  it('the licensee is the record’s name, the trade name loses (they used to cancel)', () => {
    assert.equal(nameOf(permit), 'Abena Serwaa Frimpong');
  });
  it('an owner’s name beside a settlement account or till name is the record’s', () => {
    assert.equal(nameOf({ 'Terminal ID': '5510', 'Owner Full Name': 'Musa Danjuma', 'Settlement Account Name': 'DANJUMA & SONS VENTURES' }), 'Musa Danjuma');
    assert.equal(nameOf({ 'Till No': '99120', 'Till Name': 'WANJIRU GENERAL STORES', 'Proprietor Name': 'Wanjiru Njoki' }), 'Wanjiru Njoki');
  });
  it('the name’s parts win over a settlement account’s name', () => {
    assert.equal(nameOf({ Surname: 'Osei', 'First Name': 'Kofi', 'Settlement Account Name': 'OSEI KOFI ENTERPRISE' }), 'Kofi Osei');
  });
  it('alone, a held thing’s name is still read as the name (a personal wallet’s)', () => {
    assert.equal(nameOf({ 'Wallet Name': 'Halima Bello', 'Wallet No': '0803 221 4410' }), 'Halima Bello');
    assert.equal(nameOf({ 'Trade Name': 'Serwaa Provisions', 'Permit No': 'KMA/MKT/0441/22' }), 'Serwaa Provisions');
  });
  it('two held names cancel, as two headers read by their words do', () => {
    assert.equal(nameOf({ 'Settlement Account Name': 'Halima Bello', 'Till Name': 'BELLO MINI MART' }), undefined);
  });
  it('the register and the visit agree on the licensee, not on the business', () => {
    const visit = { Date: '12/02/2025', Premises: 'Serwaa Provisions, Kejetia', 'Operator present': 'Abena Frimpong', 'Permit No. checked': 'KMA MKT 0441 22', 'Phone of person present': '+233244310552' };
    assert.equal(person(permit, visit).identity, 'same_entity');
    // Another woman running the same stall on the day is not the licensee.
    assert.notEqual(person(permit, { ...visit, 'Operator present': 'Comfort Adjei', 'Phone of person present': '+233209911442' }).identity, 'same_entity');
  });
});

describe('a role and the thing held written as one word', () => {
  it('reads a glued holder, owner or tenant as the record’s name', () => {
    assert.equal(nameOf({ Postfachinhaber: 'Jonas Brenner', Postfach: '30 12 77' }), 'Jonas Brenner');
    assert.equal(nameOf({ 'Genehmigungsinhaber/in': 'Brenner, Jonas', Aktenzeichen: 'G-88/2024' }), 'Brenner, Jonas');
    assert.equal(nameOf({ Fahrzeugbesitzer: 'Lea Kaminski', Kennzeichen: 'HB-LK 410' }), 'Lea Kaminski');
    assert.equal(nameOf({ Rekeninghouder: 'Sanne Bakker', IBAN: 'NL91ABNA0417164300' }), 'Sanne Bakker');
  });
  it('a prefix that makes the holder another person keeps the column unread', () => {
    for (const heading of ['Mitinhaber', 'Vormieter', 'Untermieter', 'Nachmieter', 'Medehuurder', 'Onderhuurder', 'Beifahrer']) {
      assert.equal(nameOf({ [heading]: 'Jonas Brenner', Vertragsnummer: 'MV-2231' }), undefined, heading);
    }
  });
  it('a lone role is never split: a payee stays the payee', () => {
    assert.equal(nameOf({ Zahlungsempfänger: 'Jonas Brenner', Betrag: '120,00' }), 'Jonas Brenner', 'read as a lone role, as before');
    assert.equal(nameOf({ Zahlungsempfänger: 'Jonas Brenner', Antragsteller: 'Lea Kaminski' }), 'Lea Kaminski');
  });
  it('beside the plain role, the glued one loses (an account’s name, often the business’s)', () => {
    assert.equal(nameOf({ 'Inhaber/in': 'Sabine Roth', Kontoinhaber: 'BLUMEN ROTH', Geschäftsname: 'Blumen Roth' }), 'Sabine Roth');
    assert.equal(nameOf({ Kontoinhaber: 'Sabine Roth', IBAN: 'DE89370400440532013000' }), 'Sabine Roth', 'alone it is the name');
  });
  it('two glued roles cancel', () => {
    assert.equal(nameOf({ Postfachinhaber: 'Jonas Brenner', Kontoinhaber: 'Lea Kaminski' }), undefined);
  });
  it('the post-box rental and the parcel collection agree', () => {
    const rental = { Postfach: 'Postfach 30 12 77', Postfachinhaber: 'Jonas Peter Brenner', Geburtsdatum: '14.05.1979', Ausweisnummer: 'L01X00T47' };
    const slip = { Datum: '02.03.2025', Empfänger: 'Jonas Brenner', Postfach: '30 12 77', 'Lichtbildausweis Nr.': 'L01X00T47' };
    assert.equal(person(rental, slip).identity, 'same_entity');
    // A brother collecting from the same box with his own card is not the box's holder.
    assert.notEqual(person(rental, { ...slip, Empfänger: 'Lukas Brenner', 'Lichtbildausweis Nr.': 'T22000129' }).identity, 'same_entity');
  });
});

describe('an identifier headed by saying an identifier is written there, then its kind', () => {
  it('is the record’s own identifier of that kind', () => {
    assert.equal(readRecord(pack, { 'ID Type/No (Ghana Card)': 'GHA-771203958-2' }).projected.national_id, 'GHA-771203958-2');
    assert.equal(readRecord(pack, { 'Means of ID: NIN': '30917726514' }).projected.national_id, '30917726514');
    assert.equal(readRecord(pack, { 'Doc. No. (Passport)': 'B7710322' }).projected.passport, 'B7710322');
  });
  it('a heading naming a person keeps it that person’s', () => {
    assert.equal(readRecord(pack, { Name: 'Yaw Boateng', 'Guarantor ID No (NIN)': '30917726514' }).projected.national_id, undefined);
  });
  it('a sibling found in charge with his own card is not the licensee', () => {
    const permit = { 'Permit No': 'KMA/LIQ/2231/23', Licensee: 'Yaw Boateng', 'Ghana Card No.': 'GHA-771203958-2', 'Trade Name': 'Boat House Spot' };
    const visit = { Date: '04/10/2025', Premises: 'Boat House Spot, Bantama', 'Operator present': 'Boateng, Kwame Yaw - manager', 'ID Type/No (Ghana Card)': 'GHA 604418372 9' };
    const r = person(permit, visit);
    assert.equal(r.factors.national_id, 0, 'the two cards are compared');
    assert.equal(r.identity, 'different');
    assert.equal(person(permit, { ...visit, 'Operator present': 'Yaw Boateng', 'ID Type/No (Ghana Card)': 'GHA 771203958 2' }).identity, 'same_entity');
  });
});

describe('the loader validates the lists', () => {
  it('a glued head must be a role word, a held word no other party’s', () => {
    const file = structuredClone(pack.file) as unknown as { header_words: { role_keys: { glued_heads: string[] }; held_names: { words: string[] } } };
    file.header_words.role_keys.glued_heads.push('nachbar');
    assert.throws(() => validatePack('person.json', file));
    const again = structuredClone(pack.file) as unknown as { header_words: { held_names: { words: string[] } } };
    again.header_words.held_names.words.push('company');
    assert.throws(() => validatePack('person.json', again));
    const third = structuredClone(pack.file) as unknown as { header_words: { id_heading_words: { words: string[] } } };
    third.header_words.id_heading_words.words.push('ID No');
    assert.throws(() => validatePack('person.json', third));
  });
});
