import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ParseFailure } from '../../src/documents/parsers/failure.js';
import { decodeText } from '../../src/documents/parsers/text.js';

const SAMPLE = '😀 Adesola Okonkwo, NIN 12345678901 — Zoë';

function utf16be(s: string): Buffer {
  const le = Buffer.from(s, 'utf16le');
  const be = Buffer.alloc(le.length);
  for (let i = 0; i < le.length; i += 2) {
    be[i] = le[i + 1] as number;
    be[i + 1] = le[i] as number;
  }
  return be;
}

test('UTF-8 with and without a BOM', () => {
  assert.equal(decodeText(Buffer.from(SAMPLE, 'utf8')), SAMPLE);
  assert.equal(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SAMPLE, 'utf8')])), SAMPLE);
});

test('UTF-16 LE and BE by their byte-order marks', () => {
  assert.equal(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SAMPLE, 'utf16le')])), SAMPLE);
  assert.equal(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(SAMPLE)])), SAMPLE);
});

test('invalid bytes are a parse failure, not a guess', () => {
  assert.throws(() => decodeText(Buffer.from([0x41, 0xc3, 0x28, 0x42])), (e: unknown) => e instanceof ParseFailure && e.code === 'SC_PARSE_TEXT_INVALID');
  assert.throws(() => decodeText(Buffer.from([0xff, 0xfe, 0x41])), (e: unknown) => e instanceof ParseFailure && e.code === 'SC_PARSE_TEXT_TRUNCATED');
  assert.throws(() => decodeText(Buffer.from([0xff, 0xfe, 0x00, 0xdc])), (e: unknown) => e instanceof ParseFailure && e.code === 'SC_PARSE_TEXT_INVALID' && e.message.includes('UTF-16LE'));
});
