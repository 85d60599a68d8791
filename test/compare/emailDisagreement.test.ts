// The person pack's e-mail: a shared address is strong evidence, a differing one weighs a quarter of it
// (disagreement_weight 0.5) because one person holds several mailboxes (work and personal, one per
// provider). Names, birth dates and ids still tell two people apart.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { nameTokenScore } from '../../src/compare/comparators/personName.js';
import { areGenderedPair } from '../../src/compare/comparators/nameEquivalents.js';

const person = { first_name: 'Wambui', surname: 'Gichohi', dob: '1983-06-14', city: 'Nyeri' };

describe('person e-mail disagreement', () => {
  it('one person with the same handle at two providers merges on name and birth date', () => {
    const r = compare({ a: { ...person, email: 'wambui.gichohi@hotmail.com' }, b: { ...person, email: 'wambui.gichohi@yahoo.com' }, entity: 'person' });
    assert.equal(r.identity, 'same_entity');
  });

  it('a work address against a personal one does not stop a name and phone match', () => {
    const r = compare({
      a: { first_name: 'Wambui', last_name: 'Gichohi', email: 'w.gichohi@nyerigrain.co.ke', mobile: '0722 418 307' },
      b: { name: 'Wambui Gichohi', email: 'wambui83@gmail.com', phone: '+254722418307' },
      entity: 'person',
    });
    assert.equal(r.identity, 'same_entity');
  });

  it('a differing e-mail still lowers the score below an unknown one', () => {
    const none = compare({ a: person, b: person, entity: 'person' }).score;
    const differ = compare({ a: { ...person, email: 'a@x.example' }, b: { ...person, email: 'b@y.example' }, entity: 'person' }).score;
    assert.ok(differ < none, `${differ} < ${none}`);
  });

  it('a shared e-mail outweighs a differing one', () => {
    const same = compare({ a: { ...person, email: 'wg@x.example' }, b: { ...person, email: 'wg@x.example' }, entity: 'person' }).score;
    const differ = compare({ a: { ...person, email: 'a@x.example' }, b: { ...person, email: 'b@y.example' }, entity: 'person' }).score;
    assert.ok(same > differ);
  });

  it('adversarial: twins of one birth date and address with their own mailboxes stay apart', () => {
    const r = compare({
      a: { name: 'Willem Pretorius', dob: '1990-02-11', address: '14 Kerk Street, Stellenbosch', email: 'willem.p@gmail.com' },
      b: { name: 'Wilhelmina Pretorius', dob: '1990-02-11', address: '14 Kerk Street, Stellenbosch', email: 'mina.pretorius@mweb.co.za' },
      entity: 'person',
    });
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: a namesake with another birth date and mailbox is not merged', () => {
    const r = compare({ a: { ...person, email: 'wambui.gichohi@hotmail.com' }, b: { ...person, dob: '1961-02-03', email: 'wgichohi@yahoo.com' }, entity: 'person' });
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe('gendered pair across a spelling', () => {
  it('Willem (≡ Wilhelm) against Wilhelmina is two names', () => {
    assert.equal(nameTokenScore('willem', 'wilhelmina'), 0);
    assert.equal(nameTokenScore('wilhelmina', 'willem'), 0);
  });
  it('a brother and sister through another language: John / Johanna (Johann), Peter / Petra (Petr), George / Georgia (Georg)', () => {
    assert.equal(nameTokenScore('john', 'johanna'), 0);
    assert.equal(nameTokenScore('peter', 'petra'), 0);
    assert.equal(nameTokenScore('george', 'georgia'), 0);
  });
  it('is held by the one gendered-pair look-up, both ways, and never pairs two spellings of one name', () => {
    assert.equal(areGenderedPair('willem', 'wilhelmina'), true);
    assert.equal(areGenderedPair('wilhelmina', 'willem'), true);
    assert.equal(areGenderedPair('willem', 'wilhelm'), false);
  });
  it('Willem is the Dutch and Afrikaans William', () => {
    assert.ok(nameTokenScore('willem', 'william') >= 0.9);
  });
  it('a spelling against its own female form stays a pair, and a spelling against a spelling agrees', () => {
    assert.equal(nameTokenScore('wilhelm', 'wilhelmina'), 0);
    assert.ok(nameTokenScore('guillaume', 'wilhelm') >= 0.9);
  });
});
