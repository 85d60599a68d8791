// Per-pair cost of the fields engine in machine instructions, for speed work on a shared machine where
// wall and CPU seconds are noise (issue 11's speed line; bench/compare-speed.ts gives the pairs/s).
// A FIXED, modest set of FEBRL field-map pairs (bench/lib/febrlPairs.ts): the first --link pairs of
// dataset4a × dataset4b and the first --dedupe pairs of dataset3 deduplicated, compared once after a
// warm-up over the first --warm pairs of dataset2 deduplicated (other records, so the measured pass
// finds nothing the warm-up memoised; long enough that the optimising compiler has settled).
// The script starts itself under valgrind's callgrind with instrumentation off and switches it on
// (callgrind_control) only around the measured pass, so the count is that pass's instructions (every
// thread of the process: the compiler and garbage-collector threads too), printed per pair.
// `--root DIR` measures the fields engine of another checkout (an older commit's worktree) on the
// same pairs; `--cpu` skips valgrind and prints the pass's CPU time instead (rough: noise on a shared machine).
//   node --import tsx bench/compare-instructions.ts [--link 3000] [--dedupe 2000] [--warm 20000] [--root DIR] [--cpu] [--out FILE]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CompareRequest } from '../src/compare/index.js';
import { dedupe, link } from './lib/febrlPairs.js';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}
const count = (name: string, fallback: number): number => Number(option(name) ?? fallback);
const root = option('root');
const child = process.argv.includes('--child');

if (!child && !process.argv.includes('--cpu')) {
  // The parent: the same command under callgrind, instrumentation off until the child switches it on.
  // `--out FILE` keeps callgrind's profile (callgrind_annotate FILE: builtins, runtime and garbage collector by
  // name; the optimised JavaScript itself shows as unknown code).
  const args = ['--tool=callgrind', '--instr-atstart=no', '--smc-check=all-non-file', `--callgrind-out-file=${option('out') ?? '/dev/null'}`];
  const run = spawnSync('valgrind', [...args, process.execPath, ...process.execArgv, ...process.argv.slice(1), '--child'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const collected = /Collected : (\d+)/.exec(run.stderr ?? '');
  const line = (run.stdout ?? '').trim().split('\n').at(-1) ?? '';
  const pairs = Number(/^(\d+) pairs/.exec(line)?.[1]);
  if (run.status !== 0 || !collected || !pairs) {
    console.error(run.error ?? run.stderr?.split('\n').slice(-20).join('\n'));
    process.exit(1);
  }
  const ir = Number(collected[1]);
  console.log(`${line}\n${pairs} pairs: ${ir.toLocaleString('en')} instructions, ${Math.round(ir / pairs).toLocaleString('en')} per pair`);
  process.exit(0);
}

const index = root === undefined ? '../src/compare/index.js' : pathToFileURL(resolve(root, 'src/compare/index.ts')).href;
const { compare } = (await import(index)) as { compare: (req: CompareRequest) => unknown };
const warm = dedupe('dataset2.csv').slice(0, count('warm', 20_000));
const pairs = [...link().slice(0, count('link', 3000)), ...dedupe('dataset3.csv').slice(0, count('dedupe', 2000))];
for (const req of warm) compare(req);

const callgrind = (state: 'on' | 'off') => {
  if (child) spawnSync('callgrind_control', ['--instr', state, String(process.pid)], { stdio: 'ignore' });
};
const out: unknown[] = new Array(pairs.length);
callgrind('on');
const cpu0 = process.cpuUsage();
for (let i = 0; i < pairs.length; i++) out[i] = compare(pairs[i]!);
const used = process.cpuUsage(cpu0);
callgrind('off');
// The answers' digest says the pass compared what it should (the same on every build that keeps the answers).
const h = createHash('sha256');
for (const o of out) h.update(`${JSON.stringify(o)}\n`);
console.log(`${pairs.length} pairs, answers ${h.digest('hex').slice(0, 16)}, ${((used.user + used.system) / pairs.length).toFixed(1)} µs cpu per pair${child ? ' (under valgrind)' : ''}`);
