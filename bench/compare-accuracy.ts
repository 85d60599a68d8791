// Accuracy of the fields engine (person pack) on the FEBRL synthetic census data
// (../shared/data/febrl): dataset3 deduplicated within itself and dataset4a linked against
// dataset4b. Candidate pairs come from a simple blocking key (records sharing a social-security
// number, a date of birth, a surname prefix + given-name initial, or a postcode + surname initial);
// truth from rec_id (rec-N-org and rec-N-dup-K are the same person). Reports precision, recall and
// F1 of same_entity over all true pairs (pairs blocking missed count as misses), the share of true
// pairs sent to review, and the confusion counts. Also the ceiling the rules set: a true pair whose
// two social-security numbers differ by more than one keystroke is never a merge (a veto), and one
// keystroke apart merges only when other evidence corroborates it, so recall
// cannot exceed the share of true pairs whose numbers are equal or one keystroke apart (the pack's
// near_miss_corroboration lists the groups; see src/compare/packs/person.json).
// `--misses N` prints N sampled false negatives per data set with their field-level factors, for
// looking at what the engine misses and why.
//   node --import tsx bench/compare-accuracy.ts [--misses 20] [--prior] [--febrl-only]
import { readFileSync } from 'node:fs';
import { isOneKeystroke } from '../src/compare/comparators/identifier.js';
import { compare, type CompareReceipt } from '../src/compare/index.js';
import { priorParams } from '../src/compare/train/prior.js';

const missesArg = process.argv.indexOf('--misses');
const MISSES_SHOWN = missesArg > 0 ? Number(process.argv[missesArg + 1] ?? 20) : 0;

const DATA = new URL('../../shared/data/febrl/', import.meta.url);
/** `--prior`: score with the person pack's shipped m/u defaults (src/compare/train/priors/person.json). */
const PRIOR = process.argv.includes('--prior') ? priorParams('person')! : undefined;

interface Row {
  id: string;
  entity: string;
  record: Record<string, string>;
  keys: string[];
}

function load(file: string): Row[] {
  const lines = readFileSync(new URL(file, DATA), 'utf8').split('\n').filter((l) => l.trim() !== '');
  const header = lines[0]!.split(',').map((h) => h.trim());
  return lines.slice(1).map((line) => {
    const cells = line.split(',').map((c) => c.trim());
    const v = (k: string) => cells[header.indexOf(k)] ?? '';
    const id = v('rec_id');
    const name = [v('given_name'), v('surname')].filter(Boolean).join(' ');
    const street = [v('street_number'), v('address_1')].filter(Boolean).join(' ');
    const address = [street, v('address_2'), v('suburb'), v('postcode'), v('state')].filter(Boolean).join(', ');
    const record: Record<string, string> = {};
    if (name) record['name'] = name;
    if (v('date_of_birth')) record['dob'] = v('date_of_birth');
    // The column as the data set names it: the person pack reads soc_sec_id as a social security number.
    if (v('soc_sec_id')) record['soc_sec_id'] = v('soc_sec_id');
    if (address) record['address'] = address;
    const sn = v('surname');
    const gn = v('given_name');
    const keys = [
      v('soc_sec_id') && `ssn:${v('soc_sec_id')}`,
      v('date_of_birth') && `dob:${v('date_of_birth')}`,
      sn && gn && `name:${sn.slice(0, 3)}|${gn[0]}`,
      v('postcode') && sn && `pc:${v('postcode')}|${sn[0]}`,
    ].filter(Boolean) as string[];
    return { id, entity: id.split('-')[1]!, record, keys };
  });
}

function candidatePairs(left: Row[], right: Row[] | null): [Row, Row][] {
  const index = new Map<string, number[]>();
  const rs = right ?? left;
  rs.forEach((r, j) => {
    for (const k of r.keys) {
      const list = index.get(k) ?? [];
      if (list.length === 0) index.set(k, list);
      list.push(j);
    }
  });
  const seen = new Set<string>();
  const out: [Row, Row][] = [];
  left.forEach((l, i) => {
    for (const k of l.keys) {
      for (const j of index.get(k) ?? []) {
        if (right === null && j <= i) continue;
        const key = `${i}:${j}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push([l, rs[j]!]);
      }
    }
  });
  return out;
}

function truePairCount(left: Row[], right: Row[] | null): number {
  const count = (rows: Row[]) => {
    const m = new Map<string, number>();
    for (const r of rows) m.set(r.entity, (m.get(r.entity) ?? 0) + 1);
    return m;
  };
  const a = count(left);
  if (right === null) return [...a.values()].reduce((s, n) => s + (n * (n - 1)) / 2, 0);
  const b = count(right);
  let n = 0;
  for (const [e, k] of a) n += k * (b.get(e) ?? 0);
  return n;
}

function describeMiss(x: Row, y: Row, r: CompareReceipt): string {
  const factors = Object.entries(r.factors)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  return `${r.identity} score=${r.score} ${factors}\n    a ${JSON.stringify(x.record)}\n    b ${JSON.stringify(y.record)}`;
}

/** Every k-th miss, so the sample spans the data set (deterministic). */
function sample<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  const step = items.length / n;
  return Array.from({ length: n }, (_, i) => items[Math.floor(i * step)]!);
}

function evaluate(label: string, left: Row[], right: Row[] | null) {
  const pairs = candidatePairs(left, right);
  const truth = truePairCount(left, right);
  let tp = 0;
  let fp = 0;
  let trueInBlocks = 0;
  let trueReview = 0;
  let trueDifferent = 0;
  let falseReview = 0;
  let trueIdWithinOneKey = 0;
  const misses: string[] = [];
  const started = process.hrtime.bigint();
  for (const [x, y] of pairs) {
    const same = x.entity === y.entity;
    const receipt = compare({ a: x.record, b: y.record, entity: 'person', ...(PRIOR ? { params: PRIOR } : {}) });
    if (same) trueInBlocks++;
    const ia = x.record['soc_sec_id'];
    const ib = y.record['soc_sec_id'];
    if (same && ia !== undefined && ib !== undefined && (ia === ib || isOneKeystroke(ia, ib))) trueIdWithinOneKey++;
    if (same && receipt.identity !== 'same_entity' && MISSES_SHOWN > 0) misses.push(describeMiss(x, y, receipt));
    if (receipt.identity === 'same_entity') {
      if (same) tp++;
      else fp++;
    } else if (receipt.identity === 'review') {
      if (same) trueReview++;
      else falseReview++;
    } else if (same) trueDifferent++;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const fn = truth - tp;
  const tn = pairs.length - trueInBlocks - fp;
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = truth === 0 ? 0 : tp / truth;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return {
    label,
    candidates: pairs.length,
    true_pairs: truth,
    blocking_recall: trueInBlocks / truth,
    tp,
    fp,
    fn,
    tn,
    precision,
    recall,
    f1,
    true_to_review: trueReview / truth,
    true_to_different: trueDifferent / truth,
    false_to_review: falseReview,
    recall_ceiling: trueIdWithinOneKey / truth,
    misses,
    pairs_per_second: pairs.length / seconds,
  };
}

const results = [
  evaluate('dataset3 (dedupe)', load('dataset3.csv'), null),
  evaluate('dataset4a x dataset4b (link)', load('dataset4a.csv'), load('dataset4b.csv')),
];

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
console.log('| data | candidates | true pairs | blocking recall | precision | recall | F1 | true pairs to review | target |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const ok = r.f1 >= 0.95 && r.precision >= 0.99 ? 'met' : 'missed';
  console.log(
    `| ${r.label} | ${r.candidates} | ${r.true_pairs} | ${pct(r.blocking_recall)} | ${r.precision.toFixed(4)} | ${r.recall.toFixed(4)} | ${r.f1.toFixed(4)} | ${pct(r.true_to_review)} | F1 ≥ 0.95, P ≥ 0.99: ${ok} |`,
  );
}
console.log('');
console.log('| data | TP | FP | FN | TN (candidates) | true → different | non-matches → review | recall ceiling (ids equal or one keystroke apart) | pairs/s |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.label} | ${r.tp} | ${r.fp} | ${r.fn} | ${r.tn} | ${pct(r.true_to_different)} | ${r.false_to_review} | ${r.recall_ceiling.toFixed(4)} | ${Math.round(r.pairs_per_second)} |`,
  );
}

if (MISSES_SHOWN > 0) {
  for (const r of results) {
    console.log(`\n${r.label}: ${MISSES_SHOWN} of ${r.misses.length} true pairs not merged (blocking misses not included)`);
    for (const m of sample(r.misses, MISSES_SHOWN)) console.log(`  ${m}`);
  }
}

// historical_50k deduplicated end to end (blocking, scoring with shipped and with EM-trained
// parameters, clustering); see bench/compare-historical.ts. Skipped with --febrl-only.
if (!process.argv.includes('--febrl-only')) {
  const { evaluateHistorical } = await import('./compare-historical.js');
  const hist = await evaluateHistorical();
  console.log('');
  console.log('| historical_50k (dedupe) | candidates | blocking recall (ceiling) | pairwise P | pairwise R | pairwise F1 | clustered P | clustered R | clustered F1 | true pairs to review | scoring s | target (clustered F1 ≥ 0.92, P ≥ 0.95) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of hist) {
    const c = r.clustered;
    const ok = c.f1 >= 0.92 && c.precision >= 0.95 ? 'met' : 'missed';
    console.log(
      `| ${r.label} | ${r.candidates} | ${r.blocking_recall.toFixed(4)} | ${r.precision.toFixed(4)} | ${r.recall.toFixed(4)} | ${r.f1.toFixed(4)} | ${c.precision.toFixed(4)} | ${c.recall.toFixed(4)} | ${c.f1.toFixed(4)} | ${pct(r.true_to_review)} | ${r.seconds.toFixed(1)} | ${ok} |`,
    );
  }
  const { trainSeconds: t } = await import('./compare-historical.js');
  console.log(`\nhistorical_50k: ${hist[0]!.records} records, ${hist[0]!.true_pairs} true pairs; blocking ${hist[0]!.blocking_seconds.toFixed(1)} s; training by EM ${t.toFixed(1)} s`);
}
