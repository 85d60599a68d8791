// Person pack, session 34: a record that names its person under a header the pack reads under no key (a
// ticket export's buyer, a match sheet's official, a ward timesheet's agency nurse) still writes the name as a
// name. The one unread cell written as a person's name is read as the record's name against a record that
// names its person under a key (records.ts nameByShape), and a name so read never clears the gate alone.
// Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shapedAsPersonName } from '../../src/compare/comparators/nameCell.js';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('a cell written as a person name', () => {
  it('is two to five name words, in any order and case, initials and particles included', () => {
    for (const name of ['Chiamaka Obi', 'OBI, Chiamaka Ngozi', 'K. Wanjiru', 'NKOSI TP', 'Pieter van der Berg', 'Mr Samuel Mensah', 'Anne-Marie Laurent'])
      assert.equal(shapedAsPersonName(name), true, name);
  });
  it('is not a fixture, a club, a ward, a place, a company, a code or free text', () => {
    for (const text of ['Hearts of Oak v Asante Kotoko', 'FC Porto', 'Elderly Care', 'Maternity Ward', 'Lech Poznań', 'Mensah Trading Enterprises', 'AG91986', 'Samuel', 'signed', 'paid in full at the gate', 'Mensah, 14 Ring Road'])
      assert.equal(shapedAsPersonName(text), false, text);
  });
});

describe("a record's one unread cell written as a name", () => {
  it('is kept aside as its name when the record names nobody under a key', () => {
    const r = read({ Match: 'Hearts of Oak v Asante Kotoko', Steward: 'Kwabena Asare', 'Order Ref': 'TK-55120' });
    assert.equal(r.projected.name, undefined);
    assert.deepEqual(r.shapedName, { key: 'Steward', value: 'Kwabena Asare' });
  });
  it('is not kept when two cells are so written, when its header names a relative, or a part of the name', () => {
    assert.equal(read({ Pupil: 'Ama Asare', 'Picked up by': 'Kwabena Asare' }).shapedName, undefined);
    assert.equal(read({ 'Collected by': 'Efua Asare', Phone: '0244000111' }).shapedName?.value, 'Efua Asare');
    assert.equal(read({ 'Collecting guardian': 'Efua Asare', Phone: '0244000111' }).shapedName, undefined);
    assert.equal(read({ 'Ndugu wa karibu': 'Efua Asare', Phone: '0244000111' }).shapedName, undefined);
    assert.equal(read({ 'Given names / Prénoms': 'Kwabena Kofi', Phone: '0244000111' }).shapedName, undefined);
  });
  it('is not kept beside a name read under a key', () => {
    assert.equal(read({ Name: 'Ama Asare', Steward: 'Kwabena Asare' }).shapedName, undefined);
  });
});

const register = { 'Staff No': 'ST-40912', Surname: 'Asare', 'First Name': 'Kwabena', 'Date of Birth': '1988-03-14', Mobile: '+233 24 412 9087' };

describe('the name read by its cell against a record that names its person', () => {
  it('merges beside another agreeing field, and the cell is no longer listed as unread', () => {
    const r = person(register, { Fixture: 'Hearts of Oak v Asante Kotoko', Steward: 'Kwabena Asare', Phone: '0244129087' });
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.unread?.b.ignored.includes('Steward'), false);
  });
  it('refutes a namesake of another given name', () => {
    const r = person(register, { Fixture: 'Hearts of Oak v Asante Kotoko', Steward: 'Yaw Asare', Phone: '0244129087' });
    assert.notEqual(r.identity, 'same_entity');
  });
  it('does not merge on the name alone', () => {
    const r = person(register, { Fixture: 'Hearts of Oak v Asante Kotoko', Steward: 'Kwabena Asare', Fee: 'GHS 300' });
    assert.equal(r.identity, 'review');
  });
  it('is not read when neither record names its person under a key', () => {
    const r = person({ Steward: 'Kwabena Asare', Phone: '0244129087' }, { Marshal: 'Kwabena Asare', Phone: '0244129087' });
    assert.equal(r.identity, 'review');
  });
});

describe('initials beside the surname', () => {
  it('are the given part of the name', () => {
    assert.equal(read({ Surname: 'MOKOENA', Initials: 'TP', 'Force No': '7712045' }).projected.name, 'TP MOKOENA');
    assert.equal(read({ 'Surname & Initials': 'MOKOENA TP', Platoon: 'B4' }).projected.name, 'MOKOENA TP');
  });
  it('lose to the given names under their own key', () => {
    const r = read({ Initials: 'TP', 'First Names': 'Thabo Paul', Surname: 'Mokoena' });
    assert.equal(r.projected.name, 'Thabo Paul Mokoena');
    assert.deepEqual(r.unread.ignored, ['Initials']);
  });
  it('join a roll to an application on the name and the reference', () => {
    const roll = { 'Surname & Initials': 'MOKOENA TP', Platoon: 'B4', 'Reference No': 'REC 2025 551873', Cell: '0824417730' };
    const application = { Surname: 'Mokoena', 'Full Names': 'Thabo Paul', 'ID Number': '9805125432081', 'Cell No': '+27 82 441 7730' };
    assert.notEqual(person(roll, application).identity, 'different');
    assert.equal(read(roll).projected.name, 'MOKOENA TP');
  });
});
