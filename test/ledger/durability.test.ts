import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { openLedger } from '../../src/ledger/index.js';
import { compareEntry, manyEntries, PAIRS } from './fakeVerbs.js';

const dir = mkdtempSync(join(tmpdir(), 'ledger-durable-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const WRITER = fileURLToPath(new URL('./fixtures/writer.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ID = /^xwd:sha256:[0-9a-f]{64}$/;

describe('durability', () => {
  it('keeps every acknowledged decision when the writer is killed with SIGKILL', async () => {
    const path = join(dir, 'killed.db');
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, path], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, sig) => resolve(sig ?? code)));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`writer produced too little output: ${err}`)), 20000);
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.split('\n').length > 600) {
          clearTimeout(timer);
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    assert.equal(await exited, 'SIGKILL', err);
    const lines = out.split('\n');
    lines.pop(); // a line cut by the kill is not an acknowledgement
    const acknowledged = lines.filter((l) => ID.test(l));
    assert.ok(acknowledged.length >= 600, `only ${acknowledged.length} acknowledged`);
    const ledger = openLedger(path);
    assert.equal(ledger.integrityCheck(), 'ok');
    const missing = acknowledged.filter((id) => !ledger.has(id));
    assert.deepEqual(missing, []);
    assert.ok(ledger.count() >= new Set(acknowledged).size);
    ledger.close();
  });
});

describe('concurrency', () => {
  it('records 200 parallel recordAsync calls exactly once each', async () => {
    const ledger = openLedger(join(dir, 'parallel.db'));
    const entries = manyEntries(200, 'p');
    const results = await Promise.all(entries.map((e) => ledger.recordAsync(e)));
    assert.equal(results.length, 200);
    assert.ok(results.every((r) => r.created));
    assert.equal(new Set(results.map((r) => r.decision_id)).size, 200);
    assert.equal(ledger.count(), 200);
    const recorded = ledger.events(0, 10000).filter((e) => e.kind === 'decision.recorded');
    assert.equal(recorded.length, 200);
    ledger.close();
  });

  it('records the same 100 ids sent twice in parallel once, the first one created', async () => {
    const ledger = openLedger(join(dir, 'dupes.db'));
    const entries = manyEntries(100, 'd');
    const results = await Promise.all([...entries, ...entries].map((e) => ledger.recordAsync(e)));
    assert.equal(results.filter((r) => r.created).length, 100);
    results.slice(0, 100).forEach((r, i) => {
      assert.equal(r.created, true);
      assert.deepEqual(results[100 + i], { ...r, created: false });
    });
    assert.equal(ledger.count(), 100);
    ledger.close();
  });

  it('fails a bad entry alone inside a group commit', async () => {
    const ledger = openLedger(join(dir, 'mixed.db'));
    const good = manyEntries(3, 'g');
    const bad = { ...compareEntry(PAIRS.merge), supersedes: `xwd:sha256:${'f'.repeat(64)}` };
    const settled = await Promise.allSettled([good[0]!, bad, good[1]!, good[2]!].map((e) => ledger.recordAsync(e)));
    assert.deepEqual(
      settled.map((s) => s.status),
      ['fulfilled', 'rejected', 'fulfilled', 'fulfilled'],
    );
    assert.equal(ledger.count(), 3);
    assert.equal(ledger.has(bad.decision_id), false);
    await assert.rejects(ledger.recordAsync({ ...bad, decision_id: 'nope' }), TypeError);
    ledger.close();
  });

  it('commits what is queued when closed, and refuses work afterwards', async () => {
    const ledger = openLedger(join(dir, 'close.db'));
    const pending = manyEntries(5, 'c').map((e) => ledger.recordAsync(e));
    ledger.close();
    assert.equal((await Promise.all(pending)).length, 5);
    await assert.rejects(ledger.recordAsync(manyEntries(1, 'x')[0]!), /closed/);
    const again = openLedger(join(dir, 'close.db'));
    assert.equal(again.count(), 5);
    again.close();
  });
});
