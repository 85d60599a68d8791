import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { base58btc } from 'multiformats/bases/base58';
import {
  didKeyFromPublicKey,
  KeyFormatError,
  publicKeyFromDidKey,
  publicKeyFromRaw,
  rawPublicKey,
  rawPublicKeyFromDidKey,
} from '../../src/attest/didKey.js';
import { signingKeyFromSeed } from '../../src/attest/keys.js';
import { vectors } from './vectors.js';
import { hasCode, hasError } from '../helpers/codes.js';

describe('did:key', () => {
  it('derives the fixed did:key from the fixed seed', () => {
    const key = signingKeyFromSeed(Buffer.from(vectors.seed_hex, 'hex'));
    assert.equal(Buffer.from(rawPublicKey(key.publicKey)).toString('hex'), vectors.public_key_hex);
    assert.equal(key.did, vectors.did_key);
    assert.equal(didKeyFromPublicKey(key.privateKey), vectors.did_key);
    assert.equal(didKeyFromPublicKey(Buffer.from(vectors.public_key_hex, 'hex')), vectors.did_key);
  });

  it('round-trips random keys and always starts did:key:z6Mk', () => {
    for (let i = 0; i < 20; i++) {
      const { publicKey } = generateKeyPairSync('ed25519');
      const did = didKeyFromPublicKey(publicKey);
      assert.match(did, /^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]+$/);
      assert.ok(publicKeyFromDidKey(did).equals(publicKey));
      assert.deepEqual(rawPublicKeyFromDidKey(did), rawPublicKey(publicKey));
    }
  });

  it('raw bytes <-> KeyObject round trip', () => {
    const raw = Buffer.from(vectors.public_key_hex, 'hex');
    assert.deepEqual(Buffer.from(rawPublicKey(publicKeyFromRaw(raw))), raw);
  });

  it('refuses a missing did:key:z prefix', () => {
    assert.throws(() => rawPublicKeyFromDidKey('did:web:example.com'), hasCode('SC_DID_KEY_FORMAT'));
    assert.throws(() => rawPublicKeyFromDidKey(vectors.did_key.replace('did:key:z', 'did:key:f')), (e: unknown) => e instanceof KeyFormatError && hasCode('SC_DID_KEY_FORMAT')(e));
  });

  it('refuses invalid base58 characters', () => {
    assert.throws(() => rawPublicKeyFromDidKey('did:key:z6Mk0OIl'), (e: Error) => hasCode('SC_DID_KEY_BASE58')(e) && e.message === 'did:key is not valid base58btc: Non-base58btc character');
  });

  it('refuses another multicodec (secp256k1 0xe701)', () => {
    const bytes = new Uint8Array(35);
    bytes.set([0xe7, 0x01], 0);
    assert.throws(() => rawPublicKeyFromDidKey(`did:key:${base58btc.encode(bytes)}`), (e: unknown) => hasCode('SC_DID_KEY_MULTICODEC')(e) && (e as Error).message.includes('0xe701'));
  });

  it('refuses a wrong key length', () => {
    const short = new Uint8Array(33);
    short.set([0xed, 0x01], 0);
    assert.throws(() => rawPublicKeyFromDidKey(`did:key:${base58btc.encode(short)}`), hasError('SC_DID_KEY_LENGTH', { got: 31, expected: 32 }));
    assert.throws(() => didKeyFromPublicKey(new Uint8Array(31)), hasError('SC_KEY_LENGTH', { expected: 32, got: 31 }));
    assert.throws(() => publicKeyFromRaw(new Uint8Array(33)), hasError('SC_KEY_LENGTH', { expected: 32, got: 33 }));
  });

  it('refuses a non-Ed25519 KeyObject', () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    assert.throws(() => didKeyFromPublicKey(publicKey), hasCode('SC_KEY_NOT_ED25519'));
  });
});
