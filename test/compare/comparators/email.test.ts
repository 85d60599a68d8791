// E-mail comparator: exact agreement, one keying error in the local part, and shared (role or
// household) mailboxes that count for little and never clear the gate.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareEmails, EMAIL_TYPO, isReadableEmail, isSharedMailbox, mailboxKey, SHARED_MAILBOX_WEIGHT } from '../../../src/compare/comparators/email.js';
import { compare } from '../../../src/compare/index.js';

describe('e-mail comparator', () => {
  it('agrees exactly, case- and space-insensitively', () => {
    assert.deepEqual(compareEmails(' Adesola@Example.com', 'adesola@example.com'), { sim: 1 });
  });
  it('reads one typo in the local part as a near agreement (same domain only)', () => {
    assert.equal(compareEmails('adesola.okonkwo@example.com', 'adesola.okonkow@example.com')?.sim, EMAIL_TYPO, 'swap');
    assert.equal(compareEmails('adesola.okonkwo@example.com', 'adesolaokonkwo@example.com')?.sim, EMAIL_TYPO, 'dropped dot');
    assert.equal(compareEmails('adesola.okonkwo@example.com', 'adesola.okonkwoo@example.com')?.sim, EMAIL_TYPO, 'doubled');
  });
  it('drops the dots of a local part only where the provider ignores them (data/email-providers.json)', () => {
    // Positive: Gmail delivers both to one inbox, and googlemail.com is the same mailbox.
    assert.deepEqual(compareEmails('chiamaka.eze@gmail.com', 'chiamakaeze@gmail.com'), { sim: 1 });
    assert.deepEqual(compareEmails('chiamaka.eze@googlemail.com', 'ChiamakaEze@Gmail.com'), { sim: 1 });
    assert.equal(mailboxKey('c.h.i.a.m.a.k.a.eze+kyc@gmail.com'), 'chiamakaeze@gmail.com');
    // Negative: on any other domain a dot is a letter (one keystroke: a near agreement, not one mailbox).
    assert.deepEqual(compareEmails('chiamaka.eze@outlook.com', 'chiamakaeze@outlook.com'), { sim: EMAIL_TYPO });
    assert.deepEqual(compareEmails('chiamaka.eze@gmail.com', 'chiamakaeze@outlook.com'), { sim: 0 });
    // Adversarial: a domain that merely ends in the provider's name is another domain.
    assert.deepEqual(compareEmails('chiamaka.eze@notgmail.com', 'chiamakaeze@notgmail.com'), { sim: EMAIL_TYPO });
  });
  it('reads a plus tag (RFC 5233 subaddress) as the same mailbox, on either or both sides', () => {
    assert.deepEqual(compareEmails('wanjiru.kamau+bank@mail.example', 'Wanjiru.Kamau@mail.example'), { sim: 1 });
    assert.deepEqual(compareEmails('wanjiru.kamau+bank@mail.example', 'wanjiru.kamau+shop@mail.example'), { sim: 1 });
    assert.equal(mailboxKey(' Wanjiru.Kamau+Bank@Mail.Example '), 'wanjiru.kamau@mail.example');
    assert.equal(compareEmails('wanjiru.kamau+bank@mail.example', 'wanjiru.kamu@mail.example')?.sim, EMAIL_TYPO, 'a typo in the mailbox is still a typo');
  });
  it('folds no other separator, no leading plus, and no tag across domains', () => {
    assert.equal(compareEmails('wanjiru-bank@mail.example', 'wanjiru@mail.example')?.sim, 0, '- is a letter of the local part');
    assert.equal(compareEmails('wanjiru.kamau+bank@mail.example', 'wanjiru.kamau@other.example')?.sim, 0);
    assert.equal(compareEmails('+kamau@mail.example', 'kamau@mail.example')?.sim, EMAIL_TYPO, 'a leading + is no tag: one inserted character');
    assert.equal(compareEmails('jo+bank@mail.example', 'jo.kamau@mail.example')?.sim, 0, 'the mailboxes differ once the tags go');
  });
  it('a tagged role mailbox stays shared', () => {
    const r = compareEmails('info+kyc@acme.example', 'info@acme.example');
    assert.equal(r?.sim, 1);
    assert.equal(r?.shared, true);
  });
  it('does not read two edits, another domain or a short local part as a typo', () => {
    assert.equal(compareEmails('adesola.okonkwo@example.com', 'adesola.okonkwo@example.org')?.sim, 0);
    assert.equal(compareEmails('adesola.okonkwo@example.com', 'adesola.okafor@example.com')?.sim, 0);
    assert.equal(compareEmails('abc@example.com', 'abd@example.com')?.sim, 0, 'three letters: another mailbox');
    assert.equal(compareEmails('john.smith1@example.com', 'john.smith2@example.com')?.sim, EMAIL_TYPO);
  });
  it('down-weights role and household mailboxes', () => {
    for (const shared of ['info@acme.ng', 'Sales@acme.ng', 'contact+ng@acme.ng', 'office@acme.ng', 'admin1@acme.ng', 'thesmiths@gmail.com', 'okafor.family@gmail.com']) {
      assert.ok(isSharedMailbox(shared.toLowerCase()), shared);
      const r = compareEmails(shared, shared);
      assert.equal(r?.sim, 1);
      assert.equal(r?.weightFactor, SHARED_MAILBOX_WEIGHT);
      assert.equal(r?.shared, true);
    }
    for (const personal of ['thomas@gmail.com', 'adesola.okonkwo@example.com', 'infotech.ade@gmail.com'.replace('infotech.', '')]) {
      assert.ok(!isSharedMailbox(personal), personal);
    }
  });
  it('abstains on a value that is not an address, and says so through readability', () => {
    assert.equal(compareEmails('n/a', 'n/a'), null);
    assert.ok(!isReadableEmail('n/a'));
    assert.ok(isReadableEmail(' A@b.co '));
  });
  it('a shared mailbox alone never clears the gate, a personal one does', () => {
    const shared = compare({ a: { name: 'Ade Bello', email: 'info@acme.ng' }, b: { name: 'Tunde Bello', email: 'info@acme.ng' } });
    assert.notEqual(shared.identity, 'same_entity');
    const personal = compare({ a: { name: 'Ade Bello', email: 'ade.bello@acme.ng' }, b: { name: 'Ade Bello', email: 'ade.bello@acme.ng' } });
    assert.equal(personal.identity, 'same_entity');
  });
});
