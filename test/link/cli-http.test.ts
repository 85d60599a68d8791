// `service-core link` through the built binary (dist/cli.js, rebuilt when the sources are newer) and
// POST /link over HTTP: 200, 400, 413, 422, 503, and a batch decision stored and replayed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { isDetailOnly, startServer, type TestServer } from '../http/server.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sc-link-cli-'));

function newestSource(folder: string): number {
  return Math.max(
    ...readdirSync(folder, { withFileTypes: true }).map((e) => (e.isDirectory() ? newestSource(join(folder, e.name)) : statSync(join(folder, e.name)).mtimeMs)),
  );
}

before(() => {
  const built = join(ROOT, 'dist', 'cli.js');
  if (!existsSync(built) || statSync(built).mtimeMs < newestSource(join(ROOT, 'src'))) {
    const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
  }
});

const CSV = [
  'rec,given,family,birth,nid,shoe',
  'r1,Adaeze,Okonkwo,1990-03-14,12345678901,40',
  'r2,Adaeze,Okonkwo,14/03/1990,12345678901,41',
  'r3,Grace,Mwangi,1988-11-30,,38',
].join('\n');

describe('service-core link (built binary)', () => {
  it('writes pairs, clusters and summary; values only with --reveal; plain progress lines off a terminal', () => {
    const input = join(dir, 'people.csv');
    writeFileSync(input, CSV);
    const out = join(dir, 'out');
    const run = (extra: string[]) =>
      spawnSync(process.execPath, ['dist/cli.js', 'link', input, '--out', out, '--id-field', 'rec', '--map', 'name=given+family', '--map', 'dob=birth', '--map', 'national_id=nid', ...extra], {
        cwd: ROOT,
        encoding: 'utf8',
      });
    const r = run([]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stderr, /score: \d+\/\d+ \(100%\)/);
    const pairs = readFileSync(join(out, 'pairs.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    assert.deepEqual(pairs.map((p) => [p.a, p.b, p.identity]), [['r1', 'r2', 'same_entity']]);
    assert.ok(!readFileSync(join(out, 'pairs.jsonl'), 'utf8').includes('Okonkwo'));
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    assert.deepEqual(summary.mapping.a.unmapped, ['shoe']);
    assert.equal(readFileSync(join(out, 'clusters.jsonl'), 'utf8').trim().split('\n').length, 1);
    assert.deepEqual(readdirSync(out).sort(), ['clusters.jsonl', 'pairs.jsonl', 'summary.json']);
    assert.equal(run(['--reveal']).status, 0);
    assert.match(readFileSync(join(out, 'pairs.jsonl'), 'utf8'), /Okonkwo/);
  });

  it('bad input is a clear message and no output, usage errors exit 2', () => {
    const out = join(dir, 'never');
    const missing = spawnSync(process.execPath, ['dist/cli.js', 'link', join(dir, 'missing.csv'), '--out', out], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /no such file/);
    assert.equal(existsSync(join(out, 'summary.json')), false);
    assert.equal(spawnSync(process.execPath, ['dist/cli.js', 'link', 'x.csv'], { cwd: ROOT, encoding: 'utf8' }).status, 2);
  });
});

describe('POST /link', () => {
  let server: TestServer;
  let bare: TestServer;
  const records = [
    { id: 'a1', name: 'Musa Bello', dob: '1975-07-01', phone: '0803 555 7890' },
    { id: 'a2', name: 'Musa Bello', dob: '1975-07-01', phone: '+234 803 555 7890' },
    { id: 'a3', name: 'Grace Mwangi' },
  ];
  before(async () => {
    server = await startServer({ ledger: join(dir, 'ledger.db'), bodyLimit: 4096 });
    bare = await startServer();
  });
  after(async () => {
    await server.close();
    await bare.close();
  });

  it('200: dedupes, and a stored batch decision reads back and replays unchanged', async () => {
    const r = await server.call('POST', '/link', { records, store: true });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.recorded, true);
    const id = r.json.decision_id as string;
    assert.match(id, /^lnk:sha256:/);
    const decision = await server.call('GET', `/decision/${id}`);
    assert.equal(decision.status, 200, decision.text);
    assert.ok(!decision.text.includes('Bello'), 'values masked without reveal (the first four characters stay, as everywhere)');
    const replay = await server.call('GET', `/replay/${id}`);
    assert.equal(replay.status, 200, replay.text);
    assert.equal(replay.json.reproduced, true);
  });

  it('200: links a to b', async () => {
    const r = await bare.call('POST', '/link', { a: records.slice(0, 1), b: records.slice(1), map: { name: 'name' } });
    assert.equal(r.status, 200, r.text);
    assert.equal((r.json.summary as { mode: string }).mode, 'link');
  });

  it('400, 413, 422 and 503 with {detail}', async () => {
    const both = await bare.call('POST', '/link', { records, a: records, b: records });
    assert.equal(both.status, 400);
    assert.ok(isDetailOnly(both.json));
    const big = await server.call('POST', '/link', { records: Array.from({ length: 100 }, (_, i) => ({ id: String(i), name: 'x'.repeat(40) })) });
    assert.equal(big.status, 413);
    assert.ok(isDetailOnly(big.json));
    const wrong = await bare.call('POST', '/link', { records: 'nope' });
    assert.equal(wrong.status, 422);
    assert.ok(isDetailOnly(wrong.json));
    const noLedger = await bare.call('POST', '/link', { records, store: true });
    assert.equal(noLedger.status, 503);
    assert.ok(isDetailOnly(noLedger.json));
  });
});
