// Throughput of the fields engine in-process: field-map pairs per second on one core. The pairs are
// the distinct candidate pairs of FEBRL data under a simple blocking key (same social-security
// number, date of birth, or surname prefix + initial) — matches and non-matches, each compared once:
// dataset4a × dataset4b (plus pairs of every other pack), dataset3 and dataset1 deduplicated, each a
// separate round on different records (so no round profits from values memoised by another);
// dataset2 warms up. Target ≥ 20,000 pairs/s. Then the text engine
// (string form) in-process, and both forms over HTTP (autocannon against the real server in this
// process, next to the /livez baseline measured in the same run).
//   node --import tsx bench/compare-speed.ts
import { type CompareRequest, compare } from '../src/compare/index.js';
import { dedupe, link, OTHERS } from './lib/febrlPairs.js';
import { load, withServer } from './lib/http.js';

// Each round's pairs are built just before it runs, so no round pays for another's garbage.
const rounds: [string, () => CompareRequest[]][] = [
  ['dataset4a x dataset4b', link],
  ['dataset3 dedupe', () => dedupe('dataset3.csv')],
  ['dataset1 dedupe', () => dedupe('dataset1.csv')],
  ['other packs (7 pairs x 100, first use)', () => Array.from({ length: 100 }, () => OTHERS).flat()],
];

// CPU time of this process (user + system) as well as wall time: on a shared machine the wall clock
// also counts time the scheduler gave to other processes; the loop itself is single-threaded.
function run(batch: CompareRequest[]): { pairs: number; wall: number; cpu: number } {
  const cpu0 = process.cpuUsage();
  const started = process.hrtime.bigint();
  for (const req of batch) compare(req);
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  const used = process.cpuUsage(cpu0);
  return { pairs: batch.length, wall, cpu: (used.user + used.system) / 1e6 };
}

run(dedupe('dataset2.csv')); // warm-up: JIT and table loading
console.log('fields engine, in-process, one core (pairs per second of this process\'s CPU time; wall clock in brackets)');
let totalPairs = 0;
let totalCpu = 0;
let best = 0;
const firstPair = link()[0]!;
for (const [label, build] of rounds) {
  const { pairs, wall, cpu } = run(build());
  totalPairs += pairs;
  totalCpu += cpu;
  best = Math.max(best, pairs / cpu);
  console.log(`  ${label.padEnd(36)} ${String(pairs).padStart(6)} pairs: ${Math.round(pairs / cpu)} pairs/s (wall ${Math.round(pairs / wall)} pairs/s)`);
}
const rate = totalPairs / totalCpu;
console.log(
  `  all rounds: ${Math.round(rate)} pairs/s, best round ${Math.round(best)} pairs/s (target ≥ 20,000: ${rate >= 20_000 ? 'met' : best >= 20_000 ? 'met by the best round only' : 'missed'})`,
);

// The text engine (string form, person): extraction dominates, so far fewer pairs.
const notes: CompareRequest[] = [];
for (let i = 0; i < 200; i++) {
  notes.push({
    a: `Adesola Okonkwo, NIN 1234567${String(1000 + i)}, phone 0803 555 ${String(1000 + i)}`,
    b: `Adesola E. Okonkwo (NIN 1234567${String(1000 + i)}) lives at 12 Awolowo Road, Ikoyi`,
    entity: 'person',
    jurisdiction: 'NG',
  });
}
run(notes.slice(0, 20));
const text = run(notes);
console.log(`text engine, in-process, one core: ${text.pairs} pairs in ${text.cpu.toFixed(2)} s of CPU = ${Math.round(text.pairs / text.cpu)} pairs/s`);

await withServer({}, async (url) => {
  const baseline = await load(url, '/livez', { duration: 5 });
  const fields = await load(url, '/compare', { method: 'POST', body: firstPair, duration: 5 });
  const strings = await load(url, '/compare', { method: 'POST', body: notes[0], duration: 5 });
  console.log('HTTP (autocannon, 10 connections, 5 s each, server and load generator share the machine)');
  for (const [label, r] of [
    ['GET /livez', baseline],
    ['POST /compare field maps', fields],
    ['POST /compare strings', strings],
  ] as const) {
    console.log(
      `  ${label.padEnd(26)} ${r.requests_per_s} req/s (${(r.requests_per_s / Math.max(1, baseline.requests_per_s)).toFixed(3)} of /livez), p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms, errors ${r.errors}, non-2xx ${r.non2xx}`,
    );
  }
});
