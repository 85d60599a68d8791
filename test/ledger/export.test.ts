import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { chdir, cwd } from 'node:process';
import { after, describe, it } from 'node:test';
import { runLedger } from '../../src/cli/ledger.js';
import { openLedger } from '../../src/ledger/index.js';
import { compareEntry, deidentifyEntry, manyEntries, PAIRS } from './fakeVerbs.js';

const dir = mkdtempSync(join(tmpdir(), 'ledger-export-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function seeded(name: string) {
  const path = join(dir, name);
  const ledger = openLedger(path);
  const entries = [compareEntry(PAIRS.merge), deidentifyEntry('🙂 NIN 12345678901'), compareEntry(PAIRS.text)];
  for (const e of entries) await ledger.record(e);
  return { path, ledger, ids: entries.map((e) => e.decision_id) };
}

describe('exportJsonl', () => {
  it('writes every decision with its records, in recorded order, to a path', async () => {
    const { ledger, ids } = await seeded('a.db');
    const out = join(dir, 'a.jsonl');
    assert.equal(await ledger.exportJsonl(out), 3);
    const lines = readFileSync(out, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l));
    assert.deepEqual(lines.map((l) => l.decision_id), ids);
    assert.deepEqual(lines[0].records.a.attributes, PAIRS.merge.a);
    assert.equal(lines[1].records.a.text, '🙂 NIN 12345678901');
    assert.equal(lines[1].verb, 'deidentify');
    assert.equal(lines[0].receipt.attestation, undefined);
    assert.equal(lines[0].receipt.recorded, undefined);
    assert.deepEqual(Object.keys(lines[0]), [
      'seq', 'decision_id', 'verb', 'recorded_at', 'supersedes', 'superseded_by', 'record_a', 'record_b',
      'replayable', 'unreplayable', 'call', 'pins', 'receipt', 'explain', 'records',
    ]);
    await ledger.close();
  });

  it('streams more than a page to a writable and leaves it open', async () => {
    const ledger = openLedger(join(dir, 'big.db'));
    await Promise.all(manyEntries(600, 'e').map((e) => ledger.recordAsync(e)));
    const sink = new PassThrough();
    let text = '';
    sink.on('data', (d: Buffer) => {
      text += d.toString();
    });
    assert.equal(await ledger.exportJsonl(sink), 600);
    assert.equal(sink.writableEnded, false);
    const seqs = text.trimEnd().split('\n').map((l) => JSON.parse(l).seq as number);
    assert.equal(seqs.length, 600);
    assert.deepEqual(seqs, [...seqs].sort((x, y) => x - y));
    await ledger.close();
  });
});

describe('service-core ledger export', () => {
  it('exports through the command, refusing to overwrite without --force', async (t) => {
    t.mock.method(process.stderr, 'write', () => true);
    const { path, ledger } = await seeded('cli.db');
    await ledger.close();
    const out = join(dir, 'cli.jsonl');
    assert.equal(await runLedger(['export', out, '--ledger', path]), 0);
    assert.equal(readFileSync(out, 'utf8').trimEnd().split('\n').length, 3);
    writeFileSync(out, 'keep me');
    assert.equal(await runLedger(['export', out, '--ledger', path]), 1);
    assert.equal(readFileSync(out, 'utf8'), 'keep me');
    assert.equal(await runLedger(['export', out, '--ledger', path, '--force']), 0);
    assert.equal(readFileSync(out, 'utf8').trimEnd().split('\n').length, 3);
  });

  it('reads SERVICE_LEDGER, and fails clearly without a ledger or with a missing one', async (t) => {
    const errors: string[] = [];
    t.mock.method(process.stderr, 'write', (s: string) => errors.push(s) > 0);
    const { path, ledger } = await seeded('env.db');
    await ledger.close();
    const saved = process.env.SERVICE_LEDGER;
    try {
      process.env.SERVICE_LEDGER = path;
      assert.equal(await runLedger(['export', join(dir, 'env.jsonl')]), 0);
      delete process.env.SERVICE_LEDGER;
      // Without --ledger or SERVICE_LEDGER: ./data/ledger.db, the ledger `npm start` serves.
      const home = cwd();
      try {
        const project = join(dir, 'project');
        mkdirSync(join(project, 'data'), { recursive: true });
        await (await seeded(join('project', 'data', 'ledger.db'))).ledger.close();
        chdir(project);
        assert.equal(await runLedger(['export', join(dir, 'default.jsonl')]), 0);
        assert.equal(readFileSync(join(dir, 'default.jsonl'), 'utf8').trimEnd().split('\n').length, 3);
        chdir(dir);
        assert.equal(await runLedger(['export', join(dir, 'none.jsonl')]), 1);
      } finally {
        chdir(home);
      }
      assert.equal(await runLedger(['export', join(dir, 'none.jsonl'), '--ledger', join(dir, 'absent.db')]), 1);
      assert.equal(await runLedger(['import', 'x']), 2);
      assert.equal(await runLedger(['export', '--bogus']), 2);
      assert.ok(errors.some((e) => e.includes('data/ledger.db') && e.includes('the ledger of `npm start`')));
      assert.ok(errors.some((e) => e.includes('no ledger at')));
    } finally {
      if (saved === undefined) delete process.env.SERVICE_LEDGER;
      else process.env.SERVICE_LEDGER = saved;
    }
  });
});
