// Person pack, session 49 (persons49, a method round): telling the record's own person's columns from other people's.
// A record is about the role its name is read under; a column headed with that role is the person's own, whatever
// order its words come in, and a column headed with another party's word stays dropped. Three mechanisms:
// (1) two role keys of the name that would cancel (`Name of Owner` beside `Holder`) — the one role the record
// describes with its own columns wins when the other holds no person's name (records.ts describedRoleKey);
// (2) a role's column written field first (`Tél. client`, `NIF tomador`, `Data ur. inwestora`: packs.ts
// fieldThenRoleHit); (3) roles naming one party of a record (`Paying parent` beside `Respondent NIN`:
// role_keys.one_party). Negatives: another role's or a relative's number, twins, a parent and a child of one name.
// Records are the tests' own, not copied from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('(1) a register naming its owner beside the firm that holds the asset', () => {
  const register: FieldMap = {
    Holder: 'Harbour Mutual Assurance',
    'Name of Owner': 'OKONKWO CHIDI',
    'Last known address': '14 Marina Road, Calabar',
    'Owner NIN': '40718263591',
    'Last transaction': '03/05/2009',
  };
  const claim: FieldMap = { 'Claimant full name': 'Chidi Okonkwo', 'National ID No.': '40718263591', Phone: '08031234567', 'Current address': '7 Bank Road, Enugu' };
  it("reads the owner's name and the owner's NIN as the record's", () => {
    const r = read(register);
    assert.equal(r.projected['name'], 'OKONKWO CHIDI');
    assert.equal(r.projected['national_id'], '40718263591');
  });
  it('merges the register with the claim through the name and the NIN', () => {
    assert.equal(person(register, claim).identity, 'same_entity');
    assert.equal(person(claim, register).identity, 'same_entity');
  });
  it('keeps a twin with another NIN apart', () => {
    const twin: FieldMap = { ...claim, 'Claimant full name': 'Chika Okonkwo', 'National ID No.': '40718263604' };
    assert.notEqual(person(register, twin).identity, 'same_entity');
  });
  it('keeps the two keys cancelled where the holder is written as a person: the record names two people', () => {
    const two: FieldMap = { ...register, Holder: 'Emeka Okonkwo' };
    assert.equal(read(two).projected['name'], undefined);
    assert.notEqual(person(two, claim).identity, 'same_entity');
  });
  it('keeps the keys cancelled where both roles have their own columns: nothing says whose record it is', () => {
    const both: FieldMap = { ...register, 'Holder NIN': '51029384756' };
    assert.equal(read(both).projected['name'], undefined);
    assert.notEqual(person(both, claim).identity, 'same_entity');
  });
});

describe('(2) a role column written field first', () => {
  it("reads `Tél. client` beside `Client` as the client's phone", () => {
    const card: FieldMap = { Client: 'BLANC Jean-Marc', 'Tél. client': '+33 6 95 34 19 43', 'Date de mise en service': '20/04/2025' };
    const contract: FieldMap = { Producteur: 'Jean-Marc Blanc', Téléphone: '0695341943', 'Date de naissance': '07/05/1986' };
    assert.equal(read(card).projected['phone'], '+33 6 95 34 19 43');
    assert.equal(person(card, contract).identity, 'same_entity');
  });
  it("reads `NIF tomador` beside `Tomador` as the policyholder's tax id, and the name no longer cancels", () => {
    const note: FieldMap = { 'Nº de póliza': 'CN-5512093', Tomador: 'GARCÍA RUIZ, LUCÍA', 'NIF tomador': '51234567K', Matrícula: '1234 KLM' };
    const r = read(note);
    assert.equal(r.projected['name'], 'GARCÍA RUIZ, LUCÍA');
    assert.equal(r.projected['tax_id'], '51234567K');
  });
  it('reads a Polish genitive role after the field (`Tel. inwestora` beside `Inwestor`)', () => {
    const r = read({ Inwestor: 'Nowak, Anna', 'Tel. inwestora': '601 234 567', 'Data ur. inwestora': '1984-02-11' });
    assert.equal(r.projected['phone'], '601 234 567');
    assert.equal(r.projected['dob'], '1984-02-11');
  });
  it("keeps a relative's column dropped (`Tel. matki`) and a firm's (`Employer PIN`)", () => {
    const child: FieldMap = { 'Imię i nazwisko': 'Zofia Nowak', 'Data urodzenia': '2011-05-01', 'Tel. matki': '601 234 567', 'Employer PIN': 'P051234567Z' };
    const r = read(child);
    assert.equal(r.projected['phone'], undefined);
    assert.equal(r.projected['tax_id'], undefined);
    // A mother and the daughter named after her, sharing the mother's phone, stay apart.
    const mother: FieldMap = { 'Imię i nazwisko': 'Zofia Nowak', 'Data urodzenia': '1983-03-04', Telefon: '601 234 567' };
    assert.notEqual(person(child, mother).identity, 'same_entity');
  });
  it("keeps another role's column beside the record's name unread, not read (`Data ur. inwestora` beside `Instalator`)", () => {
    const r = read({ Instalator: 'Piotr Nowak', 'Data ur. inwestora': '1984-02-11' });
    assert.equal(r.projected['dob'], undefined);
  });
});

describe('(3) roles naming one party: a maintenance order against a payroll deduction schedule', () => {
  const order: FieldMap = {
    'Case No.': 'FC/412/2023',
    'Paying parent': 'Ibrahim Musa',
    'Respondent DOB': '12/08/1980',
    'Respondent NIN': '28491736052',
    Employer: 'Delta Foods Plc',
    'Order date': '04/02/2024',
  };
  const payroll: FieldMap = { 'Payroll No.': 'P7730112', 'Employee Name': 'MUSA, I.', 'NIN (11 digits)': '28491736052', Department: 'Logistics' };
  it("reads the respondent's NIN as the paying parent's", () => {
    assert.equal(read(order).projected['national_id'], '28491736052');
  });
  it('merges the order with the payroll line through the NIN beside an agreeing name', () => {
    assert.equal(person(order, payroll).identity, 'same_entity');
    assert.equal(person(payroll, order).identity, 'same_entity');
  });
  it('reads `Judgment debtor` with `Respondent National ID` alike', () => {
    const r = read({ 'Judgment debtor': 'Kiprono Mutai', 'Respondent National ID': '24561873', Amount: 'KES 12000 per month' });
    assert.equal(r.projected['national_id'], '24561873');
  });
  it('keeps the respondent’s columns to the respondent where the record names the respondent apart', () => {
    const r = read({ 'Applicant (paying parent)': 'Ibrahim Musa', Respondent: 'Halima Musa', 'Respondent NIN': '28491736052' });
    assert.notEqual(r.projected['national_id'], '28491736052');
  });
  it("keeps the other side's columns dropped (`Claimant name` beside `Respondent NIN`)", () => {
    const r = read({ 'Claimant name': 'Halima Musa', 'Respondent NIN': '28491736052' });
    assert.equal(r.projected['national_id'], undefined);
  });
  it('keeps a son of one name with his own NIN apart from the father’s order', () => {
    const son: FieldMap = { ...payroll, 'Payroll No.': 'P7731450', 'NIN (11 digits)': '28491736107' };
    assert.notEqual(person(order, son).identity, 'same_entity');
  });
});

describe('the pack refuses a one_party role that names no role of the record', () => {
  it('fails to load a group naming a word that is no role key or role word', async () => {
    const { validatePack } = await import('../../src/compare/packs.js');
    const { readFileSync } = await import('node:fs');
    const file = new URL('../../src/compare/packs/person.json', import.meta.url);
    const data = JSON.parse(readFileSync(file, 'utf8'));
    data.header_words.role_keys.one_party.groups = [['respondent', 'mother']];
    assert.throws(() => validatePack(file, data));
  });
});
