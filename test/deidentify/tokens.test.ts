import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { labelOf, normalizePhone, normalizeText, normalizeValue, tokenFor } from '../../src/deidentify/tokens.js';

describe('tokens', () => {
  it('labels a category by what follows PII-<n>-', () => {
    assert.deepEqual(['PII-2-NIN', 'PII-3-PHONE', 'PII-1-NAME', 'PII-2-DRIVERS_LICENCE', 'PII-8-IP_ADDRESS'].map(labelOf), ['NIN', 'PHONE', 'NAME', 'DRIVERS_LICENCE', 'IP_ADDRESS']);
  });

  it('is the first 8 hex of HMAC-SHA256(salt, label NUL value)', () => {
    const expected = createHmac('sha256', 'clinic-2026').update('NIN\u000012345678901').digest('hex').slice(0, 8);
    assert.equal(tokenFor('NIN', '12345678901', 'clinic-2026'), `NIN_${expected}`);
    assert.match(tokenFor('NIN', '12345678901', ''), /^NIN_[0-9a-f]{8}$/);
    assert.notEqual(tokenFor('NIN', '12345678901', ''), tokenFor('NIN', '12345678901', 'salt'));
    assert.notEqual(tokenFor('NIN', '1', ''), tokenFor('BVN', '1', ''));
  });

  it('keeps its published vectors (changing one is a breaking change)', () => {
    assert.equal(tokenFor('PHONE', '+2348031234567', ''), 'PHONE_e2396f93');
    assert.equal(tokenFor('NAME', 'adaeze', ''), 'NAME_cb04c61d');
    assert.equal(tokenFor('EMAIL', 'adaeze@example.com', ''), 'EMAIL_533a1104');
    assert.equal(tokenFor('NIN', '12345678901', 'clinic-2026'), 'NIN_c88a5564');
  });

  it('normalises phones to E.164 with the jurisdiction as default region', () => {
    assert.equal(normalizePhone('0803 123 4567', 'NG'), '+2348031234567');
    assert.equal(normalizePhone('+234 803 123 4567', 'NG'), '+2348031234567');
    assert.equal(normalizePhone('+234 803 123 4567', 'GB'), '+2348031234567');
    assert.equal(normalizePhone('07700 900123', 'GB'), '+447700900123');
    assert.equal(normalizePhone('+2348031234567', 'EU'), '+2348031234567');
  });

  it('lower-cases emails, strips and upper-cases ids, folds names', () => {
    assert.equal(normalizeValue('PII-3-EMAIL', ' Ada@Example.COM ', 'NG'), 'ada@example.com');
    assert.equal(normalizeValue('PII-2-KRA_PIN', 'a123-456 789z', 'KE'), 'A123456789Z');
    assert.equal(normalizeValue('PII-2-NIN', 'x', 'NG', '123 456'), '123456');
    assert.equal(normalizeText('  ＡＤＡＥＺＥ   Okonkwo '), 'adaeze okonkwo');
  });
});
