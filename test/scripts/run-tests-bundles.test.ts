// scripts/run-tests.mjs runs the test files of a folder run several to a process (scripts/test-bundles.mjs): a failing
// test must still be reported under its file, a file with a hook at module top level must run in a process of its
// own, explicit file arguments keep one process per file, and the rule for module state is scanned from the sources.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- a plain ES module of the scripts folder, without type declarations
import { aloneReason, stateSetters } from '../../scripts/test-bundles.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('run-tests bundles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sc-bundle-test-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const tests = join(dir, 't');
  const pids = join(dir, 'pids');
  mkdirSync(tests);
  // Each file appends "<file> <pid>" to the probe file, so the test can tell which files shared a process.
  const probe = (name: string) =>
    `import { appendFileSync } from 'node:fs';\nappendFileSync(process.env.BUNDLE_PROBE as string, '${name} ' + process.pid + '\\n');\n`;
  writeFileSync(
    join(tests, 'a-pass.test.ts'),
    `${probe('a-pass')}import { it } from 'node:test';\nit('passes once', () => {});\nit('passes twice', () => {});\n`,
  );
  writeFileSync(
    join(tests, 'b-fail.test.ts'),
    `${probe('b-fail')}import assert from 'node:assert/strict';\nimport { describe, it } from 'node:test';\ndescribe('inner', () => { it('the failing probe', () => assert.equal(1, 2)); });\n`,
  );
  writeFileSync(
    join(tests, 'c-hook.test.ts'),
    `${probe('c-hook')}import assert from 'node:assert/strict';\nimport { before, it } from 'node:test';\nlet ready = false;\nbefore(() => { ready = true; });\nit('sees its hook', () => assert.ok(ready));\n`,
  );
  const run = (...args: string[]) => {
    rmSync(pids, { force: true });
    const r = spawnSync(process.execPath, [join(root, 'scripts', 'run-tests.mjs'), '--no-coverage', '--concurrency=1', ...args], {
      cwd: root,
      encoding: 'utf8',
      // NODE_TEST_CONTEXT marks this process as a test file of a run: the nested runner would refuse to start files.
      env: { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_TEST_CONTEXT')), BUNDLE_PROBE: pids },
    });
    assert.ok(existsSync(pids), r.stdout + r.stderr);
    const seen = new Map(
      readFileSync(pids, 'utf8')
        .trim()
        .split('\n')
        .map((l) => l.split(' ') as [string, string]),
    );
    return { status: r.status, out: r.stdout + r.stderr, seen };
  };

  it('runs a folder two files to one process, the hooked file alone, and names the failing file', () => {
    const { status, out, seen } = run(tests);
    assert.equal(status, 1, out);
    assert.match(out, /3 test files in 2 processes: 1 bundles of up to 16, 1 files alone/);
    assert.equal(seen.get('a-pass'), seen.get('b-fail'), 'the two plain files share a process');
    assert.notEqual(seen.get('c-hook'), seen.get('a-pass'), 'the file with a top-level hook runs alone');
    // The failing test is reported under a suite named by its file's path, and the closing summary gives its file.
    assert.match(out, /▶ [^\n]*t\/b-fail\.test\.ts\n\s+▶ inner\n\s+✖ the failing probe/, out);
    assert.match(out.slice(out.indexOf('failing tests')), /test at [^\n]*t\/b-fail\.test\.ts:\d+:\d+\n✖ the failing probe/, out);
    assert.match(out, /ℹ tests 4\n/);
    assert.match(out, /ℹ pass 3\n/);
    assert.match(out, /ℹ fail 1\n/);
  });

  it('runs explicit files one process each, as before', () => {
    const { status, out, seen } = run(join(tests, 'a-pass.test.ts'), join(tests, 'b-fail.test.ts'));
    assert.equal(status, 1, out);
    assert.notEqual(seen.get('a-pass'), seen.get('b-fail'));
    assert.match(out, /ℹ tests 3\n/);
  });

  it('judges module state from the sources: a setter makes its users run alone, a lazy load or a memo does not', () => {
    const src = join(dir, 'src');
    mkdirSync(src);
    writeFileSync(
      join(src, 'state.ts'),
      [
        'let installed: string | null = null;',
        'let table: string[] | undefined;',
        'let lastText: string | undefined;',
        'let lastOut = 0;',
        'let scratch = new Float64Array(4);',
        'export function install(x: string | null): void {\n  installed = x;\n}',
        'export function loadTable(): string[] {\n  if (table === undefined) table = ["a"];\n  return table;\n}',
        'export function measure(text: string): number {\n  if (text === lastText) return lastOut;\n  lastText = text;\n  lastOut = text.length;\n  return lastOut;\n}',
        'export function grow(n: number): Float64Array {\n  if (scratch.length < n) scratch = new Float64Array(n);\n  return scratch;\n}',
      ].join('\n'),
    );
    assert.deepEqual([...stateSetters(src)], ['install']);
    const user = join(dir, 'user.test.ts');
    writeFileSync(user, "import { install } from './src/state.js';\ninstall('x');\n");
    assert.match(aloneReason(user, new Set(['install'])), /sets module state: install/);
    const reader = join(dir, 'reader.test.ts');
    writeFileSync(reader, "import { loadTable, measure } from './src/state.js';\nloadTable(); measure('x');\n");
    assert.equal(aloneReason(reader, new Set(['install'])), null);
    // A helper the test imports is read too.
    writeFileSync(join(dir, 'helper.ts'), "export const saved = process.env.HOME;\nprocess.env.HOME = '/nowhere';\n");
    const viaHelper = join(dir, 'via.test.ts');
    writeFileSync(viaHelper, "import { saved } from './helper.js';\nvoid saved;\n");
    assert.match(aloneReason(viaHelper, new Set()), /process\.env write/);
    // A file that measures the whole process (its heap, its event loop) runs alone: a neighbour's work moves the figure.
    const measuring = join(dir, 'heap.test.ts');
    writeFileSync(measuring, "import v8 from 'node:v8';\nconst peak = v8.getHeapStatistics().total_heap_size;\nvoid peak;\n");
    assert.match(aloneReason(measuring, new Set()), /process-wide measure/);
    const loop = join(dir, 'loop.test.ts');
    writeFileSync(loop, "import { performance } from 'node:perf_hooks';\nvoid performance.eventLoopUtilization();\n");
    assert.match(aloneReason(loop, new Set()), /process-wide measure/);
  });
});
