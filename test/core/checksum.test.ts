// The one checksum module (src/core/checksum.ts): published vectors per algorithm, the edge cases every
// caller relies on (test/core/one-home.test.ts guards against a second copy).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  gs1CheckDigit,
  gs1Valid,
  digitsOf,
  isDigits,
  isValidDate,
  iso7064Mod11_10Valid,
  luhnValid,
  mod11Complement,
  modDecimal,
  verhoeffValid,
  weightedSum,
} from '../../src/core/checksum.js';

describe('checksums', () => {
  it('Luhn accepts published numbers and rejects a changed digit', () => {
    assert.equal(luhnValid('79927398713'), true);
    assert.equal(luhnValid('79927398710'), false);
    assert.equal(luhnValid('4111111111111111'), true);
    assert.equal(luhnValid('8001015009087'), true);
    assert.equal(luhnValid('12a4'), false);
    assert.equal(luhnValid(''), false);
  });

  it('Luhn edge cases: only non-empty runs of ASCII digits can pass', () => {
    // '' used to be valid in the card detector's copy and invalid in the others: it is not a number.
    assert.equal(luhnValid(''), false);
    assert.equal(luhnValid('0'), true, 'a single 0 sums to 0');
    assert.equal(luhnValid('00'), true);
    assert.equal(luhnValid('18'), true, '1·2 + 8 = 10');
    assert.equal(luhnValid('59'), true, '5·2 = 10 → 1, + 9 = 10');
    assert.equal(luhnValid('91'), true, '9·2 = 18 → 9, + 1 = 10');
    assert.equal(luhnValid('19'), false);
    for (const notDigits of [' 79927398713', '79927398713 ', '7992-7398713', '٧٩٩٢٧٣٩٨٧١٣', '７９９２７３９８７１３', '79927398713\n', '+18']) {
      assert.equal(luhnValid(notDigits), false, JSON.stringify(notDigits));
    }
    // Every single-digit change of a valid number is caught (the property Luhn was designed for).
    const valid = '4111111111111111';
    for (let i = 0; i < valid.length; i++) {
      for (const d of '0123456789') {
        if (d === valid[i]) continue;
        assert.equal(luhnValid(valid.slice(0, i) + d + valid.slice(i + 1)), false, `position ${i} → ${d}`);
      }
    }
  });

  it('the other algorithms refuse the empty string and non-digits too', () => {
    for (const f of [iso7064Mod11_10Valid, verhoeffValid]) {
      assert.equal(f(''), false, f.name);
      assert.equal(f('33392005961 '), false, f.name);
    }
  });

  it('ISO 7064 MOD 11,10 matches the German and Croatian vectors', () => {
    assert.equal(iso7064Mod11_10Valid('36574261809'), true);
    assert.equal(iso7064Mod11_10Valid('36574261890'), false);
    assert.equal(iso7064Mod11_10Valid('33392005961'), true);
    assert.equal(iso7064Mod11_10Valid('33392005962'), false);
  });

  it('Verhoeff matches the textbook vector', () => {
    assert.equal(verhoeffValid('2363'), true);
    assert.equal(verhoeffValid('2364'), false);
    assert.equal(verhoeffValid('12340'), true);
  });

  it('mod 97 of a long decimal string equals BigInt arithmetic', () => {
    for (const s of ['295109912611193', '85073003328', '999999999999999999999']) {
      assert.equal(modDecimal(s, 97), Number(BigInt(s) % 97n));
    }
  });

  it('mod-11 complement maps 11 to 0 and 10 to "no digit"', () => {
    // NHS 943 476 5919: Σ = 299, 11 − 299 mod 11 = 9.
    assert.equal(mod11Complement('943476591', [10, 9, 8, 7, 6, 5, 4, 3, 2]), 9);
    assert.equal(mod11Complement('000000000', [10, 9, 8, 7, 6, 5, 4, 3, 2]), 0);
    // Σ = 1·10 + 1·2 = 12, remainder 1 → check would be 10: no valid digit.
    assert.equal(mod11Complement('100000001', [10, 9, 8, 7, 6, 5, 4, 3, 2]), -1);
  });

  it('dates, digits and weighted sums', () => {
    assert.equal(isValidDate(2000, 2, 29), true);
    assert.equal(isValidDate(1900, 2, 29), false);
    assert.equal(isValidDate(2023, 4, 31), false);
    assert.equal(isValidDate(2023, 13, 1), false);
    assert.equal(isDigits('0123'), true);
    assert.equal(isDigits('01 23'), false);
    assert.deepEqual(digitsOf('907'), [9, 0, 7]);
    assert.equal(weightedSum('123', [3, 2, 1]), 10);
  });
});

describe('GS1 check digits (EAN-13, UPC-A, ISBN-13)', () => {
  it('computes the check digit from the right, weights 3 and 1', () => {
    assert.equal(gs1CheckDigit('400638133393'), 1); // EAN-13 4006381333931
    assert.equal(gs1CheckDigit('03600029145'), 2); // UPC-A 036000291452
    assert.equal(gs1CheckDigit('978014118688'), 7); // ISBN-13 9780141186887
  });
  it('accepts the numbers whose last digit holds', () => {
    for (const n of ['4006381333931', '036000291452', '9780141186887']) assert.equal(gs1Valid(n), true, n);
  });
  it('refuses a wrong last digit, swapped neighbours, non-digits and too short a number', () => {
    for (const n of ['4006381333932', '4006381333391', '40063813339X1', ' 4006381333931', '7', '']) assert.equal(gs1Valid(n), false, n);
  });
});

