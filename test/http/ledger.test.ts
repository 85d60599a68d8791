// The ledger over HTTP: store, read back, explain, replay, masking, restart, concurrency and crashes.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { compareDetailed } from '../../src/compare/index.js';
import { contentId } from '../../src/core/ids.js';
import { ENGINE } from '../../src/core/version.js';
import { type CompareDetail, compareLedgerEntry, openLedger } from '../../src/ledger/index.js';
import { isDetailOnly, startServer, type TestServer } from './server.js';
import { errorMessage } from '../../src/core/errorCatalogue.js';
import { expectCode, hasCode } from '../helpers/codes.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const tmp = () => mkdtempSync(join(tmpdir(), 'sc-ledger-http-'));

const MERGE = { a: { name: 'Adesola Okonkwo', national_id: '12345678901' }, b: { name: 'Adesola E. Okonkwo', national_id: '12345678901' } };
const REVIEW = { a: { name: 'Ibrahim Musa' }, b: { name: 'Ibrahim Musa' } };
const DIFFERENT = { a: { name: 'Adesola Okonkwo', national_id: '12345678901' }, b: { name: 'Adesola Okonkwo', national_id: '98765432109' } };
const DEID = { text: 'Call Adaeze on +234 803 123 4567 about NIN 12345678901.', jurisdiction: 'NG' };

/** A distinct, plausible compare body per index (so every stored decision has its own id). */
function pair(i: number) {
  const nin = String(10_000_000_000 + i * 7919);
  return { a: { name: `Client ${i} Okafor`, national_id: nin }, b: { name: `Client ${i} Okafor`, national_id: nin }, store: true };
}

describe('ledger over HTTP', () => {
  let server: TestServer;
  let ledgerFile: string;
  before(async () => {
    ledgerFile = join(tmp(), 'sub', 'ledger.db');
    server = await startServer({ ledger: ledgerFile });
  });
  after(() => server.close());

  it('store: true records an xwd: decision that /decision reads back, masked unless revealed', async () => {
    const c = await server.call('POST', '/compare', { ...MERGE, store: true });
    assert.equal(c.status, 200, c.text);
    assert.equal(c.json.recorded, true);
    const id = c.json.decision_id as string;
    assert.match(id, /^xwd:sha256:[0-9a-f]{64}$/);

    const d = await server.call('GET', `/decision/${id}`);
    assert.equal(d.status, 200);
    for (const k of ['decision_id', 'verb', 'identity', 'action', 'score', 'explanation', 'factors', 'pins', 'call', 'recorded_at', 'supersedes', 'superseded_by', 'record_a', 'record_b']) {
      assert.ok(k in d.json, `missing ${k}`);
    }
    assert.equal(d.json.decision_id, id);
    assert.equal(d.json.verb, 'compare');
    assert.equal(d.json.identity, c.json.identity);
    assert.deepEqual(d.json.factors, c.json.factors);
    assert.deepEqual(d.json.pins, c.json.pins);
    assert.match(d.json.recorded_at as string, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(\+00:00|Z)$/);
    assert.match(d.json.record_a as string, /^rec:sha256:/);
    // reveal=false masks the stored values (README), it does not leave them out.
    const masked = d.json.records as { a: { attributes: Record<string, string> } };
    assert.equal(masked.a.attributes.national_id, '1234*******');
    assert.equal((d.json.call as { a: Record<string, string> }).a.national_id, '1234*******');
    const explicit = await server.call('GET', `/decision/${id}?reveal=false`);
    assert.deepEqual(explicit.json, d.json);
    assert.ok(!d.text.includes('12345678901'), 'no stored value in a default read');

    const revealed = await server.call('GET', `/decision/${id}?reveal=true`);
    const records = revealed.json.records as { a: { attributes: Record<string, string> }; b: { attributes: Record<string, string> } };
    assert.equal(records.a.attributes.national_id, '12345678901');
    assert.equal(records.b.attributes.name, 'Adesola E. Okonkwo');
  });

  it('explain: merge, review and different, with shared values masked unless revealed', async () => {
    const cases = [
      [MERGE, 'same_entity'],
      [REVIEW, 'review'],
      [DIFFERENT, 'different'],
    ] as const;
    for (const [body, identity] of cases) {
      const c = await server.call('POST', '/compare', { ...body, store: true });
      assert.equal(c.json.identity, identity);
      const e = await server.call('GET', `/explain/${c.json.decision_id}`);
      assert.equal(e.status, 200);
      for (const k of ['identity', 'action', 'basis', 'explanation', 'supporting', 'refuting', 'missing', 'shared', 'gate']) assert.ok(k in e.json, `${identity}: missing ${k}`);
      assert.equal(e.json.identity, identity);
      const gate = e.json.gate as Record<string, unknown>;
      assert.deepEqual(Object.keys(gate).sort(), ['clearing_signal', 'distinctive_cleared', 'floor']);
      assert.equal(gate.floor, 0.75);
      if (identity === 'different') assert.ok((e.json.refuting as string[]).includes('national_id'));
      if (identity === 'same_entity') {
        assert.ok((e.json.supporting as string[]).includes('national_id'));
        assert.equal((e.json.shared as Record<string, string>).national_id, '1234*******');
        const shown = await server.call('GET', `/explain/${c.json.decision_id}?reveal=true`);
        assert.equal((shown.json.shared as Record<string, string>).national_id, '12345678901');
      }
      assert.ok((e.json.missing as string[]).includes('phone'));
    }
  });

  it('a red: decision is stored and read back value-free; a salted call still replays', async () => {
    const r = await server.call('POST', '/deidentify', { ...DEID, salt: 'pepper', store: true });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.recorded, true);
    const id = r.json.decision_id as string;
    const d = await server.call('GET', `/decision/${id}`);
    assert.equal(d.status, 200);
    assert.equal(d.json.statute, 'NDPA-2023');
    assert.deepEqual(d.json.by_category, r.json.by_category);
    assert.ok(Array.isArray(d.json.spans));
    assert.ok(!d.text.includes('803 123 4567') && !d.text.includes('pepper'));
    const replay = await server.call('GET', `/replay/${id}`);
    assert.equal(replay.status, 200);
    assert.equal(replay.json.reproduced, true);
    assert.deepEqual(replay.json.changed, {});
  });

  it('replay reproduces a stored compare byte for byte', async () => {
    const c = await server.call('POST', '/compare', { ...MERGE, store: true });
    const r = await server.call('GET', `/replay/${c.json.decision_id}`);
    assert.equal(r.status, 200);
    assert.deepEqual(r.json, {
      decision_id: c.json.decision_id,
      reproduced: true,
      changed: {},
      now: { decision_id: c.json.decision_id, identity: c.json.identity, action: c.json.action, score: c.json.score, factors: c.json.factors },
    });
  });

  it('recording the same decision twice is idempotent and keeps the first recorded_at', async () => {
    // The ledger's clock is injected and moved an hour on, instead of sleeping past a second boundary.
    let now = new Date('2026-11-22T04:05:06.789Z');
    const ledger = openLedger(join(tmp(), 'clocked.db'), { clock: () => now });
    const clocked = await startServer({ ledger });
    try {
      const first = await clocked.call('POST', '/compare', { ...DIFFERENT, store: true });
      const before = await clocked.call('GET', `/decision/${first.json.decision_id}`);
      assert.equal(before.json.recorded_at, '2026-11-22T04:05:06+00:00');
      now = new Date('2026-11-22T05:05:06Z');
      const again = await clocked.call('POST', '/compare', { ...DIFFERENT, store: true });
      assert.equal(again.json.decision_id, first.json.decision_id);
      assert.equal(again.json.recorded, true);
      const afterRead = await clocked.call('GET', `/decision/${first.json.decision_id}`);
      assert.equal(afterRead.json.recorded_at, before.json.recorded_at);
      const other = await clocked.call('POST', '/compare', { ...MERGE, store: true });
      assert.equal((await clocked.call('GET', `/decision/${other.json.decision_id}`)).json.recorded_at, '2026-11-22T05:05:06+00:00');
    } finally {
      await clocked.close();
      await ledger.close();
    }
  });

  it('unknown and malformed ids are 404 with the contract detail', async () => {
    const unknown = `xwd:sha256:${'0'.repeat(64)}`;
    for (const route of ['decision', 'explain', 'replay']) {
      const r = await server.call('GET', `/${route}/${unknown}`);
      expectCode(r, 404, 'SC_DECISION_NOT_FOUND');
      assert.ok(isDetailOnly(r.json));
      assert.equal(r.json.detail, errorMessage('SC_DECISION_NOT_FOUND', { decision: `'${unknown}'` }));
      const bad = await server.call('GET', `/${route}/not-an-id`);
      expectCode(bad, 404, 'SC_DECISION_NOT_FOUND');
    }
  });

  it('200 parallel store requests are all recorded exactly once', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => server.call('POST', '/compare', pair(1000 + i))));
    assert.ok(answers.every((a) => a.status === 200 && a.json.recorded === true));
    const ids = new Set(answers.map((a) => a.json.decision_id));
    assert.equal(ids.size, 200);
    const check = openLedger(ledgerFile);
    try {
      for (const id of ids) assert.ok(await check.has(id as string));
      assert.equal(await check.integrityCheck(), 'ok');
    } finally {
      await check.close();
    }
  });
});

describe('ledger across restarts and processes', () => {
  it('a decision survives a restart of the service', async () => {
    const file = join(tmp(), 'restart.db');
    const first = await startServer({ ledger: file });
    const c = await first.call('POST', '/compare', { ...MERGE, store: true });
    await first.close();
    const second = await startServer({ ledger: file });
    try {
      const d = await second.call('GET', `/decision/${c.json.decision_id}`);
      assert.equal(d.status, 200);
      assert.equal(d.json.identity, 'same_entity');
    } finally {
      await second.close();
    }
  });

  it('replay of a decision made by another engine version and threshold reports exactly what moved', async () => {
    const file = join(tmp(), 'old-engine.db');
    const request = { ...MERGE, entity: 'person', jurisdiction: null, backend: 'basic', store: true };
    const now = compareDetailed(request);
    // What an older engine (other version, threshold 0.6, another name score) stored under its own id.
    const oldId = contentId('xwd', { schema: 'test.old-engine.v1', seed: 1 });
    const then = {
      ...now,
      receipt: {
        ...now.receipt,
        decision_id: oldId,
        factors: { ...now.receipt.factors, name: 0.5 },
        pins: { ...now.receipt.pins, engine: 'service-core@0.0.9', threshold: 0.6 },
      },
    };
    const ledger = openLedger(file);
    await ledger.record(compareLedgerEntry(request, then as unknown as CompareDetail));
    await ledger.close();
    const server = await startServer({ ledger: file });
    try {
      const r = await server.call('GET', `/replay/${oldId}`);
      assert.equal(r.status, 200, r.text);
      assert.equal(r.json.reproduced, false);
      assert.deepEqual(r.json.changed, {
        'factors.name': { then: 0.5, now: now.receipt.factors.name },
        'pins.engine': { then: 'service-core@0.0.9', now: ENGINE },
        'pins.threshold': { then: 0.6, now: 0.7 },
      });
      assert.equal((r.json.now as Record<string, unknown>).decision_id, now.receipt.decision_id);
    } finally {
      await server.close();
    }
  });

  it('a file that is not a ledger stops start-up and is left untouched', async () => {
    const { writeFileSync, readFileSync } = await import('node:fs');
    const file = join(tmp(), 'notes.txt');
    writeFileSync(file, 'these are my notes, not a ledger\n');
    await assert.rejects(startServer({ ledger: file }), hasCode('SC_LEDGER_NOT_SQLITE'));
    assert.equal(readFileSync(file, 'utf8'), 'these are my notes, not a ledger\n');
  });
});

/** Spawns the real CLI server; resolves with its URL. */
function spawnServer(ledger: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve', '--port', '0', '--ledger', ledger], {
      cwd: ROOT,
      env: { ...process.env, SERVICE_SIGNING_KEY: '', SERVICE_LEDGER: '', SERVICE_WORKERS: '1' },
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error('server did not start')), 20_000);
    child.stdout!.on('data', (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]! });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited ${code}`));
    });
  });
}

async function post(url: string, body: unknown): Promise<Record<string, unknown> | null> {
  try {
    const res = await fetch(`${url}/compare`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status !== 200) return null;
    return (await res.json()) as Record<string, unknown>;
  } catch {
    return null; // the server was killed mid-request
  }
}

describe('ledger durability and sharing between processes', () => {
  it('every decision answered with recorded: true survives SIGKILL of the server', async () => {
    const file = join(tmp(), 'crash.db');
    const { child, url } = await spawnServer(file);
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const client = async () => {
      while (!killed) {
        const answer = await post(url, pair(next++));
        if (answer?.recorded === true) acknowledged.push(answer.decision_id as string);
        if (acknowledged.length >= 120 && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    };
    const exited = new Promise((r) => child.once('exit', r));
    await Promise.all(Array.from({ length: 8 }, client));
    await exited;
    const ledger = openLedger(file);
    try {
      assert.equal(await ledger.integrityCheck(), 'ok');
      for (const id of acknowledged) assert.ok(await ledger.has(id), `lost ${id}`);
      assert.ok(await ledger.count() >= acknowledged.length);
    } finally {
      await ledger.close();
    }
  });

  it('two server processes on one ledger file both work and see each other’s decisions', async () => {
    const file = join(tmp(), 'shared.db');
    const one = await spawnServer(file);
    const two = await spawnServer(file);
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => post(i % 2 ? one.url : two.url, pair(5000 + i))));
      assert.ok(answers.every((a) => a?.recorded === true));
      for (const [i, a] of answers.entries()) {
        const reader = i % 2 ? two.url : one.url; // read through the other process
        const res = await fetch(`${reader}/decision/${a!.decision_id}`);
        assert.equal(res.status, 200);
      }
    } finally {
      one.child.kill('SIGKILL');
      two.child.kill('SIGKILL');
    }
    const ledger = openLedger(file);
    try {
      assert.equal(await ledger.count(), 40);
      assert.equal(await ledger.integrityCheck(), 'ok');
    } finally {
      await ledger.close();
    }
  });
});
