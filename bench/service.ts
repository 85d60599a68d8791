// `npm run bench:service` (and part of `npm run bench`): the service as a deployment sees it (issue 19).
// The built server (dist/cli.js, `npm run build` first; built here when missing) in a child process.
// `serve` runs `--workers` = cores by default (a node:cluster primary plus one worker process per core),
// and `--workers 1` launched, as here, without node's `--max-semi-space-size` is a primary plus one worker
// (src/cli/heapFlags.ts), so every CPU and RSS figure is read from /proc over the whole process tree
// (bench/lib/proctree.ts):
//   1. start-up, three times each with the default workers and with --workers 1: ms from spawn to the
//      first 200 from /livez, ms to every route ready (the banner), and RSS after 3 s idle, per process
//      and summed (goal: /livez < 1 s, < 0.6 s on a quiet machine; idle < 150 MB per serving process);
//   2. one server with --workers 1 (the acceptance's ratios are per server process), measured in one run
//      against its own bare route: /livez, then POST /detect of a 131-word note (backend basic,
//      jurisdiction NG) and POST /compare of person field maps, each with 32 keep-alive connections for
//      5 s from a load generator in its own process (bench/lib/loadgen.ts). Every request carries a
//      different text or pair (seeded), so caches do not flatter. Beside each rate: the ratio to /livez
//      (goal >= 0.50 for both), the server's CPU per request and the load generator's CPU per request;
//   3. RSS after the load and 5 s idle (goal < 200 MB per process);
//   4. --workers 1 against --workers 2 on the CPU-bound routes (/detect note, /compare), loaded in
//      alternating rounds, median round reported (goal: 2 workers >= 1.6x the rate of 1). The load
//      generator needs CPU too: on a 2-core machine it takes part of the cores the two workers need,
//      and the bench prints how much.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSince, treeCpu, treeRss } from './lib/proctree.js';
import { seededRng } from './lib/rng.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

interface Server {
  child: ChildProcess;
  port: number;
  dir: string;
  /** ms from spawn to the first /livez 200, and to the banner (every route ready). */
  livezMs: number;
  readyMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `workers` undefined: serve's default (one worker process per core). */
async function startServer(workers?: number): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-service-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const env = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith('SERVICE_')) delete env[k];
  const args = ['dist/cli.js', 'serve', '--port', String(port), '--ledger', join(dir, 'ledger.db'), ...(workers === undefined ? [] : ['--workers', String(workers)])];
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  let livezMs = -1;
  while (livezMs < 0) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${out}`);
    if (performance.now() - t0 > 60_000) throw new Error('no /livez within 60 s');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/livez`);
      if (res.status === 200) livezMs = performance.now() - t0;
      await res.arrayBuffer();
    } catch {
      await sleep(5);
    }
  }
  while (!out.includes('listening on')) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${out}`);
    await sleep(5);
  }
  // With several workers the primary prints the banner once every worker is listening.
  while (workers !== 1 && !out.includes('workers ')) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${out}`);
    await sleep(5);
  }
  return { child, port, dir, livezMs, readyMs: performance.now() - t0 };
}

async function stopServer(s: Server): Promise<void> {
  await new Promise<void>((done) => {
    s.child.once('exit', () => done());
    s.child.kill('SIGTERM');
  });
  rmSync(s.dir, { recursive: true, force: true });
}

interface LoadResult {
  requests: number;
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non2xx: number;
  /** CPU of the server's whole process tree during the run, and of the load generator's process. */
  server_cpu_ms: number;
  loadgen_cpu_ms: number;
}

/** One load run from a separate process; the server tree's CPU is read around it. */
function load(s: Server, path: string, bodies: unknown[] | undefined, seconds = SECONDS): LoadResult {
  const job = JSON.stringify({ url: `http://127.0.0.1:${s.port}${path}`, method: bodies ? 'POST' : 'GET', connections: CONNECTIONS, duration: seconds, bodies });
  const cpu0 = treeCpu(s.child.pid!);
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'bench/lib/loadgen.ts'], { cwd: ROOT, input: job, encoding: 'utf8', maxBuffer: 1 << 24 });
  const server = cpuSince(cpu0, treeCpu(s.child.pid!));
  const r = JSON.parse(out.trim().split('\n').pop()!) as Omit<LoadResult, 'server_cpu_ms' | 'loadgen_cpu_ms'> & { cpu_ms: number };
  return { ...r, server_cpu_ms: server, loadgen_cpu_ms: r.cpu_ms };
}

// Distinct 131-word notes: the bench:detect-speed note with other names, numbers, addresses and dates.
const GIVEN = ['Adaeze', 'Chinedu', 'Ngozi', 'Emeka', 'Funmilayo', 'Tunde', 'Aisha', 'Ibrahim', 'Kemi', 'Oluwaseun', 'Zainab', 'Obinna'];
const FAMILY = ['Okonkwo', 'Adeyemi', 'Bello', 'Eze', 'Okafor', 'Balogun', 'Nwosu', 'Abubakar', 'Ogunleye', 'Danjuma', 'Chukwu', 'Lawal'];
const STREETS = ['Aminu Kano Crescent', 'Adeola Odeku Road', 'Herbert Macaulay Way', 'Awolowo Road', 'Ahmadu Bello Way', 'Allen Avenue'];
const AREAS = ['Wuse, Abuja', 'Victoria Island, Lagos', 'Yaba, Lagos', 'Ikoyi, Lagos', 'Garki, Abuja', 'Ikeja, Lagos'];

function notes(count: number): { text: string; jurisdiction: string; backend: string }[] {
  const r = seededRng(19);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  const d = (n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
  return Array.from({ length: count }, () => {
    const given = pick(GIVEN);
    const family = pick(FAMILY);
    const text =
      `Patient ${given} ${family} (NIN ${d(11)}, DOB ${1 + Math.floor(r() * 28)}/0${1 + Math.floor(r() * 9)}/19${60 + Math.floor(r() * 40)}) was seen this morning at the Lagos clinic for a routine follow-up ` +
      `visit about persistent headaches and fatigue. She lives at ${1 + Math.floor(r() * 200)} ${pick(STREETS)}, ${pick(AREAS)} and can be ` +
      `reached on 080${d(1)} ${d(3)} ${d(4)} or at ${given.toLowerCase()}.${family.toLowerCase()}${d(2)}@example.ng during the day. Her sister called from +234 70${d(1)} ${d(3)} ${d(4)} ` +
      'to confirm the appointment. Blood pressure was 128 over 82 and the examination was otherwise unremarkable. We ' +
      `discussed sleep, hydration and screen time, and agreed to review the blood tests next week. Invoice INV-2024-${d(5)} ` +
      `for ${d(2)},000 naira was paid from account GB82 WEST 1234 5698 7654 32 with card 4111 1111 1111 1111. The portal ` +
      `logged her visit from 102.89.${Math.floor(r() * 255)}.${Math.floor(r() * 255)} on 05/01/2024. Next review in two weeks, sooner if symptoms worsen or new ones appear.`;
    return { text, jurisdiction: 'NG', backend: 'basic' };
  });
}

/** Distinct person field-map pairs from Febrl 4a x 4b (row i against row i: mostly non-matches, as in blocking). */
function pairs(count: number): unknown[] {
  const rows = (file: string) => {
    const lines = readFileSync(join(ROOT, '..', 'shared', 'data', 'febrl', file), 'utf8').split('\n').filter(Boolean);
    const header = lines[0]!.split(',').map((h) => h.trim());
    return lines.slice(1, count + 1).map((line) => {
      const cells = line.split(',').map((c) => c.trim());
      const v = (k: string) => cells[header.indexOf(k)] ?? '';
      return {
        name: [v('given_name'), v('surname')].filter(Boolean).join(' '),
        dob: v('date_of_birth'),
        national_id: v('soc_sec_id'),
        address: [[v('street_number'), v('address_1')].filter(Boolean).join(' '), v('suburb'), v('postcode'), v('state')].filter(Boolean).join(', '),
      };
    });
  };
  const a = rows('dataset4a.csv');
  const b = rows('dataset4b.csv');
  return a.map((x, i) => ({ a: x, b: i % 4 === 0 ? { ...x, name: x.name.toUpperCase() } : b[i]!, entity: 'person' }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const f0 = (n: number) => Math.round(n).toLocaleString('en-US');
const perReq = (ms: number, r: LoadResult) => (r.requests > 0 ? (ms * 1000) / r.requests : 0);
const rssLine = (pid: number) => {
  const t = treeRss(pid);
  const [primary, ...rest] = t.perProcess;
  if (rest.length === 0) return `${f0(primary!.mb)} MB (one process)`;
  return `primary ${f0(primary!.mb)} MB, workers ${rest.map((x) => f0(x.mb)).join(' / ')} MB; sum ${f0(t.totalMb)} MB`;
};
const maxWorkerRss = (pid: number) => {
  const t = treeRss(pid).perProcess;
  return Math.max(...(t.length > 1 ? t.slice(1) : t).map((x) => x.mb));
};

async function startups(workers: number | undefined, label: string): Promise<void> {
  const runs: { livez: number; ready: number; rss: string; serving: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await startServer(workers);
    await sleep(3000);
    runs.push({ livez: s.livezMs, ready: s.readyMs, rss: rssLine(s.child.pid!), serving: maxWorkerRss(s.child.pid!) });
    await stopServer(s);
  }
  console.log(`start-up, ${label} (3 starts):`);
  console.log(`  spawn to first /livez 200: ${runs.map((r) => f0(r.livez)).join(', ')} ms (median ${f0(median(runs.map((r) => r.livez)))}; goal < 1,000, < 600 quiet)`);
  console.log(`  spawn to every route ready: ${runs.map((r) => f0(r.ready)).join(', ')} ms; requests that arrive before wait, none is refused`);
  console.log(`  idle RSS after 3 s: ${runs.map((r) => r.rss).join(' | ')}`);
  console.log(`  largest serving process: ${runs.map((r) => f0(r.serving)).join(', ')} MB (goal < 150 per process)`);
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist', 'cli.js'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const cores = availableParallelism();
  const load0 = loadavg()[0]!;
  console.log(`bench:service — the built server in a child process; load from a separate process, ${CONNECTIONS} connections, ${SECONDS} s per run`);
  console.log(`machine: ${cores} cores, load average ${load0.toFixed(1)} at the start (wall-clock rates are only the server's own when it is near 0;`);
  console.log('  CPU per request, summed over the server\'s primary and every worker process, is the figure that holds under load)');
  console.log('RSS is per process; "sum" adds them (pages the processes share, such as the node binary, count once per process)\n');

  await startups(undefined, `serve's default --workers = cores (${cores})`);
  await startups(1, '--workers 1');

  const noteBodies = notes(400);
  const pairBodies = pairs(400);
  const s = await startServer(1);
  try {
    // Warm-up (not counted): the first /detect loads the lexicons, the first /compare the packs.
    load(s, '/detect', noteBodies.slice(0, 50), 2);
    load(s, '/compare', pairBodies.slice(0, 50), 2);
    const livez = load(s, '/livez', undefined);
    const detect = load(s, '/detect', noteBodies);
    const compare = load(s, '/compare', pairBodies);
    console.log('\none server, --workers 1 (one process serves; the ratios are per server process):');
    console.log('| route | req/s | ratio to /livez | server CPU per request | load generator CPU per request | p50 | p99 | errors | non-2xx |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const [name, r, goal] of [
      ['GET /livez', livez, ''],
      ['POST /detect (131-word note, basic)', detect, ' (goal >= 0.50)'],
      ['POST /compare (field maps)', compare, ' (goal >= 0.50)'],
    ] as const) {
      const cpu = perReq(r.server_cpu_ms, r);
      console.log(
        `| ${name} | ${f0(r.requests_per_s)} | ${(r.requests_per_s / livez.requests_per_s).toFixed(2)}${goal} | ${f0(cpu)} µs (${(cpu / perReq(livez.server_cpu_ms, livez)).toFixed(1)}x /livez) | ${f0(perReq(r.loadgen_cpu_ms, r))} µs | ${r.p50_ms} ms | ${r.p99_ms} ms | ${r.errors} | ${r.non2xx} |`,
      );
    }
    await sleep(5000);
    console.log(`RSS after the load and 5 s idle, --workers 1: ${rssLine(s.child.pid!)} (goal < 200 per process)`);
  } finally {
    await stopServer(s);
  }

  // --workers 1 against --workers 2, both up, loaded in turns so a change in other load falls on both.
  const servers = { 1: await startServer(1), 2: await startServer(2) };
  try {
    const routes = [
      ['POST /detect (note)', '/detect', noteBodies],
      ['POST /compare (field maps)', '/compare', pairBodies],
    ] as const;
    for (const w of [1, 2] as const) for (const [, path, bodies] of routes) load(servers[w], path, bodies.slice(0, 100), 2); // warm every worker
    console.log(`\n--workers 1 against --workers 2 (CPU-bound routes, ${ROUNDS} alternating rounds each, median round; goal: 2 workers >= 1.6x):`);
    console.log('| route | workers | req/s | server CPU per request | load generator CPU per request | load generator share of the machine | rounds (req/s) |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [name, path, bodies] of routes) {
      const rounds: Record<1 | 2, LoadResult[]> = { 1: [], 2: [] };
      for (let r = 0; r < ROUNDS; r++) for (const w of [1, 2] as const) rounds[w].push(load(servers[w], path, bodies));
      const mid = (w: 1 | 2) => [...rounds[w]].sort((x, y) => x.requests_per_s - y.requests_per_s)[Math.floor(ROUNDS / 2)]!;
      for (const w of [1, 2] as const) {
        const m = mid(w);
        const share = m.loadgen_cpu_ms / (SECONDS * 1000 * cores);
        console.log(
          `| ${name} | ${w} | ${f0(m.requests_per_s)} | ${f0(perReq(m.server_cpu_ms, m))} µs | ${f0(perReq(m.loadgen_cpu_ms, m))} µs | ${(share * 100).toFixed(0)} % of ${cores} cores | ${rounds[w].map((x) => f0(x.requests_per_s)).join(', ')} |`,
        );
      }
      console.log(`  ${name}: --workers 2 / --workers 1 = ${(mid(2).requests_per_s / mid(1).requests_per_s).toFixed(2)}x (goal >= 1.6)`);
    }
    await sleep(5000);
    console.log(`RSS after the load and 5 s idle, --workers 2: ${rssLine(servers[2].child.pid!)} (goal < 200 per process)`);
  } finally {
    await Promise.all([stopServer(servers[1]), stopServer(servers[2])]);
  }
  console.log(`\nload average at the end: ${loadavg()[0]!.toFixed(1)} (the rates above are the server's own only when this stays near 0)`);
  if (cores <= 2) console.log(`note: with ${cores} cores the load generator takes part of the CPU the server's workers need, so --workers 2 cannot reach 2x here`);
}

await main();
