// The quick validity check (the plan's own type patterns) must never accept what libphonenumber's
// parser rejects, and must give the same E.164 number: checked on perturbed example numbers of every plan.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CountryCode, getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { quickValid } from '../../../src/detect/patterns/phone.js';
import { ALL_REGIONS, PLANS } from '../../../src/detect/patterns/phone-regions.js';
import { seededRng as rng } from '../../../bench/lib/rng.js';


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
