// scripts/citation-tables.mjs prints the README's citation tables from the one list of packs,
// `STATUTE_FILES` (src/jurisdiction/statutes.ts): one table per pack, in that order, and the script keeps
// no pack list of its own (issue 14: it had a second copy, `PACKS`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findStatute, STATUTE_FILES } from '../../src/jurisdiction/statutes.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPT = 'scripts/citation-tables.mjs';

describe('scripts/citation-tables.mjs', () => {
  it('prints one table per STATUTE_FILES pack, in its order, with every category of the pack', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT], { cwd: REPO, encoding: 'utf8', env: { ...process.env, NODE_V8_COVERAGE: undefined } });
    assert.equal(r.status, 0, r.stderr);
    const ids = [...r.stdout.matchAll(/^\*\*.+\*\* \(`([A-Z0-9-]+)` v[^)]+\)\. Checked against: /gm)].map((m) => m[1]);
    assert.deepEqual(ids, [...STATUTE_FILES]);
    const tables = r.stdout.split(/^\*\*/m).slice(1);
    STATUTE_FILES.forEach((id, i) => {
      const rows = tables[i]!.split('\n').filter((l) => l.startsWith('| PII-') || l.startsWith('| (default) |'));
      assert.equal(rows.length, Object.keys(findStatute(id)!.categories).length + 1, id);
    });
  });
  it('names no pack itself: the list is read from statutes.ts', () => {
    const source = readFileSync(new URL(`../../${SCRIPT}`, import.meta.url), 'utf8');
    for (const id of STATUTE_FILES) assert.ok(!source.includes(`'${id}'`) && !source.includes(`"${id}"`), id);
    assert.match(source, /import \{[^}]*STATUTE_FILES[^}]*\} from '\.\.\/src\/jurisdiction\/statutes\.ts'/);
  });
});
