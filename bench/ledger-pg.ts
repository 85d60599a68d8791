// `npm run bench:ledger-pg`: the issue-19 scale-out figure, on a throwaway PostgreSQL cluster from the
// machine's binaries (test/pgCluster.ts) and real `service-core serve --workers 1` processes: durable
// stored decisions/s with 32 keep-alive clients (11 + 11 + 10) storing distinct POST /compare through
// three stateless instances on one PostgreSQL ledger (target >= 2,000/s); beside it the PostgreSQL ledger
// in-process (32 clients awaiting recordAsync) and the same HTTP load with store: false, in the same run.
// The instances are warmed (packs loaded, JIT, pool connections) before anything is counted.
// Beside every rate: the CPU per request of the service processes, of PostgreSQL (postmaster and
// backends) and of the load generator (this process), all from /proc, and the machine's load average,
// because on a shared machine wall-clock rates move with other work. `--workers 1` against 2 is
// measured by bench:service.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openLedger } from '../src/ledger/index.js';
import { cpuSince, treeCpu } from './lib/proctree.js';
import { manyEntries } from '../test/ledger/fakeVerbs.js';
import { startPgCluster } from '../test/pgCluster.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CLIENTS = 32;
const TARGET_STORE = 2000;

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

function comparePair(i: number, store: boolean): string {
  const nin = String(30_000_000_000 + i);
  return JSON.stringify({ a: { name: `Bench ${i} Okafor`, national_id: nin }, b: { name: `Bench ${i} Okafor`, national_id: nin, phone: '+2348035557890' }, store });
}

/** Runs autocannon against several servers at once, connections split between them; returns total req/s, counts and CPU per request. */
async function loadAcross(servers: Server[], path: string, body: (i: number) => string, offset = 0, database?: number, duration = DURATION) {
  let i = offset;
  const db0 = database === undefined ? null : treeCpu(database);
  const cpu0 = servers.map((s) => treeCpu(s.child.pid!));
  const own0 = process.cpuUsage();
  const runs = await Promise.all(
    servers.map((s, k) =>
      autocannon({
        url: `${s.url}${path}`,
        method: 'POST',
        connections: Math.floor(CLIENTS / servers.length) + (k < CLIENTS % servers.length ? 1 : 0),
        duration,
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (req) => ({ ...req, body: body(i++) }) }],
      }),
    ),
  );
  const own = process.cpuUsage(own0);
  const cpu = servers.reduce((sum, s, k) => sum + cpuSince(cpu0[k]!, treeCpu(s.child.pid!)), 0);
  const db = database === undefined || db0 === null ? 0 : cpuSince(db0, treeCpu(database));
  const total = runs.reduce((n, r) => n + r.requests.total, 0);
  const bad = runs.reduce((n, r) => n + r.non2xx + r.errors, 0);
  if (bad > 0) throw new Error(`${bad} failed requests on ${path}`);
  const perReq = (ms: number) => +(ms / Math.max(1, total)).toFixed(3);
  return {
    per_s: Math.round(runs.reduce((n, r) => n + r.requests.average, 0)),
    total,
    cpu_ms_per_req: perReq(cpu),
    db_cpu_ms_per_req: perReq(db),
    loadgen_cpu_ms_per_req: perReq((own.user + own.system) / 1000),
  };
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
      // Warm-up, not counted: the first /compare loads the packs, the first store opens pool connections.
      await loadAcross(three, '/compare', (i) => comparePair(i, false), 50_000_000, undefined, 2);
      await loadAcross(three, '/compare', (i) => comparePair(i, true), 60_000_000, undefined, 2);
      noStore = await loadAcross(three, '/compare', (i) => comparePair(i, false), 0, cluster.pid());
      stored = await loadAcross(three, '/compare', (i) => comparePair(i, true), 10_000_000, cluster.pid());
    } finally {
      await Promise.all(three.map(stop));
    }
    const check = openLedger(url);
    const count = await check.count();
    await check.close();
    const row = (name: string, r: typeof stored) => ({
      case: name,
      per_s: r.per_s,
      service_cpu_ms_per_req: r.cpu_ms_per_req,
      postgres_cpu_ms_per_req: r.db_cpu_ms_per_req,
      loadgen_cpu_ms_per_req: r.loadgen_cpu_ms_per_req,
    });
    console.table([
      { case: 'PostgreSQL ledger in-process, 32 clients (recordAsync)', per_s: inproc },
      row('3 instances, POST /compare store:false, 32 clients', noStore),
      row('3 instances, POST /compare store:true, 32 clients (durable)', stored),
    ]);
    // The warm-up stored some too; every decision answered in the measured run must be in the ledger.
    if (count < stored.total) throw new Error(`ledger holds ${count} decisions, ${stored.total} were answered`);
    const load1 = loadavg()[0]!;
    const ok = stored.per_s >= TARGET_STORE;
    console.log(
      JSON.stringify({
        bench: 'ledger-pg',
        stored_per_s_3_instances: stored.per_s,
        stored_cpu_ms_per_decision: { service: stored.cpu_ms_per_req, postgres: stored.db_cpu_ms_per_req, load_generator: stored.loadgen_cpu_ms_per_req },
        not_stored_cpu_ms_per_request: { service: noStore.cpu_ms_per_req },
        target_store: TARGET_STORE,
        in_process_per_s: inproc,
        load_average_before_after: [+load0.toFixed(1), +load1.toFixed(1)],
        cores: availableParallelism(),
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
