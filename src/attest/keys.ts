// The installation's Ed25519 signing key: an unencrypted PKCS#8 PEM file (mode 0600) made only by an
// explicit `service-core keygen` (contract: a key is never generated on the fly), loaded at start-up,
// plus the public-key inputs a verifier accepts (did:key, PEM, raw 32 bytes, KeyObject).
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { CodedError, ConfigError, coded, stableCode } from '../core/errors.js';
import { didKeyFromPublicKey, ed25519PublicKey, KeyFormatError, publicKeyFromDidKey, publicKeyFromRaw } from './didKey.js';

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** `did:key:z6Mk...`: published, pinned by verifiers, the JWS `kid`. */
  did: string;
  /** Absolute path of the key file it was loaded from ('' for a key built in memory). */
  path: string;
}

/** Key generation refused because the file exists and `force` was not given. */
export class KeyFileExistsError extends CodedError {
  declare readonly code: 'SC_KEY_FILE_EXISTS';
  readonly path: string;
  constructor(path: string) {
    super(coded('SC_KEY_FILE_EXISTS', { path }));
    this.path = path;
  }
}

/** `~` and `~/...` expanded to the home directory, then made absolute. */
export function expandKeyPath(path: string): string {
  if (path === '~') return homedir();
  if (path.startsWith('~/')) return join(homedir(), path.slice(2));
  return resolve(path);
}

/** Creates a new Ed25519 key file (PKCS#8 PEM, mode 0600, parent dirs created). */
export function generateKeyFile(path: string, options: { force?: boolean } = {}): { path: string; did: string } {
  const target = expandKeyPath(path);
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
  mkdirSync(dirname(target), { recursive: true });
  if (options.force) {
    // Write beside the target and rename over it: the old key is replaced whole or not at all.
    const temp = join(dirname(target), `.${basename(target)}.${process.pid}.tmp`);
    try {
      writeFileSync(temp, pem, { mode: 0o600, flag: 'wx' });
      chmodSync(temp, 0o600);
      renameSync(temp, target);
    } finally {
      rmSync(temp, { force: true });
    }
  } else {
    try {
      writeFileSync(target, pem, { mode: 0o600, flag: 'wx' }); // O_EXCL: never clobbers an existing file
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new KeyFileExistsError(target);
      throw err;
    }
    chmodSync(target, 0o600); // a restrictive umask can only narrow this; make it exact
  }
  return { path: target, did: didKeyFromPublicKey(privateKey) };
}

/** A SigningKey from an Ed25519 private KeyObject (tests, embedding). */
export function signingKeyFromPrivateKey(privateKey: KeyObject, path = ''): SigningKey {
  if (privateKey.type !== 'private') throw new KeyFormatError(coded('SC_KEY_NOT_PRIVATE'));
  const publicKey = ed25519PublicKey(privateKey);
  return { privateKey, publicKey, did: didKeyFromPublicKey(publicKey), path };
}

/** DER prefix of an Ed25519 PKCS#8 private key (RFC 8410) before its 32-byte seed. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** A SigningKey from a 32-byte Ed25519 seed (deterministic: test vectors). */
export function signingKeyFromSeed(seed: Uint8Array): SigningKey {
  if (seed.length !== 32) throw new KeyFormatError(coded('SC_KEY_SEED_LENGTH', { got: seed.length }));
  const der = Buffer.concat([PKCS8_ED25519_PREFIX, seed]);
  return signingKeyFromPrivateKey(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }));
}

/** Loads the service's signing key; every failure is a ConfigError that stops start-up. */
export function loadSigningKey(path: string): SigningKey {
  const target = expandKeyPath(path);
  if (!existsSync(target)) {
    throw new ConfigError(coded('SC_SIGNING_KEY_MISSING', { path: target }));
  }
  let text: string;
  try {
    text = readFileSync(target, 'utf8');
  } catch (err) {
    throw new ConfigError(coded('SC_SIGNING_KEY_UNREADABLE', { path: target, errno: stableCode(err) }));
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(text);
  } catch {
    throw new ConfigError(coded('SC_SIGNING_KEY_NOT_PEM', { path: target }));
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new ConfigError(coded('SC_SIGNING_KEY_NOT_ED25519', { path: target, type: privateKey.asymmetricKeyType ?? 'non-asymmetric' }));
  }
  return signingKeyFromPrivateKey(privateKey, target);
}

const HEX_32_BYTES = /^[0-9a-fA-F]{64}$/;

/**
 * A verifier's public key from: a did:key string, a PEM public (SPKI) or private key, 64 hex digits,
 * raw 32 bytes, PEM bytes (a file's contents), or a KeyObject. Always Ed25519; errors are KeyFormatError.
 */
export function loadPublicKey(input: string | Uint8Array | KeyObject): KeyObject {
  if (typeof input === 'string') {
    const text = input.trim();
    if (text.startsWith('did:')) return publicKeyFromDidKey(text);
    if (text.includes('-----BEGIN')) {
      let key: KeyObject;
      try {
        key = createPublicKey(text); // derives the public half from a private PEM too
      } catch (err) {
        throw new KeyFormatError(coded('SC_KEY_PEM_UNREADABLE', { code: stableCode(err) }));
      }
      return ed25519PublicKey(key);
    }
    if (HEX_32_BYTES.test(text)) return publicKeyFromRaw(Buffer.from(text, 'hex'));
    throw new KeyFormatError(coded('SC_KEY_INPUT_UNKNOWN'));
  }
  if (input instanceof Uint8Array) {
    if (input.length === 32) return publicKeyFromRaw(input);
    return loadPublicKey(Buffer.from(input).toString('utf8'));
  }
  return ed25519PublicKey(input);
}
