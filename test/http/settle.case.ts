// The /settle and /review cases (issue 18), run by settle.test.ts on SQLite and settle.pg.test.ts on
// PostgreSQL, against a real server and ledger: an analyst's decision on a held pair supersedes it, moves
// /cases and /entities, reads back through /decision and /explain, and is refused by /replay as a human
// decision; every error is a {detail} with its status. Black-box.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ErrorCode } from '../../src/core/errorCatalogue.js';
import { expectCode } from '../helpers/codes.js';
import { isDetailOnly, startServer, type TestServer } from './server.js';

const R1 = { name: 'Ibrahim Musa' };
const R2 = { name: 'Ibrahim Musa', address: '12 Kano Road' };
const R3 = { name: 'Ibrahim Musa', phone: '08051112222' };
const R4 = { name: 'Ibrahim Musa', dob: '1980-01-01' };
const R5 = { name: 'Ibrahim Musa', phone: '08039998888' };
const ANALYST = { 'x-service-caller': 'analyst.ada' };
const BAD_ID = `xwd:sha256:${'0'.repeat(64)}`;

async function held(server: TestServer, a: object, b: object): Promise<string> {
  const r = await server.call('POST', '/compare', { a, b, store: true });
  assert.equal(r.status, 200, r.text);
  assert.equal(r.json.identity, 'review', 'the fixture pair is held for review');
  return r.json.decision_id as string;
}

/** A ledger for one run of the suite: where it is, and how to remove it afterwards. */
export interface SuiteLedger {
  ledger: string;
  cleanup: () => void | Promise<void>;
}

/** The /settle and /review cases against a server on the ledger `open` gives (SQLite file or PostgreSQL url). */
export function settleCases(backend: string, open: () => Promise<SuiteLedger>): void {
describe(`POST /settle and GET /review (${backend} ledger)`, () => {
  let store: SuiteLedger;
  let server: TestServer;
  let first: string;
  let second: string;
  let third: string;
  before(async () => {
    store = await open();
    server = await startServer({ ledger: store.ledger });
    first = await held(server, R1, R2);
    second = await held(server, R1, R3);
    third = await held(server, R4, R5);
  });
  after(async () => {
    await server.close();
    await store.cleanup();
  });

  it('GET /review serves the page, its script and style, with a strict content policy', async () => {
    const page = await server.call('GET', '/review');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type')!, /^text\/html/);
    assert.match(page.headers.get('content-security-policy')!, /script-src 'self'/);
    assert.match(page.text, /data-reveal="on"/);
    assert.match(page.text, /<script type="module" src="\/review\/review.js">/);
    const script = await server.call('GET', '/review/review.js');
    assert.equal(script.status, 200);
    assert.match(script.headers.get('content-type')!, /javascript/);
    assert.match(script.text, /\/settle/);
    assert.equal((await server.call('GET', '/review/review.css')).status, 200);
    assert.equal((await server.call('GET', '/review/other.js')).status, 404);
  });

  it('merge: stored as stl:, supersedes the held decision, leaves /cases and joins /entities', async () => {
    const r = await server.call('POST', '/settle', { decision_id: first, outcome: 'merge' }, ANALYST);
    assert.equal(r.status, 200, r.text);
    assert.match(r.json.decision_id as string, /^stl:sha256:[0-9a-f]{64}$/);
    assert.equal(r.json.supersedes, first);
    assert.equal(r.json.identity, 'same_entity');
    assert.equal(r.json.action, 'merge');
    assert.equal(r.json.analyst, 'analyst.ada');
    assert.equal(r.json.created, true);
    assert.match(r.json.entity_id as string, /^ent:sha256:/);
    const stl = r.json.decision_id as string;

    const old = await server.call('GET', `/decision/${first}`);
    assert.equal(old.json.superseded_by, stl);
    const now = await server.call('GET', `/decision/${stl}`);
    assert.equal(now.status, 200);
    assert.equal(now.json.verb, 'settle');
    assert.equal(now.json.supersedes, first);
    assert.equal(now.json.superseded_by, null);
    assert.equal(now.json.identity, 'same_entity');
    assert.equal(now.json.analyst, 'analyst.ada');
    assert.equal(now.json.outcome, 'merge');
    assert.equal(now.json.basis, 'analyst');
    assert.ok(!JSON.stringify(now.json).includes('Kano'), 'values stay masked without reveal');

    const why = await server.call('GET', `/explain/${stl}`);
    assert.equal(why.status, 200);
    assert.equal(why.json.verb, 'settle');
    assert.ok(Array.isArray(why.json.missing));

    const replay = await server.call('GET', `/replay/${stl}`);
    expectCode(replay, 400, 'SC_REPLAY_SETTLE');
    assert.ok(isDetailOnly(replay.json));

    const cases = await server.call('GET', '/cases');
    const ids = (cases.json.cases as Array<{ decision_id: string }>).map((c) => c.decision_id);
    assert.ok(!ids.includes(first) && ids.includes(second));
    const entities = await server.call('GET', '/entities');
    const ent = (entities.json.entities as Array<{ entity_id: string; decision_ids: string[] }>).find((e) => e.entity_id === r.json.entity_id);
    assert.deepEqual(ent?.decision_ids, [stl]);

    // The same analyst sending the same answer again records nothing new.
    const again = await server.call('POST', '/settle', { decision_id: first, outcome: 'merge' }, ANALYST);
    assert.equal(again.status, 200, again.text);
    assert.equal(again.json.decision_id, stl);
    assert.equal(again.json.created, false);
  });

  it('already superseded: 409; another answer on it: 409', async () => {
    const r = await server.call('POST', '/settle', { decision_id: first, outcome: 'keep_apart' }, ANALYST);
    expectCode(r, 409, 'SC_SETTLE_SUPERSEDED');
    assert.ok(isDetailOnly(r.json));
  });

  it('need more keeps the pair open under the new decision, which can itself be settled; keep apart closes it', async () => {
    const r = await server.call('POST', '/settle', { decision_id: second, outcome: 'need_more' }, { 'x-service-caller': 'analyst.bo' });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.identity, 'review');
    const cases = await server.call('GET', '/cases');
    const open = (cases.json.cases as Array<{ decision_id: string; would_resolve: string[] }>).find((c) => c.decision_id === r.json.decision_id);
    assert.ok(open, 'the pair is still a case, under the settle decision');
    assert.ok(open.would_resolve.length > 0, 'what would settle it is carried over');
    const closed = await server.call('POST', '/settle', { decision_id: r.json.decision_id, outcome: 'keep_apart' }, ANALYST);
    assert.equal(closed.status, 200, closed.text);
    assert.equal(closed.json.identity, 'different');
    // R1 stays in the entity the first merge made; R3 was kept apart from it.
    const entities = await server.call('GET', '/entities');
    const ent = (entities.json.entities as Array<{ entity_id: string; records: string[] }>).find((e) => e.entity_id === closed.json.entity_id);
    assert.ok(ent && !ent.records.includes(closed.json.record_b as string));
    const after = await server.call('GET', '/cases');
    assert.ok(!(after.json.cases as Array<{ decision_id: string }>).some((c) => c.decision_id === r.json.decision_id));
  });

  it('a decision that is not held: 409', async () => {
    const linked = await server.call('POST', '/compare', { a: { name: 'Ada Obi', national_id: '12345678901' }, b: { name: 'Ada Obi', national_id: '12345678901' }, store: true });
    assert.equal(linked.json.identity, 'same_entity');
    const r = await server.call('POST', '/settle', { decision_id: linked.json.decision_id, outcome: 'keep_apart' }, ANALYST);
    expectCode(r, 409, 'SC_SETTLE_NOT_HELD');
  });

  it('bad input: 400 without the analyst header, 404 unknown id, 422 bad body', async () => {
    // The request model's detail names the field at fault: that name is what those cases check.
    const cases: Array<[unknown, Record<string, string>, number, ErrorCode, RegExp?]> = [
      [{ decision_id: third, outcome: 'merge' }, {}, 400, 'SC_CALLER_MISSING'],
      [{ decision_id: third, outcome: 'merge' }, { 'x-service-caller': 'a\tb' }, 400, 'SC_CALLER_INVALID'],
      [{ decision_id: third, outcome: 'merge' }, { 'x-service-caller': 'x'.repeat(201) }, 400, 'SC_CALLER_INVALID'],
      [{ decision_id: BAD_ID, outcome: 'merge' }, ANALYST, 404, 'SC_DECISION_NOT_FOUND'],
      [{ decision_id: third, outcome: 'maybe' }, ANALYST, 422, 'SC_REQUEST_MODEL', /outcome/],
      [{ decision_id: 'rec:sha256:00', outcome: 'merge' }, ANALYST, 422, 'SC_REQUEST_MODEL', /decision_id/],
      [{ decision_id: third }, ANALYST, 422, 'SC_REQUEST_MODEL', /outcome/],
      [{ decision_id: third, outcome: 'merge', analyst: 'me' }, ANALYST, 422, 'SC_FIELDS_NOT_TAKEN'],
    ];
    for (const [body, headers, status, code, field] of cases) {
      const r = await server.call('POST', '/settle', body, headers);
      expectCode(r, status, code);
      assert.ok(isDetailOnly(r.json), r.text);
      if (field) assert.match(r.json.detail as string, field);
    }
    // Nothing above was stored: the pair is still open.
    const open = await server.call('GET', '/cases');
    assert.ok((open.json.cases as Array<{ decision_id: string }>).some((c) => c.decision_id === third));
  });

  it('/capabilities lists /settle and /review', async () => {
    const caps = await server.call('GET', '/capabilities');
    assert.ok((caps.json.endpoints as string[]).includes('/settle'));
    assert.ok((caps.json.endpoints as string[]).includes('/review'));
  });
});
}
