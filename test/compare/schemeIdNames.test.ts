// Person pack, session 25: lifelong national numbers under their schemes' own names — Ireland's PPSN, South
// Africa's RSA ID, Romania's CNP, Nigeria's National Identification Number written out, France's N° SS — are
// read as the national id or the social security number. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe("a scheme's own name for its national number", () => {
  it('reads RSA ID, CNP and National Identification Number as the national id; PPSN, PPS No and N° SS as the social security number', () => {
    assert.equal(read({ 'RSA ID': '850312 5123 081' }).projected.national_id, '850312 5123 081');
    assert.equal(read({ CNP: '1850312400123' }).projected.national_id, '1850312400123');
    assert.equal(read({ 'Cod Numeric Personal': '1850312400123' }).projected.national_id, '1850312400123');
    assert.equal(read({ 'National Identification Number': '123 4567 8901' }).projected.national_id, '123 4567 8901');
    assert.equal(read({ PPSN: '1234567TA' }).projected.ssn, '1234567TA');
    assert.equal(read({ 'PPS No': '1234567TA' }).projected.ssn, '1234567TA');
    assert.equal(read({ 'N° SS': '2 85 03 75 112 004 61' }).projected.ssn, '2 85 03 75 112 004 61');
    assert.equal(read({ 'N° de sécurité sociale': '2 85 03 75 112 004 61' }).projected.ssn, '2 85 03 75 112 004 61');
  });
  it('a document number that changes on renewal is not read as the national id', () => {
    assert.equal(read({ "N. Carta d'Identità": 'CA12345BB' }).projected.national_id, undefined);
  });
  it("an Irish-language and an English register agree on the PPSN; another PPSN keeps two namesakes apart", () => {
    const irish = { 'Given Name': 'Siobhán', Surname: 'Ní Dhonnchadha', DOB: '1986-04-17', PPSN: '7654321PA' };
    const english = { Forename: 'SIOBHAN', Surname: 'DONOGHUE', 'Date of Birth': '17/04/1986', 'PPS No': '7654321 PA' };
    const r = person(irish, english);
    assert.equal(r.factors.ssn, 1);
    assert.equal(r.identity, 'same_entity');
    assert.notEqual(person(irish, { ...english, 'PPS No': '7654399 WA' }).identity, 'same_entity');
  });
  it("a firearm licence's RSA ID and a competency record's ID Number are one number", () => {
    const licence = { 'Licence Holder': 'MOKOENA, T.J.', 'Licence No': 'FL4410923', 'RSA ID': '780914 5120 084' };
    const record = { Surname: 'Mokoena', 'First Names': 'Tebogo James', 'ID Number': '7809145120084', 'Date of Birth': '14 September 1978' };
    assert.equal(person(licence, record).factors.national_id, 1);
    assert.equal(person(licence, { ...record, 'ID Number': '8102115120081' }).factors.national_id, 0);
  });
});
