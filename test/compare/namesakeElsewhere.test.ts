// A person's name that clears the distinctive-signal gate by itself (a rare name written in full) does not
// clear it when the two records' addresses share no component, no date of birth or age is compared, and
// nothing else beside the name agrees (issue 11, session 41; fieldsEngine.ts nameAloneAgainstAddress): two
// bearers of one rare name in two places are as likely as one person who moved, so the pair goes to review.
// Anything else that agrees (a birth place, a date, a phone, an occupation) keeps the moved-address reading;
// the sex alone does not. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

type Rec = Record<string, string>;
const cmp = (a: Rec, b: Rec) => compare({ a, b, entity: 'person' });

const polokwane: Rec = { name: 'Thandiwe Mkhabela', address: '14 Church Street, Polokwane' };
const bloemfontein: Rec = { name: 'Thandiwe Mkhabela', address: '9 Voortrekker Road, Bloemfontein' };

describe('a rare name alone against addresses that share nothing', () => {
  it('negative: one rare name at two addresses in two towns, nothing else recorded, is review', () => {
    const r = cmp(polokwane, bloemfontein);
    assert.equal(r.identity, 'review', r.explanation);
  });

  it('negative: bare postcodes of two areas (a roll that keeps only the postcode) are review too', () => {
    const r = cmp({ name: 'Ebenezer Quarshie-Boateng', address: 'LS6 2QT' }, { name: 'Ebenezer Quarshie-Boateng', address: 'PL4 8AA' });
    assert.equal(r.identity, 'review', r.explanation);
  });

  it('adversarial: an agreeing sex is shared by half of everyone and does not carry the name', () => {
    const r = cmp({ ...polokwane, gender: 'F' }, { ...bloemfontein, gender: 'female' });
    assert.equal(r.identity, 'review', r.explanation);
  });

  it('adversarial: a birth place that differs as well leaves the pair at review', () => {
    const r = cmp({ ...polokwane, birth_place: 'Soweto' }, { ...bloemfontein, birth_place: 'Durban' });
    assert.equal(r.identity, 'review', r.explanation);
  });

  it('positive: the same birth place beside the name reads as one person who moved (a merge)', () => {
    const r = cmp({ ...polokwane, birth_place: 'Soweto' }, { ...bloemfontein, birth_place: 'Soweto' });
    assert.equal(r.identity, 'same_entity', r.explanation);
  });

  it('positive: the same phone or the same date of birth beside the name is a merge', () => {
    assert.equal(cmp({ ...polokwane, phone: '082 123 4567' }, { ...bloemfontein, phone: '+27 82 123 4567' }).identity, 'same_entity');
    assert.equal(cmp({ ...polokwane, dob: '1984-03-21' }, { ...bloemfontein, dob: '21/03/1984' }).identity, 'same_entity');
  });

  it('positive: an address that shares a component (the same town, another street) keeps the merge', () => {
    const r = cmp(polokwane, { ...bloemfontein, address: '22 Church Street, Polokwane' });
    assert.equal(r.identity, 'same_entity', r.explanation);
  });
});
