// Health-service numbers (NHS, CHI, NHIS, NHIF, Medicare) are an identifier kind of their own in the
// person pack: issued once for life, they agree and disagree like a national id; patient_name is the name.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const ward = { nhs_number: '943 476 5919', Surname: 'OKONJO', 'Other Names': 'Grace Adaeze', sex: 'F', age: '52', visit_date: '2019-06-11' };
const gp = { nhs_number: '9434765919', patient_name: 'Grace Okonjo', date_of_birth: '3 May 1967', gender: 'Female' };

describe('health-service numbers', () => {
  it('two clinics\' records of one patient link on the number and the name', () => {
    const r = compare({ a: ward, b: gp, entity: 'person' });
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.factors['health_id'], 1);
    assert.equal(r.factors['name'] !== undefined && r.factors['name'] >= 0.85, true);
  });

  it('two numbers of one name are two patients', () => {
    const r = compare({ a: ward, b: { ...gp, nhs_number: '4010232137' }, entity: 'person' });
    assert.equal(r.identity, 'different');
  });

  it('adversarial: a health number never meets a national id or passport of the same digits', () => {
    const r = compare({ a: ward, b: { patient_name: 'Grace Okonjo', national_id: '9434765919', passport: '9434765919' }, entity: 'person' });
    assert.equal(r.factors['health_id'], undefined);
    assert.equal(r.factors['national_id'], undefined);
  });

  it('adversarial: a clinic\'s own patient number is not read as one (it is a hospital number, a kind of its own)', () => {
    const r = compare({ a: { patient_no: 'UCH/813656', patient_name: 'Grace Okonjo' }, b: { patient_no: 'UCH/813656', patient_name: 'Grace Okonjo' }, entity: 'person' });
    assert.equal(r.unread?.a.ignored.includes('patient_no') ?? false, false);
    assert.deepEqual(Object.keys(r.factors).filter((k) => k.includes('id')), []);
    assert.equal(r.factors['hospital_number'], 1);
  });
});
