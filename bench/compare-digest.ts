// Output digest of the fields engine, for speed work that must not change any answer: a SHA-256 over
// every pair's full comparison result (compareDetailed: the receipt — decision, score, factors, basis,
// explanation, decision id, pins, unread fields — the explanation lists and the record references), one
// digest per group of pairs and one over all. The groups: the FEBRL candidate pairs of
// bench/compare-speed.ts (dataset2, 4a×4b, 3 and 1 deduplicated, the other packs' pairs), the person
// held-out sets (bench:persons), the held-out pair sets (bench:pairs-heldout) and the ER-Magellan valid
// split of every data set. All pairs run in one process in that order, so a memo that leaked one pair's
// answer into another's would show. A pair that throws is hashed by its error code. With `--time`, also
// prints the CPU seconds of each group (process CPU time, not wall time).
//   npm run bench:compare-digest -- [--time] [--only febrl|persons|pairs|magellan]
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type CompareRequest, compareDetailed } from '../src/compare/index.js';
import { DATA_SETS, loadPairs } from './er-magellan.js';
import { dedupe, link, OTHERS } from './lib/febrlPairs.js';
import { SETS as PAIR_SETS } from './pairs-heldout.js';
import { loadPersonPairs } from './persons.js';
import { SETS as PERSON_SETS } from './persons/generate.js';

const time = process.argv.includes('--time');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : undefined;

const groups: [string, string, () => CompareRequest[]][] = [
  ['febrl', 'febrl dataset2 dedupe', () => dedupe('dataset2.csv')],
  ['febrl', 'febrl dataset4a x dataset4b', link],
  ['febrl', 'febrl dataset3 dedupe', () => dedupe('dataset3.csv')],
  ['febrl', 'febrl dataset1 dedupe', () => dedupe('dataset1.csv')],
  ['febrl', 'other packs', () => [...OTHERS]],
  ...Object.entries(PERSON_SETS).map(
    ([name, set]): [string, string, () => CompareRequest[]] => [
      'persons',
      `persons ${name}`,
      () => loadPersonPairs(fileURLToPath(set.file)).map((p) => ({ a: p.a, b: p.b, entity: 'person' })),
    ],
  ),
  ...Object.entries(PAIR_SETS).map(
    ([name, set]): [string, string, () => CompareRequest[]] => [
      'pairs',
      `pairs ${name}`,
      () => set.pairs.map((p) => ({ a: p.a, b: p.b, entity: p.pack })),
    ],
  ),
  ...DATA_SETS.map(
    (set): [string, string, () => CompareRequest[]] => [
      'magellan',
      `magellan ${set.dir} valid`,
      () => loadPairs(set, 'valid').map((p) => ({ a: p.a, b: p.b, entity: set.pack })),
    ],
  ),
];

const all = createHash('sha256');
let totalCpu = 0;
let totalPairs = 0;
for (const [family, label, build] of groups) {
  if (only !== undefined && family !== only) continue;
  const pairs = build();
  const h = createHash('sha256');
  const cpu0 = process.cpuUsage();
  for (const req of pairs) {
    let line: string;
    try {
      line = JSON.stringify(compareDetailed(req));
    } catch (err) {
      line = `error ${(err as { code?: string }).code ?? String(err)}`;
    }
    h.update(line);
    h.update('\n');
  }
  const used = process.cpuUsage(cpu0);
  const cpu = (used.user + used.system) / 1e6;
  totalCpu += cpu;
  totalPairs += pairs.length;
  const digest = h.digest('hex');
  all.update(`${label} ${digest}\n`);
  console.log(`${label.padEnd(40)} ${String(pairs.length).padStart(6)} pairs ${digest.slice(0, 16)}${time ? `  ${cpu.toFixed(2)} s cpu` : ''}`);
}
console.log(`all${' '.repeat(37)} ${String(totalPairs).padStart(6)} pairs ${all.digest('hex').slice(0, 16)}${time ? `  ${totalCpu.toFixed(2)} s cpu` : ''}`);
