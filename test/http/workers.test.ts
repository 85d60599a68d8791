// `service-core serve --workers 2` through the real CLI: one port served by several processes. The
// banner names the worker pids; both are children of the primary; requests on fresh connections are
// spread over both (each worker carries at least a quarter of the CPU time they add, read from
// /proc); a worker killed with SIGKILL is replaced while the port keeps answering; a stored decision
// is readable through any worker (one ledger); SIGTERM stops all; SIGKILL of the primary takes the
// workers down with it.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { resolveServeConfig, UsageError } from '../../src/config.js';
import { errorMessage } from '../../src/core/errorCatalogue.js';
import { killAll, once, startServe } from '../cli/serveProcesses.js';
import { hasCode } from '../helpers/codes.js';

after(killAll);
const procfs = existsSync('/proc/self/stat');

/** utime + stime (clock ticks) and parent pid of a process, from /proc/<pid>/stat. */
function stat(pid: number): { cpu: number; ppid: number } | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    return { ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

const alive = (pid: number) => stat(pid) !== null;
const note = 'Adaeze Okonkwo (NIN 12345678901) called from +2348035557890 about her claim at 12 Broad Street, Lagos. Email adaeze@example.com.';

async function waitFor(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('serve --workers', () => {
  it('serves one port from several processes, replaces a killed worker, and stops them all', { skip: !procfs && 'needs /proc' }, async () => {
    const ledger = join(mkdtempSync(join(tmpdir(), 'sc-workers-')), 'ledger.db');
    const s = await startServe(['--workers', '2', '--ledger', ledger]);
    const m = s.banner.match(/workers +2 processes on one port \(primary (\d+); workers (\d+), (\d+)\)/);
    assert.ok(m, s.banner);
    const [primary, w1, w2] = [Number(m[1]), Number(m[2]), Number(m[3])];
    assert.equal(primary, s.child.pid);
    for (const w of [w1, w2]) assert.equal(stat(w)?.ppid, primary, 'each worker is a child of the primary');
    assert.equal(s.banner.match(/listening on/g)?.length, 1, 'one banner');

    const before = [stat(w1)!.cpu, stat(w2)!.cpu];
    for (let i = 0; i < 60; i++) {
      const r = await once(s.url, 'POST', '/detect', { text: `${note} Case ${i}.` });
      assert.equal(r?.status, 200);
    }
    const grew = [stat(w1)!.cpu - before[0]!, stat(w2)!.cpu - before[1]!];
    // Round-robin hands each worker every other connection, and each worker's first /detect loads the
    // lexicons: both grow by far more than an idle process's timers would, so each must carry a real
    // share of the work (not merely > 0 ticks, which an idle worker could reach on its own).
    const total = grew[0]! + grew[1]!;
    assert.ok(total > 0 && grew[0]! >= total / 4 && grew[1]! >= total / 4, `both workers served requests (CPU ticks ${grew.join(', ')})`);

    // A decision stored through one worker reads through the other (the same ledger file).
    const body = { a: { name: 'Musa Bello', national_id: '12345678901' }, b: { name: 'Musa Bello', national_id: '12345678901' }, store: true };
    const stored = await once(s.url, 'POST', '/compare', body);
    assert.equal(stored?.json.recorded, true);
    for (let i = 0; i < 4; i++) assert.equal((await once(s.url, 'GET', `/decision/${stored!.json.decision_id}`))?.status, 200);

    process.kill(w1, 'SIGKILL');
    await waitFor(() => /worker \d+ stopped \(SIGKILL\); starting a replacement/.test(s.stderr()));
    for (let i = 0; i < 6; i++) assert.equal((await once(s.url, 'GET', '/livez'))?.status, 200, 'the port keeps answering');
    s.child.kill('SIGTERM');
    assert.equal(await s.exited, 0);
    await waitFor(() => !alive(w2));
  });

  it('takes the workers down when the primary is killed with SIGKILL', { skip: !procfs && 'needs /proc' }, async () => {
    const s = await startServe(['--workers', '2']);
    const pids = [...s.banner.matchAll(/workers (\d+), (\d+)\)/g)].flatMap((x) => [Number(x[1]), Number(x[2])]);
    assert.equal(pids.length, 2);
    s.child.kill('SIGKILL');
    await s.exited;
    await waitFor(() => pids.every((p) => !alive(p)));
  });

  it('takes --workers, else SERVICE_WORKERS, else the number of cores', () => {
    assert.equal(resolveServeConfig([], {}).workers, availableParallelism());
    assert.equal(resolveServeConfig([], { SERVICE_WORKERS: '3' }).workers, 3);
    assert.equal(resolveServeConfig(['--workers', '1'], { SERVICE_WORKERS: '3' }).workers, 1);
    for (const bad of ['0', '65', '1.5', 'two', '-1']) {
      // After a flag, '-1' reads as an option of its own: the argument parser refuses it first.
      const code = bad.startsWith('-') ? 'SC_CLI_OPTION_VALUE_DASHED' : 'SC_WORKERS_INVALID';
      assert.throws(() => resolveServeConfig(['--workers', bad], {}), (e: unknown) => e instanceof UsageError && hasCode(code)(e), bad);
    }
  });

  it('refuses a bad --workers value', async () => {
    // A process answers on stderr, without a code: its sentence is SC_WORKERS_INVALID's, exit code 2.
    await assert.rejects(startServe(['--workers', '0']), (e: Error) => e.message.startsWith(`serve exited 2: service-core serve: ${errorMessage('SC_WORKERS_INVALID', { max: 64 })}\n`));
  });
});
