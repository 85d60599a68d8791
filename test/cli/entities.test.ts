// `service-core ledger entities|path|cases|resolve|observe|erase` (issue 18): in process through runEntityCommand and
// once through the command itself (stdin for the record); JSON answers without values, usage errors
// exit 2, an unknown record exits 1, and a record is never taken from the command line.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it, type TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type EntityCommand, runEntityCommand } from '../../src/cli/entities.js';
import { compareDetailed, type CompareRequest } from '../../src/compare/index.js';
import { compareLedgerEntry, openLedger } from '../../src/ledger/index.js';
import { P1, P2, P3, R1, R2, VALUES } from '../ledger/entityFixtures.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs one entity command in process as the CLI does; answers as printed JSON, errors as {error}. */
async function run(_t: TestContext, args: string[]) {
  const options: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--store') options.store = true;
    else if (a.startsWith('--')) options[a.slice(2)] = args[++i]!;
    else positionals.push(a);
  }
  const ledger = openLedger(String(options.ledger), { mustExist: true });
  try {
    const answer = await runEntityCommand(ledger, positionals[0] as EntityCommand, positionals.slice(1), options);
    const out = JSON.stringify(answer);
    for (const v of VALUES) assert.ok(!out.includes(v), `${v} printed`);
    return { code: 0, json: JSON.parse(out) as Record<string, unknown>, err: '' };
  } catch (err) {
    const status = (err as { status?: number }).status;
    assert.ok(status !== undefined && status < 500, String(err));
    return { code: status === 404 ? 1 : 2, json: {}, err: (err as Error).message };
  } finally {
    await ledger.close();
  }
}

/** The command itself (tsx over the sources), for exit codes and printing. */
function command(args: string[], input?: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'ledger', ...args], { cwd: ROOT, encoding: 'utf8', input });
}

describe('service-core ledger entity commands', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sc-cli-entities-'));
  const path = join(dir, 'ledger.db');
  const rec: Record<string, string> = {};
  before(async () => {
    const ledger = openLedger(path);
    for (const [key, a, b] of [['p12', P1, P2], ['p23', P2, P3], ['r12', R1, R2]] as const) {
      const req = { a, b, entity: 'person' };
      const detail = compareDetailed(req as CompareRequest);
      await ledger.record(compareLedgerEntry(req, detail));
      const stored = await ledger.decision(detail.receipt.decision_id);
      rec[`${key}.a`] = stored.record_a!;
      rec[`${key}.b`] = stored.record_b!;
    }
    await ledger.close();
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('entities, cases and path print the library answers', async (t) => {
    const e = await run(t, ['entities', '--ledger', path, '--limit', '5']);
    assert.equal(e.code, 0, e.err);
    assert.equal((e.json.entities as Array<{ size: number }>)[0]!.size, 3);
    const c = await run(t, ['cases', '--ledger', path, '--entity-type', 'person']);
    assert.equal(c.code, 0, c.err);
    assert.equal(c.json.count, 1);
    const p = await run(t, ['path', rec['p12.a']!, rec['p23.b']!, '--ledger', path]);
    assert.equal(p.code, 0, p.err);
    assert.equal(p.json.hops, 2);
  });

  it('resolve reads the record from a file; observe the evidence', async (t) => {
    const record = join(dir, 'record.json');
    writeFileSync(record, JSON.stringify({ name: 'Adesola Okonkwo', national_id: '12345678901' }));
    const r = await run(t, ['resolve', record, '--entity', 'person', '--ledger', path]);
    assert.equal(r.code, 0, r.err);
    assert.equal(r.json.verdict, 'found');
    const evidence = join(dir, 'evidence.json');
    writeFileSync(evidence, JSON.stringify({ address: '12 Kano Road' }));
    const o = await run(t, ['observe', rec['r12.a']!, evidence, '--ledger', path]);
    assert.equal(o.code, 0, o.err);
    assert.equal((o.json.decisions as Array<{ superseded: boolean }>)[0]!.superseded, true);
  });

  it('usage and input errors are 400s (exit 2), an unknown record a 404 (exit 1), each one sentence', async (t) => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '["Adesola Okonkwo"]');
    for (const [args, code, message] of [
      [['path', 'rec:x', rec['p12.a']!], 2, /REC_A must be a stored record id/],
      [['path', rec['p12.a']!], 2, /takes 2 arguments/],
      [['resolve', bad, '--entity', 'person'], 2, /JSON object/],
      [['resolve', join(dir, 'missing.json'), '--entity', 'person'], 2, /cannot read/],
      [['resolve', bad], 2, /--entity is required/],
      [['entities', '--limit', 'ten'], 2, /--limit/],
      [['path', `rec:sha256:${'0'.repeat(64)}`, rec['p12.a']!], 1, /no record/],
    ] as const) {
      const r = await run(t, [...args, '--ledger', path]);
      assert.equal(r.code, code, `${args.join(' ')}: ${r.err}`);
      assert.match(r.err, message);
    }
  });

  it('through the command: JSON on stdout, the record from standard input; exit 2 for usage, 1 for an unknown record', () => {
    const ok = command(['resolve', '-', '--entity', 'person', '--ledger', path], JSON.stringify({ name: 'Zainab Lawal' }));
    assert.equal(ok.status, 0, ok.stderr);
    assert.equal(JSON.parse(ok.stdout).verdict, 'not_found');
    const usage = command(['path', 'rec:x', '--ledger', path]);
    assert.equal(usage.status, 2);
    assert.match(usage.stderr, /^service-core ledger path: path takes 2 arguments/);
    const unknown = command(['path', `rec:sha256:${'0'.repeat(64)}`, `rec:sha256:${'1'.repeat(64)}`, '--ledger', path]);
    assert.equal(unknown.status, 1);
    assert.match(unknown.stderr, /no record/);
    assert.equal(unknown.stdout, '');
  });

  it('erase through the command: keys destroyed, the export holds no value, ids kept; exit 1 unknown id, 2 without --reason', async () => {
    const own = join(dir, 'erase.db');
    const ledger = openLedger(own);
    const req = { a: P1, b: P2, entity: 'person' };
    const detail = compareDetailed(req as CompareRequest);
    await ledger.record(compareLedgerEntry(req, detail));
    const stored = await ledger.decision(detail.receipt.decision_id);
    await ledger.close();
    const before = command(['export', '-', '--ledger', own]);
    assert.equal(before.status, 0, before.stderr);
    assert.ok(Object.values(P1).some((v) => before.stdout.includes(String(v))), 'the export holds the values before');

    const erased = command(['erase', stored.record_a!, stored.record_b!, '--reason', 'subject_request', '--caller', 'dpo.amaka', '--ledger', own]);
    assert.equal(erased.status, 0, erased.stderr);
    assert.deepEqual(JSON.parse(erased.stdout).erased, [stored.record_a, stored.record_b]);
    const after = command(['export', '-', '--ledger', own]);
    assert.equal(after.status, 0, after.stderr);
    for (const v of [...Object.values(P1), ...Object.values(P2)]) assert.equal(after.stdout.includes(String(v)), false, 'a value is still exported');
    const line = JSON.parse(after.stdout) as { decision_id: string; record_a: string; erasure: { values: string } };
    assert.deepEqual([line.decision_id, line.record_a, line.erasure.values], [stored.decision_id, stored.record_a, 'erased']);
    const again = command(['erase', stored.record_a!, '--reason', 'subject_request', '--ledger', own]);
    assert.equal(again.status, 0, again.stderr);
    assert.equal(JSON.parse(again.stdout).already_erased[0].id, stored.record_a);

    const unknown = command(['erase', `rec:sha256:${'0'.repeat(64)}`, '--reason', 'objection', '--ledger', own]);
    assert.equal(unknown.status, 1);
    assert.match(unknown.stderr, /nothing was erased/);
    const noReason = command(['erase', stored.record_a!, '--ledger', own]);
    assert.equal(noReason.status, 2);
    assert.match(noReason.stderr, /--reason is required/);
  });
});
