// The UNER reading shared by bench/detect-accuracy-uner.ts and `train:ner --dev-check`: persons and places
// as PER and LOC, an address as its named places (UNER's granularity) or, beside it, as one LOC span.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { unerSpans } from '../../bench/detect-accuracy-uner.js';
import { detectSpans } from '../../src/detect/pipeline.js';

const read = (text: string, reading: 'places' | 'whole') =>
  unerSpans(text, detectSpans(text, { jurisdiction: 'EU', backend: 'basic' }), reading).map((s) => [s.type, text.slice(s.start, s.end)]);

describe('UNER reading of our findings', () => {
  it('reads an address as its town, region and country, never its street, number or postcode', () => {
    const text = 'Mail Ama Owusu at 4783 Bay Rd Saginaw, Michigan 48604 before Friday.';
    assert.deepEqual(read(text, 'places'), [
      ['PER', 'Ama Owusu'],
      ['LOC', 'Saginaw'],
      ['LOC', 'Michigan'],
    ]);
    assert.deepEqual(read(text, 'whole'), [
      ['PER', 'Ama Owusu'],
      ['LOC', '4783 Bay Rd Saginaw, Michigan 48604'],
    ]);
  });

  it('a street alone holds no named place', () => {
    const text = 'The office moved to 220 South Michigan Ave last year.';
    assert.deepEqual(read(text, 'places'), []);
    assert.deepEqual(read(text, 'whole'), [['LOC', '220 South Michigan Ave']]);
  });
});
