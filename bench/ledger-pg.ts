// `npm run bench:ledger-pg`: the issue-19 scale-out figures, on a throwaway PostgreSQL cluster from the
// machine's binaries (test/pgCluster.ts) and real `service-core serve` processes:
//   1. durable stored decisions/s: 32 keep-alive clients (11 + 11 + 10) storing distinct POST /compare
//      through three stateless instances on one PostgreSQL ledger (target >= 2,000/s); beside it the
//      PostgreSQL ledger in-process (32 clients awaiting recordAsync) and the same HTTP load with
//      store: false, both measured in the same run;
//   2. `--workers 2` vs `--workers 1` on a CPU-bound route (POST /detect of the 131-word note, a
//      distinct text per request so no cache flatters), 32 clients, in alternating rounds (target >= 1.6x).
// Beside every rate: server CPU per request (utime + stime of the serving processes, from /proc) and
// the machine's load average, because on a shared machine wall-clock rates move with other work.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openLedger } from '../src/ledger/index.js';
import { NOTE } from './lib/note.js';
import { manyEntries } from '../test/ledger/fakeVerbs.js';
import { startPgCluster } from '../test/pgCluster.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CLIENTS = 32;
const TARGET_STORE = 2000;
const TARGET_WORKERS = 1.6;
const TICK_MS = 10; // USER_HZ = 100 on Linux

interface Server {
  child: ChildProcess;
  url: string;
}

/** The built CLI when present (production start path), else the TypeScript sources through tsx. */
const CLI = existsSync(`${ROOT}dist/cli.js`) ? ['dist/cli.js'] : ['--import', 'tsx', 'src/cli.ts'];

function start(args: string[]): Promise<Server> {
  const child = spawn(process.execPath, [...CLI, 'serve', '--port', '0', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      if (m && out.includes('warm start') && (!args.includes('--workers') || args.includes('1') || out.includes('workers '))) resolve({ child, url: m[1]! });
    });
    child.once('exit', (code) => reject(new Error(`serve exited ${code}`)));
  });
}

async function stop(s: Server): Promise<void> {
  const done = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  await done;
}

/** CPU ticks of a process and its children (cluster workers). */
function cpuTicks(pid: number): number {
  let ticks = 0;
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    ticks += Number(f[11]) + Number(f[12]);
    for (const tid of [pid]) {
      const kids = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
      for (const k of kids) ticks += cpuTicks(Number(k));
    }
  } catch {
    // gone
  }
  return ticks;
}

function comparePair(i: number, store: boolean): string {
  const nin = String(30_000_000_000 + i);
  return JSON.stringify({ a: { name: `Bench ${i} Okafor`, national_id: nin }, b: { name: `Bench ${i} Okafor`, national_id: nin, phone: '+2348035557890' }, store });
}

/** Runs autocannon against several servers at once, connections split between them; returns total req/s and counts. */
async function loadAcross(servers: Server[], path: string, body: (i: number) => string, offset = 0, database?: number) {
  let i = offset;
  const db0 = database === undefined ? 0 : cpuTicks(database);
  const cpu0 = servers.map((s) => cpuTicks(s.child.pid!));
  const runs = await Promise.all(
    servers.map((s, k) =>
      autocannon({
        url: `${s.url}${path}`,
        method: 'POST',
        connections: Math.floor(CLIENTS / servers.length) + (k < CLIENTS % servers.length ? 1 : 0),
        duration: DURATION,
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (req) => ({ ...req, body: body(i++) }) }],
      }),
    ),
  );
  const cpu = servers.reduce((sum, s, k) => sum + cpuTicks(s.child.pid!) - cpu0[k]!, 0);
  const db = database === undefined ? 0 : cpuTicks(database) - db0;
  const total = runs.reduce((n, r) => n + r.requests.total, 0);
  const bad = runs.reduce((n, r) => n + r.non2xx + r.errors, 0);
  if (bad > 0) throw new Error(`${bad} failed requests on ${path}`);
  const perReq = (ticks: number) => +((ticks * TICK_MS) / Math.max(1, total)).toFixed(3);
  return { per_s: Math.round(runs.reduce((n, r) => n + r.requests.average, 0)), total, cpu_ms_per_req: perReq(cpu), db_cpu_ms_per_req: perReq(db) };
}

async function inProcess(url: string): Promise<number> {
  const ledger = openLedger(url);
  await ledger.ready();
  const entries = manyEntries(20_000, 'pg-bench');
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let k = next++; k < entries.length; k = next++) await ledger.recordAsync(entries[k]!);
    }),
  );
  const rate = Math.round(entries.length / ((performance.now() - t0) / 1000));
  await ledger.close();
  return rate;
}

async function main(): Promise<void> {
  const load0 = loadavg()[0]!;
  const cluster = await startPgCluster();
  try {
    const inproc = await inProcess(await cluster.createDatabase('inprocess'));
    const url = await cluster.createDatabase('shared');
    const three = await Promise.all([0, 1, 2].map(() => start(['--workers', '1', '--ledger', url])));
    let noStore: Awaited<ReturnType<typeof loadAcross>>;
    let stored: Awaited<ReturnType<typeof loadAcross>>;
    try {
      noStore = await loadAcross(three, '/compare', (i) => comparePair(i, false), 0, cluster.pid());
      stored = await loadAcross(three, '/compare', (i) => comparePair(i, true), 10_000_000, cluster.pid());
    } finally {
      await Promise.all(three.map(stop));
    }
    const check = openLedger(url);
    const count = await check.count();
    await check.close();
    console.table([
      { case: 'PostgreSQL ledger in-process, 32 clients (recordAsync)', per_s: inproc, server_cpu_ms_per_req: '', postgres_cpu_ms_per_req: '' },
      { case: '3 instances, POST /compare store:false, 32 clients', per_s: noStore.per_s, server_cpu_ms_per_req: noStore.cpu_ms_per_req, postgres_cpu_ms_per_req: noStore.db_cpu_ms_per_req },
      { case: '3 instances, POST /compare store:true, 32 clients (durable)', per_s: stored.per_s, server_cpu_ms_per_req: stored.cpu_ms_per_req, postgres_cpu_ms_per_req: stored.db_cpu_ms_per_req },
    ]);
    if (count < stored.total) throw new Error(`ledger holds ${count} decisions, ${stored.total} were answered`);

    const detect = (i: number) => JSON.stringify({ text: `${NOTE} Case ${i}.`, jurisdiction: 'NG', backend: 'basic' });
    // Both servers run side by side and are loaded in turns (w1, w2, w1, w2, …), so a change in the
    // machine's other load falls on both alike; the median round of each is reported.
    const servers = { 1: await start(['--workers', '1']), 2: await start(['--workers', '2']) };
    const rounds: Record<1 | 2, Array<{ per_s: number; cpu_ms_per_req: number }>> = { 1: [], 2: [] };
    try {
      for (const w of [1, 2] as const) await loadAcross([servers[w]], '/detect', detect, 0); // warm-up (lexicons, JIT) in every worker
      for (let r = 0; r < ROUNDS; r++) for (const w of [1, 2] as const) rounds[w].push(await loadAcross([servers[w]], '/detect', detect, 1_000_000 * (r + 1)));
    } finally {
      await Promise.all([stop(servers[1]), stop(servers[2])]);
    }
    const median = (xs: Array<{ per_s: number; cpu_ms_per_req: number }>) => [...xs].sort((x, y) => x.per_s - y.per_s)[Math.floor(xs.length / 2)]!;
    const rates = { 1: median(rounds[1]), 2: median(rounds[2]) };
    console.log(`rounds (req/s) --workers 1: ${rounds[1].map((x) => x.per_s).join(', ')}; --workers 2: ${rounds[2].map((x) => x.per_s).join(', ')}`);
    const ratio = +(rates[2]!.per_s / rates[1]!.per_s).toFixed(2);
    console.table([
      { case: 'POST /detect note, --workers 1, 32 clients', per_s: rates[1]!.per_s, server_cpu_ms_per_req: rates[1]!.cpu_ms_per_req },
      { case: 'POST /detect note, --workers 2, 32 clients', per_s: rates[2]!.per_s, server_cpu_ms_per_req: rates[2]!.cpu_ms_per_req },
    ]);
    const load1 = loadavg()[0]!;
    const ok = stored.per_s >= TARGET_STORE && ratio >= TARGET_WORKERS;
    console.log(
      JSON.stringify({
        bench: 'ledger-pg',
        stored_per_s_3_instances: stored.per_s,
        stored_cpu_ms_per_decision: { service: stored.cpu_ms_per_req, postgres: stored.db_cpu_ms_per_req },
        target_store: TARGET_STORE,
        in_process_per_s: inproc,
        workers_ratio: ratio,
        target_workers: TARGET_WORKERS,
        load_average_before_after: [+load0.toFixed(1), +load1.toFixed(1)],
        cores: (await import('node:os')).availableParallelism(),
        ok,
      }),
    );
    if (!ok) process.exitCode = 1;
  } finally {
    cluster.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
