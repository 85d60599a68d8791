import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

describe('scripts/build-tf-tables.ts', () => {
  it('rebuilds exactly the committed tables and pack hashes from its sources', () => {
    const script = fileURLToPath(new URL('../../scripts/build-tf-tables.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, '--check'], { encoding: 'utf8', timeout: 60_000 });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.equal((run.stdout.match(/up to date/g) ?? []).length, 7);
  });
});
