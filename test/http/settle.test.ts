// POST /settle and GET /review (issue 18) on an SQLite ledger (the cases: settle.case.ts; PostgreSQL:
// settle.pg.test.ts), and the service without a ledger or with reveal switched off. Black-box.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { settleCases } from './settle.case.js';
import { isDetailOnly, startServer } from './server.js';

const ANALYST = { 'x-service-caller': 'analyst.ada' };
const BAD_ID = `xwd:sha256:${'0'.repeat(64)}`;

settleCases('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sc-settle-'));
  return { ledger: join(dir, 'ledger.db'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
});

describe('/settle and /review without a ledger, and with reveal switched off', () => {
  it('503 without a ledger; the page says reveal is off', async () => {
    const bare = await startServer({ noReveal: true });
    try {
      const r = await bare.call('POST', '/settle', { decision_id: BAD_ID, outcome: 'merge' }, ANALYST);
      assert.equal(r.status, 503);
      assert.ok(isDetailOnly(r.json));
      const page = await bare.call('GET', '/review');
      assert.match(page.text, /data-reveal="off"/);
    } finally {
      await bare.close();
    }
  });
});
