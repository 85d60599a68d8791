// Person pack, session 25: a vehicle's registration quoted by the records about its keeper (vehicle_registration):
// spaced on the plate, unspaced in registers; household-level evidence, never a refutation. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe("a vehicle's registration", () => {
  it('is read under its registers’ names, and a bare Vehicle or Reg No column is not', () => {
    assert.equal(read({ 'Vehicle Reg': 'KBZ 114Q' }).projected.vehicle_registration, 'KBZ 114Q');
    assert.equal(read({ 'Registration Mark': 'YK19OPR' }).projected.vehicle_registration, 'YK19OPR');
    assert.equal(read({ 'Number Plate': 'ABJ-552-KL' }).projected.vehicle_registration, 'ABJ-552-KL');
    assert.equal(read({ Kennzeichen: 'HH-AB 2207' }).projected.vehicle_registration, 'HH-AB 2207');
    assert.equal(read({ Vehicle: 'Toyota Corolla' }).projected.vehicle_registration, undefined);
    assert.equal(read({ 'Reg No': 'MDCN/22/4410' }).projected.vehicle_registration, undefined);
  });
  it("a residents' permit and the vehicle register agree on the plate however spaced; initials then clear the gate", () => {
    const permit = { 'Permit No': 'RP-77120', 'Permit Holder': 'A Wanjiru', Address: 'Ngong Rd 14, Nairobi', 'Vehicle Reg': 'KBZ 114Q' };
    const keeper = { 'Registered Keeper': 'ANNE WANJIRU', 'Keeper Address': 'NGONG ROAD 14, NAIROBI', 'Registration Mark': 'KBZ114Q' };
    const r = person(permit, keeper);
    assert.equal(r.factors.vehicle_registration, 1);
    assert.equal(r.identity, 'same_entity');
    const { 'Registration Mark': _plate, ...bare } = keeper;
    assert.notEqual(person(permit, bare).identity, 'same_entity');
  });
  it('two plates weigh nothing; one family car never joins a husband and a wife', () => {
    const permit = { 'Permit Holder': 'A Wanjiru', Address: 'Ngong Rd 14, Nairobi' };
    const keeper = { 'Registered Keeper': 'ANNE WANJIRU', 'Keeper Address': 'NGONG ROAD 14, NAIROBI' };
    const none = person(permit, keeper);
    const other = person({ ...permit, 'Vehicle Reg': 'KBZ 114Q' }, { ...keeper, 'Registration Mark': 'KDA 902B' });
    assert.equal(other.score, none.score);
    const wife = { 'Registered Keeper': 'ANNE WANJIRU KAMAU', 'Date of Birth': '1984-06-02', 'Registration Mark': 'KBZ114Q' };
    const husband = { 'Policy Holder': 'PETER KAMAU', 'Date of Birth': '1980-01-17', 'Vehicle Registration': 'KBZ 114Q' };
    assert.notEqual(person(wife, husband).identity, 'same_entity');
  });
});
