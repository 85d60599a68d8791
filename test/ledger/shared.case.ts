// Golden ledger cases about what a shared store must guarantee, run against every backend with
// ledger.case.ts: concurrent stores of one id (also through two handles) stay one row, supersession,
// append-only enforced by the database itself, a failing entry failing alone in its group commit, and
// a fixed scenario whose every read equals test/ledger/fixtures/golden-ledger.json (regenerate it with
// UPDATE_GOLDEN=1 only on purpose: both backends are checked against the same file).
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, it } from 'node:test';
import { BadRequestError, NotFoundError } from '../../src/core/errors.js';
import type { DecisionId } from '../../src/core/ids.js';
import { type Ledger, type LedgerEntry, parseDecisionId, settleCase } from '../../src/ledger/index.js';
import { compareEntry, deidentifyEntry, fakeCompare, fakeDeidentify, manyEntries, PAIRS } from './fakeVerbs.js';
import type { LedgerBackend } from './ledger.case.js';
import { hasCode } from '../helpers/codes.js';

const GOLDEN = join(import.meta.dirname, 'fixtures', 'golden-ledger.json');
const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/;

/** Replaces every timestamp (recorded_at, first_seen, at) by "<time>" after checking its shape. */
function untimed(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (k, v) => {
    if ((k === 'recorded_at' || k === 'first_seen' || k === 'at') && typeof v === 'string') {
      assert.match(v, TIME);
      return '<time>';
    }
    return v;
  });
}

/** The scenario: every verb kind, a shared record, a supersession chain, a duplicate. */
function scenario(): { entries: LedgerEntry[]; superseding: LedgerEntry } {
  const merge = compareEntry(PAIRS.merge);
  const superseding = { ...compareEntry({ ...PAIRS.merge, b: { ...PAIRS.merge.b, email: 'adesola@example.com' } }), supersedes: merge.decision_id };
  return {
    entries: [merge, compareEntry(PAIRS.review), compareEntry(PAIRS.different), compareEntry(PAIRS.text), deidentifyEntry('🙂 NIN 12345678901, mail a.b@example.com'), merge],
    superseding,
  };
}

async function readAll(ledger: Ledger, ids: DecisionId[]) {
  const runners = { compare: fakeCompare(), deidentify: fakeDeidentify() };
  const reads: Record<string, unknown> = {};
  for (const id of ids) {
    reads[id] = {
      decision: await ledger.decision(id),
      revealed: await ledger.decision(id, { reveal: true }),
      explain: await ledger.explain(id),
      // An analyst's settle decision is refused (400): nothing software decided can be re-run.
      replay: await ledger.replay(id, runners).catch((e: unknown) => ({ refused: e instanceof BadRequestError, detail: (e as Error).message })),
    };
  }
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  const exported = await ledger.exportJsonl(sink);
  const lines = Buffer.concat(chunks).toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as unknown);
  assert.equal(lines.length, exported);
  const changes = await ledger.graphChanges(0);
  assert.ok(changes.length >= 3);
  const events = (await ledger.events()).filter((e) => e.kind !== 'schema.migrated').map(({ seq: _s, ...e }) => e);
  // getRecords reads many at once: the same records as getRecord one by one, in the order asked, null for an unknown id.
  const ids2 = [...new Set(changes.flatMap((c) => [c.record_a, c.record_b]).filter((x): x is string => x !== null))];
  const asked = [...ids2].reverse().concat(['no-such-record', ids2[0]!]);
  assert.ok(ids2.length >= 2);
  assert.deepEqual(await ledger.getRecords(asked), await Promise.all(asked.map((id) => ledger.getRecord(id))));
  assert.equal((await ledger.getRecords(asked)).at(-2), null);
  assert.deepEqual(await ledger.getRecords([]), []);
  return untimed({
    reads,
    export: lines,
    events,
    pairs: (await ledger.pairDecisions()).map(({ seq: _s, ...p }) => p),
    // Every decision as the entity graph applies it, from the start and from the third on.
    changes: changes.map(({ seq: _s, pair, ...c }) => ({ ...c, pair: pair && { ...pair, seq: undefined } })),
    changesAfterThird: (await ledger.graphChanges(changes[2]!.seq)).map((c) => c.decision_id),
    records: await ledger.recordsOfType('person'),
    record: await ledger.getRecord(String(lines[0] && (lines[0] as { record_a: string }).record_a)),
    count: await ledger.count(),
  });
}

export function sharedLedgerCases(b: LedgerBackend): void {
  describe(`shared-store cases on ${b.name}`, () => {
    it('keeps concurrent stores of one id as one row, also through a second handle', async () => {
      const ledger = await b.fresh();
      const other = await b.reopen(ledger);
      const entry = compareEntry(PAIRS.merge);
      const results = await Promise.all(Array.from({ length: 32 }, (_, i) => (i % 2 === 0 ? ledger : other).recordAsync(entry)));
      assert.equal(results.filter((r) => r.created).length, 1);
      assert.equal(new Set(results.map((r) => r.recorded_at)).size, 1);
      assert.equal(await ledger.count(), 1);
      assert.equal(await other.count(), 1);
      assert.equal((await ledger.events()).filter((e) => e.kind === 'decision.recorded').length, 1);
      await other.close();
      await ledger.close();
    });

    it('writes many concurrent distinct stores from two handles, each exactly once, seq in order', async () => {
      const ledger = await b.fresh();
      const other = await b.reopen(ledger);
      const entries = manyEntries(200, b.name);
      const results = await Promise.all(entries.map((e, i) => (i % 3 === 0 ? other : ledger).recordAsync(e)));
      assert.equal(results.every((r) => r.created), true);
      assert.equal(await ledger.count(), 200);
      const recorded = (await ledger.events(0, 10_000)).filter((e) => e.kind === 'decision.recorded');
      assert.equal(recorded.length, 200);
      assert.deepEqual(recorded.map((e) => e.seq), [...recorded.map((e) => e.seq)].sort((x, y) => x - y));
      assert.equal(await ledger.integrityCheck(), 'ok');
      await other.close();
      await ledger.close();
    });

    it('supersedes once: the old decision leaves the graph; a second supersession is a 400, an unknown id a 404', async () => {
      const ledger = await b.fresh();
      const { entries, superseding } = scenario();
      await ledger.record(entries[0]!);
      const res = await ledger.record(superseding);
      assert.equal(res.created, true);
      assert.equal((await ledger.decision(entries[0]!.decision_id)).superseded_by, superseding.decision_id);
      assert.equal((await ledger.decision(superseding.decision_id)).supersedes, entries[0]!.decision_id);
      assert.deepEqual((await ledger.pairDecisions()).map((p) => p.decision_id), [superseding.decision_id]);
      const third = { ...compareEntry(PAIRS.review), supersedes: entries[0]!.decision_id };
      await assert.rejects(ledger.record(third), (e: unknown) => e instanceof BadRequestError && hasCode('SC_DECISION_SUPERSEDED')(e));
      await assert.rejects(ledger.record({ ...third, supersedes: parseDecisionId(`dec:sha256:${'e'.repeat(64)}`) }), (e: unknown) => e instanceof NotFoundError && hasCode('SC_DECISION_NOT_FOUND')(e));
      assert.equal(await ledger.count(), 2);
      const kinds = (await ledger.events()).map((e) => e.kind);
      assert.equal(kinds.filter((k) => k === 'decision.superseded').length, 1);
      await ledger.close();
    });

    it('stores a decision and its successor queued in the same group commit, in order, with one link', async () => {
      const ledger = await b.fresh();
      const { entries, superseding } = scenario();
      const [first, second] = await Promise.all([ledger.recordAsync(entries[0]!), ledger.recordAsync(superseding)]);
      assert.equal(first.created && second.created, true);
      assert.equal((await ledger.decision(entries[0]!.decision_id)).superseded_by, superseding.decision_id);
      assert.deepEqual((await ledger.pairDecisions()).map((p) => p.decision_id), [superseding.decision_id]);
      const events = (await ledger.events()).map((e) => `${e.kind} ${e.subject}`);
      const at = (line: string) => events.indexOf(line);
      assert.ok(at(`decision.recorded ${entries[0]!.decision_id}`) < at(`decision.recorded ${superseding.decision_id}`), events.join('\n'));
      assert.equal(at(`decision.superseded ${entries[0]!.decision_id}`), at(`decision.recorded ${superseding.decision_id}`) + 1, events.join('\n'));
      await ledger.close();
    });

    it('fails a bad entry alone inside a group commit', async () => {
      const ledger = await b.fresh();
      const good = compareEntry(PAIRS.merge);
      const bad = { ...compareEntry(PAIRS.review), supersedes: parseDecisionId(`xwd:sha256:${'f'.repeat(64)}`) };
      const [g, x] = await Promise.allSettled([ledger.recordAsync(good), ledger.recordAsync(bad)]);
      assert.equal(g.status, 'fulfilled');
      assert.equal(x.status, 'rejected');
      assert.ok((x as PromiseRejectedResult).reason instanceof NotFoundError);
      assert.equal(await ledger.has(good.decision_id), true);
      assert.equal(await ledger.has(bad.decision_id), false);
      await ledger.close();
    });

    it('refuses UPDATE and DELETE in the database itself; superseded_by may be set once', async () => {
      const ledger = await b.fresh();
      const merge = compareEntry(PAIRS.merge);
      const other = compareEntry(PAIRS.review);
      await ledger.record(merge);
      await ledger.record(other);
      for (const sql of [
        "UPDATE decisions SET receipt = '{}'",
        "UPDATE decisions SET recorded_at = 'x'",
        'DELETE FROM decisions',
        "UPDATE records SET text = 'x'",
        'DELETE FROM records',
        "UPDATE events SET kind = 'x'",
        'DELETE FROM events',
      ]) {
        await assert.rejects(b.exec(ledger, sql), /append-only/, sql);
      }
      await b.exec(ledger, `UPDATE decisions SET superseded_by = '${other.decision_id}' WHERE decision_id = '${merge.decision_id}'`);
      await assert.rejects(b.exec(ledger, `UPDATE decisions SET superseded_by = NULL WHERE decision_id = '${merge.decision_id}'`), /append-only/);
      assert.equal(await ledger.count(), 2);
      await ledger.close();
    });

    it('answers the golden scenario byte for byte (decision, explain, replay, export, events, graph, settle)', async () => {
      const ledger = await b.fresh();
      const { entries, superseding } = scenario();
      for (const e of entries) await ledger.record(e);
      await Promise.all([ledger.recordAsync(superseding), ledger.recordAsync(entries[1]!)]);
      // An analyst settles the held pair (review): a `stl:` decision superseding it (schema migration 3).
      const settled = await settleCase(ledger, { decision_id: entries[1]!.decision_id, outcome: 'keep_apart', analyst: 'analyst-1' });
      assert.match(settled.decision_id, /^stl:sha256:[0-9a-f]{64}$/);
      assert.equal(settled.created, true);
      assert.equal((await settleCase(ledger, { decision_id: entries[1]!.decision_id, outcome: 'keep_apart', analyst: 'analyst-1' })).created, false);
      const ids = [...new Set([...entries, superseding].map((e) => e.decision_id)), settled.decision_id];
      const got = await readAll(ledger, ids);
      if (process.env.UPDATE_GOLDEN === '1') writeFileSync(GOLDEN, `${JSON.stringify(got, null, 1)}\n`);
      assert.deepEqual(got, JSON.parse(readFileSync(GOLDEN, 'utf8')));
      await ledger.close();
    });
  });
}
