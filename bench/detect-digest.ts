// `node --import tsx bench/detect-digest.ts [--basic-only]`: one sha256 of every output of `detect` with
// `backend: "basic"` and with `backend: "auto"` over a fixed, varied corpus, and one per source — so a
// change meant to make detection faster without changing any result can be checked (the digests must be
// the same before and after). The corpus: the speed benchmark's 1 MB documents (three seeds), the
// adversarial texts of the cost benchmarks (each kind, 200 KB), the presidio-synth texts (shared data,
// skipped when absent), the prose sets bench/data/ner-heldout*.jsonl and the special-category sets
// bench/data/special-*.jsonl (each record with its own jurisdiction, NG when it has none).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detect } from '../src/detect/index.js';
import { adversarialText, KINDS } from './lib/adversarial.js';
import { document } from './lib/document.js';

interface Item {
  text: string;
  jurisdiction?: string;
}

const here = new URL('.', import.meta.url).pathname;
const jsonl = (file: string): Item[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim().length > 0)
    .map((l) => JSON.parse(l) as Item);

function sources(): [string, Item[]][] {
  const out: [string, Item[]][] = [];
  out.push(['documents-1MB', [42, 1000, 1003].map((seed) => ({ text: document(1_000_000, seed), jurisdiction: 'NG' }))]);
  out.push(['adversarial', KINDS.flatMap((k) => [1, 2].map((seed) => ({ text: adversarialText(k, 200_000, seed), jurisdiction: 'NG' })))]);
  const synth = join(here, '../../shared/data/presidio-synth/synth_dataset_v2.json');
  if (existsSync(synth)) {
    const rows = JSON.parse(readFileSync(synth, 'utf8')) as { full_text: string }[];
    out.push(['presidio-synth', rows.map((r) => ({ text: r.full_text }))]);
  }
  const data = join(here, 'data');
  const files = readdirSync(data).sort();
  out.push(['ner-heldout', files.filter((f) => /^ner-heldout\d*\.jsonl$/.test(f)).flatMap((f) => jsonl(join(data, f)))]);
  out.push(['special', files.filter((f) => /^special-.*\.jsonl$/.test(f)).flatMap((f) => jsonl(join(data, f)))]);
  return out;
}

const backends = process.argv.includes('--basic-only') ? ['basic'] : ['basic', 'auto'];
const all = createHash('sha256');
for (const backend of backends) {
  const whole = createHash('sha256');
  for (const [name, items] of sources()) {
    const h = createHash('sha256');
    const t = performance.now();
    for (const { text, jurisdiction } of items) {
      const out = detect({ text, jurisdiction: jurisdiction ?? 'NG', backend });
      h.update(`${JSON.stringify(out)}\n`);
    }
    const d = h.digest('hex');
    whole.update(d);
    console.log(`${backend.padEnd(6)} ${name.padEnd(16)} ${String(items.length).padStart(6)} texts  ${d.slice(0, 16)}  (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  }
  const w = whole.digest('hex');
  all.update(w);
  console.log(`${backend.padEnd(6)} ALL              ${w.slice(0, 16)}`);
}
console.log(`digest ${all.digest('hex').slice(0, 16)}`);
