// Person pack, session 25: one mechanism for a person named by the role a source gives them, however the
// source heads it (header_words.role_keys.words): a header ending in a role word after at most two words
// that say what is held (`Card Holder`, `Registered Keeper`), the role's own columns (`Keeper Address`),
// an order's `Deliver To`, and a role's number written after it (`NINO of Deceased`). Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('a header ending in a role word names the record person', () => {
  it("a card's Card Holder, a vehicle register's Registered Keeper and its Keeper Address", () => {
    assert.equal(read({ 'Card Holder': 'Yewande Oyebanji', 'Card No': '6011 2231 0098 4410', Mobile: '0803 611 2049' }).projected.name, 'Yewande Oyebanji');
    const keeper = read({ 'Registered Keeper': 'ROSEMARY ACHIENG OUMA', 'Keeper Address': '12 Kenyatta Avenue, Kisumu', 'Keeper DOB': '1981-03-09' });
    assert.deepEqual(keeper.projected, { name: 'ROSEMARY ACHIENG OUMA', dob: '1981-03-09', address: '12 Kenyatta Avenue, Kisumu' });
    // The same role however the section words it: `Vehicle Owner` and `Owner Phone`, `Bank Account Holder Name` alone.
    assert.deepEqual(read({ 'Vehicle Owner': 'Pieter Botha', 'Owner Phone': '082 440 1937' }).projected, { name: 'Pieter Botha', phone: '082 440 1937' });
    assert.equal(read({ 'Account Holder Name': 'Ines Ferreira' }).projected.name, 'Ines Ferreira');
    // Other languages' role words: a German vehicle register's Halter, a French card's Titulaire.
    assert.equal(read({ Halter: 'Jonas Albrecht', Kennzeichen: 'B-JA 1402' }).projected.name, 'Jonas Albrecht');
    assert.equal(read({ Titulaire: 'Élodie Marchand', 'N° de carte': '4970 1012 3456 7890' }).projected.name, 'Élodie Marchand');
  });
  it("an order's Deliver To and an invoice's Ship To Name are the customer", () => {
    assert.equal(read({ 'Order Ref': 'WEB-22871', 'Deliver To': 'Kwabena Ofori', 'Contact No': '024 771 9032' }).projected.name, 'Kwabena Ofori');
    assert.deepEqual(read({ 'Ship To Name': 'Aoife Brennan', 'Ship To Address': '4 Quay Street, Galway' }).projected, { name: 'Aoife Brennan', address: '4 Quay Street, Galway' });
  });
  it('a card holder and the delivery on the same phone are one customer; a spouse on the household phone is not', () => {
    const card = { 'Card Holder': 'Mrs Yewande Oyebanji', 'Card No': '6011 2231 0098 4410', Mobile: '0803 611 2049' };
    const order = { 'Order Ref': 'WEB-22871', 'Deliver To': 'Yewande Oyebanji', 'Contact No': '+234 803 611 2049' };
    assert.equal(person(card, order).identity, 'same_entity');
    assert.notEqual(person(card, { ...order, 'Deliver To': 'Babatunde Oyebanji' }).identity, 'same_entity');
  });
});

describe('a role word after another person or across a connective names no role of the record', () => {
  it("a previous keeper, a joint holder, a co-owner and the applicant a relationship is to stay unread", () => {
    assert.equal(read({ 'Previous Keeper': 'Adam Lowe', 'Registration Mark': 'LD62 KVN' }).projected.name, undefined);
    assert.equal(read({ 'Joint Holder': 'Mary Kamau' }).projected.name, undefined);
    assert.equal(read({ 'Co-owner': 'Thandi Zulu' }).projected.name, undefined);
    assert.equal(read({ 'Relationship to Applicant': 'Brother' }).projected.name, undefined);
    // Across `of` the words name something of the role: the owner's address, the member's spouse.
    assert.equal(read({ 'Address of Owner': '17 Market Street, Tamale' }).projected.name, undefined);
    assert.equal(read({ 'Spouse of Member': 'Esi Mensah' }).projected.name, undefined);
    // Another party's role word: a Spouse Member, an Agent Customer.
    assert.equal(read({ 'Spouse Member': 'Esi Mensah' }).projected.name, undefined);
  });
  it('a name key wins over a role header, two role headers cancel, and another role keeps its columns', () => {
    const both = read({ 'Full Name': 'Lerato Mokoena', 'Card Holder': 'Tshepo Mokoena', 'Holder Phone': '071 220 3381' });
    assert.equal(both.projected.name, 'Lerato Mokoena');
    assert.equal(both.projected.phone, undefined);
    assert.equal(read({ 'Card Holder': 'Tshepo Mokoena', 'Deliver To': 'Lerato Mokoena' }).projected.name, undefined);
    // The keeper's address is not the driver's.
    const driver = read({ 'Driver Name': 'Musa Danladi', 'Keeper Address': '3 Zoo Road, Kano' });
    assert.equal(driver.projected.name, 'Musa Danladi');
    assert.equal(driver.projected.address, undefined);
  });
});

describe("a role's number written after it", () => {
  it('a death register reads the NINO of Deceased and the Ghana Card No of Deceased as the deceased person', () => {
    const entry = read({ 'Name of Deceased': 'ALISTAIR JOHN GRAY', 'NINO of Deceased': 'JK 11 22 33 D', 'Date of Birth of the Deceased': '1948-07-21' });
    assert.equal(entry.projected.name, 'ALISTAIR JOHN GRAY');
    assert.equal(entry.projected.dob, '1948-07-21');
    assert.deepEqual(entry.unread.ignored, []);
    assert.ok(Object.values(entry.projected).includes('JK 11 22 33 D'));
    assert.ok(Object.values(read({ 'Name of Deceased': 'Kofi Adjei', 'Ghana Card No of Deceased': 'GHA-712004519-3' }).projected).includes('GHA-712004519-3'));
  });
  it("another person's number stays unread: a policyholder's record, an informant's id, a date of death", () => {
    const policy = read({ Policyholder: 'Mr AJ Gray', 'NINO of Deceased': 'JK112233D' });
    assert.equal(Object.values(policy.projected).includes('JK112233D'), false);
    assert.equal(Object.values(read({ 'Name of Deceased': 'A J Gray', 'ID Number of Informant': '7803125009087' }).projected).includes('7803125009087'), false);
    assert.equal(read({ 'Name of Deceased': 'A J Gray', 'Date of Death': '2023-01-04' }).projected.dob, undefined);
  });
  it('the death entry and the policy agree on the insurance number with initials for the name', () => {
    const entry = { 'Name of Deceased': 'ALISTAIR JOHN GRAY', 'Age at Death': '74', 'NINO of Deceased': 'JK112233D' };
    const policy = { 'Policy No': 'LF-3320917', Policyholder: 'Mr AJ Gray', 'NI Number': 'JK 11 22 33 D' };
    const r = person(entry, policy);
    assert.ok(Object.keys(r.factors).some((k) => r.factors[k] === 1 && !k.startsWith('name')));
    // Another man's number with the same initials and surname is not him.
    assert.notEqual(person(entry, { ...policy, 'NI Number': 'JK 44 55 66 A' }).identity, 'same_entity');
  });
});

describe("a whole-name column beside the surname alone holds the given names", () => {
  it("a South African form's Surname and Full Names are read as one name", () => {
    assert.equal(read({ Surname: 'Mahlangu', 'Full Names': 'Sibusiso Themba', 'ID Number': '8804125321086' }).projected.name, 'Sibusiso Themba Mahlangu');
    assert.equal(read({ Surname: 'OTIENO', Names: 'BEATRICE AKINYI' }).projected.name, 'BEATRICE AKINYI OTIENO');
    // Initials on a licence then agree with both given names.
    const licence = { 'Licence Holder': 'MAHLANGU, S.T.', 'Licence No': 'FL0029913' };
    const form = { Surname: 'Mahlangu', 'Full Names': 'Sibusiso Themba', 'Date of Birth': '1988-04-12' };
    const brother = { Surname: 'Mahlangu', 'Full Names': 'Jabulani Sipho', 'Date of Birth': '1985-09-30' };
    assert.ok(person(licence, form).factors.name! > person(licence, brother).factors.name!);
  });
  it('a column that holds the surname, or a slip of it, is not joined to it; given names sent as a part win', () => {
    // Read as before: the parts win over a header read by its words, and the surname is never written twice.
    assert.equal(read({ Surname: 'Mahlangu', 'Full Names': 'Sibusiso Themba Mahlangu' }).projected.name, 'Mahlangu');
    assert.equal(read({ Surname: 'Mahlangu', 'Full Names': 'Sibusiso Mahlanga' }).projected.name, 'Mahlangu');
    assert.equal(read({ Surname: 'Mahlangu', 'First Name': 'Sibusiso', 'Full Names': 'Themba' }).projected.name, 'Sibusiso Mahlangu');
  });
});

describe('session 30: a number word written before a role word heads the role number (role_keys.number_before)', () => {
  it("`N° adhérent`, `Numéro assuré`, `Nr ubezpieczonego` are numbers, never the person's name", () => {
    for (const key of ['N° adhérent', 'Numéro assuré', 'Nr ubezpieczonego', 'Nº titular']) {
      const r = read({ [key]: '55120347', Prénom: 'Odile', Nom: 'Perrin' });
      assert.equal(r.projected.name, 'Odile Perrin', key);
      assert.deepEqual(r.numbers, ['55120347'], key);
      assert.equal(read({ [key]: 'Odile Perrin' }).projected.name, undefined, key);
    }
    // A role word after other words still names the person, as before.
    assert.equal(read({ 'Card Holder': 'Odile Perrin' }).projected.name, 'Odile Perrin');
  });
  it("a club's sign-up and its door log agree on the member's number under `N° adhérent` and `Member ID`", () => {
    const signup = { 'N° adhérent': '55120347', Prénom: 'Odile', Nom: 'Perrin', 'Date de naissance': '11/03/1984', Club: 'Salle Lumière Dijon' };
    const door = { Horodatage: '2024-03-02 18:22:10', 'Member ID': '55120347', 'Display Name': 'Odile P.', Porte: 'Entrée' };
    assert.equal(person(signup, door).factors.register_number, 1);
  });
});
