// A proprietor cell's address for service ('X AND Y of 112 Queens Road, …'; person pack composed.name.cell_address):
// the register's own record of where the holders live, read as the record's address when it sends none.
// Records written here, never taken from a bench set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressInNameCell } from '../../src/compare/comparators/nameCell.js';
import { compare } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = findPack('person')!;
const deed = { title_number: 'WYK703973', proprietor: 'KIPRONO & CHEPKOECH LANGAT of 41 Harehills Lane, Leeds LS8 5HS', property_address: '7 Mill Street, Keighley BD21 3LT' };
const owner = { forenames: 'Kiprono', surname: 'Langat', address: '41 Harehills Lane, Leeds LS8 5HS' };

describe("a name cell's address for service", () => {
  it('positive: the address after the holders is read as the record address, and meets the owner there', () => {
    assert.equal(addressInNameCell('KIPRONO & CHEPKOECH LANGAT of 41 Harehills Lane, Leeds LS8 5HS'), '41 Harehills Lane, Leeds LS8 5HS');
    assert.equal(addressInNameCell('Zainab Hassan of Flat 3, Rose Court'), 'Flat 3, Rose Court');
    assert.equal(readRecord(person, deed).projected['address'], '41 Harehills Lane, Leeds LS8 5HS');
    const r = compare({ a: deed, b: owner, entity: 'person' });
    assert.equal(r.factors['address'], 1);
    assert.ok(r.score > 0.85, `score ${r.score}`);
  });
  it('negative: no address in the cell, or an address the record sends itself, leaves the address as sent', () => {
    assert.equal(addressInNameCell('Duke of Wellington'), null);
    assert.equal(addressInNameCell('ASANTE Kofi Yeboah as trustee of the Asante Family Trust'), null);
    assert.equal(readRecord(person, { name: 'Moses Kipchumba of 14 Kenyatta Avenue, Nakuru', address: 'PO Box 220, Eldoret' }).projected['address'], 'PO Box 220, Eldoret');
    assert.equal(readRecord(person, { name: 'Moses Kipchumba' }).projected['address'], undefined);
  });
  it('adversarial: the property address is not the owner\'s, and one holder of a joint cell with the address still does not clear the gate', () => {
    assert.deepEqual(readRecord(person, deed).unread.ignored, ['property_address']);
    const r = compare({ a: deed, b: { forenames: 'Chepkoech', surname: 'Langat', address: '41 Harehills Lane, Leeds LS8 5HS' }, entity: 'person' });
    assert.notEqual(r.identity, 'same_entity', 'a joint record must not join two spouses through their shared address');
  });
});
