import assert from 'node:assert/strict';
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { describe, it } from 'node:test';
import { type Attestation, attachAttestation, buildAttestation, SIGNED_FIELDS } from '../../src/attest/envelope.js';
import { signCompact } from '../../src/attest/jws.js';
import { signingKeyFromPrivateKey, signingKeyFromSeed } from '../../src/attest/keys.js';
import { verifyAttestation } from '../../src/attest/verify.js';
import { vectors } from './vectors.js';

const key = signingKeyFromSeed(Buffer.from(vectors.seed_hex, 'hex'));
const other = signingKeyFromPrivateKey(generateKeyPairSync('ed25519').privateKey);
const RED = `red:sha256:${'a'.repeat(64)}`;
const inputs = { text: 'Patient 😀 NIN 12345678901', jurisdiction: 'NG', backend: 'auto', statute: null };
const response = { decision_id: RED, count: 1, detections: [{ category: 'PII-2-NIN', start: 15, end: 26, confidence: 0.6 }] };
const now = new Date('2026-01-01T00:00:00Z');
const envelope = buildAttestation({ key, tool: 'deidentify', inputs, response, caller: 'svc:test', now });

describe('verifyAttestation: signature and trust', () => {
  it('a good envelope with no key is valid but not trusted', () => {
    const check = verifyAttestation({ envelope });
    assert.deepEqual(check, {
      ok: true,
      valid: true,
      trusted: false,
      signer: vectors.did_key,
      tool: 'deidentify',
      decision_ids: [RED],
      inputs_match: null,
      inputs_defaults_filled: [],
      response_match: null,
      problems: [],
    });
    assert.deepEqual(Object.keys(check), [
      'ok',
      'valid',
      'trusted',
      'signer',
      'tool',
      'decision_ids',
      'inputs_match',
      'inputs_defaults_filled',
      'response_match',
      'problems',
    ]);
  });

  const pinnedForms: [string, string | Uint8Array | KeyObject][] = [
    ['did:key string', vectors.did_key],
    ['public PEM', key.publicKey.export({ format: 'pem', type: 'spki' }) as string],
    ['raw bytes', Buffer.from(vectors.public_key_hex, 'hex')],
    ['KeyObject', key.publicKey],
  ];
  for (const [name, pinned] of pinnedForms) {
    it(`a key pinned as ${name} makes it trusted`, () => {
      const check = verifyAttestation({ envelope, key: pinned });
      assert.equal(check.valid, true);
      assert.equal(check.trusted, true);
      assert.equal(check.ok, true);
    });
  }

  it('a resolver that knows the kid makes it trusted; one that does not falls back untrusted', () => {
    const seen: string[] = [];
    const resolver = (kid: string) => {
      seen.push(kid);
      return key.publicKey;
    };
    const good = verifyAttestation({ envelope, resolver });
    assert.deepEqual(seen, [vectors.did_key]);
    assert.equal(good.trusted, true);
    const unknown = verifyAttestation({ envelope, resolver: () => null });
    assert.equal(unknown.valid, true);
    assert.equal(unknown.trusted, false);
    assert.match(unknown.problems[0]!, /resolver knows no key/);
  });

  it('a wrong pinned key (or a resolver returning one) is not valid', () => {
    for (const check of [
      verifyAttestation({ envelope, key: other.did }),
      verifyAttestation({ envelope, resolver: () => other.publicKey }),
    ]) {
      assert.equal(check.valid, false);
      assert.equal(check.trusted, false);
      assert.equal(check.ok, false);
      assert.match(check.problems[0]!, /^signature: /);
    }
  });

  it('an unusable pinned key is a problem, not a crash', () => {
    const check = verifyAttestation({ envelope, key: 'did:key:zNotAKey' });
    assert.equal(check.valid, false);
    assert.match(check.problems[0]!, /^signature: the key supplied is not usable/);
  });

  it('a tampered signature is invalid with a signature problem', () => {
    const [h, p, s] = envelope.jws.split('.') as [string, string, string];
    const bytes = Buffer.from(s, 'base64url');
    bytes[0]! ^= 0x80;
    const check = verifyAttestation({ envelope: { ...envelope, jws: `${h}.${p}.${bytes.toString('base64url')}` } });
    assert.equal(check.valid, false);
    assert.deepEqual(check.problems, ['signature: Ed25519 signature verification failed']);
    assert.equal(check.signer, vectors.did_key);
    assert.equal(check.tool, null);
  });

  it('a tampered header is invalid', () => {
    const [, p, s] = envelope.jws.split('.') as [string, string, string];
    const header = Buffer.from(`{"alg":"EdDSA","kid":"${other.did}","typ":"service+jws"}`).toString('base64url');
    const swapped = verifyAttestation({ envelope: { ...envelope, jws: `${header}.${p}.${s}` } });
    assert.equal(swapped.valid, false);
    assert.match(swapped.problems[0]!, /signature verification failed/);
    const noneHeader = Buffer.from(`{"alg":"none","kid":"${vectors.did_key}","typ":"service+jws"}`).toString('base64url');
    const none = verifyAttestation({ envelope: { ...envelope, jws: `${noneHeader}.${p}.` } });
    assert.equal(none.valid, false);
    assert.match(none.problems[0]!, /^signature: Unsupported alg/);
  });

  it('an envelope re-signed by another key claiming the same signer is caught', () => {
    const { jws: _jws, ...claims } = envelope;
    const jws = signCompact(claims, other); // kid = other.did, signed signer = key.did
    const check = verifyAttestation({ envelope: { ...envelope, jws } });
    assert.equal(check.valid, false);
    assert.ok(check.problems.some((p) => /is not the JWS kid/.test(p)));
    assert.equal(verifyAttestation({ envelope: { ...envelope, jws }, key: vectors.did_key }).valid, false);
  });

  it('no jws, or not an object', () => {
    const { jws: _jws, ...bare } = envelope;
    assert.deepEqual(verifyAttestation({ envelope: bare }).problems, ['no jws in the envelope']);
    assert.equal(verifyAttestation({ envelope: bare }).valid, false);
    assert.deepEqual(verifyAttestation({ envelope: 'x' }).problems, ['the envelope is not a JSON object']);
    assert.match(verifyAttestation({ envelope: { jws: 'a.b' } }).problems[0]!, /Expected 3 JWS segments, got 2/);
  });
});

describe('verifyAttestation: envelope fields', () => {
  const altered: Record<(typeof SIGNED_FIELDS)[number], unknown> = {
    schema: 'service.attestation.v2',
    tool: 'detect',
    inputs_sha256: 'f'.repeat(64),
    response_sha256: '0'.repeat(64),
    caller: 'someone-else',
    decision_ids: [],
    issued_at: '2027-01-01T00:00:00Z',
    engine: 'service-core@9.9.9',
    signer: other.did,
  };
  for (const field of SIGNED_FIELDS) {
    it(`an edited plain '${field}' is detected`, () => {
      const edited = { ...envelope, [field]: altered[field] } as Attestation;
      const check = verifyAttestation({ envelope: edited, key: vectors.did_key });
      assert.equal(check.valid, false);
      assert.equal(check.trusted, false);
      assert.equal(check.ok, false);
      assert.deepEqual(check.problems, [`envelope field '${field}' differs from what was signed`]);
    });
  }

  it('a missing plain field or an extra unsigned one is detected', () => {
    const { caller: _caller, ...missing } = envelope;
    assert.deepEqual(verifyAttestation({ envelope: missing }).problems, ["envelope field 'caller' differs from what was signed"]);
    const extra = verifyAttestation({ envelope: { ...envelope, verified_by: 'auditor' } });
    assert.equal(extra.valid, false);
    assert.deepEqual(extra.problems, ["envelope field 'verified_by' is not part of what was signed"]);
  });

  it('a signed body with the wrong schema is not valid', () => {
    const { jws: _jws, ...claims } = envelope;
    const wrong = { ...claims, schema: 'arche.attestation.v1' };
    const check = verifyAttestation({ envelope: { ...wrong, jws: signCompact(wrong, key) } });
    assert.equal(check.valid, false);
    assert.deepEqual(check.problems, ['schema "arche.attestation.v1" is not service.attestation.v1']);
  });
});

describe('verifyAttestation: inputs and response', () => {
  it('matching inputs and response', () => {
    const check = verifyAttestation({ envelope, inputs, response, key: vectors.did_key });
    assert.equal(check.inputs_match, true);
    assert.equal(check.response_match, true);
    assert.equal(check.ok, true);
  });

  it('mismatching inputs or response make it not ok but still valid', () => {
    const badInputs = verifyAttestation({ envelope, inputs: { ...inputs, jurisdiction: 'KE' } });
    assert.equal(badInputs.valid, true);
    assert.equal(badInputs.inputs_match, false);
    assert.equal(badInputs.ok, false);
    assert.deepEqual(badInputs.problems, ['the inputs supplied do not hash to what was signed']);
    const badResponse = verifyAttestation({ envelope, response: { ...response, count: 2 } });
    assert.equal(badResponse.response_match, false);
    assert.equal(badResponse.ok, false);
    assert.deepEqual(badResponse.problems, ['the response supplied does not hash to what was signed']);
  });

  it('a response given with its attestation key still matches', () => {
    const whole = attachAttestation(response, { key, tool: 'detect', inputs, caller: null, now });
    assert.equal(verifyAttestation({ envelope: whole.attestation, response: whole }).response_match, true);
  });

  it('unhashable supplied values are a mismatch, not a crash', () => {
    const check = verifyAttestation({ envelope, inputs: { x: Number.NaN } });
    assert.equal(check.inputs_match, false);
    assert.match(check.problems[0]!, /cannot be hashed/);
  });

  it('a whole service response is accepted and checks its own answer', () => {
    const whole = attachAttestation(response, { key, tool: 'deidentify', inputs, caller: 'svc:test', now });
    const good = verifyAttestation({ envelope: whole, inputs, key: vectors.did_key });
    assert.equal(good.ok, true);
    assert.equal(good.trusted, true);
    assert.equal(good.response_match, true);
    assert.equal(good.inputs_match, true);
    const edited = verifyAttestation({ envelope: { ...whole, count: 7 } });
    assert.equal(edited.valid, true);
    assert.equal(edited.response_match, false);
    assert.equal(edited.ok, false);
    // A separately supplied response wins over the rest of the whole response.
    assert.equal(verifyAttestation({ envelope: { ...whole, count: 7 }, response }).response_match, true);
  });

  it('signature checks are real: a hand-made Ed25519 signature over the same bytes verifies', () => {
    const [h, p] = envelope.jws.split('.') as [string, string, string];
    const sig = sign(null, Buffer.from(`${h}.${p}`), key.privateKey).toString('base64url');
    assert.equal(verifyAttestation({ envelope: { ...envelope, jws: `${h}.${p}.${sig}` } }).valid, true);
  });
});
