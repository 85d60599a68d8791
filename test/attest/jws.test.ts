import assert from 'node:assert/strict';
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, it } from 'node:test';
import { CompactSign, compactVerify } from 'jose';
import { JwsError, signCompact, verifyCompact } from '../../src/attest/jws.js';
import { signingKeyFromPrivateKey, signingKeyFromSeed } from '../../src/attest/keys.js';
import { canonicalJson } from '../../src/core/canonicalJson.js';
import { vectors } from './vectors.js';
import { hasCode, hasError } from '../helpers/codes.js';

const key = signingKeyFromSeed(Buffer.from(vectors.seed_hex, 'hex'));
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** Signs arbitrary header/payload text with a key (to build hostile tokens). */
function forge(headerJson: string, payloadJson: string, signer = key): string {
  const input = `${b64(headerJson)}.${b64(payloadJson)}`;
  return `${input}.${sign(null, Buffer.from(input, 'ascii'), signer.privateKey).toString('base64url')}`;
}

describe('signCompact', () => {
  it('reproduces the fixed service vector (produced by jose) byte for byte', () => {
    const jws = signCompact(vectors.service.claims, key);
    assert.equal(jws, vectors.service.jws);
    const [h, p] = jws.split('.');
    assert.equal(Buffer.from(h!, 'base64url').toString('utf8'), vectors.service.header_json);
    assert.equal(Buffer.from(p!, 'base64url').toString('utf8'), vectors.service.payload_json);
  });

  it("reproduces the reference implementation's published token with its literals", () => {
    assert.equal(signCompact(vectors.reference.claims, key, { typ: vectors.reference.typ }), vectors.reference.jws);
  });

  it('is independent of claim key order (canonical payload)', () => {
    const reversed = Object.fromEntries(Object.entries(vectors.service.claims).reverse());
    assert.equal(signCompact(reversed, key), vectors.service.jws);
  });
});

describe('verifyCompact', () => {
  it('returns header and claims of a good token, with and without a pinned key', () => {
    const unpinned = verifyCompact(vectors.service.jws);
    assert.deepEqual(unpinned.header, { alg: 'EdDSA', kid: vectors.did_key, typ: 'service+jws' });
    assert.deepEqual(unpinned.claims, vectors.service.claims);
    assert.deepEqual(verifyCompact(vectors.service.jws, key.publicKey).claims, vectors.service.claims);
  });

  it('counts segments', () => {
    assert.throws(() => verifyCompact('a.b'), (e: unknown) => e instanceof JwsError && hasCode('SC_JWS_SEGMENTS')(e));
    assert.throws(() => verifyCompact(`${vectors.service.jws}.x`), hasCode('SC_JWS_SEGMENTS'));
  });

  it('refuses another alg, a wrong typ and an unparsable header', () => {
    const payload = vectors.service.payload_json!;
    const none = forge(`{"alg":"none","kid":"${vectors.did_key}","typ":"service+jws"}`, payload);
    assert.throws(() => verifyCompact(none), hasCode('SC_JWS_ALG'));
    const typ = forge(`{"alg":"EdDSA","kid":"${vectors.did_key}","typ":"JWT"}`, payload);
    assert.throws(() => verifyCompact(typ), hasCode('SC_JWS_TYP'));
    // The parser's own message quotes the token's text: the detail is the catalogue's sentence alone.
    assert.throws(() => verifyCompact(`${b64('{not json')}.${b64(payload)}.AAAA`), (e: Error) => hasCode('SC_JWS_HEADER_NOT_JSON')(e) && e.message === 'Header parse failed: not valid JSON');
    assert.throws(() => verifyCompact(`${b64('[1]')}.${b64(payload)}.AAAA`), (e: Error) => hasCode('SC_JWS_HEADER_NOT_OBJECT')(e) && e.message === 'Header parse failed: not a JSON object');
    assert.throws(() => verifyCompact(`a*b.${b64(payload)}.AAAA`), (e: Error) => hasCode('SC_JWS_HEADER_BASE64URL')(e) && e.message === 'Header parse failed: header is not unpadded base64url');
    const header = `{"alg":"EdDSA","kid":"${vectors.did_key}","typ":"service+jws"}`;
    assert.throws(() => verifyCompact(forge(header, '{not json')), (e: Error) => hasCode('SC_JWS_PAYLOAD_NOT_JSON')(e) && e.message === 'Payload parse failed: not valid JSON');
    assert.throws(() => verifyCompact(forge(header, '"x"')), (e: Error) => hasCode('SC_JWS_PAYLOAD_NOT_OBJECT')(e) && e.message === 'Payload parse failed: not a JSON object');
    assert.throws(() => verifyCompact(`${b64('{"alg":"EdDSA","typ":"service+jws"}')}.${b64(payload)}.AAAA`), hasCode('SC_JWS_NO_KID'));
  });

  it('detects a tampered payload, signature or header', () => {
    const [h, p, s] = vectors.service.jws.split('.') as [string, string, string];
    const otherPayload = b64(vectors.service.payload_json!.replace('"detect"', '"compare"'));
    assert.throws(() => verifyCompact(`${h}.${otherPayload}.${s}`), (e: unknown) => e instanceof JwsError && hasCode('SC_JWS_SIGNATURE_INVALID')(e));
    const flipped = Buffer.from(s, 'base64url');
    flipped[10]! ^= 1;
    assert.throws(() => verifyCompact(`${h}.${p}.${flipped.toString('base64url')}`), hasCode('SC_JWS_SIGNATURE_INVALID'));
    assert.throws(() => verifyCompact(`${h}.${p}.${s.slice(0, -4)}`), hasError('SC_JWS_SIGNATURE_LENGTH', { got: 61 }));
    assert.throws(() => verifyCompact(`${h}.${p}.${s}=`), hasCode('SC_JWS_SIGNATURE_BASE64URL'));
    const otherHeader = b64(vectors.service.header_json!.replace('"EdDSA"', '"EdDSA","x":1'));
    assert.throws(() => verifyCompact(`${otherHeader}.${p}.${s}`), hasCode('SC_JWS_SIGNATURE_INVALID'));
  });

  it('a token whose kid names another key fails even when signed', () => {
    const other = signingKeyFromPrivateKey(generateKeyPairSync('ed25519').privateKey);
    // Signed by `other` but claiming the vector key as kid: the kid's key does not verify it.
    const lying = forge(vectors.service.header_json!, vectors.service.payload_json!, other);
    assert.throws(() => verifyCompact(lying), hasCode('SC_JWS_SIGNATURE_INVALID'));
    // Pinning the real signer does not help: the kid does not name it.
    assert.throws(() => verifyCompact(lying, other.publicKey), hasCode('SC_JWS_KID_MISMATCH'));
  });

  it('a pinned key that is not the signer is refused', () => {
    const other = generateKeyPairSync('ed25519').publicKey;
    assert.throws(() => verifyCompact(vectors.service.jws, other), (e: unknown) => e instanceof JwsError && hasCode('SC_JWS_KID_MISMATCH')(e));
  });
});

describe('cross-check with jose (dev-only, independent implementation)', () => {
  it('jose verifies our tokens', async () => {
    for (let i = 0; i < 5; i++) {
      const signer = signingKeyFromPrivateKey(generateKeyPairSync('ed25519').privateKey);
      const claims = { schema: 'service.attestation.v1', n: i, caller: 'svc:tëst ✓ 😀', ids: ['b', 'a'] };
      const jws = signCompact(claims, signer);
      const { payload, protectedHeader } = await compactVerify(jws, signer.publicKey);
      assert.deepEqual(protectedHeader, { alg: 'EdDSA', kid: signer.did, typ: 'service+jws' });
      assert.deepEqual(JSON.parse(new TextDecoder().decode(payload)), claims);
    }
  });

  it('jose produces the same bytes for the same key and claims', async () => {
    const signer = signingKeyFromPrivateKey(generateKeyPairSync('ed25519').privateKey);
    const claims = { tool: 'compare', decision_ids: ['xwd:sha256:' + 'c'.repeat(64)], caller: null, note: 'Zoë' };
    const theirs = await new CompactSign(new TextEncoder().encode(canonicalJson(claims)))
      .setProtectedHeader({ alg: 'EdDSA', kid: signer.did, typ: 'service+jws' })
      .sign(signer.privateKey);
    assert.equal(signCompact(claims, signer), theirs);
    assert.deepEqual(verifyCompact(theirs, signer.publicKey).claims, claims);
  });
});
