import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found, refused, run, validated } from './helpers.js';

describe('United Kingdom identifiers', () => {
  it('National Insurance number with and without spaces', () => {
    assert.deepEqual(found('GB', 'NI number AB123456C', 'gb_nino'), ['AB123456C']);
    assert.deepEqual(found('GB', 'her NINO is ab 12 34 56 d.', 'gb_nino'), ['ab 12 34 56 d']);
    assert.equal(run('GB', 'NINO ab 12 34 56 d')[0]!.normalized, 'AB123456D');
  });

  it('prefix and suffix rules reject impossible numbers', () => {
    for (const bad of ['QQ123456C', 'DA123456C', 'AO123456C', 'GB123456A', 'NK123456A', 'TN123456A', 'AB123456E']) {
      assert.deepEqual(validated('GB', `NI number ${bad}`), [], bad);
    }
  });

  it('NHS number: mod 11 and a cue', () => {
    assert.deepEqual(found('GB', 'NHS number 943 476 5919', 'gb_nhs'), ['943 476 5919']);
    assert.equal(run('GB', 'NHS No: 9434765919')[0]!.category, 'PII-2-NHS');
    assert.deepEqual(validated('GB', 'NHS number 943 476 5918'), [], 'check digit wrong');
    // ... but a cued value is never dropped: reported with the reason, below every validated band.
    assert.deepEqual(refused('GB', 'NHS number 943 476 5918'), ['943 476 5918 rule:gb_nhs:cued:check-failed']);
    assert.equal(run('GB', 'NHS number 943 476 5918')[0]!.confidence, 0.5);
    assert.deepEqual(found('GB', 'call 943 476 5919'), [], 'no cue');
  });

  it('an emoji before the span', () => {
    const text = '📞 NHS 943-476-5919';
    const [nhs] = run('GB', text);
    assert.equal(nhs!.text, '943-476-5919');
    assert.equal(nhs!.start, 7);
  });
});
