// Person pack, session 39 (persons26r). (1) A songwriter's IPI name number (CAE/IPI), which the collecting society
// quotes on the member's file and on every distribution statement, is the number a profession's register gives
// one practitioner: read as the professional registration, an identifier agreement. (2) A name cell that writes
// another name the person goes by after a marker (`a.k.a.`, `alias`, `p/k/a`) names the person by the name
// before the marker, as charge sheets, court rolls and royalty statements write it. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readNameCell } from '../../src/compare/comparators/nameCell.js';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('the IPI name number of a rights holder', () => {
  it('reads the IPI under the headings societies use', () => {
    assert.equal(read({ Name: 'Thandiwe Mahlangu', 'CAE/IPI': '00623418870' }).projected.professional_registration, '00623418870');
    assert.equal(read({ Name: 'Thandiwe Mahlangu', 'IPI Name No.': '00623418870' }).projected.professional_registration, '00623418870');
    assert.equal(read({ Name: 'Thandiwe Mahlangu', 'IPI Name Number': '00623418870' }).projected.professional_registration, '00623418870');
    assert.equal(read({ Nazwisko: 'Kowalska', Imię: 'Anna', 'Nr IPI': '00623418870' }).projected.professional_registration, '00623418870');
  });
  const file: FieldMap = { 'Full name (as on ID)': 'John Smith', 'Membership number': '88213', 'CAE/IPI': '00417730152', Role: 'Composer' };
  it('merges a member file and a statement of one common name that quote one IPI', () => {
    const r = person(file, { Name: 'SMITH John', 'IPI Name Number': '00417 730 152', 'Net paid': '£311.20' });
    assert.equal(r.identity, 'same_entity');
  });
  it('keeps two writers of one common name with two IPI numbers apart', () => {
    const r = person(file, { Name: 'SMITH John', 'IPI Name Number': '00588104273', 'Net paid': '£311.20' });
    assert.notEqual(r.identity, 'same_entity');
  });
  it('does not merge on a common name alone when only one side quotes an IPI', () => {
    const r = person(file, { Name: 'SMITH John', 'Net paid': '£311.20' });
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe('a name cell with an alias after its marker', () => {
  it('names the person by the name before a.k.a., alias or p/k/a', () => {
    assert.deepEqual(readNameCell('OKONKWO Emeka Paul a.k.a. Scatter').persons, ['OKONKWO Emeka Paul']);
    assert.deepEqual(readNameCell('MWANGI Peter Kamau alias Kanjo').persons, ['MWANGI Peter Kamau']);
    assert.deepEqual(readNameCell('ASANTE Kofi p/k/a K-Swag').persons, ['ASANTE Kofi']);
    assert.deepEqual(readNameCell('Naledi Khumalo, professionally known as Lady N').persons, ['Naledi Khumalo']);
  });
  it('leaves names that only hold the marker’s letters whole', () => {
    assert.deepEqual(readNameCell('Chinedu Aka').persons, ['Chinedu Aka']);
    assert.deepEqual(readNameCell('Aka Chinedu Obi').persons, ['Aka Chinedu Obi']);
    assert.deepEqual(readNameCell('Kofi Aliasu').persons, ['Kofi Aliasu']);
    assert.deepEqual(readNameCell('Aliasgar Rahman').persons, ['Aliasgar Rahman']);
  });
  it('agrees in full with the person’s record that writes no alias', () => {
    const r = person({ accused: 'OKONKWO Emeka Paul a.k.a. Scatter', case_no: 'CR 14/2021' }, { inmate_name: 'Emeka Paul Okonkwo', prisoner_no: 'P7731/21' });
    assert.equal(r.factors.name, 1);
  });
  it('still tells two people apart whose alias is one', () => {
    const r = person({ accused: 'OKONKWO Emeka Paul a.k.a. Scatter' }, { inmate_name: 'Tunde Bakare a.k.a. Scatter' });
    assert.notEqual(r.identity, 'same_entity');
    assert.ok((r.factors.name ?? 0) < 0.5);
  });
});
