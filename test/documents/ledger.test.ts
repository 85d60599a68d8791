// What /documents hands the ledger: each pair decision stores, reads back masked, explains and replays
// (the replay runner re-runs the text engine on the stored texts and reproduces the id).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { replayDocumentPair, resolveDocumentsDetailed } from '../../src/documents/index.js';
import { openLedger } from '../../src/ledger/index.js';
import { caseFiles } from './cases.js';
import { Spool } from './fixtures.js';

const dir = mkdtempSync(join(tmpdir(), 'documents-ledger-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('pair decisions store, read back masked, explain and replay reproduced', async () => {
  const spool = await Spool.create();
  const ledger = openLedger(join(dir, 'ledger.db'));
  try {
    const all = await caseFiles();
    const files = [await spool.add('statement.pdf', all['statement.pdf'] as Buffer), await spool.add('payslip.docx', all['payslip.docx'] as Buffer)];
    const { report, ledger: entries } = await resolveDocumentsDetailed(files, { entity: 'person', jurisdiction: 'NG', backend: 'basic', reveal: false });
    assert.equal(entries.length, 1);
    const entry = entries[0];
    assert.ok(entry);
    const result = await ledger.record(entry);
    assert.equal(result.decision_id, report.decisions[0]?.decision_id);
    assert.equal((await ledger.record(entry)).created, false, 'idempotent');

    const stored = await ledger.decision(entry.decision_id);
    assert.equal(stored.identity, 'same_entity');
    assert.equal(stored.verb, 'documents');
    assert.deepEqual(stored.call, { entity: 'person', backend: 'basic', jurisdiction: 'NG' });
    assert.match(stored.record_a ?? '', /^rec:sha256:[0-9a-f]{64}$/);
    assert.ok(!JSON.stringify(stored).includes('Adesola Okonkwo'));

    const why = await ledger.explain(entry.decision_id);
    assert.ok('supporting' in why && why.supporting.includes('national_id'));

    const replay = await ledger.replay(entry.decision_id, { documents: async (call) => (await replayDocumentPair(call)) as unknown as Record<string, unknown> });
    assert.equal(replay.reproduced, true);
    assert.deepEqual(replay.changed, {});
    assert.equal(replay.now.identity, 'same_entity');
  } finally {
    await ledger.close();
    await spool.remove();
  }
});
