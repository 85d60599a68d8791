// Runs every test/**/*.test.ts through node's test runner with tsx (Node 20's runner takes no globs).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return find(p);
    return e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const files = (process.argv.length > 2 ? process.argv.slice(2) : ['test']).flatMap((p) => (p.endsWith('.ts') ? [p] : find(p))).sort();
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files], { stdio: 'inherit' });
process.exit(r.status ?? 1);
