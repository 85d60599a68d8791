// Person pack, session 45 (persons32r): records about one person signed by a practitioner whose own register lists
// them (an animal health certificate's veterinarian, an affidavit's notary or commissioner for oaths, a seizure
// notice's enforcement officer), hunt bookings naming their hunter, and registers naming the practice beside the
// practitioner. Records are the tests' own, not copied from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('a hunt booking names its hunter by the part they take (role words)', () => {
  const licence: FieldMap = { 'Permit No': 'GW/HP/40317', Holder: 'MWANGI Joseph Kamau', 'D.O.B.': '11/06/1979', 'House tel': '0203 554 871' };
  it('reads `Hunter`, `Guest gun`, `Jagdgast`, `Chasseur`, `Myśliwy` as the booking’s name', () => {
    for (const h of ['Hunter', 'Guest gun', 'Jagdgast', 'Chasseur', 'Myśliwy', 'Cazador']) {
      assert.equal(read({ Booking: 'BK-1', [h]: 'Joseph Mwangi', Quarry: 'guinea fowl' }).projected['name'], 'Joseph Mwangi', h);
    }
  });
  it('merges the licence with the booking through the licence number and the name', () => {
    const booking: FieldMap = { 'Booking ref': 'QRT-5521', Hunter: 'Joseph Mwangi', 'Hunting licence': 'GW HP 40317', Stalker: 'Otieno, Brian' };
    assert.equal(person(licence, booking).identity, 'same_entity');
  });
  it('keeps a twin with another licence apart though home, phone and birth date agree', () => {
    const twin: FieldMap = { Booking: 'QRT-7710', 'Guest gun': 'Mr Peter Mwangi', 'Licence number': 'GW/HP/40318', 'Birth date': '11/06/1979', 'Tel (home)': '0203554871' };
    assert.notEqual(person(licence, twin).identity, 'same_entity');
  });
  it('does not read the professional hunter or guide as the booking’s person', () => {
    assert.equal(read({ Booking: 'BK-2', 'Professional hunter / Guide': 'Tom Harris' }).projected['name'], undefined);
  });
});

describe('a register’s practice name beside the practitioner’s name (other_party: practice, surgery, chambers)', () => {
  it('reads `Surname, forenames` beside `Practice name`, where before the two cancelled', () => {
    const r = read({ 'Reg no': 'GVC/2231', 'Surname, forenames': 'ASANTE Kofi', 'Practice name': 'Kofi Asante Vets' });
    assert.equal(r.projected['name'], 'ASANTE Kofi');
  });
  it('never reads `Chambers name` or `Surgery name` as a person', () => {
    assert.equal(read({ 'Chambers name': 'Mensah Chambers', 'Roll no': 'X1' }).projected['name'], undefined);
    assert.equal(read({ 'Surgery name': 'Parkside Surgery', 'Roll no': 'X1' }).projected['name'], undefined);
  });
});

describe('an affidavit’s commissioner for oaths (signing phrases, deponent as a role)', () => {
  const roll: FieldMap = { 'Roll No': 'CO/5521/2011', Name: 'NJERI, Wanjiku Grace', Station: 'Nakuru', Appointed: '2011-03-01', 'Date of birth': '1970-02-14' };
  const jurat: FieldMap = {
    Deponent: 'Samuel Kiptoo Ruto',
    'Deponent DOB': '1988-09-30',
    'Sworn at': 'Nakuru',
    'Before me': 'W.G. Njeri',
    'Commissioner No.': 'CO 5521 2011',
    Chambers: 'Njeri & Co. Advocates',
  };
  it('reads the `Before me` cell as the jurat’s other named person', () => {
    const others = read(jurat).roleNames?.others.map((o) => o.key) ?? [];
    assert.ok(others.includes('Before me'), JSON.stringify(others));
  });
  it('merges the roll with the jurat by the commissioner, leaving the deponent’s birth date unread', () => {
    const r = person(roll, jurat);
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.factors.dob, undefined);
  });
  it('reads `BEFORE ME (COMMISSIONER FOR OATHS)` the same way', () => {
    const upper: FieldMap = { DEPONENT: 'Samuel Kiptoo Ruto', 'BEFORE ME (COMMISSIONER FOR OATHS)': 'WANJIKU GRACE NJERI', 'COMMISSIONER NO': 'CO/5521/2011' };
    assert.equal(person(roll, upper).identity, 'same_entity');
  });
  it('keeps a namesake commissioner with another number apart (father and son, one name)', () => {
    assert.notEqual(person({ ...roll, 'Roll No': 'CO/8804/2019' }, jurat).identity, 'same_entity');
  });
  it('still compares the deponent against the deponent’s own record', () => {
    const own: FieldMap = { 'Full name': 'Samuel Kiptoo Ruto', 'Date of birth': '1988-09-30', 'ID No': '28815530' };
    const r = person(own, jurat);
    assert.ok(r.factors.dob !== undefined);
    assert.notEqual(r.identity, 'different');
  });
});

describe('a notary’s register naming the notary by title alone, against a declaration the notary signed', () => {
  const register: FieldMap = { 'Notary No.': 'NP/2019/3318', Notary: 'C. Adebayo', Firm: 'Marina Chambers', Place: 'Lagos' };
  const declaration: FieldMap = {
    Declarant: 'Olumide Bakare',
    'Declarant date of birth': '03/03/1990',
    'Declared at': 'Lagos',
    'Notary Public': 'ADEBAYO Chinedu',
    'Notary No.': 'NP/2019/3318',
    Firm: 'Marina Chambers',
  };
  it('merges through the notary’s number, comparing the two notary cells', () => {
    assert.equal(person(register, declaration).identity, 'same_entity');
    assert.equal(person(declaration, register).identity, 'same_entity');
  });
  it('leaves the declarant’s birth date unread against a register naming the notary under a key', () => {
    const keyed: FieldMap = { 'Commission No.': 'NP/2019/3318', 'Name of Notary': 'Chinedu Adebayo', DOB: '1961-12-01' };
    const r = person(keyed, declaration);
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.factors.dob, undefined);
  });
  it('keeps the son, another notary of one name and chambers, apart', () => {
    assert.notEqual(person({ ...register, 'Notary No.': 'NP/2023/9102' }, declaration).identity, 'same_entity');
  });
  it('never merges on the agreeing name alone', () => {
    const { 'Notary No.': _n, ...unnumbered } = declaration;
    assert.notEqual(person(register, unnumbered).identity, 'same_entity');
  });
});

describe('a seizure notice executed by an enforcement officer', () => {
  const licence: FieldMap = { 'Licence No': 'CB/882/2021', 'Court broker / Bailiff': 'KAMAU Peter', Station: 'Nyeri Law Courts', Expiry: '2026-01-31' };
  const notice: FieldMap = {
    'Case No.': 'CMCC 412/24',
    'Judgment debtor': 'Mary Achieng',
    'Judgment creditor': 'Harvest Sacco',
    'Executed by': 'Peter Kamau',
    'Officer cert. no.': 'CB/882/2021',
    Court: 'Nyeri Law Courts',
  };
  it('merges the officer’s licence with the notice through the officer’s titled number', () => {
    assert.equal(person(licence, notice).identity, 'same_entity');
  });
  it('keeps a namesake officer of one court with another licence apart', () => {
    assert.notEqual(person({ ...licence, 'Licence No': 'CB/915/2023' }, notice).identity, 'same_entity');
  });
  it('still reads the notice by its debtor against the debtor’s own record', () => {
    const debtor: FieldMap = { Name: 'Mary Achieng', 'Date of birth': '1985-05-05', Phone: '0722 118 904' };
    assert.notEqual(person(debtor, notice).identity, 'different');
  });
});

describe('an animal health certificate signed by its veterinarian', () => {
  it('never clears the vet’s re-read on the practice’s number', () => {
    const register: FieldMap = { 'Reg no': 'VC/55120', Name: 'MENSAH Ama', 'Practice No.': 'PR-802211' };
    const cert: FieldMap = { 'Cert No': 'HC-1102', Owner: 'Kojo Boateng', 'Official Veterinarian': 'Ama Mensah', 'Practice No.': 'PR-802211' };
    assert.notEqual(person(register, cert).identity, 'same_entity');
  });
});
