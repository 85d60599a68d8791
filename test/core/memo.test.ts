import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { detach, memoiseString } from '../../src/core/memo.js';
import { nameTokenScore } from '../../src/compare/comparators/personName.js';
import { hasNameWords } from '../../src/compare/comparators/tfToken.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('memoiseString', () => {
  it('calls the function once per distinct key and returns the same value', () => {
    const seen: string[] = [];
    const upper = memoiseString((s: string) => {
      seen.push(s);
      return { up: s.toUpperCase() };
    });
    const a = upper('Wanjiru');
    assert.equal(upper('Wanjiru'), a);
    assert.deepEqual(upper('Ikeja, Lagos State, Nigeria'), { up: 'IKEJA, LAGOS STATE, NIGERIA' });
    assert.deepEqual(seen, ['Wanjiru', 'Ikeja, Lagos State, Nigeria']);
  });

  it('clears wholesale when full and recomputes', () => {
    let calls = 0;
    const len = memoiseString((s: string) => ++calls + s.length, 2);
    len('a');
    len('bb');
    len('ccc'); // full: cleared, then 'ccc' kept
    assert.equal(calls, 3);
    len('a');
    assert.equal(calls, 4);
    len('ccc');
    assert.equal(calls, 4);
  });

  it('detach copies long cuts and keeps their text', () => {
    const text = 'Patient seen at Korle Bu Teaching Hospital, Accra, on Monday';
    const cut = text.slice(16, 42);
    assert.equal(detach(cut), 'Korle Bu Teaching Hospital');
    assert.equal(detach('Accra'), 'Accra');
    assert.equal(detach(''), '');
  });

  // A key cut from a long document must not keep the document alive: before keys were detached, five
  // 40-character cuts of a 48 MB string kept all 48 MB on the heap after the string was dropped.
  it('a key cut from a long text does not keep the text alive', () => {
    const script = `
      import { memoiseString } from './src/core/memo.ts';
      const f = memoiseString((s) => s.split(' '));
      function scan() {
        const big = 'word '.repeat(10 * 1024 * 1024) + process.pid; // flattened on the heap by the first cut
        for (let i = 0; i < 5; i++) f(big.slice(i * 1000, i * 1000 + 40));
      }
      gc(); const before = process.memoryUsage().heapUsed;
      scan();
      gc(); gc();
      console.log(JSON.stringify({ retainedMb: (process.memoryUsage().heapUsed - before) / 1048576 }));`;
    const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const { retainedMb } = JSON.parse(r.stdout.trim()) as { retainedMb: number };
    assert.ok(retainedMb < 8, `${retainedMb.toFixed(1)} MB retained`);
  });
});

describe('nameTokenScore', () => {
  it('the word score answers as it does on first reading, whatever was read before', () => {
    const pairs: [string, string][] = [['wanjiku', 'wanjiru'], ['wanjiru', 'wanjiku'], ['catherine', 'katherine'], ['john', 'johanna'], ['j', 'john'], ['bello', 'bello']];
    const first = pairs.map(([x, y]) => nameTokenScore(x, y));
    const again = [...pairs].reverse().map(([x, y]) => nameTokenScore(x, y)).reverse();
    assert.deepEqual(again, first);
    assert.equal(nameTokenScore('bello', 'bello'), 1);
    assert.equal(nameTokenScore('john', 'johanna'), 0);
  });
});

describe('hasNameWords (identifying words counted once per name)', () => {
  it('answers each name by its own words, asked in any order and with any minimum', () => {
    // Two identifying words; one (a title and an initial beside it); none (titles only).
    assert.equal(hasNameWords('Amina Yusuf', 2), true);
    assert.equal(hasNameWords('Dr A. Yusuf', 2), false);
    assert.equal(hasNameWords('Dr A. Yusuf', 1), true);
    assert.equal(hasNameWords('Amina Yusuf', 3), false);
    assert.equal(hasNameWords('Mr Dr', 1), false);
    // A minimum of 0 still asks for one identifying word, as the early-stopping count did.
    assert.equal(hasNameWords('Mr Dr', 0), false);
    assert.equal(hasNameWords('Amina Yusuf', 0), true);
    assert.equal(hasNameWords('Amina Yusuf', 2), true);
  });
});
