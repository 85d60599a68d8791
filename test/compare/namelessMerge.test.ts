// Issue 11, persons held-out set 8: two records that share only contact points (an office switchboard's
// phone, its address and mail domain; a parent's phone on a child's WhatsApp lead) merged because the
// pack read neither record's name. A merge needs the name compared (merge_needs_compared) unless a typed
// identifier agrees; name and birth-date columns are read by their header words (header_words), never a
// column that names another party.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { decide } from '../../src/compare/decide.js';
import { scorePair } from '../../src/compare/fieldsEngine.js';
import { findPack, headerWords } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = findPack('person')!;
const read = (r: Record<string, string>) => readRecord(person, r);

describe('no merge on contact points without a name (merge_needs_compared)', () => {
  const office = { Phone: '+234 813 275 1778', Email: 'f.mohammed@example-logistics.com', address: '88 Ajibode Road, Oluyole Estate, Ibadan' };
  it('a shared phone alone, names under no key the pack reads, goes to review and the receipt says why', () => {
    const r = compare({ entity: 'person', a: { Nickname: 'AISHA M', Phone: '+234 812 974 8343' }, b: { Nickname: 'Sadiq M', mobile: '08129748343', dob: '29/01/1954' } });
    assert.equal(r.identity, 'review');
    assert.match(r.explanation, /name was not compared/);
  });
  it('phone, e-mail and address agreeing without a name go to review (adversarial: an office switchboard)', () => {
    const r = compare({ entity: 'person', a: { ...office, Alias: 'Fatima' }, b: { ...office, Email: 'f.mohammed@example-logistics.com' } });
    assert.equal(r.identity, 'review');
  });
  it('a typed identifier agreeing in full still carries a merge without a name (positive)', () => {
    const r = compare({ entity: 'person', a: { passport: 'A12345678', dob: '1970-01-23', phone: '08031234567' }, b: { passport: 'A12345678', dob: '23/01/1970', phone: '+234 803 123 4567' } });
    assert.equal(r.identity, 'same_entity');
  });
  it('a name read on both sides keeps the old decision (negative: the rule does not fire)', () => {
    const r = compare({ entity: 'person', a: { name: 'Chukwudi Emeka Eze', dob: '1974-05-29', phone: '+234 805 297 7033' }, b: { name: 'Chukwudi Emeka Eze', dob: '29/05/1974', phone: '08052977033' } });
    assert.equal(r.identity, 'same_entity');
  });
  it('holds under any bands: with the gate off the pair is still review', () => {
    const pair = scorePair(person, read({ phone: '08031234567', email: 'a@b.example' }).projected, read({ phone: '+234 803 123 4567', email: 'a@b.example' }).projected);
    assert.deepEqual(pair.uncompared, ['name']);
    assert.equal(decide(pair, { threshold: 0.5, reviewFloor: 0.2, gate: false }).reason, 'not_compared');
  });
});

describe('name and birth-date columns read by their header words (header_words)', () => {
  it('headers as exports write them are read (not ignored)', () => {
    const r = read({ 'Candidate (parsed)': 'Fatima Zainab Mohammed', 'D.O.B (parsed)': '29 November 1998', 'Display Name': 'x', 'Lead Form DOB': '07/12/1983' });
    assert.equal(r.projected['name'], 'Fatima Zainab Mohammed');
    assert.equal(r.projected['dob'], '29 November 1998');
    // Two headers for one field: the first in the record wins, the other is ignored as a losing alias is.
    assert.deepEqual(r.unread.ignored, ['Display Name', 'Lead Form DOB']);
    assert.equal(read({ 'Debtor Name': 'Ama Darko', 'Birth Date (verified)': '1985-04-11' }).projected['dob'], '1985-04-11');
    assert.equal(read({ 'Debtor Name': 'Ama Darko' }).projected['name'], 'Ama Darko');
  });
  it("a header naming another party is never the subject's name or birth date (adversarial)", () => {
    for (const key of ['Next of kin name', "Father's DOB", 'Company name', 'Employer name', 'Beneficiary full name', 'Place name', "Mother's DOB", 'Date of birth of father']) {
      const r = read({ [key]: 'Ngozi Okafor' });
      assert.equal(r.projected['name'], undefined, key);
      assert.equal(r.projected['dob'], undefined, key);
      assert.deepEqual(r.unread.ignored, [key], key);
    }
    // A header that is another field's key stays that field's: the mother's name is read as hers (mother_name).
    assert.equal(read({ 'Birth place': 'Tema' }).projected['birth_place'], 'Tema');
    const mother = read({ "Mother's name": 'Ngozi Okafor' });
    assert.equal(mother.projected['name'], undefined);
    assert.equal(mother.projected['mother_name'], 'Ngozi Okafor');
  });
  it("a header naming a part of the name reads as that part, never as the whole; the record's own keys win", () => {
    assert.equal(read({ legal_first_name: 'Felicia', legal_middle_name: 'Abena', legal_last_name: 'Antwi' }).projected['name'], 'Felicia Abena Antwi');
    const r = read({ display_name: 'ike52', first_name: 'Ike', last_name: 'Nwankwo' });
    assert.equal(r.projected['name'], 'Ike Nwankwo');
    assert.deepEqual(r.unread.ignored, ['display_name']);
    assert.equal(read({ 'Display Name': 'x y', full_name: 'Ama Darko' }).projected['name'], 'Ama Darko');
  });
  it('two headers read by their words for one field name two parties: neither is read', () => {
    const r = read({ sender_name: 'Kelechi Onwuka', receiver_name: 'Somto Onwuka', phone: '0803 123 4567' });
    assert.equal(r.projected['name'], undefined);
    assert.deepEqual(r.unread.ignored, ['sender_name', 'receiver_name']);
    assert.equal(read({ sender_name: 'Kelechi Onwuka', customer_name: 'K Onwuka' }).projected['name'], 'K Onwuka');
  });
  it('a final number word reads as any other (Ghana Card No = ghana_card_number)', () => {
    assert.equal(read({ 'Ghana Card No': 'GHA-636407969-1' }).projected['national_id'], 'GHA-636407969-1');
    assert.equal(read({ 'Phone No': '0244123456' }).projected['phone'], '0244123456');
  });
  it('header words: split at non-letters, a run of single letters one initialism', () => {
    assert.deepEqual(headerWords('d_o_b_(parsed)'), ['dob', 'parsed']);
    assert.deepEqual(headerWords("mother's_name"), ['mother', 'name']);
  });
  it('switchboard colleagues read by their names go to review, not merge (set 8 class)', () => {
    const site = { Phone: '+233 272 358 064', Location: '130 Spintex Road, Kaneshie, Accra' };
    const r = compare({
      entity: 'person',
      a: { ...site, 'Candidate (parsed)': 'Kekeli Tsikata', Email: 'k.tsikata@example-agro.com.gh', 'D.O.B (parsed)': '23 June 1996' },
      b: { ...site, 'Candidate (parsed)': 'Elikem Senyo Tsikata', Email: 'e.tsikata@example-agro.com.gh', 'D.O.B (parsed)': '14 March 2006' },
    });
    assert.notEqual(r.identity, 'same_entity');
    assert.deepEqual(r.unread?.a.ignored, ['Location']);
  });
});

describe('a year of birth a generation from the other full date refutes (father and namesake son)', () => {
  it('1946 against 1970-02-20 under one full name and one phone is not a merge', () => {
    const r = compare({ entity: 'person', a: { 'Farmer Name': 'Tshepo Neo Mofokeng Snr', 'Year of Birth': '1946', Phone: '0837982375' }, b: { 'Farmer Name': 'Tshepo Neo Mofokeng', 'Date of Birth': '1970-02-20', Phone: '0837982375' } });
    assert.notEqual(r.identity, 'same_entity');
  });
});
