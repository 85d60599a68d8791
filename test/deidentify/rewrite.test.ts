import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildRecord, recordField } from '../../src/deidentify/record.js';
import { generalize, rewriteText } from '../../src/deidentify/rewrite.js';
import { asCodePointOffset } from '../../src/core/offsets.js';
import { tokenFor } from '../../src/deidentify/tokens.js';
import type { FoundSpan } from '../../src/detect/pipeline.js';
import type { Action } from '../../src/jurisdiction/statutes.js';

function span(category: string, utf16Start: number, utf16End: number, normalized?: string): FoundSpan {
  return { category, start: asCodePointOffset(utf16Start), end: asCodePointOffset(utf16End), utf16Start, utf16End, confidence: 0.9, detector: 'rule:t', citation: 'c', ...(normalized ? { normalized } : {}) };
}
const opts = { salt: '', jurisdiction: 'NG' };

describe('generalize', () => {
  it('keeps the year of a date and the network of an IP; an address without a place is not reduced', () => {
    assert.equal(generalize('PII-1-DOB', '1985-03-12'), '1985');
    assert.equal(generalize('PII-1-DOB', '12 March 1985'), '1985');
    assert.equal(generalize('PII-8-IP_ADDRESS', '192.168.10.77'), '192.168.10.0/24');
    assert.equal(generalize('PII-8-IP_ADDRESS', '2001:db8::1'), '2001:db8:0::/48');
    assert.equal(generalize('PII-4-ADDRESS', '12 Maple Street'), null);
  });
});

describe('rewriteText', () => {
  it('applies mask, drop, retain, generalize and tokenize', () => {
    const text = 'A 12345678901 B x@y.io C Lagos D 10.0.0.5 E 4111';
    const acted: { span: FoundSpan; action: Action }[] = [
      { span: span('PII-2-NIN', 2, 13), action: 'mask' },
      { span: span('PII-3-EMAIL', 16, 22), action: 'tokenize' },
      { span: span('PII-4-LOCATION', 25, 30), action: 'retain' },
      { span: span('PII-8-IP_ADDRESS', 33, 41), action: 'generalize' },
      { span: span('PII-5-CARD', 44, 48), action: 'drop' },
    ];
    const { text: out } = rewriteText(text, acted, opts);
    assert.equal(out, `A [NIN] B ${tokenFor('EMAIL', 'x@y.io', '')} C Lagos D 10.0.0.0/24 E `);
  });

  it('rewrites an overlapping group once, with the most protective action and the widest label', () => {
    const text = 'at 12 Maple Street, Lagos.';
    const acted: { span: FoundSpan; action: Action }[] = [
      { span: span('PII-4-ADDRESS', 3, 25), action: 'generalize' },
      { span: span('PII-4-LOCATION', 20, 25), action: 'retain' },
      { span: span('PII-1-NAME', 6, 11), action: 'tokenize' },
    ];
    const { text: out, rewrites } = rewriteText(text, acted, opts);
    assert.equal(out, `at ${tokenFor('ADDRESS', '12 maple street, lagos', '')}.`);
    assert.deepEqual(rewrites.map((r) => [r.category, r.action]), [['PII-4-ADDRESS', 'tokenize']]);
    const masked = rewriteText(text, [...acted, { span: span('PII-2-NIN', 22, 30), action: 'mask' }], opts);
    assert.equal(masked.text, 'at [ADDRESS]');
  });

  it('gives each word of a name its own token and keeps the separators', () => {
    const { text, rewrites } = rewriteText('Dr Adaeze  Okonkwo!', [{ span: span('PII-1-NAME', 3, 18), action: 'tokenize' }], opts);
    const a = tokenFor('NAME', 'adaeze', '');
    const o = tokenFor('NAME', 'okonkwo', '');
    assert.equal(text, `Dr ${a}  ${o}!`);
    assert.deepEqual(rewrites[0]!.tokens, [a, o]);
  });

  it('uses the detector normalised value when the span is the whole group', () => {
    const { text } = rewriteText('id 1234-5678', [{ span: span('PII-2-NIN', 3, 12, '12345678'), action: 'tokenize' }], opts);
    assert.equal(text, `id ${tokenFor('NIN', '12345678', '')}`);
  });

  it('slices by UTF-16 offsets so astral characters before a span survive', () => {
    const text = '😀 NIN 12345678901';
    const { text: out } = rewriteText(text, [{ span: { ...span('PII-2-NIN', 7, 18), start: asCodePointOffset(6), end: asCodePointOffset(17) }, action: 'mask' }], opts);
    assert.equal(out, '😀 NIN [NIN]');
  });
});

describe('record', () => {
  it('maps categories to lower-case fields, national ids included, companies and places not', () => {
    assert.equal(recordField('PII-1-NAME'), 'name');
    assert.equal(recordField('PII-3-PHONE'), 'phone');
    assert.equal(recordField('PII-2-NIN'), 'national_id');
    assert.equal(recordField('PII-2-NATIONAL_ID'), 'national_id');
    assert.equal(recordField('PII-2-RC'), null);
    assert.equal(recordField('PII-4-LOCATION'), null);
  });

  it('keeps only tokenized values, joining distinct tokens of one field in text order', () => {
    const rec = buildRecord([
      { category: 'PII-1-NAME', action: 'tokenize', tokens: ['NAME_1', 'NAME_2'] },
      { category: 'PII-2-NIN', action: 'mask', tokens: [] },
      { category: 'PII-3-PHONE', action: 'tokenize', tokens: ['PHONE_1'] },
      { category: 'PII-1-NAME', action: 'tokenize', tokens: ['NAME_2', 'NAME_3'] },
      { category: 'PII-3-PHONE', action: 'tokenize', tokens: ['PHONE_1'] },
    ]);
    assert.deepEqual(rec, { name: 'NAME_1 NAME_2 NAME_3', phone: 'PHONE_1' });
    assert.deepEqual(Object.keys(rec), ['name', 'phone']);
  });
});
