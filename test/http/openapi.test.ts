// Black-box (issue 12 item 7): /openapi.json validates against the OpenAPI 3 schema; every route
// documents its answer and each error status with the {detail} body; each route's documented example
// answers 200 with a body that fits the documented response schema; a file uploads through the
// documented multipart form of /documents.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import Schema from 'typebox/schema';
import { generateKeyFile } from '../../src/attest/index.js';
import { type Answer, startServer, type TestServer } from './server.js';

type Json = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string; schema?: Json; example?: unknown; examples?: unknown }[];
  requestBody?: { content: Record<string, { schema: Json; example?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>;
}

const POST_ROUTES = ['/detect', '/deidentify', '/compare', '/places', '/extract'];
const LEDGER_ROUTES = ['/decision/{id}', '/explain/{id}', '/replay/{id}'];

function fits(schema: Json, value: unknown, what: string): void {
  const [ok, errors] = Schema.Errors(schema as Parameters<typeof Schema.Errors>[0], value);
  assert.ok(ok, `${what}: ${JSON.stringify(errors.slice(0, 5))}`);
}

describe('the OpenAPI document', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sc-openapi-'));
  let server: TestServer;
  let doc: Json;
  const op = (path: string, method: string) => (doc.paths as Record<string, Record<string, Operation>>)[path]![method]!;
  const answerSchema = (path: string, method: string) => op(path, method).responses['200']!.content!['application/json']!.schema;

  before(async () => {
    generateKeyFile(join(dir, 'key.pem'));
    server = await startServer({ ledger: join(dir, 'ledger.db'), signingKey: join(dir, 'key.pem') });
    doc = (await server.call('GET', '/openapi.json')).json;
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('validates against the OpenAPI 3 schema', async () => {
    const validator = new Validator();
    const res = await validator.validate(structuredClone(doc));
    assert.ok(res.valid, JSON.stringify(res.errors, null, 1)?.slice(0, 2000));
    assert.match(String(doc.openapi), /^3\./);
  });

  it('every route documents its answer and every error status with the {detail} body', () => {
    const routes: [string, string, string[]][] = [
      ...POST_ROUTES.map((p): [string, string, string[]] => [p, 'post', ['400', '413', '415', '422']]),
      ['/documents', 'post', ['400', '413', '415', '422', '503']],
      ...LEDGER_ROUTES.map((p): [string, string, string[]] => [p, 'get', ['404', '422', '503']]),
      ['/livez', 'get', []],
      ['/capabilities', 'get', []],
    ];
    for (const [path, method, statuses] of routes) {
      const responses = op(path, method).responses;
      const ok = answerSchema(path, method);
      assert.equal(ok.type, 'object', `${path} 200`);
      assert.ok(Object.keys(ok.properties as Json).length >= 2, `${path} 200 lists its fields`);
      for (const s of statuses) {
        const error = responses[s]?.content?.['application/json']?.schema;
        assert.ok(error, `${path} documents ${s}`);
        assert.deepEqual(Object.keys(error.properties as Json), ['detail'], `${path} ${s}`);
        assert.deepEqual(error.required, ['detail']);
        assert.ok(responses[s]!.description.length > 10);
      }
    }
    for (const p of ['/deidentify', '/compare']) assert.ok(op(p, 'post').responses['503'], `${p} 503`);
  });

  it('documents the enums of the contract and the /compare unread key', () => {
    const receipt = answerSchema('/compare', 'post').properties as Record<string, Json>;
    assert.deepEqual(receipt.identity!.enum, ['same_entity', 'review', 'different']);
    assert.deepEqual(receipt.action!.enum, ['merge', 'hold', 'no_op']);
    const unread = receipt.unread!.properties as Record<string, Json>;
    assert.deepEqual(Object.keys(unread), ['a', 'b']);
    assert.deepEqual(Object.keys(unread.a!.properties as Json), ['ignored', 'unparsed']);
    assert.ok(!(answerSchema('/compare', 'post').required as string[]).includes('unread'), 'unread is optional');
    fits(answerSchema('/compare', 'post'), { ...sampleReceipt(), unread: { a: { ignored: ['x'], unparsed: [] }, b: { ignored: [], unparsed: ['dob'] } } }, 'receipt with unread');
    const [wrong] = Schema.Errors(answerSchema('/compare', 'post') as Parameters<typeof Schema.Errors>[0], { ...sampleReceipt(), identity: 'maybe' });
    assert.equal(wrong, false, 'the check can fail');
    const compareBody = op('/compare', 'post').requestBody!.content['application/json']!.schema.properties as Record<string, Json>;
    assert.match(String(compareBody.a!.description), /person: [^;]*national_id/, 'the field names /compare reads are written');
    assert.match(String(compareBody.a!.description), /person: [^;]*name in parts when no name key is sent \([^)]*first_name[^)]*\+[^)]*last_name[^)]*\)/, 'a name sent in parts is documented');
    const method = (answerSchema('/deidentify', 'post').properties as Record<string, Json>).method!;
    assert.deepEqual(method.enum, ['statute', 'mask', 'token', 'drop']);
  });

  for (const path of POST_ROUTES) {
    it(`${path}: the documented example answers 200 and fits the documented answer`, async () => {
      const media = op(path, 'post').requestBody!.content['application/json']!;
      assert.ok(media.example, `${path} has an example`);
      const r = await server.call('POST', path, media.example);
      assert.equal(r.status, 200, r.text);
      assert.ok(r.json.attestation, 'signed');
      fits(answerSchema(path, 'post'), r.json, path);
    });
  }

  it('the ledger routes: their example id answers 200 once the /compare example is stored', async () => {
    const example = op('/compare', 'post').requestBody!.content['application/json']!.example as Json;
    const stored = await server.call('POST', '/compare', { ...example, store: true });
    assert.equal(stored.status, 200, stored.text);
    for (const path of LEDGER_ROUTES) {
      const param = op(path, 'get').parameters!.find((p) => p.name === 'id')!;
      const id = (param.example ?? (param.schema?.examples as unknown[] | undefined)?.[0]) as string;
      assert.equal(id, stored.json.decision_id, `${path} example id`);
      for (const query of ['', '?reveal=true']) {
        if (query && path === '/replay/{id}') continue;
        const r: Answer = await server.call('GET', `${path.replace('{id}', id)}${query}`);
        assert.equal(r.status, 200, r.text);
        fits(answerSchema(path, 'get'), r.json, `${path}${query}`);
      }
    }
  });

  it('/livez and /capabilities fit their answers', async () => {
    for (const path of ['/livez', '/capabilities']) fits(answerSchema(path, 'get'), (await server.call('GET', path)).json, path);
  });

  it('a file uploads through the documented multipart form', async () => {
    const media = op('/documents', 'post').requestBody!.content['multipart/form-data'];
    assert.ok(media, '/documents documents a multipart body');
    const props = media.schema.properties as Record<string, Json>;
    assert.deepEqual(media.schema.required, ['files']);
    const form = new FormData();
    for (const [name, prop] of Object.entries(props)) {
      if (prop.type === 'array' && (prop.items as Json).format === 'binary') {
        form.append(name, new Blob(['Name: Ada Obi\nNIN: 12345678901\nPhone: 0803 555 7890\nLagos, Nigeria\n']), 'ada.txt');
        form.append(name, new Blob(['Name: Ada Obi\nNIN 12345678901\nNigeria\n']), 'ada-2.txt');
      } else if ('default' in prop) {
        form.set(name, String(prop.default));
      }
    }
    const r = await server.call('POST', '/documents', form);
    assert.equal(r.status, 200, r.text);
    fits(answerSchema('/documents', 'post'), r.json, '/documents');
    assert.deepEqual(Object.keys(r.json.jurisdictions as Json).sort(), ['ada-2.txt', 'ada.txt']);
  });

  it('a response schema documents but never filters the answer', async () => {
    // /livez's schema lists ok, version and warm; the answer is the verb's object as is.
    const r = await server.call('POST', '/detect', { text: 'x', jurisdiction: 'NG' });
    assert.deepEqual(Object.keys(r.json).sort(), ['attestation', 'count', 'detections']);
  });
});

function sampleReceipt(): Json {
  return {
    identity: 'review',
    action: 'hold',
    basis: 'pack:person',
    explanation: 'x',
    score: 0.5,
    factors: { name: 0.5 },
    decision_id: `xwd:sha256:${'0'.repeat(64)}`,
    pins: { engine: 'e', comparators_sha256: 'c', block: 'none', threshold: 0.7, review_margin: 0.15, distinctive_floor: 0.75, tf: 'shipped:person', entity_pack: 'person' },
    recorded: false,
  };
}
