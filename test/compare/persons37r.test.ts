// Person pack, session 50 (persons37r): a work record that names a client AND the professional who did the job, each
// with their own columns (`CUSTOMER D.O.B` beside `LOCKSMITH LIC NO`), is read by the professional against the
// professional's register; a heading of an act and the word naming its doer (`Tuned by`, `Réalisé par`) names that
// professional; a short register number under a heading naming a register's entry without a number word (`Guild reg.`)
// is read as a number; and a title written before what the person did (`Farrier carrying out work`) heads that
// person's own columns (`Farrier cert. no.`). Records are the tests' own, not any set's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });

describe('a work record describing its client and its professional, against the professional’s register', () => {
  const register = { 'Licence No.': 'MLA-KE-58214', Name: 'WAFULA, Dennis Barasa', Trade: 'Locksmith', Town: 'Eldoret', Phone: '0733 418 902' };
  const job = {
    'JOB NO': 'LS-88120',
    CUSTOMER: 'Agnes Chebet',
    'CUSTOMER D.O.B': '14/02/1958',
    'WORK DONE': 'lock change',
    LOCKSMITH: 'Dennis Barasa Wafula',
    'LOCKSMITH LIC NO': 'MLA-KE-58214',
    'LOCKSMITH CELL': '+254 733 418 902',
  };
  it('the professional’s name and own licence number agree: one person', () => {
    assert.equal(person(register, job).identity, 'same_entity');
    assert.equal(person(job, register).identity, 'same_entity');
  });
  it('a son of the same name with his own licence and phone is not merged', () => {
    const son = { ...job, 'LOCKSMITH LIC NO': 'MLA-KE-71093', 'LOCKSMITH CELL': '0711 650 274' };
    assert.notEqual(person(register, son).identity, 'same_entity');
  });
  it('the name alone, with none of the professional’s own columns agreeing, does not merge', () => {
    const other = { ...job, 'LOCKSMITH LIC NO': 'MLA-KE-30417', 'LOCKSMITH CELL': '0722 001 845' };
    assert.notEqual(person(register, other).identity, 'same_entity');
  });
  it('a person no column describes (`REFERRING AGENT` named like the register’s person) is not read as the record’s', () => {
    const referred = { 'JOB NO': 'LS-88121', CUSTOMER: 'Agnes Chebet', 'CUSTOMER D.O.B': '14/02/1958', 'REFERRING AGENT': 'Dennis Barasa Wafula', 'CUSTOMER CELL': '0733 418 902' };
    assert.notEqual(person(register, referred).identity, 'same_entity');
  });
});

describe('a heading of an act and the word naming its doer (`Tuned by`, `Réalisé par`)', () => {
  const register = { 'Registration No.': 'PTG-GH-4471', Registrant: 'MENSAH Kofi Atta', Profession: 'Piano technician', Town: 'Cape Coast' };
  const visit = { 'Visit ref': 'V-20931', Customer: 'Esi Quaye', Instrument: 'Upright piano', 'Tuned by': 'Kofi Atta Mensah', 'Guild reg.': 'PTG-GH-4471' };
  it('names the practitioner, read against the register by the number beside it', () => {
    assert.equal(person(register, visit).identity, 'same_entity');
  });
  it('a namesake with another number is not merged', () => {
    assert.notEqual(person(register, { ...visit, 'Guild reg.': 'PTG-GH-9020' }).identity, 'same_entity');
  });
  it('the French phrase reads the same way', () => {
    const registre = { 'Registration No.': 'ACC-FR-6613', 'Nom, prénom': 'LEROY, Julien', Métier: 'accordeur', Ville: 'Tours' };
    const fiche = { 'Fiche n°': 'F-4410', Client: 'Claire Martin', Instrument: 'piano droit', 'Réalisé par': 'Julien Leroy', 'Inscription accordeur': 'ACC-FR-6613' };
    assert.equal(person(registre, fiche).identity, 'same_entity');
  });
  it('a heading with words after the agent word (`Referred by (GP)`) is no such phrase', () => {
    const referral = { 'Visit ref': 'V-20932', Customer: 'Esi Quaye', 'Referred by (GP)': 'Kofi Atta Mensah', 'Guild reg.': 'PTG-GH-4471' };
    assert.notEqual(person(register, referral).identity, 'same_entity');
  });
});

describe('a short register number under a heading naming a register entry without a number word', () => {
  const register = { 'Registration No.': 'HPB/DH/7342', Registrant: 'ODUYA Grace', Profession: 'Dental hygienist' };
  it('is read (`Hygienist reg.`) and clears the performer’s re-read', () => {
    const visit = { 'Visit no': 'DV-1180', Patient: 'Brian Kiptoo', 'Cleaned by': 'Grace Oduya', 'Hygienist reg.': 'HPB/DH/7342' };
    assert.equal(person(register, visit).identity, 'same_entity');
  });
  it('a number under another party’s heading (`Clinic reg.`) stays out', () => {
    const visit = { 'Visit no': 'DV-1181', Patient: 'Brian Kiptoo', 'Cleaned by': 'Grace Oduya', 'Clinic reg.': 'HPB/DH/7342' };
    assert.notEqual(person(register, visit).identity, 'same_entity');
  });
});

describe('a title written before what the person did (`Farrier carrying out work`)', () => {
  const notice = {
    'Visit ref.': 'YD/24/118',
    Owner: 'Abena Boateng',
    Horse: 'Bay mare',
    'Farrier carrying out work': 'Kwame Owusu',
    'Farrier cert. no.': 'FAR 2281904',
    'Farrier mobile': '0244 118 562',
  };
  it('heads the person’s own columns with the title: one person', () => {
    const plain = { 'Certificate No.': 'FAR 2281904', 'Full name': 'OWUSU KWAME', Qualification: 'Registered farrier', Mobile: '0244118562' };
    assert.equal(person(plain, notice).identity, 'same_entity');
  });
  it('a twin brother with his own certificate and phone is not merged', () => {
    const twin = { 'Certificate No.': 'FAR 2281905', 'Full name': 'OWUSU KWAME', Qualification: 'Registered farrier', Mobile: '0244 907 331' };
    assert.notEqual(person(twin, notice).identity, 'same_entity');
  });
});
