// Ledger faults: a damaged page found at open, a ledger (or its folder) on a read-only file system, a
// full disk (a small tmpfs, mounted when the test runs as root and may mount; else those cases are
// skipped and the simulated write failure below still runs). Nothing is half-recorded; the cause is
// logged without values.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { structurePageFromMiddle } from '../helpers/ledgerPages.js';
import { scratchMounts } from '../helpers/mounts.js';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import Database from 'libsql';
import { ConfigError, ServiceUnavailableError } from '../../src/core/errors.js';
import { asWriteFault, setLedgerFaultSink, writeFaultCause } from '../../src/ledger/faults.js';
import { openLedger } from '../../src/ledger/index.js';
import { deidentifyEntry, manyEntries } from './fakeVerbs.js';
import { hasError } from '../helpers/codes.js';

const { dir, tmpfs, readOnlyView } = scratchMounts('ledger-faults-');
const digest = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');

describe('a damaged ledger at open', () => {
  // A few garbled bytes inside a page pass every read the opening does (the header, the marker) and
  // only quick_check finds them; a page of garbage is found by quick_check or, when the opening reads
  // that page itself, by SQLite's own read (which page the middle one is depends on the layout).
  // The finding is named by its code and counted or coded, never quoted (SQLite's text is a library's).
  for (const [offset, length, codes, finding] of [
    [1000, 200, ['SC_LEDGER_DAMAGED_PAGES'], /\(PRAGMA quick_check reports \d+ problems\)/],
    [0, 4096, ['SC_LEDGER_DAMAGED_PAGES', 'SC_LEDGER_DAMAGED'], /\(PRAGMA quick_check reports \d+ problems\)|\(SQLite reports SQLITE_CORRUPT while reading it\)/],
  ] as const) {
    it(`refuses a page damaged at byte ${offset} (${length} bytes), naming the finding, and leaves the file untouched`, async () => {
      const path = join(dir, `damaged-${offset}.db`);
      const ledger = openLedger(path);
      for (const e of manyEntries(300, 'damage')) await ledger.record(e);
      await ledger.close();
      // Fold the WAL into the file first, so the damage is in the only copy of that page.
      const raw = new Database(path);
      raw.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      raw.close();
      const size = statSync(path).size;
      assert.ok(size > 16 * 4096, `the ledger spans many pages (${size} bytes)`);
      const page = structurePageFromMiddle(path);
      const fd = openSync(path, 'r+');
      writeSync(fd, Buffer.alloc(length, 0xa5), 0, length, page * 4096 + offset);
      closeSync(fd);
      const before = digest(path);
      assert.throws(
        () => openLedger(path),
        (e: unknown) =>
          e instanceof ConfigError && (codes as readonly string[]).includes(e.code) && finding.test(e.message),
      );
      assert.equal(digest(path), before, 'nothing was written to the damaged file');
    });
  }
});

describe('a read-only ledger', () => {
  it('a new ledger in a read-only folder stops start-up with a sentence, not ConnectionFailed(…: 14)', async (t) => {
    const base = tmpfs('ro-new-src', '1m');
    const ro = base && readOnlyView(base, 'ro-new');
    if (!ro) return t.skip('cannot mount here (needs root)');
    assert.throws(
      () => openLedger(join(ro, 'ledger.db')),
      (e: unknown) => e instanceof ConfigError && e.code === 'SC_LEDGER_FOLDER_ON_READ_ONLY_FS' && /read-only file system \(EROFS\)/.test(e.message) && !/ConnectionFailed/.test(e.message),
    );
  });

  it('an existing ledger on a read-only file system is refused at start-up, and still exports (read tools)', async (t) => {
    const base = tmpfs('ro-old-src', '4m');
    if (!base) return t.skip('cannot mount here (needs root)');
    const ledger = openLedger(join(base, 'ledger.db'));
    await ledger.record(deidentifyEntry('Adaeze Okonkwo, NIN 12345678901'));
    await ledger.close();
    const ro = readOnlyView(base, 'ro-old');
    if (!ro) return t.skip('cannot bind-mount here');
    assert.throws(
      () => openLedger(join(ro, 'ledger.db')),
      (e: unknown) => e instanceof ConfigError && e.code === 'SC_LEDGER_ON_READ_ONLY_FS' && /read-only file system \(EROFS\)/.test(e.message),
    );
  });
});

describe('a full disk', () => {
  it('answers 503 naming the cause, records nothing of a failed batch, and logs the cause without values', async (t) => {
    const small = tmpfs('full', '256k');
    if (!small) return t.skip('cannot mount a tmpfs here (needs root)');
    const lines: string[] = [];
    const previous = setLedgerFaultSink((line) => lines.push(line));
    try {
      const ledger = openLedger(join(small, 'ledger.db'));
      let failure: unknown = null;
      let n = 0;
      // Batches of four submitted in one turn share a transaction: all or none are recorded.
      while (failure === null && n < 2000) {
        const before = await ledger.count();
        const batch = manyEntries(4, `full-${n}`).map((e) => ledger.recordAsync(e));
        const settled = await Promise.allSettled(batch);
        const rejected = settled.filter((s) => s.status === 'rejected');
        if (rejected.length > 0) {
          assert.equal(rejected.length, settled.length, 'a failed batch fails whole');
          assert.equal(await ledger.count(), before, 'nothing of the failed batch was recorded');
          failure = (rejected[0] as PromiseRejectedResult).reason;
        }
        n += 1;
      }
      assert.ok(failure instanceof ServiceUnavailableError, `got ${String(failure)}`);
      assert.equal(failure.status, 503);
      hasError('SC_LEDGER_DISK_FULL', { errno: 'SQLITE_FULL' })(failure);
      assert.equal(lines.length, 1, 'one log line for the cause');
      assert.match(lines[0] as string, /^service-core ledger: a write to .*ledger\.db failed \(SQLITE_FULL: the disk holding the ledger is full\)/);
      assert.doesNotMatch(lines[0] as string, /full-\d|12345678901/, 'no value in the log');
      // Reads still work and the stored decisions are intact.
      assert.ok((await ledger.count()) > 0);
      await ledger.close();
    } finally {
      setLedgerFaultSink(previous);
    }
  });
});

describe('a simulated write failure (no mount needed)', () => {
  it('maps the disk and file codes to a 503 and leaves every other error alone', async () => {
    const lines: string[] = [];
    const previous = setLedgerFaultSink((line) => lines.push(line));
    try {
      const expected = [
        ['SQLITE_FULL', 'SC_LEDGER_DISK_FULL'],
        ['SQLITE_READONLY', 'SC_LEDGER_READ_ONLY'],
        ['SQLITE_READONLY_DBMOVED', 'SC_LEDGER_READ_ONLY'],
        ['SQLITE_IOERR_WRITE', 'SC_LEDGER_IO_ERROR'],
        ['SQLITE_IOERR_FSYNC', 'SC_LEDGER_IO_ERROR'],
        ['SQLITE_CORRUPT', 'SC_LEDGER_FILE_DAMAGED'],
      ] as const;
      for (const [code, catalogued] of expected) {
        const mapped = asWriteFault(Object.assign(new Error('disk said no'), { code }), '/srv/ledger.db');
        assert.ok(mapped instanceof ServiceUnavailableError, code);
        hasError(catalogued, { errno: code })(mapped);
      }
      assert.equal(lines.length, 6);
      const other = Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
      assert.equal(asWriteFault(other, '/srv/ledger.db'), other);
      assert.equal(writeFaultCause(new Error('plain')), null);
      assert.equal(writeFaultCause(null), null);
    } finally {
      setLedgerFaultSink(previous);
    }
  });
});
