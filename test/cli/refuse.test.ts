// The CLI's one way of reading and refusing arguments (src/cli/refuse.ts): --help prints the usage and
// answers 0, an unknown flag or a missing value answers 2 after `service-core COMMAND: why` and the usage,
// and good arguments come back parsed with the command's options.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseArgs } from 'node:util';
import { argsProblem, commandArgs, refuseArgs } from '../../src/cli/refuse.js';
import { parseFlags, UsageError } from '../../src/config.js';

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
    assert.match(unknown.err, /^service-core demo: Unknown option '--bogus'; --help lists the options\n/);
    assert.ok(unknown.err.endsWith(`\n${USAGE}`));
    assert.equal(unknown.out, '');
    const missing = captured(() => commandArgs('demo', USAGE, ['--out'], OPTIONS));
    assert.equal(missing.value, 2);
    assert.match(missing.err, /^service-core demo: Option '--out' needs a value\n/);
    const valued = captured(() => commandArgs('demo', USAGE, ['--force=yes'], OPTIONS));
    assert.match(valued.err, /^service-core demo: Option '--force' does not take a value\n/);
  });
});

describe('argsProblem', () => {
  const refused = (args: string[]) => {
    try {
      parseArgs({ args, options: { out: { type: 'string' } }, strict: true, allowPositionals: false });
    } catch (err) {
      return argsProblem(err);
    }
    assert.fail('expected parseArgs to refuse');
  };

  it('names the refusal by its catalogue code, the flag quoted only as a safe token', () => {
    assert.deepEqual(refused(['--bogus']), { code: 'SC_CLI_UNKNOWN_OPTION', message: "Unknown option '--bogus'; --help lists the options" });
    assert.deepEqual(refused(['--out']), { code: 'SC_CLI_OPTION_VALUE_MISSING', message: "Option '--out' needs a value" });
    // node answers these three with one code (ERR_PARSE_ARGS_INVALID_OPTION_VALUE); each gets its own sentence.
    assert.deepEqual(refused(['--out', '-7']), {
      code: 'SC_CLI_OPTION_VALUE_DASHED',
      message: "Option '--out' was followed by a value starting with a dash, which reads as another option; join the flag and its value with =, as in --flag=-1",
    });
    const flagged = (args: string[]) => {
      try {
        parseArgs({ args, options: { force: { type: 'boolean' } }, strict: true, allowPositionals: false });
      } catch (err) {
        return argsProblem(err);
      }
      assert.fail('expected parseArgs to refuse');
    };
    assert.deepEqual(flagged(['--force=yes']), { code: 'SC_CLI_OPTION_TAKES_NO_VALUE', message: "Option '--force' does not take a value" });
    assert.deepEqual(refused(['x.csv']), { code: 'SC_CLI_UNEXPECTED_ARGUMENT', message: "Unexpected argument 'x.csv': this command takes no positional arguments" });
  });

  it('never echoes an argument that is not a safe token (it can be anything the user typed)', () => {
    const p = refused(['Adaeze Okonkwo']);
    assert.equal(p.code, 'SC_CLI_UNEXPECTED_ARGUMENT');
    assert.ok(!p.message.includes('Adaeze'), p.message);
    assert.deepEqual(argsProblem(Object.assign(new Error('odd'), { code: 'ERR_SOMETHING_NEW' })), { code: 'SC_CLI_ARGS', message: 'the arguments cannot be read (ERR_SOMETHING_NEW)' });
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

describe('parseFlags (serve, verify, mcp)', () => {
  it('answers what parseArgs parses, and refuses as a UsageError with argsProblem\'s code and sentence', () => {
    const config = (args: string[]) => ({ args, options: { out: { type: 'string' } }, strict: true, allowPositionals: false }) as const;
    assert.equal(parseFlags(config(['--out', 'dir'])).values.out, 'dir');
    assert.throws(
      () => parseFlags(config(['--bogus'])),
      (err: unknown) => err instanceof UsageError && err.code === 'SC_CLI_UNKNOWN_OPTION' && err.message === "Unknown option '--bogus'; --help lists the options",
    );
  });
});
