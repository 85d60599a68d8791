// A site two sources pin within a few metres (session 27, issue 11; place pack geo near_km / near_weight and
// the gate's near-point signal). Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

const place = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'place' });
const hall = { name: 'Old Town Hall, Market Square', lat: 6.5158, lon: 3.3975 };

describe('a point a few metres off', () => {
  it('positive: a caps line and a long name pinned 12 m apart are one site (the point clears the gate)', () => {
    const r = place(hall, { name: 'OLD TOWN HALL (HERITAGE)', lat: 6.5159, lon: 3.3976 });
    assert.ok((r.factors.distance_km as number) < 0.05);
    assert.equal(r.identity, 'same_entity');
    assert.match(r.explanation, /geo\+name/);
  });

  it('negative: the same names 350 m apart stay at review', () => {
    const r = place(hall, { name: 'OLD TOWN HALL (HERITAGE)', lat: 6.5189, lon: 3.3976 });
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: two venues at one point are refuted by their kinds, whatever the point says', () => {
    const r = place({ name: 'Mnarani Jetty Restaurant', lat: -3.6312, lon: 39.8453 }, { name: 'Mnarani Jetty Bar', lat: -3.6312, lon: 39.8453 });
    assert.equal(r.identity, 'review');
    assert.match(r.explanation, /refuted/);
  });

  it('adversarial: names that share under half their words at one point are not merged', () => {
    const r = place({ name: 'Kivuli Arcade', lat: -1.2841, lon: 36.8233 }, { name: 'Tumaini House Kivuli Stores Annex', lat: -1.2841, lon: 36.8233 });
    assert.notEqual(r.identity, 'same_entity');
  });
});
