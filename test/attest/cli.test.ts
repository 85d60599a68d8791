// Drives the real command line (src/cli.ts through tsx) in temp dirs: exit codes, stdout, stderr.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { attachAttestation } from '../../src/attest/envelope.js';
import { loadSigningKey } from '../../src/attest/keys.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'attest-cli-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const keyPath = join(dir, 'keys', 'service.pem');

describe('service-core keygen', () => {
  it('writes a 0600 PEM and prints the path and did:key', () => {
    const run = cli('keygen', keyPath);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(statSync(keyPath).mode & 0o777, 0o600);
    assert.match(readFileSync(keyPath, 'utf8'), /^-----BEGIN PRIVATE KEY-----/);
    const did = loadSigningKey(keyPath).did;
    assert.equal(
      run.stdout,
      `key       ${keyPath}\ndid:key   ${did}\npublish the did:key; set SERVICE_SIGNING_KEY to the path for service-core serve\n`,
    );
  });

  it('refuses to overwrite without --force (exit 2, file untouched); --force replaces', () => {
    const before = readFileSync(keyPath, 'utf8');
    const refused = cli('keygen', keyPath);
    assert.equal(refused.status, 2);
    assert.equal(refused.stdout, '');
    assert.equal(
      refused.stderr,
      `service-core: ${keyPath} exists; pass --force to replace it (envelopes signed with the old key stop verifying against the new did:key)\n`,
    );
    assert.equal(readFileSync(keyPath, 'utf8'), before);
    const forcedPath = join(dir, 'forced.pem');
    writeFileSync(forcedPath, before);
    const forced = cli('keygen', forcedPath, '--force');
    assert.equal(forced.status, 0, forced.stderr);
    assert.notEqual(readFileSync(forcedPath, 'utf8'), before);
    assert.equal(statSync(forcedPath).mode & 0o777, 0o600);
  });

  it('missing FILE is a usage error', () => {
    const run = cli('keygen');
    assert.equal(run.status, 2);
    assert.match(run.stderr, /usage: service-core keygen FILE \[--force\]/);
  });
});

describe('service-core verify', () => {
  const inputs = { text: 'call 0803 555 7890 😀', backend: 'auto', jurisdiction: null, statute: null };
  const answer = { count: 1, decision_id: `red:sha256:${'9'.repeat(64)}` };
  const wholePath = join(dir, 'whole.json');
  const envelopePath = join(dir, 'envelope.json');
  const inputsPath = join(dir, 'inputs.json');
  const answerPath = join(dir, 'answer.json');
  const editedPath = join(dir, 'edited.json');
  const publicPemPath = join(dir, 'public.pem');

  it('verifies a whole response unpinned (exit 0, untrusted note)', () => {
    const key = loadSigningKey(keyPath);
    const whole = attachAttestation(answer, { key, tool: 'deidentify', inputs, caller: 'svc:test' });
    writeFileSync(wholePath, JSON.stringify(whole));
    writeFileSync(envelopePath, JSON.stringify(whole.attestation, null, 2));
    writeFileSync(inputsPath, JSON.stringify(inputs));
    writeFileSync(answerPath, JSON.stringify(answer));
    writeFileSync(editedPath, JSON.stringify({ ...whole, count: 2 }));
    writeFileSync(publicPemPath, key.publicKey.export({ format: 'pem', type: 'spki' }));
    const run = cli('verify', wholePath, '--inputs', inputsPath);
    assert.equal(run.status, 0, run.stdout + run.stderr);
    const lines = run.stdout.trimEnd().split('\n');
    assert.deepEqual(lines, [
      'tool            deidentify',
      `signer          ${key.did}`,
      'valid           true',
      'trusted         false  (no key pinned: integrity shown, authorship not)',
      'inputs_match    true',
      'response_match  true',
      `decision        ${answer.decision_id}`,
      'OK',
    ]);
  });

  it('--key as a did:key or a PEM file pins it (trusted), --json prints the result', () => {
    const did = loadSigningKey(keyPath).did;
    const byDid = cli('verify', envelopePath, '--key', did, '--response', answerPath, '--json');
    assert.equal(byDid.status, 0, byDid.stderr);
    const result = JSON.parse(byDid.stdout);
    assert.equal(result.trusted, true);
    assert.equal(result.response_match, true);
    assert.equal(result.inputs_match, null);
    assert.match(byDid.stdout, /^\{\n {2}"ok": true,/);
    const byPem = cli('verify', envelopePath, '--key', publicPemPath);
    assert.equal(byPem.status, 0, byPem.stderr);
    assert.match(byPem.stdout, /^trusted {9}true$/m);
  });

  it('an edited response or a wrong key exits 1 with NOT OK', () => {
    const edited = cli('verify', editedPath);
    assert.equal(edited.status, 1);
    assert.match(edited.stdout, /^ {2}! the response supplied does not hash to what was signed$/m);
    assert.match(edited.stdout, /NOT OK\n$/);
    const otherKey = join(dir, 'other.pem');
    assert.equal(cli('keygen', otherKey).status, 0);
    const wrong = cli('verify', envelopePath, '--key', otherKey);
    assert.equal(wrong.status, 1);
    assert.match(wrong.stdout, /^valid {11}false$/m);
    assert.match(wrong.stdout, /! signature: /);
  });

  it('usage errors and unreadable files exit 2', () => {
    const missing = cli('verify', join(dir, 'nope.json'));
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /cannot read envelope/);
    const notJsonPath = join(dir, 'not.json');
    writeFileSync(notJsonPath, 'Patient secret-value');
    const notJson = cli('verify', notJsonPath);
    assert.equal(notJson.status, 2);
    assert.match(notJson.stderr, /is not valid JSON/);
    assert.doesNotMatch(notJson.stderr, /secret-value/);
    assert.equal(cli('verify').status, 2);
    assert.equal(cli('verify', envelopePath, '--bogus').status, 2);
    assert.match(cli('verify', envelopePath, '--key', 'did:key:zBad').stderr, /--key did:key:zBad is not a usable Ed25519 key/);
  });
});
