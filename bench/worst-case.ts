// `npm run bench:worst-case`: the worst-case inputs whose time limits used to be asserted inside `npm test`
// (issue 14: no wall-clock asserts in tests). Each case runs a few times; the table gives CPU time per run
// (process.cpuUsage, so a loaded machine distorts it less than wall time) against its budget, and the
// process exits 1 when a case is over budget. The tests keep the answers' correctness; this keeps the speed.
import assert from 'node:assert/strict';
import { compareSpecs } from '../src/compare/comparators/product.js';
import { canonicalSpecs } from '../src/compare/comparators/productData.js';
import { compare } from '../src/compare/index.js';
import { emailDetector } from '../src/detect/patterns/email.js';
import { detectSpecial } from '../src/detect/special/index.js';
import { sameTextMentions } from '../src/detect/tagger/mentions.js';
import { refineSpans } from '../src/detect/tagger/refine.js';
import { readableCase } from '../src/detect/tagger/tag.js';
import { tokenize } from '../src/detect/tagger/tokens.js';
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
  {
    // Jaro-Winkler over two one-word names of 128,000 letters (quadratic: about 8 s before the length cap).
    name: 'compare, a one-word name of 128,000 letters on each side',
    budgetMs: 1000,
    run: () => {
      const word = 'ab'.repeat(64_000);
      const r = compare({ a: { name: `${word}x Okafor` }, b: { name: `${word}y Okafor` } });
      assert.ok(r.factors.name !== undefined);
    },
  },
  {
    // Each digit was a fresh start of the number-and-unit pattern, re-reading the rest of the run (38 s before).
    name: 'product specs, a title of 100,000 digits and no unit',
    budgetMs: 1000,
    run: () => {
      const long = `cable ${'1'.repeat(100_000)} black`;
      assert.equal(compareSpecs(long, 'cable 2 m black', { kind: 'spec', weight: 0, category: 'electronics' })!.sim, 1);
      assert.equal(canonicalSpecs('electronics', long, 'cable 2 m'), long);
    },
  },
  {
    // Each term re-read its whole line for the form-line and aggregate checks (about 7 s before).
    name: 'special categories, one form line of 32,000 table cells',
    budgetMs: 3500,
    run: () => assert.equal(detectSpecial(`STAFF FORM\nName: Ama Owusu\n${'notes | Muslim | x=1 | '.repeat(32_000)}`).length, 32_000),
  },
  {
    // The name-word regex backtracked over a capitalised run failing only at its end (5.3 s before).
    name: 'tagger mentions, a 100,000-letter token ending in a digit',
    budgetMs: 1000,
    run: () => {
      const text = `Kelly Cloud called. A${'b'.repeat(100_000)}1 and Cloud left.`;
      const start = text.indexOf('Kelly Cloud');
      assert.equal(sameTextMentions(tokenize(text), [{ type: 'PER', start, end: start + 'Kelly Cloud'.length }]).length, 2);
    },
  },
  {
    // The given-name regex after a surname in capitals backtracked the same way (about 4 s before).
    name: 'tagger refine, a surname in capitals, a comma and a 100,000-letter token ending in a digit',
    budgetMs: 1000,
    run: () => {
      const text = `SALEH, A${'b'.repeat(100_000)}1 came.`;
      assert.deepEqual(refineSpans(text, tokenize(text), []), []);
    },
  },
  {
    // The all-capitals line test looked ahead from the line's start and backtracked over a long run of capitals (about 6 s before).
    name: 'tagger readableCase, a line with a 100,000-capital token ending in a lower-case letter',
    budgetMs: 1000,
    run: () => {
      const text = `x ${'B'.repeat(100_000)}b1 came`;
      assert.equal(readableCase(text), text);
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
