// The ledger is a lower layer than the adapters (issue 14): no file of src/ledger/ imports the CLI
// configuration (src/config.ts) or an adapter (src/cli, src/http, src/mcp); a value both need lives in
// the ledger (retention.ts) or in core, and the configuration imports it from there.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { MAX_RETENTION_DAYS } from '../../src/ledger/retention.js';
import { resolveServeConfig, UsageError } from '../../src/config.js';

const DIR = new URL('../../src/ledger/', import.meta.url);
const ADAPTER = /from '\.\.\/(?:config|cli|http|mcp)(?:\/[^']*)?(?:\.js)?'/;

describe('ledger layering', () => {
  it('no ledger file imports the configuration or an adapter', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'));
    assert.ok(files.includes('erase.ts'));
    for (const file of files) assert.doesNotMatch(readFileSync(new URL(file, DIR), 'utf8'), ADAPTER, file);
  });
  it('--retention-days is bounded by the ledger’s MAX_RETENTION_DAYS', () => {
    assert.equal(resolveServeConfig(['--retention-days', String(MAX_RETENTION_DAYS)], {}).retentionDays, MAX_RETENTION_DAYS);
    assert.throws(() => resolveServeConfig(['--retention-days', String(MAX_RETENTION_DAYS + 1)], {}), UsageError);
  });
});
