import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { luhnValid } from '../../../src/core/checksum.js';
import { cardBrand, cardDetector } from '../../../src/detect/patterns/card.js';
import { ibanDetector, isValidIban } from '../../../src/detect/patterns/iban.js';
import { covered, EMOJI, withLuhn } from './helpers.js';

const ctx = { jurisdiction: 'GB' };

describe('IBAN detector', () => {
  it('finds spaced, compact and lower-case IBANs and normalises them', () => {
    const text = 'Pay GB82 WEST 1234 5698 7654 32 or DE89370400440532013000, or nl91abna0417164300 and NO93 8601 1117 947 TODAY.';
    const spans = ibanDetector.detect(text, ctx);
    assert.deepEqual(covered(text, spans), ['GB82 WEST 1234 5698 7654 32', 'DE89370400440532013000', 'nl91abna0417164300', 'NO93 8601 1117 947']);
    assert.deepEqual(spans.map((s) => s.normalized), ['GB82WEST12345698765432', 'DE89370400440532013000', 'NL91ABNA0417164300', 'NO9386011117947']);
    assert.ok(spans.every((s) => s.category === 'PII-5-BANK_ACCOUNT' && s.confidence === 0.95));
    assert.equal(spans[0]!.metadata?.country, 'GB');
  });
  it('rejects a mod-97-invalid IBAN and wrong lengths', () => {
    assert.equal(isValidIban('GB82 WEST 1234 5698 7654 33'), false);
    assert.equal(isValidIban('GB82WEST1234569876543'), false);
    for (const text of ['GB82 WEST 1234 5698 7654 33', 'XX82WEST12345698765432', 'DE8937040044053201300', 'ORDER AB12 CDEF 1234 5678 90']) {
      assert.deepEqual(ibanDetector.detect(text, ctx), [], text);
    }
  });
  it('reports repeats and UTF-16 offsets after an emoji', () => {
    const text = `${EMOJI}IBAN FR14 2004 1010 0505 0001 3M02 606 / FR1420041010050500013M02606`;
    const spans = ibanDetector.detect(text, ctx);
    assert.equal(spans.length, 2);
    assert.equal(spans[0]!.start, text.indexOf('FR14'));
    assert.equal(spans[0]!.normalized, spans[1]!.normalized);
  });
});

describe('payment card detector', () => {
  it('finds each brand, spaced, dashed or compact, with its brand', () => {
    const cards: [string, string][] = [
      ['4111 1111 1111 1111', 'visa'],
      ['5555-5555-5555-4444', 'mastercard'],
      [withLuhn('222300312200322'), 'mastercard'],
      ['3782 822463 10005', 'amex'],
      ['6011111111111117', 'discover'],
      ['3530 1113 3330 0000', 'jcb'],
      ['3056 930902 5904', 'diners'],
      [withLuhn('620000000000000'), 'unionpay'],
      [withLuhn('506099000000000'), 'verve'],
      [withLuhn('63040000000'), 'maestro'],
    ];
    for (const [number, brand] of cards) {
      const text = `Card: ${number}.`;
      const spans = cardDetector.detect(text, ctx);
      assert.deepEqual(covered(text, spans), [number], number);
      assert.equal(spans[0]!.metadata?.brand, brand, number);
      assert.equal(spans[0]!.normalized, number.replace(/\D/g, ''));
      assert.equal(spans[0]!.category, 'PII-5-CARD');
    }
  });
  it('rejects Luhn-invalid numbers, unknown ranges and wrong lengths', () => {
    assert.equal(luhnValid('4111111111111112'), false);
    assert.equal(cardBrand(withLuhn('990000000000000')), null);
    assert.equal(cardBrand(withLuhn('3400000000000')), null); // Amex needs 15 digits
    for (const text of ['4111 1111 1111 1112', '4111-1111 1111-1111', withLuhn('999999999999999'), '41 11 11 11 11 11 11 11', '4111 1111 1111 111 1', '4111  1111 1111 1111']) {
      assert.deepEqual(cardDetector.detect(text, ctx), [], text);
    }
  });
  it('ignores order numbers, timestamps and digits inside longer runs', () => {
    for (const text of ['Order ORD-2024-000123', 'ts 20240105103000123', '41111111111111110000', 'ref 4111 1111 1111 1111 1111 1111']) {
      assert.deepEqual(cardDetector.detect(text, ctx), [], text);
    }
  });
  it('reports repeats and offsets after an emoji', () => {
    const text = `${EMOJI}4111111111111111 then 4111111111111111`;
    const spans = cardDetector.detect(text, ctx);
    assert.equal(spans.length, 2);
    assert.equal(spans[0]!.start, text.indexOf('4111'));
  });
});
