// The quick validity check (the plan's own type patterns) must never accept what libphonenumber's
// parser rejects, and must give the same E.164 number: checked on perturbed example numbers of every plan.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CountryCode, getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { quickValid } from '../../../src/detect/patterns/phone.js';
import { ALL_REGIONS, PLANS } from '../../../src/detect/patterns/phone-regions.js';

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('quick phone validity agrees with libphonenumber', () => {
  it('on 200 perturbed national numbers per plan', () => {
    const r = rng(1);
    let accepted = 0;
    for (const cc of ALL_REGIONS) {
      const plan = PLANS.get(cc)!;
      const national = getExampleNumber(cc as CountryCode, examples)!.formatNational().replace(/\D/g, '');
      for (let i = 0; i < 200; i++) {
        const digits = national.split('');
        const k = 1 + Math.floor(r() * (digits.length - 1));
        digits[k] = String(Math.floor(r() * 10));
        if (r() < 0.2) digits.splice(1 + Math.floor(r() * (digits.length - 1)), 1);
        const candidate = digits.join('');
        const quick = quickValid(candidate, plan);
        if (quick === null) continue;
        accepted++;
        const p = parsePhoneNumberFromString(candidate, cc as CountryCode);
        assert.ok(p?.isValid(), `${cc} ${candidate}`);
        assert.equal(quick, p!.number, `${cc} ${candidate}`);
      }
    }
    assert.ok(accepted > 1000, `only ${accepted} accepted`);
  });
});
