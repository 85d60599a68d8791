// The golden ledger case suite, run against every backend (the pattern hono uses for its routers: one
// suite, one small adapter per implementation): test/ledger/ledger.test.ts runs it on SQLite and
// test/ledger/ledger.pg.test.ts on a throwaway PostgreSQL cluster. Besides the per-case assertions, a
// fixed scenario's reads (decision, explain, replay, export, events, entity-graph edges) must equal the
// one golden file test/ledger/fixtures/golden-ledger.json, so both backends answer identically.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestError, NotFoundError, NotImplementedError } from '../../src/core/errors.js';
import type { DecisionId } from '../../src/core/ids.js';
import { maskValue } from '../../src/core/mask.js';
import { type CompareExplanation, type DeidentifyExplanation, type Ledger, type OpenOptions, parseDecisionId, storableCall } from '../../src/ledger/index.js';
import { CURRENT, compareEntry, deidentifyEntry, fakeCompare, fakeDeidentify, PAIRS } from './fakeVerbs.js';
import { hasCode, hasError } from '../helpers/codes.js';

export interface LedgerBackend {
  name: 'sqlite' | 'postgres';
  /** A new, empty ledger (options: the injectable clock). */
  fresh(options?: Pick<OpenOptions, 'clock'>): Promise<Ledger>;
  /** A second, independent handle on the same store (another process or instance would hold one). */
  reopen(ledger: Ledger): Promise<Ledger>;
  /** Runs one raw SQL statement on the store, bypassing the library (to show the database refuses it). */
  exec(ledger: Ledger, sql: string): Promise<void>;
}

const RECORDED_AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/;
const CONTRACT_FIELDS = [
  'decision_id',
  'verb',
  'identity',
  'action',
  'score',
  'explanation',
  'factors',
  'pins',
  'call',
  'recorded_at',
  'supersedes',
  'superseded_by',
  'record_a',
  'record_b',
];
/** A `{then, now}` entry of `changed`. */
const mv = (then: unknown, now: unknown) => ({ then, now });

export function ledgerCases(b: LedgerBackend): void {
describe(`ledger cases on ${b.name}`, () => {
  describe('store and read back', () => {
    it('keeps an xwd: decision with every contract field and no values unless revealed', async () => {
      const ledger = await b.fresh();
      const entry = compareEntry(PAIRS.merge);
      const res = await ledger.record(entry);
      assert.equal(res.created, true);
      assert.match(res.recorded_at, RECORDED_AT);
      const d = await ledger.decision(entry.decision_id);
      for (const f of CONTRACT_FIELDS) assert.ok(f in d, `missing ${f}`);
      assert.match(d.decision_id, /^xwd:sha256:[0-9a-f]{64}$/);
      assert.equal(d.verb, 'compare');
      assert.equal(d.identity, 'same_entity');
      assert.equal(d.action, 'merge');
      assert.equal(d.score, 1);
      assert.deepEqual(d.factors, { name: 1, national_id: 1 });
      assert.equal(d.pins.engine, 'service-core@0.1.0');
      assert.deepEqual(d.call, { entity: 'person', jurisdiction: 'NG' });
      assert.equal(d.recorded_at, res.recorded_at);
      assert.equal(d.supersedes, null);
      assert.equal(d.superseded_by, null);
      assert.equal(d.record_a, entry.records!.a.id);
      assert.equal(d.record_b, entry.records!.b!.id);
      assert.equal(d.records!.a!.id, entry.records!.a.id, 'records are shown, masked');
      assert.equal(d.records!.a!.attributes!.national_id, '1234*******');
      assert.equal(JSON.stringify(d).includes('12345678901'), false, 'no raw value without reveal');
      assert.equal(JSON.stringify(d).includes('attestation'), false);
      const r = await ledger.decision(entry.decision_id, { reveal: true });
      assert.deepEqual(r.records!.a!.attributes, PAIRS.merge.a);
      assert.deepEqual(r.records!.b!.attributes, PAIRS.merge.b);
      assert.equal(r.records!.a!.id, d.record_a);
      await ledger.close();
    });

    it('keeps a dec: decision of a text compare, texts only with reveal', async () => {
      const ledger = await b.fresh();
      const entry = compareEntry(PAIRS.text);
      entry.call = { ...entry.call, a: PAIRS.text.a, b: PAIRS.text.b };
      await ledger.record(entry);
      const d = await ledger.decision(entry.decision_id);
      assert.match(d.decision_id, /^dec:sha256:/);
      assert.deepEqual(d.call, { entity: 'person', jurisdiction: 'NG', backend: 'basic', a: maskValue(PAIRS.text.a), b: maskValue(PAIRS.text.b) });
      assert.equal(JSON.stringify(d).includes('Okonkwo'), false);
      assert.equal((d.pins.provenance as Record<string, unknown>).backend, 'basic');
      const r = await ledger.decision(entry.decision_id, { reveal: true });
      assert.equal(r.records!.a!.text, PAIRS.text.a);
      assert.equal(r.call.a, PAIRS.text.a);
      await ledger.close();
    });

    it('keeps a red: decision with statute, value-free spans and by_category; the salt is never stored', async () => {
      const ledger = await b.fresh();
      const text = '🙂 Amina, NIN 12345678901, amina@example.com, again 98765432109';
      const entry = deidentifyEntry(text, undefined, 'secret-salt');
      await ledger.record(entry);
      const d = await ledger.decision(entry.decision_id);
      for (const f of CONTRACT_FIELDS) assert.ok(f in d, `missing ${f}`);
      assert.match(d.decision_id, /^red:sha256:/);
      assert.equal(d.verb, 'deidentify');
      assert.equal(d.identity, 'deidentified');
      assert.equal(d.action, 'statute');
      assert.equal(d.statute, 'NDPA 2023');
      assert.equal(d.jurisdiction, 'NG');
      assert.equal(d.count, 3);
      assert.equal(d.score, 3);
      assert.deepEqual(d.by_category, { 'PII-2-NIN': 2, 'PII-3-EMAIL': 1 });
      assert.deepEqual(d.factors, d.by_category);
      assert.equal(d.explanation, '3 spans under NDPA 2023 (statute)');
      assert.equal(d.spans!.length, 3);
      assert.deepEqual(Object.keys(d.spans![0]!).sort(), ['action', 'category', 'citation', 'confidence', 'detector', 'end', 'start']);
      assert.equal(d.record_a, d.record_b);
      assert.equal(JSON.stringify(d).includes('12345678901'), false);
      assert.equal(JSON.stringify(d).includes('secret-salt'), false);
      assert.equal('salt' in d.call, false);
      const r = await ledger.decision(entry.decision_id, { reveal: true });
      assert.equal(r.records!.a!.text, text);
      await ledger.close();
    });

    it('is idempotent: the same id again writes nothing and keeps the first recorded_at', async () => {
      const ledger = await b.fresh();
      const entry = compareEntry(PAIRS.merge);
      const first = await ledger.record(entry);
      assert.match(first.recorded_at, RECORDED_AT);
      const again = await ledger.record(entry);
      assert.deepEqual(again, { decision_id: entry.decision_id, recorded_at: first.recorded_at, created: false });
      assert.equal(await ledger.count(), 1);
      assert.equal((await ledger.decision(entry.decision_id)).recorded_at, first.recorded_at);
      const kinds = (await ledger.events()).map((e) => e.kind);
      assert.equal(kinds.filter((k) => k === 'decision.recorded').length, 1);
      assert.equal(kinds.filter((k) => k === 'record.stored').length, 2);
      await ledger.close();
    });

    it('reads recorded_at from the injected clock; a later store of the same id keeps the first', async () => {
      let now = new Date('2026-11-22T04:05:06.789Z');
      const ledger = await b.fresh({ clock: () => now });
      const entry = compareEntry(PAIRS.merge);
      assert.equal((await ledger.record(entry)).recorded_at, '2026-11-22T04:05:06+00:00');
      now = new Date('2026-11-22T05:00:00Z');
      assert.equal((await ledger.record(entry)).recorded_at, '2026-11-22T04:05:06+00:00');
      const later = await ledger.record(compareEntry(PAIRS.review));
      assert.equal(later.recorded_at, '2026-11-22T05:00:00+00:00');
      assert.equal((await ledger.decision(later.decision_id)).recorded_at, '2026-11-22T05:00:00+00:00');
      await ledger.close();
    });

    it('shares one record row between decisions about the same record', async () => {
      const ledger = await b.fresh();
      await ledger.record(compareEntry(PAIRS.merge));
      await ledger.record(compareEntry({ ...PAIRS.merge, b: PAIRS.review.b }));
      assert.equal((await ledger.events()).filter((e) => e.kind === 'record.stored').length, 3);
      await ledger.close();
    });
  });

  describe('404', () => {
    it('answers no decision for unknown and malformed ids on every read', async () => {
      const ledger = await b.fresh();
      await ledger.record(compareEntry(PAIRS.merge));
      const unknown = 'dec:sha256:0000' as DecisionId;
      // Unchecked ids, as a JavaScript caller could pass them (TypeScript callers go through parseDecisionId).
      for (const id of [unknown, `xwd:sha256:${'0'.repeat(64)}`, 'not an id', '', '../../etc/passwd'] as DecisionId[]) {
        await assert.rejects(async () => ledger.decision(id), (e: unknown) => e instanceof NotFoundError && e.status === 404 && hasCode('SC_DECISION_NOT_FOUND')(e));
        await assert.rejects(async () => ledger.explain(id), (e: unknown) => e instanceof NotFoundError && hasCode('SC_DECISION_NOT_FOUND')(e));
        await assert.rejects(ledger.replay(id, {}), (e: unknown) => e instanceof NotFoundError && hasCode('SC_DECISION_NOT_FOUND')(e));
        assert.equal(await ledger.has(id), false);
      }
      // The id is quoted as a safe token (core/safeToken.ts).
      await assert.rejects(async () => ledger.decision(unknown), hasError('SC_DECISION_NOT_FOUND', { decision: "'dec:sha256:0000'" }));
      // The id check of a caller's id (HTTP path, tool input) answers the same 404 before any read.
      assert.throws(() => parseDecisionId('dec:sha256:0000'), hasError('SC_DECISION_NOT_FOUND', { decision: "'dec:sha256:0000'" }));
      assert.throws(() => parseDecisionId('../../etc/passwd'), hasCode('SC_DECISION_NOT_FOUND'));
      assert.equal(parseDecisionId(`xwd:sha256:${'0'.repeat(64)}`), `xwd:sha256:${'0'.repeat(64)}`);
      await ledger.close();
    });
  });

  describe('recording rejects programming errors', () => {
    it('refuses an id of the wrong shape or prefix for the verb', async () => {
      const ledger = await b.fresh();
      const entry = compareEntry(PAIRS.merge);
      await assert.rejects(async () => ledger.record({ ...entry, decision_id: 'xwd:sha256:abc' as DecisionId<'xwd'> }), TypeError);
      // @ts-expect-error a compare entry cannot claim verb deidentify (a JavaScript caller could: refused at run time)
      await assert.rejects(async () => ledger.record({ ...entry, verb: 'deidentify' }), /cannot have a xwd: id/);
      const other = `xwd:sha256:${'1'.repeat(64)}` as DecisionId<'xwd'>;
      await assert.rejects(async () => ledger.record({ ...entry, receipt: { ...entry.receipt, decision_id: other } }), /differs/);
      assert.equal(await ledger.count(), 0);
      await ledger.close();
    });
  });

  describe('explain', () => {
    it('explains a merge: supporting, refuting, missing, masked shared, gate', async () => {
      const ledger = await b.fresh();
      const entry = compareEntry(PAIRS.merge);
      await ledger.record(entry);
      const e = (await ledger.explain(entry.decision_id)) as CompareExplanation;
      assert.equal(e.identity, 'same_entity');
      assert.equal(e.action, 'merge');
      assert.equal(e.basis, 'pack:person');
      assert.equal(e.explanation, 'agrees on name, national_id');
      assert.deepEqual(e.supporting, ['name', 'national_id']);
      assert.deepEqual(e.refuting, []);
      assert.deepEqual(e.missing, ['email', 'phone']);
      assert.deepEqual(e.shared, { name: 'Ades***********', national_id: '1234*******' });
      assert.deepEqual(e.gate, { clearing_signal: 'national_id', distinctive_cleared: true, floor: 0.75 });
      const r = (await ledger.explain(entry.decision_id, { reveal: true })) as CompareExplanation;
      assert.deepEqual(r.shared, { name: 'Adesola Okonkwo', national_id: '12345678901' });
      await ledger.close();
    });

    it('explains a review and a different', async () => {
      const ledger = await b.fresh();
      const review = compareEntry(PAIRS.review);
      const different = compareEntry(PAIRS.different);
      await ledger.record(review);
      await ledger.record(different);
      const rv = (await ledger.explain(review.decision_id)) as CompareExplanation;
      assert.equal(rv.identity, 'review');
      assert.equal(rv.action, 'hold');
      assert.deepEqual(rv.supporting, ['name']);
      assert.deepEqual(rv.refuting, ['dob', 'national_id']);
      assert.deepEqual(rv.gate, { clearing_signal: null, distinctive_cleared: false, floor: 0.75 });
      const df = (await ledger.explain(different.decision_id)) as CompareExplanation;
      assert.equal(df.identity, 'different');
      assert.equal(df.action, 'no_op');
      assert.deepEqual(df.supporting, []);
      assert.deepEqual(df.refuting, ['name', 'national_id']);
      assert.deepEqual(df.shared, {});
      await ledger.close();
    });

    it('derives the explanation from factors and stored records when the engine gave none', async () => {
      const ledger = await b.fresh();
      const entry = compareEntry({
        a: { full_name: 'Adesola Okonkwo', nin: '12345678901', phone_number: '+2348035557890' },
        b: { full_name: 'Adesola  okonkwo', nin: '12345678901' },
      });
      delete entry.explain;
      entry.receipt = { ...entry.receipt, factors: { name: 0.97, national_id: 1, address: 0.2 } };
      await ledger.record(entry);
      const e = (await ledger.explain(entry.decision_id)) as CompareExplanation;
      assert.deepEqual(e.supporting, ['name', 'national_id']);
      assert.deepEqual(e.refuting, ['address']);
      assert.deepEqual(e.missing, ['registration_id', 'phone', 'email', 'dob']);
      assert.deepEqual(e.shared, { name: 'Ades***********', national_id: '1234*******' });
      assert.deepEqual(e.gate, { clearing_signal: null, distinctive_cleared: null, floor: null });
      const { explain: _none, ...text } = compareEntry(PAIRS.text);
      await ledger.record(text);
      const t = (await ledger.explain(text.decision_id)) as CompareExplanation;
      assert.equal(t.gate.floor, 0.75, 'the floor falls back to the pinned distinctive floor');
      await ledger.close();
    });

    it('explains a red: decision with statute, sorted citations, by_category and value-free spans', async () => {
      const ledger = await b.fresh();
      const entry = deidentifyEntry('🙂 NIN 12345678901 and 98765432109, mail a.b@example.com');
      await ledger.record(entry);
      const e = (await ledger.explain(entry.decision_id)) as DeidentifyExplanation;
      assert.equal(e.verb, 'deidentify');
      assert.equal(e.statute, 'NDPA 2023');
      assert.deepEqual(e.citations, ['NDPA 2023 s.24', 'NDPA 2023 s.30']);
      assert.deepEqual(e.by_category, { 'PII-2-NIN': 2, 'PII-3-EMAIL': 1 });
      assert.equal(e.spans.length, 3);
      assert.equal(JSON.stringify(e).includes('12345678901'), false);
      assert.equal(e.basis, 'statute:NDPA 2023');
      await ledger.close();
    });
  });

  describe('replay', () => {
    const runners = { compare: fakeCompare(), deidentify: fakeDeidentify() };

    it('reproduces each kind with the same engine', async () => {
      const ledger = await b.fresh();
      const text = compareEntry(PAIRS.text);
      const entries = [compareEntry(PAIRS.merge), text, deidentifyEntry('NIN 12345678901', CURRENT, 'salted')];
      for (const e of entries) await ledger.record(e);
      for (const e of entries) {
        const r = await ledger.replay(e.decision_id, runners);
        assert.equal(r.reproduced, true, e.decision_id);
        assert.deepEqual(r.changed, {});
        assert.equal(r.decision_id, e.decision_id);
        assert.equal(r.now.decision_id, e.decision_id);
        assert.deepEqual(Object.keys(r.now), ['decision_id', 'identity', 'action', 'score', 'factors']);
      }
      await ledger.close();
    });

    it('reports exactly what moved after an engine-version and threshold change', async () => {
      const ledger = await b.fresh();
      const entry = compareEntry(PAIRS.borderline);
      await ledger.record(entry);
      const newer = { engine: 'service-core@0.2.0', threshold: 0.8, review: 0.4 };
      const r = await ledger.replay(entry.decision_id, { compare: fakeCompare(newer) });
      assert.equal(r.reproduced, false);
      assert.notEqual(r.now.decision_id, entry.decision_id);
      assert.deepEqual(r.changed, {
        identity: mv('same_entity', 'review'),
        action: mv('merge', 'hold'),
        'pins.engine': mv('service-core@0.1.0', 'service-core@0.2.0'),
        'pins.threshold': mv(0.7, 0.8),
      });
      assert.equal(r.now.identity, 'review');
      await ledger.close();
    });

    it('names moved factors and score', async () => {
      const ledger = await b.fresh();
      const entry = compareEntry(PAIRS.review);
      await ledger.record(entry);
      const tweaked = (call: Record<string, unknown>) => {
        const r = fakeCompare()(call);
        r.receipt.factors = { ...r.receipt.factors, dob: 0.5, geo: 0.1 };
        r.receipt.score = 0.5667;
        return r;
      };
      const r = await ledger.replay(entry.decision_id, { compare: tweaked });
      assert.deepEqual(r.changed, {
        score: mv(0.5333, 0.5667),
        'factors.dob': mv(0.3, 0.5),
        'factors.geo': mv(null, 0.1),
      });
      await ledger.close();
    });

    it('refuses (400) a decision whose call could not be stored, and 501 without a runner', async () => {
      const ledger = await b.fresh();
      const { call, unreplayable } = storableCall({ entity: 'person', scorer: () => 1, salt: 's', when: new Date(0) });
      assert.deepEqual(call, { entity: 'person' });
      assert.deepEqual(unreplayable, ['scorer', 'when']);
      const entry = { ...compareEntry(PAIRS.merge), call: { entity: 'person', scorer: () => 1 } };
      await ledger.record(entry);
      assert.deepEqual((await ledger.decision(entry.decision_id)).call, { entity: 'person' });
      await assert.rejects(
        ledger.replay(entry.decision_id, runners),
        (e: unknown) => e instanceof BadRequestError && hasError('SC_REPLAY_NOT_RERUNNABLE', { decision: entry.decision_id, names: 'scorer' })(e),
      );
      const plain = compareEntry(PAIRS.different);
      await ledger.record(plain);
      await assert.rejects(ledger.replay(plain.decision_id, {}), (e: unknown) => e instanceof NotImplementedError && hasCode('SC_REPLAY_NOT_IMPLEMENTED')(e));
      const flagged = { ...compareEntry(PAIRS.review), replayable: false };
      await ledger.record(flagged);
      await assert.rejects(ledger.replay(flagged.decision_id, runners), hasError('SC_REPLAY_NOT_RERUNNABLE', { decision: flagged.decision_id, names: 'arguments not kept' }));
      await ledger.close();
    });
  });
});
}
