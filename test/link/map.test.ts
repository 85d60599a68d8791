// Column mapping: aliases ignoring case and separators, explicit (and joined) columns, the id column,
// unmapped columns reported, and refusals that name what is wrong.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findPack } from '../../src/compare/packs.js';
import { mapColumns, mapRows, parseMapEntries } from '../../src/link/map.js';
import { hasCode } from '../helpers/codes.js';

const person = findPack('person')!;

describe('mapColumns', () => {
  it('matches fields and aliases whatever the case and separators, and reports the rest', () => {
    const m = mapColumns(person, ['ID', 'Full Name', 'Date-Of-Birth', 'shoe_size'], {}, 'id');
    assert.equal(m.id_column, 'ID');
    assert.deepEqual(m.fields, { name: ['Full Name'], dob: ['Date-Of-Birth'] });
    assert.deepEqual(m.unmapped, ['shoe_size']);
  });

  it('an explicit mapping wins and may join columns', () => {
    const m = mapColumns(person, ['rec', 'given', 'family', 'name'], parseMapEntries(['name=given+family']), 'rec');
    assert.deepEqual(m.fields.name, ['given', 'family']);
    assert.deepEqual(m.unmapped, ['name']);
  });

  it('refuses a missing id column, an unknown field, an unknown column and a malformed entry', () => {
    assert.throws(() => mapColumns(person, ['name'], {}, 'id'), hasCode('SC_LINK_ID_COLUMN_MISSING'));
    assert.throws(() => mapColumns(person, ['id', 'name'], { height: ['name'] }, 'id'), hasCode('SC_LINK_MAP_FIELD_UNKNOWN'));
    assert.throws(() => mapColumns(person, ['id', 'name'], { name: ['nom'] }, 'id'), hasCode('SC_LINK_MAP_COLUMN_MISSING'));
    assert.throws(() => parseMapEntries(['name']), hasCode('SC_LINK_MAP_ENTRY'));
    assert.throws(() => mapColumns(person, ['id', 'colour'], {}, 'id'), hasCode('SC_LINK_NO_MATCHING_COLUMN'));
  });
});

describe('mapRows', () => {
  it('keeps the caller ids, joins parts, skips a row without id with its number, refuses a repeated id', () => {
    const table = { columns: ['id', 'given', 'family'], rows: [['1', 'Ada', 'Obi'], ['', 'X', 'Y'], ['3', 'Musa', null]], skipped: [] };
    const mapping = mapColumns(person, table.columns, { name: ['given', 'family'] }, 'id');
    const out = mapRows(table, mapping, 'a', person);
    assert.deepEqual(out.ids, ['1', '3']);
    assert.deepEqual(out.records, [{ name: 'Ada Obi' }, { name: 'Musa' }]);
    assert.deepEqual(out.skipped, [{ line: 2, reason: 'no_id' }]);
    assert.throws(() => mapRows({ ...table, rows: [['1', 'a', 'b'], ['1', 'c', 'd']] }, mapping, 'a', person), hasCode('SC_LINK_ID_REPEATED'));
  });

  it("joins an address's columns as its parts (with a comma), a name's with a space", () => {
    const table = { columns: ['id', 'given', 'family', 'street', 'town', 'postcode'], rows: [['1', 'Ada', 'Obi', '4 Elm Road', 'Kew', '3101']], skipped: [] };
    const mapping = mapColumns(person, table.columns, { name: ['given', 'family'], address: ['street', 'town', 'postcode'] }, 'id');
    assert.deepEqual(mapRows(table, mapping, 'a', person).records, [{ name: 'Ada Obi', address: '4 Elm Road, Kew, 3101' }]);
  });
});
