// Throughput of the fields engine in-process: field-map pairs per second on one core. The pairs are
// the distinct candidate pairs of FEBRL data under a simple blocking key (same social-security
// number, date of birth, or surname prefix + initial) — matches and non-matches, each compared once:
// dataset4a × dataset4b (plus pairs of every other pack), dataset3 and dataset1 deduplicated, each a
// separate round on different records (so no round profits from values memoised by another);
// dataset2 warms up. Target ≥ 20,000 pairs/s. Then the text engine
// (string form) in-process, and both forms over HTTP (autocannon against the real server in this
// process, next to the /livez baseline measured in the same run).
//   node --import tsx bench/compare-speed.ts
import { readFileSync } from 'node:fs';
import { type CompareRequest, compare } from '../src/compare/index.js';
import { load, withServer } from './lib/http.js';

interface Person {
  record: Record<string, string>;
  keys: string[];
}

function febrl(file: string): Person[] {
  const lines = readFileSync(new URL(`../../shared/data/febrl/${file}`, import.meta.url), 'utf8').split('\n').filter(Boolean);
  const header = lines[0]!.split(',').map((h) => h.trim());
  return lines.slice(1).map((line) => {
    const cells = line.split(',').map((c) => c.trim());
    const v = (k: string) => cells[header.indexOf(k)] ?? '';
    const street = [v('street_number'), v('address_1')].filter(Boolean).join(' ');
    const record = {
      name: [v('given_name'), v('surname')].filter(Boolean).join(' '),
      dob: v('date_of_birth'),
      soc_sec_id: v('soc_sec_id'),
      address: [street, v('address_2'), v('suburb'), v('postcode'), v('state')].filter(Boolean).join(', '),
    };
    const keys = [`s:${v('soc_sec_id')}`, `d:${v('date_of_birth')}`, `n:${v('surname').slice(0, 3)}|${v('given_name').slice(0, 1)}`];
    return { record, keys };
  });
}

function candidatePairs(left: Person[], right: Person[]): CompareRequest[] {
  const index = new Map<string, number[]>();
  right.forEach((p, j) => {
    for (const k of p.keys) index.set(k, [...(index.get(k) ?? []), j]);
  });
  const out: CompareRequest[] = [];
  for (const p of left) {
    const seen = new Set<number>();
    for (const k of p.keys) for (const j of index.get(k) ?? []) seen.add(j);
    for (const j of seen) if (right[j] !== p) out.push({ a: p.record, b: right[j]!.record, entity: 'person' });
  }
  return out;
}

const dedupe = (file: string) => {
  const rows = febrl(file);
  return candidatePairs(rows, rows);
};
const link = () => candidatePairs(febrl('dataset4a.csv'), febrl('dataset4b.csv'));
// Each round's pairs are built just before it runs, so no round pays for another's garbage.
const rounds: [string, () => CompareRequest[]][] = [
  ['dataset4a x dataset4b', link],
  ['dataset3 dedupe', () => dedupe('dataset3.csv')],
  ['dataset1 dedupe', () => dedupe('dataset1.csv')],
  ['other packs (7 pairs x 100, first use)', () => Array.from({ length: 100 }, () => others).flat()],
];
const others: CompareRequest[] = [
  { a: { name: 'Kijani Tea Exporters Ltd', registration_id: 'CPR/2011/55501' }, b: { name: 'Kijani Tea Exporters Limited', registration_id: 'CPR-2011-55501' }, entity: 'organisation' },
  { a: { name: 'Kano Central Primary Health Centre', lat: 12.0022, lon: 8.592 }, b: { name: 'Kano Central PHC', lat: 12.0024, lon: 8.5918 }, entity: 'place' },
  { a: { name: 'Burna Boy', isni: '0000 0004 5678 1234' }, b: { name: 'Burna boy', isni: '0000000456781234' }, entity: 'artist' },
  { a: { name: 'Samsung Galaxy S23 SM-S911B 128GB' }, b: { name: 'Samsung Galaxy S23 (SM-S911B) 128 GB' }, entity: 'product_electronics' },
  { a: { name: 'Golden Penny Semovita 1kg' }, b: { name: 'Golden Penny Semovita 1000g' }, entity: 'product_grocery' },
  { a: { name: 'Egyptian Cotton Bath Towel 70x140cm' }, b: { name: 'Egyptian cotton bath towel 70 x 140 cm' }, entity: 'product_home_goods' },
  { a: { name: 'Mohammed Bello', phone: '0803 555 7890', email: 'm.bello@example.com' }, b: { name: 'Muhammad Bello', phone: '+234 803 555 7890', email: 'M.Bello@example.com' }, entity: 'person' },
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
