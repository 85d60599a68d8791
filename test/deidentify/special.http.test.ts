// Black box: a Nigerian clinical note comes back from /deidentify without its HIV status, diagnoses and
// medication, each cited under NDPA 2023 s.30 and dropped; the same note under GDPR cites Art 9(1).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer, type TestServer } from '../http/server.js';

const NOTE = [
  'CLINICAL NOTE - Lagos University Teaching Hospital',
  'Patient: Adaeze Okonkwo, 34F, NIN 12345678901. Hosp No: LUTH/2023/4471.',
  'HIV status: Reactive.',
  'Dx: Pulmonary TB; Type 2 diabetes mellitus.',
  'She is on TLD and metformin.',
].join('\n');

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server.close();
});

describe('/deidentify: special categories', () => {
  it('drops the HIV status, diagnoses, medication and hospital number of a Nigerian clinical note under NDPA s.30', async () => {
    const r = await server.call('POST', '/deidentify', { text: NOTE, jurisdiction: 'NG' });
    assert.equal(r.status, 200, r.text);
    const text = r.json.text as string;
    for (const secret of ['Reactive', 'Pulmonary TB', 'Type 2 diabetes mellitus', 'TLD', 'metformin', 'LUTH/2023/4471']) {
      assert.equal(text.includes(secret), false, `${secret} survived: ${text}`);
    }
    assert.ok(text.includes('HIV status:'), 'the form structure stays');
    const health = (r.json.spans as Array<Record<string, unknown>>).filter((s) => s.category === 'PII-6-HEALTH');
    assert.equal(health.length, 6);
    for (const s of health) {
      assert.equal(s.action, 'drop');
      assert.equal(s.citation, 'NDPA 2023 s.30 (sensitive personal data)');
      assert.equal(s.detector, 'rule:special');
    }
    assert.equal((r.json.by_category as Record<string, number>)['PII-6-HEALTH'], 6);
  });

  it('cites GDPR Art 9(1) when the statute is GDPR', async () => {
    const r = await server.call('POST', '/deidentify', { text: 'She tested positive for HIV.', jurisdiction: 'DE' });
    assert.equal(r.status, 200, r.text);
    const [s] = r.json.spans as Array<Record<string, unknown>>;
    assert.deepEqual([s!.category, s!.action, s!.citation], ['PII-6-HEALTH', 'drop', 'GDPR Art 9(1) (data concerning health)']);
    assert.equal(r.json.text, 'She tested positive for .');
  });
});
