// A phone book's contact against that person's own KYC, and a record whose only person is its `User`
// (issue 11, session 24). A lender's or an investigator's scraped contacts write the label the phone's owner
// saved ('Chidi Landlord', 'Auntie Esi', 'Dave Gym') under contact_name; an attendance or access export
// names its person under User. Both keys are read as the name only where the record sends no other name
// (header_words.role_keys since session 26, whose own columns are never read: role_keys.no_own_columns), and the label's words of acquaintance, trade and place and the kinship-courtesy
// titles name nobody (data/name-honours.json). Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePersonNames } from '../../src/compare/comparators/personName.js';
import { compare, type FieldMap } from '../../src/compare/index.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const sim = (a: string, b: string) => comparePersonNames(a, b)?.sim ?? -1;

const kyc = { full_name: 'NNAMDI, Chidubem Ikenna', phone_number: '+2348029914471', dob: '1990-05-14', bvn: '22100334455' };

describe('a scraped phone-book contact against the contact\'s own KYC', () => {
  // Fails before session 24: contact_name was unread, so no name was compared (review).
  it('positive: the label names the KYC\'s person on that number', () => {
    for (const label of ['Chidubem Nnamdi', 'Chidubem Landlord', 'Uncle Chidubem', 'Chidubem Office', 'Nnamdi Chidubem POS']) {
      const r = person({ contact_name: label, contact_phone: '0802 991 4471', scraped_at: '2024-03-01T10:00:00Z' }, kyc);
      assert.equal(r.identity, 'same_entity', label);
    }
    assert.ok(sim('Auntie Efua Mensah', 'Efua Mensah') >= 0.95);
    assert.ok(sim('Oom Pieter Botha', 'Pieter Johannes Botha') >= 0.8);
  });
  it('negative: a label naming another given name on that number stays apart; a kin word alone names nobody', () => {
    const other = person({ contact_name: 'Ifeoma Nnamdi', contact_phone: '08029914471' }, kyc);
    assert.notEqual(other.identity, 'same_entity');
    const bare = person({ contact_name: 'Landlord', contact_phone: '08029914471' }, kyc);
    assert.notEqual(bare.identity, 'same_entity');
  });
  it('adversarial: under the record\'s own name, contact_name and User are another person\'s and unread', () => {
    const crm = person({ first_name: 'Chidubem', last_name: 'Nnamdi', contact_name: 'Ifeoma Okeke', dob: '14/05/1990' }, kyc);
    assert.equal(crm.identity, 'same_entity');
    assert.ok(crm.unread?.a.ignored.includes('contact_name'));
    const audit = person({ full_name: 'Chidubem Nnamdi', User: 'Ifeoma Okeke', dob: '14/05/1990' }, kyc);
    assert.equal(audit.identity, 'same_entity');
    // A word that is also a surname is not a label word: Church stays a name.
    assert.ok(sim('Charlotte Church', 'Charlotte Green') < 0.8);
  });
});

describe('an attendance export\'s User against the HR master', () => {
  it('positive: the User is the row\'s person', () => {
    const r = person({ User: 'WANJIKU GRACE', Site: 'Plant 1', 'Clock In': '2024-01-02 07:58', Phone: '0712 334 556' }, { Surname: 'Wanjiku', 'First Name': 'Grace', Mobile: '+254712334556', 'Date of Birth': '1991-01-01' });
    assert.equal(r.identity, 'same_entity');
  });
  it('negative: a User of another given name stays apart', () => {
    const r = person({ User: 'WANJIKU MARY', Phone: '0712 334 556' }, { Surname: 'Wanjiku', 'First Name': 'Grace', Mobile: '+254712334556' });
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe('User and contact_name are role keys (session 26: one mechanism for keys read only where nothing else names the person)', () => {
  const hr = { Surname: 'Achieng', 'First Name': 'Beatrice', Mobile: '+254722410093', 'Date of Birth': '1987-09-30' };
  it('positive: the role however the header words it (User, User Name, Name of User) is the row\'s person', () => {
    for (const key of ['User', 'User Name', 'Name of User', 'user_name']) {
      const r = person({ [key]: 'ACHIENG BEATRICE', Phone: '0722 410 093', 'Clock In': '2024-02-05 08:01' }, hr);
      assert.equal(r.identity, 'same_entity', key);
      assert.ok(!(r.unread?.a.ignored ?? []).includes(key), key);
    }
  });
  it('negative: the role\'s own columns are no one\'s (a login id is no national id); a bare Contact heads no name', () => {
    const r = person({ User: 'ACHIENG BEATRICE', 'User ID': '24871003', Phone: '0722 410 093' }, hr);
    assert.ok(r.unread?.a.ignored.includes('User ID'));
    const bare = person({ Contact: '0722 410 093', 'Clock In': '2024-02-05 08:01' }, hr);
    // Session 32: a bare Contact holding a phone number is the record's phone (value_shapes), never a name.
    assert.ok(!bare.unread?.a.ignored.includes('Contact'));
    assert.equal((bare.factors as Record<string, number>)['name'], undefined);
    assert.notEqual(bare.identity, 'same_entity');
  });
  it('adversarial: a User beside a contact_name names two people, and neither is read', () => {
    const r = person({ User: 'OTIENO KEVIN', contact_name: 'Beatrice Achieng', Phone: '0722 410 093' }, hr);
    assert.ok(r.unread?.a.ignored.includes('User'));
    assert.ok(r.unread?.a.ignored.includes('contact_name'));
    assert.notEqual(r.identity, 'same_entity');
  });
});
