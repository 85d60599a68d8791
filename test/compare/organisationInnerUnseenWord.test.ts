// Session 36 (pairs36, issue 11): two bodies' names one another but for one word inside the longer name, a word
// the organisation table never saw (organisation pack inner_unseen_words, placeName.ts innerUnseenWordApart).
// Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { innerUnseenWordApart, siblingWordApart } from '../../src/compare/comparators/placeName.js';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { organisationWrittenForms } from '../../src/compare/comparators/typeVocabulary.js';
import { loadTfTable } from '../../src/compare/tfTable.js';

const org = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'organisation' });
const tf = loadTfTable('organisation');

describe('one unseen word inside the longer name', () => {
  it('the table tells a word it counts from one it never saw', () => {
    assert.equal(tf.seen('general'), true);
    assert.equal(tf.seen('tarn'), false);
  });

  it('a rare word between two words both names write sets the names apart', () => {
    assert.equal(innerUnseenWordApart('Brackenfold Tarn Rowing Club Ltd', 'BRACKENFOLD ROWING CLUB', tf), true);
    assert.equal(innerUnseenWordApart('Osei Timber Ltd', 'Osei Kiln Timber Limited', tf), true);
    // Read through siblingWordApart only when the table is given (the pack's option).
    assert.equal(siblingWordApart('Osei Timber Ltd', 'Osei Kiln Timber Limited', tf), true);
    assert.equal(siblingWordApart('Osei Timber Ltd', 'Osei Kiln Timber Limited'), false);
  });

  it('a word the table counts, a word at either end, or more than one word apart is not this class', () => {
    // General is one of the words names are built of: a list drops it.
    assert.equal(innerUnseenWordApart('Kestrel General Insurance Ltd', 'Kestrel Insurance Ltd', tf), false);
    // A plural the table counts in the singular (clinic) is a counted word.
    assert.equal(innerUnseenWordApart('Afya Njema Clinics', 'Afya Njema Health Clinics Ltd', tf), false);
    // The extra word closes or opens the name: a town, a country, a kind word lists drop at the ends.
    assert.equal(innerUnseenWordApart('Osei Timber Ltd', 'Osei Timber Kumasi Ltd', tf), false);
    assert.equal(innerUnseenWordApart('Timber Works Ltd', 'Osei Timber Works Ltd', tf), false);
    // Two words apart, or a word each side: another comparison's business.
    assert.equal(innerUnseenWordApart('Osei Timber Ltd', 'Osei Kiln Quarry Timber Ltd', tf), false);
    assert.equal(innerUnseenWordApart('Osei Kiln Timber Ltd', 'Osei Quarry Timber Ltd', tf), false);
    // A bracket is no part of the name this reads, and a one-word name has no inside.
    assert.equal(innerUnseenWordApart('Osei Timber Ltd (Kiln)', 'Osei Timber Ltd', tf), false);
    assert.equal(innerUnseenWordApart('Osei Ltd', 'Osei Kiln Ltd', tf), false);
  });
});

describe('organisation pack: inner_unseen_words', () => {
  it('adversarial: a club and its neighbour one rare word longer go to review, not a merge', () => {
    const r = org({ name: 'Brackenfold Tarn Rowing Club Ltd' }, { organisation_name: 'BRACKENFOLD ROWING CLUB LIMITED' });
    assert.notEqual(r.identity, 'same_entity');
  });

  it('as a sibling word does, the refutation holds the pair for review even beside one registration number', () => {
    const r = org(
      { name: 'Brackenfold Tarn Rowing Club Ltd', company_number: '07123456', registration_country: 'GB' },
      { organisation_name: 'BRACKENFOLD ROWING CLUB LIMITED', company_number: '07123456', registration_country: 'GB' },
    );
    assert.equal(r.identity, 'review');
    assert.match(r.explanation, /refuted by name/);
  });

  it('positive: a common word dropped inside the name leaves the merge', () => {
    const r = org({ name: 'Kestrel Valley General Insurance Ltd' }, { organisation_name: 'KESTREL VALLEY INSURANCE LIMITED' });
    assert.equal(r.identity, 'same_entity');
  });
});

describe('club initials (organisation_abbreviations FC, GC, RFC)', () => {
  it('a short form written with its letters stopped is read as the short form, and both as the words', () => {
    assert.equal(organisationWrittenForms('Kiboko Rovers F.C.'), 'kiboko rovers football club');
    assert.equal(organisationWrittenForms('KIBOKO ROVERS FC LTD'), 'kiboko rovers football club ltd');
    assert.equal(organisationWrittenForms('Tarnside G. C.'), 'tarnside golf club');
    // Letters that spell no short word of the table stay as written.
    assert.equal(organisationWrittenForms('J. K. Osei Holdings'), 'j k osei holdings');
  });

  it('positive: a club written FC and in full is one club', () => {
    const r = org({ name: 'Kiboko Rovers F.C.', address: '3 Stadium Rd, Kisumu' }, { organisation_name: 'KIBOKO ROVERS FOOTBALL CLUB', address: '3 Stadium Road, Kisumu' });
    assert.equal(r.identity, 'same_entity');
  });

  it('adversarial: a look-alike club one rare word longer stays apart once the initials are read', () => {
    const r = org({ name: 'Kiboko Rovers FC' }, { organisation_name: 'Kiboko Tembo Rovers Football Club' });
    assert.notEqual(r.identity, 'same_entity');
    // And a club's women's side, initials stopped on one side only.
    assert.equal(siblingWordApart('Kiboko Rovers F.C.', 'KIBOKO ROVERS WOMEN FC'), true);
  });
});
