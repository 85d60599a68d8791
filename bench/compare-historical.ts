// Accuracy of the person pack deduplicating ../shared/data/splink/historical_50k.csv end to end:
// candidate generation with the shipped blocking rules (src/compare/blocking/person.json, several
// rules as in Splink's demo), then every candidate scored by the fields engine with (a) the pack's
// shipped weights and (b) parameters estimated by EM on the same records without their labels (the
// cluster column is used only to score). Recall is over ALL true pairs: a pair blocking never
// proposes is a miss. Reports the blocking pair count and its recall ceiling, precision, recall, F1,
// the share of true pairs sent to review and the time taken.
//   node --import tsx bench/compare-historical.ts [--misses N]
import { loadBlockingRules, candidatePairs } from '../src/compare/blocking/index.js';
import { compare, type CompareReceipt } from '../src/compare/index.js';
import { readBatchFile } from '../src/compare/train/batchFile.js';
import type { RecordInput } from '../src/compare/records.js';
import { trainPack } from '../src/compare/train/index.js';
import { clusterLinks } from '../src/link/cluster.js';

const FILE = new URL('../../shared/data/splink/historical_50k.csv', import.meta.url).pathname;

/** The data set's columns → person pack fields (the name as given and surname; the fake postcode is the address). */
function toPerson(row: RecordInput): RecordInput {
  const out: RecordInput = {};
  const put = (field: string, column: string) => {
    if (row[column] !== undefined) out[field] = row[column]!;
  };
  put('name', 'first_and_surname');
  put('dob', 'dob');
  put('address', 'postcode_fake');
  put('birth_place', 'birth_place');
  put('gender', 'gender');
  put('occupation', 'occupation');
  return out;
}

export interface HistoricalResult {
  label: string;
  records: number;
  candidates: number;
  true_pairs: number;
  blocking_recall: number;
  precision: number;
  recall: number;
  f1: number;
  true_to_review: number;
  seconds: number;
  /** After clustering the merges (connected components), every pair inside a cluster counted as linked. */
  clustered: { precision: number; recall: number; f1: number };
  blocking_seconds: number;
  misses: string[];
  false_merges: string[];
}

export let trainSeconds = 0;
export let trainedSummary: unknown = null;

export async function evaluateHistorical(opts: { misses?: number } = {}): Promise<HistoricalResult[]> {
  const rows = await readBatchFile(FILE);
  const records = rows.map(toPerson);
  const cluster = rows.map((r) => String(r['cluster']));
  const t0 = process.hrtime.bigint();
  const flat = (await candidatePairs(records, loadBlockingRules('person'))).pairs;
  const pairs: [number, number][] = [];
  for (let p = 0; p < flat.length; p += 2) pairs.push([flat[p]!, flat[p + 1]!]);
  const blockingSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const sizes = new Map<string, number>();
  for (const c of cluster) sizes.set(c, (sizes.get(c) ?? 0) + 1);
  let truth = 0;
  for (const n of sizes.values()) truth += (n * (n - 1)) / 2;

  const run = (label: string, score: (a: RecordInput, b: RecordInput) => CompareReceipt): HistoricalResult => {
    const started = process.hrtime.bigint();
    let tp = 0;
    let fp = 0;
    let inBlocks = 0;
    let toReview = 0;
    const misses: string[] = [];
    const falseMerges: string[] = [];
    const merged: number[] = [];
    const mergedScores: number[] = [];
    const apart: number[] = [];
    for (const [i, j] of pairs) {
      const same = cluster[i] === cluster[j];
      const r = score(records[i]!, records[j]!);
      if (same) inBlocks++;
      if (isApart(r)) apart.push(i, j);
      if (r.identity === 'same_entity') {
        merged.push(i, j);
        mergedScores.push(r.score);
        if (same) tp++;
        else {
          fp++;
          if (opts.misses) falseMerges.push(describe(records[i]!, records[j]!, r));
        }
      } else if (same) {
        if (r.identity === 'review') toReview++;
        if (opts.misses) misses.push(describe(records[i]!, records[j]!, r));
      }
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const clustered = clusterFigures(records.length, merged, mergedScores, apart, cluster);
    const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
    const recall = tp / truth;
    return {
      label,
      records: records.length,
      candidates: pairs.length,
      true_pairs: truth,
      blocking_recall: inBlocks / truth,
      precision,
      recall,
      f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
      true_to_review: toReview / truth,
      seconds,
      clustered,
      blocking_seconds: blockingSeconds,
      misses,
      false_merges: falseMerges,
    };
  };
  const shipped = run('historical_50k (dedupe), shipped weights', (a, b) => compare({ a, b, entity: 'person' }));
  const t1 = process.hrtime.bigint();
  const params = trainPack('person', records);
  trainSeconds = Number(process.hrtime.bigint() - t1) / 1e9;
  trainedSummary = { lambda: params.file.lambda, training: params.file.training, levels: params.file.comparisons.map((c) => ({ key: c.key, levels: c.levels })) };
  const trained = run('historical_50k (dedupe), trained by EM', (a, b) => compare({ a, b, entity: 'person', params }));
  return [shipped, trained];
}

/** A pair the engine judged to be two people on evidence: a refuted field (`<key>_conflict`), as the link verb reads it. */
function isApart(r: CompareReceipt): boolean {
  return Object.keys(r.factors).some((k) => k.endsWith('_conflict'));
}

/** The link verb's clusters (src/link/cluster.ts: strongest links first, never across a refuted pair), scored pairwise against the truth clusters. */
function clusterFigures(n: number, merged: readonly number[], scores: readonly number[], apart: readonly number[], truth: readonly string[]) {
  const root = Int32Array.from({ length: n }, (_, i) => i);
  for (const c of clusterLinks(n, Int32Array.from(merged), { scores, apart: Int32Array.from(apart) })) {
    for (const m of c.members) root[m.index] = c.members[0]!.index;
  }
  const find = (x: number) => root[x]!;
  const predicted = new Map<number, number>();
  const both = new Map<string, number>();
  const actual = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const root = find(i);
    predicted.set(root, (predicted.get(root) ?? 0) + 1);
    both.set(`${root}|${truth[i]}`, (both.get(`${root}|${truth[i]}`) ?? 0) + 1);
    actual.set(truth[i]!, (actual.get(truth[i]!) ?? 0) + 1);
  }
  const pairsOf = (counts: Iterable<number>) => {
    let s = 0;
    for (const k of counts) s += (k * (k - 1)) / 2;
    return s;
  };
  const tp = pairsOf(both.values());
  const precision = tp / Math.max(1, pairsOf(predicted.values()));
  const recall = tp / pairsOf(actual.values());
  return { precision, recall, f1: (2 * precision * recall) / (precision + recall) };
}

function describe(a: RecordInput, b: RecordInput, r: CompareReceipt): string {
  const f = Object.entries(r.factors)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  return `${r.identity} score=${r.score} ${f}\n    a ${JSON.stringify(a)}\n    b ${JSON.stringify(b)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--misses');
  const shown = at > 0 ? Number(process.argv[at + 1] ?? 20) : 0;
  const results = await evaluateHistorical({ misses: shown });
  console.log(JSON.stringify(trainedSummary, null, 1), 'train seconds', trainSeconds);
  for (const r of results) {
    const { misses, false_merges, ...figures } = r;
    console.log(figures);
    const pick = <T>(xs: T[]) => xs.filter((_, k) => k % Math.max(1, Math.floor(xs.length / shown)) === 0).slice(0, shown);
    if (shown > 0) {
      console.log(`\nmissed true pairs (sample of ${misses.length}):`);
      for (const m of pick(misses)) console.log(`  ${m}`);
      console.log(`\nfalse merges (sample of ${false_merges.length}):`);
      for (const m of pick(false_merges)) console.log(`  ${m}`);
    }
  }
}
