// Legacy HR and payroll column names (issue 11, session 20; persons set 6's HR system migrations):
// mainframe and fixed-width exports squeeze their column names (EMPNAME, BIRTHDT); the person pack reads
// them as the name and the birth date. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

describe('squeezed legacy column names', () => {
  // Fails before session 20 (nothing compared: review, score 0).
  it('positive: an old payroll line meets the new HR system\'s record of the employee', () => {
    const r = compare({
      a: { EMPNO: '081223', EMPNAME: 'MENSAH, ABENA K', BIRTHDT: '14-MAR-86', DEPT: 'FIN', HIREDT: '02-FEB-11' },
      b: { 'Employee ID': 'EMP-081223', 'First Name': 'Abena', 'Last Name': 'Mensah', 'Date of Birth': '1986-03-14' },
      entity: 'person',
    });
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.factors.dob, 1);
  });
  it('negative: two employees of one name born on other days are not merged', () => {
    const r = compare({
      a: { EMPNAME: 'MENSAH, ABENA K', BIRTHDT: '14-MAR-86' },
      b: { 'First Name': 'Abena', 'Last Name': 'Mensah', 'Date of Birth': '1979-11-02' },
      entity: 'person',
    });
    assert.notEqual(r.identity, 'same_entity');
  });
  it('adversarial: a hire date is not read as the birth date', () => {
    const r = compare({ a: { EMPNAME: 'MENSAH, ABENA K', HIREDT: '14-MAR-86' }, b: { name: 'Abena Mensah', dob: '1986-03-14' }, entity: 'person' });
    assert.equal(r.factors.dob, undefined);
    assert.ok(r.unread?.a.ignored.includes('HIREDT'));
  });
});
