// `service-core ledger migrate --from FILE --to postgres://…` through the real CLI: a SQLite ledger
// (every verb kind, a shared record, a supersession, 300 more decisions) is copied into a throwaway
// PostgreSQL cluster; both export byte-identical JSON Lines (seq, recorded_at and records included),
// the event log and the value keys (an erasure made before stays made) are carried over, new stores continue after the copied seq, and a second migrate into
// the now non-empty target is refused without writing.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { eraseValues, type Ledger, openLedger } from '../../src/ledger/index.js';
import { type PgCluster, startPgCluster } from '../pgCluster.js';
import { compareEntry, deidentifyEntry, manyEntries, PAIRS } from './fakeVerbs.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sc-migrate-pg-'));
let cluster: PgCluster;
before(async () => {
  cluster = await startPgCluster();
});
after(() => {
  cluster.stop();
  rmSync(dir, { recursive: true, force: true });
});

function cli(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'ledger', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
}

async function exported(ledger: Ledger): Promise<string[]> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  await ledger.exportJsonl(sink);
  return Buffer.concat(chunks).toString('utf8').trimEnd().split('\n');
}

describe('ledger migrate (SQLite → PostgreSQL)', () => {
  it('copies every decision, record and event, verifies every id, and refuses a non-empty target', async () => {
    const file = join(dir, 'ledger.db');
    const source = openLedger(file);
    const merge = compareEntry(PAIRS.merge);
    const review = compareEntry(PAIRS.review);
    for (const e of [merge, review, compareEntry(PAIRS.text), deidentifyEntry('NIN 12345678901, a.b@example.com')]) await source.record(e);
    await source.record({ ...compareEntry({ ...PAIRS.merge, b: { ...PAIRS.merge.b, phone: '+2348035557890' } }), supersedes: merge.decision_id });
    await Promise.all(manyEntries(300, 'mig').map((e) => source.recordAsync(e)));
    // An erasure made before the move stays made: the destroyed key is carried over as destroyed.
    await eraseValues(source, { records: [review.records!.a.id], reason: 'subject_request', caller: null });
    const want = await exported(source);
    const sourceEvents = (await source.events(0, 10_000)).filter((e) => e.kind !== 'schema.migrated');
    await source.close();

    const url = await cluster.createDatabase('migrated');
    const r = cli(['migrate', '--from', file, '--to', url]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stderr, /copied 305 decisions, \d+ records and \d+ events .*; 305 of 305 ids read back identically/);

    const target = openLedger(url);
    assert.deepEqual(await exported(target), want, 'export is byte-identical, seq and recorded_at included');
    const events = (await target.events(0, 10_000)).filter((e) => e.kind !== 'schema.migrated');
    assert.deepEqual(events.slice(0, -1).map(({ seq: _s, ...e }) => e), sourceEvents.map(({ seq: _s, ...e }) => e));
    assert.equal(events.at(-1)!.kind, 'ledger.migrated');
    assert.equal((await target.decision(review.decision_id, { reveal: true })).erasure?.values, 'erased');
    assert.deepEqual((await target.decision(merge.decision_id, { reveal: true })).records?.a?.attributes, PAIRS.merge.a);
    const next = compareEntry(PAIRS.different);
    assert.equal((await target.record(next)).created, true);
    assert.equal(JSON.parse((await exported(target)).at(-1)!).seq, 306, 'seq continues after the copied ones');
    assert.equal(await target.integrityCheck(), 'ok');
    await target.close();

    const again = cli(['migrate', '--from', file, '--to', url]);
    assert.equal(again.status, 1);
    assert.match(again.stderr, /already holds 306 decisions; migrate into an empty PostgreSQL ledger/);
    assert.equal(cli(['migrate', '--from', file, '--to', file]).status, 2);
  });
});
