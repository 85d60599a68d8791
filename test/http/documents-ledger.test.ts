// /documents with store=true: every pair decision is in the ledger before the answer, and reads back
// through /decision, /explain and /replay.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startServer, type TestServer } from './server.js';

const STATEMENT = 'FIRST BANK OF NIGERIA PLC\nAccount holder: Adesola Okonkwo\nNIN: 12345678901\nPhone: 0803 555 7890\n';
const PAYSLIP = 'Kijani Foods Ltd - Payslip\nEmployee: Adesola Okonkwo\nNIN: 12345678901\nPhone: 0803 555 7890\n';
const OTHER = 'Visitor note\nName: Jordan Smith\nEmail: jordan.smith@example.org\n';

function form(store: boolean): FormData {
  const f = new FormData();
  f.append('files', new Blob([STATEMENT]), 'statement.txt');
  f.append('files', new Blob([PAYSLIP]), 'payslip.txt');
  f.append('files', new Blob([OTHER]), 'note.txt');
  f.set('jurisdiction', 'NG');
  f.set('store', String(store));
  return f;
}

describe('/documents and the ledger', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ ledger: join(mkdtempSync(join(tmpdir(), 'sc-docs-ledger-')), 'ledger.db') });
  });
  after(() => server.close());

  it('store=false records nothing', async () => {
    const r = await server.call('POST', '/documents', form(false));
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.recorded, false);
    const first = (r.json.decisions as { decision_id: string }[])[0]!;
    assert.equal((await server.call('GET', `/decision/${first.decision_id}`)).status, 404);
  });

  it('store=true records every pair decision; each reads back, explains and replays', async () => {
    const r = await server.call('POST', '/documents', form(true));
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.recorded, true);
    const decisions = r.json.decisions as { a: string; b: string; identity: string; decision_id: string }[];
    assert.equal(decisions.length, 3);
    const same = decisions.find((d) => [d.a, d.b].sort().join() === 'payslip.txt,statement.txt')!;
    assert.equal(same.identity, 'same_entity');
    for (const d of decisions) {
      assert.match(d.decision_id, /^dec:sha256:[0-9a-f]{64}$/);
      const stored = await server.call('GET', `/decision/${d.decision_id}`);
      assert.equal(stored.status, 200);
      assert.equal(stored.json.verb, 'documents');
      assert.equal(stored.json.identity, d.identity);
      assert.ok(!stored.text.includes('12345678901'), 'masked by default');
      const explained = await server.call('GET', `/explain/${d.decision_id}`);
      assert.equal(explained.status, 200);
      const replay = await server.call('GET', `/replay/${d.decision_id}`);
      assert.equal(replay.status, 200, replay.text);
      assert.equal(replay.json.reproduced, true);
      assert.deepEqual(replay.json.changed, {});
    }
    assert.deepEqual(r.json.unlinked, ['note.txt']);
  });
});
