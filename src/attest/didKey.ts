// did:key for Ed25519 (multicodec 0xed 0x01 + 32 raw bytes, base58btc multibase): the signer's public
// identifier. Verification needs no network because the did:key *is* the public key. Keys stay
// node:crypto KeyObjects; only the raw 32 bytes cross into the multibase encoding (multiformats).
import { createPublicKey, type KeyObject } from 'node:crypto';
import { base58btc } from 'multiformats/bases/base58';
import { CodedError, coded } from '../core/errors.js';
import { quoteSafe } from '../core/safeToken.js';

/** A key input that is not a usable Ed25519 key (bad did:key, wrong multicodec, wrong length, wrong type). */
export class KeyFormatError extends CodedError {}

const DID_KEY_PREFIX = 'did:key:';
/** Multicodec varint for ed25519-pub (0xed), two bytes. */
const ED25519_MULTICODEC = Uint8Array.of(0xed, 0x01);
const ED25519_PUBLIC_KEY_BYTES = 32;

/** Refuses anything but an Ed25519 key; returns the public half. */
export function ed25519PublicKey(key: KeyObject): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new KeyFormatError(coded('SC_KEY_NOT_ED25519', { type: key.asymmetricKeyType ?? key.type }));
  }
  return key.type === 'private' ? createPublicKey(key) : key;
}

/** The 32 raw bytes of an Ed25519 public key (from the JWK `x` member). */
export function rawPublicKey(key: KeyObject): Uint8Array {
  const jwk = ed25519PublicKey(key).export({ format: 'jwk' });
  if (typeof jwk.x !== 'string') throw new KeyFormatError(coded('SC_KEY_NO_PUBLIC_BYTES'));
  return new Uint8Array(Buffer.from(jwk.x, 'base64url'));
}

/** A public KeyObject from 32 raw Ed25519 bytes. */
export function publicKeyFromRaw(raw: Uint8Array): KeyObject {
  if (raw.length !== ED25519_PUBLIC_KEY_BYTES) {
    throw new KeyFormatError(coded('SC_KEY_LENGTH', { expected: ED25519_PUBLIC_KEY_BYTES, got: raw.length }));
  }
  const x = Buffer.from(raw).toString('base64url');
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' });
}

/** `did:key:z6Mk...` of an Ed25519 key (public or private KeyObject, or 32 raw public bytes). */
export function didKeyFromPublicKey(key: KeyObject | Uint8Array): string {
  const raw = key instanceof Uint8Array ? key : rawPublicKey(key);
  if (raw.length !== ED25519_PUBLIC_KEY_BYTES) {
    throw new KeyFormatError(coded('SC_KEY_LENGTH', { expected: ED25519_PUBLIC_KEY_BYTES, got: raw.length }));
  }
  const bytes = new Uint8Array(ED25519_MULTICODEC.length + raw.length);
  bytes.set(ED25519_MULTICODEC, 0);
  bytes.set(raw, ED25519_MULTICODEC.length);
  return DID_KEY_PREFIX + base58btc.encode(bytes);
}

/** The 32 raw public-key bytes inside a did:key; clear errors for every way it can be wrong. */
export function rawPublicKeyFromDidKey(did: string): Uint8Array {
  if (typeof did !== 'string' || !did.startsWith(`${DID_KEY_PREFIX}z`)) {
    throw new KeyFormatError(coded('SC_DID_KEY_FORMAT', { given: quoteSafe(did) }));
  }
  let bytes: Uint8Array;
  try {
    bytes = base58btc.decode(did.slice(DID_KEY_PREFIX.length));
  } catch {
    // The decoder's one reachable failure once the `z` prefix is checked (multiformats: `Non-base58btc character`).
    throw new KeyFormatError(coded('SC_DID_KEY_BASE58'));
  }
  if (bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) {
    const seen = Buffer.from(bytes.subarray(0, 2)).toString('hex');
    throw new KeyFormatError(coded('SC_DID_KEY_MULTICODEC', { seen }));
  }
  const raw = bytes.subarray(ED25519_MULTICODEC.length);
  if (raw.length !== ED25519_PUBLIC_KEY_BYTES) {
    throw new KeyFormatError(coded('SC_DID_KEY_LENGTH', { got: raw.length, expected: ED25519_PUBLIC_KEY_BYTES }));
  }
  return new Uint8Array(raw);
}

/** A public KeyObject from a did:key string. */
export function publicKeyFromDidKey(did: string): KeyObject {
  return publicKeyFromRaw(rawPublicKeyFromDidKey(did));
}
