// The CLI's one way of reading and refusing arguments (src/cli/refuse.ts): --help prints the usage and
// answers 0, an unknown flag or a missing value answers 2 after `service-core COMMAND: why` and the usage,
// and good arguments come back parsed with the command's options.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { commandArgs, refuseArgs } from '../../src/cli/refuse.js';

const USAGE = 'usage: service-core demo FILE [--force] [--out DIR]\n';

/** Runs `fn` with stdout and stderr captured. */
function captured<T>(fn: () => T): { value: T; out: string; err: string } {
  const [write, writeErr] = [process.stdout.write, process.stderr.write];
  let out = '';
  let err = '';
  process.stdout.write = ((chunk: string) => {
    out += chunk;
    return true;
  }) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string) => {
    err += chunk;
    return true;
  }) as typeof process.stderr.write;
  try {
    const value = fn();
    return { value, out, err };
  } finally {
    process.stdout.write = write;
    process.stderr.write = writeErr;
  }
}

const OPTIONS = { force: { type: 'boolean' }, out: { type: 'string' } } as const;

describe('commandArgs', () => {
  it('prints the usage for -h and --help and answers 0', () => {
    for (const flag of ['-h', '--help']) {
      const r = captured(() => commandArgs('demo', USAGE, [flag], OPTIONS));
      assert.deepEqual([r.value, r.out, r.err], [0, USAGE, ''], flag);
    }
  });

  it('refuses an unknown flag and a flag without its value with exit 2, the reason and the usage', () => {
    const unknown = captured(() => commandArgs('demo', USAGE, ['--bogus'], OPTIONS));
    assert.equal(unknown.value, 2);
    assert.match(unknown.err, /^service-core demo: Unknown option '--bogus'/);
    assert.ok(unknown.err.endsWith(`\n${USAGE}`));
    assert.equal(unknown.out, '');
    const missing = captured(() => commandArgs('demo', USAGE, ['--out'], OPTIONS));
    assert.equal(missing.value, 2);
    assert.match(missing.err, /^service-core demo: Option '--out <value>' argument missing\n/);
  });

  it('returns the parsed options and positionals', () => {
    const r = captured(() => commandArgs('demo', USAGE, ['a.csv', '--force', '--out', 'dir'], OPTIONS));
    assert.notEqual(typeof r.value, 'number');
    if (typeof r.value === 'number') return;
    assert.deepEqual([r.value.positionals, r.value.values.force, r.value.values.out], [['a.csv'], true, 'dir']);
    assert.equal(r.out + r.err, '');
  });
});

describe('refuseArgs', () => {
  it('writes an error message or a sentence, then the usage, and answers 2', () => {
    const e = captured(() => refuseArgs('demo', new Error('bad flag'), USAGE));
    assert.deepEqual([e.value, e.err], [2, `service-core demo: bad flag\n${USAGE}`]);
    const s = captured(() => refuseArgs('demo', 'needs FILE', USAGE));
    assert.equal(s.err, `service-core demo: needs FILE\n${USAGE}`);
  });
});
