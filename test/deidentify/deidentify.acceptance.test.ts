// The acceptance case through the real detector registries.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deidentify } from '../../src/deidentify/index.js';

describe('deidentify with the shipped detectors', () => {
  it('masks the NIN, tokenizes the name and the phone, and records both', () => {
    const r = deidentify({ text: 'Adaeze Okonkwo, NIN 12345678901, +234 803 123 4567', jurisdiction: 'NG', backend: 'basic' });
    assert.ok(r.text.includes('[NIN]'), r.text);
    assert.match(r.text, /NAME_[0-9a-f]{8}/);
    assert.match(r.text, /PHONE_[0-9a-f]{8}/);
    assert.ok(!r.text.includes('12345678901') && !r.text.includes('803'));
    assert.match(r.record.name ?? '', /^NAME_[0-9a-f]{8}( NAME_[0-9a-f]{8})*$/);
    assert.match(r.record.phone ?? '', /^PHONE_[0-9a-f]{8}$/);
    assert.equal(r.record.national_id, undefined);
  });

  it('gives +234 803 123 4567 and 0803 123 4567 the same phone token', () => {
    const a = deidentify({ text: 'Call +234 803 123 4567 today.', jurisdiction: 'NG', backend: 'basic' });
    const b = deidentify({ text: 'Call 0803 123 4567 today.', jurisdiction: 'NG', backend: 'basic' });
    assert.ok(a.record.phone);
    assert.equal(a.record.phone, b.record.phone);
  });
});
