import assert from 'node:assert/strict';
import { maskValue } from '../../src/core/mask.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { NotFoundError } from '../../src/core/errors.js';
import { openLedger } from '../../src/ledger/index.js';
import { compareEntry, deidentifyEntry, PAIRS } from './fakeVerbs.js';

const dir = mkdtempSync(join(tmpdir(), 'ledger-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const fresh = () => openLedger(join(dir, `l${n++}`, 'ledger.db'));

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

describe('store and read back', () => {
  it('keeps an xwd: decision with every contract field and no values unless revealed', () => {
    const ledger = fresh();
    const entry = compareEntry(PAIRS.merge);
    const res = ledger.record(entry);
    assert.equal(res.created, true);
    assert.match(res.recorded_at, RECORDED_AT);
    const d = ledger.decision(entry.decision_id);
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
    const r = ledger.decision(entry.decision_id, { reveal: true });
    assert.deepEqual(r.records!.a!.attributes, PAIRS.merge.a);
    assert.deepEqual(r.records!.b!.attributes, PAIRS.merge.b);
    assert.equal(r.records!.a!.id, d.record_a);
    ledger.close();
  });

  it('keeps a dec: decision of a text compare, texts only with reveal', () => {
    const ledger = fresh();
    const entry = compareEntry(PAIRS.text);
    entry.call = { ...entry.call, a: PAIRS.text.a, b: PAIRS.text.b };
    ledger.record(entry);
    const d = ledger.decision(entry.decision_id);
    assert.match(d.decision_id, /^dec:sha256:/);
    assert.deepEqual(d.call, { entity: 'person', jurisdiction: 'NG', backend: 'basic', a: maskValue(PAIRS.text.a), b: maskValue(PAIRS.text.b) });
    assert.equal(JSON.stringify(d).includes('Okonkwo'), false);
    assert.equal((d.pins.provenance as Record<string, unknown>).backend, 'basic');
    const r = ledger.decision(entry.decision_id, { reveal: true });
    assert.equal(r.records!.a!.text, PAIRS.text.a);
    assert.equal(r.call.a, PAIRS.text.a);
    ledger.close();
  });

  it('keeps a red: decision with statute, value-free spans and by_category; the salt is never stored', () => {
    const ledger = fresh();
    const text = '🙂 Amina, NIN 12345678901, amina@example.com, again 98765432109';
    const entry = deidentifyEntry(text, undefined, 'secret-salt');
    ledger.record(entry);
    const d = ledger.decision(entry.decision_id);
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
    const r = ledger.decision(entry.decision_id, { reveal: true });
    assert.equal(r.records!.a!.text, text);
    ledger.close();
  });

  it('is idempotent: the same id again writes nothing and keeps the first recorded_at', (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: Date.parse('2026-11-22T04:05:06.700Z') });
    const ledger = fresh();
    const entry = compareEntry(PAIRS.merge);
    const first = ledger.record(entry);
    assert.equal(first.recorded_at, '2026-11-22T04:05:06+00:00');
    t.mock.timers.setTime(Date.parse('2026-12-01T00:00:00Z'));
    const again = ledger.record(entry);
    assert.deepEqual(again, { decision_id: entry.decision_id, recorded_at: first.recorded_at, created: false });
    assert.equal(ledger.count(), 1);
    assert.equal(ledger.decision(entry.decision_id).recorded_at, '2026-11-22T04:05:06+00:00');
    const kinds = ledger.events().map((e) => e.kind);
    assert.equal(kinds.filter((k) => k === 'decision.recorded').length, 1);
    assert.equal(kinds.filter((k) => k === 'record.stored').length, 2);
    ledger.close();
  });

  it('shares one record row between decisions about the same record', () => {
    const ledger = fresh();
    ledger.record(compareEntry(PAIRS.merge));
    ledger.record(compareEntry({ ...PAIRS.merge, b: PAIRS.review.b }));
    assert.equal(ledger.events().filter((e) => e.kind === 'record.stored').length, 3);
    ledger.close();
  });
});

describe('404', () => {
  it('answers no decision for unknown and malformed ids on every read', async () => {
    const ledger = fresh();
    ledger.record(compareEntry(PAIRS.merge));
    const unknown = 'dec:sha256:0000';
    for (const id of [unknown, `xwd:sha256:${'0'.repeat(64)}`, 'not an id', '', '../../etc/passwd']) {
      assert.throws(() => ledger.decision(id), (e: unknown) => e instanceof NotFoundError && e.status === 404);
      assert.throws(() => ledger.explain(id), NotFoundError);
      await assert.rejects(ledger.replay(id, {}), NotFoundError);
      assert.equal(ledger.has(id), false);
    }
    assert.throws(() => ledger.decision(unknown), { message: "no decision 'dec:sha256:0000' in this ledger" });
    ledger.close();
  });
});

describe('recording rejects programming errors', () => {
  it('refuses an id of the wrong shape or prefix for the verb', () => {
    const ledger = fresh();
    const entry = compareEntry(PAIRS.merge);
    assert.throws(() => ledger.record({ ...entry, decision_id: 'xwd:sha256:abc' }), TypeError);
    assert.throws(() => ledger.record({ ...entry, verb: 'deidentify' }), /cannot have a xwd: id/);
    assert.throws(() => ledger.record({ ...entry, receipt: { ...entry.receipt, decision_id: `xwd:sha256:${'1'.repeat(64)}` } }), /differs/);
    assert.equal(ledger.count(), 0);
    ledger.close();
  });
});
