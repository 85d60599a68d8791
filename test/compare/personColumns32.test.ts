// Person pack, session 32: columns a register heads with a word that names someone else as often as the
// record's own person. A bare `Contact` column holding only a phone number is the record's phone (value_shapes);
// records are the tests' own.
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
