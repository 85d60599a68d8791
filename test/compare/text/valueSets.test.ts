// The indexed set agreement of phones and e-mails gives what the all-pairs search with the comparators
// gives, on generated sets mixing international, national and country-less numbers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareEmails } from '../../../src/compare/comparators/email.js';
import { comparePhones } from '../../../src/compare/comparators/phone.js';
import { bestEmail, bestPhone } from '../../../src/compare/text/valueSets.js';

function allPairs(xs: readonly string[], ys: readonly string[], cmp: (a: string, b: string) => number): [number, string] | null {
  if (xs.length === 0 || ys.length === 0) return null;
  let top: [number, string] = [0, xs[0] as string];
  for (const x of xs) for (const y of ys) if (cmp(x, y) > top[0]) top = [cmp(x, y), x];
  return top;
}

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** One subscriber number written in the ways texts write it, and a few that are no phone at all. */
const SUBSCRIBERS = ['8035557890', '7123456789', '2079460000', '2025550123', '712345678'];
const FORMS = [
  (n: string) => `+234${n}`,
  (n: string) => `0${n}`,
  (n: string) => `00234${n}`,
  (n: string) => `+254${n.slice(1)}`,
  (n: string) => `0${n.slice(1)}`,
  (n: string) => `+44${n}`,
  (n: string) => `+1${n}`,
  (n: string) => `+800${n.slice(0, 8)}`,
  (n: string) => n.slice(0, 4),
  (n: string) => `+${n.slice(0, 3)}`,
  // A reserved range (Ofcom's 07700 900xxx): the plan names no country for it.
  (n: string) => `+44 7700 900${n.slice(-3)}`,
  (n: string) => `07700 900${n.slice(-3)}`,
];

describe('set agreement', () => {
  it('phones: the indexed lookup finds exactly the full agreements of the all-pairs comparator search (2000 generated pairs of sets)', () => {
    const r = rng(7);
    const pick = () => (FORMS[Math.floor(r() * FORMS.length)] as (n: string) => string)(SUBSCRIBERS[Math.floor(r() * SUBSCRIBERS.length)] as string);
    for (let i = 0; i < 2000; i += 1) {
      const xs = Array.from({ length: Math.floor(r() * 4) }, pick);
      const ys = Array.from({ length: Math.floor(r() * 4) }, pick);
      assert.deepEqual(bestPhone(xs, ys), allPairs(xs, ys, (a, b) => ((comparePhones(a, b)?.sim ?? 0) === 1 ? 1 : 0)), JSON.stringify([xs, ys]));
    }
  });

  it('e-mails: equal after trimming and lower-casing, first agreeing value of side A', () => {
    const xs = ['a@x.org', ' Ada@Example.com ', 'b@x.org'];
    assert.deepEqual(bestEmail(xs, ['ada@example.com', 'B@X.ORG']), allPairs(xs, ['ada@example.com', 'B@X.ORG'], (a, b) => ((compareEmails(a, b)?.sim ?? 0) === 1 ? 1 : 0)));
    assert.deepEqual(bestEmail(xs, ['c@x.org']), [0, 'a@x.org']);
    assert.equal(bestEmail([], ['c@x.org']), null);
    assert.deepEqual(bestEmail([''], ['']), [0, ''], 'empty values never agree');
  });

  it('e-mails: a plus tag names the same mailbox, as the comparator says', () => {
    const xs = ['ada+kyc@example.com', 'b-shop@x.org'];
    const ys = ['b@x.org', 'Ada@Example.com'];
    assert.deepEqual(bestEmail(xs, ys), [1, 'ada+kyc@example.com']);
    assert.deepEqual(bestEmail(xs, ys), allPairs(xs, ys, (a, b) => ((compareEmails(a, b)?.sim ?? 0) === 1 ? 1 : 0)));
    assert.deepEqual(bestEmail(['b-shop@x.org'], ['b@x.org']), [0, 'b-shop@x.org']);
  });

  it('answers sets of 20,000 values each without comparing every pair', () => {
    // Not a timing assertion: with all pairs this would be 4e8 comparator calls and not finish.
    const xs = Array.from({ length: 20_000 }, (_, i) => `user${i}@example.org`);
    const ys = Array.from({ length: 20_000 }, (_, i) => `other${i}@example.org`);
    assert.deepEqual(bestEmail(xs, [...ys, 'user19999@example.org']), [1, 'user19999@example.org']);
    const px = Array.from({ length: 20_000 }, (_, i) => `+23480${String(10_000_000 + i)}`);
    const py = Array.from({ length: 20_000 }, (_, i) => `070${String(10_000_000 + i)}`);
    assert.deepEqual(bestPhone(px, py), [0, px[0]]);
  });
});
