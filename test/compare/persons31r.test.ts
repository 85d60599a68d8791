// Person pack, session 44 (persons31r): a record about one person signed or certified by a practitioner (a sick
// note's certifying doctor, a customs entry's declarant), read against the practitioner's own register
// (header_words.signing_roles). The practitioner's cell is one of the record's named people, and the register
// number both records hold under the practitioner's register field clears the re-read. Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('a sick note’s certifying doctor', () => {
  const register: FieldMap = { 'Reg. No.': 'KMC/B/30418', Name: 'WAFULA, Grace Nekesa', Specialty: 'General Practice', Town: 'Eldoret' };
  const note: FieldMap = {
    'Note No.': 'SN-448120',
    Patient: 'Peter Kiprono Rotich',
    'Patient DOB': '14/03/1988',
    'Unfit from': '02/05/2025',
    'Certifying doctor': 'Dr G.N. Wafula',
    'Reg. No.': 'KMC B 30418',
    Clinic: 'Elgon View Clinic',
  };
  it('is one of the note’s named people even beside the patient’s own columns', () => {
    const others = read(note).roleNames?.others.map((o) => o.key) ?? [];
    assert.ok(others.includes('Certifying doctor'), JSON.stringify(others));
  });
  it('merges the council register with the note through the council number both read', () => {
    const r = person(register, note);
    assert.equal(r.identity, 'same_entity');
    assert.ok(r.unread!.b.ignored.includes('Patient'));
    assert.equal(person(note, register).identity, 'same_entity');
  });
  it('merges through a number the note heads in words no key reads (`Council No.`) under `Medical officer`', () => {
    const reg: FieldMap = { 'Registration number': '7730415', Practitioner: 'OKORO Adaeze Ifeoma', Field: 'Paediatrics' };
    const mc: FieldMap = { 'MC NO': 'MC-220914', 'NAME OF PATIENT': 'Musa Bello', 'PATIENT DOB': '1979-11-02', 'MEDICAL OFFICER': 'Dr. Adaeze Okoro', 'COUNCIL NO': '773 041 5' };
    assert.equal(person(reg, mc).identity, 'same_entity');
  });
  it('reads the patient’s own columns (`Patient DOB`) as nobody’s once the note is read by its doctor', () => {
    const withDob: FieldMap = { ...register, 'Date of birth': '1961-07-30' };
    const r = person(withDob, note);
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.factors.dob, undefined);
  });
  it('keeps the patient’s birth date where the note is read by its patient', () => {
    const clinic: FieldMap = { 'Patient name': 'Peter Kiprono Rotich', 'Date of birth': '1988-03-14', 'NHIF No': 'NH-5520147' };
    assert.ok(person(clinic, note).factors.dob !== undefined);
  });
  it('keeps a namesake doctor with another council number apart', () => {
    assert.notEqual(person({ ...register, 'Reg. No.': 'KMC/B/71902' }, note).identity, 'same_entity');
  });
  it('never reads the doctor against a register of another name that shares the number', () => {
    assert.notEqual(person({ ...register, Name: 'OTIENO, Brian Ouma' }, note).identity, 'same_entity');
  });
  it('still reads the patient against the patient’s own record', () => {
    const clinic: FieldMap = { 'Patient name': 'Peter Kiprono Rotich', 'Date of birth': '14-03-1988', 'NHIF No': 'NH-5520147', Phone: '0722 410 336' };
    const r = person(clinic, note);
    assert.ok(!r.unread!.b.ignored.includes('Patient'));
    assert.notEqual(r.identity, 'different');
  });
  it('leaves two notes of one doctor for two patients apart', () => {
    const other: FieldMap = { ...note, 'Note No.': 'SN-448121', Patient: 'Mary Chebet Rotich', 'Patient DOB': '02/09/1990' };
    assert.notEqual(person(note, other).identity, 'same_entity');
  });
  it('does not make a spouse a named person: `Partner` stays another party', () => {
    const member: FieldMap = { Member: 'Kofi Asante', Partner: 'Ama Serwaa Asante', 'Partner phone': '0244 771 930', 'Member No.': 'GH-MEM-20331' };
    assert.equal(read(member).roleNames, undefined);
    const her: FieldMap = { Name: 'Ama Serwaa Asante', Phone: '0244771930', 'Date of birth': '1984-06-12' };
    assert.notEqual(person(member, her).identity, 'same_entity');
  });
});

describe('a customs entry’s declarant', () => {
  const agents: FieldMap = { 'Licence No.': 'CA/LAG/552917', 'Agent name': 'NWOSU, Obinna', 'Employer / Licensee': 'Seabridge Clearing Ltd', Station: 'Apapa' };
  it('is read against the agents’ list beside a consignee that is a company (`Declarant (agent)`)', () => {
    const entry: FieldMap = {
      'Entry No.': '2025/AP/88120',
      'Importer / Consignee': 'Delta Agro Ltd',
      'Declarant (agent)': 'Obinna Nwosu',
      'Agent licence no.': 'CA/LAG/552917',
      'Clearing firm': 'Seabridge Clearing Ltd',
    };
    assert.equal(person(agents, entry).identity, 'same_entity');
    assert.equal(person(entry, agents).identity, 'same_entity');
  });
  it('is read under `Declarant name` where `Consignee` is the name key', () => {
    const entry: FieldMap = { 'ENTRY NO': 'C 40127', CONSIGNEE: 'Harbour Foods Limited', 'DECLARANT NAME': 'Mr. Obinna Nwosu', 'DECLARANT LICENCE': 'CA LAG 552917', STATION: 'Apapa' };
    const r = person(agents, entry);
    assert.equal(r.identity, 'same_entity');
    assert.ok(r.unread!.b.ignored.includes('CONSIGNEE'));
  });
  it('keeps a sibling declarant of one firm with another licence apart', () => {
    const entry: FieldMap = { 'ENTRY NO': 'C 40128', CONSIGNEE: 'Harbour Foods Limited', 'DECLARANT NAME': 'Chinedu Nwosu', 'DECLARANT LICENCE': 'CA/LAG/552981', STATION: 'Apapa' };
    assert.notEqual(person(agents, entry).identity, 'same_entity');
  });
});
