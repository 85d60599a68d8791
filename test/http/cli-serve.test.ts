// `service-core serve` through the real CLI: flags, environment variables and refusals.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { generateKeyFile } from '../../src/attest/index.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLI = ['--import', 'tsx', 'src/cli.ts'];
const children: ChildProcess[] = [];
after(() => {
  for (const c of children) c.kill('SIGKILL');
});

/** Cleaned environment: no SERVICE_* variable leaks in from the machine running the tests. */
function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const e = { ...process.env };
  for (const k of Object.keys(e)) if (k.startsWith('SERVICE_')) delete e[k];
  // One process: these tests are about flags and refusals; test/http/workers.test.ts covers --workers.
  return { ...e, SERVICE_WORKERS: '1', ...extra };
}

/** Starts `serve` and resolves with its banner once it listens. */
function startCli(args: string[], extraEnv: Record<string, string> = {}): Promise<{ url: string; banner: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...CLI, 'serve', '--port', '0', ...args], { cwd: ROOT, env: env(extraEnv) });
    children.push(child);
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${err}`)), 20_000);
    child.stdout!.on('data', (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      if (m && out.includes('warm start')) {
        clearTimeout(timer);
        resolve({ url: m[1]!, banner: out, child });
      }
    });
    child.stderr!.on('data', (d) => {
      err += d;
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited ${code}: ${err}`));
    });
  });
}

async function caps(url: string): Promise<Record<string, unknown>> {
  return (await (await fetch(`${url}/capabilities`)).json()) as Record<string, unknown>;
}

describe('service-core serve', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sc-cli-serve-'));
  const { did } = generateKeyFile(join(dir, 'key.pem'));

  it('without configuration: loopback, no ledger, no key, banner says so', async () => {
    const { url, banner, child } = await startCli([]);
    assert.match(url, /^http:\/\/127\.0\.0\.1:/);
    assert.match(banner, /no authentication/);
    assert.match(banner, /ledger\s+none/);
    assert.match(banner, /signing key\s+none/);
    assert.match(banner, /parsers\s+text yes/);
    assert.match(banner, /warm start\s+no/);
    const c = await caps(url);
    assert.equal(c.ledger, false);
    assert.equal(c.attestation, null);
    assert.equal(c.warm, null);
    child.kill();
  });

  it('flags take effect: --ledger, --signing-key, --warm', async () => {
    const ledger = join(dir, 'flag.db');
    const { url, banner, child } = await startCli(['--ledger', ledger, '--signing-key', join(dir, 'key.pem'), '--warm']);
    assert.ok(banner.includes(ledger));
    assert.ok(banner.includes(did));
    const c = await caps(url);
    assert.equal(c.ledger, true);
    assert.deepEqual(c.attestation, { signer: did });
    assert.notEqual(c.warm, null);
    child.kill();
  });

  it('environment variables take effect when flags are absent', async () => {
    const { url, child } = await startCli([], {
      SERVICE_LEDGER: join(dir, 'env.db'),
      SERVICE_SIGNING_KEY: join(dir, 'key.pem'),
      SERVICE_WARM: 'Yes',
    });
    const c = await caps(url);
    assert.equal(c.ledger, true);
    assert.deepEqual(c.attestation, { signer: did });
    assert.notEqual(c.warm, null);
    child.kill();
  });

  it('a flag wins over its environment variable', async () => {
    const { banner, child } = await startCli(['--ledger', join(dir, 'flag-wins.db')], { SERVICE_LEDGER: join(dir, 'env-loses.db') });
    assert.ok(banner.includes('flag-wins.db'));
    assert.ok(!banner.includes('env-loses.db'));
    child.kill();
  });

  it('SERVICE_WARM values other than 1/true/yes leave warm start off', async () => {
    const { url, child } = await startCli([], { SERVICE_WARM: 'no' });
    assert.equal((await caps(url)).warm, null);
    child.kill();
  });

  it('refuses a missing signing key file and creates none', () => {
    const missing = join(dir, 'missing', 'key.pem');
    for (const [args, extra] of [
      [['--signing-key', missing], {}],
      [[], { SERVICE_SIGNING_KEY: missing }],
    ] as const) {
      const r = spawnSync(process.execPath, [...CLI, 'serve', '--port', '0', ...args], { cwd: ROOT, env: env(extra), encoding: 'utf8', timeout: 20_000 });
      assert.equal(r.status, 1);
      assert.match(r.stderr, /does not exist; make one with: service-core keygen/);
      assert.equal(existsSync(missing), false);
    }
  });

  it('answers /livez as soon as it listens; a request sent before the app is ready waits and is answered', async () => {
    // A free loopback port known before the banner (with --port 0 the banner is the only way to learn it).
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
      });
    });
    const child = spawn(process.execPath, [...CLI, 'serve', '--port', String(port)], { cwd: ROOT, env: env(), stdio: 'ignore' });
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    let first: unknown = null;
    for (let i = 0; i < 4000 && first === null; i++) {
      try {
        const res = await fetch(`${url}/livez`);
        if (res.status === 200) first = await res.json();
      } catch {
        await new Promise((r) => setTimeout(r, 5));
      }
    }
    assert.notEqual(first, null, 'no /livez answer');
    // Sent right after the first /livez answer, typically while the app still loads.
    const res = await fetch(`${url}/detect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Call 0803 555 7890 today.', jurisdiction: 'NG', backend: 'basic' }),
    });
    assert.equal(res.status, 200);
    const body = (await res.json()) as { detections: { category: string }[] };
    assert.ok(body.detections.some((d) => d.category === 'PII-3-PHONE'));
    assert.deepEqual(first, await (await fetch(`${url}/livez`)).json());
    child.kill();
  });

  it('rejects a bad port and unknown flags with exit 2', () => {
    for (const args of [['--port', 'eighty'], ['--port', '70000'], ['--bogus']]) {
      const r = spawnSync(process.execPath, [...CLI, 'serve', ...args], { cwd: ROOT, env: env(), encoding: 'utf8', timeout: 20_000 });
      assert.equal(r.status, 2, args.join(' '));
      assert.match(r.stderr, /usage: service-core serve/);
    }
  });
});
