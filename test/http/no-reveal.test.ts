// SERVICE_NO_REVEAL (issue 18, item 2): with reveal switched off, every request for stored values is a
// 403 {detail} and masked reads still answer; the flag and the environment variable both switch it.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { resolveServeConfig } from '../../src/config.js';
import { expectCode } from '../helpers/codes.js';
import { isDetailOnly, startServer, type TestServer } from './server.js';

const PAIR = { a: { name: 'Adesola Okonkwo', national_id: '12345678901' }, b: { name: 'Adesola E. Okonkwo', national_id: '12345678901' }, store: true };

describe('reveal switched off', () => {
  let server: TestServer;
  let id: string;
  before(async () => {
    server = await startServer({ ledger: join(mkdtempSync(join(tmpdir(), 'sc-noreveal-')), 'l.db'), noReveal: true });
    id = (await server.call('POST', '/compare', PAIR)).json.decision_id as string;
  });
  after(() => server.close());

  it('/decision and /explain with reveal are a 403 {detail}; without reveal they answer masked', async () => {
    for (const path of [`/decision/${id}?reveal=true`, `/explain/${id}?reveal=1`]) {
      const r = await server.call('GET', path);
      expectCode(r, 403, 'SC_REVEAL_OFF');
      assert.ok(isDetailOnly(r.json), path);
      assert.ok(!r.text.includes('12345678901'));
    }
    for (const path of [`/decision/${id}`, `/decision/${id}?reveal=false`, `/explain/${id}`]) {
      const r = await server.call('GET', path);
      assert.equal(r.status, 200, path);
      assert.ok(!r.text.includes('12345678901'));
    }
  });

  it('/documents with reveal=true is a 403', async () => {
    const form = new FormData();
    form.append('files', new Blob(['Name: Adesola Okonkwo\nNIN: 12345678901\n'], { type: 'text/plain' }), 'a.txt');
    form.append('reveal', 'true');
    const r = await server.call('POST', '/documents', form);
    assert.equal(r.status, 403, r.text);
    assert.ok(isDetailOnly(r.json));
  });

  it('a server without the setting still reveals', async () => {
    const open = await startServer({ ledger: join(mkdtempSync(join(tmpdir(), 'sc-noreveal-')), 'l.db') });
    try {
      const c = await open.call('POST', '/compare', PAIR);
      const r = await open.call('GET', `/decision/${c.json.decision_id as string}?reveal=true`);
      assert.equal(r.status, 200);
      assert.ok(r.text.includes('12345678901'));
    } finally {
      await open.close();
    }
  });

  it('--no-reveal and SERVICE_NO_REVEAL=1 both switch it on; neither leaves it off', () => {
    assert.equal(resolveServeConfig(['--no-reveal'], {}).noReveal, true);
    assert.equal(resolveServeConfig([], { SERVICE_NO_REVEAL: '1' }).noReveal, true);
    assert.equal(resolveServeConfig([], { SERVICE_NO_REVEAL: '0' }).noReveal, false);
    assert.equal(resolveServeConfig([], {}).noReveal, false);
  });
});
