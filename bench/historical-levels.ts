// historical_50k, one half (--half A): the shipped weights beside the parameters EM trains on the same records,
// level by level (issue 11). For each comparison and level of the trained file: how many of the half's candidate
// pairs (true / false) fall there, the trained match weight in bits (m/u, before term frequency) and what the shipped
// weighted mean gives the same level in threshold points (weight × (similarity − THRESHOLD): what the level adds to,
// or takes from, a pair's distance above the threshold), each also as a share of its own comparison's exact level, so
// the two scales can be read side by side. Then, over the half's true pairs that the trained file merges and the
// shipped weights leave below the threshold on the mean alone (no refutation), and over the half's false pairs below
// the threshold: how many would cross it if one comparison's level weighed its trained bits instead (the scales meet
// at the name's exact level) or were not counted — what each level's shipped weight costs recall against what it
// protects. The name's second reading (name_tftoken) has no trained comparison of its own: it stays as shipped.
//   node --import tsx bench/historical-levels.ts [--half A|B] [--params FILE]   (FILE caches the trained parameters)
import { existsSync } from 'node:fs';
import { BatchNames, batchNameFields } from '../src/compare/batchNames.js';
import { candidatePairs, loadBlockingRules } from '../src/compare/blocking/index.js';
import { DATE_PLACEHOLDER, DATE_WEAK_AGREEMENT_WEIGHT } from '../src/compare/comparators/date.js';
import { THRESHOLD } from '../src/compare/decide.js';
import { compareDetailed } from '../src/compare/index.js';
import { findPack } from '../src/compare/packs.js';
import { projectRecord } from '../src/compare/records.js';
import { readBatchFile } from '../src/compare/train/batchFile.js';
import { loadTrainedParams, saveTrainedParams, type TrainedParams, trainPack } from '../src/compare/train/index.js';
import { LEVEL_NAMES, levelIndex } from '../src/compare/train/levels.js';
import { FILE, halfOf, toPerson } from './compare-historical.js';

const arg = (name: string, dflt: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1]! : dflt;
};
const HALF = arg('--half', 'A');
const CACHE = arg('--params', '');
const rows = await readBatchFile(FILE);
const records = rows.map(toPerson);
const cluster = rows.map((r) => String(r['cluster']));
const half = cluster.map((c) => halfOf(c));
const flat = (await candidatePairs(records, loadBlockingRules('person'))).pairs;
const pack = findPack('person')!;
const batch = new BatchNames(BatchNames.dataOf([records.map((r) => projectRecord(pack, r))], batchNameFields(pack)));
const cached = CACHE !== '' && existsSync(CACHE);
const params: TrainedParams = cached ? loadTrainedParams(CACHE) : trainPack('person', records);
if (CACHE !== '' && !cached) saveTrainedParams(CACHE, params);
const keyIndex = new Map(pack.evidenceKeys.map((k, c) => [k, c]));
const comparisons = params.file.comparisons.filter((c) => !c.key.endsWith('.partial') && keyIndex.has(c.key));
// The two scales meet at the name's exact level: its trained bits are worth its shipped threshold points.
const nameExact = comparisons.find((c) => c.key === 'name')!.levels.exact;
const PTS_PER_BIT = (pack.comparators[keyIndex.get('name')!]!.weight * (1 - THRESHOLD)) / Math.log2(nameExact.m / nameExact.u);

interface Cell {
  t: number;
  f: number;
  pts: number;
}
const cells = new Map<string, Cell>();
const cell = (k: string) => {
  const c = cells.get(k) ?? { t: 0, f: 0, pts: 0 };
  cells.set(k, c);
  return c;
};
/** The shipped points of one comparison at similarity s (its disagreement_weight below AGREES, as fieldsEngine reads it). */
const points = (key: string, s: number) => {
  const spec = pack.comparators[keyIndex.get(key)!]!;
  const w = spec.disagreement_weight !== undefined && s < 0.8 ? spec.disagreement_weight : spec.weight;
  return { w, p: w * (s - THRESHOLD) };
};
const drop = new Map<string, { t: number; f: number }>();
let gap = 0;
let below = 0;
let skipped = 0;
const dobValues = new Map<number, { t: number; f: number }>();
for (let p = 0; p < flat.length; p += 2) {
  const i = flat[p]!;
  const j = flat[p + 1]!;
  if (half[i] !== HALF || half[j] !== HALF) continue;
  const a = records[i]!;
  const b = records[j]!;
  const same = cluster[i] === cluster[j];
  const shipped = compareDetailed({ a, b, entity: 'person' }, batch);
  const r = shipped.receipt;
  const f = r.factors;
  if (f['dob'] !== undefined) {
    const d = dobValues.get(f['dob']) ?? { t: 0, f: 0 };
    if (same) d.t++;
    else d.f++;
    dobValues.set(f['dob'], d);
  }
  for (const c of comparisons) {
    const s = f[c.key];
    const level = s === undefined ? 'missing' : LEVEL_NAMES[levelIndex(s, c.cuts)]!;
    const x = cell(`${c.key}\t${level}`);
    if (same) x.t++;
    else x.f++;
    if (s !== undefined) x.pts += points(c.key, s).p;
  }
  // Below the threshold on the mean alone: no refutation, the gate not the reason.
  if (r.identity === 'same_entity' || r.score >= THRESHOLD || Object.keys(f).some((k) => k.endsWith('_conflict'))) continue;
  if (same) {
    const trained = compareDetailed({ a, b, entity: 'person', params });
    if (trained.receipt.identity !== 'same_entity') continue;
    gap++;
  } else below++;
  // The pair's distance from the threshold (Σ weight × (similarity − THRESHOLD)), rebuilt from the factors of every
  // comparator; a pair whose rebuilt mean is not the receipt's (a lifted or lightened value) is left out.
  let num = 0;
  let den = 0;
  for (const key of pack.evidenceKeys) {
    const s = f[key];
    if (s === undefined) continue;
    const w = points(key, s).w * (key === 'dob' && s === DATE_PLACEHOLDER ? DATE_WEAK_AGREEMENT_WEIGHT : 1);
    num += w * s;
    den += w;
  }
  if (den === 0 || Math.abs(num / den - r.score) > 0.002) {
    skipped++;
    continue;
  }
  const margin = num - THRESHOLD * den;
  for (const c of comparisons) {
    const s = f[c.key];
    if (s === undefined) continue;
    const level = LEVEL_NAMES[levelIndex(s, c.cuts)]!;
    const w = points(c.key, s).w * (c.key === 'dob' && s === DATE_PLACEHOLDER ? DATE_WEAK_AGREEMENT_WEIGHT : 1);
    const mine = w * (s - THRESHOLD);
    const mu = c.levels[level];
    const swapped = margin - mine + PTS_PER_BIT * Math.log2(mu.m / mu.u);
    const dropped = margin - mine;
    for (const [what, m] of [['trained', swapped], ['dropped', dropped]] as const) {
      if (m < 0) continue;
      const k = `${c.key}\t${level}\t${what}`;
      const d = drop.get(k) ?? { t: 0, f: 0 };
      if (same) d.t++;
      else d.f++;
      drop.set(k, d);
    }
  }
}
console.log(`half ${HALF}: candidate pairs by comparison level (true / false), trained bits (m/u) and shipped threshold points`);
console.log('key\tlevel\ttrue\tfalse\tm\tu\tbits\tbits/exact\tshipped_pts\tpts/exact');
for (const c of comparisons) {
  const exactBits = Math.log2(c.levels.exact.m / c.levels.exact.u);
  const exactPts = points(c.key, 1).p;
  for (const level of [...LEVEL_NAMES, 'missing'] as const) {
    const x = cells.get(`${c.key}\t${level}`) ?? { t: 0, f: 0, pts: 0 };
    const mu = level === 'missing' ? undefined : c.levels[level];
    const bits = mu === undefined ? 0 : Math.log2(mu.m / mu.u);
    const pts = x.t + x.f === 0 ? 0 : x.pts / (x.t + x.f);
    const row = [c.key, level, x.t, x.f, mu?.m.toFixed(4) ?? '', mu?.u.toExponential(2) ?? '', bits.toFixed(2), (bits / exactBits).toFixed(2), pts.toFixed(3), (pts / exactPts).toFixed(2)];
    console.log(row.join('\t'));
  }
}
console.log(`\nlambda ${params.file.lambda} (${Math.log2(params.file.lambda / (1 - params.file.lambda)).toFixed(2)} bits)`);
console.log(`\ntrue pairs the trained file merges, below the shipped threshold on the mean alone: ${gap}; false pairs below it: ${below}; left out (mean not rebuilt): ${skipped}`);
console.log(`over the threshold with that one comparison's level at its trained bits (× ${PTS_PER_BIT.toFixed(4)} points a bit) or not counted (true pairs of the gap / false pairs below):`);
for (const [k, d] of [...drop].sort((x, y) => y[1].t - x[1].t)) console.log(`  ${k}\t${d.t}\t${d.f}`);
console.log('\ndob similarity values (true / false):');
for (const [v, d] of [...dobValues].sort((x, y) => y[0] - x[0])) console.log(`  ${v}\t${d.t}\t${d.f}`);
