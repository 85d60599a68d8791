import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalSha256 } from '../../src/core/canonicalJson.js';
import { BadRequestError } from '../../src/core/errors.js';
import { documentId } from '../../src/core/ids.js';
import { ENGINE } from '../../src/core/version.js';
import { deidentify } from '../../src/deidentify/index.js';
import { tokenFor } from '../../src/deidentify/tokens.js';
import { fixtureDetectors as detectors } from './fixtures.js';
import { hasCode } from '../helpers/codes.js';

const TEXT = 'Adaeze Okonkwo, NIN 12345678901, +234 803 123 4567';

describe('deidentify', () => {
  it('masks the NIN and tokenizes name and phone under NDPA-2023, with every contract field', () => {
    const r = deidentify({ text: TEXT, jurisdiction: 'NG', backend: 'basic' }, { detectors });
    const [a, o, p] = [tokenFor('NAME', 'adaeze', ''), tokenFor('NAME', 'okonkwo', ''), tokenFor('PHONE', '+2348031234567', '')];
    assert.equal(r.text, `${a} ${o}, NIN [NIN], ${p}`);
    assert.deepEqual(r.record, { name: `${a} ${o}`, phone: p });
    assert.equal(r.jurisdiction, 'NG');
    assert.equal(r.statute, 'NDPA-2023');
    assert.equal(r.backend, 'basic');
    assert.equal(r.model, null);
    assert.equal(r.method, 'statute');
    assert.equal(r.count, 4);
    assert.deepEqual(r.by_category, { 'PII-1-NAME': 2, 'PII-2-NIN': 1, 'PII-3-PHONE': 1 });
    assert.deepEqual(r.spans.map((s) => [s.category, s.start, s.end, s.action, s.citation]), [
      ['PII-1-NAME', 0, 6, 'tokenize', 'NDPA 2023 s.25 (lawful basis of personal data processing)'],
      ['PII-1-NAME', 7, 14, 'tokenize', 'NDPA 2023 s.25 (lawful basis of personal data processing)'],
      ['PII-2-NIN', 20, 31, 'mask', 'NDPA 2023 s.25 (lawful basis of personal data processing); NDPA 2023 s.24 (principles of personal data processing)'],
      ['PII-3-PHONE', 33, 50, 'tokenize', 'NDPA 2023 s.25 (lawful basis of personal data processing)'],
    ]);
    assert.equal(r.recorded, false);
    assert.match(r.decision_id, /^red:sha256:[0-9a-f]{64}$/);
    assert.deepEqual(Object.keys(r).sort(), ['backend', 'by_category', 'count', 'decision_id', 'jurisdiction', 'method', 'model', 'record', 'recorded', 'spans', 'statute', 'text']);
  });

  it('gives the international and the national form of a phone the same token', () => {
    const a = deidentify({ text: 'call +234 803 123 4567', jurisdiction: 'NG' }, { detectors });
    const b = deidentify({ text: 'call 0803 123 4567', jurisdiction: 'NG' }, { detectors });
    assert.equal(a.record.phone, b.record.phone);
    assert.equal(a.text, b.text);
  });

  it('links names across case and width, per word', () => {
    const r = deidentify({ text: 'ADAEZE met Adaeze', jurisdiction: 'NG' }, { detectors });
    const t = tokenFor('NAME', 'adaeze', '');
    assert.equal(r.text, `${t} met ${t}`);
    assert.equal(r.record.name, t);
  });

  it('answers the same request with the same answer and id; the salt changes tokens, not the id', () => {
    const req = { text: TEXT, jurisdiction: 'NG', backend: 'basic' };
    const one = deidentify(req, { detectors });
    assert.deepEqual(deidentify(req, { detectors }), one);
    const salted = deidentify({ ...req, salt: 'clinic-2026' }, { detectors });
    assert.equal(salted.decision_id, one.decision_id);
    assert.notEqual(salted.record.phone, one.record.phone);
    assert.equal(salted.record.phone, tokenFor('PHONE', '+2348031234567', 'clinic-2026'));
  });

  it('derives the red: id from the document, value-free spans and pins', () => {
    const r = deidentify({ text: TEXT, jurisdiction: 'NG', backend: 'basic' }, { detectors });
    const payload = {
      schema: 'service.deidentify.v1',
      document: documentId(TEXT),
      spans: r.spans,
      pins: { engine: ENGINE, backend: 'basic', model: null, statute: 'NDPA-2023', statute_version: 'v1.1', jurisdiction: 'NG', jurisdiction_source: 'given', method: 'statute', detectors: ['address', 'card', 'city', 'dob', 'email', 'full_name', 'ip', 'names', 'ng_nin', 'phone'] },
    };
    assert.equal(r.decision_id, `red:sha256:${canonicalSha256(payload)}`);
    const id = r.decision_id;
    assert.notEqual(deidentify({ text: TEXT, jurisdiction: 'NG', method: 'mask' }, { detectors }).decision_id, id);
    assert.notEqual(deidentify({ text: `${TEXT}.`, jurisdiction: 'NG' }, { detectors }).decision_id, id);
    assert.notEqual(deidentify({ text: TEXT, jurisdiction: 'NG', statute: 'GDPR' }, { detectors }).decision_id, id);
  });

  it('applies the override methods to every span, keeping the statute citations', () => {
    const mask = deidentify({ text: TEXT, jurisdiction: 'NG', method: 'mask', backend: 'basic' }, { detectors });
    assert.equal(mask.text, '[NAME] [NAME], NIN [NIN], [PHONE]');
    assert.deepEqual(mask.record, {});
    assert.ok(mask.spans.every((s) => s.action === 'mask'));
    const token = deidentify({ text: TEXT, jurisdiction: 'NG', method: 'token', backend: 'basic' }, { detectors });
    assert.equal(token.record.national_id, tokenFor('NIN', '12345678901', ''));
    assert.equal(token.spans[2]!.citation, 'NDPA 2023 s.25 (lawful basis of personal data processing); NDPA 2023 s.24 (principles of personal data processing)');
    const drop = deidentify({ text: TEXT, jurisdiction: 'NG', method: 'drop', backend: 'basic' }, { detectors });
    assert.equal(drop.text, ' , NIN , ');
  });

  it('generalises under the statute: address masked, IPv4 to /24, date of birth to its year (GDPR), card dropped', () => {
    const r = deidentify({ text: 'Lives at 12 Maple Street in Lagos, born 1985-03-12, from 10.1.2.3, card 4111 1111 1111 1111.', jurisdiction: 'DE' }, { detectors });
    assert.equal(r.text, 'Lives at [ADDRESS] in Lagos, born 1985, from 10.1.2.0/24, card .');
    assert.equal(r.statute, 'GDPR');
  });

  it('lets the statute decide actions when jurisdiction and statute are both given', () => {
    const r = deidentify({ text: 'card 4111 1111 1111 1111 in Lagos', jurisdiction: 'NG', statute: 'KENYA-DPA' }, { detectors });
    assert.equal(r.statute, 'KENYA-DPA');
    assert.equal(r.jurisdiction, 'NG');
    assert.equal(r.text, 'card [CARD] in Lagos');
    assert.equal(r.spans[0]!.citation, 'Kenya DPA 2019 s.30 (lawful processing of personal data)');
  });

  it('reports code-point offsets after an emoji and rewrites around it', () => {
    const r = deidentify({ text: '🩺😀 NIN 12345678901', jurisdiction: 'NG' }, { detectors });
    assert.equal(r.text, '🩺😀 NIN [NIN]');
    assert.deepEqual([r.spans[0]!.start, r.spans[0]!.end], [7, 18]);
  });

  it('infers the jurisdiction and pins that it did', () => {
    const r = deidentify({ text: 'NIN 12345678901, call 0803 123 4567', jurisdiction: 'auto' }, { detectors });
    assert.equal(r.jurisdiction, 'NG');
    assert.equal(r.statute, 'NDPA-2023');
    const given = deidentify({ text: 'NIN 12345678901, call 0803 123 4567', jurisdiction: 'NG' }, { detectors });
    assert.notEqual(r.decision_id, given.decision_id);
  });

  it('refuses an unknown method before anything else, and unknown backends and silent texts', () => {
    assert.throws(() => deidentify({ text: 'hello', method: 'shred' }), (e: unknown) => e instanceof BadRequestError && e.code === 'SC_METHOD_UNKNOWN');
    assert.throws(() => deidentify({ text: 'x', jurisdiction: 'NG', backend: 'gliner' }), hasCode('SC_DETECT_BACKEND_UNKNOWN'));
    assert.throws(() => deidentify({ text: 'hello 12345', backend: 'basic' }), hasCode('SC_JURISDICTION_NOT_STATED'));
  });
});
