// Person pack, session 28: a record about a person's taking part in something names them by that part
// (header_words.role_keys.words): a federation's Player, a trial's Participant, a church's Giver, a blood
// service's Donor, an electoral register's Voter, in the users' languages. The role mechanism is the one
// roleWords.test.ts tests; these are the new members, with the cases that must stay unread. Records are the
// tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('a participation role names the record person', () => {
  it('a player, a giver, a donor, an attendee and a voter, alone or before a part of the name', () => {
    assert.equal(read({ Player: 'Chiamaka Eze', Club: 'Rangers International' }).projected.name, 'Chiamaka Eze');
    assert.equal(read({ Giver: 'Elder Yaw Boakye', Amount: '150.00' }).projected.name, 'Elder Yaw Boakye');
    assert.equal(read({ 'Donor Name': 'Peter Njoroge', 'Blood Group': 'O+' }).projected.name, 'Peter Njoroge');
    assert.equal(read({ Attendee: 'Naledi Khumalo', 'Ticket Type': 'Day pass' }).projected.name, 'Naledi Khumalo');
    assert.equal(read({ 'Voter Name': 'Grace Wambui Mwangi', 'Polling Station': 'Muthurwa Social Hall' }).projected.name, 'Grace Wambui Mwangi');
    const reg = read({ 'Player Surname': 'Oduya', 'Player First Names': 'Brian Otieno', 'Player DOB': '2001-04-17' });
    assert.equal(reg.projected.dob, '2001-04-17');
    assert.ok(String(reg.projected.name).includes('Oduya') && String(reg.projected.name).includes('Brian Otieno'));
  });
  it('the same roles in the users\' other languages: Spieler, Teilnehmer, joueur, deelnemer, mchezaji', () => {
    assert.equal(read({ Spieler: 'Lukas Brandt', Verein: 'SV Werder' }).projected.name, 'Lukas Brandt');
    assert.equal(read({ Teilnehmerin: 'Anna Vogel' }).projected.name, 'Anna Vogel');
    assert.equal(read({ Joueur: 'Mamadou Diallo' }).projected.name, 'Mamadou Diallo');
    assert.equal(read({ Deelnemer: 'Sanne de Vries' }).projected.name, 'Sanne de Vries');
    assert.equal(read({ Mchezaji: 'Juma Hamisi' }).projected.name, 'Juma Hamisi');
  });
  it('a player register and a transfer certificate of one player merge on the name and the birth date', () => {
    const register = { 'Licence No': 'KFA/PL/55102', 'Player Surname': 'ODUYA', 'Player First Names': 'Brian Otieno', 'Date of Birth': '17-04-2001', Position: 'DF' };
    const transfer = { Player: 'Brian Otieno Oduya', 'Federation ID': 'KFAPL55102', 'From Club': 'Bandari FC', 'To Club': 'Tusker FC', DOB: '17/04/2001' };
    assert.equal(person(register, transfer).identity, 'same_entity');
  });
  it("a tithe envelope and the member register of one member agree on the name and the phone", () => {
    const envelope = { 'Envelope No': '318', Giver: 'Deaconess Abena Owusu-Ansah', Month: 'Mar 2025', Phone: '024 418 7730' };
    const member = { 'Membership No': 'ACC/2291', Surname: 'Owusu-Ansah', 'First Name': 'Abena', 'Phone Number': '+233 24 418 7730' };
    assert.equal(person(envelope, member).identity, 'same_entity');
  });
});

describe('what stays unread or apart', () => {
  it("another party's role and a role across a connective stay unread", () => {
    assert.equal(read({ 'Parent of Player': 'Rose Oduya' }).projected.name, undefined);
    assert.equal(read({ 'Guardian Player': 'Rose Oduya' }).projected.name, undefined);
    assert.equal(read({ 'Previous Donor': 'Rose Oduya' }).projected.name, undefined);
  });
  it('a name key wins over the role, and two participation roles in one record cancel', () => {
    assert.equal(read({ 'Full Name': 'Brian Otieno Oduya', Player: 'B. Oduya' }).projected.name, 'Brian Otieno Oduya');
    // A transplant record names its donor and its recipient: nothing says which is the record's person.
    assert.equal(read({ Donor: 'Samuel Kiprono', Recipient: 'Faith Kiprono' }).projected.name, undefined);
  });
  it('the voter number stays the voter number', () => {
    const r = read({ 'Voter Name': 'Grace Wambui Mwangi', 'Voter ID': '90F5A1B2C3D4E5F6' });
    assert.ok(Object.values(r.projected).includes('90F5A1B2C3D4E5F6'));
    assert.equal(r.projected.name, 'Grace Wambui Mwangi');
  });
  it('two cousins of one academy, one surname, different given names and birth dates, are not merged', () => {
    const a = { 'Player Surname': 'ODUYA', 'Player First Names': 'Brian Otieno', 'Date of Birth': '17-04-2001' };
    const b = { Player: 'Kevin Odhiambo Oduya', DOB: '03/11/2002', 'From Club': 'Bandari FC' };
    assert.notEqual(person(a, b).identity, 'same_entity');
  });
  it('the role only says where the name is: the decision is the one a plain Name column gets', () => {
    const member = { Surname: 'Boakye', 'First Name': 'Yaw', 'Phone Number': '020 551 3342' };
    for (const giver of ['Yaw Boakye', 'Ama Boakye', 'Y. Boakye']) {
      const byRole = person({ Giver: giver, Phone: '020 551 3342' }, member);
      const byName = person({ Name: giver, Phone: '020 551 3342' }, member);
      assert.equal(byRole.identity, byName.identity, giver);
      assert.equal(byRole.score, byName.score, giver);
    }
    assert.notEqual(person({ Giver: 'Ama Boakye', Phone: '020 551 3342' }, member).identity, 'same_entity');
  });
});
