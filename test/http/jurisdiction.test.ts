// Black-box (issue 12 item 8): an abstention names its leading candidate and the evidence that was too
// weak, without guessing and without values; UK and EL are accepted as GB and GR.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { expectCode } from '../helpers/codes.js';
import { isDetailOnly, startServer, type TestServer } from './server.js';

const PIDGIN = 'Abeg, call me for 0803 123 4567 or 0812 987 6543, make we see tomorrow.';

describe('jurisdiction over HTTP', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('an abstention names the leading candidate and the weak evidence, still a 400 without values', async () => {
    for (const route of ['/detect', '/deidentify']) {
      const r = await server.call('POST', route, { text: PIDGIN });
      expectCode(r, 400, 'SC_JURISDICTION_NOT_STATED_WEAK');
      assert.ok(isDetailOnly(r.json));
      const d = r.json.detail as string;
      assert.match(d, /leading candidate NG \(NDPA-2023\)/);
      assert.match(d, /phone\.ng_local ×2 \(tier B, NG\)/);
      assert.doesNotMatch(d, /0803|123 4567|0812|987/);
    }
  });

  it('two weak candidates name the runner-up too', async () => {
    const r = await server.call('POST', '/detect', { text: 'Ring +44 20 7946 0958 or +234 803 123 4567.' });
    expectCode(r, 400, 'SC_JURISDICTION_NOT_STATED_WEAK_PAIR');
    assert.match(r.json.detail as string, /leading candidate (NG|GB) \([A-Z0-9-]+\), runner-up (NG|GB)/);
  });

  it('UK is GB and EL is GR', async () => {
    const text = 'Call Jane on 07700 900123.';
    const uk = await server.call('POST', '/deidentify', { text, jurisdiction: 'UK', method: 'mask' });
    assert.equal(uk.status, 200, uk.text);
    assert.equal(uk.json.jurisdiction, 'GB');
    assert.equal(uk.json.statute, 'UK-GDPR');
    const el = await server.call('POST', '/deidentify', { text: 'Τηλέφωνο 210 123 4567.', jurisdiction: 'el', method: 'mask' });
    assert.equal(el.status, 200, el.text);
    assert.equal(el.json.jurisdiction, 'GR');
    assert.equal(el.json.statute, 'GDPR');
    const detect = await server.call('POST', '/detect', { text, jurisdiction: 'UK' });
    assert.equal(detect.status, 200);
  });
});
