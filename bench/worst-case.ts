// `npm run bench:worst-case`: the worst-case inputs whose time limits used to be asserted inside `npm test`
// (issue 14: no wall-clock asserts in tests). Each case runs a few times; the table gives CPU time per run
// (process.cpuUsage, so a loaded machine distorts it less than wall time) against its budget, and the
// process exits 1 when a case is over budget. The tests keep the answers' correctness; this keeps the speed.
import assert from 'node:assert/strict';
import { compare } from '../src/compare/index.js';
import { emailDetector } from '../src/detect/patterns/email.js';
import { findPlaces } from '../src/places/index.js';

interface Case {
  name: string;
  /** CPU milliseconds per run allowed (the limits the tests asserted in wall time). */
  budgetMs: number;
  run: () => void;
}

const longName = 'Adesola Okonkwo '.repeat(70_000);
const CASES: Case[] = [
  {
    name: 'e-mail detector, 200,000 characters without @',
    budgetMs: 200,
    run: () => assert.deepEqual(emailDetector.detect('a'.repeat(200_000), { jurisdiction: 'NG' }), []),
  },
  {
    name: 'e-mail detector, 200,000 characters then a lone @ (the scan runs)',
    budgetMs: 200,
    run: () => assert.deepEqual(emailDetector.detect(`${'a'.repeat(200_000)}@`, { jurisdiction: 'NG' }), []),
  },
  {
    name: 'findPlaces, 192 KB of prose without places',
    budgetMs: 5000,
    run: () => assert.equal(findPlaces('the quick brown fox jumps over the lazy dog and then goes home. '.repeat(3000)).count, 0),
  },
  {
    name: 'compare, 1.1 MB name and address on each side',
    budgetMs: 3000,
    run: () => {
      const r = compare({
        a: { name: longName, address: longName, national_id: '12345678901' },
        b: { name: `${longName}x`, address: `x${longName}`, national_id: '12345678901' },
      });
      assert.equal(r.factors.national_id, 1);
    },
  },
];

const RUNS = 3;
let over = 0;
console.log('| case | CPU ms per run (median of 3) | budget ms |\n|---|---:|---:|');
for (const c of CASES) {
  c.run(); // warm-up: tables and regexes compiled
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.cpuUsage();
    c.run();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  const median = times.sort((x, y) => x - y)[Math.floor(RUNS / 2)]!;
  if (median > c.budgetMs) over++;
  console.log(`| ${c.name} | ${median.toFixed(1)} | ${c.budgetMs}${median > c.budgetMs ? ' (over)' : ''} |`);
}
process.exitCode = over > 0 ? 1 : 0;
