// Upgrading a ledger written at schema 1 to schema 2 (batch link decisions) and 2 to 3 (analysts' settle
// decisions): every row is kept as it was, the append-only triggers still hold, and the new verb can be recorded.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { compareDetailed } from '../../src/compare/index.js';
import { compareLedgerEntry, type CompareDetail, LEDGER_SCHEMA_VERSION, openLedger } from '../../src/ledger/index.js';
import { openLedgerDatabase } from '../../src/ledger/schema.js';

describe('schema 1 → 2', () => {
  it('keeps every decision, keeps the table append-only, and accepts link decisions', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'sc-migrate-')), 'ledger.db');
    const v1 = openLedgerDatabase(path, { migrateTo: 1 });
    assert.equal(Object.values(v1.prepare('PRAGMA user_version').get() as object)[0], 1);
    v1.close();
    // Record at schema 1 through raw SQL the way the v1 code did (the ledger API would migrate first).
    const req = { a: { name: 'Musa Bello', national_id: '12345678901' }, b: { name: 'Musa Bello', national_id: '12345678901' }, entity: 'person' };
    const detail = compareDetailed(req);
    const entry = compareLedgerEntry(req, detail as unknown as CompareDetail);
    const raw = openLedgerDatabase(path, { migrateTo: 1 });
    raw.prepare(
      `INSERT INTO decisions (decision_id, verb, receipt, pins, call, replayable, unreplayable, explain, recorded_at)
       VALUES (?, 'compare', ?, ?, ?, 1, '[]', NULL, '2026-01-01T00:00:00+00:00')`,
    ).run(entry.decision_id, JSON.stringify(entry.receipt), JSON.stringify(detail.receipt.pins), JSON.stringify(entry.call));
    assert.throws(() => raw.prepare("INSERT INTO decisions (decision_id, verb, receipt, pins, call, replayable, unreplayable, recorded_at) VALUES ('lnk:sha256:00', 'link', '{}', '{}', '{}', 1, '[]', 'x')").run(), /CHECK/);
    raw.close();

    const ledger = openLedger(path);
    assert.equal(await ledger.count(), 1);
    assert.equal((await ledger.decision(entry.decision_id)).decision_id, entry.decision_id);
    assert.equal((await ledger.events()).filter((e) => e.kind === 'schema.migrated').length, LEDGER_SCHEMA_VERSION);
    assert.equal(await ledger.integrityCheck(), 'ok');
    await ledger.close();
    const after = openLedgerDatabase(path);
    assert.throws(() => after.prepare('DELETE FROM decisions').run(), /append-only/);
    assert.throws(() => after.prepare("UPDATE decisions SET receipt = '{}'").run(), /append-only/);
    after.prepare("INSERT INTO decisions (decision_id, verb, receipt, pins, call, replayable, unreplayable, recorded_at) VALUES ('lnk:sha256:00', 'link', '{}', '{}', '{}', 1, '[]', 'x')").run();
    after.close();
  });
});

describe('schema 2 → 3', () => {
  it('keeps every decision and accepts settle decisions (an analyst on a held pair)', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'sc-migrate-')), 'ledger.db');
    const v2 = openLedgerDatabase(path, { migrateTo: 2 });
    v2.prepare("INSERT INTO decisions (decision_id, verb, receipt, pins, call, replayable, unreplayable, recorded_at) VALUES ('lnk:sha256:00', 'link', '{}', '{}', '{}', 1, '[]', 'x')").run();
    assert.throws(() => v2.prepare("INSERT INTO decisions (decision_id, verb, receipt, pins, call, replayable, unreplayable, recorded_at) VALUES ('stl:sha256:00', 'settle', '{}', '{}', '{}', 0, '[]', 'x')").run(), /CHECK/);
    v2.close();
    const ledger = openLedger(path);
    assert.ok(LEDGER_SCHEMA_VERSION >= 3);
    assert.equal(await ledger.count(), 1);
    assert.equal(await ledger.integrityCheck(), 'ok');
    await ledger.close();
    const after = openLedgerDatabase(path);
    assert.throws(() => after.prepare('DELETE FROM decisions').run(), /append-only/);
    after.prepare("INSERT INTO decisions (decision_id, verb, receipt, pins, call, replayable, unreplayable, recorded_at) VALUES ('stl:sha256:00', 'settle', '{}', '{}', '{}', 0, '[]', 'x')").run();
    after.close();
  });
});
