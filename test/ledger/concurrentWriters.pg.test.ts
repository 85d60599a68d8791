// Several PostgreSQL ledgers (as separate service instances would hold) writing one database at once:
// their commits overlap (the write lock is released before COMMIT), so these check what that must not
// break: an incremental reader (graphChanges, events) carrying on from the last seq it saw never passes
// over a row; the same id stored through several is one row answered with the first recorded_at; two
// instances creating a new subject's key at once leave one key that opens every value sealed under it;
// two supersessions of one decision at once: one wins, the other is refused.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { WRITE_LOCK } from '../../src/ledger/pgSchema.js';
import { type Ledger, type LedgerEntry, openLedger } from '../../src/ledger/index.js';
import { hasCode } from '../helpers/codes.js';
import { type PgCluster, startPgCluster } from '../pgCluster.js';
import { CURRENT, compareEntry, deidentifyEntry, manyEntries } from './fakeVerbs.js';

let cluster: PgCluster;
before(async () => {
  cluster = await startPgCluster();
});
after(() => cluster.stop());

let n = 0;
let lastUrl = '';
async function ledgers(count: number): Promise<Ledger[]> {
  const url = await cluster.createDatabase(`concurrent_${n++}`);
  lastUrl = url;
  const out = Array.from({ length: count }, () => openLedger(url));
  await Promise.all(out.map((l) => l.ready()));
  return out;
}
const closeAll = (ls: Ledger[]) => Promise.all(ls.map((l) => l.close()));

/** Stores `entries` through `ledger` in small waves, so each writer commits many batches. */
async function storeInWaves(ledger: Ledger, entries: LedgerEntry[], wave: number) {
  const out = [];
  for (let i = 0; i < entries.length; i += wave) out.push(...(await Promise.all(entries.slice(i, i + wave).map((e) => ledger.recordAsync(e)))));
  return out;
}

describe('PostgreSQL ledgers writing one database at once', () => {
  it('stops an incremental reader below a write still being committed, and shows it once committed', async () => {
    const [writer, reader] = (await ledgers(2)) as [Ledger, Ledger];
    const other = new pg.Client({ connectionString: lastUrl });
    await other.connect();
    try {
      const first = deidentifyEntry('first note');
      await writer.record(first);
      const [base] = await reader.graphChanges(0);
      const baseEvent = (await reader.events(0)).at(-1)!.seq;
      // Another writer: under the write lock it writes a decision (and its event), releases the lock and
      // has not committed yet, as a batch does while its COMMIT waits for the disk.
      await other.query(`BEGIN; SELECT pg_advisory_lock(${WRITE_LOCK})`);
      await other.query(
        `INSERT INTO decisions (decision_id, verb, receipt, pins, call, replayable, unreplayable, explain, recorded_at)
         SELECT 'red:sha256:' || repeat('0', 64), verb, receipt, pins, call, replayable, unreplayable, explain, recorded_at FROM decisions WHERE decision_id = $1`,
        [first.decision_id],
      );
      await other.query("INSERT INTO events (at, kind, subject, detail) VALUES ('2026-01-01T00:00:00+00:00', 'decision.recorded', 'red:sha256:' || repeat('0', 64), '{}')");
      await other.query(`SELECT pg_advisory_unlock(${WRITE_LOCK})`);
      const second = deidentifyEntry('second note');
      await writer.record(second); // committed, with seqs above the uncommitted ones
      assert.deepEqual(await reader.graphChanges(base!.seq), [], 'the reader stops below the write in flight');
      assert.deepEqual(await reader.events(baseEvent), []);
      await other.query('COMMIT');
      const after = await reader.graphChanges(base!.seq);
      assert.deepEqual(
        after.map((c) => c.decision_id),
        [`red:sha256:${'0'.repeat(64)}`, second.decision_id],
      );
      assert.deepEqual(
        (await reader.events(baseEvent)).filter((e) => e.kind === 'decision.recorded').map((e) => e.subject),
        [`red:sha256:${'0'.repeat(64)}`, second.decision_id],
      );
    } finally {
      await other.end();
      await closeAll([writer!, reader!]);
    }
  });

  it('never lets an incremental reader pass over a row', async () => {
    const [a, b, c, reader] = (await ledgers(4)) as [Ledger, Ledger, Ledger, Ledger];
    try {
      const written = [manyEntries(240, 'wa'), manyEntries(240, 'wb'), manyEntries(240, 'wc')];
      let done = false;
      const changes: number[] = [];
      const events: number[] = [];
      const seenIds: string[] = [];
      const recordedEvents: string[] = [];
      let lastChange = 0;
      let lastEvent = 0;
      const readOnce = async () => {
        for (const ch of await reader.graphChanges(lastChange)) {
          assert.ok(ch.seq > lastChange, 'changes come in seq order, after the last seen');
          lastChange = ch.seq;
          changes.push(ch.seq);
          seenIds.push(ch.decision_id);
        }
        for (;;) {
          const page = await reader.events(lastEvent, 50);
          if (page.length === 0) break;
          for (const e of page) {
            assert.ok(e.seq > lastEvent, 'events come in seq order, after the last seen');
            lastEvent = e.seq;
            events.push(e.seq);
            if (e.kind === 'decision.recorded') recordedEvents.push(e.subject);
          }
        }
      };
      const reading = (async () => {
        while (!done) await readOnce();
      })();
      const results = await Promise.all([storeInWaves(a!, written[0]!, 3), storeInWaves(b!, written[1]!, 3), storeInWaves(c!, written[2]!, 3)]);
      done = true;
      await reading;
      await readOnce(); // everything is committed now: the reader catches up from where it stopped
      const all = written.flat().map((e) => e.decision_id);
      assert.ok(results.flat().every((r) => r.created));
      // Had the reader passed a seq still being committed, that row would be missing here for good.
      assert.deepEqual([...seenIds].sort(), [...all].sort());
      assert.equal(new Set(seenIds).size, seenIds.length);
      assert.deepEqual([...recordedEvents].sort(), [...all].sort());
      assert.equal(await reader.count(), all.length);
    } finally {
      await closeAll([a!, b!, c!, reader!]);
    }
  });

  it('keeps the same ids stored through three at once as one row each, with the first recorded_at', async () => {
    const three = await ledgers(3);
    try {
      const entries = manyEntries(60, 'dup');
      const results = await Promise.all(three.map((l) => storeInWaves(l, entries, 4)));
      for (let i = 0; i < entries.length; i++) {
        const answers = results.map((r) => r[i]!);
        assert.equal(answers.filter((r) => r.created).length, 1, 'created once');
        assert.equal(new Set(answers.map((r) => r.recorded_at)).size, 1, 'every answer names the first recorded_at');
        const stored = await three[0]!.decision(entries[i]!.decision_id);
        assert.equal(stored.recorded_at, answers[0]!.recorded_at);
      }
      assert.equal(await three[0]!.count(), entries.length);
      const recorded = (await three[1]!.events(0, 100_000)).filter((e) => e.kind === 'decision.recorded');
      assert.equal(recorded.length, entries.length, 'one event per row');
    } finally {
      await closeAll(three);
    }
  });

  it('gives a new subject one key when two store it at once', async () => {
    const [a, b] = (await ledgers(2)) as [Ledger, Ledger];
    try {
      // Same records (same subjects, new to the ledger), different decisions (other engine settings).
      const calls = Array.from({ length: 40 }, (_, i) => ({
        a: { name: `Key Race ${i}`, national_id: String(20000000000 + i) },
        b: { name: `Key Race ${i}`, national_id: String(20000000000 + i), phone: '+2348035557890' },
        entity: 'person',
      }));
      const ea = calls.map((call) => compareEntry(call));
      const eb = calls.map((call) => compareEntry(call, { ...CURRENT, threshold: 0.75 }));
      await Promise.all([storeInWaves(a!, ea, 2), storeInWaves(b!, eb, 2)]);
      for (let i = 0; i < calls.length; i++) {
        for (const id of [ea[i]!.decision_id, eb[i]!.decision_id]) {
          const r = await a!.decision(id, { reveal: true });
          assert.deepEqual(r.records!.a!.attributes, calls[i]!.a, 'the value opens with the one key kept');
          assert.deepEqual(r.records!.b!.attributes, calls[i]!.b);
        }
      }
    } finally {
      await closeAll([a!, b!]);
    }
  });

  it('lets one of two supersessions of a decision at once win, and refuses the other', async () => {
    const [a, b] = (await ledgers(2)) as [Ledger, Ledger];
    try {
      const olds = manyEntries(30, 'old');
      await storeInWaves(a!, olds, 30);
      const byA = manyEntries(30, 'newa').map((e, i) => ({ ...e, supersedes: olds[i]!.decision_id }));
      const byB = manyEntries(30, 'newb').map((e, i) => ({ ...e, supersedes: olds[i]!.decision_id }));
      const settle = (l: Ledger, e: LedgerEntry) => l.recordAsync(e).then(
        () => true,
        (err: unknown) => {
          assert.ok(hasCode('SC_DECISION_SUPERSEDED')(err), String(err));
          return false;
        },
      );
      const outcomes = await Promise.all(olds.map((_, i) => Promise.all([settle(a!, byA[i]!), settle(b!, byB[i]!)])));
      for (let i = 0; i < olds.length; i++) {
        const [wonA, wonB] = outcomes[i]!;
        assert.equal(Number(wonA) + Number(wonB), 1, 'exactly one supersession');
        const winner = wonA ? byA[i]! : byB[i]!;
        const loser = wonA ? byB[i]! : byA[i]!;
        assert.equal((await b!.decision(olds[i]!.decision_id)).superseded_by, winner.decision_id);
        assert.equal(await a!.has(loser.decision_id), false);
      }
    } finally {
      await closeAll([a!, b!]);
    }
  });
});
