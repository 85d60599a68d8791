// Person pack, session 42 (persons42). A name that states a generation (Jr, Jnr, Junior, Snr, II) on one side only
// is written because two people of one family bear it (a father and the son named after him), so it never clears
// the distinctive-signal gate by itself (personName.ts statesOneGenerationOnly, read by the name and the token
// comparators): a father and son with nothing but the name agreeing go to review, while one person whose suffix a
// clerk dropped still merges on a birth date or an identifier beside the name. A form's given-name column that
// closes with the suffix ('Isaac Jr' under `First Name(s)`, read before the surname) states it too. Records are
// the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { comparePersonNames, statesOneGenerationOnly } from '../../src/compare/comparators/personName.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });

describe('a generation stated on one side only', () => {
  it('is read at the end of the name and before the surname a given-name column precedes', () => {
    assert.equal(statesOneGenerationOnly('Thaddeus Wekulo Jnr', 'Thaddeus Wekulo'), true);
    assert.equal(statesOneGenerationOnly('Thaddeus Jnr Wekulo', 'Wekulo Thaddeus'), true);
    assert.equal(statesOneGenerationOnly('Thaddeus Wekulo Jnr', 'Wekulo, Thaddeus Jr.'), false);
    assert.equal(statesOneGenerationOnly('Thaddeus Wekulo', 'Wekulo Thaddeus'), false);
    assert.equal(comparePersonNames('Thaddeus Jr Wekulo', 'Thaddeus Wekulo Snr')?.suffixConflict, true);
  });
  it('keeps a father and the son named after him apart on a licence register and an association roll', () => {
    const r = person(
      { 'Licence No.': 'PSV-510233', 'Name': 'THADDEUS WEKULO', 'DOB': '14-MAR-1966', 'Town': 'Kakamega' },
      { 'Member No.': '311', 'Member Name': 'Wekulo Thaddeus Jnr', 'Badge': 'PSV-688410', 'Mobile': '0722 418 305' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
  it('keeps them apart when the form writes the suffix in its given-name column', () => {
    const r = person(
      { 'Official No.': 'GFA/R/40127', 'Surname': 'Quartey', 'First Name(s)': 'Obiri Jr', 'Region': 'Volta' },
      { 'Fixture': 'Ho v Keta', 'Name': 'QUARTEY Obiri', 'Duty': 'Assistant Referee' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
  it('still merges one person whose suffix one register dropped, on the birth date beside the name', () => {
    const r = person(
      { 'Licence No.': 'PSV-510233', 'Name': 'THADDEUS WEKULO', 'DOB': '14-MAR-1966', 'Town': 'Kakamega' },
      { 'Member No.': '311', 'Member Name': 'Wekulo Thaddeus Snr', 'Date of Birth': '14/03/1966', 'Mobile': '0722 418 305' },
    );
    assert.equal(r.identity, 'same_entity');
  });
});

// A professional council's register number (professional_registration) under a bare `Reg. No.` is read against the
// number a register writes under its council's initials (`GTC/Reg No`), which the pack reads under no key: two
// different numbers of one roll are two practitioners (own_scheme.fields).
describe('a council’s register number under its initials against the bare key', () => {
  it('keeps two teachers of one name on one council’s roll apart', () => {
    const r = person(
      { 'GTC/Reg No': '7120458', 'Full Names': 'Obadiah Ferreira-Mensah', 'Qualification': 'B.Ed' },
      { 'S/N': '12', 'Name': 'Ferreira-Mensah Obadiah', 'Reg. No.': '6634091', 'School': 'St Anne’s Primary' },
    );
    assert.notEqual(r.identity, 'same_entity');
    assert.equal(r.factors?.one_register_number_conflict, 0);
  });
  it('still merges the teacher whose number the staff return copies', () => {
    const r = person(
      { 'GTC/Reg No': '7120458', 'Full Names': 'Obadiah Ferreira-Mensah', 'Qualification': 'B.Ed' },
      { 'S/N': '12', 'Name': 'Ferreira-Mensah Obadiah', 'Reg. No.': '7120458', 'School': 'St Anne’s Primary' },
    );
    assert.equal(r.identity, 'same_entity');
  });
});

describe("review of persons42: a surname or a Sister's title before the last word is no suffix", () => {
  it('reads Jr, Jnr and Snr before the last word, not Senior, Sr or a numeral', () => {
    assert.equal(statesOneGenerationOnly('Isaac Jnr Agyeman', 'Isaac Agyeman'), true);
    assert.equal(statesOneGenerationOnly('Maria Senior Lopez', 'Maria Lopez'), false);
    assert.equal(statesOneGenerationOnly('Mary Sr Okafor', 'Mary Okafor'), false);
    assert.equal(statesOneGenerationOnly('Carlos Junior Silva', 'Carlos Silva'), false);
  });
});
