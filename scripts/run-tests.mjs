// Runs every test/**/*.test.ts through node's test runner with tsx (Node 20's runner takes no globs).
// `--coverage` also measures the lines and branches of src/ with node's built-in coverage; on the full run
// (no file arguments) it fails below the gate. Node 20 has no --test-coverage-lines/-branches thresholds
// nor include/exclude (those arrive in Node 22), so a reporter (scripts/coverage-reporter.mjs) hands the
// per-file counts back here. Not yet part of `npm test`: node 20.20 drops the summary of the full suite
// ("Could not report code coverage. TypeError: … reading 'line'" in each of three full runs), see README.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// Gate: the issue-14 review's figures (93 % lines, 92 % branches) minus half a point, so merges of other
// branches do not trip it by noise; not yet re-measured here (node 20.20 could not report the full suite).
// Raise it when coverage rises; never lower it to let a change through.
const GATE = { lines: 92.5, branches: 91.5 };
const MEASURED = ['src']; // test/, bench/, scripts/, dist/ and node_modules are not measured

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return find(p);
    return e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const paths = args.filter((a) => !a.startsWith('--'));
const full = paths.length === 0;
const coverage = flags.has('--coverage');

const files = (full ? ['test'] : paths).flatMap((p) => (p.endsWith('.ts') ? [p] : find(p))).sort();
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}

if (coverage && full) {
  // Build dist/ first: tests that run the built CLI rebuild it (test/link/cli-http.test.ts), and node 20
  // cannot merge the coverage of a file that changed during the run (the summary is then lost). Built
  // from the same sources the rebuild is byte-identical.
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const nodeArgs = ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-reporter-destination=stdout'];
let work;
let summaryFile;
if (coverage) {
  work = mkdtempSync(join(tmpdir(), 'sc-coverage-'));
  summaryFile = join(work, 'summary.json');
  const reporter = fileURLToPath(new URL('./coverage-reporter.mjs', import.meta.url));
  nodeArgs.push('--experimental-test-coverage', `--test-reporter=${reporter}`, `--test-reporter-destination=${summaryFile}`);
}
const r = spawnSync(process.execPath, [...nodeArgs, ...files], { stdio: 'inherit' });
let status = r.status ?? 1;

if (coverage) {
  let summary;
  try {
    const text = readFileSync(summaryFile, 'utf8').trim().split('\n').filter(Boolean);
    summary = JSON.parse(text[text.length - 1]);
  } catch {
    console.error('coverage: node wrote no coverage summary (see its warning above; a source file changed during the run?)');
    status = status || 1;
  }
  rmSync(work, { recursive: true, force: true });
  if (summary) {
    const t = { lines: 0, linesHit: 0, branches: 0, branchesHit: 0, files: 0 };
    for (const f of summary.files) {
      const rel = relative(summary.workingDirectory, f.path);
      if (!MEASURED.some((d) => rel.startsWith(d + sep))) continue;
      t.files += 1;
      t.lines += f.totalLineCount;
      t.linesHit += f.coveredLineCount;
      t.branches += f.totalBranchCount;
      t.branchesHit += f.coveredBranchCount;
    }
    const pct = (hit, all) => (all === 0 ? 100 : (100 * hit) / all);
    const lines = pct(t.linesHit, t.lines);
    const branches = pct(t.branchesHit, t.branches);
    console.log(
      `ℹ coverage of ${MEASURED.join(', ')}/ (${t.files} files): lines ${lines.toFixed(2)}% (gate ${GATE.lines}%), branches ${branches.toFixed(2)}% (gate ${GATE.branches}%)`,
    );
    if (full && (lines < GATE.lines || branches < GATE.branches)) {
      console.error('coverage: below the gate');
      status = status || 1;
    }
  }
}
process.exit(status);
