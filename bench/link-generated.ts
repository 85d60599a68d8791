// npm run bench:link-generated [-- --records N] — a generated person file (default 1,000,000 records)
// deduplicated end to end by the link verb: wall time, peak RSS, candidate pairs, the blocking's recall
// ceiling and precision / recall / F1 over all true pairs.
// The file is generated from a seed (bench/lib/rng.ts) with the project's own name lexicons: about 70 %
// of people appear once and the rest two to four times, each copy with realistic errors: a typo or a
// nickname-like shortening in a name, given and family names swapped, a missing or re-formatted date of
// birth, a phone with or without its country code, a mistyped id digit, missing fields.
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { link } from '../src/link/index.js';
import { type Rng, seededRng } from './lib/rng.js';

const argv = process.argv.slice(2);
const at = argv.indexOf('--records');
const N = at >= 0 ? Number(argv[at + 1]) : 1_000_000;

const words = (file: string): string[] => {
  const raw = JSON.parse(readFileSync(new URL(`../src/lexicon/tables/${file}`, import.meta.url), 'utf8')) as { names: Record<string, number> };
  return Object.keys(raw.names).filter((w) => /^[a-z]{3,}$/.test(w));
};
const GIVEN = words('given-names.json');
const FAMILY = words('family-names.json');

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1).toLowerCase();

function typo(rng: Rng, w: string): string {
  if (w.length < 4) return w;
  const i = 1 + Math.floor(rng() * (w.length - 2));
  const kind = rng();
  if (kind < 0.33) return w.slice(0, i) + w.slice(i + 1); // deletion
  if (kind < 0.66) return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2); // transposition
  return w.slice(0, i) + String.fromCharCode(97 + Math.floor(rng() * 26)) + w.slice(i + 1); // substitution
}

interface Person {
  given: string;
  family: string;
  dob: [number, number, number];
  phone: string;
  nid: string;
}

function person(rng: Rng): Person {
  const y = 1940 + Math.floor(rng() * 65);
  return {
    given: cap(pick(rng, GIVEN)),
    family: cap(pick(rng, FAMILY)),
    dob: [y, 1 + Math.floor(rng() * 12), 1 + Math.floor(rng() * 28)],
    phone: `80${String(Math.floor(rng() * 1e8)).padStart(8, '0')}`,
    nid: String(Math.floor(rng() * 9e10) + 1e10),
  };
}

function render(rng: Rng, p: Person, copy: boolean): string[] {
  let given = p.given;
  let family = p.family;
  if (copy && rng() < 0.25) given = typo(rng, given);
  if (copy && rng() < 0.2) family = typo(rng, family);
  if (copy && rng() < 0.05) given = given.slice(0, Math.max(3, Math.ceil(given.length / 2)));
  let name = `${given} ${family}`;
  if (copy && rng() < 0.05) name = `${family} ${given}`;
  const [y, m, d] = p.dob;
  let dob = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (copy) {
    const r = rng();
    if (r < 0.15) dob = '';
    else if (r < 0.3) dob = `${d}/${m}/${y}`;
    else if (r < 0.35) dob = `${y}-${String(d).padStart(2, '0')}-${String(m).padStart(2, '0')}`.replace(/-(\d\d)-(\d\d)$/, (_, a, b) => (Number(a) <= 12 ? `-${a}-${b}` : `-${b}-${a}`));
  }
  let phone = rng() < 0.5 ? `0${p.phone}` : `+234 ${p.phone}`;
  if (rng() < (copy ? 0.4 : 0.2)) phone = '';
  let nid = p.nid;
  if (copy && rng() < 0.05) nid = nid.slice(0, 5) + ((Number(nid[5]) + 1) % 10) + nid.slice(6);
  if (rng() < (copy ? 0.5 : 0.3)) nid = '';
  return [name, dob, phone, nid];
}

async function generate(file: string): Promise<Map<string, number>> {
  const rng = seededRng(20261122);
  const truth = new Map<string, number>();
  const out = createWriteStream(file);
  out.write('id,name,dob,phone,national_id\n');
  let written = 0;
  let entity = 0;
  while (written < N) {
    const p = person(rng);
    const copies = rng() < 0.7 ? 1 : 2 + Math.floor(rng() * 3);
    for (let c = 0; c < copies && written < N; c++) {
      const id = `r${written}`;
      truth.set(id, entity);
      if (!out.write(`${id},${render(rng, p, c > 0).join(',')}\n`)) await once(out, 'drain');
      written++;
    }
    entity++;
  }
  out.end();
  await once(out, 'finish');
  return truth;
}

const dir = mkdtempSync(join(tmpdir(), 'sc-link-gen-'));
const file = join(dir, 'people.csv');
try {
  const t0 = performance.now();
  const truth = await generate(file);
  console.log(`generated ${N} records in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const sizes = new Map<number, number>();
  for (const e of truth.values()) sizes.set(e, (sizes.get(e) ?? 0) + 1);
  const truePairs = [...sizes.values()].reduce((s, n) => s + (n * (n - 1)) / 2, 0);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  const t1 = performance.now();
  const cpu0 = process.cpuUsage();
  // CPU seconds (all threads) at the end of each stage: the machine may be shared, so wall time alone misleads.
  const stageCpu: Record<string, number> = {};
  const stageRss: Record<string, number> = {};
  const onProgress = (stage: string, done: number, total: number) => {
    if (done !== total) return;
    stageCpu[stage] = (process.cpuUsage(cpu0).user + process.cpuUsage(cpu0).system) / 1e6;
    stageRss[stage] = Math.max(peak, process.memoryUsage().rss);
  };
  const r = await link({ lists: [file] }, { keepCandidates: true, onProgress });
  const wall = (performance.now() - t1) / 1000;
  // The kernel's high-water mark of the whole process (generation, the truth map and the link): the 100 ms
  // sampler above can miss a short peak, this cannot.
  const highWater = process.resourceUsage().maxRSS * 1024;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  const ids = r.ids!.a;
  let reachable = 0;
  for (let p = 0; p < r.candidates!.length; p += 2) if (truth.get(ids[r.candidates![p]!]!) === truth.get(ids[r.candidates![p + 1]!]!)) reachable++;
  let tp = 0;
  let fp = 0;
  const lines = process.env.LINK_DEBUG ? new Map(readFileSync(file, 'utf8').split('\n').map((l) => [l.split(',')[0]!, l])) : null;
  for (const pair of r.pairs) {
    if (pair.identity !== 'same_entity') continue;
    if (truth.get(pair.a) === truth.get(pair.b)) tp++;
    else {
      fp++;
      if (lines && fp <= 12) console.log(`  false merge: ${lines.get(pair.a)} | ${lines.get(pair.b)} | ${JSON.stringify(pair.factors)}`);
    }
  }
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, truePairs);
  const s = r.summary;
  console.log(`records ${N}, true pairs ${truePairs}`);
  console.log(`candidate pairs ${s.blocking.candidate_pairs} (${s.blocking.pairs_per_record} per record), recall ceiling ${(reachable / truePairs).toFixed(4)}`);
  console.log(`precision ${precision.toFixed(4)} recall ${recall.toFixed(4)} F1 ${((2 * precision * recall) / Math.max(1e-9, precision + recall)).toFixed(4)}; review ${s.decided.review}`);
  console.log(`wall ${wall.toFixed(1)} s (read ${s.timings_ms.read} ms, block ${s.timings_ms.block}, score ${s.timings_ms.score}, cluster ${s.timings_ms.cluster}); peak RSS ${(peak / 2 ** 20).toFixed(0)} MB; CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (all threads; at the end of ${Object.entries(stageCpu).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}); peak RSS by the end of ${Object.entries(stageRss).map(([k, v]) => `${k} ${(v / 2 ** 20).toFixed(0)}`).join(', ')} MB; process high-water mark ${(highWater / 2 ** 20).toFixed(0)} MB`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
