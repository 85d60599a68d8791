// Person pack, session 23: a child register's mother and father columns (a birth notification's Mother's
// Name, an immunisation card's Mother/Caregiver, a school's Father's Name) are read as relatives' names:
// two children of one name born days apart at one clinic are told apart by mothers (or fathers) who share
// nothing or who are two kin of one family, never by one parent written two ways or in part; the
// parent's name never stands for the child's and never clears the distinctive-signal gate. A possessive
// header (`Child's Name`, `Mother’s Name`) is read by its words without the s. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { scorePair } from '../../src/compare/fieldsEngine.js';
import { findPack, headerWords } from '../../src/compare/packs.js';
import type { RecordInput } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const pack = findPack('person')!;
/** The refutations of two records given under the pack's own field names. */
const conflicts = (a: RecordInput, b: RecordInput) => scorePair(pack, a, b).conflicts;

describe("a child register's mother column", () => {
  const card = (child: string, dob: string, mother: string, extra: FieldMap = {}): FieldMap => ({ "Child's Name": child, DOB: dob, 'Mother/Caregiver': mother, Clinic: 'Polyclinic Kaneshie', ...extra });
  it('two children of one name born days apart at one clinic are told apart by their mothers', () => {
    const r = person(card('Kojo Mensah', '2022-03-14', 'Akosua Mensah'), card('MENSAH Kojo', '17/03/2022', 'Adwoa Mensah'));
    assert.notEqual(r.identity, 'same_entity');
    assert.ok(conflicts({ name: 'Kojo Mensah', dob: '2022-03-14', mother_name: 'Akosua Mensah' }, { name: 'Kojo Mensah', dob: '2022-03-17', mother_name: 'Adwoa Mensah' }).includes('mother_name'));
    // Two mothers who share nothing (the cousins' mothers of two families) too.
    const other = person(card('Kojo Mensah', '2022-03-14', 'Akosua Mensah'), card('Kojo Mensah', '2022-03-24', 'Yaa Boakye'));
    assert.notEqual(other.identity, 'same_entity');
  });
  it('one mother written two ways, or in part, does not refute', () => {
    // Her maiden surname on the birth notification, her married one on the card.
    const r = person(card('Kojo Mensah', '2022-03-14', 'Akosua Darko'), card('MENSAH Kojo', '14/03/2022', 'Akosua Mensah'));
    assert.ok(!conflicts({ name: 'Kojo Mensah', dob: '2022-03-14', mother_name: 'Akosua Darko' }, { name: 'Kojo Mensah', dob: '2022-03-14', mother_name: 'Akosua Mensah' }).includes('mother_name'));
    assert.equal(r.identity, 'same_entity');
    const part = person(card('Kojo Mensah', '2022-03-14', 'Mrs Mensah'), card('Kojo Mensah', '2022-03-14', 'Akosua Mensah'));
    assert.equal(part.identity, 'same_entity');
  });
  it("the child's own health-service number lifts the refutation (a grandmother brought the child)", () => {
    const r = person(card('Kojo Mensah', '2022-03-14', 'Akosua Mensah', { 'NHIS Number': '18836402' }), card('Kojo Mensah', '2022-03-14', 'Comfort Asare', { 'NHIS Number': '18836402' }));
    assert.ok(!conflicts({ name: 'Kojo Mensah', mother_name: 'Akosua Mensah', health_id: '18836402' }, { name: 'Kojo Mensah', mother_name: 'Comfort Asare', health_id: '18836402' }).includes('mother_name'));
    assert.equal(r.identity, 'same_entity');
  });
  it("is a relative's name: never the child's name, never a signal by itself", () => {
    // A record naming only the mother is not compared as the child: no name agreement, no merge.
    const r = person({ "Mother's Name": 'Akosua Mensah', DOB: '2022-03-14' }, { "Mother’s Name": 'Akosua Mensah', 'Date of Birth': '14/03/2022' });
    assert.equal(r.factors.name, undefined);
    assert.equal(r.factors.mother_name, 1);
    assert.notEqual(r.identity, 'same_entity');
  });
  it("reads a possessive header's words without its s", () => {
    assert.deepEqual(headerWords("child's_name"), ['child', 'name']);
    assert.deepEqual(headerWords('mother’s_name'), ['mother', 'name']);
    assert.deepEqual(headerWords('d_o_b'), ['dob']);
  });
});

describe("a record's father column", () => {
  const pupil = (name: string, dob: string, father: string): FieldMap => ({ 'Pupil Name': name, 'Date of Birth': dob, "Father's Name": father, School: 'St Mary Primary, Kisii' });
  it("two pupils of one name are told apart by fathers who are brothers; one father written in part is not", () => {
    const cousins = person(pupil('Brian Nyaboke Ondieki', '2016-08-09', 'Josphat Ondieki'), pupil('ONDIEKI Brian Nyaboke', '08/08/2016', 'Wilfred Ondieki'));
    assert.notEqual(cousins.identity, 'same_entity');
    assert.ok(conflicts({ name: 'Brian Ondieki', father_name: 'Josphat Ondieki' }, { name: 'Brian Ondieki', father_name: 'Wilfred Ondieki' }).includes('father_name'));
    const one = person(pupil('Brian Nyaboke Ondieki', '2016-08-09', 'Josphat Ondieki'), pupil('ONDIEKI Brian Nyaboke', '09/08/2016', 'Mr Ondieki'));
    assert.equal(one.identity, 'same_entity');
  });
});
