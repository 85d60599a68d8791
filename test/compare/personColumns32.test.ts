// Person pack, session 32: columns a register heads with a word that names someone else as often as the
// record's own person. A bare `Contact` column holding only a phone number is the record's phone (value_shapes);
// and a column headed only by a role another party usually holds (`Officer`, `Agent`, `Witness`: role_keys.lone_roles)
// is the record's person where the record names nobody else. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('a bare Contact column holding a phone number', () => {
  it('is the record phone when the value is a number and nothing else', () => {
    assert.equal(read({ Name: 'Grace Wanjiku', Contact: '+254 722 310 448' }).projected.phone, '+254 722 310 448');
    assert.equal(read({ Name: 'Grace Wanjiku', 'Contact tel': '0722-310-448' }).projected.phone, '0722-310-448');
    assert.equal(read({ Nombre: 'Lucía Ortega', Contacto: '612 448 903' }).projected.phone, '612 448 903');
  });
  it('stays unread when it holds a name, a name and a number, or is another party’s contact', () => {
    assert.equal(read({ Name: 'Grace Wanjiku', Contact: 'Peter Kamau' }).projected.phone, undefined);
    assert.equal(read({ Name: 'Grace Wanjiku', Contact: 'Peter 0722310448' }).projected.phone, undefined);
    assert.equal(read({ Name: 'Grace Wanjiku', 'Emergency Contact': '0722310448' }).projected.phone, undefined);
  });
  it('a phone key of the record wins over it', () => {
    assert.equal(read({ Name: 'Grace Wanjiku', Mobile: '0733 100 200', Contact: '0722 310 448' }).projected.phone, '0733 100 200');
  });
  it('joins a jobseeker register to a training voucher on the name, the date of birth and the phone', () => {
    const register = { Surname: 'Wanjiku', 'First Name': 'Grace', 'Date of Birth': '14/02/1996', Contact: '0722 310 448', Ward: 'Kibra' };
    const voucher = { 'Trainee Name': 'Grace N. Wanjiku', DOB: '1996-02-14', 'Phone Number': '+254722310448', Course: 'Tailoring' };
    assert.equal(read(register).projected.phone, '0722 310 448');
    const r = person(register, voucher);
    assert.equal((r.factors as Record<string, number>)['phone'], 1);
    assert.equal(r.identity, 'same_entity');
  });
});

describe('a column headed by a role another party usually holds', () => {
  it("is the record's name where the record names nobody else", () => {
    assert.equal(read({ Date: '02/03/2025', Site: 'Harbour Mall', Officer: 'K. Asante', Shift: 'Night' }).projected.name, 'K. Asante');
    assert.equal(read({ Datum: '02-03-2025', Beveiliger: 'Pieter de Wit' }).projected.name, 'Pieter de Wit');
    assert.equal(read({ 'Case No': 'HC/12/2024', 'Name of Witness': 'Sgt. Halima Yusuf (No. 4411)' }).projected.name, 'Sgt. Halima Yusuf (No. 4411)');
    assert.deepEqual(read({ Officer: 'K. Asante', Shift: 'Night' }).unread.ignored, ['Shift']);
  });
  it('stays unread beside any name of the record, beside another such column, or when it holds a code', () => {
    assert.equal(read({ 'Name of Visitor': 'Esi Boateng', Officer: 'Sgt Mensah' }).projected.name, 'Esi Boateng');
    assert.equal(read({ Surname: 'Boateng', 'First Name': 'Esi', Officer: 'Sgt Mensah' }).projected.name, 'Esi Boateng');
    assert.equal(read({ Officer: 'Kofi Asante', Agent: 'Yaw Darko' }).projected.name, undefined);
    assert.equal(read({ MSISDN: '0244123456', Agent: 'AG40217' }).projected.name, undefined);
  });
  it('joins a guard licence to a duty roster on the name, the badge and the phone; a brother on the roster stays apart', () => {
    const licence = { 'Licence No': 'SG-4471-2209', Surname: 'ASANTE', 'Other Names': 'KWAME', DOB: '11-07-1990', Tel: '+233 244 512 870' };
    const roster = { Date: '02/03/2025', Site: 'Harbour Mall', Officer: 'K. Asante', 'Badge No': 'SG 4471 2209', Contact: '0244 512 870' };
    const r = person(licence, roster);
    assert.ok((r.factors as Record<string, number>)['name']! > 0.8);
    assert.equal(r.identity, 'same_entity');
    const brother = { Date: '02/03/2025', Site: 'Harbour Mall', Officer: 'Y. Asante', 'Badge No': 'SG 5120 8801', Contact: '0208 771 309' };
    assert.notEqual(person(licence, brother).identity, 'same_entity');
  });
});
