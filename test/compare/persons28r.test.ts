// Person pack, session 41 (persons28r). (1) A boat's name (`Vessel Name`, `Name of ship`, `Boat name`) is nobody's
// name: vessel, boat, ship and yacht are other_party words, so a berth holder or an owner named beside the boat is the
// record's person, where the two headings cancelled before. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('a boat named beside its holder', () => {
  it('reads the holder, not the boat, as the record’s person', () => {
    assert.equal(read({ Mooring: 'Pontoon C, 14', 'Berth Holder': 'Adaeze Okonkwo', 'Vessel Name': 'Blue Heron' }).projected.name, 'Adaeze Okonkwo');
    assert.equal(read({ 'Boat name': 'Kestrel', Keeper: 'Tom Ashby', 'Hull no.': 'HX-221' }).projected.name, 'Tom Ashby');
    assert.equal(read({ 'Yacht name': 'Tern', Owner: 'Pieter de Wit' }).projected.name, 'Pieter de Wit');
    assert.equal(read({ 'Name of ship': 'MV Harmattan', Holder: 'Juma Otieno' }).projected.name, 'Juma Otieno');
  });
  it('merges a skipper’s licence with the berth agreement of its holder', () => {
    const r = person(
      { 'Licence No.': 'SKP-55120', Holder: 'OKONKWO Adaeze Ifeoma', 'Date of Birth': '14/03/1979' },
      { Mooring: 'Pontoon C, 14', 'Berth Holder': 'Adaeze Ifeoma Okonkwo', 'Date of Birth': '14-MAR-1979', 'Vessel Name': 'Blue Heron', 'Skipper licence no.': 'SKP-55120' },
    );
    assert.equal(r.identity, 'same_entity');
  });
  it('keeps twins on one boat apart', () => {
    const r = person(
      { 'Licence No.': 'SKP-55120', Holder: 'OKONKWO Adaeze', 'Date of Birth': '14/03/1979' },
      { Mooring: 'Pontoon C, 14', 'Berth Holder': 'Chidinma Okonkwo', 'Date of Birth': '14-MAR-1979', 'Vessel Name': 'Blue Heron', 'Skipper licence no.': 'SKP-80911' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
  it('still reads a boat’s heading as nobody’s when it stands alone', () => {
    assert.equal(read({ 'Vessel Name': 'Blue Heron', 'Port no.': 'LA-112' }).projected.name, undefined);
  });
});

describe('mend: a shop order’s Ship columns are the customer’s own', () => {
  it('reads the customer’s name and email under an order export’s Ship headings', () => {
    assert.equal(read({ 'Order #': '10482', 'Ship Name': 'Wanjiru Kamau', 'Ship Address1': '7 Ngong Road', 'Ship City': 'Nairobi' }).projected.name, 'Wanjiru Kamau');
    assert.equal(read({ 'Billing Name': 'Wanjiru Kamau', 'Ship Email': 'wanjiru.k@example.org' }).projected.email, 'wanjiru.k@example.org');
  });
  it('merges a shop order with the customer’s account record', () => {
    const r = person(
      { 'Order #': '10482', 'Ship Name': 'Wanjiru Kamau', 'Ship Email': 'wanjiru.k@example.org', 'Ship Phone': '+254 722 410 883' },
      { 'Customer Name': 'Wanjiru Kamau', Email: 'wanjiru.k@example.org', Mobile: '0722410883' },
    );
    assert.equal(r.identity, 'same_entity');
  });
  it('adversarial: a vessel register’s ship still loses to the owner named beside it', () => {
    assert.equal(read({ 'Name of ship': 'MV Kilindini', Owner: 'Baraka Mwakio', 'Official no.': 'KE-7731' }).projected.name, 'Baraka Mwakio');
  });
});
