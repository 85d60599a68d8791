// Person pack: the field names forms give the record's own person — an applicant (tenancy, loan and
// visa applications), a deponent (affidavits, statutory declarations), a tenant (tenancy references),
// a learner or pupil (school registers and transfer forms), the deceased (probate files) — are read as
// the name; a current, present or last known address as the address; a contact number as the phone;
// a learner's number (a national pupil number or a school's own) as a student number. Counter-cases:
// another person's fields (a guardian's name, a parent's contact), a previous address, and two
// different learner numbers stay what they were: unread, or a refutation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });

describe('form subject fields', () => {
  it("a tenancy reference's applicant and tenant are the person; contact number and current address are theirs", () => {
    const r = person(
      { 'Applicant Name': 'Mary Ogola', 'Date of Birth': '1986-10-02', 'Current Address': 'P.O. Box 3948-30100, Eldoret', 'Previous Address': 'P.O. Box 9248-01000, Thika', Mobile: '0702 326 052' },
      { Tenant: 'MARY OGOLA', DOB: '02-OCT-1986', 'Contact Number': '0702-326-052', Address: 'P.O. Box 3948-30100, Eldoret' },
    );
    assert.equal(r.factors.name, 1);
    assert.equal(r.factors.phone, 1);
    assert.ok(r.factors.address! > 0.9);
    assert.equal(r.identity, 'same_entity');
    // The previous address is a former home, not the address: left unread.
    assert.ok(r.unread?.a.ignored.includes('Previous Address'));
  });
  it("an affidavit's deponent is the person", () => {
    const r = person({ deponent: 'GRACE AMA FRIMPONG', date_of_birth: 'the 6th day of March, 1968' }, { name: 'FRIMPONG, Grace Ama', dob: '06.03.1968' });
    assert.equal(r.factors.name, 1);
    assert.equal(r.identity, 'same_entity');
    // Counter-case: another deponent born the same day is not the person.
    const other = person({ deponent: 'DORIS KORKOI QUAYE', date_of_birth: 'the 6th day of March, 1968' }, { name: 'FRIMPONG, Grace Ama', dob: '06.03.1968' });
    assert.notEqual(other.identity, 'same_entity');
  });
  it("a learner's name and number are the learner's; the guardian's fields are not", () => {
    const a = { 'Learner Name': 'BIKITSHA Thandiwe', lurits_number: '447333776549', DOB: '5 Jun 2017', 'Parent/Guardian': 'MR Ayanda Bikitsha', 'Guardian Phone': '(+27) 0810498812' };
    const b = { first_name: 'Thandiwe', surname: 'Bikitsha', date_of_birth: '2017-06-05', lurits_number: '447333776549', guardian_name: 'Ayanda Bikitsha', parent_contact: '081 049 8812' };
    const r = person(a, b);
    assert.equal(r.factors.student_number, 1);
    assert.equal(r.identity, 'same_entity');
    assert.ok(r.unread?.a.ignored.includes('Parent/Guardian'));
    assert.ok(r.unread?.b.ignored.includes('guardian_name'));
    // A transfer form's previous learner number is the number the learner held at the school left.
    const t = person({ 'Learner Name': 'NWOSU Ebere Ogechi', learner_id: 'NG/XF/6429964', DOB: '23 Feb 2017' }, { first_name: 'Ebere', surname: 'Nwosu', date_of_birth: '2017-02-23', previous_learner_no: 'NGXF6429964' });
    assert.equal(t.factors.student_number, 1);
    // Counter-case: a sibling at the same school, same guardian, another learner number and birth date.
    const sib = person({ ...a, 'Learner Name': 'BIKITSHA Lwazi', lurits_number: '447333776550', DOB: '9 Jan 2014' }, b);
    assert.notEqual(sib.identity, 'same_entity');
  });
  it("a probate file's deceased and last known address are the account holder's", () => {
    const r = person(
      { deceased_name: 'VICTOR OUMA OBUYA (deceased)', date_of_birth: '12.12.1960', id_number: '24386520', last_known_address: 'Kenneth Lane, Manyatta, Kisumu', executor: 'Olusegun Obuya' },
      { account_name: 'Mr Victor Obuya', dob: '1960-12-12', id_number: '2438 6520', address: 'Kenneth Lane, Manyatta, Kisumu' },
    );
    assert.equal(r.identity, 'same_entity');
    assert.ok(r.unread?.a.ignored.includes('executor'));
  });
});
