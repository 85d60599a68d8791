// `npm run bench:ledger`: durable stored decisions per second, one client and 32 concurrent clients
// (in-process clients awaiting recordAsync). Baseline measured in the same run on the same disk: a bare
// libsql INSERT committed one row per transaction under WAL + synchronous=FULL, i.e. what one fsync per
// decision costs. Target: >= 2,000 decisions/s with 32 clients on a 2-core machine, durability intact
// (every promise resolves only after the COMMIT that holds its entry).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'libsql';
import { withServer } from './lib/http.js';
import { type LedgerEntry, openLedger } from '../src/ledger/index.js';
import { manyEntries } from '../test/ledger/fakeVerbs.js';

const TARGET_32 = 2000;
const SINGLE_N = Number(process.env.BENCH_LEDGER_SINGLE ?? 2000);
const CONCURRENT_N = Number(process.env.BENCH_LEDGER_CONCURRENT ?? 20000);
const CLIENTS = 32;

const dir = mkdtempSync(join(tmpdir(), 'bench-ledger-'));

function rate(n: number, ms: number): number {
  return Math.round((n / ms) * 1000);
}

function baseline(n: number): number {
  const db = new Database(join(dir, 'baseline.db'));
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('CREATE TABLE t (id TEXT PRIMARY KEY, body TEXT NOT NULL)');
  const ins = db.prepare('INSERT INTO t (id, body) VALUES (?, ?)');
  const body = JSON.stringify(manyEntries(1, 'baseline')[0]);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    db.exec('BEGIN IMMEDIATE');
    ins.run(`row-${i}`, body);
    db.exec('COMMIT');
  }
  const ms = performance.now() - t0;
  db.close();
  return rate(n, ms);
}

async function clients(path: string, entries: LedgerEntry[], count: number): Promise<{ rate: number; stored: number }> {
  const ledger = openLedger(path);
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: count }, async () => {
      for (let i = next++; i < entries.length; i = next++) {
        const r = await ledger.recordAsync(entries[i]!);
        if (!r.created) throw new Error(`decision ${r.decision_id} was not new`);
      }
    }),
  );
  const ms = performance.now() - t0;
  const stored = await ledger.count();
  if ((await ledger.integrityCheck()) !== 'ok') throw new Error('integrity check failed');
  await ledger.close();
  return { rate: rate(entries.length, ms), stored };
}

async function syncSingle(path: string, entries: LedgerEntry[]): Promise<number> {
  const ledger = openLedger(path);
  const t0 = performance.now();
  for (const e of entries) await ledger.record(e);
  const ms = performance.now() - t0;
  await ledger.close();
  return rate(entries.length, ms);
}

/** Distinct /compare bodies, so every request stores a new decision. */
function comparePair(i: number, store: boolean): string {
  const nin = String(10_000_000_000 + i);
  return JSON.stringify({ a: { name: `Client ${i} Okafor`, national_id: nin }, b: { name: `Client ${i} Okafor`, national_id: nin }, store });
}

/** Requests/s of POST /compare over HTTP with `connections` clients, storing or not. */
async function httpRate(url: string, connections: number, store: boolean, offset: number): Promise<number> {
  let i = offset;
  const result = await autocannon({
    url: `${url}/compare`,
    method: 'POST',
    connections,
    duration: 5,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, body: comparePair(i++, store) }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`HTTP errors: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return Math.round(result.requests.average);
}

/** Through the real server: the same route without store is the baseline of the same run. */
async function overHttp(): Promise<Record<string, number>> {
  return withServer({ ledger: join(dir, 'http.db') }, async (url) => ({
    compare_no_store_32: await httpRate(url, CLIENTS, false, 0),
    compare_store_1: await httpRate(url, 1, true, 1_000_000),
    compare_store_32: await httpRate(url, CLIENTS, true, 2_000_000),
  }));
}

async function main(): Promise<void> {
  // Entries (ids hashed by the verbs) are made before timing: the ledger's cost is what is measured.
  const single = manyEntries(SINGLE_N, 's');
  const singleSync = manyEntries(SINGLE_N, 'r');
  const concurrent = manyEntries(CONCURRENT_N, 'c');
  const base = baseline(SINGLE_N);
  const one = await clients(join(dir, 'single.db'), single, 1);
  const sync = await syncSingle(join(dir, 'sync.db'), singleSync);
  const many = await clients(join(dir, 'concurrent.db'), concurrent, CLIENTS);
  if (many.stored !== CONCURRENT_N) throw new Error(`stored ${many.stored} of ${CONCURRENT_N}`);
  const rows = [
    { case: 'baseline: bare INSERT, 1 row per fsync\'d commit', decisions_per_s: base, vs_baseline: 1 },
    { case: 'ledger.record (sync), 1 client', decisions_per_s: sync, vs_baseline: +(sync / base).toFixed(3) },
    { case: 'ledger.recordAsync, 1 client', decisions_per_s: one.rate, vs_baseline: +(one.rate / base).toFixed(3) },
    {
      case: `ledger.recordAsync, ${CLIENTS} clients (group commit)`,
      decisions_per_s: many.rate,
      vs_baseline: +(many.rate / base).toFixed(3),
    },
  ];
  console.table(rows);
  const http = await overHttp();
  console.table([
    { case: 'HTTP POST /compare, store false, 32 clients (baseline)', requests_per_s: http.compare_no_store_32, vs_baseline: 1 },
    { case: 'HTTP POST /compare, store true, 1 client', requests_per_s: http.compare_store_1, vs_baseline: +(http.compare_store_1! / http.compare_no_store_32!).toFixed(3) },
    { case: `HTTP POST /compare, store true, ${CLIENTS} clients`, requests_per_s: http.compare_store_32, vs_baseline: +(http.compare_store_32! / http.compare_no_store_32!).toFixed(3) },
  ]);
  const ok = many.rate >= TARGET_32;
  console.log(
    JSON.stringify({ bench: 'ledger', single_client: one.rate, single_client_sync: sync, clients_32: many.rate, baseline: base, http, target_32: TARGET_32, ok }),
  );
  if (!ok) process.exitCode = 1;
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dir, { recursive: true, force: true }));
