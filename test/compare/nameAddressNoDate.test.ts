// A name written in full that agrees in every reading of it, at the same full address, where one record carries
// a date of birth and the other none, clears the person pack's distinctive-signal gate (issue 11, session 26;
// fieldsEngine.ts). Registers without dates — an electoral or voter roll, a census line, a SIM or passenger
// list, a deed's proprietor — are matched to a dated record by exactly this. A household's other members carry
// other given names; a name with a word the other lacks (a trading name, a junior's suffix), a name of initials
// or of one word, another address, any field that disagrees outright, or two undated records keep the pair at review.
// Records written for these tests; the names are common ones, which the shipped table does not read as rare
// (a rare name written in full clears the gate by itself).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

type Rec = Record<string, string>;
const cmp = (a: Rec, b: Rec) => compare({ a, b, entity: 'person' });

const kyc: Rec = { full_name: 'Grace Mensah', date_of_birth: '1979-02-17', address: '7 Palace Street, Tamale', phone: '0244 118 902' };

describe('a full name at the same full address with no date on one side', () => {
  it('positive: a voter roll line against the bank KYC of the same person', () => {
    const r = cmp({ Surname: 'MENSAH', Forenames: 'Grace', Address: '7 Palace Street, Tamale', 'Polling Station': 'Tamale Central' }, kyc);
    assert.equal(r.identity, 'same_entity', r.explanation);
    assert.match(r.explanation, /name\+address/);
  });

  it('positive: a voter roll line against a dated ID record, the name written surname first', () => {
    const r = cmp({ name: 'BROWN, Michael', address: 'Flat 3, 41 Harrow Road, London W9 3RL' }, { name: 'Michael Brown', dob: '1966-11-04', address: 'Flat 3, 41 Harrow Road, London W9 3RL' });
    assert.equal(r.identity, 'same_entity', r.explanation);
  });

  it('negative: two undated lines at one address stay at review (a roll lists a father and the son named after him once each)', () => {
    const r = cmp({ name: 'Michael Brown', address: 'Flat 3, 41 Harrow Road, London W9 3RL' }, { name: 'Michael Brown', address: 'Flat 3, 41 Harrow Road, London W9 3RL' });
    assert.equal(r.identity, 'review', r.explanation);
  });

  it('adversarial: a placeholder in one line\'s date column (unknown, N/A, a dash) is no date: two undated lines stay at review', () => {
    const line = { name: 'Michael Brown', address: 'Flat 3, 41 Harrow Road, London W9 3RL' };
    for (const dob of ['unknown', 'N/A', '-', 'not recorded']) {
      const r = cmp(line, { ...line, dob });
      assert.equal(r.identity, 'review', `${dob}: ${r.explanation}`);
    }
    // A date the comparator reads on the one side with a value still clears, as before.
    assert.equal(cmp(line, { ...line, dob: '04/11/1966' }).identity, 'same_entity');
  });

  it('negative: another given name at the same address (a household member) is no merge', () => {
    const r = cmp({ name: 'Kofi Mensah', address: '7 Palace Street, Tamale' }, kyc);
    assert.notEqual(r.identity, 'same_entity');
  });

  it('negative: the same name at another house of the street stays at review', () => {
    const r = cmp({ name: 'Grace Mensah', address: '17 Palace Street, Tamale' }, kyc);
    assert.notEqual(r.identity, 'same_entity');
  });

  it('negative: initials or a surname alone do not clear with the address', () => {
    assert.equal(cmp({ name: 'G. Mensah', address: '7 Palace Street, Tamale' }, kyc).identity, 'review');
    assert.equal(cmp({ name: 'Mensah', address: '7 Palace Street, Tamale' }, kyc).identity, 'review');
  });

  it('adversarial: a trading name with the owner\'s name, at the owner\'s address and on the owner\'s phone, stays at review', () => {
    const r = cmp({ name: 'Grace Mensah Enterprise', address: '7 Palace Street, Tamale', phone: '+233244118902' }, kyc);
    assert.equal(r.identity, 'review', r.explanation);
  });

  it('adversarial: a junior of the same name at the same address stays at review', () => {
    const r = cmp({ name: 'Joseph Mwangi Jnr', address: '12 Barnes Road, Accra' }, { name: 'Joseph Mwangi', date_of_birth: '1958-06-30', address: '12 Barnes Road, Accra' });
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: a field that disagrees outright (another sex) keeps the pair at review', () => {
    const r = cmp({ name: 'Grace Mensah', sex: 'M', address: '7 Palace Street, Tamale' }, { ...kyc, sex: 'F' });
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: two dates that differ are compared, and the rule does not stand in for them', () => {
    const r = cmp({ name: 'Grace Mensah', date_of_birth: '2004-09-03', address: '7 Palace Street, Tamale' }, kyc);
    assert.notEqual(r.identity, 'same_entity');
  });
});
