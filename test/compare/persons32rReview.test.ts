// Review of session 45's persons32r round (signing practitioners of vets, notaries, commissioners and enforcement
// officers; signing phrases; hunters as role words; practice, surgery and chambers as another party): the records
// the round's readings must not merge. Records are the review's own, not copied from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });

describe('review of persons32r: one signer on two records about two people', () => {
  it('keeps two affidavits sworn before one commissioner by two deponents apart', () => {
    const a: FieldMap = { Deponent: 'Samuel Kiptoo Ruto', 'Deponent DOB': '1988-09-30', 'Before me': 'W.G. Njeri', 'Commissioner No.': 'CO 5521 2011' };
    const b: FieldMap = { Deponent: 'Mary Achieng Otieno', 'Deponent DOB': '1990-01-12', 'Before me': 'W.G. Njeri', 'Commissioner No.': 'CO 5521 2011' };
    assert.notEqual(person(a, b).identity, 'same_entity');
  });
  it('keeps two seizure notices executed by one officer against two debtors apart', () => {
    const a: FieldMap = { Debtor: 'Jane Wambui Kamau', 'Executed by': 'Peter Mutua', 'Officer cert. no.': 'CB/778' };
    const b: FieldMap = { Debtor: 'Ann Njoki Waweru', 'Executed by': 'Peter Mutua', 'Officer cert. no.': 'CB/778' };
    assert.notEqual(person(a, b).identity, 'same_entity');
  });
  it('keeps two animal health certificates of one vet for two owners apart', () => {
    const a: FieldMap = { Owner: 'Ade Bello', Veterinarian: 'Dr Emeka Okafor', 'Vet reg. no.': 'VCN/2231' };
    const b: FieldMap = { Owner: 'Bisi Adeyemi', Veterinarian: 'Dr Emeka Okafor', 'Vet reg. no.': 'VCN/2231' };
    assert.notEqual(person(a, b).identity, 'same_entity');
  });
  it('still reads a seizure notice by its debtor against the debtor’s own record', () => {
    const debtor: FieldMap = { Name: 'Jane Wambui Kamau', 'ID No': '22334455', Phone: '0722 000111' };
    const notice: FieldMap = { Debtor: 'Jane Wambui Kamau', 'Executed by': 'Peter Mutua', 'Officer cert. no.': 'CB/778', 'Debtor ID': '22334455' };
    assert.equal(person(debtor, notice).identity, 'same_entity');
  });
});

describe('review of persons32r: namesakes and relatives of one practice or chambers', () => {
  it('keeps a vet apart from the certificate his namesake son signed under his own number', () => {
    const father: FieldMap = { Vet: 'Dr Emeka Okafor', 'VCN No.': 'VCN/2231' };
    const cert: FieldMap = { Owner: 'Ade Bello', Veterinarian: 'Dr Emeka Okafor', 'Vet reg. no.': 'VCN/9001' };
    assert.notEqual(person(father, cert).identity, 'same_entity');
  });
  it('keeps a title-named notary apart from a declaration that shares only the chambers number', () => {
    const register: FieldMap = { Notary: 'C. Adebayo', 'Chambers No.': 'CH/12', Place: 'Lagos' };
    const decl: FieldMap = { Declarant: 'Ngozi Eze', 'Notary Public': 'Charles Adebayo', 'Chambers No.': 'CH/12' };
    assert.notEqual(person(register, decl).identity, 'same_entity');
  });
  it('keeps a wife and a husband of one joint practice apart', () => {
    const h: FieldMap = { 'Reg no': 'VCN/100', 'Surname, forenames': 'OKORO Ike', 'Practice name': 'Okoro Vets', 'Practice No.': 'PR-9' };
    const w: FieldMap = { 'Reg no': 'VCN/101', 'Surname, forenames': 'OKORO Ada', 'Practice name': 'Okoro Vets', 'Practice No.': 'PR-9' };
    assert.notEqual(person(h, w).identity, 'same_entity');
  });
  it('does not merge two guest-gun entries of one syndicate on the name alone', () => {
    const a: FieldMap = { 'Guest gun': 'Mr P. Walker', 'Syndicate no.': 'SYN-44', Date: '2023-11-02', Peg: '4' };
    const b: FieldMap = { 'Guest gun': 'Mr P. Walker', 'Syndicate no.': 'SYN-44', Date: '2023-12-02', Peg: '6' };
    assert.notEqual(person(a, b).identity, 'same_entity');
  });
});

// Session 46 (persons33r): role_keys.not_after `professional` mended these but cost sets 30, 31 and 32 (the word heads
// practitioners' own columns, `Professional registration`); the narrower mend reads `professional hunter` as one
// phrase naming the guide (role_keys.other_roles), the word alone still no not_after word.
describe('review of persons32r: a professional hunter is the guide, not the hunt’s hunter', () => {
  const permitA: FieldMap = { 'Permit no': 'TE/1', 'Professional hunter': 'Tom Harris', 'PH licence no.': 'PH/22', 'Client nationality': 'DE' };
  const permitB: FieldMap = { 'Permit no': 'TE/2', 'Professional hunter': 'Tom Harris', 'PH licence no.': 'PH/22', 'Client nationality': 'US' };
  it('does not read `Professional hunter` as the permit’s person', () => {
    assert.equal(readRecord(findPack('person')!, permitA).projected['name'], undefined);
  });
  it('keeps two trophy permits of two clients led by one professional hunter apart', () => {
    assert.notEqual(person(permitA, permitB).identity, 'same_entity');
  });
  it('still reads `Hunter` beside `Professional hunter` no worse than before', () => {
    const booking: FieldMap = { Hunter: 'Joseph Mwangi', 'Professional hunter': 'Tom Harris', 'Hunting licence': 'GW HP 40317' };
    const licence: FieldMap = { 'Permit No': 'GW/HP/40317', Holder: 'MWANGI Joseph Kamau' };
    assert.equal(person(licence, booking).identity, 'same_entity');
  });
});
