// Upgrading a ledger written at schema 1 to schema 2 (batch link decisions), 2 to 3 (analysts' settle
// decisions) and 3 to 4 (values sealed per data subject, erasure): every row is kept as it was (read back
// the same), the append-only triggers still hold, and what the new schema adds works on the old rows.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import Database from 'libsql';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { compareDetailed } from '../../src/compare/index.js';
import type { DecisionId } from '../../src/core/ids.js';
import { compareLedgerEntry, eraseValues, type Ledger, type LedgerEntry, LEDGER_SCHEMA_VERSION, openLedger } from '../../src/ledger/index.js';
import { prepareEntry } from '../../src/ledger/entry.js';
import { compareEntry, deidentifyEntry, PAIRS } from './fakeVerbs.js';
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
    const entry = compareLedgerEntry(req, detail);
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

/** Whether the ledger file or its write-ahead log holds these bytes (never printed: they are binary). */
function fileHolds(path: string, re: RegExp): boolean {
  return [path, `${path}-wal`].some((f) => existsSync(f) && re.test(readFileSync(f).toString('latin1')));
}

/** The columns the schema-3 code wrote for an entry: prepareEntry's output, values in clear. */
function insertAtSchema3(db: ReturnType<typeof openLedgerDatabase>, entry: LedgerEntry, at: string): void {
  const e = prepareEntry(entry);
  for (const r of e.record_b === e.record_a ? [e.record_a] : [e.record_a, e.record_b]) {
    if (r) db.prepare('INSERT OR IGNORE INTO records (rec_id, entity_type, attributes, text, first_seen) VALUES (?, ?, ?, ?, ?)').run(r.id, r.entity_type, r.attributes, r.text, at);
  }
  db.prepare(
    `INSERT INTO decisions (decision_id, verb, receipt, pins, call, replayable, unreplayable, explain, recorded_at, supersedes, superseded_by, record_a, record_b)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?)`,
  ).run(e.decision_id, e.verb, e.receipt, e.pins, e.call, e.replayable, e.unreplayable, e.explain, at, e.record_a?.id ?? null, e.record_b?.id ?? null);
}

async function readsOf(ledger: Ledger, ids: DecisionId[]) {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  await ledger.exportJsonl(sink);
  const reads: unknown[] = [Buffer.concat(chunks).toString('utf8')];
  for (const id of ids) reads.push(await ledger.decision(id, { reveal: true }), await ledger.explain(id, { reveal: true }), await ledger.explain(id));
  return JSON.parse(JSON.stringify(reads).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00/g, '<time>')) as unknown;
}

describe('schema 3 → 4 (values sealed per data subject)', () => {
  it('seals an old ledger in place: every read as before, no value left in clear in the file, then erasable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sc-migrate-'));
    const path = join(dir, 'old.db');
    const merge = compareEntry(PAIRS.merge);
    const withCall = { ...merge, call: { ...merge.call, a: PAIRS.merge.a, b: PAIRS.merge.b } };
    const red = deidentifyEntry('NIN 12345678901, mail adesola@example.com');
    const v3 = openLedgerDatabase(path, { migrateTo: 3 });
    for (const e of [withCall, red]) insertAtSchema3(v3, e, '2026-01-01T00:00:00+00:00');
    v3.close();
    assert.ok(fileHolds(path, /adesola@example\.com/), 'the schema-3 file holds the value in clear');

    const upgraded = openLedger(path);
    const fresh = openLedger(join(dir, 'fresh.db'));
    for (const e of [withCall, red]) await fresh.record(e);
    const ids = [merge.decision_id, red.decision_id];
    assert.deepEqual(await readsOf(upgraded, ids), await readsOf(fresh, ids));
    assert.equal(await upgraded.integrityCheck(), 'ok');
    await upgraded.close();
    await fresh.close();
    // Sealed in place: the old clear values are gone from the file and its log (secure_delete).
    assert.equal(fileHolds(path, /adesola|Adesola|12345678901|Maple/), false, 'a value is left in clear in the file or its log');

    const raw = new Database(path);
    const key = (raw.prepare('SELECT key FROM value_keys WHERE subject = ?').get(merge.records!.a.id) as { key: string }).key;
    raw.close();
    const again = openLedger(path);
    const r = await eraseValues(again, { records: [merge.records!.a.id], reason: 'subject_request', caller: null });
    assert.deepEqual(r.erased, [merge.records!.a.id]);
    assert.equal((await again.getRecord(merge.records!.a.id))!.attributes, null);
    await again.close();
    // The destroyed key is not left in the file's free pages or its write-ahead log.
    assert.equal(fileHolds(path, new RegExp(key.replace(/[+/=]/g, '\\$&'))), false, 'the destroyed key is left in the file or its log');
  });
});
