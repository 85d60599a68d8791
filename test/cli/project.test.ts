// The project's own frictions (issue 12 item 9): the CLI is reachable through `npm run cli`, and the
// files `npm start` and `keygen` create (./data/, key.pem) are never committed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LEDGER_PATH } from '../../src/config.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  bin: Record<string, string>;
  scripts: Record<string, string>;
};

describe('project setup', () => {
  it('`npm run cli -- <command>` runs the service-core command', () => {
    assert.equal(pkg.scripts.cli, `node ${pkg.bin['service-core']}`);
  });

  it('`npm start` serves the default ledger that `ledger export` reads', () => {
    assert.match(pkg.scripts.start!, new RegExp(` --ledger ${DEFAULT_LEDGER_PATH.replace(/\./g, '\\.')}$`));
  });

  it('key.pem and data/ are git-ignored', () => {
    const run = spawnSync('git', ['check-ignore', '--no-index', 'key.pem', 'keys/service.pem', 'data/ledger.db'], { cwd: root, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(run.stdout.trim().split('\n'), ['key.pem', 'keys/service.pem', 'data/ledger.db']);
  });
});
