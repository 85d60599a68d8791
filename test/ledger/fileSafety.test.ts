import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'libsql';
import { ConfigError, NotFoundError, ServiceUnavailableError } from '../../src/core/errors.js';
import { LEDGER_APPLICATION_ID, LEDGER_SCHEMA_VERSION, openLedger, parseDecisionId } from '../../src/ledger/index.js';
import { compareEntry, deidentifyEntry, PAIRS } from './fakeVerbs.js';
import { hasCode } from '../helpers/codes.js';

const dir = mkdtempSync(join(tmpdir(), 'ledger-files-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const digest = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');

describe('opening', () => {
  it('creates the file and its folders, in WAL mode with synchronous=FULL and our marker', async () => {
    const path = join(dir, 'new', 'deep', 'ledger.db');
    const ledger = openLedger(path);
    assert.equal(ledger.path, path);
    await ledger.close();
    assert.ok(statSync(path).isFile());
    const raw = new Database(path);
    const first = (sql: string) => Object.values(raw.prepare(sql).all()[0] as object)[0];
    assert.equal(first('PRAGMA journal_mode'), 'wal');
    assert.equal(first('PRAGMA application_id'), LEDGER_APPLICATION_ID);
    assert.equal(first('PRAGMA user_version'), LEDGER_SCHEMA_VERSION);
    assert.equal(first("SELECT value FROM meta WHERE key = 'application'"), 'service-core ledger');
    assert.equal(first('SELECT count(*) FROM migrations'), LEDGER_SCHEMA_VERSION);
    raw.close();
    const again = openLedger(path);
    assert.equal((await again.events()).filter((e) => e.kind === 'schema.migrated').length, LEDGER_SCHEMA_VERSION, 'each migration runs once');
    assert.equal(await again.integrityCheck(), 'ok');
    await again.close();
  });

  it('refuses a text file with a clear ConfigError and leaves it byte for byte untouched', async () => {
    const path = join(dir, 'notes.txt');
    writeFileSync(path, 'these are my notes, not a database\n'.repeat(100));
    const before = digest(path);
    assert.throws(
      () => openLedger(path),
      (e: unknown) => e instanceof ConfigError && e.code === 'SC_LEDGER_NOT_SQLITE',
    );
    assert.equal(digest(path), before);
    assert.equal(existsSync(`${path}-wal`), false);
  });

  it('refuses an SQLite database that is not a ledger and leaves it untouched', async () => {
    const path = join(dir, 'other.db');
    const other = new Database(path);
    other.exec("CREATE TABLE customers (name TEXT); INSERT INTO customers VALUES ('Amina')");
    await other.close();
    const before = digest(path);
    assert.throws(() => openLedger(path), hasCode('SC_LEDGER_NOT_LEDGER'));
    assert.equal(digest(path), before);
  });

  it('refuses a directory, a ledger of a newer schema, and a missing file when it must exist', async () => {
    assert.throws(() => openLedger(dir), (e: unknown) => e instanceof ConfigError && hasCode('SC_LEDGER_NOT_FILE')(e));
    const path = join(dir, 'future.db');
    await openLedger(path).close();
    const raw = new Database(path);
    raw.exec('PRAGMA user_version = 99');
    raw.close();
    assert.throws(() => openLedger(path), (e: unknown) => hasCode('SC_LEDGER_SCHEMA_NEWER')(e) && /99/.test((e as Error).message));
    assert.throws(() => openLedger(join(dir, 'absent.db'), { mustExist: true }), hasCode('SC_LEDGER_MISSING'));
    assert.equal(existsSync(join(dir, 'absent.db')), false);
  });

  it('accepts an empty file as a new ledger', async () => {
    const path = join(dir, 'empty.db');
    writeFileSync(path, '');
    const ledger = openLedger(path);
    await ledger.record(compareEntry(PAIRS.merge));
    assert.equal(await ledger.count(), 1);
    await ledger.close();
  });
});

describe('append-only', () => {
  it('refuses UPDATE and DELETE inside the file itself', async () => {
    const path = join(dir, 'append.db');
    const ledger = openLedger(path);
    const entry = compareEntry(PAIRS.merge);
    await ledger.record(entry);
    await ledger.close();
    const raw = new Database(path);
    for (const sql of [
      'DELETE FROM decisions',
      'DELETE FROM records',
      'DELETE FROM events',
      "UPDATE records SET text = 'x'",
      "UPDATE events SET kind = 'x'",
      "UPDATE decisions SET receipt = '{}'",
      "UPDATE decisions SET superseded_by = 'x', recorded_at = 'y'",
    ]) {
      assert.throws(() => raw.exec(sql), /append-only/, sql);
    }
    raw.close();
  });

  it('links a superseded decision once, and refuses a second supersession', async () => {
    const ledger = openLedger(join(dir, 'supersede.db'));
    const old = compareEntry(PAIRS.review);
    const next = compareEntry(PAIRS.merge);
    await ledger.record(old);
    await ledger.record({ ...next, supersedes: old.decision_id });
    assert.equal((await ledger.decision(old.decision_id)).superseded_by, next.decision_id);
    assert.equal((await ledger.decision(next.decision_id)).supersedes, old.decision_id);
    const third = compareEntry(PAIRS.different);
    await assert.rejects(async () => ledger.record({ ...third, supersedes: old.decision_id }), hasCode('SC_DECISION_SUPERSEDED'));
    await assert.rejects(async () => ledger.record({ ...third, supersedes: parseDecisionId(`dec:sha256:${'e'.repeat(64)}`) }), (e: unknown) => e instanceof NotFoundError && hasCode('SC_DECISION_NOT_FOUND')(e));
    assert.equal(await ledger.has(third.decision_id), false);
    assert.deepEqual(
      (await ledger.events()).map((e) => e.kind).filter((k) => k.startsWith('decision.')),
      ['decision.recorded', 'decision.recorded', 'decision.superseded'],
    );
    await ledger.close();
  });
});

describe('restart and several connections', () => {
  it('survives a restart', async () => {
    const path = join(dir, 'restart.db');
    const first = openLedger(path);
    const entry = deidentifyEntry('NIN 12345678901');
    const res = await first.record(entry);
    await first.close();
    const second = openLedger(path);
    assert.equal((await second.decision(entry.decision_id)).recorded_at, res.recorded_at);
    assert.equal((await second.record(entry)).created, false);
    await second.close();
  });

  it('lets two connections on one file write and read each other through WAL', async () => {
    const path = join(dir, 'two.db');
    const one = openLedger(path);
    const two = openLedger(path);
    const a = compareEntry(PAIRS.merge);
    const b = compareEntry(PAIRS.different);
    await Promise.all([one.recordAsync(a), two.recordAsync(b), one.recordAsync(b)]);
    assert.equal((await two.decision(a.decision_id)).identity, 'same_entity');
    assert.equal((await one.decision(b.decision_id)).identity, 'different');
    assert.equal(await one.count(), 2);
    assert.equal(await two.integrityCheck(), 'ok');
    await one.close();
    await two.close();
  });

  it('answers 503 (not a crash) when another process holds the write lock past the busy timeout', async () => {
    const path = join(dir, 'busy.db');
    const ledger = openLedger(path, { busyTimeoutMs: 50 });
    const other = new Database(path);
    other.exec('BEGIN IMMEDIATE');
    const entry = compareEntry(PAIRS.merge);
    await assert.rejects(async () => ledger.record(entry), (e: unknown) => e instanceof ServiceUnavailableError && hasCode('SC_LEDGER_BUSY')(e));
    await assert.rejects(ledger.recordAsync(entry), (e: unknown) => e instanceof ServiceUnavailableError && hasCode('SC_LEDGER_BUSY')(e));
    other.exec('ROLLBACK');
    await other.close();
    assert.equal((await ledger.record(entry)).created, true);
    await ledger.close();
  });
});
