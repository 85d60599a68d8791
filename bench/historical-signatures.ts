// historical_50k, one half (--half A): candidate pairs that parameters trained by EM on the same
// records merge while the shipped weights do not (and the reverse), grouped by the pattern of field
// levels, with true and false counts — where the shipped weighted mean and EM disagree most (issue 11).
//   node --import tsx bench/historical-signatures.ts [--half A|B] [--top N]
import { candidatePairs, loadBlockingRules } from '../src/compare/blocking/index.js';
import { compareDetailed } from '../src/compare/index.js';
import { readBatchFile } from '../src/compare/train/batchFile.js';
import { trainPack } from '../src/compare/train/index.js';
import { FILE, halfOf, toPerson } from './compare-historical.js';

const arg = (name: string, dflt: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1]! : dflt;
};
const HALF = arg('--half', 'A');
const TOP = Number(arg('--top', '25'));
const rows = await readBatchFile(FILE);
const records = rows.map(toPerson);
const cluster = rows.map((r) => String(r['cluster']));
const half = cluster.map((c) => halfOf(c));
const flat = (await candidatePairs(records, loadBlockingRules('person'))).pairs;
const params = trainPack('person', records);
const level = (v: number | undefined) => (v === undefined ? '-' : v >= 0.99 ? '1' : v >= 0.8 ? 'hi' : v >= 0.5 ? 'mid' : v > 0 ? 'lo' : '0');
const groups = new Map<string, { t: number; f: number }>();
const verdicts = new Map<string, { t: number; f: number }>();
for (let p = 0; p < flat.length; p += 2) {
  const i = flat[p]!, j = flat[p + 1]!;
  if (half[i] !== HALF || half[j] !== HALF) continue;
  const a = records[i]!, b = records[j]!;
  const s = compareDetailed({ a, b, entity: 'person' }).receipt;
  const t = compareDetailed({ a, b, entity: 'person', params }).receipt;
  const same = cluster[i] === cluster[j];
  const v = `shipped ${s.identity} / trained ${t.identity}`;
  const cv = verdicts.get(v) ?? { t: 0, f: 0 };
  if (same) cv.t++;
  else cv.f++;
  verdicts.set(v, cv);
  if ((s.identity === 'same_entity') === (t.identity === 'same_entity')) continue;
  const f = s.factors;
  const conflicts = Object.keys(f).filter((k) => k.endsWith('_conflict')).join(',');
  const words = (x: unknown) => String(x ?? '').trim().split(/\s+/).filter(Boolean).length;
  const sig = `${s.identity === 'same_entity' ? 'S-only' : 'T-only'} ${s.identity === 'same_entity' ? '' : s.identity} name=${level(f['name'])}(${Math.min(words(a['name']), 2)}/${Math.min(words(b['name']), 2)}) dob=${level(f['dob'])} addr=${level(f['address'])} bp=${level(f['birth_place'])} sex=${level(f['gender'])} occ=${level(f['occupation'])} ${conflicts}`;
  const g = groups.get(sig) ?? { t: 0, f: 0 };
  if (same) g.t++;
  else g.f++;
  groups.set(sig, g);
}
for (const [v, g] of [...verdicts].sort()) console.log(`${String(g.t).padStart(7)} true ${String(g.f).padStart(7)} false  ${v}`);
console.log('');
for (const [sig, g] of [...groups].sort((x, y) => y[1].t + y[1].f - (x[1].t + x[1].f)).slice(0, TOP)) console.log(`${String(g.t).padStart(6)} true ${String(g.f).padStart(6)} false  ${sig}`);
