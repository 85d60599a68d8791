// Three stateless `service-core serve` processes on one PostgreSQL ledger (a throwaway cluster): a
// decision stored through one is read, explained and replayed identically through the others; SIGKILL
// of one instance while 32 clients store through all three loses no decision answered
// `recorded: true`; concurrent stores of one id through all three stay one row.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openLedger } from '../../src/ledger/index.js';
import { killAll, once, type ServeProcess, startServe } from '../cli/serveProcesses.js';
import { type PgCluster, startPgCluster } from '../pgCluster.js';

let cluster: PgCluster;
let url: string;
let instances: ServeProcess[];
before(async () => {
  cluster = await startPgCluster();
  url = await cluster.createDatabase('shared');
  instances = await Promise.all([0, 1, 2].map(() => startServe(['--workers', '1', '--ledger', url])));
});
after(() => {
  killAll();
  cluster.stop();
});

function pair(i: number) {
  const nin = String(20_000_000_000 + i * 7919);
  return { a: { name: `Instance ${i} Okafor`, national_id: nin }, b: { name: `Instance ${i} Okafor`, national_id: nin, phone: '+2348035557890' }, store: true };
}

describe('stateless instances on one PostgreSQL ledger', () => {
  it('reads, explains and replays through any instance what another stored', async () => {
    assert.match(instances[0]!.banner, /ledger +postgres:\/\/postgres@127\.0\.0\.1:\d+\/shared/);
    const stored = await once(instances[0]!.url, 'POST', '/compare', pair(1));
    assert.equal(stored?.status, 200);
    assert.equal(stored!.json.recorded, true);
    const id = stored!.json.decision_id as string;
    for (const path of [`/decision/${id}`, `/explain/${id}`, `/replay/${id}`, `/decision/${id}?reveal=true`]) {
      const seen = await Promise.all(instances.map((s) => once(s.url, 'GET', path)));
      for (const r of seen) assert.equal(r?.status, 200, path);
      assert.deepEqual(seen[1]!.json, seen[0]!.json, path);
      assert.deepEqual(seen[2]!.json, seen[0]!.json, path);
    }
    const replay = await once(instances[2]!.url, 'GET', `/replay/${id}`);
    assert.equal(replay!.json.reproduced, true);
  });

  it('keeps concurrent stores of one id through all three as one row', async () => {
    const body = pair(2);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => once(instances[i % 3]!.url, 'POST', '/compare', body)));
    assert.ok(answers.every((a) => a?.status === 200 && a.json.recorded === true));
    const ids = new Set(answers.map((a) => a!.json.decision_id));
    assert.equal(ids.size, 1);
    const ledger = openLedger(url);
    try {
      const id = [...ids][0] as string;
      const recorded = (await ledger.events(0, 100_000)).filter((e) => e.kind === 'decision.recorded' && e.subject === id);
      assert.equal(recorded.length, 1, 'one row, one event');
    } finally {
      await ledger.close();
    }
  });

  it('loses no decision answered recorded: true when one instance is killed with SIGKILL mid-load', async () => {
    const acknowledged: string[] = [];
    let next = 1000;
    let killed = false;
    let stop = false;
    const victim = instances[0]!;
    const client = async (c: number) => {
      let target = c % 3;
      while (!stop) {
        const answer = await once(instances[target]!.url, 'POST', '/compare', pair(next++));
        if (answer?.status === 200 && answer.json.recorded === true) acknowledged.push(answer.json.decision_id as string);
        else if (answer === null || answer.status >= 500) target = 1 + (c % 2); // that instance is gone: go to a live one
        if (acknowledged.length >= 150 && !killed) {
          killed = true;
          victim.child.kill('SIGKILL');
        }
        if (acknowledged.length >= 400) stop = true;
      }
    };
    await Promise.all(Array.from({ length: 32 }, (_, c) => client(c)));
    await victim.exited;
    assert.ok(killed);
    const ledger = openLedger(url);
    try {
      const missing: string[] = [];
      for (const id of acknowledged) if (!(await ledger.has(id))) missing.push(id);
      assert.deepEqual(missing, [], 'every acknowledged decision is stored');
      assert.equal(await ledger.integrityCheck(), 'ok');
    } finally {
      await ledger.close();
    }
    // The survivors still serve what the killed one stored.
    const first = acknowledged[0]!;
    assert.equal((await once(instances[1]!.url, 'GET', `/decision/${first}`))?.status, 200);
  });
});
