// The young-generation limit of every serving process (`--semi-space-mb`, src/cli/heapFlags.ts),
// through the real CLI: the node command line of each serving process, as the kernel holds it
// (/proc/<pid>/cmdline), carries `--max-semi-space-size=N` — the only place V8 reads it — whether the
// process is a cluster worker, the one worker of `--workers 1` under a primary, or the launched
// process itself; and each serving process's banner line reports the value from its own options.
// Plus the option parsing and the setting's validation.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import { heapBannerLine, launchedSemiSpaceMb, servingExecArgv } from '../../src/cli/heapFlags.js';
import { DEFAULT_SEMI_SPACE_MB, resolveServeConfig, UsageError } from '../../src/config.js';
import { errorMessage } from '../../src/core/errorCatalogue.js';
import { killAll, startServe } from '../cli/serveProcesses.js';
import { hasCode } from '../helpers/codes.js';

after(killAll);
const procfs = existsSync('/proc/self/cmdline');
const NO_NODE_OPTIONS = { NODE_OPTIONS: '' };

/** The node options (before the script) of a running process, from /proc/<pid>/cmdline. */
function nodeOptionsOf(pid: number): string[] {
  const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  const script = argv.findIndex((a) => a.endsWith('cli.ts') || a.endsWith('cli.js'));
  return argv.slice(1, script);
}

/** Child processes of a process (of any of its threads). */
function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((tid) => readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number));
}

function ppid(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[1]);
}

async function workersLine(s: { stdout(): string }): Promise<number[]> {
  for (let i = 0; i < 400; i++) {
    const m = s.stdout().match(/workers +\d+ process(?:es)? on one port \(primary \d+; workers ([\d, ]+)\)/);
    if (m) return m[1]!.split(', ').map(Number);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no workers line: ${s.stdout()}`);
}

/** Waits until the process has printed a line matching `re` (the banner is written in several chunks). */
async function printed(s: { stdout(): string }, re: RegExp): Promise<void> {
  for (let i = 0; i < 400 && !re.test(s.stdout()); i++) await new Promise((r) => setTimeout(r, 50));
  assert.match(s.stdout(), re);
}

describe('serve: the young-generation limit of the serving processes', () => {
  it('forks every --workers 2 worker with the limit asked for', { skip: !procfs && 'needs /proc' }, async () => {
    const s = await startServe(['--workers', '2', '--semi-space-mb', '2'], NO_NODE_OPTIONS);
    const pids = await workersLine(s);
    assert.equal(pids.length, 2);
    for (const pid of pids) {
      assert.equal(launchedSemiSpaceMb(nodeOptionsOf(pid), undefined), 2, `worker ${pid}: ${nodeOptionsOf(pid).join(' ')}`);
      assert.ok(nodeOptionsOf(pid).includes('tsx'), 'the other node options are kept');
    }
    await printed(s, /heap +young generation 2 MB per semi-space/);
    s.child.kill('SIGTERM');
    assert.equal(await s.exited, 0);
  });

  it('--workers 1 launched without the limit serves from one worker that has it', { skip: !procfs && 'needs /proc' }, async () => {
    const s = await startServe(['--workers', '1'], NO_NODE_OPTIONS);
    const pids = await workersLine(s);
    assert.equal(pids.length, 1);
    assert.equal(ppid(pids[0]!), s.child.pid, 'the worker is a child of the launched process');
    assert.equal(launchedSemiSpaceMb(nodeOptionsOf(s.child.pid!), undefined), null);
    assert.equal(launchedSemiSpaceMb(nodeOptionsOf(pids[0]!), undefined), DEFAULT_SEMI_SPACE_MB);
    await printed(s, new RegExp(`heap +young generation ${DEFAULT_SEMI_SPACE_MB} MB per semi-space`));
    assert.equal((await fetch(`${s.url}/livez`)).status, 200);
    s.child.kill('SIGTERM');
    assert.equal(await s.exited, 0);
  });

  it('--workers 1 launched with the limit serves in its own process', { skip: !procfs && 'needs /proc' }, async () => {
    const s = await startServe(['--workers', '1', '--semi-space-mb', '8'], NO_NODE_OPTIONS, ['--max-semi-space-size=8']);
    assert.equal(launchedSemiSpaceMb(nodeOptionsOf(s.child.pid!), undefined), 8);
    await printed(s, /heap +young generation 8 MB per semi-space/);
    assert.deepEqual(childrenOf(s.child.pid!), [], 'no worker process: the launched process serves');
    assert.doesNotMatch(s.stdout(), /workers +1 process/, 'no primary');
    assert.equal((await fetch(`${s.url}/livez`)).status, 200);
    s.child.kill('SIGTERM');
    assert.equal(await s.exited, 0);
  });

  it('refuses a limit V8 would not use as given', async () => {
    // A process answers on stderr, without a code: its sentence is SC_SEMI_SPACE_INVALID's, exit code 2.
    await assert.rejects(startServe(['--semi-space-mb', '3'], NO_NODE_OPTIONS), (e: Error) => e.message.startsWith(`serve exited 2: service-core serve: ${errorMessage('SC_SEMI_SPACE_INVALID', { max: 64 })}\n`));
  });
});

describe('heap flags: settings and node options', () => {
  it('takes --semi-space-mb, else SERVICE_SEMI_SPACE_MB, else null; only powers of two from 1 to 64', () => {
    assert.equal(resolveServeConfig([], {}).semiSpaceMb, null);
    assert.equal(resolveServeConfig([], { SERVICE_SEMI_SPACE_MB: '8' }).semiSpaceMb, 8);
    assert.equal(resolveServeConfig(['--semi-space-mb', '2'], { SERVICE_SEMI_SPACE_MB: '8' }).semiSpaceMb, 2);
    for (const ok of ['1', '16', '64']) assert.equal(resolveServeConfig(['--semi-space-mb', ok], {}).semiSpaceMb, Number(ok));
    for (const bad of ['0', '3', '128', '4.0', 'four', '-4']) {
      // After a flag, '-4' reads as an option of its own: the argument parser refuses it first.
      const flagCode = bad.startsWith('-') ? 'SC_CLI_OPTION_VALUE_DASHED' : 'SC_SEMI_SPACE_INVALID';
      assert.throws(() => resolveServeConfig(['--semi-space-mb', bad], {}), (e: unknown) => e instanceof UsageError && hasCode(flagCode)(e), bad);
      assert.throws(() => resolveServeConfig([], { SERVICE_SEMI_SPACE_MB: bad }), (e: unknown) => e instanceof UsageError && hasCode('SC_SEMI_SPACE_INVALID')(e), bad);
    }
  });

  it('reads the launch value from the command line before NODE_OPTIONS, in every spelling node accepts', () => {
    assert.equal(launchedSemiSpaceMb([], undefined), null);
    assert.equal(launchedSemiSpaceMb(['--import', 'tsx'], '--max-old-space-size=512'), null);
    assert.equal(launchedSemiSpaceMb(['--max-semi-space-size=4'], undefined), 4);
    assert.equal(launchedSemiSpaceMb(['--max_semi_space_size', '8'], undefined), 8);
    assert.equal(launchedSemiSpaceMb(['--max-semi-space-size=4', '--max-semi-space-size=2'], undefined), 2, 'the last wins');
    assert.equal(launchedSemiSpaceMb([], ' --trace-warnings  --max-semi-space-size=16 '), 16);
    assert.equal(launchedSemiSpaceMb(['--max-semi-space-size=2'], '--max-semi-space-size=16'), 2);
  });

  it('forks with the other node options kept and every earlier limit replaced', () => {
    assert.deepEqual(servingExecArgv(['--import', 'tsx'], 4), ['--import', 'tsx', '--max-semi-space-size=4']);
    assert.deepEqual(servingExecArgv(['--max-semi-space-size', '16', '--import', 'tsx', '--max_semi_space_size=8'], 2), ['--import', 'tsx', '--max-semi-space-size=2']);
    assert.match(heapBannerLine(null), /V8's default/);
  });

  it("`npm start` launches node with serve's default, so SERVICE_WORKERS=1 serves in one process", () => {
    const start = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }).scripts.start;
    const words = start.split(/\s+/);
    assert.equal(launchedSemiSpaceMb(words.slice(1, words.indexOf('dist/cli.js')), undefined), DEFAULT_SEMI_SPACE_MB, start);
  });
});
