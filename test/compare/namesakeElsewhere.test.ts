// A person's name that clears the distinctive-signal gate by itself (a rare name written in full) does not
// clear it when the two records' addresses disagree outright (the address comparator reads nothing shared:
// 0), no date of birth or age is compared, and
// nothing else beside the name agrees (issue 11, session 41; fieldsEngine.ts nameAloneAgainstAddress): two
// bearers of one rare name in two places are as likely as one person who moved, so the pair goes to review.
// Anything else that agrees (a birth place, a date, a phone, an occupation) keeps the moved-address reading;
// the sex alone does not. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

type Rec = Record<string, string>;
const cmp = (a: Rec, b: Rec) => compare({ a, b, entity: 'person' });

const ho: Rec = { name: 'Ebenezer Quarshie-Boateng', address: 'Hse No. 9 Kotoka Road, Ho' };
const tamale: Rec = { name: 'Ebenezer Quarshie-Boateng', address: 'Ring Road West 31, Tamale' };

describe('a rare name alone against an address that disagrees outright', () => {
  it('negative: one rare name at two addresses in two towns, nothing else recorded, is review', () => {
    const r = cmp(ho, tamale);
    assert.equal(r.factors['address'], 0);
    assert.equal(r.identity, 'review', r.explanation);
  });

  it('negative: bare postcodes of two areas (a roll that keeps only the postcode) are review too', () => {
    const r = cmp({ name: 'Thandiwe Mkhabela', address: 'LS6 2QT' }, { name: 'Thandiwe Mkhabela', address: 'PL4 8AA' });
    assert.equal(r.identity, 'review', r.explanation);
  });

  it('adversarial: an agreeing sex is shared by half of everyone and does not carry the name', () => {
    const r = cmp({ ...ho, gender: 'F' }, { ...tamale, gender: 'female' });
    assert.equal(r.identity, 'review', r.explanation);
  });

  it('adversarial: a birth place that differs as well leaves the pair at review', () => {
    const r = cmp({ ...ho, birth_place: 'Soweto' }, { ...tamale, birth_place: 'Durban' });
    assert.equal(r.identity, 'review', r.explanation);
  });

  it('positive: the same birth place beside the name reads as one person who moved (a merge)', () => {
    const r = cmp({ ...ho, birth_place: 'Soweto' }, { ...tamale, birth_place: 'Soweto' });
    assert.equal(r.identity, 'same_entity', r.explanation);
  });

  it('positive: the same phone or the same date of birth beside the name is a merge', () => {
    assert.equal(cmp({ ...ho, phone: '024 411 8902' }, { ...tamale, phone: '+233 24 411 8902' }).identity, 'same_entity');
    assert.equal(cmp({ ...ho, dob: '1984-03-21' }, { ...tamale, dob: '21/03/1984' }).identity, 'same_entity');
  });

  it('positive: an address that shares something (the same road, another house) keeps the merge', () => {
    const r = cmp(ho, { ...tamale, address: 'Hse No. 11 Kotoka Road, Ho' });
    assert.ok(r.factors['address']! > 0);
    assert.equal(r.identity, 'same_entity', r.explanation);
  });

  it('positive: a common name is not cleared by itself in the first place (review either way)', () => {
    assert.equal(cmp({ ...ho, name: 'John Smith' }, { ...tamale, name: 'John Smith' }).identity, 'review');
  });
});
