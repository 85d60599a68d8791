// `node --import tsx bench/entities.ts [N]` (default 100,000): the entity graph over a ledger of N stored
// person compare decisions (N/2 two-record chains of three records each: transitive entities), timing
// GET /entities and /cases as the library serves them — the first read (graph built from the decisions
// table), later reads, and the first read after a write (the graph and the blocking index applying only
// the decisions stored since) — and resolve of one record. Each line gives wall and CPU time (CPU time
// is the figure to compare when the machine is loaded).
// Issue 18's target: /entities and /resolve < 200 ms at 100,000 decisions. Records are generated here
// (synthetic names and ids), never taken from a test split.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FieldMap } from '../src/compare/index.js';
import { listEntities, openCases, openLedger, resolveRecord } from '../src/ledger/index.js';
import { compare, newPairEntry, person, storeChains } from '../test/ledger/personChains.js';

const N = Number(process.argv[2] ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'bench-entities-'));
const ledger = openLedger(join(dir, 'ledger.db'));

const t0 = performance.now();
await storeChains(ledger, N);
console.log(`stored ${await ledger.count()} decisions in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

async function time<T>(label: string, run: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const cpu = process.cpuUsage();
  const out = await run();
  const used = process.cpuUsage(cpu);
  console.log(`${label.padEnd(36)} ${(performance.now() - t).toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU`);
  return out;
}
async function resolveTimed(label: string, k: number, extra: FieldMap = { dob: '1990-01-01' }) {
  const t = performance.now();
  const cpu = process.cpuUsage();
  const found = await resolveRecord(ledger, { record: person(k, extra), entity: 'person', identifiers: { national_id: ['national_id'] } }, compare);
  const used = process.cpuUsage(cpu);
  console.log(`${label.padEnd(36)} ${(performance.now() - t).toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU (${found.verdict})`);
}
const first = await time('/entities (first read)', () => listEntities(ledger, { limit: 50 }));
console.log(`  ${first.count} entities, ${first.entities.filter((e) => e.held_together_by === 'transitive').length} transitive on the first page`);
for (let r = 0; r < 3; r++) await time('/entities (later read)', () => listEntities(ledger, { limit: 50, cursor: String(r * 50) }));
await time('/cases', () => openCases(ledger, {}));
await resolveTimed('/resolve (first: index built)', 7);
await resolveTimed('/resolve (later)', 4242);
await resolveTimed('/resolve (later)', 31337);
// Writes between reads: a new linking pair, then a decision superseding one of the chain's links (the
// entity splits), each followed by the first read after it.
for (const [label, k] of [['new pair', N], ['supersession', 99]] as const) {
  const superseded = label === 'supersession' ? (await listEntities(ledger, { limit: 1 })).entities[0]!.decision_ids[0]! : null;
  await ledger.record({ ...newPairEntry(k), supersedes: superseded });
  await time(`/entities (first after ${label})`, () => listEntities(ledger, { limit: 50 }));
  await resolveTimed(`/resolve (first after ${label})`, k + 1);
}
await ledger.close();

// The service started on that ledger: the entity graph and the blocking index build in the background
// after ready (app option warmEntities). /livez is polled during the build (its p99 is what the event
// loop's slices cost a request), then the first /entities and /resolve are timed (target < 200 ms).
// Client and server share this process, so the /livez figures include the client's side.
const { serve } = await import('../src/http/serve.js');
let warmDone = false;
let warmAt = 0;
let warmCpu = 0;
const tStart = performance.now();
const cpuStart = process.cpuUsage();
const running = await serve({ ledger: join(dir, 'ledger.db'), port: 0, banner: null, onEntitiesWarm: () => {
    warmDone = true;
    warmAt = performance.now();
    const used = process.cpuUsage(cpuStart);
    warmCpu = (used.user + used.system) / 1000;
  },
});
console.log(`server ready in ${(performance.now() - tStart).toFixed(0)} ms`);
const livez: number[] = [];
while (!warmDone) {
  const t = performance.now();
  await (await fetch(`${running.url}/livez`)).arrayBuffer();
  livez.push(performance.now() - t);
}
livez.sort((x, y) => x - y);
const pct = (q: number) => livez[Math.min(livez.length - 1, Math.floor(q * livez.length))]!.toFixed(1);
console.log(`warm-up ${(warmAt - tStart).toFixed(0)} ms wall, ${warmCpu.toFixed(0)} ms CPU (start included, /livez client too); /livez during it: ${livez.length} answers, p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, max ${pct(1)} ms`);
await time('served /entities (first after ready)', async () => (await fetch(`${running.url}/entities?limit=50`)).json());
const body = JSON.stringify({ record: person(4243, { dob: '1990-01-01' }), entity: 'person' });
const answer = await time('served /resolve (first after ready)', async () => (await fetch(`${running.url}/resolve`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json());
console.log(`  resolve verdict: ${(answer as { verdict?: string }).verdict}`);
await running.close();
rmSync(dir, { recursive: true, force: true });
