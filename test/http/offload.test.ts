// Large texts leave the event loop (issue 12, item 5): a text of OFFLOAD_CHARS or more runs in the
// shared worker pool and the answer is the one the library gives in place; a call that overruns its
// time budget is stopped and answered 413 with the reason, and the pool starts a fresh worker after.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { compareDetailed } from '../../src/compare/index.js';
import { errorMessage, PayloadTooLargeError } from '../../src/core/errors.js';
import { deidentify } from '../../src/deidentify/index.js';
import { detect } from '../../src/detect/index.js';
import { extract } from '../../src/extract/index.js';
import { OFFLOAD_CHARS, runInPool, WorkStopped } from '../../src/workers/offload.js';
import { startServer, type TestServer } from './server.js';

function people(chars: number, seed: number): string {
  const lines: string[] = [];
  let n = 0;
  for (let i = 0; n < chars; i += 1) {
    const k = (i * 7919 + seed) % 100_000;
    const line = `Patient ${i}: Adaeze Okonkwo, NIN ${String(10_000_000_000 + k * 13)}, phone 0803 ${String(100 + (k % 900))} ${String(1000 + (k % 9000))}, mail a${k}@example.ng.\n`;
    lines.push(line);
    n += line.length;
  }
  return lines.join('');
}

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

describe('large texts run in the worker pool', () => {
  const text = people(OFFLOAD_CHARS + 20_000, 1);

  it('/detect, /deidentify and /extract answer what the library answers in place', async () => {
    assert.ok(text.length >= OFFLOAD_CHARS);
    const body = { text, jurisdiction: 'NG', backend: 'basic' };
    const d = await server.call('POST', '/detect', body);
    assert.equal(d.status, 200);
    assert.match(d.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(d.json, JSON.parse(JSON.stringify(detect(body))));
    const x = await server.call('POST', '/deidentify', { ...body, method: 'mask' });
    assert.equal(x.status, 200);
    assert.deepEqual(x.json, JSON.parse(JSON.stringify(deidentify({ ...body, method: 'mask' }))));
    const e = await server.call('POST', '/extract', { text, backend: 'basic' });
    assert.equal(e.status, 200);
    assert.deepEqual(e.json, JSON.parse(JSON.stringify(extract({ text, backend: 'basic' }))));
  });

  it('/compare in string form answers the receipt the library gives', async () => {
    const body = { a: text, b: people(OFFLOAD_CHARS, 2), jurisdiction: 'NG', backend: 'basic' };
    const res = await server.call('POST', '/compare', body);
    assert.equal(res.status, 200);
    assert.deepEqual(res.json, JSON.parse(JSON.stringify(compareDetailed(body).receipt)));
  });

  it('a verb refusal in the worker is the same 4xx with its detail', async () => {
    const res = await server.call('POST', '/detect', { text, jurisdiction: 'ZZ', backend: 'basic' });
    const inPlace = (() => {
      try {
        detect({ text: 'x', jurisdiction: 'ZZ', backend: 'basic' });
        return null;
      } catch (err) {
        return err as { status: number; detail: string };
      }
    })();
    assert.ok(inPlace);
    assert.equal(res.status, inPlace.status);
    assert.deepEqual(res.json, { detail: inPlace.detail });
  });

  it('a call over its time budget is stopped with a 413 naming the budget, and the next call gets a fresh worker', async () => {
    await assert.rejects(
      runInPool({ verb: 'detect', body: { text, jurisdiction: 'NG', backend: 'basic' } }, 1),
      (err: unknown) =>
        err instanceof WorkStopped && err instanceof PayloadTooLargeError && err.status === 413 && err.code === 'SC_WORK_OVER_TIME' &&
        err.detail === errorMessage('SC_WORK_OVER_TIME', { seconds: 1 }),
    );
    const again = await runInPool<{ count: number }>({ verb: 'detect', body: { text: 'Call 0803 555 7890.', jurisdiction: 'NG', backend: 'basic' } }, 120_000);
    assert.equal(again.count, detect({ text: 'Call 0803 555 7890.', jurisdiction: 'NG', backend: 'basic' }).count);
  });
});
