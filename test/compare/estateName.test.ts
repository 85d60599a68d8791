// A deceased person's name as probate files, estate accounts and obituaries write it ('Estate of the
// late WOJCIK, Magdalena Anna', 'The late Chief Adebayo Oladipo'): the words before the name are cut
// from the cell (name-cell-qualifiers.json estate_leads), so the name meets the person's own records.
// Counter-cases: names that only begin with the same letters, or carry 'estate' in a firm's name, stay
// whole; another person's name after the words still differs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readNameCell } from '../../src/compare/comparators/nameCell.js';
import { compare } from '../../src/compare/index.js';

describe('estate leads in a name cell', () => {
  it('are cut before the name', () => {
    assert.deepEqual(readNameCell('Estate of the late WOJCIK, Magdalena Anna').persons, ['WOJCIK, Magdalena Anna']);
    assert.deepEqual(readNameCell('The late Chief Adebayo Oladipo').persons, ['Chief Adebayo Oladipo']);
    assert.deepEqual(readNameCell('Late Mrs Grace Mensah').persons, ['Mrs Grace Mensah']);
  });
  it('counter-cases: a name starting with the letters, a firm with estate in its name', () => {
    assert.deepEqual(readNameCell('Latesha Brown').persons, ['Latesha Brown']);
    assert.deepEqual(readNameCell('Estate Agents Ltd').persons, ['Estate Agents Ltd']);
  });
  it("a probate file's deceased meets the account in their name; another person does not", () => {
    const probate = { deceased_name: 'Estate of the late HARGREAVES, Katherine', date_of_birth: '17.09.1938', last_known_address: '39 Beechwood Avenue, Leicester LE5 1TD' };
    const account = { account_name: 'Mrs Katherine Hargreaves', dob: '1938-09-17', address: '39 Beechwood Avenue, Leicester LE5 1TD' };
    const r = compare({ a: probate, b: account, entity: 'person' });
    assert.equal(r.factors.name, 1);
    assert.equal(r.identity, 'same_entity');
    const other = compare({ a: { ...probate, deceased_name: 'Estate of the late HARGREAVES, Thomas Edward' }, b: account, entity: 'person' });
    assert.notEqual(other.identity, 'same_entity');
  });
});
