// The UNER reading shared by bench/detect-accuracy-uner.ts and `train:ner --dev-check`: persons and places
// as PER and LOC, an address as its named places (UNER's granularity) or, beside it, as one LOC span.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sentenceSpans, unerDocuments, unerSpans } from '../../bench/detect-accuracy-uner.js';
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

  it('groups consecutive sentences of one document into one text, one per line, and gives spans back to each sentence', () => {
    const docs = unerDocuments([
      { text: 'Kelly Mensah called.', spans: [], doc: 'a' },
      { text: 'Mensah wrote again.', spans: [], doc: 'a' },
      { text: 'Nice shop.', spans: [], doc: 'b' },
      { text: 'No document.', spans: [] },
      { text: 'None either.', spans: [] },
    ]);
    assert.deepEqual(
      docs.map((d) => [d.text, d.offsets]),
      [
        ['Kelly Mensah called.\nMensah wrote again.', [0, 21]],
        ['Nice shop.', [0]],
        ['No document.', [0]],
        ['None either.', [0]],
      ],
    );
    const spans = [
      { type: 'PER', start: 0, end: 12 },
      { type: 'PER', start: 21, end: 27 },
    ];
    assert.deepEqual(sentenceSpans(docs[0]!, spans), [[{ type: 'PER', start: 0, end: 12 }], [{ type: 'PER', start: 0, end: 6 }]]);
  });
});
