// `npm run bench:service` (and part of `npm run bench`): the service as a deployment sees it (issue 19).
// The built server (dist/cli.js, `npm run build` first; built here when missing) in a child process:
//   1. start-up, three times: ms from spawn to the first 200 from /livez, ms to the app being ready
//      (the banner), and RSS after 3 s idle (goal: /livez < 1 s, < 0.6 s on a quiet machine; idle < 150 MB);
//   2. one server, measured in one run against its own bare route: /livez, then POST /detect of a
//      131-word note (backend basic, jurisdiction NG) and POST /compare of person field maps, each with
//      32 keep-alive connections for 5 s from a load generator in its own process (bench/lib/loadgen.ts)
//      so it never shares the server's event loop. Every request carries a different text or pair
//      (seeded), so caches do not flatter. Beside each rate: the ratio to /livez (goal >= 0.50 for both)
//      and the server's CPU per request (user + system of the whole process, from /proc), the figure
//      that stays meaningful when other work shares the machine;
//   3. RSS after the load and 5 s idle (goal < 200 MB).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRng } from './lib/rng.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = 32;
const SECONDS = 5;
const TICK_MS = 10; // /proc/<pid>/stat counts CPU in clock ticks of 10 ms (USER_HZ 100)

interface Server {
  child: ChildProcess;
  port: number;
  dir: string;
  /** ms from spawn to the first /livez 200, and to the banner (every route ready). */
  livezMs: number;
  readyMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
/** user + system CPU of a process (all its threads) in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function startServer(): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-service-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const env = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith('SERVICE_')) delete env[k];
  const t0 = performance.now();
  const child = spawn(process.execPath, ['dist/cli.js', 'serve', '--port', String(port), '--ledger', join(dir, 'ledger.db')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
  cpu_ms: number;
}

/** One load run from a separate process; the server's CPU is read around it. */
function load(s: Server, path: string, bodies: unknown[] | undefined, seconds = SECONDS): LoadResult {
  const job = JSON.stringify({ url: `http://127.0.0.1:${s.port}${path}`, method: bodies ? 'POST' : 'GET', connections: CONNECTIONS, duration: seconds, bodies });
  const cpu0 = cpuMs(s.child.pid!);
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'bench/lib/loadgen.ts'], { cwd: ROOT, input: job, encoding: 'utf8', maxBuffer: 1 << 24 });
  const cpu = cpuMs(s.child.pid!) - cpu0;
  return { ...(JSON.parse(out.trim().split('\n').pop()!) as Omit<LoadResult, 'cpu_ms'>), cpu_ms: cpu };
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
const f0 = (n: number) => n.toFixed(0);

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist', 'cli.js'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  console.log(`bench:service — the built server in a child process; load from a separate process, ${CONNECTIONS} connections, ${SECONDS} s per route`);
  const starts: { livez: number; ready: number; rss: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await startServer();
    await sleep(3000);
    starts.push({ livez: s.livezMs, ready: s.readyMs, rss: rssMb(s.child.pid!) });
    await stopServer(s);
  }
  console.log(`start-up (3 starts): to /livez ${starts.map((s) => f0(s.livez)).join(', ')} ms (median ${f0(median(starts.map((s) => s.livez)))}; goal < 1000, < 600 quiet)`);
  console.log(`  to every route ready ${starts.map((s) => f0(s.ready)).join(', ')} ms (median ${f0(median(starts.map((s) => s.ready)))}); requests that arrive before wait, none is refused`);
  console.log(`  idle RSS after 3 s: ${starts.map((s) => f0(s.rss)).join(', ')} MB (goal < 150)`);

  const s = await startServer();
  try {
    const noteBodies = notes(400);
    const pairBodies = pairs(400);
    // Warm-up (not counted): the first /detect loads the lexicons, the first /compare the packs.
    load(s, '/detect', noteBodies.slice(0, 50), 2);
    load(s, '/compare', pairBodies.slice(0, 50), 2);
    const livez = load(s, '/livez', undefined);
    const detect = load(s, '/detect', noteBodies);
    const compare = load(s, '/compare', pairBodies);
    const cpuPer = (r: LoadResult) => (r.requests > 0 ? (r.cpu_ms * 1000) / r.requests : 0);
    console.log('| route | req/s | ratio to /livez | server CPU per request | p50 | p99 | errors | non-2xx |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [name, r, goal] of [
      ['GET /livez', livez, ''],
      ['POST /detect (131-word note, basic)', detect, ' (goal >= 0.50)'],
      ['POST /compare (field maps)', compare, ' (goal >= 0.50)'],
    ] as const) {
      console.log(
        `| ${name} | ${f0(r.requests_per_s)} | ${(r.requests_per_s / livez.requests_per_s).toFixed(2)}${goal} | ${f0(cpuPer(r))} µs (${(cpuPer(r) / cpuPer(livez)).toFixed(1)}x /livez) | ${r.p50_ms} ms | ${r.p99_ms} ms | ${r.errors} | ${r.non2xx} |`,
      );
    }
    await sleep(5000);
    console.log(`RSS after the load and 5 s idle: ${f0(rssMb(s.child.pid!))} MB (goal < 200)`);
  } finally {
    await stopServer(s);
  }
}

await main();
