// scripts/coverage-merge.mjs: V8's raw coverage of a TypeScript file run through tsx, merged into lines
// and branches of the TypeScript source. Two processes run the same file down different arms: each
// alone covers one arm, the merge covers both (and a block V8 left out because it ran as often as its
// function still counts as run).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- a plain ES module of the scripts folder, without type declarations
import { mergeCoverage } from '../../scripts/coverage-merge.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE = `// a module with two arms
export function arm(x: number): string {
  if (x > 0) {
    return 'positive';
  }
  return 'other';
}
interface Unused {
  field: string;
}
const which = Number(process.argv[2]);
console.log(arm(which));
export type { Unused };
`;

interface FileCoverage {
  url: string;
  lines: number;
  linesHit: number;
  branches: number;
  branchesHit: number;
}

function run(root: string, dir: string, arg: string): void {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src', 'arm.ts'), arg], {
    cwd: REPO,
    env: { ...process.env, NODE_V8_COVERAGE: dir },
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
}

describe('coverage-merge', () => {
  it('maps V8 ranges to TypeScript lines and blocks, and merges processes', () => {
    const root = mkdtempSync(join(tmpdir(), 'sc-merge-'));
    try {
      mkdirSync(join(root, 'src'));
      // An ES module, as the service's sources are (tsx would wrap a CommonJS file in helpers of its own).
      writeFileSync(join(root, 'package.json'), '{"type": "module"}');
      writeFileSync(join(root, 'src', 'arm.ts'), SOURCE);
      const one = join(root, 'one');
      const both = join(root, 'both');
      run(root, one, '1');
      run(root, both, '1');
      run(root, both, '-1');
      const [a] = mergeCoverage(one, root) as FileCoverage[];
      const [m] = mergeCoverage(both, root) as FileCoverage[];
      assert.ok(a && m);
      assert.match(a.url, /\/src\/arm\.ts$/);
      // The interface and comment lines carry no code; the same lines are executable in both merges.
      assert.equal(a.lines, m.lines);
      assert.ok(a.lines >= 6 && a.lines <= 9, `executable lines ${a.lines}`);
      // One process: `return 'other'` never ran; both: every executable line ran.
      assert.equal(a.linesHit, a.lines - 1);
      assert.equal(m.linesHit, m.lines);
      assert.ok(a.branches >= 1 && a.branchesHit < a.branches, JSON.stringify(a));
      assert.equal(m.branchesHit, m.branches);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
