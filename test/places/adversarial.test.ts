import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findAddresses } from '../../src/places/address.js';
import { findPlaces } from '../../src/places/index.js';
import { hasCode } from '../helpers/codes.js';

describe('findPlaces: adversarial input', () => {
  it('punctuation, digits and symbols only', () => {
    for (const text of ['...', '12345 67890', '@@@ ### $$$', '——', '\u0000\u0001']) {
      assert.equal(findPlaces(text).count, 0, JSON.stringify(text));
    }
  });

  it('a cue at the very end and cues with nothing after them', () => {
    assert.equal(findPlaces('Send it to').count, 0);
    assert.equal(findPlaces('from from from to to via').count, 0);
  });

  it('lower-case text does not invent places from cue words', () => {
    assert.equal(findPlaces('i want to go from here to there and back via the shortcut').count, 0);
  });

  it('a newline breaks the window between a cue and a place', () => {
    const m = findPlaces('Deliver to\nLagos');
    assert.equal(m.count, 1);
    assert.equal(m.mentions[0]!.role, 'unknown');
  });

  it('a gap longer than 24 characters leaves the place unbound', () => {
    const m = findPlaces('Send it to the extremely distant and faraway Kano');
    assert.equal(m.mentions.find((x) => x.text === 'Kano')?.role, 'unknown');
  });

  it('astral characters and combining marks everywhere keep offsets in code points', () => {
    const text = '👩🏽‍🚀 from 𝐋𝐚𝐠𝐨𝐬 to 12 Allen Avenue, Ikeja 🚀';
    const m = findPlaces(text).mentions.find((x) => x.role === 'destination')!;
    assert.equal([...text].slice(m.start, m.end).join(''), '12 Allen Avenue, Ikeja');
    assert.equal([...text].slice(m.cue_start!, m.cue_end!).join(''), 'to');
  });

  it('a long text without places is empty (its time budget is in npm run bench:worst-case)', () => {
    const text = 'the quick brown fox jumps over the lazy dog and then goes home. '.repeat(3000);
    assert.equal(findPlaces(text).count, 0);
  });

  it('the same text always gives the same answer', () => {
    const text = 'We drove from Lagos via Ibadan to 5 Allen Avenue, Ikeja, opposite Shoprite.';
    assert.deepEqual(findPlaces(text), findPlaces(text));
  });

  it('mentions never overlap, even with many nested candidates', () => {
    const text = 'From Plot 5, Block B, 12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria via Ikeja to behind the mosque, Kano.';
    const m = findPlaces(text).mentions;
    for (let i = 1; i < m.length; i++) assert.ok(m[i]!.start >= m[i - 1]!.end);
    assert.equal(m[0]!.components.country, 'Nigeria');
    assert.equal(m[0]!.jurisdiction, 'NG');
    assert.equal(m[0]!.jurisdiction_confidence, 0.95);
  });
});

describe('findAddresses: adversarial input', () => {
  it('numbers next to capitalised words that are no street', () => {
    assert.deepEqual(findAddresses('I bought 3 Apple Macs and 2 Dell Laptops.'), []);
    assert.deepEqual(findAddresses('Chapter 12 Way Forward'), []);
  });

  it('a very long capitalised run before a suffix takes at most four name words', () => {
    const a = findAddresses('One Two Three Four Five Six Street, Ikeja');
    assert.equal(a.length, 1);
    assert.equal(a[0]!.components.street, 'Three Four Five Six Street');
    // the number is not next to the name, so it is no house number, and the bare street is dropped
    assert.deepEqual(findAddresses('at 5 One Two Three Four Five Six Street'), []);
  });
});

describe('findPlaces: library callers', () => {
  it('refuses a non-string text with a 400', () => {
    assert.throws(() => findPlaces(42 as unknown as string), (e: unknown) => (e as { status?: number }).status === 400 && hasCode('SC_TEXT_NOT_STRING')(e));
  });
});
