// npm run bench:link — batch linking end to end (src/link):
// 1. ../shared/data/splink/historical_50k.csv deduplicated (the `cluster` column is the truth; it is
//    used only to score): wall time, peak RSS, candidate pairs and pairs per record, the blocking's
//    recall ceiling, and precision / recall / F1 of `same_entity` over ALL true pairs (pairs blocking
//    never proposed count as misses); what the true pairs share (bench/lib/sharedValues.ts: the share
//    sharing no value at all bounds any value-based blocking) and what the missed ones share.
// 2. Febrl dataset4a linked to dataset4b (list to list; rec-N-org ↔ rec-N-dup-0 are the truth).
// Timings depend on the machine and on what else runs on it; RSS is the process's peak (resident set).
import { readFileSync } from 'node:fs';
import { loadBlockingRules } from '../src/compare/blocking/index.js';
import { readBatchFile } from '../src/compare/train/batchFile.js';
import { link, type LinkResult } from '../src/link/index.js';
import { personValueKinds, type SharedValues, sharedValues } from './lib/sharedValues.js';

const DATA = new URL('../../shared/data/', import.meta.url);

function prf(tp: number, fp: number, fn: number) {
  const p = tp + fp === 0 ? 0 : tp / (tp + fp);
  const r = tp + fn === 0 ? 0 : tp / (tp + fn);
  return { precision: p, recall: r, f1: p + r === 0 ? 0 : (2 * p * r) / (p + r) };
}
const f4 = (x: number) => x.toFixed(4);

/** Merged pairs scored against the truth (`same`), and the pairs sent to review. */
function tally(pairs: LinkResult['pairs'], same: (a: string, b: string) => boolean): { tp: number; fp: number; review: number } {
  let tp = 0;
  let fp = 0;
  let review = 0;
  for (const pair of pairs) {
    if (pair.identity === 'review') review++;
    else if (same(pair.a, pair.b)) tp++;
    else fp++;
  }
  return { tp, fp, review };
}

/** True pairs among the blocking's candidates. */
function reachable(r: LinkResult, same: (a: string, b: string) => boolean): number {
  const cand = r.candidates!;
  const b = r.ids!.b ?? r.ids!.a;
  let n = 0;
  for (let p = 0; p < cand.length; p += 2) if (same(r.ids!.a[cand[p]!]!, b[cand[p + 1]!]!)) n++;
  return n;
}

/** True pairs a perfect scorer would put in one cluster: both records joined by a chain of true candidate
 * pairs (the best entity-level recall the blocking allows; a dedupe's clusters are what it outputs). */
function reachableByChains(r: LinkResult, same: (a: string, b: string) => boolean, cluster: (id: string) => string): number {
  const ids = r.ids!.a;
  const parent = Int32Array.from(ids, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]!]!;
    return x;
  };
  const cand = r.candidates!;
  for (let p = 0; p < cand.length; p += 2) if (same(ids[cand[p]!]!, ids[cand[p + 1]!]!)) parent[find(cand[p]!)] = find(cand[p + 1]!);
  const sizes = new Map<string, number>();
  ids.forEach((id, i) => {
    const key = `${find(i)}|${cluster(id)}`;
    sizes.set(key, (sizes.get(key) ?? 0) + 1);
  });
  return [...sizes.values()].reduce((s, n) => s + (n * (n - 1)) / 2, 0);
}
/** What the true pairs share (bench/lib/sharedValues.ts), with whether blocking proposed each. */
async function shared(file: string, r: LinkResult, truth: Map<string, string>): Promise<SharedValues> {
  const rows = await readBatchFile(file);
  const index = new Map(r.ids!.a.map((id, i) => [id, i]));
  const at = rows.map((row) => index.get(String(row['unique_id']))!);
  const n = r.ids!.a.length;
  const proposed = new Set<number>();
  const cand = r.candidates!;
  for (let p = 0; p < cand.length; p += 2) proposed.add(cand[p]! * n + cand[p + 1]!);
  const kinds = personValueKinds({ names: ['full_name', 'first_and_surname', 'first_name', 'surname'], dob: 'dob', birthPlace: 'birth_place', postcode: 'postcode_fake', occupation: 'occupation' });
  const maxBlock = loadBlockingRules('person').max_block;
  return sharedValues(rows, (row) => truth.get(String(row['unique_id']))!, kinds, maxBlock, (i, j) => {
    const [x, y] = at[i]! < at[j]! ? [at[i]!, at[j]!] : [at[j]!, at[i]!];
    return proposed.has(x * n + y);
  });
}

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

async function historical(): Promise<void> {
  const file = new URL('splink/historical_50k.csv', DATA).pathname;
  const truth = new Map<string, string>();
  const lines = readFileSync(file, 'utf8').split('\n').slice(1);
  for (const line of lines) {
    const [id, cluster] = line.split(',', 2);
    if (id && cluster) truth.set(id, cluster);
  }
  const sizes = new Map<string, number>();
  for (const c of truth.values()) sizes.set(c, (sizes.get(c) ?? 0) + 1);
  const truePairs = [...sizes.values()].reduce((s, n) => s + (n * (n - 1)) / 2, 0);

  peakRss = process.memoryUsage().rss;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const r = await link(
    { lists: [file], entity: 'person', id_field: 'unique_id', map: { name: ['first_and_surname'], address: ['postcode_fake'] } },
    { keepCandidates: true },
  );
  const wall = (performance.now() - t0) / 1000;
  const linkRss = Math.max(peakRss, process.memoryUsage().rss);
  const cpu = process.cpuUsage(cpu0);
  const same = (x: string, y: string) => truth.get(x) === truth.get(y);
  const { tp, fp, review } = tally(r.pairs, same);
  const m = prf(tp, fp, truePairs - tp);
  console.log('historical_50k (dedupe, person pack, shipped weights)');
  console.log(`  records ${r.summary.records.a}, true pairs ${truePairs}`);
  console.log(`  candidate pairs ${r.summary.blocking.candidate_pairs} (${r.summary.blocking.pairs_per_record} per record), recall ceiling ${f4(reachable(r, same) / truePairs)} pairwise, ${f4(reachableByChains(r, same, (id) => truth.get(id)!) / truePairs)} through chains of true candidates`);
  for (const rule of r.summary.blocking.rules) console.log(`    ${rule.rule}: ${rule.pairs} pairs, ${rule.new_pairs} new, ${rule.keys_too_common} keys too common`);
  console.log(`  precision ${f4(m.precision)} recall ${f4(m.recall)} F1 ${f4(m.f1)}; review ${review} (${f4(review / truePairs)} of true pairs)`);
  const sv = await shared(file, r, truth);
  const maxBlock = loadBlockingRules('person').max_block;
  console.log(`  true pairs sharing no value in any column (a name part of any name column, date of birth, birth year, birth place, postcode, postcode district, occupation): ${sv.nothing} (${f4(sv.nothing / truePairs)}): a blocking on equal values proposes none of them, so its pairwise ceiling is at most ${f4(1 - sv.nothing / truePairs)}; this blocking's sound and prefix keys propose ${sv.nothingProposed} of them`);
  console.log(`  true pairs sharing only values held by more than max_block (${maxBlock}) records: ${sv.onlyCommon} (${f4(sv.onlyCommon / truePairs)}): no key of one such value proposes them`);
  const missedTotal = sv.missed.reduce((s, [, n]) => s + n, 0);
  console.log(`  true pairs blocking missed: ${missedTotal}; what the two records share (top 8):`);
  for (const [k, n] of sv.missed.slice(0, 8)) console.log(`    ${k}: ${n} (${f4(n / truePairs)} of true pairs)`);
  // The entities the dedupe outputs: two records in one cluster are declared the same, so pairs joined
  // only through a chain count too (and so do chains that should not have formed).
  let clusterPairs = 0;
  let clusterTp = 0;
  for (const c of r.clusters) {
    clusterPairs += (c.size * (c.size - 1)) / 2;
    const byTruth = new Map<string, number>();
    for (const m of c.members) byTruth.set(truth.get(m.id)!, (byTruth.get(truth.get(m.id)!) ?? 0) + 1);
    for (const n of byTruth.values()) clusterTp += (n * (n - 1)) / 2;
  }
  const cm = prf(clusterTp, clusterPairs - clusterTp, truePairs - clusterTp);
  console.log(`  clusters ${r.summary.clusters.count} (${r.summary.clusters.transitive} transitive); as entities: precision ${f4(cm.precision)} recall ${f4(cm.recall)} F1 ${f4(cm.f1)}`);
  console.log(`  wall ${wall.toFixed(1)} s (read ${r.summary.timings_ms.read} ms, block ${r.summary.timings_ms.block}, score ${r.summary.timings_ms.score}, cluster ${r.summary.timings_ms.cluster}); peak RSS ${(linkRss / 2 ** 20).toFixed(0)} MB; CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (all threads)`);
}

async function febrl4(): Promise<void> {
  const a = new URL('febrl/dataset4a.csv', DATA).pathname;
  const b = new URL('febrl/dataset4b.csv', DATA).pathname;
  const map = { name: ['given_name', 'surname'], dob: ['date_of_birth'], national_id: ['soc_sec_id'], address: ['street_number', 'address_1', 'address_2', 'suburb', 'postcode', 'state'] };
  const t0 = performance.now();
  const r = await link({ lists: [a, b], entity: 'person', id_field: 'rec_id', map }, { keepCandidates: true });
  const wall = (performance.now() - t0) / 1000;
  const key = (id: string) => id.replace(/-(org|dup-\d+)$/, '');
  const truePairs = r.summary.records.a;
  const same = (x: string, y: string) => key(x) === key(y);
  const { tp, fp, review } = tally(r.pairs, same);
  const m = prf(tp, fp, truePairs - tp);
  console.log('Febrl dataset4a x dataset4b (list to list)');
  console.log(`  candidate pairs ${r.summary.blocking.candidate_pairs}, recall ceiling ${f4(reachable(r, same) / truePairs)}`);
  console.log(`  precision ${f4(m.precision)} recall ${f4(m.recall)} F1 ${f4(m.f1)}; review ${review}; wall ${wall.toFixed(1)} s`);
  // The entities the link outputs: every pair of an A record and a B record in one cluster is declared a match.
  let clusterPairs = 0;
  let clusterTp = 0;
  for (const c of r.clusters) {
    const as = c.members.filter((x) => x.list === 'a').map((x) => x.id);
    const bs = c.members.filter((x) => x.list === 'b').map((x) => x.id);
    clusterPairs += as.length * bs.length;
    for (const x of as) for (const y of bs) if (same(x, y)) clusterTp++;
  }
  const cm = prf(clusterTp, clusterPairs - clusterTp, truePairs - clusterTp);
  console.log(`  clusters ${r.summary.clusters.count}; as entities (A-B pairs in one cluster): precision ${f4(cm.precision)} recall ${f4(cm.recall)} F1 ${f4(cm.f1)}`);
}

await historical();
await febrl4();
clearInterval(sampler);
