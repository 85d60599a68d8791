import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { didKeyFromPublicKey, KeyFormatError } from '../../src/attest/didKey.js';
import {
  expandKeyPath,
  generateKeyFile,
  KeyFileExistsError,
  loadPublicKey,
  loadSigningKey,
  signingKeyFromSeed,
} from '../../src/attest/keys.js';
import { ConfigError } from '../../src/core/errors.js';
import { vectors } from './vectors.js';
import { hasCode } from '../helpers/codes.js';

const dir = mkdtempSync(join(tmpdir(), 'attest-keys-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('generateKeyFile', () => {
  it('writes an Ed25519 PKCS#8 PEM with mode 0600, creating parent dirs', () => {
    const path = join(dir, 'deep', 'er', 'key.pem');
    const made = generateKeyFile(path);
    assert.equal(made.path, path);
    assert.equal(statSync(path).mode & 0o777, 0o600);
    const pem = readFileSync(path, 'utf8');
    assert.match(pem, /^-----BEGIN PRIVATE KEY-----\n/);
    const loaded = loadSigningKey(path);
    assert.equal(loaded.did, made.did);
    assert.equal(loaded.path, path);
    assert.equal(loaded.privateKey.asymmetricKeyType, 'ed25519');
  });

  it('refuses an existing file without force and leaves it untouched', () => {
    const path = join(dir, 'exists.pem');
    generateKeyFile(path);
    const before = readFileSync(path, 'utf8');
    assert.throws(
      () => generateKeyFile(path),
      (err: unknown) => err instanceof KeyFileExistsError && err.path === path && err.code === 'SC_KEY_FILE_EXISTS',
    );
    assert.equal(readFileSync(path, 'utf8'), before);
  });

  it('replaces an existing file with force (new did, still 0600)', () => {
    const path = join(dir, 'forced.pem');
    writeFileSync(path, 'old contents', { mode: 0o644 });
    const first = generateKeyFile(path, { force: true });
    assert.equal(statSync(path).mode & 0o777, 0o600);
    const second = generateKeyFile(path, { force: true });
    assert.notEqual(first.did, second.did);
    assert.equal(loadSigningKey(path).did, second.did);
  });

  it('expands ~', () => {
    assert.equal(expandKeyPath('~/k.pem'), join(homedir(), 'k.pem'));
    assert.equal(expandKeyPath('~'), homedir());
  });
});

describe('loadSigningKey', () => {
  it('a missing file is a ConfigError naming keygen', () => {
    const path = join(dir, 'missing.pem');
    assert.throws(
      () => loadSigningKey(path),
      (err: unknown) =>
        err instanceof ConfigError && err.code === 'SC_SIGNING_KEY_MISSING' && err.message.includes(`service-core keygen ${path}`),
    );
  });

  it('a file that is not a PEM private key is a ConfigError', () => {
    const path = join(dir, 'garbage.pem');
    writeFileSync(path, 'not a key');
    assert.throws(() => loadSigningKey(path), (err: unknown) => err instanceof ConfigError && err.code === 'SC_SIGNING_KEY_NOT_PEM');
    const pub = join(dir, 'public.pem');
    const { publicKey } = generateKeyPairSync('ed25519');
    writeFileSync(pub, publicKey.export({ format: 'pem', type: 'spki' }));
    assert.throws(() => loadSigningKey(pub), (err: unknown) => err instanceof ConfigError && hasCode('SC_SIGNING_KEY_NOT_PEM')(err));
  });

  it('a non-Ed25519 key is a ConfigError', () => {
    const path = join(dir, 'ec.pem');
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeFileSync(path, privateKey.export({ format: 'pem', type: 'pkcs8' }));
    assert.throws(() => loadSigningKey(path), (err: unknown) => err instanceof ConfigError && err.code === 'SC_SIGNING_KEY_NOT_ED25519');
  });

  it('loads the fixed vector PEM to the fixed did:key', () => {
    const path = join(dir, 'vector.pem');
    writeFileSync(path, vectors.pkcs8_pem, { mode: 0o600 });
    assert.equal(loadSigningKey(path).did, vectors.did_key);
    const fromSeed = signingKeyFromSeed(Buffer.from(vectors.seed_hex, 'hex'));
    assert.equal(fromSeed.privateKey.export({ format: 'pem', type: 'pkcs8' }), vectors.pkcs8_pem);
  });
});

describe('loadPublicKey', () => {
  const key = signingKeyFromSeed(Buffer.from(vectors.seed_hex, 'hex'));
  const spki = key.publicKey.export({ format: 'pem', type: 'spki' }) as string;
  const cases: [string, string | Uint8Array | import('node:crypto').KeyObject][] = [
    ['did:key string', vectors.did_key],
    ['SPKI PEM', spki],
    ['PKCS#8 PEM (public half derived)', vectors.pkcs8_pem],
    ['PEM bytes', Buffer.from(spki)],
    ['raw 32 bytes', Buffer.from(vectors.public_key_hex, 'hex')],
    ['64 hex digits', `${vectors.public_key_hex}\n`],
    ['private KeyObject', key.privateKey],
    ['public KeyObject', key.publicKey],
  ];
  for (const [name, input] of cases) {
    it(`accepts ${name}`, () => {
      const loaded = loadPublicKey(input);
      assert.equal(loaded.type, 'public');
      assert.equal(didKeyFromPublicKey(loaded), vectors.did_key);
    });
  }

  it('refuses other inputs with KeyFormatError', () => {
    assert.throws(() => loadPublicKey('hello'), (e: unknown) => e instanceof KeyFormatError && hasCode('SC_KEY_INPUT_UNKNOWN')(e));
    assert.throws(() => loadPublicKey('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----'), hasCode('SC_KEY_PEM_UNREADABLE'));
    assert.throws(() => loadPublicKey(generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey), hasCode('SC_KEY_NOT_ED25519'));
    assert.throws(() => loadPublicKey(new Uint8Array(31)), (e: unknown) => e instanceof KeyFormatError && hasCode('SC_KEY_INPUT_UNKNOWN')(e));
  });
});
