// An antenatal card against the labour ward's delivery register (issue 11, session 24): the clinic's ANC
// registration number is the woman's number at that facility (read as a hospital number), written as year
// and serial in either order or closed up (ANC/22/4471, 4471/22, 224471). Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import { compare, type FieldMap } from '../../src/compare/index.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const facility = (a: string, b: string) => compareIdentifiers(a, b, { kind: 'id', weight: 5, facility_prefix: true })?.sim ?? null;

describe('a register number of a year and a serial', () => {
  it('positive: either order, closed up or set off, is one registration', () => {
    assert.equal(facility('ANC/22/4471', '4471/22'), 1);
    assert.equal(facility('ANC 22-4471', '224471'), 1);
    assert.equal(facility('4471-2022', '2022/4471'), 1);
  });
  it('negative: another serial or another year is another registration', () => {
    assert.equal(facility('ANC/22/4471', '4417/22'), 0);
    assert.equal(facility('ANC/22/4471', '4471/23'), 0);
  });
  it('adversarial: groups that are not a year and a serial are not reordered', () => {
    // 123/456 is no year and serial; 12/34 has too short a serial.
    assert.notEqual(facility('123/456', '456/123'), 1);
    assert.notEqual(facility('12/34', '34/12'), 1);
  });
});

describe('an antenatal card read against the delivery register', () => {
  const card = { 'Name of Client': 'ASANTE, Abena Serwaa', Age: '27', 'ANC No': 'ANC/22/4471', 'Gravida/Para': 'G2P1', EDD: '03/05/2023', Phone: '0244 118 902' };
  // Fails before session 24: ANC numbers were unread and the register names the woman only as Mother's Name.
  it('positive: the ANC number re-separated merges the card with the delivery', () => {
    const r = person(card, { "Mother's Name": 'Asante A.', Age: '27', 'ANC Reg No': '4471/22', 'Date of Delivery': '29/04/2023', Outcome: 'SVD live male' });
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.factors.hospital_number, 1);
  });
  it('negative: a co-wife\'s card of another number and birth date stays apart', () => {
    const r = person({ ...card, 'Date of Birth': '1996-02-02' }, { "Mother's Name": 'Asante Akua', 'Date of Birth': '1989-07-19', 'ANC Reg No': '5120/22', 'Contact Phone': '0244118902' });
    assert.notEqual(r.identity, 'same_entity');
  });
  it('adversarial: the newborn\'s notification quoting the mother\'s ANC number is not the mother', () => {
    const r = person({ ...card, 'Date of Birth': '1996-02-02' }, { 'Name of Child': 'Kwabena Asante', 'Date of Birth': '29/04/2023', "Mother's Name": 'Abena Asante', 'ANC No': '4471/22', Phone: '0244118902' });
    assert.notEqual(r.identity, 'same_entity');
  });
});
