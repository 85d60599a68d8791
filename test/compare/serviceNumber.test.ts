// A military or police service number is issued by one force to one member for their whole service and
// copied onto pay, pension and veterans' records (issue 11, session 22; persons set 6's service records):
// an identifier kind of its own, the force's series letters optional, two numbers refute (review) but never
// veto. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const roll = { SVC_NO: '518244', RANK: 'SGT', NAME: 'OTIENO JA', UNIT: 'Sigs Regt', DOB: '03.04.1969' };
const pension = { name: 'Sgt (Rtd) James Achieng Otieno', service_number: 'KA 518244', date_of_birth: '3 Apr 1969' };

describe('service numbers', () => {
  it('positive: a nominal roll and a veterans\' pension record link on the service number, with or without the force\'s letters', () => {
    const r = compare({ a: roll, b: pension, entity: 'person' });
    assert.equal(r.factors['service_number'], 1);
    assert.equal(r.identity, 'same_entity');
    for (const key of ['service_no', 'Service No', 'army_number', 'regimental_no']) {
      assert.equal(compare({ a: roll, b: { name: 'James Otieno', [key]: '518244' }, entity: 'person' }).factors['service_number'], 1, key);
    }
  });
  it('negative: two members of one name and birth date with two numbers go to review, never different by the numbers alone', () => {
    const r = compare({ a: roll, b: { ...pension, service_number: 'KA 603317' }, entity: 'person' });
    assert.ok(r.factors['service_number_conflict'] !== undefined);
    assert.equal(r.identity, 'review');
  });
  it('adversarial: a service number never meets a national id of the same digits, and lifts no birth-date conflict', () => {
    const r = compare({ a: roll, b: { name: 'James Achieng Otieno', national_id: '518244', date_of_birth: '1969-04-03' }, entity: 'person' });
    assert.equal(r.factors['service_number'], undefined);
    assert.equal(r.factors['national_id'], undefined);
    // A son of one name enlisted under his father's number on a form: the birth dates still refute.
    const son = compare({ a: roll, b: { ...pension, date_of_birth: '1995-09-21' }, entity: 'person' });
    assert.notEqual(son.identity, 'same_entity');
  });
});
