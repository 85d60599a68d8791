// The acceptance cases through the real registries (identifier, pattern and lexical detectors).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detect } from '../../src/detect/index.js';

describe('detect with the shipped detectors', () => {
  it('finds the NIN and the phone of the reference note under NG, without span text', () => {
    const text = 'Patient Casey Example (NIN 12345678901) called from 0803 555 7890.';
    const res = detect({ text, jurisdiction: 'NG', backend: 'basic' });
    const nin = res.detections.find((d) => d.category === 'PII-2-NIN');
    const phone = res.detections.find((d) => d.category === 'PII-3-PHONE');
    assert.deepEqual(nin && [nin.start, nin.end, nin.citation], [27, 38, 'NDPA 2023 s.25 (lawful basis of personal data processing); NDPA 2023 s.24 (principles of personal data processing)']);
    assert.deepEqual(phone && [phone.start, phone.end, phone.citation], [52, 65, 'NDPA 2023 s.25 (lawful basis of personal data processing)']);
    assert.equal(res.count, res.detections.length);
    const body = JSON.stringify(res);
    for (const value of ['12345678901', '0803 555 7890', '555']) assert.ok(!body.includes(value), value);
    for (const d of res.detections) assert.deepEqual(Object.keys(d).sort(), ['category', 'citation', 'confidence', 'detector', 'end', 'start']);
    const sorted = [...res.detections].sort((a, b) => a.start - b.start || a.end - b.end);
    assert.deepEqual(res.detections, sorted);
  });

  it('reports code points when an emoji precedes the spans', () => {
    const text = '🩺😀 NIN 12345678901, phone 0803 555 7890.';
    const res = detect({ text, jurisdiction: 'NG', backend: 'basic' });
    const cps = [...text];
    const nin = res.detections.find((d) => d.category === 'PII-2-NIN')!;
    assert.equal(cps.slice(nin.start, nin.end).join(''), '12345678901');
    const phone = res.detections.find((d) => d.category === 'PII-3-PHONE')!;
    assert.equal(cps.slice(phone.start, phone.end).join(''), '0803 555 7890');
  });

  it('infers NG for the same note when jurisdiction is omitted', () => {
    const res = detect({ text: 'Patient Casey Example (NIN 12345678901) called from 0803 555 7890.', backend: 'basic' });
    assert.ok(res.detections.some((d) => d.category === 'PII-2-NIN' && d.citation === 'NDPA 2023 s.25 (lawful basis of personal data processing); NDPA 2023 s.24 (principles of personal data processing)'));
  });

  it('cites each pack for the identifiers of its country', () => {
    const cases: [string, string, string, string][] = [
      ['KE', 'KRA PIN A123456789Z on file', 'PII-2-KRA_PIN', 'Kenya DPA 2019 s.30 (lawful processing of personal data); Kenya DPA 2019 s.25 (principles of data protection)'],
      ['GH', 'Ghana Card GHA-123456789-1 presented', 'PII-2-GHANA_CARD', 'Ghana DPA 2012 s.19 (lawfulness of processing); Ghana DPA 2012 s.20 (minimality)'],
      ['ZA', 'ID number 8001015009087', 'PII-2-NATIONAL_ID', 'POPIA s.1 (definitions: identifying number); POPIA s.11 (consent, justification and objection)'],
      ['NL', 'BSN 111222333', 'PII-2-NATIONAL_ID', 'GDPR Art 87 (processing of the national identification number)'],
      ['EU', 'BSN 111222333', 'PII-2-NATIONAL_ID', 'GDPR Art 87 (processing of the national identification number)'],
    ];
    for (const [jurisdiction, text, category, citation] of cases) {
      const found = detect({ text, jurisdiction, backend: 'basic' }).detections.find((d) => d.category === category);
      assert.equal(found?.citation, citation, `${jurisdiction}: ${category}`);
    }
  });
});
