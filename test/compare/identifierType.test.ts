// A record that names its identifier's kind (id_type beside id_number; person pack identifier_type):
// the number is read as that kind, an unknown kind leaves it unread, and the named field's own key wins.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { findPack, validatePack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';
import { readFileSync } from 'node:fs';
import { throwsDataFile } from '../helpers/dataFile.js';

const person = findPack('person')!;
const read = (r: Record<string, string>) => readRecord(person, r);

describe('identifier type beside the number', () => {
  it('a passport number sent as id_type + id_number is read as the passport', () => {
    const r = read({ name: 'Ama Serwaa', id_type: 'Passport', id_number: 'G1234567' });
    assert.equal(r.projected['passport'], 'G1234567');
    assert.equal(r.projected['national_id'], undefined);
    assert.deepEqual(r.unread.ignored, []);
  });

  it('keys read once per key (cached) route every record alike: a type key after a number key, then without a type', () => {
    for (let i = 0; i < 3; i++) {
      const r = read({ 'ID-Number': `G12345${i}7`, name: 'Ama Serwaa', 'Id Type': 'Passport' });
      assert.equal(r.projected['passport'], `G12345${i}7`);
      assert.equal(r.projected['national_id'], undefined);
    }
    assert.equal(read({ name: 'Ama Serwaa', 'ID-Number': 'G1234567' }).projected['national_id'], 'G1234567', 'without a type, id_number is the national id');
  });

  it('types are matched with accents folded, case and punctuation aside', () => {
    assert.equal(read({ name: 'A B', 'ID Type': "VOTER'S CARD", 'ID Number': '5889024871' }).projected['voter_id'], '5889024871');
    assert.equal(read({ name: 'A B', id_type: 'Cartão de Cidadão', id_number: '12345678' }).projected['national_id'], '12345678');
    assert.equal(read({ name: 'A B', document_type: 'driving licence', document_number: 'MORGA753116SM9IJ' }).projected['drivers_licence'], 'MORGA753116SM9IJ');
  });

  it('an unknown type leaves the number unread and says so', () => {
    const r = read({ name: 'A B', id_type: 'Library card', id_number: '778812' });
    assert.equal(r.projected['national_id'], undefined);
    assert.deepEqual(r.unread.ignored, ['id_type', 'id_number']);
  });

  it('without a type the number is read as its key says (the national id)', () => {
    assert.equal(read({ name: 'A B', id_number: '778812' }).projected['national_id'], '778812');
  });

  it('the named field under its own key wins over the typed number', () => {
    const r = read({ name: 'A B', passport_number: 'G7654321', id_type: 'Passport', id_number: 'G1234567' });
    assert.equal(r.projected['passport'], 'G7654321');
    assert.deepEqual(r.unread.ignored, ['id_number']);
  });

  it('a mobile-money register and a KYC record of one passport holder link on the passport', () => {
    const r = compare({
      a: { MSISDN: '0803 555 7890', first_name: 'Stephen', last_name: 'Roberts', id_type: 'Passport', id_number: '380994111' },
      b: { msisdn: '08035557890', customer_name: 'STEPHEN ROBERTS', passport_number: '380994111' },
      entity: 'person',
    });
    assert.equal(r.factors['passport'], 1);
    assert.equal(r.identity, 'same_entity');
  });

  it('adversarial: a voter card number never conflicts with the national id of the same person', () => {
    const r = compare({
      a: { name: 'Ruth Lamptey', dob: '1951-12-04', id_type: 'Voter card', id_number: '5889024871' },
      b: { name: 'Ruth Lamptey', dob: '1951-12-04', national_id: 'GHA-712345678-3' },
      entity: 'person',
    });
    assert.equal(r.factors['national_id'], undefined);
    assert.equal(r.identity, 'same_entity');
  });

  it('adversarial: two voters of one name with two card numbers are not merged', () => {
    const r = compare({ a: { name: 'Aisha Umar', voter_id: '90F5R7P738327946863' }, b: { name: 'Aisha Umar', id_type: 'PVC', id_number: '90F5R7P738327941111' }, entity: 'person' });
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe('identifier_type in the pack file', () => {
  const raw = () => JSON.parse(readFileSync(new URL('../../src/compare/packs/person.json', import.meta.url), 'utf8')) as { identifier_type: { type_keys: string[]; types: Record<string, string[]> } };
  it('a type naming a field no id comparator reads is refused', () => {
    const p = raw();
    p.identifier_type.types['shoe_size'] = ['Shoe'];
    throwsDataFile(() => validatePack('person.json', p), 'person.json', '/identifier_type/types/shoe_size', 'DF_NOT_KNOWN_FIELD');
  });
  it('one written type for two fields is refused', () => {
    const p = raw();
    p.identifier_type.types['passport']!.push('national-id');
    throwsDataFile(() => validatePack('person.json', p), 'person.json', `/identifier_type/types/passport/${p.identifier_type.types['passport']!.length - 1}`, 'DF_CLAIMED_TWICE');
  });
  it('a type key a field claims is refused', () => {
    const p = raw();
    p.identifier_type.type_keys.push('passport_no');
    throwsDataFile(() => validatePack('person.json', p), 'person.json', `/identifier_type/type_keys/${p.identifier_type.type_keys.length - 1}`, 'DF_CLAIMED_TWICE');
  });
});

describe('legacy export field names', () => {
  it('TELNO and ADDR1 are the phone and the address', () => {
    const r = readRecord(findPack('person')!, { SURNAME: 'MENSAH  ', FORENAME: 'KWABENA   ', ADDR1: '160 PREMPEH II STREET   ', TELNO: '0206675104    ' });
    assert.equal(r.projected['phone'], '0206675104    ');
    assert.equal(r.projected['address'], '160 PREMPEH II STREET   ');
    assert.deepEqual(r.unread.ignored, []);
  });
  it('a first address line agrees with the full address of the same door and street', () => {
    const r = compare({
      a: { first_name: 'Kwabena', last_name: 'Mensah', address_line_1: '160 Prempeh II Street', city: 'Tamale' },
      b: { name: 'Kwabena Mensah', address: '160 Prempeh II Street, Vittin, Tamale' },
      entity: 'person',
    });
    assert.ok((r.factors['address'] ?? 0) >= 0.8);
  });
  it('adversarial: another door on the same street does not agree', () => {
    const r = compare({ a: { name: 'Kwabena Mensah', address_line_1: '12 Prempeh II Street' }, b: { name: 'Kwabena Mensah', address: '160 Prempeh II Street, Vittin, Tamale' }, entity: 'person' });
    assert.ok((r.factors['address'] ?? 1) < 0.8);
  });
});
