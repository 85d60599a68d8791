// The person pack's second reading of a name (tftoken: words weighed by rarity, every unpaired word counted against)
// sets aside an initial one name writes for a given name the other spells out, and that name (withInitialsSetAside):
// a rates bill's `Ms T.N. Mahlangu` is the title register's Thandeka Nomvula Mahlangu. Before, the initial and the
// spelt-out given name were two unpaired words, and a name's words are rare, so the reading fell to about 0.2 and
// pulled the shipped mean under the threshold although the person-name comparator read the names as agreeing.
// An initial that opens no word of the other name still counts against, and the gate is untouched.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { initialReading } from '../../../src/compare/comparators/nameEquivalents.js';
import { withInitialsSetAside } from '../../../src/compare/comparators/tfToken.js';
import { compare } from '../../../src/compare/index.js';

const cmp = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'person' });

describe('initials set aside against the given names they open', () => {
  it('two initials against two spelt-out given names leave the surnames', () => {
    assert.deepEqual(withInitialsSetAside(['t', 'n', 'mahlangu'], ['thandeka', 'nomvula', 'mahlangu']), [['mahlangu'], ['mahlangu']]);
  });

  it('initials written after the surname, on either side', () => {
    assert.deepEqual(withInitialsSetAside(['okwuosa', 'i', 'c'], ['ifeoma', 'chinwe', 'okwuosa']), [['okwuosa'], ['okwuosa']]);
    assert.deepEqual(withInitialsSetAside(['ifeoma', 'chinwe', 'okwuosa'], ['okwuosa', 'i', 'c']), [['okwuosa'], ['okwuosa']]);
  });

  it('an initial that opens no word of the other name is kept (J. against Mary)', () => {
    assert.deepEqual(withInitialsSetAside(['j', 'pillay'], ['mary', 'pillay']), [['j', 'pillay'], ['mary', 'pillay']]);
  });

  it('each spelt-out word answers one initial: the second given name still counts', () => {
    assert.deepEqual(withInitialsSetAside(['j', 'pillay'], ['james', 'joseph', 'pillay']), [['pillay'], ['joseph', 'pillay']]);
  });

  it('the same initial on both sides is a word both names hold, not set aside', () => {
    assert.deepEqual(withInitialsSetAside(['j', 'pillay'], ['j', 'pillay']), [['j', 'pillay'], ['j', 'pillay']]);
  });

  it('adversarial: a name that would be left with no word is read as written', () => {
    assert.deepEqual(withInitialsSetAside(['k'], ['kwesi']), [['k'], ['kwesi']]);
  });

  it('a name written with initials agrees in the second reading as in the first', () => {
    const r = cmp({ name: 'Thandeka Nomvula Mahlangu' }, { name: 'Ms T.N. Mahlangu' });
    assert.equal(r.factors['name_tftoken'], 1);
  });
});

describe('the shipped decision on a name written with initials', () => {
  it('initials, the same full date of birth, another address: one person (was review under the threshold)', () => {
    const r = cmp(
      { name: 'Thandeka Nomvula Mahlangu', dob: '1979-06-23', address: '14 Beyers Naude Drive, Northcliff, Johannesburg' },
      { name: 'Ms T.N. Mahlangu', dob: '23/06/1979', address: '3 Church Street, Pretoria' },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('initials after the surname, as a judgment register writes them, with the same date of birth', () => {
    const r = cmp(
      { name: 'OKWUOSA I. C.', dob: '1983-02-11', address: '7 Broad Street, Lagos Island' },
      { name: 'Ifeoma Chinwe Okwuosa', dob: '1983-02-11', address: '22 Ogui Road, Enugu' },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('negative: another given name (Mary / Mercy Otieno, one date, two towns) is no merge', () => {
    const r = cmp({ name: 'Mary Otieno', dob: '1988-02-14', address: '5 Moi Avenue, Nairobi' }, { name: 'Mercy Otieno', dob: '1988-02-14', address: '10 Kenyatta Road, Kisumu' });
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: an initial that opens another given name (J. / Mary Pillay, one date) is no merge', () => {
    const r = cmp({ name: 'J. Pillay', dob: '1970-05-05', address: '1 Florida Road, Durban' }, { name: 'Mary Pillay', dob: '1970-05-05', address: '9 West Street, Durban' });
    assert.notEqual(r.identity, 'same_entity');
    assert.ok(r.factors['name_tftoken']! < 0.7);
  });

  it('adversarial: an initial and a common surname at one address, no date, stay at review (the gate)', () => {
    const r = cmp({ name: 'J. Smith', address: '12 Moor Lane, Leeds LS6 2AB' }, { name: 'John Smith', address: '12 Moor Lane, Leeds LS6 2AB' });
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: a conflicting full date of birth still refutes a name written with initials', () => {
    const r = cmp({ name: 'Ms T.N. Mahlangu', dob: '1979-06-23' }, { name: 'Thandeka Nomvula Mahlangu', dob: '1991-10-05' });
    assert.notEqual(r.identity, 'same_entity');
    assert.ok('dob_conflict' in r.factors);
  });
});

describe('one reading of an initial for both name readings (nameEquivalents initialReading, session 26)', () => {
  it('positive: an initial the written name opens with, and one only another form of the name opens with', () => {
    assert.equal(initialReading('k', 'kwabena'), 'opens');
    // Bob is a short form of Robert: R. may stand for him, a little less surely.
    assert.equal(initialReading('r', 'bob'), 'form');
  });
  it('negative: an initial no form of the name opens with, another initial, a one-letter name', () => {
    assert.equal(initialReading('t', 'wanjiru'), undefined);
    assert.equal(initialReading('t', 't'), undefined);
    assert.equal(initialReading('tn', 'thandeka'), undefined);
  });
  it('adversarial: the token reading sets aside only an initial the written name opens with (R. / Bob still counts)', () => {
    assert.deepEqual(withInitialsSetAside(['r', 'mokoena'], ['bob', 'mokoena']), [['r', 'mokoena'], ['bob', 'mokoena']]);
    assert.deepEqual(withInitialsSetAside(['b', 'mokoena'], ['bob', 'mokoena']), [['mokoena'], ['mokoena']]);
  });
});
