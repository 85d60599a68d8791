// Person pack, session 36 (persons36): a register number one system prints with spaces for its separators
// (records.ts spacedNumberShaped, matchSpaced), and `Other Names` beside `First Name` read as the middle names
// (pack composed.name.rest, records.ts restOfPart). Records are the tests' own, not any set's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack, validatePack } from '../../src/compare/packs.js';
import { readRecord, spacedNumberShaped } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const pack = findPack('person')!;

// A licensing portal's applicant and the training roll retyped from it, the reference's slashes printed as spaces.
const portal = { 'Application No': 'WRB/LIC/2024/530917', Surname: 'Adeyemi', 'First Name': 'Tolulope', 'Date of Birth': '14/02/1993', Phone: '0803 114 2290' };
const roll = { 'S/N': '41', Name: 'ADEYEMI T', Squad: 'C2', 'APP NO': 'WRB LIC 2024 530917' };

describe('a register number printed with spaces for its separators', () => {
  it('reads the shape: groups of capitals or digits, one of letters, digits last, no date', () => {
    assert.equal(spacedNumberShaped('WRB LIC 2024 530917'), true);
    assert.equal(spacedNumberShaped('SSN ITE 467 853 463 020'), true);
    assert.equal(spacedNumberShaped('0803 114 2290'), false, 'digits alone in groups: a phone');
    assert.equal(spacedNumberShaped('12 Mill Road 44021'), false, 'lower-case words: an address');
    assert.equal(spacedNumberShaped('PO BOX 88'), false, 'too short to agree by');
    assert.equal(spacedNumberShaped('LIC 2024 MAY'), false, 'letters last');
    assert.equal(spacedNumberShaped('WRB/LIC/2024/530917'), false, 'one token: read as before');
  });
  it('agrees with the number the other record writes as one token', () => {
    const r = person(portal, roll);
    assert.equal(r.factors.register_number, 1);
    assert.equal(r.identity, 'same_entity');
    // Without the agreement a surname and an initial, with nothing else compared, are held for review.
    assert.notEqual(person(portal, { ...roll, 'APP NO': 'ABC' }).identity, 'same_entity');
  });
  it('a spaced number agrees with an identifier of the other record', () => {
    const a = { Name: 'Kwesi Mensah Boadu', 'SSNIT No': 'SSNIT-E467853463020' };
    const b = { Name: 'Kwesi Boadu', 'Pension No': 'SSN ITE 467 853 463 020' };
    assert.equal(person(a, b).factors.register_number, 1);
  });
  it('two spaced values never agree with each other, and another number agrees with nothing', () => {
    assert.equal(person({ ...portal, 'Application No': 'WRB LIC 2024 530917' }, roll).factors.register_number, undefined);
    assert.equal(person(portal, { ...roll, 'APP NO': 'WRB LIC 2024 530918' }).factors.register_number, undefined);
  });
  it('a heading naming another party keeps its number out, as before', () => {
    const { 'APP NO': _, ...rest } = roll;
    assert.equal(person(portal, { ...rest, 'Guarantor No': 'WRB LIC 2024 530917' }).factors.register_number, undefined);
    assert.equal(person(portal, { ...rest, 'Reg No': 'WRB LIC 2024 530917' }).factors.register_number, 1, 'the same number under a heading of the person');
  });
});

describe('Other Names beside First Name', () => {
  const register = { 'Membership No': 'KX/4410', Surname: 'Wekesa', 'First Name': 'Grace', 'Other Names': 'Nafula', 'Date of Birth': '02/03/1979' };
  it('is read as the middle names', () => {
    assert.equal(readRecord(pack, register).projected.name, 'Grace Nafula Wekesa');
  });
  it('a record naming the person by the other name agrees with it', () => {
    const envelope = { 'Envelope No': 'E3302', Giver: 'Nafula Wekesa', Phone: '0722 410 889' };
    const r = person(envelope, { ...register, 'Phone Number': '+254722410889' });
    assert.ok((r.factors.name ?? 0) >= 0.85, `name ${r.factors.name}`);
    assert.equal(r.identity, 'same_entity');
  });
  it('a middle-name key, wherever it stands, wins over the rest key', () => {
    assert.equal(readRecord(pack, { ...register, 'Middle Name': 'Akinyi' }).projected.name, 'Grace Akinyi Wekesa');
    assert.equal(readRecord(pack, { 'Middle Name': 'Akinyi', ...register }).projected.name, 'Grace Akinyi Wekesa');
  });
  it('a column repeating the first name is the same names: the first name wins, as before', () => {
    assert.equal(readRecord(pack, { ...register, 'Other Names': 'Grace Nafula' }).projected.name, 'Grace Wekesa');
  });
  it('alone beside the surname it is all the given names, as before', () => {
    const { 'First Name': _, ...rest } = register;
    assert.equal(readRecord(pack, rest).projected.name, 'Nafula Wekesa');
  });
  it('the pack file rejects a rest key that is no part key, or a part out of range', () => {
    const file = structuredClone(pack.file) as unknown as { composed: { name: { rest: { keys: string[]; part: number } } } };
    file.composed.name.rest.keys = ['not_a_part_key'];
    assert.throws(() => validatePack('person.json', file));
    const again = structuredClone(pack.file) as unknown as { composed: { name: { rest: { keys: string[]; part: number } } } };
    again.composed.name.rest.part = 9;
    assert.throws(() => validatePack('person.json', again));
  });
});

describe('the address under the headings registers and forms of several languages give it', () => {
  const headings = ['Residence', 'Usual Residence', 'Place of Residence', 'Physical Address', 'Postal/Physical Address', 'Domicilio', 'Adres zamieszkania', 'Woonadres', 'Endereço'];
  for (const heading of headings) {
    it(`reads ${heading} as the address`, () => {
      assert.equal(readRecord(pack, { Name: 'Ama Owusu', [heading]: '14 Palm Street, Ho' }).projected.address, '14 Palm Street, Ho');
    });
  }
  it('an agreeing residence backs a name written with initials', () => {
    const death = { 'Name of Deceased': 'MARTHA JOHANNA VISSER', 'Age at Death': '81', 'Date of Death': '2 May 2021', 'Usual Residence': '12 KERK STREET, GEORGE' };
    const policy = { 'Policy No': 'LP90331207', Policyholder: 'Mrs MJ Visser', 'Date of Birth': '1940-03-09', Address: '12 Kerk St, George' };
    const r = person(death, policy);
    assert.ok((r.factors.address ?? 0) > 0.9, `address ${r.factors.address}`);
    assert.equal(r.identity, 'same_entity');
  });
  it('a business or a property address stays unread', () => {
    assert.equal(readRecord(pack, { Name: 'Ama Owusu', 'Business Address': '14 Palm Street, Ho' }).projected.address, undefined);
    assert.equal(readRecord(pack, { Name: 'Ama Owusu', 'Property Address': '14 Palm Street, Ho' }).projected.address, undefined);
  });
});
