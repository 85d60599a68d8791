// Signed answers over HTTP: every 2xx POST answer carries an envelope that verifies with the published
// did:key; tampering is detected; the caller header changes `caller` only; GET and errors carry none.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { generateKeyFile, verifyAttestation } from '../../src/attest/index.js';
import { canonicalSha256 } from '../../src/core/canonicalJson.js';
import { ENGINE } from '../../src/core/version.js';
import { startServer, type TestServer } from './server.js';

const DETECT = { text: 'Patient Casey Example (NIN 12345678901) called from 0803 555 7890.', jurisdiction: 'NG' };
/** The request model as received with defaults filled: what inputs_sha256 covers. */
const DETECT_MODEL = { ...DETECT, backend: 'auto', statute: null };

describe('attestation over HTTP', () => {
  let server: TestServer;
  let did: string;
  before(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sc-attest-http-'));
    did = generateKeyFile(join(dir, 'key.pem')).did;
    server = await startServer({ signingKey: join(dir, 'key.pem') });
  });
  after(() => server.close());

  it('a POST answer carries an envelope that verifies with the published did:key', async () => {
    const published = ((await server.call('GET', '/capabilities')).json.attestation as { signer: string }).signer;
    assert.equal(published, did);
    const r = await server.call('POST', '/detect', DETECT);
    assert.equal(r.status, 200, r.text);
    const env = r.json.attestation as Record<string, unknown>;
    assert.deepEqual(Object.keys(env).sort(), ['caller', 'decision_ids', 'engine', 'inputs_sha256', 'issued_at', 'jws', 'response_sha256', 'schema', 'signer', 'tool'].sort());
    assert.equal(env.schema, 'service.attestation.v1');
    assert.equal(env.tool, 'detect');
    assert.equal(env.engine, ENGINE);
    assert.equal(env.signer, did);
    assert.equal(env.caller, '127.0.0.1');
    assert.match(env.issued_at as string, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    assert.equal(env.inputs_sha256, canonicalSha256(DETECT_MODEL));
    const { attestation: _, ...answer } = r.json;
    assert.equal(env.response_sha256, canonicalSha256(answer));
    const check = verifyAttestation({ envelope: r.json, inputs: DETECT_MODEL, key: published });
    assert.deepEqual(check.problems, []);
    assert.equal(check.ok, true);
    assert.equal(check.trusted, true);
    assert.equal(check.inputs_match, true);
    assert.equal(check.response_match, true);
  });

  it('detects tampering with the response, each plain field, and the signature', async () => {
    const r = await server.call('POST', '/detect', DETECT);
    const whole = r.json;
    const env = whole.attestation as Record<string, unknown>;
    const { attestation: _, ...answer } = whole;

    const edited = { ...answer, count: (answer.count as number) + 1 };
    const resp = verifyAttestation({ envelope: env, response: edited, key: did });
    assert.equal(resp.ok, false);
    assert.equal(resp.response_match, false);

    for (const field of ['tool', 'inputs_sha256', 'response_sha256', 'caller', 'decision_ids', 'issued_at', 'engine', 'signer', 'schema']) {
      const forged = { ...env, [field]: field === 'decision_ids' ? [`dec:sha256:${'0'.repeat(64)}`] : 'forged' };
      const check = verifyAttestation({ envelope: forged, key: did });
      assert.equal(check.valid, false, field);
      assert.equal(check.ok, false, field);
    }

    const jws = env.jws as string;
    const last = jws.at(-2) === 'A' ? 'B' : 'A';
    const badSig = verifyAttestation({ envelope: { ...env, jws: `${jws.slice(0, -2)}${last}${jws.at(-1)}` }, key: did });
    assert.equal(badSig.valid, false);
    assert.ok(badSig.problems.some((p) => /signature/.test(p)));
  });

  it('a key taken only from the token is valid but not trusted', async () => {
    const r = await server.call('POST', '/detect', DETECT);
    const check = verifyAttestation({ envelope: r.json });
    assert.equal(check.valid, true);
    assert.equal(check.trusted, false);
    assert.equal(check.ok, true);
  });

  it('the caller header changes caller, not inputs_sha256', async () => {
    const plain = (await server.call('POST', '/detect', DETECT)).json.attestation as Record<string, unknown>;
    const proxied = (await server.call('POST', '/detect', DETECT, { 'X-Service-Caller': 'alice@proxy' })).json.attestation as Record<string, unknown>;
    assert.equal(proxied.caller, 'alice@proxy');
    assert.equal(plain.caller, '127.0.0.1');
    assert.equal(proxied.inputs_sha256, plain.inputs_sha256);
    assert.equal(proxied.response_sha256, plain.response_sha256);
  });

  it('decision_ids lists the service ids in the answer', async () => {
    const r = await server.call('POST', '/deidentify', { text: 'Adaeze Okonkwo, NIN 12345678901', jurisdiction: 'NG' });
    assert.equal(r.status, 200, r.text);
    const env = r.json.attestation as Record<string, unknown>;
    assert.deepEqual(env.decision_ids, [r.json.decision_id]);
    assert.equal(verifyAttestation({ envelope: r.json, key: did }).ok, true);
  });

  it('GET answers and error answers carry no envelope', async () => {
    assert.equal((await server.call('GET', '/livez')).json.attestation, undefined);
    // /capabilities names the signer (its contract field), but is not itself signed.
    assert.deepEqual((await server.call('GET', '/capabilities')).json.attestation, { signer: did });
    const bad = await server.call('POST', '/detect', { jurisdiction: 'NG' });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.json), ['detail']);
    const refused = await server.call('POST', '/detect', { text: 'no clue here', backend: 'nope', jurisdiction: 'NG' });
    assert.equal(refused.status, 400);
    assert.deepEqual(Object.keys(refused.json), ['detail']);
    const gate = await server.call('GET', `/decision/dec:sha256:${'0'.repeat(64)}`);
    assert.equal(gate.status, 503);
    assert.deepEqual(Object.keys(gate.json), ['detail']);
  });
});
