// Black-box (issue 12 item 6): `service-core verify --inputs request.json` with the exact body that was
// sent reports inputs_match true, because the verifier fills the signed route's defaults (one source
// shared with the HTTP schemas) before hashing, and says which it filled.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { generateKeyFile, verifyAttestation } from '../../src/attest/index.js';
import { ROUTE_DEFAULTS } from '../../src/core/routeDefaults.js';
import { CompareBody, DeidentifyBody, DetectBody, ExtractBody, PlacesBody } from '../../src/http/schemas.js';
import { startServer, type TestServer } from './server.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sc-verify-inputs-'));

const SENT: Record<string, Record<string, unknown>> = {
  detect: { text: 'Call Ada on 0803 555 7890', jurisdiction: 'NG' },
  deidentify: { text: 'Call Ada on 0803 555 7890', jurisdiction: 'NG', method: 'mask' },
  compare: { a: { name: 'Ada Obi' }, b: { name: 'Ada Obi' } },
  places: { text: 'from Lagos to Abuja' },
  extract: { text: 'Ada Obi met Chinedu Eze.' },
};

describe('verify --inputs with the body as sent', () => {
  let server: TestServer;
  before(async () => {
    generateKeyFile(join(dir, 'key.pem'));
    server = await startServer({ signingKey: join(dir, 'key.pem') });
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const [tool, body] of Object.entries(SENT)) {
    it(`${tool}: the exact body sent matches, defaults reported`, async () => {
      const r = await server.call('POST', `/${tool}`, body);
      assert.equal(r.status, 200, r.text);
      const check = verifyAttestation({ envelope: r.json, inputs: body });
      assert.equal(check.inputs_match, true, check.problems.join('; '));
      assert.equal(check.ok, true);
      const defaults = Object.keys(ROUTE_DEFAULTS[tool as keyof typeof ROUTE_DEFAULTS]).filter((k) => !(k in body));
      assert.deepEqual(check.inputs_defaults_filled, defaults.sort());
      // A changed body still fails.
      const changed = verifyAttestation({ envelope: r.json, inputs: { ...body, text: 'other', a: 'x' } });
      assert.equal(changed.inputs_match, false);
    });
  }

  it('the command line says so', async () => {
    const body = SENT.detect!;
    const r = await server.call('POST', '/detect', body);
    writeFileSync(join(dir, 'answer.json'), r.text);
    writeFileSync(join(dir, 'request.json'), JSON.stringify(body));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'verify', join(dir, 'answer.json'), '--inputs', join(dir, 'request.json')], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /^inputs_match {4}true {2}\(route defaults of detect filled before hashing: backend, statute\)$/m);
  });

  it('the HTTP schemas take their defaults from the same table', () => {
    const schemas = { detect: DetectBody, deidentify: DeidentifyBody, compare: CompareBody, places: PlacesBody, extract: ExtractBody };
    for (const [tool, schema] of Object.entries(schemas)) {
      const fromSchema: Record<string, unknown> = {};
      for (const [field, prop] of Object.entries(schema.properties as Record<string, { default?: unknown }>)) {
        if ('default' in prop) fromSchema[field] = prop.default;
      }
      assert.deepEqual(fromSchema, ROUTE_DEFAULTS[tool as keyof typeof ROUTE_DEFAULTS], tool);
    }
  });
});
