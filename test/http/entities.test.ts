// The entity graph over HTTP (issue 18): /entities, /path, /cases, /resolve and /observe against a real
// server and ledger, with fixtures stored through /compare (store: true). Black-box: only HTTP answers.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { isDetailOnly, startServer, type TestServer } from './server.js';

const tmp = () => join(mkdtempSync(join(tmpdir(), 'sc-entities-')), 'ledger.db');

const P1 = { name: 'Adesola Okonkwo', national_id: '12345678901', dob: '1990-01-02' };
const P2 = { name: 'Adesola E. Okonkwo', national_id: '12345678901', dob: '1990-01-02' };
const P3 = { name: 'Adesola Okonkwo', national_id: '12345678901', phone: '08031234567' };
const M1 = { name: 'Ibrahim Musa', national_id: '22222222222' };
const M2 = { name: 'Ibrahim Musa', national_id: '22222222222', phone: '08051112222' };
const R1 = { name: 'Ibrahim Musa' };
const R2 = { name: 'Ibrahim Musa', address: '12 Kano Road' };
const E1 = { name: 'Adesola Okonkwo', email: 'ade@example.com' };
const E2 = { name: 'Adesola Okonkwo', email: 'ade@example.com', dob: '1990-01-02' };
/** Every value above: none may appear in any answer. */
const VALUES = ['Adesola', 'Okonkwo', '12345678901', '1990-01-02', '08031234567', 'Ibrahim', '22222222222', '08051112222', 'Kano', 'ade@example'];
const BAD_ID = `rec:sha256:${'0'.repeat(64)}`;

function noValues(text: string): void {
  for (const v of VALUES) assert.ok(!text.includes(v), `a stored value leaked into an answer (${v.slice(0, 3)}…)`);
}

async function store(server: TestServer, a: object, b: object, identity: string) {
  const c = await server.call('POST', '/compare', { a, b, store: true });
  assert.equal(c.status, 200, c.text);
  assert.equal(c.json.identity, identity);
  const d = await server.call('GET', `/decision/${c.json.decision_id as string}`);
  return { id: c.json.decision_id as string, a: d.json.record_a as string, b: d.json.record_b as string };
}

describe('entity routes without a ledger', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({});
  });
  after(() => server.close());

  it('every entity route is a 503 {detail}', async () => {
    for (const [m, path, body] of [
      ['GET', '/entities'],
      ['GET', `/path?a=${BAD_ID}&b=${BAD_ID}`],
      ['GET', '/cases'],
      ['POST', '/resolve', { record: { name: 'x y' }, entity: 'person' }],
      ['POST', '/observe', { record: BAD_ID, evidence: { name: 'x' } }],
    ] as const) {
      const r = await server.call(m, path, body);
      assert.equal(r.status, 503, `${m} ${path}`);
      assert.ok(isDetailOnly(r.json));
    }
  });
});

describe('entities, paths and cases', () => {
  let server: TestServer;
  const ids: Record<string, string> = {};
  let d12: string;
  let d23: string;
  let review: string;
  before(async () => {
    server = await startServer({ ledger: tmp() });
    const x = await store(server, P1, P2, 'same_entity');
    const y = await store(server, P2, P3, 'same_entity');
    const m = await store(server, M1, M2, 'same_entity');
    const r = await store(server, R1, R2, 'review');
    Object.assign(ids, { p1: x.a, p2: x.b, p3: y.b, m1: m.a, m2: m.b, r1: r.a, r2: r.b });
    assert.equal(y.a, ids.p2);
    d12 = x.id;
    d23 = y.id;
    review = r.id;
  });
  after(() => server.close());

  it('GET /entities: a chain is one transitive entity held by its middle record; a pair is direct', async () => {
    const r = await server.call('GET', '/entities');
    assert.equal(r.status, 200, r.text);
    noValues(r.text);
    assert.equal(r.json.count, 2);
    const [big, small] = r.json.entities as Array<Record<string, unknown>>;
    assert.deepEqual(big!.records, [ids.p1, ids.p2, ids.p3]);
    assert.equal(big!.held_together_by, 'transitive');
    assert.deepEqual(big!.weak_links, [ids.p2]);
    assert.deepEqual(big!.bridges, [d12, d23]);
    assert.deepEqual(big!.decision_ids, [d12, d23]);
    assert.match(big!.entity_id as string, /^ent:sha256:[0-9a-f]{64}$/);
    assert.equal(small!.held_together_by, 'direct');
    assert.deepEqual(small!.records, [ids.m1, ids.m2]);
    assert.deepEqual(small!.weak_links, []);
    // A review pair is never an edge.
    assert.ok(!JSON.stringify(r.json.entities).includes(ids.r1!));
  });

  it('GET /entities pages with limit and cursor; a bad cursor or limit is a 400, an unknown field a 422', async () => {
    const first = await server.call('GET', '/entities?limit=1');
    assert.equal(first.status, 200);
    assert.equal((first.json.entities as unknown[]).length, 1);
    assert.equal(first.json.next_cursor, '1');
    const second = await server.call('GET', `/entities?limit=1&cursor=${first.json.next_cursor as string}`);
    assert.deepEqual((second.json.entities as Array<{ records: string[] }>)[0]!.records, [ids.m1, ids.m2]);
    assert.equal(second.json.next_cursor, null);
    const typed = await server.call('GET', '/entities?entity_type=organisation');
    assert.equal(typed.json.count, 0);
    for (const q of ['limit=0', 'limit=9999', 'cursor=abc']) {
      const bad = await server.call('GET', `/entities?${q}`);
      assert.equal(bad.status, 400, q);
      assert.ok(isDetailOnly(bad.json));
      assert.ok(!bad.json.detail!.toString().includes('abc'));
    }
    const unknown = await server.call('GET', '/entities?secret_name=1');
    assert.equal(unknown.status, 422);
    assert.ok(isDetailOnly(unknown.json));
    assert.ok(!(unknown.json.detail as string).includes('secret_name'));
    assert.equal((await server.call('GET', '/entities?limit=x')).status, 422);
  });

  it('GET /path walks the chain in order with evidence names, one hop for a direct pair, none across entities', async () => {
    const r = await server.call('GET', `/path?a=${ids.p1}&b=${ids.p3}`);
    assert.equal(r.status, 200, r.text);
    noValues(r.text);
    assert.equal(r.json.hops, 2);
    assert.equal(r.json.same_entity, true);
    assert.match(r.json.note as string, /never compared/);
    const steps = r.json.steps as Array<Record<string, unknown>>;
    assert.deepEqual(steps.map((s) => s.decision_id), [d12, d23]);
    assert.deepEqual([steps[0]!.from, steps[0]!.to, steps[1]!.from, steps[1]!.to], [ids.p1, ids.p2, ids.p2, ids.p3]);
    assert.ok((steps[0]!.supporting as string[]).includes('national_id'));
    assert.equal(typeof (steps[0]!.factors as Record<string, number>).national_id, 'number');
    assert.ok(Array.isArray(steps[0]!.refuting));
    const back = await server.call('GET', `/path?a=${ids.p3}&b=${ids.p1}`);
    assert.deepEqual((back.json.steps as Array<{ from: string }>).map((s) => s.from), [ids.p3, ids.p2]);
    const one = await server.call('GET', `/path?a=${ids.m2}&b=${ids.m1}`);
    assert.equal(one.json.hops, 1);
    assert.match(one.json.note as string, /directly/);
    const none = await server.call('GET', `/path?a=${ids.r1}&b=${ids.r2}`);
    assert.equal(none.status, 200);
    assert.equal(none.json.hops, 0);
    assert.equal(none.json.same_entity, false);
    assert.deepEqual(none.json.steps, []);
  });

  it('GET /path errors: 404 unknown record, 400 malformed id, 422 missing or unknown field — nothing echoed', async () => {
    const missing = await server.call('GET', `/path?a=${ids.p1}&b=${BAD_ID}`);
    assert.equal(missing.status, 404);
    assert.ok(isDetailOnly(missing.json));
    assert.ok(!missing.text.includes(BAD_ID));
    const bad = await server.call('GET', `/path?a=NIN12345678901&b=${ids.p1}`);
    assert.equal(bad.status, 400);
    assert.ok(isDetailOnly(bad.json));
    assert.ok(!bad.text.includes('12345678901'));
    assert.equal((await server.call('GET', `/path?a=${ids.p1}`)).status, 422);
    assert.equal((await server.call('GET', `/path?a=${ids.p1}&b=${ids.p2}&c=1`)).status, 422);
  });

  it('GET /cases lists the open review with what agreed, what refuted and what would settle it', async () => {
    const r = await server.call('GET', '/cases');
    assert.equal(r.status, 200, r.text);
    noValues(r.text);
    assert.equal(r.json.count, 1);
    const [c] = r.json.cases as Array<Record<string, unknown>>;
    assert.equal(c!.decision_id, review);
    assert.deepEqual([c!.record_a, c!.record_b], [ids.r1, ids.r2]);
    assert.ok((c!.supporting as string[]).includes('name'));
    assert.ok(Array.isArray(c!.refuting));
    const settle = c!.would_resolve as string[];
    assert.ok(settle.length > 0 && settle.every((f) => typeof f === 'string'));
    assert.equal((await server.call('GET', '/cases?limit=1&cursor=1')).json.cases!.toString(), '');
    assert.equal((await server.call('GET', '/cases?cursor=-1')).status, 400);
    assert.equal((await server.call('GET', '/cases?who=1')).status, 422);
  });
});

describe('POST /resolve', () => {
  let server: TestServer;
  const ids: Record<string, string> = {};
  before(async () => {
    server = await startServer({ ledger: tmp() });
    const x = await store(server, P1, P2, 'same_entity');
    const y = await store(server, P2, P3, 'same_entity');
    const m = await store(server, M1, M2, 'same_entity');
    Object.assign(ids, { p1: x.a, p2: x.b, p3: y.b, m1: m.a });
  });
  after(() => server.close());

  const resolve = (record: object, extra: object = {}) => server.call('POST', '/resolve', { record, entity: 'person', ...extra });

  it('conflict: matches members but contradicts the national id the entity shares; link withheld', async () => {
    const r = await resolve({ name: 'Adesola Okonkwo', national_id: '12345678910', dob: '1990-01-02' }, { store: true });
    assert.equal(r.status, 200, r.text);
    noValues(r.text);
    assert.ok(!r.text.includes('12345678910'));
    assert.equal(r.json.verdict, 'conflict');
    assert.deepEqual(r.json.conflicting_fields, ['national_id']);
    assert.match(r.json.note as string, /Link withheld/);
    assert.deepEqual((r.json.entity as { records: string[] }).records, [ids.p1, ids.p2, ids.p3]);
    assert.ok((r.json.decisions as Array<{ linked: boolean }>).every((d) => !d.linked));
    // The withheld links were not stored: the entity did not grow.
    const e = await server.call('GET', '/entities');
    assert.equal((e.json.entities as Array<{ size: number }>)[0]!.size, 3);
  });

  it('review: only open pairs with a stored entity; would_resolve names fields', async () => {
    const r = await resolve({ name: 'Ibrahim Musa', address: '4 Zaria Close' });
    assert.equal(r.json.verdict, 'review', r.text);
    assert.ok(!r.text.includes('Zaria'));
    assert.deepEqual((r.json.entity as { records: string[] }).records[0], ids.m1);
    assert.ok((r.json.would_resolve as string[]).length > 0);
    assert.equal((r.json.candidates as Array<{ review: number }>)[0]!.review, 2);
  });

  it('not_found: nothing came close', async () => {
    const r = await resolve({ name: 'Grace Adeyemi', phone: '08011112222' });
    assert.equal(r.json.verdict, 'not_found', r.text);
    assert.equal(r.json.entity, null);
    assert.deepEqual(r.json.decisions, []);
    assert.match(r.json.record_id as string, /^rec:sha256:/);
  });

  it('found: matches one entity; with store the entity grows by the newcomer', async () => {
    const r = await resolve({ name: 'Adesola Okonkwo', national_id: '12345678901', dob: '1990-01-02', phone: '08031234567' }, { store: true });
    assert.equal(r.json.verdict, 'found', r.text);
    noValues(r.text);
    assert.equal((r.json.candidates as Array<{ matched: number }>)[0]!.matched, 3);
    assert.ok((r.json.stored as number) >= 3);
    const e = await server.call('GET', '/entities');
    const big = (e.json.entities as Array<{ records: string[]; held_together_by: string }>)[0]!;
    assert.deepEqual(big.records.slice(0, 3), [ids.p1, ids.p2, ids.p3]);
    assert.ok(big.records.includes(r.json.record_id as string));
  });

  it('ambiguous: members of two entities match; nothing is merged', async () => {
    await store(server, E1, E2, 'same_entity');
    const before = (await server.call('GET', '/entities')).json.count;
    const r = await resolve({ name: 'Adesola Okonkwo', national_id: '12345678901', email: 'ade@example.com' }, { store: true });
    assert.equal(r.json.verdict, 'ambiguous', r.text);
    assert.equal(r.json.entity, null);
    assert.match(r.json.note as string, /members of 2 entities matched.*Link withheld/);
    assert.equal((await server.call('GET', '/entities')).json.count, before);
  });

  it('errors: 422 for unknown fields, a wrong pack or a missing record; 400 for an empty record', async () => {
    assert.equal((await resolve({ name: 'x' }, { extra: 1 })).status, 422);
    assert.equal((await server.call('POST', '/resolve', { record: { name: 'x' }, entity: 'ng' })).status, 422);
    assert.equal((await server.call('POST', '/resolve', { entity: 'person' })).status, 422);
    const empty = await resolve({ name: '  ' });
    assert.equal(empty.status, 400);
    assert.ok(isDetailOnly(empty.json));
  });
});

describe('POST /observe', () => {
  let server: TestServer;
  let first: { id: string; a: string; b: string };
  before(async () => {
    server = await startServer({ ledger: tmp() });
    first = await store(server, R1, R2, 'review');
  });
  after(() => server.close());

  it('re-decides the open case: the new receipt supersedes the old, which gains superseded_by (a chain)', async () => {
    const o1 = await server.call('POST', '/observe', { record: first.a, evidence: { phone: '08051112222', dob: '1985-03-04' } });
    assert.equal(o1.status, 200, o1.text);
    noValues(o1.text);
    assert.ok(!o1.text.includes('1985'));
    assert.deepEqual(o1.json.fields, ['dob', 'phone']);
    const [step1] = o1.json.decisions as Array<Record<string, unknown>>;
    assert.equal(step1!.was, first.id);
    assert.equal(step1!.superseded, true);
    const old = await server.call('GET', `/decision/${first.id}`);
    assert.equal(old.json.superseded_by, step1!.now);
    const now1 = await server.call('GET', `/decision/${step1!.now as string}`);
    assert.equal(now1.json.supersedes, first.id);
    assert.equal(now1.json.record_a, o1.json.new_record_id);
    assert.equal(now1.json.record_b, first.b);

    // The other side gains the same evidence: the pair now matches and the case closes.
    const o2 = await server.call('POST', '/observe', { record: first.b, evidence: { phone: '08051112222', dob: '1985-03-04' } });
    const [step2] = o2.json.decisions as Array<Record<string, unknown>>;
    assert.equal(step2!.was, step1!.now);
    assert.equal((step2!.now_decision as { identity: string }).identity, 'same_entity');
    assert.equal(o2.json.open_cases, 0);
    assert.equal((await server.call('GET', `/decision/${step1!.now as string}`)).json.superseded_by, step2!.now);
    const cases = await server.call('GET', '/cases');
    assert.equal(cases.json.count, 0);
    const ents = await server.call('GET', '/entities');
    assert.deepEqual((ents.json.entities as Array<{ decision_ids: string[] }>)[0]!.decision_ids, [step2!.now]);

    // Evidence the record already holds: same inputs, same id, nothing superseded (never itself).
    const o3 = await server.call('POST', '/observe', { record: o2.json.new_record_id, evidence: { phone: '08051112222' } });
    assert.equal(o3.status, 200, o3.text);
    const [step3] = o3.json.decisions as Array<Record<string, unknown>>;
    assert.equal(step3!.now, step2!.now);
    assert.equal(step3!.superseded, false);
    assert.equal((await server.call('GET', `/decision/${step2!.now as string}`)).json.superseded_by, null);
    // The superseded record has no current decision left: nothing to re-decide.
    const stale = await server.call('POST', '/observe', { record: first.a, evidence: { email: 'x@example.org' } });
    assert.deepEqual(stale.json.decisions, []);
  });

  it('errors: 404 unknown record, 400 bad id or empty evidence, 422 unknown field — nothing echoed', async () => {
    const missing = await server.call('POST', '/observe', { record: BAD_ID, evidence: { name: 'x' } });
    assert.equal(missing.status, 404);
    assert.ok(isDetailOnly(missing.json) && !missing.text.includes(BAD_ID));
    const bad = await server.call('POST', '/observe', { record: '12345678901', evidence: { name: 'x' } });
    assert.equal(bad.status, 400);
    assert.ok(!bad.text.includes('12345678901'));
    const empty = await server.call('POST', '/observe', { record: first.b, evidence: { phone: '' } });
    assert.equal(empty.status, 400);
    assert.ok(isDetailOnly(empty.json));
    assert.equal((await server.call('POST', '/observe', { record: first.b, evidence: { a: 'b' }, reveal: true })).status, 422);
    assert.equal((await server.call('POST', '/observe', { record: first.b })).status, 422);
  });
});
