// Register columns (issue 11, session 22, persons set 9): a UK electoral register's Elector Surname /
// Elector Forenames and a German register's Familienname / Vornamen / Geburtsdatum / (Wohn)anschrift are the
// name's parts, the birth date and the address; a land register's address for service is the proprietor's
// own; the phone and mailbox a waybill, a vending receipt or a deposit record gives for its consignee, buyer
// or tenant are that person's; a former name sent in its own field is read after née, as a maiden name is.
// Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });

describe('electoral register columns', () => {
  // Fails before session 22: the UK and German columns were unread (name not compared).
  it('positive: a UK register row and a German one meet the applicant\'s record', () => {
    const uk = person(
      { 'Elector Surname': 'Pritchard', 'Elector Forenames': 'Owen Rhys', 'Elector Number': 'AB1-22', Address: '4 Heol Y Coed, Swansea' },
      { applicant_name: 'PRITCHARD, Owen Rhys', dob: '1981-02-03', address: '4 Heol Y Coed, Swansea' },
    );
    assert.equal(uk.identity, 'same_entity');
    const de = person(
      { Familienname: 'Hoffmann', Vornamen: 'Katrin Elisabeth', Geburtsdatum: '17.11.1962', Anschrift: 'Lindenstraße 8, Erfurt' },
      { applicant_name: 'Katrin Hoffmann', dob: '17 Nov 1962', Wohnanschrift: 'Lindenstraße 8, Erfurt' },
    );
    assert.equal(de.identity, 'same_entity');
    assert.equal(de.factors.address, 1);
  });
  it('negative: a father and a son at one address on the register stay apart (another given name)', () => {
    const r = person(
      { 'Elector Surname': 'Pritchard', 'Elector Forenames': 'Owen Rhys', Address: '4 Heol Y Coed, Swansea' },
      { applicant_name: 'Dylan Pritchard', dob: '2001-05-06', address: '4 Heol Y Coed, Swansea' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
  it('adversarial: Vornamen of another person at one Anschrift conflict', () => {
    const r = person(
      { Familienname: 'Hoffmann', Vornamen: 'Katrin', Geburtsdatum: '17.11.1962', Anschrift: 'Lindenstraße 8, Erfurt' },
      { Familienname: 'Hoffmann', Vornamen: 'Jens', Geburtsdatum: '02.01.1960', Anschrift: 'Lindenstraße 8, Erfurt' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe('the contact columns of a waybill and a deposit record', () => {
  // Fails before session 22: Consignee, Consignee Phone and Tenant Email were unread.
  it('positive: a short name with the national-format phone meets the customer account', () => {
    const r = person(
      { customer_name: 'Wanjiru Kamau Njeri', phone: '+254711223344', email: 'wanjiru.k@example.com' },
      { Consignee: 'Wanjiru K.', 'Consignee Phone': '0711 223 344', 'Waybill No': 'WB123' },
    );
    assert.equal(r.identity, 'same_entity');
    const t = person(
      { applicant_name: 'Ruth Adjoa Mensah', email: 'ruth.mensah@example.org', mobile: '0244556677' },
      { tenant_name: 'MENSAH, Ruth', 'Tenant Email': 'RUTH.MENSAH@EXAMPLE.ORG', 'Tenant Phone': '+233 244 556 677' },
    );
    assert.equal(t.identity, 'same_entity');
  });
  it('negative: a brother on the account holder\'s phone stays apart', () => {
    const r = person(
      { customer_name: 'Wanjiru Kamau Njeri', phone: '+254711223344', dob: '1990-01-01' },
      { Consignee: 'Peter Kamau Njeri', 'Consignee Phone': '0711 223 344', dob: '1993-07-07' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
  it('adversarial: a former name read after née lets a married name meet the maiden name, not another woman', () => {
    const same = person(
      { name: 'Abena Serwaa Owusu', dob: '1980-04-04', phone: '0201112222' },
      { account_name: 'Abena Serwaa Darko', former_name: 'Abena Owusu', dob: '04/04/1980' },
    );
    assert.equal(same.identity, 'same_entity');
    const other = person(
      { name: 'Akosua Owusu', dob: '1982-09-09' },
      { account_name: 'Abena Serwaa Darko', former_name: 'Abena Owusu', dob: '04/04/1980' },
    );
    assert.notEqual(other.identity, 'same_entity');
  });
});
