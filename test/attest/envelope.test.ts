import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ATTESTATION_SCHEMA,
  attachAttestation,
  buildAttestation,
  collectServiceIds,
  issuedAt,
  SIGNED_FIELDS,
} from '../../src/attest/envelope.js';
import { verifyCompact } from '../../src/attest/jws.js';
import { signingKeyFromSeed } from '../../src/attest/keys.js';
import { canonicalSha256 } from '../../src/core/canonicalJson.js';
import { ENGINE } from '../../src/core/version.js';
import { vectors } from './vectors.js';

const key = signingKeyFromSeed(Buffer.from(vectors.seed_hex, 'hex'));
const hex = (c: string) => c.repeat(64);
const RED = `red:sha256:${hex('a')}`;
const REC_A = `rec:sha256:${hex('b')}`;
const REC_B = `rec:sha256:${hex('c')}`;
const XWD = `xwd:sha256:${hex('d')}`;
const ENT = `ent:hmac-sha256:${hex('e')}`;
const DEC = `dec:sha256:${hex('f')}`;

describe('collectServiceIds', () => {
  it('finds ids as values at any depth, in objects and arrays, sorted and unique', () => {
    const answer = {
      decision_id: XWD,
      records: { a: REC_B, b: REC_A },
      nested: [[{ deeper: [DEC, RED] }], ENT, XWD],
      receipts: [{ decision_ids: [RED] }],
    };
    assert.deepEqual(collectServiceIds(answer), [DEC, ENT, REC_A, REC_B, RED, XWD]);
  });

  it('ignores keys, near misses, documents ids and non-strings', () => {
    const answer = {
      [RED]: 1,
      doc: `doc:sha256:${hex('a')}`,
      upper: `red:sha256:${hex('A')}`,
      short: `red:sha256:${'a'.repeat(63)}`,
      padded: ` ${RED}`,
      embedded: `see ${RED} here`,
      ent: 'ent:hmac:abc',
      numbers: [1, 2.5, null, true],
    };
    assert.deepEqual(collectServiceIds(answer), []);
    assert.deepEqual(collectServiceIds(RED), [RED]);
    assert.deepEqual(collectServiceIds(null), []);
  });
});

describe('issuedAt', () => {
  it('is UTC at second precision with Z', () => {
    assert.equal(issuedAt(new Date('2026-01-01T00:00:00.999Z')), '2026-01-01T00:00:00Z');
    assert.equal(issuedAt(new Date(Date.UTC(2026, 5, 30, 23, 59, 59, 1))), '2026-06-30T23:59:59Z');
    assert.throws(() => issuedAt(new Date('nope')), RangeError);
  });
});

describe('buildAttestation', () => {
  const inputs = { text: 'Call 0803 555 7890 😀', jurisdiction: 'NG', backend: 'auto', statute: null };
  const response = { decision_id: RED, count: 1, score: 0.6, detections: [{ start: 5, end: 18, record: REC_A }] };
  const now = new Date('2026-01-01T12:34:56.789Z');

  it('has exactly the ten fields, in order, with the contract values', () => {
    const env = buildAttestation({ key, tool: 'deidentify', inputs, response, caller: 'svc:test', now });
    assert.deepEqual(Object.keys(env), [...SIGNED_FIELDS, 'jws']);
    assert.equal(env.schema, ATTESTATION_SCHEMA);
    assert.equal(env.schema, 'service.attestation.v1');
    assert.equal(env.tool, 'deidentify');
    assert.equal(env.inputs_sha256, canonicalSha256(inputs));
    assert.equal(env.response_sha256, canonicalSha256(response));
    assert.equal(env.caller, 'svc:test');
    assert.deepEqual(env.decision_ids, [REC_A, RED]);
    assert.equal(env.issued_at, '2026-01-01T12:34:56Z');
    assert.equal(env.engine, ENGINE);
    assert.match(env.engine, /^service-core@\d+\.\d+\.\d+/);
    assert.equal(env.signer, vectors.did_key);
  });

  it('signs exactly the nine plain fields', () => {
    const env = buildAttestation({ key, tool: 'detect', inputs, response, caller: null, now });
    const { header, claims } = verifyCompact(env.jws, key.publicKey);
    assert.equal(header.kid, env.signer);
    const { jws: _jws, ...plain } = env;
    assert.deepEqual(claims, plain);
    assert.equal(claims.caller, null);
  });

  it('hashes the response without its attestation key', () => {
    const withOld = { ...response, attestation: { anything: true } };
    const env = buildAttestation({ key, tool: 'detect', inputs, response: withOld, caller: null, now });
    assert.equal(env.response_sha256, canonicalSha256(response));
  });

  it('is deterministic for a fixed key, inputs and time', () => {
    const a = buildAttestation({ key, tool: 'detect', inputs, response, caller: 'x', now });
    const b = buildAttestation({ key, tool: 'detect', inputs, response, caller: 'x', now });
    assert.equal(a.jws, b.jws);
  });

  it('attachAttestation adds the envelope under `attestation`', () => {
    const out = attachAttestation(response, { key, tool: 'detect', inputs, caller: null, now });
    assert.deepEqual(Object.keys(out), [...Object.keys(response), 'attestation']);
    assert.equal(out.attestation.response_sha256, canonicalSha256(response));
  });
});
