// The registry the pipeline consumes: names, categories, universal scope, and behaviour on a mixed text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as patternsIndex from '../../../src/detect/patterns/index.js';
import { patternDetectors } from '../../../src/detect/patterns/index.js';
import { EMOJI } from './helpers.js';

const KNOWN = new Set(['PII-1-DOB', 'PII-2-DID', 'PII-3-PHONE', 'PII-3-EMAIL', 'PII-4-ADDRESS', 'PII-5-BANK_ACCOUNT', 'PII-5-CARD', 'PII-5-CRYPTO_WALLET', 'PII-8-DEVICE_ID', 'PII-8-IP_ADDRESS']);

describe('patternDetectors', () => {
  it('is all index.ts exports: finders are imported from their detector files (issue 14, no dead re-exports)', () => {
    assert.deepEqual(Object.keys(patternsIndex), ['patternDetectors']);
  });
  it('has unique names and applies everywhere', () => {
    const names = patternDetectors.map((d) => d.name);
    assert.equal(new Set(names).size, names.length);
    assert.ok(patternDetectors.every((d) => d.countries.length === 0));
    for (const n of ['phone_libphonenumber', 'email', 'ip', 'iban', 'card', 'dob', 'addr_parser', 'digital_id', 'device_id']) assert.ok(names.includes(n), n);
  });
  it('finds every family in one note, with valid spans, after an emoji', () => {
    const text =
      `${EMOJI}Adaeze Okonkwo (DOB 12/03/1985) of 12 Aminu Kano Crescent, Wuse, Abuja, phone +234 803 123 4567, ` +
      'mail adaeze@example.ng, IBAN GB82 WEST 1234 5698 7654 32, card 4111 1111 1111 1111, from 10.0.0.7.';
    const spans = patternDetectors.flatMap((d) => d.detect(text, { jurisdiction: 'NG' }));
    const categories = new Set(spans.map((s) => s.category));
    for (const c of ['PII-1-DOB', 'PII-3-PHONE', 'PII-3-EMAIL', 'PII-4-ADDRESS', 'PII-5-BANK_ACCOUNT', 'PII-5-CARD', 'PII-8-IP_ADDRESS']) assert.ok(categories.has(c), c);
    for (const s of spans) {
      assert.ok(KNOWN.has(s.category), s.category);
      assert.ok(Number.isInteger(s.start) && Number.isInteger(s.end) && s.start >= 0 && s.end <= text.length && s.start < s.end);
      assert.ok(s.confidence > 0 && s.confidence <= 1);
      assert.match(s.detector, /^rule:[a-z0-9_]+$/);
    }
    const phone = spans.find((s) => s.category === 'PII-3-PHONE')!;
    assert.equal(text.slice(phone.start, phone.end), '+234 803 123 4567');
  });
  it('returns fresh span objects on every call', () => {
    const text = 'mail a@example.com';
    const email = patternDetectors.find((d) => d.name === 'email')!;
    const first = email.detect(text, { jurisdiction: null });
    first[0]!.start = 99;
    assert.equal(email.detect(text, { jurisdiction: null })[0]!.start, 5);
  });
  it('finds nothing in prose without personal data', () => {
    const text = 'The committee met in 2019 and approved version 2.4.1 of the plan; 45% of 1,200 members voted on 12.05.2024.';
    const spans = patternDetectors.flatMap((d) => d.detect(text, { jurisdiction: 'DE' }));
    assert.deepEqual(spans, []);
  });
});
