// Accuracy of the person pack deduplicating ../shared/data/splink/historical_50k.csv end to end:
// candidate generation with the shipped blocking rules (src/compare/blocking/person.json, several
// rules as in Splink's demo), then every candidate scored by the fields engine with (a) the pack's
// shipped weights and (b) parameters estimated by EM on the same records without their labels (the
// cluster column is used only to score). Recall is over ALL true pairs: a pair blocking never
// proposes is a miss. Reports the blocking pair count and its recall ceiling, precision, recall, F1,
// the share of true pairs sent to review and the time taken.
// The file has no splits, so it is cut into two halves by its people: a `cluster` id whose sha256
// starts with an even byte is in half A, odd in half B. Every row also reports the figures over the
// records of each half (pairs with both records in it; the clustering is the whole file's), and
// `--half A` restricts the sampled misses and false merges to half A: rules are read off half A's
// errors only, and half B says whether they hold. The whole-file figures are the reported ones.
//   node --import tsx bench/compare-historical.ts [--misses N] [--half A|B] [--runs shipped,prior,trained]
// `prior` scores with the person pack's shipped m/u defaults (src/compare/train/priors/person.json).
import { createHash } from 'node:crypto';
import { BatchNames, batchNameFields } from '../src/compare/batchNames.js';
import { loadBlockingRules, candidatePairs } from '../src/compare/blocking/index.js';
import { DISAGREES } from '../src/compare/decide.js';
import { type CompareDetailed, type CompareReceipt, compareDetailed } from '../src/compare/index.js';
import { readBatchFile } from '../src/compare/train/batchFile.js';
import { projectRecord, type RecordInput } from '../src/compare/records.js';
import { trainPack } from '../src/compare/train/index.js';
import { priorParams } from '../src/compare/train/prior.js';
import { clusterLinks } from '../src/link/cluster.js';
import { householdContested, namePartlyRecorded } from '../src/link/scoreChunk.js';
import { scorePair } from '../src/compare/fieldsEngine.js';
import { type EntityPack, findPack } from '../src/compare/packs.js';

export const FILE = new URL('../../shared/data/splink/historical_50k.csv', import.meta.url).pathname;

/** The data set's columns → person pack fields (the name as given and surname; the fake postcode is the address). */
export function toPerson(row: RecordInput): RecordInput {
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

export type Half = 'A' | 'B';

/** The half a person (a `cluster` id) is in: the parity of the first byte of its sha256. */
export function halfOf(clusterId: string): Half {
  return createHash('sha256').update(clusterId).digest()[0]! % 2 === 0 ? 'A' : 'B';
}

interface Figures {
  precision: number;
  recall: number;
  f1: number;
}

const figures = (tp: number, fp: number, truth: number): Figures => {
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = truth === 0 ? 0 : tp / truth;
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
};

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
  clustered: Figures;
  /** Pairwise and clustered figures over the records of each half (both records of a pair in it). */
  halves: Record<Half, { pairwise: Figures; clustered: Figures }>;
  blocking_seconds: number;
  misses: string[];
  false_merges: string[];
}

export let trainSeconds = 0;
export let trainedSummary: unknown = null;

export type Run = 'shipped' | 'prior' | 'trained';

export async function evaluateHistorical(opts: { misses?: number; half?: Half; runs?: readonly Run[] } = {}): Promise<HistoricalResult[]> {
  const runs = opts.runs ?? ['shipped', 'trained'];
  const rows = await readBatchFile(FILE);
  const records = rows.map(toPerson);
  const cluster = rows.map((r) => String(r['cluster']));
  const halfByCluster = new Map<string, Half>();
  for (const c of cluster) if (!halfByCluster.has(c)) halfByCluster.set(c, halfOf(c));
  const half = cluster.map((c) => halfByCluster.get(c)!);
  /** The half both records of a pair are in, or null for a pair across the halves. */
  const pairHalf = (i: number, j: number): Half | null => (half[i] === half[j] ? half[i]! : null);
  const shown = (i: number, j: number) => opts.half === undefined || pairHalf(i, j) === opts.half;
  const t0 = process.hrtime.bigint();
  const flat = (await candidatePairs(records, loadBlockingRules('person'))).pairs;
  const blockingSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const sizes = new Map<string, number>();
  for (const c of cluster) sizes.set(c, (sizes.get(c) ?? 0) + 1);
  let truth = 0;
  const truthIn = { A: 0, B: 0 };
  for (const [c, n] of sizes) {
    truth += (n * (n - 1)) / 2;
    truthIn[halfByCluster.get(c)!] += (n * (n - 1)) / 2;
  }

  const pack = findPack('person')!;
  // The shipped row reads the file as the link verb does: with the batch's own name counts (src/compare/batchNames.ts).
  const batch = new BatchNames(BatchNames.dataOf([records.map((r) => projectRecord(pack, r))], batchNameFields(pack)));
  const run = (label: string, score: (a: RecordInput, b: RecordInput) => CompareDetailed): HistoricalResult => {
    const started = process.hrtime.bigint();
    let tp = 0;
    let fp = 0;
    let inBlocks = 0;
    let toReview = 0;
    const tpIn = { A: 0, B: 0 };
    const fpIn = { A: 0, B: 0 };
    const misses: string[] = [];
    const falseMerges: string[] = [];
    const evidence = scoreCandidates(records, flat, pack, score, (i, j, detailed) => {
      const same = cluster[i] === cluster[j];
      const r = detailed.receipt;
      if (same) inBlocks++;
      const h = pairHalf(i, j);
      if (r.identity === 'same_entity') {
        if (same) tp++;
        else fp++;
        if (h !== null) (same ? tpIn : fpIn)[h]++;
        if (!same && opts.misses && shown(i, j)) falseMerges.push(describe(records[i]!, records[j]!, r));
      } else if (same) {
        if (r.identity === 'review') toReview++;
        if (opts.misses && shown(i, j)) misses.push(describe(records[i]!, records[j]!, r));
      }
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const clusteredIn = clusterFigures(records.length, evidence, cluster, half);
    return {
      label,
      records: records.length,
      candidates: flat.length / 2,
      true_pairs: truth,
      blocking_recall: inBlocks / truth,
      ...figures(tp, fp, truth),
      true_to_review: toReview / truth,
      seconds,
      clustered: clusteredIn.whole,
      halves: {
        A: { pairwise: figures(tpIn.A, fpIn.A, truthIn.A), clustered: clusteredIn.A },
        B: { pairwise: figures(tpIn.B, fpIn.B, truthIn.B), clustered: clusteredIn.B },
      },
      blocking_seconds: blockingSeconds,
      misses,
      false_merges: falseMerges,
    };
  };
  const out: HistoricalResult[] = [];
  if (runs.includes('shipped')) out.push(run('historical_50k (dedupe), shipped weights', (a, b) => compareDetailed({ a, b, entity: 'person' }, batch)));
  if (runs.includes('prior')) {
    const prior = priorParams('person')!;
    out.push(run('historical_50k (dedupe), shipped prior (m/u defaults)', (a, b) => compareDetailed({ a, b, entity: 'person', params: prior })));
  }
  if (!runs.includes('trained')) return out;
  const t1 = process.hrtime.bigint();
  const params = trainPack('person', records);
  trainSeconds = Number(process.hrtime.bigint() - t1) / 1e9;
  trainedSummary = { lambda: params.file.lambda, training: params.file.training, levels: params.file.comparisons.map((c) => ({ key: c.key, levels: c.levels })) };
  out.push(run('historical_50k (dedupe), trained by EM', (a, b) => compareDetailed({ a, b, entity: 'person', params })));
  return out;
}

/**
 * As the link verb reads a pair (src/link/scoreChunk.ts): `refuted` when a field refuted it (a
 * `<key>_conflict` factor: two people on evidence), `contested` when a field flagged a conflict the
 * pack lets stand without a refutation (a household: the explanation's refuting keys hold one whose
 * similarity is above the disagreement floor and that has no `_conflict` factor), otherwise null.
 */
export function refutationOf(r: CompareDetailed): 'refuted' | 'contested' | null {
  const f = r.receipt.factors;
  if (Object.keys(f).some((k) => k.endsWith('_conflict'))) return 'refuted';
  return r.explain.refuting.some((k) => (f[k] ?? 0) > DISAGREES) ? 'contested' : null;
}

/** What the link verb's clustering reads of the scored candidate pairs (src/link/cluster.ts), as flat index pairs. */
export interface ClusterEvidence {
  links: number[];
  scores: number[];
  apart: number[];
  review: number[];
  reviewScores: number[];
  contested: number[];
  partial: number[];
}

/**
 * Scores every candidate pair (`flat`: i, j, i, j, …) and gathers the clustering's evidence as the link verb does:
 * merges with their scores and whether the name was partly recorded, refuted pairs, review pairs with their
 * scores and whether a household contests them. `visit` sees each pair's result (the benches' own tallies).
 */
export function scoreCandidates(
  records: readonly RecordInput[],
  flat: ArrayLike<number>,
  pack: EntityPack,
  score: (a: RecordInput, b: RecordInput) => CompareDetailed,
  visit: (i: number, j: number, detailed: CompareDetailed, refutation: 'refuted' | 'contested' | null) => void,
): ClusterEvidence {
  const e: ClusterEvidence = { links: [], scores: [], apart: [], review: [], reviewScores: [], contested: [], partial: [] };
  for (let p = 0; p < flat.length; p += 2) {
    const i = flat[p]!;
    const j = flat[p + 1]!;
    const detailed = score(records[i]!, records[j]!);
    const r = detailed.receipt;
    const refutation = refutationOf(detailed);
    if (refutation === 'refuted') e.apart.push(i, j);
    else if (r.identity === 'review') {
      e.review.push(i, j);
      e.reviewScores.push(r.score);
      // As the link verb reads it: a conflict read as one given name under another surname is no household's.
      e.contested.push(refutation === 'contested' && householdContested(scorePair(pack, records[i]!, records[j]!)) ? 1 : 0);
    }
    if (r.identity === 'same_entity') {
      e.links.push(i, j);
      e.scores.push(r.score);
      // As the link verb reads it (src/link/scoreChunk.ts): the link's name was partly recorded.
      e.partial.push(namePartlyRecorded(scorePair(pack, records[i]!, records[j]!)) ? 1 : 0);
    }
    visit(i, j, detailed, refutation);
  }
  return e;
}

/** The link verb's clusters over the evidence, as each record's cluster root (its first member's index). */
export function clusterRoots(n: number, e: ClusterEvidence): Int32Array {
  const root = Int32Array.from({ length: n }, (_, i) => i);
  const options = {
    scores: e.scores,
    apart: Int32Array.from(e.apart),
    review: Int32Array.from(e.review),
    reviewScores: e.reviewScores,
    contested: Uint8Array.from(e.contested),
    partial: Uint8Array.from(e.partial),
  };
  for (const c of clusterLinks(n, Int32Array.from(e.links), options)) {
    for (const m of c.members) root[m.index] = c.members[0]!.index;
  }
  return root;
}

/**
 * The link verb's clusters (src/link/cluster.ts: strongest links first, never across a refuted pair),
 * scored pairwise against the truth clusters: over the whole file and over the records of each half
 * (a predicted group's pairs counted within each half's share of it).
 */
function clusterFigures(n: number, e: ClusterEvidence, truth: readonly string[], half: readonly Half[]) {
  const root = clusterRoots(n, e);
  const score = (keep: (i: number) => boolean): Figures => {
    const predicted = new Map<number, number>();
    const both = new Map<string, number>();
    const actual = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      if (!keep(i)) continue;
      const r = root[i]!;
      predicted.set(r, (predicted.get(r) ?? 0) + 1);
      both.set(`${r}|${truth[i]}`, (both.get(`${r}|${truth[i]}`) ?? 0) + 1);
      actual.set(truth[i]!, (actual.get(truth[i]!) ?? 0) + 1);
    }
    const pairsOf = (counts: Iterable<number>) => {
      let s = 0;
      for (const k of counts) s += (k * (k - 1)) / 2;
      return s;
    };
    const tp = pairsOf(both.values());
    return figures(tp, pairsOf(predicted.values()) - tp, pairsOf(actual.values()));
  };
  return { whole: score(() => true), A: score((i) => half[i] === 'A'), B: score((i) => half[i] === 'B') };
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
  const hat = process.argv.indexOf('--half');
  const half = hat > 0 ? process.argv[hat + 1] : undefined;
  if (half !== undefined && half !== 'A' && half !== 'B') throw new Error(`--half takes A or B, not ${half}`);
  const rat = process.argv.indexOf('--runs');
  const runs = (rat > 0 ? (process.argv[rat + 1] ?? '').split(',') : ['shipped', 'trained']) as Run[];
  for (const r of runs) if (!['shipped', 'prior', 'trained'].includes(r)) throw new Error(`--runs takes shipped,prior,trained, not ${r}`);
  const results = await evaluateHistorical({ misses: shown, runs, ...(half ? { half } : {}) });
  console.log(JSON.stringify(trainedSummary, null, 1), 'train seconds', trainSeconds);
  for (const r of results) {
    const { misses, false_merges, ...row } = r;
    console.log(JSON.stringify(row, null, 1));
    const pick = <T>(xs: T[]) => xs.filter((_, k) => k % Math.max(1, Math.floor(xs.length / shown)) === 0).slice(0, shown);
    if (shown > 0) {
      console.log(`\nmissed true pairs (sample of ${misses.length}):`);
      for (const m of pick(misses)) console.log(`  ${m}`);
      console.log(`\nfalse merges (sample of ${false_merges.length}):`);
      for (const m of pick(false_merges)) console.log(`  ${m}`);
    }
  }
}
