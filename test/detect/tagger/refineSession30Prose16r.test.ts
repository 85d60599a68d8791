// Span rules added in session 30 (issue 13, prose set 16 round: a class kept only where held-out sets by different
// authors both show it), on sentences written for this test: the spans handed in stand for what the tagger proposed,
// so each rule is checked alone whatever the shipped weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('"via" on a route names the place passed through (unreadSpatialPlaces, viaRoute)', () => {
  it('after a word of going or routing, the unread name is a place', () => {
    assert.deepEqual(refined('During the works motorists should divert via Ngumbu Heights.', []), ['LOC:Ngumbu Heights']);
    assert.deepEqual(refined('A diversion is signed via Kwabenya until March.', []), ['LOC:Kwabenya']);
    assert.deepEqual(refined('We kept going via Obunga because the bridge was shut.', []), ['LOC:Obunga']);
  });
  it('after a place span, "via" is a route too', () => {
    const trip = 'Next morning we drove on to Kitale via Moiben.';
    assert.deepEqual(refined(trip, at(trip, 'LOC', 'Kitale')), ['LOC:Kitale', 'LOC:Moiben']);
  });
  it('negative: a channel or a go-between after "via" stays unread', () => {
    assert.deepEqual(refined('Donations can be sent via Wanjiku before Friday.', []), []);
    assert.deepEqual(refined('The minutes were shared via Kobotoolbox this morning.', []), []);
    assert.deepEqual(refined('Please reply via Signal or email.', []), []);
  });
  it('negative: a route word before "via" does not lend a place to a given name, a brand or English words', () => {
    assert.deepEqual(refined('The parcel went via Grace because she was passing.', []), []);
    assert.deepEqual(refined('Traffic will divert via Main Road and High Street.', []), []);
  });
});
