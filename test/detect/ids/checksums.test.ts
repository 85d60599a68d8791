import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  digitsOf,
  isDigits,
  isValidDate,
  iso7064Mod11_10Valid,
  luhnValid,
  mod11Complement,
  modDecimal,
  verhoeffValid,
  weightedSum,
} from '../../../src/detect/ids/checksums.js';

describe('checksums', () => {
  it('Luhn accepts published numbers and rejects a changed digit', () => {
    assert.equal(luhnValid('79927398713'), true);
    assert.equal(luhnValid('79927398710'), false);
    assert.equal(luhnValid('4111111111111111'), true);
    assert.equal(luhnValid('8001015009087'), true);
    assert.equal(luhnValid('12a4'), false);
    assert.equal(luhnValid(''), false);
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
