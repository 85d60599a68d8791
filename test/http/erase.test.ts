// POST /erase end to end (issue 18), on the real server over loopback with an SQLite ledger: after an
// erasure no read says any of the erased values (/decision and /explain with and without reveal,
// /entities, /path, /cases, /resolve, /replay, the export), every id, factor and pin reads as before,
// replay says the values were erased, a second erasure says the ids were erased before, and the
// retention setting erases by age at start-up through an injected clock.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { resolveServeConfig, UsageError } from '../../src/config.js';
import { openLedger } from '../../src/ledger/index.js';
import { type Answer, isDetailOnly, startServer, type TestServer } from './server.js';

const DPO = { 'x-service-caller': 'dpo.amaka' };
const A = { name: 'Ngozi Adeyemi', national_id: '23456789012', email: 'ngozi.adeyemi@example.com' };
const B = { name: 'Ngozi Adeyemi', national_id: '23456789012', phone: '08031234567' };
const HELD_A = { name: 'Ibrahim Musa' };
const HELD_B = { name: 'Ibrahim Musa', address: '12 Kano Road' };
const DOC = 'Ngozi Adeyemi, NIN 23456789012, mail ngozi.adeyemi@example.com';
/** The values sent, as they could reappear in an answer: whole, or the first 4 characters a masked value keeps. */
const VALUES = ['Ngoz', 'ngoz', 'Adeyemi', '23456789012', '08031234567', 'Ibra', 'Musa', 'Kano Road'];

function ok(r: Answer): Record<string, unknown> {
  assert.equal(r.status, 200, r.text.slice(0, 300));
  return r.json;
}

function assertNoValue(text: string, where: string): void {
  for (const v of VALUES) assert.equal(text.includes(v), false, `${where} still says an erased value (${v.length} chars)`);
}

describe('POST /erase', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sc-erase-'));
  const path = join(dir, 'ledger.db');
  let s: TestServer;
  let merge: Record<string, unknown>;
  let held: Record<string, unknown>;
  let red: Record<string, unknown>;
  let records: string[];

  before(async () => {
    s = await startServer({ ledger: path });
    merge = ok(await s.call('POST', '/compare', { a: A, b: B, entity: 'person', store: true }));
    held = ok(await s.call('POST', '/compare', { a: HELD_A, b: HELD_B, entity: 'person', store: true }));
    red = ok(await s.call('POST', '/deidentify', { text: DOC, jurisdiction: 'NG', backend: 'basic', store: true }));
    assert.equal(merge.identity, 'same_entity');
    assert.equal(held.identity, 'review');
    const ids = [merge, held, red].map((d) => d.decision_id as string);
    const stored = await Promise.all(ids.map(async (id) => ok(await s.call('GET', `/decision/${id}`))));
    records = [...new Set(stored.flatMap((d) => [d.record_a as string, d.record_b as string]))];
  });
  after(() => s.close());

  it('erases: no read says a value, ids, factors and pins read as before, replay says why it cannot re-run', async () => {
    const ids = [merge, held, red].map((d) => d.decision_id as string);
    const before = await Promise.all(ids.map(async (id) => ok(await s.call('GET', `/decision/${id}`))));
    assert.equal((ok(await s.call('GET', `/decision/${ids[0]}?reveal=true`)).records as { a: { attributes: unknown } }).a.attributes !== null, true);
    assert.equal(ok(await s.call('POST', '/resolve', { record: { name: A.name, national_id: A.national_id }, entity: 'person' })).verdict, 'found');

    // Before: the masked reads carry the first characters of the values (what must go).
    assert.match((await s.call('GET', `/decision/${ids[0]}`)).text, /Ngoz/);
    const erased = ok(await s.call('POST', '/erase', { records, reason: 'subject_request' }, DPO));
    assert.deepEqual(erased.erased, records);
    assert.deepEqual(erased.already_erased, []);
    assert.equal(erased.decisions, 3);
    assert.equal(erased.reason, 'subject_request');

    const reads: Answer[] = [];
    for (const id of ids) {
      for (const q of ['', '?reveal=true']) reads.push(await s.call('GET', `/decision/${id}${q}`), await s.call('GET', `/explain/${id}${q}`));
    }
    const d = await s.call('GET', `/decision/${ids[0]}`);
    reads.push(
      await s.call('GET', '/entities'),
      await s.call('GET', '/cases'),
      await s.call('GET', `/path?a=${d.json.record_a as string}&b=${d.json.record_b as string}`),
      await s.call('POST', '/resolve', { record: { name: A.name, national_id: A.national_id }, entity: 'person' }),
    );
    for (const r of reads) assertNoValue(ok(r) && r.text, 'a read');

    // Ids, records, factors and pins: exactly as before the erasure; each read says the values were erased.
    for (const [i, id] of ids.entries()) {
      const now = ok(await s.call('GET', `/decision/${id}?reveal=true`));
      for (const k of ['decision_id', 'record_a', 'record_b', 'identity', 'score', 'factors', 'pins', 'recorded_at']) assert.deepEqual(now[k], before[i]![k], k);
      assert.equal((now.erasure as { values: string }).values, 'erased');
      assert.equal((ok(await s.call('GET', `/explain/${id}`)).erasure as { values: string }).values, 'erased');
      const replay = await s.call('GET', `/replay/${id}`);
      assert.equal(replay.status, 400, replay.text);
      assert.ok(isDetailOnly(replay.json));
      assert.equal(replay.headers.get('x-error-code'), 'SC_REPLAY_ERASED');
    }
    const entity = (ok(reads.at(-4)!).entities as Array<{ records: string[]; erased_records?: string[] }>).find((e) => e.records.includes(d.json.record_a as string))!;
    assert.deepEqual(entity.erased_records?.sort(), entity.records.slice().sort());
    const cases = ok(reads.at(-3)!).cases as Array<{ decision_id: string; erasure?: unknown }>;
    assert.ok(cases.find((c) => c.decision_id === held.decision_id)?.erasure);
    assert.ok((ok(reads.at(-2)!).steps as Array<{ erasure?: unknown }>).every((step) => step.erasure));
    assert.equal(ok(reads.at(-1)!).verdict, 'not_found', 'resolve no longer compares erased values');

    // The export: the same ids, no value.
    const ledger = openLedger(path);
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (c: Buffer) => chunks.push(c));
    assert.equal(await ledger.exportJsonl(sink), 3);
    await ledger.close();
    const exported = Buffer.concat(chunks).toString('utf8');
    assertNoValue(exported, 'the export');
    assert.deepEqual(exported.trim().split('\n').map((l) => (JSON.parse(l) as { decision_id: string }).decision_id), ids);
  });

  it('answers a second erasure with already_erased, and refuses what would keep erased values again', async () => {
    const again = ok(await s.call('POST', '/erase', { records: [records[0]], reason: 'subject_request' }, DPO));
    assert.deepEqual(again.erased, []);
    assert.equal((again.already_erased as Array<{ id: string }>)[0]!.id, records[0]);
    assert.match(again.note as string, /erased before/);
    const store = await s.call('POST', '/compare', { a: A, b: { ...B, phone: '08039999999' }, entity: 'person', store: true });
    assert.equal(store.status, 409, store.text);
    assert.equal(store.headers.get('x-error-code'), 'SC_STORE_ERASED');
    const observe = await s.call('POST', '/observe', { record: records[0], evidence: { phone: '08030000000' } });
    assert.equal(observe.status, 409, observe.text);
    assert.equal(observe.headers.get('x-error-code'), 'SC_RECORD_ERASED');
    // The held pair's values are gone: an analyst cannot settle it (that would store them again), and
    // the answer says so without a value; the held decision stays unsuperseded.
    const settle = await s.call('POST', '/settle', { decision_id: held.decision_id, outcome: 'merge' }, { 'x-service-caller': 'analyst.ada' });
    assert.equal(settle.status, 409, settle.text);
    assert.equal(settle.headers.get('x-error-code'), 'SC_STORE_ERASED');
    assert.ok(isDetailOnly(settle.json));
    assertNoValue(settle.text, '/settle on an erased pair');
    assert.equal(ok(await s.call('GET', `/decision/${held.decision_id as string}`)).superseded_by, null);
  });

  it('refuses an unknown id (404, nothing erased), a missing caller and an empty request (400)', async () => {
    const unknown = await s.call('POST', '/erase', { records: [`rec:sha256:${'7'.repeat(64)}`], reason: 'objection' }, DPO);
    assert.equal(unknown.status, 404);
    assert.ok(isDetailOnly(unknown.json));
    for (const [body, headers, code] of [
      [{ records: records.slice(0, 1), reason: 'objection' }, {}, 'SC_CALLER_MISSING'],
      [{ reason: 'objection' }, DPO, 'SC_ERASE_EMPTY'],
      [{ decisions: [merge.decision_id], reason: 'objection' }, DPO, 'SC_ERASE_NAME_RECORDS'],
    ] as const) {
      const r = await s.call('POST', '/erase', body, headers);
      assert.equal(r.status, 400, r.text);
      assert.equal(r.headers.get('x-error-code'), code);
      assert.ok(isDetailOnly(r.json));
    }
  });
});

describe('retention (--retention-days)', () => {
  it('--retention-days and SERVICE_RETENTION_DAYS set it (the flag wins); anything but 1 to 36,500 whole days stops start-up', () => {
    assert.equal(resolveServeConfig([], {}).retentionDays, null);
    assert.equal(resolveServeConfig(['--retention-days', '30'], {}).retentionDays, 30);
    assert.equal(resolveServeConfig([], { SERVICE_RETENTION_DAYS: '90' }).retentionDays, 90);
    assert.equal(resolveServeConfig(['--retention-days', '7'], { SERVICE_RETENTION_DAYS: '90' }).retentionDays, 7);
    for (const bad of ['0', '36501', '1.5', 'ten', '-3']) {
      assert.throws(() => resolveServeConfig([], { SERVICE_RETENTION_DAYS: bad }), (e: unknown) => e instanceof UsageError && e.code === 'SC_RETENTION_INVALID', bad);
    }
  });

  it('erases at start-up the values first stored more than N days ago (injected clock, no sleep)', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'sc-retention-')), 'ledger.db');
    let now = new Date('2026-01-01T00:00:00Z');
    const first = openLedger(path, { clock: () => now });
    const s1 = await startServer({ ledger: first });
    const oldOne = ok(await s1.call('POST', '/compare', { a: A, b: B, entity: 'person', store: true }));
    now = new Date('2026-03-01T00:00:00Z');
    const newOne = ok(await s1.call('POST', '/compare', { a: HELD_A, b: HELD_B, entity: 'person', store: true }));
    await s1.close();
    await first.close();

    const s2 = await startServer({ ledger: path, retentionDays: 30, clock: () => new Date('2026-03-10T00:00:00Z') });
    try {
      const gone = ok(await s2.call('GET', `/decision/${oldOne.decision_id as string}?reveal=true`));
      assert.equal((gone.erasure as { values: string }).values, 'erased');
      assert.equal((gone.records as { a: { attributes: unknown } }).a.attributes, null);
      const kept = ok(await s2.call('GET', `/decision/${newOne.decision_id as string}?reveal=true`));
      assert.equal(kept.erasure, undefined);
      assert.deepEqual((kept.records as { a: { attributes: unknown } }).a.attributes, HELD_A);
    } finally {
      await s2.close();
    }
  });
});
