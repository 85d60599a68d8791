import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deviceIdDetector } from '../../../src/detect/patterns/device-id.js';
import { phoneDetector } from '../../../src/detect/patterns/phone.js';
import { covered, EMOJI, withLuhn } from './helpers.js';

const ctx = { jurisdiction: 'NG' };

describe('device id detector', () => {
  it('finds MAC addresses in colon, hyphen and dotted forms, normalised', () => {
    const text = 'Router 00:1A:2B:3C:4D:5E, laptop 00-1a-2b-3c-4d-5f and switch 001a.2b3c.4d60.';
    const spans = deviceIdDetector.detect(text, ctx);
    assert.deepEqual(covered(text, spans), ['00:1A:2B:3C:4D:5E', '00-1a-2b-3c-4d-5f', '001a.2b3c.4d60']);
    assert.deepEqual(spans.map((s) => s.normalized), ['00:1A:2B:3C:4D:5E', '00:1A:2B:3C:4D:5F', '00:1A:2B:3C:4D:60']);
    assert.ok(spans.every((s) => s.category === 'PII-8-DEVICE_ID'));
  });
  it('finds a Luhn-valid IMEI after its cue, and keeps it from the phone detector', () => {
    const imei = withLuhn('49015420323751');
    const text = `${EMOJI}IMEI: ${imei} reported stolen`;
    const spans = deviceIdDetector.detect(text, ctx);
    assert.deepEqual(covered(text, spans), [imei]);
    assert.equal(spans[0]!.start, text.indexOf(imei));
    assert.deepEqual(phoneDetector.detect(text, ctx), []);
  });
  it('rejects mixed separators, broadcast addresses, bare or Luhn-invalid IMEIs, times', () => {
    const bad = withLuhn('49015420323751').replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    for (const text of ['00:1A-2B:3C:4D:5E', 'FF:FF:FF:FF:FF:FF', `IMEI ${bad}`, `serial ${withLuhn('49015420323751')}`, '10:30:45:12:00:00:01', 'ab:cd:ef:ab:cd:ef']) {
      assert.deepEqual(covered(text, deviceIdDetector.detect(text, ctx)), [], text);
    }
  });
});
