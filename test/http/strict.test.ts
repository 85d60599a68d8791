// Black-box: every route is strict (an unknown field is a 422 naming it), 422 details are capped, and
// no error detail quotes a caller value beyond a short safe token (issue 12 items 1 and 13).
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { isSafeToken, quoteSafe } from '../../src/core/safeToken.js';
import { DETAIL_FIELD_CAP } from '../../src/http/validation.js';
import type { ErrorCode } from '../../src/core/errorCatalogue.js';
import { expectCode } from '../helpers/codes.js';
import { isDetailOnly, startServer, type TestServer } from './server.js';

/** A valid body per JSON route, each answering 200 when sent as is. */
const VALID: Record<string, Record<string, unknown>> = {
  '/detect': { text: 'Call 0803 555 7890', jurisdiction: 'NG' },
  '/deidentify': { text: 'Call 0803 555 7890', jurisdiction: 'NG' },
  '/compare': { a: { name: 'Ada Obi' }, b: { name: 'Ada Obi' } },
  '/places': { text: 'from Lagos to Abuja' },
  '/extract': { text: 'Ada Obi met Chinedu Eze.' },
};

/** Raw HTTP exchange (fetch refuses some of what these tests send). */
function raw(url: string, method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<{ status: number; text: string; code: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, code: res.headers['x-error-code'] }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

describe('strict requests', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('the safe-token rule: short [A-Za-z0-9_.:-] tokens and service ids only', () => {
    for (const ok of ['NG', 'methd', 'allow_list', 'a.b:c-d', 'x'.repeat(32), `dec:sha256:${'0'.repeat(64)}`]) assert.ok(isSafeToken(ok), ok);
    for (const bad of ['', 'x'.repeat(33), 'Ada Obi', 'a/b', "it's", 'é', `dec:sha256:${'0'.repeat(63)}`]) assert.ok(!isSafeToken(bad), bad);
    assert.equal(quoteSafe('NG'), "'NG'");
    assert.equal(quoteSafe('Q'.repeat(40)), 'a value of 40 characters (not shown)');
  });

  for (const [route, body] of Object.entries(VALID)) {
    it(`${route}: the valid body answers 200, one unknown field makes it a 422 naming the field`, async () => {
      assert.equal((await server.call('POST', route, body)).status, 200);
      const r = await server.call('POST', route, { ...body, methd: 'mask' });
      expectCode(r, 422, 'SC_REQUEST_MODEL');
      assert.ok(isDetailOnly(r.json));
      assert.match(r.json.detail as string, /unknown field: methd \(this route takes /);
    });
  }

  it('{"methd": "mask"} on /deidentify is a 422, not a default de-identification', async () => {
    const r = await server.call('POST', '/deidentify', { text: 'Call 0803 555 7890', jurisdiction: 'NG', methd: 'mask' });
    expectCode(r, 422, 'SC_REQUEST_MODEL');
    assert.match(r.json.detail as string, /methd/);
    assert.match(r.json.detail as string, /text, jurisdiction, backend, statute, method, salt, store/);
  });

  it('Presidio-style allow_list and score_threshold are named as unknown', async () => {
    const r = await server.call('POST', '/detect', { text: 'x', jurisdiction: 'NG', allow_list: ['Ada'], score_threshold: 0.5 });
    expectCode(r, 422, 'SC_REQUEST_MODEL');
    assert.match(r.json.detail as string, /unknown fields: allow_list and score_threshold/);
  });

  it('record maps on /compare stay open', async () => {
    const r = await server.call('POST', '/compare', { a: { name: 'Ada Obi', favourite_colour: 'red' }, b: { name: 'Ada Obi' } });
    assert.equal(r.status, 200, r.text);
  });

  it('unknown query parameters on the ledger routes are a 422', async () => {
    for (const route of ['decision', 'explain', 'replay']) {
      const r = await server.call('GET', `/${route}/dec:sha256:${'0'.repeat(64)}?revel=true`);
      expectCode(r, 422, 'SC_REQUEST_MODEL');
      assert.match(r.json.detail as string, /revel/, route);
    }
  });

  it('/documents: an unknown form field or file field is a 422 naming it', async () => {
    const form = new FormData();
    form.append('files', new Blob(['hello']), 'a.txt');
    form.set('entiy', 'person');
    form.append('file', new Blob(['stray']), 'b.txt');
    const r = await server.call('POST', '/documents', form);
    expectCode(r, 422, 'SC_REQUEST_MODEL');
    assert.match(r.json.detail as string, /unknown fields: entiy, file \(this form takes files, entity/);
  });

  it('a field name that is not a safe token is not echoed', async () => {
    const long = `k${'x'.repeat(5000)}`;
    const r = await server.call('POST', '/detect', { text: 'x', jurisdiction: 'NG', [long]: 1, 'Ada Obi': 2 });
    expectCode(r, 422, 'SC_REQUEST_MODEL');
    const d = r.json.detail as string;
    assert.match(d, /2 fields whose name is not shown/);
    assert.doesNotMatch(d, /xxxxx|Ada/);
  });

  it('20,000 unknown fields give a capped, short detail', async () => {
    const body: Record<string, unknown> = { text: 'x', jurisdiction: 'NG' };
    for (let i = 0; i < 20_000; i += 1) body[`field_${i}`] = i;
    const r = await server.call('POST', '/detect', body);
    expectCode(r, 422, 'SC_REQUEST_MODEL');
    const d = r.json.detail as string;
    assert.ok(d.length < 1000, `detail of ${d.length} characters`);
    assert.equal((d.match(/field_\d+/g) ?? []).length, DETAIL_FIELD_CAP);
    assert.match(d, new RegExp(`and ${20_000 - DETAIL_FIELD_CAP} more fields`));
  });

  it('20,000 mistyped record values give a capped detail', async () => {
    const a: Record<string, unknown> = {};
    for (let i = 0; i < 20_000; i += 1) a[`f${i}`] = [i];
    const r = await server.call('POST', '/compare', { a, b: { name: 'x' } });
    expectCode(r, 422, 'SC_REQUEST_MODEL');
    assert.ok((r.json.detail as string).length < 1000);
    assert.match(r.json.detail as string, /more fields/);
  });
});

describe('error details quote no caller value beyond a safe token', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  const BIG = 'Q'.repeat(1_000_000);
  const CASES: [string, string, Record<string, unknown>, ErrorCode][] = [
    ['jurisdiction', '/detect', { text: 'x', jurisdiction: BIG }, 'SC_JURISDICTION_UNSUPPORTED'],
    ['statute', '/detect', { text: 'x', statute: BIG }, 'SC_STATUTE_UNKNOWN'],
    ['backend', '/detect', { text: 'x', jurisdiction: 'NG', backend: BIG }, 'SC_DETECT_BACKEND_UNKNOWN'],
    ['method', '/deidentify', { text: 'x', jurisdiction: 'NG', method: BIG }, 'SC_METHOD_UNKNOWN'],
    ['entity', '/compare', { a: { name: 'x' }, b: { name: 'y' }, entity: BIG }, 'SC_ENTITY_UNKNOWN'],
    ['extract backend', '/extract', { text: 'x', backend: BIG }, 'SC_EXTRACT_BACKEND_UNKNOWN'],
    ['entity_types', '/extract', { text: 'x', entity_types: [BIG, 'Ada Obi'] }, 'SC_ENTITY_TYPES_UNKNOWN'],
  ];
  for (const [what, route, body, code] of CASES) {
    it(`a 1 MB ${what} is not echoed`, async () => {
      const r = await server.call('POST', route, body);
      expectCode(r, 400, code);
      assert.ok(isDetailOnly(r.json));
      assert.ok(r.text.length < 2000, `detail of ${r.text.length} characters`);
      assert.doesNotMatch(r.text, /QQQQ|Ada Obi/);
      assert.match(r.json.detail as string, /not shown/);
    });
  }

  it('a duplicate upload name that is not a safe token is not echoed', async () => {
    const form = new FormData();
    form.append('files', new Blob(['one']), 'Ada Obi passport.txt');
    form.append('files', new Blob(['two']), 'Ada Obi passport.txt');
    const r = await server.call('POST', '/documents', form);
    expectCode(r, 400, 'SC_DUPLICATE_FILE_NAME');
    assert.match(r.json.detail as string, /two uploads share a name: a name of 20 characters \(not shown\)/);
    assert.doesNotMatch(r.text, /Ada/);
  });

  it('a short safe value is still named back', async () => {
    const r = await server.call('POST', '/detect', { text: 'x', jurisdiction: 'XX' });
    expectCode(r, 400, 'SC_JURISDICTION_UNSUPPORTED');
    assert.ok((r.json.detail as string).includes("'XX'"), r.text);
  });

  it('a long decision id on a ledger route is not echoed', async () => {
    const r = await server.call('GET', `/decision/${'Q'.repeat(90)}`);
    expectCode(r, 503, 'SC_NO_LEDGER'); // no ledger: the gate answers before the id is read
    assert.doesNotMatch(r.text, /QQQQ/);
  });

  it("Fastify's 400 for a bad URL, 414 for a long path parameter and 404 keep {detail} and do not echo", async () => {
    for (const [path, status, code] of [
      ['/decision/%zzQQQQ', 400, 'SC_BAD_URL'],
      [`/decision/${'Q'.repeat(300)}`, 414, 'SC_PATH_PARAM_TOO_LONG'],
      [`/QQQQ${'Q'.repeat(50)}`, 404, 'SC_NO_ROUTE'],
    ] as const) {
      const r = await raw(server.url, 'GET', path, {});
      assert.equal(r.status, status, path);
      assert.equal(r.code, code, path);
      const json = JSON.parse(r.text) as Record<string, unknown>;
      assert.ok(isDetailOnly(json), r.text);
      assert.doesNotMatch(r.text, /QQQQ/);
    }
  });

  it('oversized headers are a 431 with {detail}', async () => {
    const r = await raw(server.url, 'GET', '/livez', { 'x-big': 'Q'.repeat(20_000) });
    assert.equal(r.status, 431);
    assert.equal(r.code, 'SC_HEADERS_TOO_LARGE', 'written by the raw socket answer too');
    const json = JSON.parse(r.text) as Record<string, unknown>;
    assert.ok(isDetailOnly(json), r.text);
    assert.doesNotMatch(r.text, /QQQQ/);
  });

  it('invalid UTF-8 in a JSON body is a 400, not silently replaced', async () => {
    const body = Buffer.concat([Buffer.from('{"text":"Ada '), Buffer.from([0xff, 0xfe]), Buffer.from('","jurisdiction":"NG"}')]);
    const r = await raw(server.url, 'POST', '/detect', { 'content-type': 'application/json', 'content-length': String(body.length) }, body);
    assert.equal(r.status, 400, r.text);
    assert.equal(r.code, 'SC_BODY_NOT_UTF8');
    const json = JSON.parse(r.text) as Record<string, unknown>;
    assert.ok(isDetailOnly(json));
    const ok = Buffer.from('{"text":"Adaéü 😀","jurisdiction":"NG"}');
    const good = await raw(server.url, 'POST', '/detect', { 'content-type': 'application/json; charset=utf-8', 'content-length': String(ok.length) }, ok);
    assert.equal(good.status, 200, good.text);
  });

  it('prototype poisoning is still refused', async () => {
    const r = await server.call('POST', '/detect', '{"text":"x","jurisdiction":"NG","__proto__":{"a":1}}', { 'content-type': 'application/json' });
    assert.equal(r.status, 400);
    assert.ok(isDetailOnly(r.json));
  });
});
