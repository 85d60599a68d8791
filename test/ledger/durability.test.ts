import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import type { DecisionId } from '../../src/core/ids.js';
import { openLedger, parseDecisionId } from '../../src/ledger/index.js';
import { compareEntry, manyEntries, PAIRS } from './fakeVerbs.js';

const dir = mkdtempSync(join(tmpdir(), 'ledger-durable-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const WRITER = fileURLToPath(new URL('./fixtures/writer.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ID = /^xwd:sha256:[0-9a-f]{64}$/;

/** Starts the writer child on `path`; resolves `lines()` once it printed more than `n` acknowledged ids. */
function startWriter(path: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, path], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => {
    err += d.toString();
  });
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, sig) => resolve(sig ?? code)));
  const waitFor = (n: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`writer produced too little output: ${err}`)), 20000);
      const check = () => {
        if (out.split('\n').length > n) {
          clearTimeout(timer);
          child.stdout.off('data', check);
          resolve();
        }
      };
      child.stdout.on('data', check);
      child.on('exit', () => {
        clearTimeout(timer);
        reject(new Error(`writer exited early: ${err}`));
      });
      check();
    });
  /** Complete lines only: a line cut by the kill is not an acknowledgement. */
  const acknowledged = () => out.split('\n').slice(0, -1).filter((l) => ID.test(l));
  return { child, exited, waitFor, acknowledged, stderr: () => err };
}

describe('durability', () => {
  it('keeps every acknowledged decision when the writer is killed with SIGKILL', async () => {
    const path = join(dir, 'killed.db');
    const w = startWriter(path);
    await w.waitFor(600);
    w.child.kill('SIGKILL');
    assert.equal(await w.exited, 'SIGKILL', w.stderr());
    const acknowledged = w.acknowledged();
    assert.ok(acknowledged.length >= 600, `only ${acknowledged.length} acknowledged`);
    const ledger = openLedger(path);
    assert.equal(await ledger.integrityCheck(), 'ok');
    const missing: string[] = [];
    for (const id of acknowledged) if (!(await ledger.has(id))) missing.push(id);
    assert.deepEqual(missing, []);
    assert.ok(await ledger.count() >= new Set(acknowledged).size);
    await ledger.close();
  });

  it('lets a second process write to the same file through WAL while the first writes', async () => {
    const path = join(dir, 'shared.db');
    const w = startWriter(path);
    await w.waitFor(100);
    const ledger = openLedger(path);
    const mine = manyEntries(100, 'parent');
    for (const e of mine) assert.equal((await ledger.record(e)).created, true);
    const seen = w.acknowledged();
    for (const id of seen) assert.ok(await ledger.has(id), 'the parent reads what the child committed');
    w.child.kill('SIGKILL');
    await w.exited;
    await ledger.close();
    const reopened = openLedger(path);
    assert.equal(await reopened.integrityCheck(), 'ok');
    for (const e of mine) assert.ok(await reopened.has(e.decision_id));
    for (const id of w.acknowledged()) assert.ok(await reopened.has(id));
    await reopened.close();
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
    assert.equal(await ledger.count(), 200);
    const recorded = (await ledger.events(0, 10000)).filter((e) => e.kind === 'decision.recorded');
    assert.equal(recorded.length, 200);
    await ledger.close();
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
    assert.equal(await ledger.count(), 100);
    await ledger.close();
  });

  it('fails a bad entry alone inside a group commit', async () => {
    const ledger = openLedger(join(dir, 'mixed.db'));
    const good = manyEntries(3, 'g');
    const bad = { ...compareEntry(PAIRS.merge), supersedes: parseDecisionId(`xwd:sha256:${'f'.repeat(64)}`) };
    const settled = await Promise.allSettled([good[0]!, bad, good[1]!, good[2]!].map((e) => ledger.recordAsync(e)));
    assert.deepEqual(
      settled.map((s) => s.status),
      ['fulfilled', 'rejected', 'fulfilled', 'fulfilled'],
    );
    assert.equal(await ledger.count(), 3);
    assert.equal(await ledger.has(bad.decision_id), false);
    // A JavaScript caller's malformed id: the types refuse it, prepareEntry refuses it at run time.
    await assert.rejects(ledger.recordAsync({ ...bad, decision_id: 'nope' as DecisionId<'xwd'> }), TypeError);
    await ledger.close();
  });

  it('commits what is queued when closed, and refuses work afterwards', async () => {
    const ledger = openLedger(join(dir, 'close.db'));
    const pending = manyEntries(5, 'c').map((e) => ledger.recordAsync(e));
    await ledger.close();
    assert.equal((await Promise.all(pending)).length, 5);
    await assert.rejects(ledger.recordAsync(manyEntries(1, 'x')[0]!), /closed/);
    const again = openLedger(join(dir, 'close.db'));
    assert.equal(await again.count(), 5);
    await again.close();
  });
});
