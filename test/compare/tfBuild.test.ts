import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

// Two product tables read ER-Magellan train splits from ../shared beside the repository (CI has it); a
// clone without it checks the five tables built from the repository and its packages alone.
const SHARED = new URL('../../../shared/data/er-magellan/', import.meta.url);

describe('scripts/build-tf-tables.ts', () => {
  it('rebuilds exactly the committed tables and pack hashes from its sources', () => {
    const script = fileURLToPath(new URL('../../scripts/build-tf-tables.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, '--check'], { encoding: 'utf8', timeout: 60_000 });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.doesNotMatch(run.stdout, /STALE/);
    const upToDate = (run.stdout.match(/up to date/g) ?? []).length;
    assert.equal(upToDate, existsSync(SHARED) ? 7 : 5, run.stdout);
  });
});
