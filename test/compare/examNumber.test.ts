// Examination registers: a candidate number (index number, UCI) is its own identifier kind in the person
// pack; the same number links, two numbers refute (review) but never veto; candidate_name and
// year_of_birth are read as the name and the birth date.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const register = { candidate_number: '4170233918', candidate_name: 'WEKESA BRIAN SIMIYU', sex: 'M', year_of_birth: '1994', centre: 'FRIENDS SCHOOL, KAMUSINGA', exam: 'KCSE 2011' };
const school = { first_name: 'Brian', middle_name: 'Simiyu', surname: 'Wekesa', date_of_birth: '17 March 1994', index_number: '4170233918', previous_school: 'Friends School, Kamusinga' };

describe('exam candidate numbers', () => {
  it('the register and the school record of one candidate link on the number, name and year of birth', () => {
    const r = compare({ a: register, b: school, entity: 'person' });
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.factors['exam_number'], 1);
    assert.deepEqual(r.unread?.a.ignored, ['centre', 'exam']);
  });

  it('every alias lands on the one field', () => {
    for (const key of ['candidate_number', 'index_number', 'examination_number', 'uci', 'Candidate No']) {
      const { candidate_number: _, ...rest } = register;
      const r = compare({ a: { ...rest, [key]: '4170233918' }, b: school, entity: 'person' });
      assert.equal(r.factors['exam_number'], 1, key);
    }
  });

  it('two candidates of one name and birth year in one sitting, two numbers: not merged, sent to review', () => {
    const r = compare({ a: register, b: { ...register, candidate_number: '4170871204', centre: 'KAKAMEGA SCHOOL' }, entity: 'person' });
    assert.equal(r.identity, 'review');
    assert.ok(r.factors['exam_number_conflict'] !== undefined);
  });

  it('one person in two sittings (two numbers) is never ruled different by the numbers alone', () => {
    const r = compare({ a: register, b: { ...register, candidate_number: '5220110417', exam: 'KCSE 2012' }, entity: 'person' });
    assert.notEqual(r.identity, 'different');
  });

  it('adversarial: a shared number beside names that share nothing is not a merge', () => {
    const r = compare({ a: register, b: { ...school, first_name: 'Akinyi', middle_name: 'Grace', surname: 'Odhiambo' }, entity: 'person' });
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: a candidate number never meets a national id of the same digits', () => {
    const r = compare({ a: { ...register }, b: { name: 'Brian Simiyu Wekesa', national_id: '4170233918' }, entity: 'person' });
    assert.equal(r.factors['exam_number'], undefined);
    assert.equal(r.factors['national_id'], undefined);
  });
});
