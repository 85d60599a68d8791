// Golden erasure cases (issue 18), run on both backends by ledger.test.ts and ledger.pg.test.ts: values
// are sealed at rest and read back unchanged; erasing a record destroys its key, after which no read, the
// export, the events or the graph's rows hold any of its values, while decision ids, record ids,
// factors, pins and the value-free receipt are exactly as before; replay says the values were erased; a
// second erasure is reported as such; retention erases by age through the injected clock.
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { describe, it } from 'node:test';
import { BadRequestError, ConflictError, NotFoundError } from '../../src/core/errors.js';
import type { DecisionId } from '../../src/core/ids.js';
import { type CompareEntry, eraseExpired, eraseValues, type Ledger, type LedgerEntry, type StoredRecord } from '../../src/ledger/index.js';
import { CURRENT, compareEntry, deidentifyEntry, fakeCompare, fakeDeidentify, PAIRS } from './fakeVerbs.js';
import type { LedgerBackend } from './ledger.case.js';
import { hasCode } from '../helpers/codes.js';

async function exportLines(ledger: Ledger): Promise<Array<Record<string, unknown>>> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  await ledger.exportJsonl(sink);
  return Buffer.concat(chunks).toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Every read a caller can make of these decisions, as one JSON text. */
async function everyRead(ledger: Ledger, ids: DecisionId[]): Promise<string> {
  const reads: unknown[] = [];
  for (const id of ids) {
    reads.push(await ledger.decision(id), await ledger.decision(id, { reveal: true }), await ledger.explain(id), await ledger.explain(id, { reveal: true }));
  }
  reads.push(await exportLines(ledger), await ledger.events(), await ledger.pairDecisions(), await ledger.graphChanges(0), await ledger.recordsOfType('person'));
  return JSON.stringify(reads);
}

/** The value-free facts that must survive erasure unchanged. */
function facts(line: Record<string, unknown>) {
  const receipt = line.receipt as Record<string, unknown>;
  return {
    decision_id: line.decision_id,
    record_a: line.record_a,
    record_b: line.record_b,
    pins: line.pins,
    factors: receipt.factors ?? receipt.by_category,
    identity: receipt.identity ?? null,
    score: receipt.score ?? receipt.count,
    recorded_at: line.recorded_at,
  };
}

const withInputs = (call: { a: Record<string, unknown>; b: Record<string, unknown>; entity: string; jurisdiction: string }): CompareEntry => {
  const e = compareEntry(call);
  return { ...e, call: { ...e.call, a: call.a, b: call.b } };
};

export function erasureCases(b: LedgerBackend): void {
  describe(`erasure on ${b.name}`, () => {
    it('erases a record: its values leave every read and the export, ids, factors and pins stay, replay refuses', async () => {
      let now = new Date('2026-11-01T08:00:00Z');
      const ledger = await b.fresh({ clock: () => now });
      const merge = withInputs(PAIRS.merge);
      const review = withInputs(PAIRS.review);
      const doc = 'NIN 12345678901, mail adesola@example.com';
      const red = deidentifyEntry(doc);
      for (const e of [merge, review, red]) await ledger.record(e);
      const ids = [merge.decision_id, review.decision_id, red.decision_id];
      const before = await exportLines(ledger);
      // Sealed at rest, read back as given.
      assert.deepEqual((await ledger.decision(merge.decision_id, { reveal: true })).call.a, PAIRS.merge.a);
      assert.deepEqual((await ledger.getRecord(red.records!.a.id))!.text, doc);
      assert.equal((before[0]!.explain as { shared: Record<string, unknown> }).shared.national_id, '12345678901');

      now = new Date('2026-11-02T09:30:00Z');
      const subjects = [merge.records!.a.id, merge.records!.b!.id, review.records!.a.id, review.records!.b!.id, red.records!.a.id];
      const first = await eraseValues(ledger, { records: subjects, reason: 'subject_request', caller: 'dpo@example.org' });
      assert.deepEqual(first.erased, subjects);
      assert.deepEqual(first.already_erased, []);
      assert.equal(first.erased_at, '2026-11-02T09:30:00+00:00');
      assert.equal(first.decisions, 3);

      const after = await everyRead(ledger, ids);
      for (const v of [...Object.values(PAIRS.merge.a), ...Object.values(PAIRS.merge.b), ...Object.values(PAIRS.review.a), ...Object.values(PAIRS.review.b), 'adesola', 'Adesola', '12345678901', doc]) {
        assert.equal(after.includes(String(v)), false, `a value is still readable after erasure (${String(v).length} chars)`);
      }
      const lines = await exportLines(ledger);
      assert.deepEqual(lines.map(facts), before.map(facts));
      for (const line of lines) {
        assert.equal((line.erasure as { values: string }).values, 'erased');
        assert.equal((line.erasure as { erased_at: string }).erased_at, '2026-11-02T09:30:00+00:00');
      }
      const d = await ledger.decision(merge.decision_id, { reveal: true });
      assert.equal(d.decision_id, merge.decision_id);
      assert.deepEqual(d.factors, (merge.receipt as { factors: unknown }).factors);
      assert.equal(d.call.a, undefined);
      assert.equal(d.call.entity, 'person');
      assert.deepEqual(d.records!.a, { id: merge.records!.a.id, entity_type: 'person', attributes: null, text: null, first_seen: '2026-11-01T08:00:00+00:00', erased_at: '2026-11-02T09:30:00+00:00' });
      assert.deepEqual(d.erasure?.subjects, [merge.records!.a.id, merge.records!.b!.id].sort());
      const x = await ledger.explain(merge.decision_id, { reveal: true });
      assert.ok('shared' in x);
      assert.deepEqual(x.shared, {});
      assert.deepEqual(x.supporting, merge.explain!.supporting);
      const rx = await ledger.explain(red.decision_id);
      assert.ok('spans' in rx && rx.spans.length === 2 && rx.erasure?.values === 'erased');
      // Replay: a clear 400 naming the erasure, never a re-decision on other inputs.
      for (const id of ids) {
        await assert.rejects(ledger.replay(id, { compare: fakeCompare(), deidentify: fakeDeidentify() }), (e: unknown) => e instanceof BadRequestError && hasCode('SC_REPLAY_ERASED')(e));
      }
      // The erasure is kept as events: reason and caller, never a value.
      const erasedEvents = (await ledger.events()).filter((e) => e.kind === 'values.erased');
      assert.deepEqual(erasedEvents.map((e) => e.subject), subjects);
      assert.deepEqual(erasedEvents[0]!.detail, { reason: 'subject_request', caller: 'dpo@example.org' });
      assert.equal(await ledger.integrityCheck(), 'ok');

      // Idempotent: the second erasure destroys nothing and says when each was erased.
      now = new Date('2026-11-03T00:00:00Z');
      const second = await eraseValues(ledger, { records: [subjects[0]!], reason: 'subject_request', caller: null });
      assert.deepEqual(second.erased, []);
      assert.deepEqual(second.already_erased, [{ id: subjects[0], erased_at: '2026-11-02T09:30:00+00:00' }]);
      assert.match(second.note, /erased before/);
      // Storing the erased values again under the same record id is refused (409).
      await assert.rejects(ledger.record(compareEntry(PAIRS.merge, { ...CURRENT, engine: 'service-core@0.2.0' })), (e: unknown) => e instanceof ConflictError && hasCode('SC_STORE_ERASED')(e));
      await ledger.close();
    });

    it('refuses unknown ids (404, nothing erased), bad reasons and decisions that have records (400)', async () => {
      const ledger = await b.fresh();
      const merge = withInputs(PAIRS.merge);
      await ledger.record(merge);
      const unknown = `rec:sha256:${'0'.repeat(64)}`;
      await assert.rejects(eraseValues(ledger, { records: [merge.records!.a.id, unknown], reason: 'objection', caller: null }), (e: unknown) => e instanceof NotFoundError && hasCode('SC_ERASE_UNKNOWN')(e));
      assert.equal((await ledger.getRecord(merge.records!.a.id))!.erased_at, undefined);
      await assert.rejects(eraseValues(ledger, { records: ['rec:nope'], reason: 'objection', caller: null }), (e: unknown) => e instanceof NotFoundError && hasCode('SC_ERASE_UNKNOWN')(e));
      await assert.rejects(eraseValues(ledger, { records: [merge.records!.a.id], reason: 'because', caller: null }), (e: unknown) => e instanceof BadRequestError && hasCode('SC_ERASE_REASON')(e));
      await assert.rejects(eraseValues(ledger, { records: [], reason: 'objection', caller: null }), (e: unknown) => e instanceof BadRequestError && hasCode('SC_ERASE_EMPTY')(e));
      await assert.rejects(eraseValues(ledger, { decisions: [merge.decision_id], reason: 'objection', caller: null }), hasCode('SC_ERASE_NAME_RECORDS'));
      await assert.rejects(eraseValues(ledger, { decisions: [`lnk:sha256:${'1'.repeat(64)}`], reason: 'objection', caller: null }), (e: unknown) => e instanceof NotFoundError && hasCode('SC_DECISION_NOT_FOUND')(e));
      // The key table only ever loses a key: any other change is refused by the store itself.
      await assert.rejects(b.exec(ledger, "UPDATE value_keys SET key = 'AAAA'"));
      await assert.rejects(b.exec(ledger, 'DELETE FROM value_keys'));
      await assert.rejects(b.exec(ledger, "UPDATE records SET attributes = NULL"));
      // An entry carrying the sealed columns' own member would read as sealed: refused before any write.
      const sealedCall = { entity: 'person', '@sealed': 'sc1:AAAA' };
      await assert.rejects(ledger.record({ ...withInputs(PAIRS.review), call: sealedCall }), TypeError);
      assert.equal(await ledger.integrityCheck(), 'ok');
      await ledger.close();
    });

    it('erases a decision about no stored record (a link batch) by its own id', async () => {
      const ledger = await b.fresh();
      const LINK_ID = `lnk:sha256:${'2'.repeat(64)}` as DecisionId<'lnk'>;
      const summary = { entity: 'person', mode: 'dedupe', decided: { same_entity: 0, review: 0 }, clusters: { count: 1, transitive: 0 }, blocking: { candidate_pairs: 0 }, pins: {} };
      const receipt = { decision_id: LINK_ID, summary, clusters: [{ members: [{ id: 'Adesola Okonkwo' }] }] };
      const link: LedgerEntry = {
        verb: 'link',
        decision_id: LINK_ID,
        receipt,
        call: { entity: 'person', records: [{ name: 'Adesola Okonkwo' }] },
      };
      await ledger.record(link);
      assert.match(JSON.stringify(await exportLines(ledger)), /Adesola/);
      const r = await eraseValues(ledger, { decisions: [link.decision_id], reason: 'no_longer_necessary', caller: null });
      assert.deepEqual(r.erased, [link.decision_id]);
      const lines = await exportLines(ledger);
      assert.doesNotMatch(JSON.stringify(lines), /Adesola/);
      assert.deepEqual((lines[0]!.receipt as { summary: unknown }).summary, summary);
      await ledger.close();
    });

    it('reads a type\'s records in keyset pages: the pages join to the whole read; an erasure between pages drops no other record', async () => {
      const ledger = await b.fresh();
      for (let k = 0; k < 4; k++) {
        const name = `Person ${k} Okonkwo`;
        await ledger.record(withInputs({ ...PAIRS.merge, a: { ...PAIRS.merge.a, name }, b: { ...PAIRS.merge.b, name } }));
      }
      const all = await ledger.recordsOfType('person');
      assert.equal(new Set(all.map((r) => r.id)).size, 8);
      const paged: StoredRecord[] = [];
      let after: string | undefined;
      for (;;) {
        const page = await ledger.recordsOfType('person', after, 3);
        paged.push(...page);
        if (page.length < 3) break;
        after = page[page.length - 1]!.id;
      }
      assert.deepEqual(paged, all);
      assert.deepEqual(await ledger.recordsOfType('person', undefined, 3), all.slice(0, 3));
      // The page's last record and one before it are erased before the next page is read: the cursor
      // (a record id, its rowid / ord) still holds, so the next page starts right after it.
      await eraseValues(ledger, { records: [all[0]!.id, all[2]!.id], reason: 'subject_request', caller: null });
      assert.deepEqual(await ledger.recordsOfType('person', all[2]!.id, 100), all.slice(3));
      assert.deepEqual(await ledger.recordsOfType('person', all[2]!.id), all.slice(3));
      assert.deepEqual(await ledger.recordsOfType('person'), [all[1], ...all.slice(3)]);
      assert.deepEqual(await ledger.recordsOfType('person', all[7]!.id, 3), []);
      assert.deepEqual(await ledger.recordsOfType('document', undefined, 3), []);
      await ledger.close();
    });

    it('retention erases the subjects first stored more than N days ago, through the injected clock', async () => {
      let now = new Date('2026-01-01T00:00:00Z');
      const ledger = await b.fresh({ clock: () => now });
      const old = withInputs(PAIRS.merge);
      await ledger.record(old);
      now = new Date('2026-03-01T00:00:00Z');
      const fresh = withInputs(PAIRS.review);
      await ledger.record(fresh);
      const swept = await eraseExpired(ledger, { days: 30, clock: () => now });
      assert.equal(swept.erased, 2);
      assert.equal(swept.cutoff, '2026-01-30T00:00:00+00:00');
      assert.ok((await ledger.getRecord(old.records!.a.id))!.erased_at);
      assert.deepEqual((await ledger.getRecord(fresh.records!.a.id))!.attributes, PAIRS.review.a);
      assert.equal((await eraseExpired(ledger, { days: 30, clock: () => now })).erased, 0);
      const events = (await ledger.events()).filter((e) => e.kind === 'values.erased');
      assert.deepEqual(events.map((e) => e.detail), [{ reason: 'retention', caller: null }, { reason: 'retention', caller: null }]);
      await ledger.close();
    });
  });
}
