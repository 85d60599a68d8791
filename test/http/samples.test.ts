// Black-box (issue 12 item 9): a /documents verdict's evidence `sample` is a masked sample of what
// matched (the raw text only with reveal=true), never an always-empty string.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { maskValue } from '../../src/core/mask.js';
import { startServer, type TestServer } from './server.js';

const TEXT = 'Customer: Ada Obi\nNIN: 12345678901\nPhone: 0803 555 7890\nLagos, Nigeria\n';

function upload(reveal: boolean): FormData {
  const form = new FormData();
  form.append('files', new Blob([TEXT]), 'ada.txt');
  form.set('reveal', String(reveal));
  return form;
}

describe('/documents evidence samples', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('masked by default, revealed on request', async () => {
    const masked = await server.call('POST', '/documents', upload(false));
    assert.equal(masked.status, 200, masked.text);
    type Verdicts = Record<string, { evidence: { signal: string; sample: string }[] }>;
    const evidence = (masked.json.jurisdictions as Verdicts)['ada.txt']!.evidence;
    assert.ok(evidence.length > 0);
    for (const e of evidence) {
      assert.notEqual(e.sample, '', e.signal);
      assert.match(e.sample, /^[^*]{0,4}\**$/u, e.signal);
    }
    assert.ok(!masked.text.includes('12345678901') && !masked.text.includes('555 7890'));
    const shown = await server.call('POST', '/documents', upload(true));
    const raw = (shown.json.jurisdictions as Verdicts)['ada.txt']!.evidence;
    for (const [i, e] of raw.entries()) {
      assert.equal(maskValue(e.sample), evidence[i]!.sample, 'the masked sample is the revealed one, masked');
    }
  });
});
