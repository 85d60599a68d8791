// `service-core mcp` as a real child process, driven by the SDK's client over stdio and over streamable
// HTTP: listing, a call of each kind, the ceiling, configuration refusals at start-up, the caller header,
// and answers that `service-core verify` accepts with the published did:key.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { generateKeyFile } from '../../src/attest/index.js';
import { expectInvalidParams } from '../helpers/codes.js';
import { call, httpClient, protocolError, stdioClient } from './client.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLI = ['--import', 'tsx', 'src/cli.ts'];
const dir = mkdtempSync(join(tmpdir(), 'sc-mcp-cli-'));
const { did } = generateKeyFile(join(dir, 'key.pem'));
const TEXT = 'Patient Adaeze Okonkwo (NIN 12345678901) called from 0803 555 7890.';

const clients: Client[] = [];
const children: ChildProcess[] = [];
after(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  for (const c of children) c.kill('SIGKILL');
});

/** The machine's environment without any SERVICE_* variable, plus the test's own. */
function env(extra: Record<string, string> = {}): Record<string, string> {
  const e: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('SERVICE_')) e[k] = v;
  return { ...e, ...extra };
}

async function overStdio(extra: Record<string, string>, args: string[] = []): Promise<Client> {
  const c = await stdioClient(process.execPath, [...CLI, 'mcp', ...args], env(extra), ROOT);
  clients.push(c);
  return c;
}

function verifyCli(answer: Record<string, unknown>): { status: number | null; out: string } {
  const file = join(dir, `answer-${Math.random().toString(16).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(answer));
  const r = spawnSync(process.execPath, [...CLI, 'verify', file, '--key', did, '--json'], { cwd: ROOT, env: env(), encoding: 'utf8' });
  return { status: r.status, out: r.stdout };
}

describe('service-core mcp over stdio', () => {
  it('lists tools, answers, signs, and the answer verifies with service-core verify', async () => {
    const ledger = join(dir, 'ledger.db');
    const c = await overStdio({ SERVICE_SIGNING_KEY: join(dir, 'key.pem'), SERVICE_LEDGER: ledger });
    const names = (await c.listTools()).tools.map((t) => t.name);
    assert.ok(names.includes('guarded_scan') && names.includes('replay'));
    const caps = await call(c, 'capabilities');
    assert.equal(caps.json.signer, did);
    const r = await call(c, 'detect', { text: TEXT, jurisdiction: 'NG' });
    assert.equal(r.isError, false, r.text);
    assert.ok((r.json.count as number) >= 2);
    const v = verifyCli(r.json);
    assert.equal(v.status, 0, v.out);
    assert.equal((JSON.parse(v.out) as { tool: string }).tool, 'detect');
    const stored = await call(c, 'compare', { a: { name: 'Musa Bello', national_id: '12345678901' }, b: { name: 'Musa Bello', national_id: '12345678901' }, store: true });
    const replay = await call(c, 'replay', { decision_id: stored.json.decision_id as string });
    assert.equal(replay.isError, false, replay.text);
    assert.equal(verifyCli(replay.json).status, 0);
  });

  it('the ceiling from the environment refuses another law with a protocol error', async () => {
    const c = await overStdio({ SERVICE_JURISDICTION: 'ng' });
    assert.equal((await call(c, 'capabilities')).json.ceiling && ((await call(c, 'capabilities')).json.ceiling as { jurisdiction: string }).jurisdiction, 'NG');
    const err = await protocolError(c, 'detect', { text: TEXT, jurisdiction: 'KE' });
    expectInvalidParams(err, 'SC_CEILING_OTHER', { field: 'jurisdiction', pinned: 'jurisdiction', value: 'NG' });
  });

  it('guarded_scan from the environment: key, allow-list, transfer basis', async () => {
    const c = await overStdio({ SERVICE_TOKEN_KEY: '0123456789abcdef0123', SERVICE_ALLOWED_PROVIDERS: 'anthropic, local-llm', SERVICE_TRANSFER_BASIS: 'informed_consent' });
    const ok = await call(c, 'guarded_scan', { text: TEXT, provider: 'local-llm', crosses_border: true, jurisdiction: 'NG' });
    assert.equal(ok.json.denied, false, ok.text);
    assert.ok(!(ok.json.text as string).includes('12345678901'));
    const no = await call(c, 'guarded_scan', { text: TEXT, provider: 'elsewhere', crosses_border: false, jurisdiction: 'NG' });
    assert.equal(no.json.reason, 'provider_not_allowed');
  });

  it('bad configuration stops start-up with a sentence, never a half-started server', () => {
    const run = (extra: Record<string, string>) => spawnSync(process.execPath, [...CLI, 'mcp'], { cwd: ROOT, env: env(extra), encoding: 'utf8', input: '' });
    const badJ = run({ SERVICE_JURISDICTION: 'XX' });
    assert.equal(badJ.status, 2);
    assert.match(badJ.stderr, /SERVICE_JURISDICTION: jurisdiction/);
    const noKey = run({ SERVICE_SIGNING_KEY: join(dir, 'missing.pem') });
    assert.equal(noKey.status, 1);
    assert.match(noKey.stderr, /keygen/);
  });
});

function startHttp(extra: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...CLI, 'mcp', '--transport', 'http', '--port', '0'], { cwd: ROOT, env: env(extra) });
    children.push(child);
    let err = '';
    const timer = setTimeout(() => reject(new Error(`mcp http did not start: ${err}`)), 60_000);
    child.stderr!.on('data', (d) => {
      err += d;
      const m = err.match(/listening on (http:\/\/127\.0\.0\.1:\d+\/mcp)/);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, child });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mcp exited ${code}: ${err}`));
    });
  });
}

describe('service-core mcp over streamable HTTP', () => {
  it('answers on loopback at /mcp, attests with the proxy caller header, verifies', async () => {
    const { url } = await startHttp({ SERVICE_SIGNING_KEY: join(dir, 'key.pem') });
    const c = await httpClient(url, { 'X-Service-Caller': 'analyst@example' });
    clients.push(c);
    assert.ok((await c.listTools()).tools.some((t) => t.name === 'compare'));
    const r = await call(c, 'compare', { a: { name: 'Musa Bello' }, b: { name: 'Musa Bello' } });
    assert.equal(r.isError, false, r.text);
    assert.equal((r.json.attestation as { caller: string }).caller, 'analyst@example');
    assert.equal(verifyCli(r.json).status, 0);
    const bad = await protocolError(c, 'compare', { a: { name: 'x' }, b: 3 });
    assert.equal(bad?.code, -32602);
    assert.match(bad!.message, /\bb must be/);
    // Not the protocol path, a foreign Host header: refused, never served.
    const other = await fetch(url.replace('/mcp', '/other'), { method: 'POST' });
    assert.deepEqual([other.status, other.headers.get('x-error-code'), await other.json()], [404, 'SC_MCP_NO_ROUTE', { detail: 'no route here; the tool server answers at /mcp' }]);
    const get = await fetch(url, { method: 'GET' });
    assert.deepEqual([get.status, get.headers.get('x-error-code')], [405, 'SC_MCP_POST_ONLY']);
    const notJson = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc": 2.0, Adaeze' });
    assert.deepEqual([notJson.status, notJson.headers.get('x-error-code'), await notJson.json()], [400, 'SC_MCP_BODY_NOT_JSON', { detail: 'the body is not valid UTF-8 JSON' }]);
    const rebound = await fetch(url, { method: 'POST', headers: { host: 'evil.example', 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' });
    assert.ok(rebound.status >= 400 && rebound.status < 500);
  });
});
