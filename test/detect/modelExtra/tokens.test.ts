import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { throwsDataFile } from '../../helpers/dataFile.js';
import { chunkText } from '../../../src/detect/modelExtra/chunks.js';
import { DEFAULT_LABEL_MAP, parseLabelMap } from '../../../src/detect/modelExtra/labelMap.js';
import { type TokenEntity, tokensToSpans } from '../../../src/detect/modelExtra/tokens.js';
import { type FakeOptions, tag } from './fakeTransformers.js';

const LEX = { Adaeze: 'PER', Okonkwo: 'PER', Lagos: 'LOC', Zenith: 'ORG', Bank: 'ORG', 'ada@example.com': 'EMAIL' };
const TEXT = 'Adaeze Okonkwo of Zenith Bank moved to Lagos; mail ada@example.com today.';

function spans(text: string, o: Partial<FakeOptions> = {}, minScore?: number) {
  const opts: FakeOptions = { lexicon: LEX, style: 'wordpiece', offsets: false, ...o };
  return tokensToSpans(text, tag(text, opts), DEFAULT_LABEL_MAP, { minScore }).map((s) => ({
    text: text.slice(s.start, s.end),
    label: s.label,
    category: s.category,
    entityType: s.entityType,
  }));
}

const EXPECTED = [
  { text: 'Adaeze Okonkwo', label: 'PER', category: 'PII-1-NAME', entityType: 'PERSON' },
  { text: 'Zenith Bank', label: 'ORG', category: null, entityType: 'ORGANIZATION' },
  { text: 'Lagos', label: 'LOC', category: 'PII-4-LOCATION', entityType: 'LOCATION' },
  { text: 'ada@example.com', label: 'EMAIL', category: 'PII-3-EMAIL', entityType: 'EMAIL' },
];

describe('tokensToSpans', () => {
  for (const style of ['wordpiece', 'sentencepiece'] as const) {
    for (const offsets of [false, true]) {
      it(`merges BIO tokens into spans (${style}, ${offsets ? 'with' : 'without'} offsets)`, () => {
        assert.deepEqual(spans(TEXT, { style, offsets }), EXPECTED);
      });
    }
  }

  it('aggregates the IO scheme (bare labels) the same way', () => {
    assert.deepEqual(spans(TEXT, { scheme: 'io' }), EXPECTED);
  });

  it('aligns an uncased model (lower-cased words) to the original text', () => {
    assert.deepEqual(spans(TEXT, { uncased: true }), EXPECTED);
  });

  it('puts spans after an emoji at the right UTF-16 index, with and without code-point offsets', () => {
    const text = '🩺😀 Adaeze Okonkwo 🇳🇬 Lagos';
    for (const offsets of [false, true]) {
      for (const style of ['wordpiece', 'sentencepiece'] as const) {
        const got = tokensToSpans(text, tag(text, { lexicon: LEX, style, offsets }), DEFAULT_LABEL_MAP);
        assert.deepEqual(
          got.map((s) => [s.start, s.end, text.slice(s.start, s.end)]),
          [
            [5, 19, 'Adaeze Okonkwo'],
            [25, 30, 'Lagos'],
          ],
        );
      }
    }
  });

  it('reads offsets as UTF-16 when told', () => {
    const text = '😀 Lagos';
    const items: TokenEntity[] = [{ entity: 'B-LOC', score: 0.9, index: 2, word: 'Lagos', start: 3, end: 8 }];
    assert.equal(tokensToSpans(text, items, DEFAULT_LABEL_MAP, { offsetUnit: 'utf16' })[0]!.start, 3);
    // The same numbers as code points point one unit further; invalid ones fall back to alignment.
    const cp: TokenEntity[] = [{ entity: 'B-LOC', score: 0.9, index: 2, word: 'Lagos', start: 2, end: 7 }];
    assert.equal(tokensToSpans(text, cp, DEFAULT_LABEL_MAP)[0]!.start, 3);
  });

  it('averages token scores and drops spans under the threshold', () => {
    const text = 'Adaeze Okonkwo went to Lagos.';
    const items = tag(text, { lexicon: LEX, style: 'wordpiece', offsets: false, score: { Adaeze: 0.9, Okonkwo: 0.5, Lagos: 0.4 } });
    const got = tokensToSpans(text, items, DEFAULT_LABEL_MAP, { minScore: 0.5 });
    assert.equal(got.length, 1);
    assert.equal(text.slice(got[0]!.start, got[0]!.end), 'Adaeze Okonkwo');
    // Adaeze = 2 pieces at 0.9, Okonkwo = 2 pieces at 0.5.
    assert.equal(got[0]!.confidence, 0.7);
    assert.equal(tokensToSpans(text, items, DEFAULT_LABEL_MAP, { minScore: 0.8 }).length, 0);
  });

  it('starts a new span at B-, at a type change and at a gap in token indices', () => {
    const text = 'Ann Bo Lagos Cy';
    const items: TokenEntity[] = [
      { entity: 'B-PER', score: 0.9, index: 1, word: 'Ann' },
      { entity: 'B-PER', score: 0.9, index: 2, word: 'Bo' },
      { entity: 'I-LOC', score: 0.9, index: 3, word: 'Lagos' },
      { entity: 'I-PER', score: 0.9, index: 5, word: 'Cy' },
    ];
    const got = tokensToSpans(text, items, DEFAULT_LABEL_MAP).map((s) => text.slice(s.start, s.end));
    assert.deepEqual(got, ['Ann', 'Bo', 'Lagos', 'Cy']);
  });

  it('keeps a subword continuation in its word even when its label differs', () => {
    const text = 'Okonkwo';
    const items: TokenEntity[] = [
      { entity: 'B-PER', score: 0.9, index: 1, word: 'Okon' },
      { entity: 'B-LOC', score: 0.9, index: 2, word: '##kwo' },
    ];
    const got = tokensToSpans(text, items, DEFAULT_LABEL_MAP);
    assert.deepEqual(got.map((s) => [s.start, s.end, s.label]), [[0, 7, 'PER']]);
  });

  it('joins a marker-less piece that touches its word (decoded SentencePiece), even labelled B-', () => {
    const text = 'Dr Okonkwo, Lagos';
    const items: TokenEntity[] = [
      { entity: 'B-PER', score: 0.9, index: 2, word: 'Okon' },
      { entity: 'B-PER', score: 0.9, index: 3, word: 'kwo' },
      { entity: 'B-LOC', score: 0.9, index: 5, word: 'Lagos' },
    ];
    assert.deepEqual(tokensToSpans(text, items, DEFAULT_LABEL_MAP).map((s) => [text.slice(s.start, s.end), s.label]), [
      ['Okonkwo', 'PER'],
      ['Lagos', 'LOC'],
    ]);
  });

  it('aligns repeated words left to right and skips unknown tokens and labels', () => {
    const text = 'Lagos to Lagos';
    const items: TokenEntity[] = [
      { entity: 'B-LOC', score: 0.9, index: 1, word: 'Lagos' },
      { entity: 'B-FOO', score: 0.9, index: 2, word: 'to' },
      { entity: 'B-LOC', score: 0.9, index: 3, word: '[UNK]' },
      { entity: 'B-LOC', score: 0.9, index: 4, word: 'Lagos' },
      { entity: 'O', score: 0.9, index: 5, word: 'x' },
    ];
    assert.deepEqual(tokensToSpans(text, items, DEFAULT_LABEL_MAP).map((s) => [s.start, s.end]), [[0, 5], [9, 14]]);
  });

  it('maps the CoNLL and PII label sets, MISC to nothing', () => {
    const text = 'Ann Bo Cy Di Ed';
    const labels = ['PER', 'TELEPHONENUM', 'STREET', 'DATE_OF_BIRTH', 'MISC'];
    const items = labels.map((l, i) => ({ entity: `B-${l}`, score: 0.9, index: i + 1, word: text.split(' ')[i]! }));
    assert.deepEqual(
      tokensToSpans(text, items, DEFAULT_LABEL_MAP).map((s) => s.category),
      ['PII-1-NAME', 'PII-3-PHONE', 'PII-4-ADDRESS', 'PII-1-DOB'],
    );
  });
});

describe('label map', () => {
  it('the shipped labels.json is valid and maps the common label sets', () => {
    for (const l of ['PER', 'LOC', 'ORG', 'MISC', 'NAME', 'FIRSTNAME', 'LASTNAME', 'EMAIL', 'PHONE_NUMBER', 'TELEPHONENUM', 'STREET', 'ADDRESS', 'CITY', 'DATE_OF_BIRTH', 'IBAN', 'CREDIT_CARD']) {
      assert.ok(DEFAULT_LABEL_MAP.has(l), l);
    }
    assert.deepEqual(DEFAULT_LABEL_MAP.get('ORG'), { category: null, entityType: 'ORGANIZATION' });
    assert.deepEqual(DEFAULT_LABEL_MAP.get('IBAN'), { category: 'PII-5-BANK_ACCOUNT', entityType: 'BANK_ACCOUNT' });
  });

  it('rejects malformed maps naming the file and the JSON path of the entry', () => {
    const f = 'label map';
    throwsDataFile(() => parseLabelMap({}), f, '/', 'DF_REQUIRED');
    throwsDataFile(() => parseLabelMap({ labels: {} }), f, '/labels', 'DF_MIN_PROPERTIES');
    throwsDataFile(() => parseLabelMap({ labels: { per: { category: null, entity_type: 'PERSON' } } }), f, '/labels/per', 'DF_NOT_KNOWN_FIELD');
    throwsDataFile(() => parseLabelMap({ labels: { PER: { category: 'NAME', entity_type: 'PERSON' } } }), f, '/labels/PER/category', 'DF_TYPE');
    throwsDataFile(() => parseLabelMap({ labels: { PER: { category: 'PII-1-NAME', entity_type: 'HUMAN' } } }), f, '/labels/PER/entity_type', 'DF_TYPE');
    throwsDataFile(() => parseLabelMap({ labels: { PER: 'PII-1-NAME' } }), f, '/labels/PER', 'DF_TYPE');
    assert.equal(parseLabelMap({ labels: { PER: { category: 'PII-1-NAME', entity_type: null } } }).get('PER')!.entityType, null);
  });

  it('a broken copy of the shipped labels.json is refused naming the file and the entry', () => {
    const file = 'detect/modelExtra/labels.json';
    const copy = JSON.parse(readFileSync(new URL(`../../../src/${file}`, import.meta.url), 'utf8'));
    copy.labels.LOC.category = 'PII-9-LOCATION';
    throwsDataFile(() => parseLabelMap(copy, file), file, '/labels/LOC/category', 'DF_TYPE');
  });
});

describe('chunkText', () => {
  it('cuts at whitespace, covers the whole text and never splits a surrogate pair', () => {
    const text = 'alpha beta gamma\ndelta 😀😀😀😀 epsilon';
    for (const max of [1, 3, 7, 12, 100]) {
      const chunks = chunkText(text, max);
      assert.equal(chunks.map((c) => c.text).join(''), text);
      for (const c of chunks) {
        assert.equal(text.slice(c.offset, c.offset + c.text.length), c.text);
        assert.ok(!/^[\uDC00-\uDFFF]/.test(c.text), `max ${max}`);
        if (max >= 7) assert.ok(c.text.length <= max);
      }
    }
    assert.deepEqual(chunkText('alpha beta', 8).map((c) => c.text), ['alpha ', 'beta']);
    assert.throws(() => chunkText('x', 0), RangeError);
  });
});
