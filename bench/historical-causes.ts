// Why the person pack's shipped weights lose historical_50k's true pairs, as classes (issue 11):
// the bench's own candidates, scores and clustering (bench/compare-historical.ts), then every true
// pair of one half (--half A by default: rules are read off half A only) that the clusters keep
// apart is put under the fragments that hold its two records, and each fragment pair is classed by
// the strongest evidence that lies between them: an accepted link the clustering's guards dropped,
// a refutation (by field), review pairs all contested by a household conflict, other review pairs
// (too sparse to join), only pairs judged different, or no candidate pair at all. Refuted birth
// dates are then classed by how the two dates differ, and fragment pairs without a candidate by the
// extra blocking rules (--rules) that would have proposed a pair across them, with each rule's cost.
// Also: every refuted candidate pair inside the half by field, true/false (birth dates by days apart
// or a 1 January placeholder against another year; sex by how the names differ), and the review and
// dropped-link fragment pairs by shape. --no-rules skips the extra blocking rules (the slow part).
//   node --import tsx bench/historical-causes.ts [--half A|B] [--run shipped|prior|trained] [--examples N] [--no-rules]
import { candidatePairs, loadBlockingRules, type BlockingRules } from '../src/compare/blocking/index.js';
import { compareDetailed, type CompareDetailed } from '../src/compare/index.js';
import { compareNames } from '../src/compare/comparators/personName.js';
import { readDate } from '../src/compare/comparators/date.js';
import { readBatchFile } from '../src/compare/train/batchFile.js';
import type { RecordInput } from '../src/compare/records.js';
import { trainPack } from '../src/compare/train/index.js';
import { priorParams } from '../src/compare/train/prior.js';
import { findPack } from '../src/compare/packs.js';
import { clusterRoots, FILE, halfOf, scoreCandidates, toPerson } from './compare-historical.js';

const arg = (name: string, dflt: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1]! : dflt;
};
const HALF = arg('--half', 'A');
const RUN = arg('--run', 'shipped');
const EXAMPLES = Number(arg('--examples', '8'));

const rows = await readBatchFile(FILE);
const records = rows.map(toPerson);
const cluster = rows.map((r) => String(r['cluster']));
const half = cluster.map((c) => halfOf(c));
const n = records.length;
const baseRules = loadBlockingRules('person');
const flat = (await candidatePairs(records, baseRules)).pairs;
const key = (i: number, j: number) => (i < j ? i * n + j : j * n + i);

const pack = findPack('person')!;
const params = RUN === 'prior' ? priorParams('person')! : RUN === 'trained' ? trainPack('person', records) : undefined;
const score = (a: RecordInput, b: RecordInput): CompareDetailed => compareDetailed({ a, b, entity: 'person', ...(params ? { params } : {}) });

const refutedAll = new Map<string, number>();
type Status = 'link' | 'refuted' | 'contested' | 'review' | 'different';
const status = new Map<number, { s: Status; field: string; d: CompareDetailed }>();
const root = clusterRoots(n, scoreCandidates(records, flat, pack, score, (i, j, d, ref) => {
  const r = d.receipt;
  let s: Status;
  let field = '';
  if (ref === 'refuted') {
    s = 'refuted';
    field = Object.keys(r.factors).filter((k) => k.endsWith('_conflict')).join('+');
  } else if (r.identity === 'review') s = ref === 'contested' ? 'contested' : 'review';
  else s = 'different';
  if (r.identity === 'same_entity') s = 'link';
  if (cluster[i] === cluster[j] && half[i] === HALF) status.set(key(i, j), { s, field, d });
  if (half[i] === HALF && half[j] === HALF && s === 'refuted') {
    const same = cluster[i] === cluster[j] ? 'true' : 'false';
    for (const f of field.split('+')) {
      let b = f;
      if (f === 'dob_conflict') {
        const ra = readDate(String(records[i]!['dob'])), rb = readDate(String(records[j]!['dob']));
        const x = ra[0]!, y = rb[0]!;
        const days = Math.abs(Date.UTC(x.y, x.m! - 1, x.d!) - Date.UTC(y.y, y.m! - 1, y.d!)) / 86_400_000;
        const jan = (x.m === 1 && x.d === 1) || (y.m === 1 && y.d === 1);
        if (jan) b += ` jan1 years ${Math.min(Math.abs(x.y - y.y), 6)}${Math.abs(x.y - y.y) >= 6 ? '+' : ''}`;
        else b += days <= 31 ? ' <=31d' : days <= 62 ? ' <=62d' : days <= 183 ? ' <=183d' : days <= 270 ? ' <=270d' : days <= 366 ? ' <=366d' : days <= 731 ? ' <=2y' : ' >2y';
      }
      if (f === 'gender_conflict') {
        const nm = compareNames(String(records[i]!['name'] ?? ''), String(records[j]!['name'] ?? ''));
        b += nm?.kin ? ' kin' : nm?.conflict ? ' flagged-not-kin' : ' unflagged';
      }
      const k2 = `${b} ${same}`;
      refutedAll.set(k2, (refutedAll.get(k2) ?? 0) + 1);
    }
  }
}));

// Fragments of each truth cluster of the half.
const byTruth = new Map<string, Map<number, number[]>>();
for (let i = 0; i < n; i++) {
  if (half[i] !== HALF) continue;
  const f = byTruth.get(cluster[i]!) ?? new Map<number, number[]>();
  byTruth.set(cluster[i]!, f);
  const g = f.get(root[i]!) ?? [];
  g.push(i);
  f.set(root[i]!, g);
}
let truth = 0, found = 0;
const causes = new Map<string, number>();
const examples = new Map<string, string[]>();
const noCandidate: [number[], number[]][] = [];
const dobRefuted: [number, number][] = [];
/** Review and dropped-link fragment pairs by shape (sizes, how many pairs across, how dense). */
const shapes = new Map<string, number>();
const seen = new Map<string, number>();
const add = (c: string, k: number, ex: string) => {
  causes.set(c, (causes.get(c) ?? 0) + k);
  const e = examples.get(c) ?? [];
  // Every fifth fragment pair of a cause, the first EXAMPLES of them: a fixed sample.
  if (e.length < EXAMPLES && (seen.get(c) ?? 0) % 5 === 0) e.push(ex);
  seen.set(c, (seen.get(c) ?? 0) + 1);
  examples.set(c, e);
};
for (const frags of byTruth.values()) {
  const gs = [...frags.values()];
  const size = gs.reduce((s, g) => s + g.length, 0);
  truth += (size * (size - 1)) / 2;
  for (const g of gs) found += (g.length * (g.length - 1)) / 2;
  for (let x = 0; x < gs.length; x++) for (let y = x + 1; y < gs.length; y++) {
    const across: { s: Status; field: string; d: CompareDetailed; i: number; j: number }[] = [];
    for (const i of gs[x]!) for (const j of gs[y]!) {
      const st = status.get(key(i, j));
      if (st) across.push({ ...st, i, j });
    }
    const k = gs[x]!.length * gs[y]!.length;
    const show = (e: (typeof across)[number] | undefined) => e ? `${e.s} ${e.field} score=${e.d.receipt.score} ${JSON.stringify(e.d.receipt.factors)}\n    a ${JSON.stringify(records[e.i])}\n    b ${JSON.stringify(records[e.j])}` : `a ${JSON.stringify(records[gs[x]![0]!])}\n    b ${JSON.stringify(records[gs[y]![0]!])}`;
    const has = (s: Status) => across.find((e) => e.s === s);
    let c: string;
    const e = has('link') ?? has('refuted') ?? has('review') ?? has('contested') ?? has('different');
    if (e?.s === 'link') {
      c = 'accepted link dropped by the clustering';
      const nl = across.filter((a) => a.s === 'link').length;
      const nr = across.filter((a) => a.s === 'refuted').length;
      const big = gs[x]!.length >= 3 && gs[y]!.length >= 3;
      const sub = nr >= nl ? `refuted ${nr} >= links ${nl}` : nl < 2 && gs[x]!.length > 1 && gs[y]!.length > 1 ? 'one link between groups (partial name?)' : big ? `large groups, links ${nl} of ${k}` : 'other';
      shapes.set(`LINK ${sub}`, (shapes.get(`LINK ${sub}`) ?? 0) + k);
    } else if (e?.s === 'refuted') {
      const fields = [...new Set(across.filter((a) => a.s === 'refuted').map((a) => a.field))].sort().join(' | ');
      c = `refuted: ${fields}`;
      for (const a of across) if (a.s === 'refuted' && a.field.includes('dob')) dobRefuted.push([a.i, a.j]);
    } else if (e?.s === 'review') {
      c = across.some((a) => a.s === 'contested') ? 'review, some contested (not dense)' : 'review, sparse';
      const rv = across.filter((a) => a.s === 'review' || a.s === 'contested');
      const gated = rv.filter((a) => a.d.receipt.score >= 0.7).length;
      const sizes = `${Math.min(gs[x]!.length, gs[y]!.length) === 1 ? 'one' : 'several'}x${Math.max(gs[x]!.length, gs[y]!.length) === 1 ? 'one' : 'several'}`;
      const sub = `${sizes} reviews=${rv.length >= 2 ? '2+' : '1'} density=${rv.length / k >= 0.5 ? '>=.5' : rv.length / k >= 0.25 ? '.25-.5' : '<.25'} gated=${gated > 0 ? 'some' : 'none'} diff=${across.some((a) => a.s === 'different') ? 'some' : 'none'}`;
      shapes.set(sub, (shapes.get(sub) ?? 0) + k);
    } else if (e?.s === 'contested') c = 'review, household-contested only';
    else if (e?.s === 'different') c = 'scored different only';
    else {
      c = 'no candidate pair';
      noCandidate.push([gs[x]!, gs[y]!]);
    }
    add(c, k, show(e));
  }
}
console.log(`half ${HALF}, run ${RUN}: true pairs ${truth}, found ${found} (${(found / truth).toFixed(4)}), missed ${truth - found}`);
for (const [c, k] of [...causes].sort((a, b) => b[1] - a[1])) console.log(`  ${String(k).padStart(7)}  ${c}`);

console.log('\nrefuted candidate pairs inside the half, by field and class, true/false:');
for (const [c, k] of [...refutedAll].sort()) console.log(`  ${String(k).padStart(7)}  ${c}`);
console.log('\nreview and dropped-link fragment pairs by shape:');
for (const [c, k] of [...shapes].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${String(k).padStart(7)}  ${c}`);
// Refuted birth dates by how they differ (each refuted true pair once).
const dateClass = (a: string, b: string): string => {
  const ra = readDate(a), rb = readDate(b);
  if (ra.length === 0 || rb.length === 0) return 'unreadable';
  const x = ra[0]!, y = rb[0]!;
  if (x.m === null || y.m === null || x.d === null || y.d === null) return 'partial';
  const dy = Math.abs(x.y - y.y);
  const diff = [x.y !== y.y ? 'y' : '', x.m !== y.m ? 'm' : '', x.d !== y.d ? 'd' : ''].join('');
  const jan = (x.m === 1 && x.d === 1) || (y.m === 1 && y.d === 1) ? ' (1 Jan one side)' : '';
  const days = Math.abs(Date.UTC(x.y, x.m - 1, x.d) - Date.UTC(y.y, y.m - 1, y.d)) / 86_400_000;
  const within = days <= 31 ? ' within 31 days' : days <= 366 ? ' within a year' : dy <= 2 ? ' years 1-2 apart' : dy <= 5 ? ' years 3-5 apart' : dy < 15 ? ' years 6-14 apart' : ' 15+ years apart';
  return `${diff || 'same'}${within}${jan}`;
};
const dc = new Map<string, number>();
for (const [i, j] of dobRefuted) {
  const c = dateClass(String(records[i]!['dob']), String(records[j]!['dob']));
  dc.set(c, (dc.get(c) ?? 0) + 1);
}
console.log(`\nrefuted birth dates between fragments (${dobRefuted.length} true pairs):`);
for (const [c, k] of [...dc].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${String(k).padStart(6)}  ${c}`);

// Extra blocking rules: which would propose a pair across fragment pairs that have no candidate.
const extra: BlockingRules['rules'] = process.argv.includes('--no-rules') ? [] : [
  { name: 'surname+birth_year', keys: [{ field: 'name', take: 'last_token', transform: 'fold' }, { field: 'dob', take: 'whole', transform: 'year' }] },
  { name: 'given+birth_year', keys: [{ field: 'name', take: 'first_token', transform: 'fold' }, { field: 'dob', take: 'whole', transform: 'year' }] },
  { name: 'token_sound+birth_year', keys: [{ field: 'name', take: 'each_token', transform: 'phonetic' }, { field: 'dob', take: 'whole', transform: 'year' }] },
  { name: 'initials_both', keys: [{ field: 'name', take: 'first_token', transform: 'initial' }, { field: 'name', take: 'last_token', transform: 'prefix3' }, { field: 'dob', take: 'whole', transform: 'year' }] },
  { name: 'dob_only', keys: [{ field: 'dob', take: 'whole', transform: 'date' }] },
  { name: 'token_prefix+birth_year', keys: [{ field: 'name', take: 'each_token', transform: 'prefix3' }, { field: 'dob', take: 'whole', transform: 'year' }] },
  { name: 'surname_sound+month_day', keys: [{ field: 'name', take: 'last_token', transform: 'phonetic' }, { field: 'dob', take: 'whole', transform: 'month_day' }] },
  { name: 'birth_place+postcode_start', keys: [{ field: 'birth_place', take: 'whole', transform: 'fold' }, { field: 'address', take: 'first_token', transform: 'fold' }] },
];
const base = new Set<number>();
for (let p = 0; p < flat.length; p += 2) base.add(key(flat[p]!, flat[p + 1]!));
console.log(`\nno-candidate fragment pairs: ${noCandidate.length} (${noCandidate.reduce((s, [a, b]) => s + a.length * b.length, 0)} true pairs); base candidates ${flat.length / 2}`);
for (const rule of extra) {
  const got = await candidatePairs(records, { ...baseRules, rules: [rule] });
  const set = new Set<number>();
  let added = 0, addedTrue = 0;
  for (let p = 0; p < got.pairs.length; p += 2) {
    const k = key(got.pairs[p]!, got.pairs[p + 1]!);
    set.add(k);
    if (!base.has(k)) {
      added++;
      if (cluster[got.pairs[p]!] === cluster[got.pairs[p + 1]!]) addedTrue++;
    }
  }
  let frags = 0, pairsCovered = 0;
  for (const [a, b] of noCandidate) {
    if (a.some((i) => b.some((j) => set.has(key(i, j))))) {
      frags++;
      pairsCovered += a.length * b.length;
    }
  }
  console.log(`  ${rule.name.padEnd(28)} proposes ${got.pairs.length / 2}, new ${added} (true ${addedTrue}); reaches ${frags} fragment pairs (${pairsCovered} true pairs)`);
}
if (EXAMPLES > 0) for (const [c, e] of examples) {
  console.log(`\n== ${c}`);
  for (const x of e) console.log(`  ${x}`);
}
