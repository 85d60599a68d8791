// The entity tools of the tool server (issue 18) in process: entities, path, cases, resolve and observe
// over a ledger filled through the compare tool; bad arguments are protocol errors naming the field, an
// unknown record an error result; no answer carries a value it was given or that is stored.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createToolServer, type ToolServer } from '../../src/mcp/server.js';
import { call, inProcessClient, protocolError } from './client.js';
import { P1, P2, P3, R1, R2, VALUES } from '../ledger/entityFixtures.js';


describe('entity tools', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sc-mcp-entities-'));
  let server: ToolServer;
  let c: Client;
  const ids: Record<string, string> = {};
  before(async () => {
    server = createToolServer({ ledger: join(dir, 'ledger.db'), signingKey: null, coverageOf: () => ({ verdict: 'full', uncovered: [] }) });
    c = await inProcessClient(server);
    for (const [key, a, b] of [['p12', P1, P2], ['p23', P2, P3], ['r12', R1, R2]] as const) {
      const r = await call(c, 'compare', { a, b, store: true });
      assert.equal(r.isError, false, r.text);
      ids[key] = r.json.decision_id as string;
    }
  });
  after(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const decision = async (id: string) => (await call(c, 'decision', { decision_id: id })).json as { record_a: string; record_b: string };
  const answers: string[] = [];

  it('entities: one transitive entity of three records; cases: the held pair', async () => {
    const e = await call(c, 'entities', { limit: 10 });
    assert.equal(e.isError, false, e.text);
    answers.push(e.text);
    const [first] = e.json.entities as Array<{ size: number; held_together_by: string }>;
    assert.equal(first!.size, 3);
    assert.equal(first!.held_together_by, 'transitive');
    const k = await call(c, 'cases', {});
    answers.push(k.text);
    assert.deepEqual((k.json.cases as Array<{ decision_id: string }>).map((x) => x.decision_id), [ids.r12]);
  });

  it('path: two hops between the ends of the chain', async () => {
    const a = (await decision(ids.p12!)).record_a;
    const b = (await decision(ids.p23!)).record_b;
    const p = await call(c, 'path', { a, b });
    assert.equal(p.isError, false, p.text);
    answers.push(p.text);
    assert.equal(p.json.hops, 2);
    assert.equal(p.json.same_entity, true);
  });

  it('resolve: found and not_found', async () => {
    const found = await call(c, 'resolve', { record: { name: 'Adesola Okonkwo', national_id: '12345678901' }, entity: 'person' });
    assert.equal(found.isError, false, found.text);
    answers.push(found.text);
    assert.equal(found.json.verdict, 'found');
    const none = await call(c, 'resolve', { record: { name: 'Zainab Lawal' }, entity: 'person' });
    assert.equal(none.json.verdict, 'not_found');
  });

  it('observe: evidence re-decides the held pair and supersedes it', async () => {
    const held = await decision(ids.r12!);
    const o = await call(c, 'observe', { record: held.record_a, evidence: { address: '12 Kano Road' } });
    assert.equal(o.isError, false, o.text);
    answers.push(o.text);
    const [d] = o.json.decisions as Array<{ was: string; superseded: boolean }>;
    assert.equal(d!.was, ids.r12);
    assert.equal(d!.superseded, true);
    assert.equal((await call(c, 'decision', { decision_id: ids.r12! })).json.superseded_by !== null, true);
  });

  it('bad arguments are protocol errors; an unknown record is an error result', async () => {
    const bad = await protocolError(c, 'path', { a: 'rec:x', b: 'rec:y' });
    assert.ok(bad && /a|b/.test(bad.message), JSON.stringify(bad));
    assert.ok(await protocolError(c, 'entities', { limit: 0 }));
    assert.ok(await protocolError(c, 'resolve', { record: { name: 'x' }, entity: 'nope' }));
    const unknown = await call(c, 'path', { a: `rec:sha256:${'0'.repeat(64)}`, b: `rec:sha256:${'1'.repeat(64)}` });
    assert.equal(unknown.isError, true);
    assert.match(unknown.text, /no record/);
  });

  it('no answer carries a value', () => {
    assert.ok(answers.length >= 5);
    for (const text of answers) for (const v of VALUES) assert.ok(!text.includes(v), `${v} in ${text.slice(0, 120)}`);
  });
});
