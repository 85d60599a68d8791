// Person pack, session 44 (review of persons31r): a signing practitioner's re-read (header_words.signing_roles) is
// cleared by what the record says of the practitioner, never by the number of the office they work from: a
// practice's, an agency's or a chambers' number is shared by every practitioner working there. Records are the
// tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });

describe('a sick note read by its doctor through the practice number', () => {
  // A family practice: father and son both doctors, one practice number (a BHF/PCNS practice number is the practice's).
  const note: FieldMap = { Patient: 'Amina Yusuf', 'Patient DOB': '1990-02-03', 'Certifying doctor': 'Dr J. Mensah', 'Practice No.': '0412345' };
  it('does not merge the son’s note with the father’s record on the shared practice number', () => {
    const father: FieldMap = { Name: 'John Mensah', 'Practice No.': '0412345', 'Date of birth': '1950-01-01' };
    assert.notEqual(person(note, father).identity, 'same_entity');
    assert.notEqual(person(father, note).identity, 'same_entity');
  });
  it('does not merge through an agency’s number either (a nursing agency’s nurses)', () => {
    const shift: FieldMap = { Patient: 'Amina Yusuf', 'Patient DOB': '1990-02-03', Nurse: 'G. Njeri', 'Agency No.': 'NA-5531' };
    const other: FieldMap = { Name: 'Grace Njeri', 'Agency No.': 'NA-5531' };
    assert.notEqual(person(shift, other).identity, 'same_entity');
  });
  it('does not merge through any number of the issuing surgery, hospital or practice (no role word in its heading)', () => {
    // South African sick notes must carry the practice's BHF (PCNS) number; a register of doctors lists it for each
    // doctor of the practice, as a hospital's code for each of its doctors.
    for (const heading of ['Surgery No.', 'Hospital code', 'BHF No.', 'PCNS No.']) {
      const signed: FieldMap = { Patient: 'Amina Yusuf', 'Patient DOB': '1990-02-03', 'Certifying doctor': 'Dr J. Mensah', [heading]: '0412345' };
      const father: FieldMap = { Name: 'John Mensah', [heading]: '0412345', 'Date of birth': '1950-01-01' };
      assert.notEqual(person(signed, father).identity, 'same_entity', heading);
    }
  });
  it('still merges where the doctor’s own council number agrees', () => {
    const note2: FieldMap = { ...note, 'Council No.': 'MP0512345' };
    const son: FieldMap = { Name: 'Joseph Mensah', 'Registration number': 'MP 0512345' };
    assert.equal(person(note2, son).identity, 'same_entity');
  });
});
