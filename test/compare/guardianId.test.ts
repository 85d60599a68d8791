// An id that is not the subject's own: a parent's or guardian's id on a child's record shares the id
// but not the generation. The person pack's date conflict is lifted by a shared id only while the two
// birth dates are less than a generation (15 years, conflict_lifted_by.unless_years_apart) apart.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareDates } from '../../src/compare/comparators/date.js';
import { compareNames } from '../../src/compare/comparators/personName.js';
import { compare } from '../../src/compare/index.js';

const parent = { name: 'Folasade Ronke Adeyemi', dob: '1962-03-11', national_id: '71830026451', phone: '+234 803 411 2290', address: '14 Oba Akran Avenue, Ikeja' };

describe('an id beside a birth date a generation away', () => {
  it('the date comparator reports the whole years between two conflicting full dates', () => {
    assert.equal(compareDates('1962-03-11', '14/08/1994')?.yearsApart, 32);
    assert.equal(compareDates('1962-03-11', '1970-07-30')?.yearsApart, 8);
    // A near miss or a partial date one year off is no conflict and says nothing of years; a year
    // alone a generation off is a conflict, at the least whole years between them.
    assert.equal(compareDates('1962-03-11', '1962-03-12')?.yearsApart, undefined);
    assert.equal(compareDates('1962', '1963-08-14')?.yearsApart, undefined);
    assert.equal(compareDates('1962', '1994-08-14')?.yearsApart, 31);
  });

  it("a guardian's id on a child's record is contested, not a merge (positive)", () => {
    const child = { name: 'Tobiloba Adeyemi', dob: '14/08/1994', national_id: '71830026451', phone: '08034112290', address: '14 Oba Akran Ave, Ikeja' };
    const r = compare({ a: parent, b: child });
    assert.equal(r.identity, 'review');
    assert.equal(r.factors.dob_conflict, 0);
  });

  it('the same id beside a date keyed wrongly within a generation still merges (negative)', () => {
    const same = { name: 'Folasade Adeyemi', dob: '1966-09-02', national_id: '71830026451', phone: '08034112290' };
    assert.equal(compare({ a: parent, b: same }).identity, 'same_entity');
  });

  it('a date a generation off in its year alone is a typo, whatever the years (adversarial)', () => {
    // 1962 / 1992 with the same day and month: one part differs, the date comparator's near miss, no conflict.
    const typo = { name: 'Folasade Ronke Adeyemi', dob: '1992-03-11', national_id: '71830026451' };
    assert.equal(compare({ a: parent, b: typo }).identity, 'same_entity');
    // Fourteen years apart is not yet a generation: the shared id still lifts the conflict.
    const fourteen = { name: 'Folasade Ronke Adeyemi', dob: '1976-06-20', national_id: '71830026451' };
    assert.equal(compare({ a: parent, b: fourteen }).identity, 'same_entity');
  });

  it('the name comparator reads kin only from another given name before one surname, or another generation', () => {
    assert.equal(compareNames('Adenike Temitayo Ilori', 'Adebayo Damilare Ilori')?.kin, true);
    assert.equal(compareNames('Peter Mwangi Jr', 'Peter Mwangi Sr')?.kin, true);
    // One given name, the surname changed (marriage): one person, no kin.
    assert.equal(compareNames('Zawadi Otieno', 'Zawadi Kamau')?.kin, undefined);
    assert.equal(compareNames('Adenike Ilori', 'Adenike Ilori')?.kin, undefined);
  });

  it('a changed surname beside a date a generation off and the same id still merges (adversarial: no kin)', () => {
    const a = { name: 'Zawadi Otieno', dob: '1961-05-04', national_id: '22817734', address: '12 Ngong Road, Kilimani, Nairobi' };
    const b = { name: 'Zawadi Kamau', dob: '1990-11-23', national_id: '22817734', address: '12 Ngong Rd, Kilimani, Nairobi' };
    const r = compare({ a, b });
    assert.equal(r.identity, 'same_entity', r.explanation);
  });
});

describe("a field that names another person's id", () => {
  it('guardian_id, parent_nin and next_of_kin_id are never read as the subject\'s id; the receipt lists them as ignored', () => {
    const child = { name: 'Tobiloba Adeyemi', dob: '2012-08-14', guardian_id: '71830026451', parent_nin: '71830026451', next_of_kin_id: '71830026451' };
    const r = compare({ a: parent, b: child });
    assert.equal(r.factors.national_id, undefined);
    assert.notEqual(r.identity, 'same_entity');
    assert.deepEqual(r.unread?.b.ignored, ['guardian_id', 'parent_nin', 'next_of_kin_id']);
  });
});
