import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { generateKeyFile } from '../../src/attest/index.js';
import { VERSION } from '../../src/core/version.js';
import { startServer, type TestServer } from './server.js';

const ENDPOINTS = ['/detect', '/deidentify', '/compare', '/link', '/documents', '/places', '/extract', '/decision/{id}', '/explain/{id}', '/replay/{id}', '/entities', '/path', '/cases', '/resolve', '/observe', '/settle', '/erase', '/review', '/coverage', '/livez', '/capabilities'];

describe('GET /livez and /capabilities without extras', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('/livez has exactly ok, version and warm (null without warm start)', async () => {
    const r = await server.call('GET', '/livez');
    assert.equal(r.status, 200);
    assert.deepEqual(r.json, { ok: true, version: VERSION, warm: null });
  });

  it('/capabilities has the full contract shape', async () => {
    const r = await server.call('GET', '/capabilities');
    assert.equal(r.status, 200);
    assert.deepEqual(Object.keys(r.json).sort(), ['attestation', 'endpoints', 'ledger', 'model', 'model_sha256', 'parsers', 'version', 'warm']);
    assert.equal(r.json.version, VERSION);
    assert.equal(r.json.ledger, false);
    // The built-in tagger ships with the package: a default install has a model, named by its weights' hash.
    assert.equal(r.json.model, true);
    assert.match(String(r.json.model_sha256), /^[0-9a-f]{64}$/);
    assert.equal(r.json.warm, null);
    assert.equal(r.json.attestation, null);
    assert.deepEqual(r.json.endpoints, ENDPOINTS);
    const parsers = r.json.parsers as Record<string, unknown>;
    assert.deepEqual(Object.keys(parsers).sort(), ['docling', 'docx', 'ocr', 'pdf', 'text']);
    assert.equal(parsers.text, true);
    for (const v of Object.values(parsers)) assert.equal(typeof v, 'boolean');
  });

  it('serves the OpenAPI document with every contract route, and /docs', async () => {
    const r = await server.call('GET', '/openapi.json');
    assert.equal(r.status, 200);
    const paths = Object.keys(r.json.paths as object);
    for (const p of ENDPOINTS) assert.ok(paths.includes(p), `openapi lacks ${p}`);
    const body = ((r.json.paths as Record<string, Record<string, { requestBody?: unknown }>>)['/detect']!.post!.requestBody);
    assert.ok(body, 'the /detect request schema is documented');
    const docs = await server.call('GET', '/docs');
    assert.equal(docs.status, 200);
    assert.match(docs.text, /swagger/i);
  });
});

describe('capabilities reflect configuration', () => {
  it('reports a ledger and the signer when configured', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sc-meta-'));
    const { did } = generateKeyFile(join(dir, 'key.pem'));
    const server = await startServer({ ledger: join(dir, 'ledger.db'), signingKey: join(dir, 'key.pem') });
    try {
      const r = await server.call('GET', '/capabilities');
      assert.equal(r.json.ledger, true);
      assert.deepEqual(r.json.attestation, { signer: did });
      assert.match(did, /^did:key:z6Mk/);
      const live = await server.call('GET', '/livez');
      assert.equal(live.json.attestation, undefined, 'GET answers carry no envelope');
    } finally {
      await server.close();
    }
  });

  it('warm is false while loading and true when done; /livez answers meanwhile', async () => {
    let finish!: () => void;
    const loading = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const server = await startServer({ warmStart: true, warmer: () => loading });
    try {
      assert.equal((await server.call('GET', '/livez')).json.warm, false);
      assert.equal((await server.call('GET', '/capabilities')).json.warm, false);
      finish();
      // No sleep: once the warmer's promise settles, the flag is set in that promise's own callbacks,
      // which run before any request (I/O) is served.
      await loading;
      assert.equal((await server.call('GET', '/livez')).json.warm, true);
      assert.equal((await server.call('GET', '/capabilities')).json.warm, true);
    } finally {
      await server.close();
    }
  });

  it('the default warm start finishes with warm true', async () => {
    // No polling and no time limit: the app's readiness signal (onWarm) fires once the default warmer
    // (parse workers, the OCR model) has finished and the flag is set; /livez then reports it.
    let ready!: () => void;
    const warmed = new Promise<void>((resolve) => {
      ready = resolve;
    });
    const server = await startServer({ warmStart: true, onWarm: () => ready() });
    try {
      await warmed;
      assert.equal((await server.call('GET', '/livez')).json.warm, true);
      assert.equal((await server.call('GET', '/capabilities')).json.warm, true);
    } finally {
      await server.close();
    }
  });
});
