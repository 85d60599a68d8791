// Ledger faults through the real server and the real CLI: a store on a full disk answers 503 with the
// cause (never 500) and logs it even though request logging is off; start-up on a ledger in a
// read-only folder or on a damaged ledger stops with a sentence saying what is wrong with the file.
// Needs a tmpfs (root may mount one); skipped with the reason where mounting is refused.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, statSync, writeSync } from 'node:fs';
import { structurePageFromMiddle } from '../helpers/ledgerPages.js';
import { scratchMounts } from '../helpers/mounts.js';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import Database from 'libsql';
import { setLedgerFaultSink } from '../../src/ledger/faults.js';
import { openLedger } from '../../src/ledger/index.js';
import { manyEntries } from '../ledger/fakeVerbs.js';
import { errorMessage } from '../../src/core/errorCatalogue.js';
import { expectCode } from '../helpers/codes.js';
import { isDetailOnly, startServer } from './server.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { dir, mount } = scratchMounts('http-ledger-faults-');

function cliServe(ledger: string): { status: number | null; stderr: string } {
  const env = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith('SERVICE_')) delete env[k];
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve', '--port', '0', '--ledger', ledger], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stderr: run.stderr };
}

describe('a store on a full disk', () => {
  it('answers 503 naming the cause, and the cause is logged without values', async (t) => {
    const small = mount('full', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs']);
    if (!small) return t.skip('cannot mount a tmpfs here (needs root)');
    const lines: string[] = [];
    const previous = setLedgerFaultSink((line) => lines.push(line));
    const server = await startServer({ ledger: join(small, 'ledger.db') });
    try {
      let answer = null;
      for (let i = 0; i < 400; i += 1) {
        const text = `Patient Adaeze Okonkwo ${i}, NIN ${String(12345678901 + i)}, reached on 0803 555 ${String(1000 + i)}. ${'Notes on the visit. '.repeat(40)}`;
        const res = await server.call('POST', '/deidentify', { text, jurisdiction: 'NG', backend: 'basic', store: true });
        if (res.status !== 200) {
          answer = res;
          break;
        }
        assert.equal(res.json.recorded, true);
      }
      assert.ok(answer, 'the disk filled up');
      expectCode(answer, 503, 'SC_LEDGER_DISK_FULL');
      assert.ok(isDetailOnly(answer.json));
      assert.equal(answer.json.detail, errorMessage('SC_LEDGER_DISK_FULL', { errno: 'SQLITE_FULL' }));
      assert.equal(lines.length, 1);
      assert.match(lines[0] as string, /SQLITE_FULL/);
      assert.doesNotMatch(lines[0] as string, /Okonkwo|1234567|0803/, 'no value in the log');
      // Reads keep working.
      assert.equal((await server.call('GET', '/livez')).status, 200);
    } finally {
      await server.close();
      setLedgerFaultSink(previous);
    }
  });
});

describe('start-up on a ledger that cannot be used', () => {
  it('a new ledger in a read-only folder: the CLI says so, not ConnectionFailed(…: 14)', async (t) => {
    const ro = mount('ro', ['-t', 'tmpfs', '-o', 'size=64k,ro', 'tmpfs']);
    if (!ro) return t.skip('cannot mount a tmpfs here (needs root)');
    const run = cliServe(join(ro, 'ledger.db'));
    assert.equal(run.status, 1);
    assert.match(run.stderr, /cannot create ledger .*ledger\.db: the folder .* is on a read-only file system \(EROFS\)/);
    assert.doesNotMatch(run.stderr, /ConnectionFailed/);
  });

  it('a damaged ledger: the CLI names the damage and does not write to it', async () => {
    const path = join(dir, 'damaged.db');
    const ledger = openLedger(path);
    for (const e of manyEntries(300, 'cli-damage')) await ledger.record(e);
    await ledger.close();
    // Fold the WAL into the file first, so the damage is in the only copy of that page.
    const raw = new Database(path);
    raw.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    raw.close();
    const page = structurePageFromMiddle(path);
    const fd = openSync(path, 'r+');
    writeSync(fd, Buffer.alloc(200, 0xa5), 0, 200, page * 4096 + 1000);
    closeSync(fd);
    const size = statSync(path).size;
    const run = cliServe(path);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /ledger .*damaged\.db is damaged \(PRAGMA quick_check reports \d+ problems\); refusing to write to it/);
    assert.equal(statSync(path).size, size);
  });
});
