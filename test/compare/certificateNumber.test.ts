// Person pack, session 25: a certificate's number quoted by another register (certificate_number): a trade-test
// certificate in an artisan register, a marriage certificate in a bank's change of name. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe("a certificate's number under any key that says so", () => {
  it('reads Certificate No, Cert No and a header ending in certificate or cert and a number word', () => {
    assert.equal(read({ 'Certificate No': 'CTB/2019/004412' }).projected.certificate_number, 'CTB/2019/004412');
    assert.equal(read({ 'Trade Test Cert No': 'CTB2019004412' }).projected.certificate_number, 'CTB2019004412');
    assert.equal(read({ 'Qualification Certificate Number': 'CTB-2019-004412' }).projected.certificate_number, 'CTB-2019-004412');
    assert.equal(read({ 'Marriage Certificate No': 'QX 118204' }).projected.certificate_number, 'QX 118204');
  });
  it("a birth certificate's number is not read: in a parent's record it is the child's", () => {
    assert.equal(read({ 'Birth Certificate No': 'B/4411/2016' }).projected.certificate_number, undefined);
  });
  it('the certificate and the register quoting it agree; initials then clear the gate', () => {
    const cert = { Candidate: 'OKORO E.N.', 'Certificate No': 'CTB/2019/004412', Trade: 'Welder' };
    const register = { 'Name of Artisan': 'Emeka Nnamdi Okoro', 'Qualification Cert No': 'CTB2019004412', Phone: '0803 440 1290' };
    const r = person(cert, register);
    assert.equal(r.factors.certificate_number, 1);
    assert.equal(r.identity, 'same_entity');
    // Without the number the initials alone stay in review.
    const { 'Qualification Cert No': _n, ...bare } = register;
    assert.notEqual(person(cert, bare).identity, 'same_entity');
  });
  it('two certificates of one body weigh nothing and never refute; one certificate never joins bride and groom', () => {
    const cert = { Candidate: 'OKORO E.N.', 'Certificate No': 'CTB/2019/004412', Trade: 'Welder' };
    const register = { 'Name of Artisan': 'Emeka Nnamdi Okoro', Phone: '0803 440 1290' };
    const other = person(cert, { ...register, 'Qualification Cert No': 'CTB2021117730' });
    const none = person(cert, register);
    assert.equal(other.score, none.score);
    assert.equal(other.identity, none.identity);
    const bride = { 'Account Name': 'Abena Serwaa Mensah', 'Former Name': 'Abena Serwaa Owusu', 'Marriage Certificate No': 'QX 118204', DOB: '1991-02-03' };
    const groom = { 'Account Name': 'Kwadwo Mensah', 'Marriage Certificate No': 'QX118204', DOB: '1988-11-19' };
    assert.notEqual(person(bride, groom).identity, 'same_entity');
  });
});
