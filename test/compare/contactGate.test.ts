// Contact points and the distinctive-signal gate (person pack: gate_corroborated_by, owner_name_field). A
// mobile number or a personal mailbox is shared within a household, and households share common names,
// so on a sparse record (a name and a contact point only) the contact point clears the gate only beside
// an agreeing birth date or address, a name rare enough to clear it by itself, or (e-mail) a mailbox
// named after the person on both records. Records written here, none from a bench set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { localPartSpellsName } from '../../src/compare/comparators/email.js';
import { personNameWords } from '../../src/compare/comparators/personName.js';
import { compare } from '../../src/compare/index.js';

const spells = (address: string, name: string) => localPartSpellsName(address, personNameWords(name));

describe('a mailbox named after its owner', () => {
  it('two words of the name, or an initial before another word, spell it (positive)', () => {
    assert.ok(spells('chinedu.eze@gmail.com', 'Chinedu Okafor Eze'));
    assert.ok(spells('ezechinedu+bank@gmail.com', 'Eze, Chinedu'));
    assert.ok(spells('CEze1988@Outlook.com', 'Chinedu Eze'));
    assert.ok(spells('wanjiru_kamau77@yahoo.com', 'Dr Wanjiru Kamau'));
  });

  it('one word of the name, a household or role mailbox, or another address spell nothing (negative)', () => {
    assert.equal(spells('eze1988@gmail.com', 'Chinedu Eze'), false);
    assert.equal(spells('eze.family@gmail.com', 'Chinedu Eze'), false);
    assert.equal(spells('info@chineduezeltd.com', 'Chinedu Eze'), false);
    assert.equal(spells('not an address', 'Chinedu Eze'), false);
  });

  it("a spouse's or parent's mailbox spells the other person's name (adversarial)", () => {
    // Adaeze Eze on her husband's mailbox: only the shared surname stands in it.
    assert.equal(spells('chinedu.eze@gmail.com', 'Adaeze Eze'), false);
    // An initial counts only right before another word of the same name, at the start.
    assert.equal(spells('eze.a@gmail.com', 'Chinedu Eze'), false);
  });
});

describe('a contact point on a sparse record clears the gate only when corroborated', () => {
  it('a rare full name in a short form with the same mobile merges; a named mailbox merges a common name (positive)', () => {
    const r = compare({ a: { name: 'Orlaith Siobhán Brennan', phone: '+353 87 412 0931' }, b: { name: 'Shiv Brennan', msisdn: '087 412 0931' } });
    assert.equal(r.identity, 'same_entity', r.explanation);
    const e = compare({ a: { name: 'John Smith', email: 'john.smith@gmail.com' }, b: { name: 'Smith, John', email: 'johnsmith@gmail.com' } });
    assert.equal(e.identity, 'same_entity', e.explanation);
    assert.match(e.explanation, /email as the distinctive signal/);
  });

  it('a common name with the same number or an unnamed mailbox alone goes to review (negative)', () => {
    const p = compare({ a: { name: 'John Smith', phone: '07700900285' }, b: { name: 'John Smith', msisdn: '+44 7700 900285' } });
    assert.equal(p.identity, 'review');
    assert.equal(p.action, 'hold');
    assert.match(p.explanation, /distinctive-signal gate/);
    const e = compare({ a: { name: 'John Smith', email: 'bluebird77@gmail.com' }, b: { name: 'John Smith', email: 'bluebird77@gmail.com' } });
    assert.equal(e.identity, 'review');
  });

  it('the same common name and number beside the same birth date or address still merge (adversarial: corroborated)', () => {
    const d = compare({ a: { name: 'John Smith', phone: '07700900285', dob: '1971-04-09' }, b: { name: 'John Smith', msisdn: '+44 7700 900285', dob: '9 April 1971' } });
    assert.equal(d.identity, 'same_entity', d.explanation);
    const a = compare({ a: { name: 'John Smith', phone: '07700900285', address: '14 Station Road, Leeds LS7 0HA' }, b: { name: 'John Smith', phone: '+447700900285', address: '14 Station Rd, Leeds LS70HA' } });
    assert.equal(a.identity, 'same_entity', a.explanation);
    // A wife on her husband's named mailbox: the mailbox is his, so it corroborates nothing for her.
    const w = compare({ a: { name: 'Chinedu Eze', email: 'chinedu.eze@gmail.com' }, b: { name: 'Adaeze Eze', email: 'chineduEze@gmail.com' } });
    assert.notEqual(w.identity, 'same_entity');
  });
});
