// The units of one parent (place pack, rival comparator with kind_words; product.ts placeSiblings): two
// faculties, halls or wings named by the parent and by their own word, one word apart in one place, are
// two units and go to review, however much else (address, point) they share. Records written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../../src/compare/index.js';

const place = (a: Record<string, unknown>, b: Record<string, unknown>) => compare({ a: a as never, b: b as never, entity: 'place' });

describe('units of one parent place', () => {
  it('negative: two faculties of one university on one road are not merged', () => {
    const r = place(
      { name: 'School of Law, Kilimani University', address: 'Ngong Road, Kilimani University', city: 'Nairobi', lat: -1.3001, lon: 36.7802 },
      { name: 'School of Engineering, Kilimani University', address: 'Ngong Road, Kilimani University', city: 'Nairobi', lat: -1.3004, lon: 36.7806 },
    );
    assert.notEqual(r.identity, 'same_entity');
    assert.equal(r.factors.name_rival, 0);
  });
  it('negative: two wings of one prison complex, two halls of one campus', () => {
    assert.notEqual(
      place({ name: 'Kamiti Medium Prison', address: 'Kamiti Road', city: 'Nairobi' }, { name: 'Kamiti Maximum Prison', address: 'Kamiti Road', city: 'Nairobi' }).identity,
      'same_entity',
    );
    assert.notEqual(place({ name: 'Nkrumah Hall, Osu Campus', city: 'Accra' }, { name: 'Volta Hall, Osu Campus', city: 'Accra' }).identity, 'same_entity');
  });
  it('positive: one place written with a spelling or a short form of one word still merges', () => {
    const r = place(
      { name: 'Baobab Serviced Apts', address: 'Moi Avenue, Mombasa', lat: -4.0611, lon: 39.6701 },
      { name: 'Baobab Serviced Apartments', address: 'Moi Avenue, Mombasa', lat: -4.0611, lon: 39.6701 },
    );
    assert.equal(r.factors.name_rival, undefined);
  });
  it('adversarial: a locality or a gloss one name adds in another place is no unit word', () => {
    const r = place(
      { name: 'Holy Trinity Cathedral, Accra', address: 'High Street, Accra' },
      { name: 'Holy Trinity Anglican Cathedral', address: 'High Street, Accra' },
    );
    assert.equal(r.factors.name_rival, undefined);
    // Two kinds one word apart are the type comparator's to read, not this one's.
    const k = place({ name: 'Tudu Market', city: 'Accra' }, { name: 'Tudu Station', city: 'Accra' });
    assert.equal(k.factors.name_rival, undefined);
  });
});
