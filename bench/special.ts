// Precision and recall of the special-category detectors (PII-6-*) on the project's labelled set
// (bench/data/special-dev.jsonl, tuned on; special-heldout.jsonl and special-heldout2.jsonl, reported and
// then used as development sets in later rounds; special-heldout3.jsonl, written before the health-recall
// round changed any rule and read once at its end), through the
// whole detection pipeline under each text's jurisdiction. A found span counts when it overlaps a gold
// span of the same category; a gold span counts as recalled when some found span of its category overlaps it.
//   npm run bench:special [-- --verbose] [-- --set dev|heldout|heldout2|heldout3]
import { readFileSync } from 'node:fs';
import { detectSpans } from '../src/detect/pipeline.js';
import type { LabelledText } from './special/generate.js';

const verbose = process.argv.includes('--verbose');
const setArg = process.argv.indexOf('--set');
const sets = setArg >= 0 ? [process.argv[setArg + 1]!] : ['dev', 'heldout', 'heldout2', 'heldout3'];

interface Tally {
  tp: number;
  fp: number;
  fn: number;
  gold: number;
}

function load(name: string): LabelledText[] {
  const raw = readFileSync(new URL(`./data/special-${name}.jsonl`, import.meta.url), 'utf8');
  return raw
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as LabelledText);
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

function evaluate(name: string): void {
  const rows = load(name);
  const tallies = new Map<string, Tally>();
  const tally = (c: string): Tally => {
    const t = tallies.get(c) ?? { tp: 0, fp: 0, fn: 0, gold: 0 };
    tallies.set(c, t);
    return t;
  };
  let ms = 0;
  for (const row of rows) {
    const t0 = performance.now();
    const found = detectSpans(row.text, { jurisdiction: row.jurisdiction, backend: 'basic' })
      .filter((s) => s.category.startsWith('PII-6-'))
      .map((s) => ({ category: s.category, start: s.utf16Start, end: s.utf16End }));
    ms += performance.now() - t0;
    for (const f of found) {
      const hit = row.spans.some((g) => g.category === f.category && overlaps(f, g));
      if (hit) tally(f.category).tp++;
      else {
        tally(f.category).fp++;
        if (verbose) console.log(`  FP ${row.id} ${f.category} "${row.text.slice(f.start, f.end)}" in: ${JSON.stringify(row.text)}`);
      }
    }
    for (const g of row.spans) {
      tally(g.category).gold++;
      if (!found.some((f) => f.category === g.category && overlaps(f, g))) {
        tally(g.category).fn++;
        if (verbose) console.log(`  FN ${row.id} ${g.category} "${g.text}" in: ${JSON.stringify(row.text)}`);
      }
    }
  }
  const negatives = rows.filter((r) => r.spans.length === 0).length;
  console.log(`\n${name}: ${rows.length} texts (${negatives} negatives), ${(ms / rows.length).toFixed(2)} ms/text`);
  console.log('category                      gold  found  precision  recall');
  let all: Tally = { tp: 0, fp: 0, fn: 0, gold: 0 };
  for (const [c, t] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
    const p = t.tp + t.fp === 0 ? 1 : t.tp / (t.tp + t.fp);
    const r = t.gold === 0 ? 1 : (t.gold - t.fn) / t.gold;
    console.log(`${c.padEnd(29)} ${String(t.gold).padStart(4)}  ${String(t.tp + t.fp).padStart(5)}  ${p.toFixed(3).padStart(9)}  ${r.toFixed(3).padStart(6)}`);
    all = { tp: all.tp + t.tp, fp: all.fp + t.fp, fn: all.fn + t.fn, gold: all.gold + t.gold };
  }
  const p = all.tp / Math.max(1, all.tp + all.fp);
  const r = (all.gold - all.fn) / Math.max(1, all.gold);
  console.log(`${'all'.padEnd(29)} ${String(all.gold).padStart(4)}  ${String(all.tp + all.fp).padStart(5)}  ${p.toFixed(3).padStart(9)}  ${r.toFixed(3).padStart(6)}`);
}

for (const s of sets) evaluate(s);
