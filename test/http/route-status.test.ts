// Route × status table (issue 14): every route the OpenAPI document lists, and every status it documents
// for that route, is answered over HTTP by the real server on an ephemeral port; every error answer is the
// contract's `{detail}` body as JSON. The table is driven by the document, so a status documented without
// a probe here, or a probe for a status the document does not list, fails. Every error status a route
// answers is documented (the table of undocumented ones ended empty and was removed); where the error is
// catalogued, the probe also checks its X-Error-Code.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ERROR_CATALOGUE, type ErrorCode } from '../../src/core/errors.js';
import { openLedger, type Ledger } from '../../src/ledger/index.js';
import { compareEntry, PAIRS } from '../ledger/fakeVerbs.js';
import { type Answer, isDetailOnly, startServer, type TestServer } from './server.js';

type Json = Record<string, unknown>;
type Probe = (s: Servers) => Promise<Answer>;
interface Servers {
  /** With a ledger (holding `stored` and `unreplayable`), a 16 KiB JSON limit and 4 KiB uploads. */
  main: TestServer;
  /** Without a ledger: the 503s. */
  bare: TestServer;
  stored: string;
  unreplayable: string;
}

const BODY_LIMIT = 16 * 1024;
const FILE_LIMIT = 4 * 1024;
const UNKNOWN_ID = `dec:sha256:${'0'.repeat(64)}`;
const REC_ID = `rec:sha256:${'0'.repeat(64)}`;
const TEXT = 'Adaeze Okonkwo, NIN 12345678901, +234 803 123 4567, Lagos.';
const RECORD = { name: 'Adesola Okonkwo', national_id: '12345678901' };

const ANALYST = { 'x-service-caller': 'analyst.ada' };

/** A pair the engine holds for review (one name only against the name and an address), stored: its id. */
async function heldPair(s: Servers, street: string): Promise<string> {
  const r = await s.main.call('POST', '/compare', { a: { name: 'Ibrahim Musa' }, b: { name: 'Ibrahim Musa', address: `12 Kano ${street}` }, store: true });
  assert.equal(r.json.identity, 'review', r.text);
  return r.json.decision_id as string;
}

/** The usual four answers of a JSON POST route, around one request that answers 200. */
function jsonPost(path: string, ok: Json): Record<string, Probe> {
  return {
    200: (s) => s.main.call('POST', path, ok),
    400: (s) => s.main.call('POST', path, '{"text": "unterminated', { 'content-type': 'application/json' }),
    413: (s) => s.main.call('POST', path, { ...ok, padding: 'x'.repeat(BODY_LIMIT) }),
    415: (s) => s.main.call('POST', path, JSON.stringify(ok), { 'content-type': 'text/plain' }),
    422: (s) => s.main.call('POST', path, { ...ok, methd: 'mask' }),
  };
}

/** The answers of a ledger GET route taking a decision id. */
function ledgerGet(path: string): Record<string, Probe> {
  const at = (id: string) => path.replace('{id}', id);
  return {
    200: (s) => s.main.call('GET', at(s.stored)),
    404: (s) => s.main.call('GET', at(UNKNOWN_ID)),
    414: (s) => s.main.call('GET', at(`dec:sha256:${'0'.repeat(120)}`)),
    422: (s) => s.main.call('GET', `${at(s.stored)}?secret=1`),
    503: (s) => s.bare.call('GET', at(UNKNOWN_ID)),
  };
}

function upload(files: [string, string][], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, content] of files) form.append('files', new Blob([content]), name);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

/** `METHOD path` → status → a request that answers that status. */
const PROBES: Record<string, Record<string, Probe>> = {
  'GET /livez': { 200: (s) => s.main.call('GET', '/livez') },
  'GET /capabilities': { 200: (s) => s.main.call('GET', '/capabilities') },
  'POST /detect': jsonPost('/detect', { text: TEXT, jurisdiction: 'NG', backend: 'basic' }),
  'POST /places': jsonPost('/places', { text: 'Meet me at 12 Allen Avenue, Ikeja.' }),
  'POST /extract': jsonPost('/extract', { text: TEXT, backend: 'basic' }),
  'POST /deidentify': {
    ...jsonPost('/deidentify', { text: TEXT, jurisdiction: 'NG', backend: 'basic' }),
    503: (s) => s.bare.call('POST', '/deidentify', { text: TEXT, jurisdiction: 'NG', store: true }),
  },
  'POST /compare': {
    ...jsonPost('/compare', { a: RECORD, b: { ...RECORD, name: 'Adesola E. Okonkwo' }, entity: 'person' }),
    503: (s) => s.bare.call('POST', '/compare', { a: RECORD, b: RECORD, store: true }),
  },
  'POST /documents': {
    200: (s) => s.main.call('POST', '/documents', upload([['ada.txt', 'Name: Ada Obi\nNIN: 12345678901\nLagos, Nigeria\n']])),
    400: (s) => s.main.call('POST', '/documents', upload([['a.txt', 'one'], ['a.txt', 'two']])),
    413: (s) => s.main.call('POST', '/documents', upload([['big.txt', 'x'.repeat(FILE_LIMIT + 1)]])),
    415: (s) => s.main.call('POST', '/documents', { files: [] }),
    422: (s) => s.main.call('POST', '/documents', upload([], { store: 'false' })),
    503: (s) => s.bare.call('POST', '/documents', upload([['ada.txt', 'Ada']], { store: 'true' })),
  },
  'GET /decision/{id}': ledgerGet('/decision/{id}'),
  'GET /explain/{id}': ledgerGet('/explain/{id}'),
  'GET /replay/{id}': { ...ledgerGet('/replay/{id}'), 400: (s) => s.main.call('GET', `/replay/${s.unreplayable}`) },
  'POST /link': {
    ...jsonPost('/link', { records: [{ id: 'r1', ...RECORD }, { id: 'r2', ...RECORD }] }),
    503: (s) => s.bare.call('POST', '/link', { records: [{ id: 'r1', ...RECORD }], store: true }),
  },
  'GET /coverage': {
    200: (s) => s.main.call('GET', '/coverage?jurisdiction=NG'),
    400: (s) => s.main.call('GET', '/coverage?jurisdiction=XX'),
    422: (s) => s.main.call('GET', '/coverage?jurisdiction=NG&who=1'),
  },
  'GET /entities': {
    200: (s) => s.main.call('GET', '/entities'),
    400: (s) => s.main.call('GET', '/entities?cursor=-1'),
    422: (s) => s.main.call('GET', '/entities?who=1'),
    503: (s) => s.bare.call('GET', '/entities'),
  },
  'GET /cases': {
    200: (s) => s.main.call('GET', '/cases'),
    400: (s) => s.main.call('GET', '/cases?cursor=-1'),
    422: (s) => s.main.call('GET', '/cases?who=1'),
    503: (s) => s.bare.call('GET', '/cases'),
  },
  'GET /path': {
    200: async (s) => {
      const d = await s.main.call('GET', `/decision/${s.stored}`);
      return s.main.call('GET', `/path?a=${d.json.record_a as string}&b=${d.json.record_b as string}`);
    },
    400: (s) => s.main.call('GET', `/path?a=NIN12345678901&b=${REC_ID}`),
    404: (s) => s.main.call('GET', `/path?a=${REC_ID}&b=${REC_ID}`),
    422: (s) => s.main.call('GET', `/path?a=${REC_ID}`),
    503: (s) => s.bare.call('GET', `/path?a=${REC_ID}&b=${REC_ID}`),
  },
  'POST /resolve': {
    ...jsonPost('/resolve', { record: RECORD, entity: 'person' }),
    503: (s) => s.bare.call('POST', '/resolve', { record: RECORD, entity: 'person' }),
  },
  'GET /review': { 200: (s) => s.main.call('GET', '/review') },
  'POST /settle': {
    200: async (s) => s.main.call('POST', '/settle', { decision_id: await heldPair(s, 'Road'), outcome: 'merge' }, ANALYST),
    400: async (s) => s.main.call('POST', '/settle', { decision_id: await heldPair(s, 'Street'), outcome: 'merge' }),
    404: (s) => s.main.call('POST', '/settle', { decision_id: `xwd:sha256:${'0'.repeat(64)}`, outcome: 'merge' }, ANALYST),
    409: (s) => s.main.call('POST', '/settle', { decision_id: s.stored, outcome: 'merge' }, ANALYST),
    413: (s) => s.main.call('POST', '/settle', { decision_id: s.stored, outcome: 'merge', padding: 'x'.repeat(BODY_LIMIT) }, ANALYST),
    415: (s) => s.main.call('POST', '/settle', JSON.stringify({ decision_id: s.stored, outcome: 'merge' }), { 'content-type': 'text/plain', ...ANALYST }),
    422: (s) => s.main.call('POST', '/settle', { decision_id: s.stored, outcome: 'maybe' }, ANALYST),
    503: (s) => s.bare.call('POST', '/settle', { decision_id: s.stored, outcome: 'merge' }, ANALYST),
  },
  'POST /erase': {
    200: async (s) => {
      const r = await s.main.call('POST', '/compare', { a: { name: 'Chidi Eze', phone: '08031112233' }, b: { name: 'Chidi Eze' }, store: true });
      const d = await s.main.call('GET', `/decision/${r.json.decision_id as string}`);
      return s.main.call('POST', '/erase', { records: [d.json.record_a], reason: 'subject_request' }, ANALYST);
    },
    400: (s) => s.main.call('POST', '/erase', { records: [REC_ID], reason: 'subject_request' }),
    404: (s) => s.main.call('POST', '/erase', { records: [REC_ID], reason: 'subject_request' }, ANALYST),
    413: (s) => s.main.call('POST', '/erase', { records: [REC_ID], reason: 'objection', padding: 'x'.repeat(BODY_LIMIT) }, ANALYST),
    415: (s) => s.main.call('POST', '/erase', JSON.stringify({ records: [REC_ID], reason: 'objection' }), { 'content-type': 'text/plain', ...ANALYST }),
    422: (s) => s.main.call('POST', '/erase', { records: [REC_ID], reason: 'because' }, ANALYST),
    503: (s) => s.bare.call('POST', '/erase', { records: [REC_ID], reason: 'objection' }, ANALYST),
  },
  'POST /observe': {
    ...jsonPost('/observe', { record: REC_ID, evidence: { phone: '08051112222' } }),
    200: async (s) => {
      const d = await s.main.call('GET', `/decision/${s.stored}`);
      return s.main.call('POST', '/observe', { record: d.json.record_a, evidence: { phone: '08051112222' } });
    },
    400: (s) => s.main.call('POST', '/observe', { record: 'NIN12345678901', evidence: { name: 'x' } }),
    503: (s) => s.bare.call('POST', '/observe', { record: REC_ID, evidence: { name: 'x' } }),
  },
};

/** The code each kind of probe must carry, where it is catalogued (the others carry SC_<status>). */
const CODES: Record<string, ErrorCode> = {
  ...Object.fromEntries(
    ['/detect', '/places', '/extract', '/deidentify', '/compare', '/link', '/resolve', '/observe'].flatMap((p) => [
      [`POST ${p} 400`, 'SC_BODY_NOT_JSON'],
      [`POST ${p} 413`, 'SC_BODY_TOO_LARGE'],
      [`POST ${p} 415`, 'SC_JSON_REQUIRED'],
      [`POST ${p} 422`, p === '/resolve' || p === '/observe' ? 'SC_FIELDS_NOT_TAKEN' : 'SC_REQUEST_MODEL'],
    ]),
  ),
  ...Object.fromEntries(['/link', '/resolve', '/observe', '/settle'].map((p) => [`POST ${p} 503`, 'SC_NO_LEDGER'])),
  ...Object.fromEntries(['/entities', '/cases', '/path'].map((p) => [`GET ${p} 503`, 'SC_NO_LEDGER'])),
  'GET /coverage 422': 'SC_REQUEST_MODEL',
  'GET /entities 422': 'SC_FIELDS_NOT_TAKEN',
  'GET /cases 422': 'SC_FIELDS_NOT_TAKEN',
  'GET /path 422': 'SC_REQUEST_MODEL',
  'GET /path 400': 'SC_RECORD_ID_INVALID',
  'POST /observe 400': 'SC_RECORD_ID_INVALID',
  'POST /settle 422': 'SC_REQUEST_MODEL',
  'POST /erase 400': 'SC_CALLER_MISSING',
  'POST /erase 404': 'SC_ERASE_UNKNOWN',
  'POST /erase 422': 'SC_REQUEST_MODEL',
  'POST /erase 503': 'SC_NO_LEDGER',
  'POST /documents 400': 'SC_DUPLICATE_FILE_NAME',
  ...Object.fromEntries(
    ['/decision/{id}', '/explain/{id}', '/replay/{id}'].flatMap((p) => [
      [`GET ${p} 404`, 'SC_DECISION_NOT_FOUND'],
      [`GET ${p} 414`, 'SC_PATH_PARAM_TOO_LONG'],
      [`GET ${p} 422`, 'SC_REQUEST_MODEL'],
      [`GET ${p} 503`, 'SC_NO_LEDGER'],
    ]),
  ),
  'POST /deidentify 503': 'SC_NO_LEDGER',
  'POST /compare 503': 'SC_NO_LEDGER',
  'POST /documents 413': 'SC_FILE_TOO_LARGE',
  'POST /documents 415': 'SC_MULTIPART_REQUIRED',
  'POST /documents 422': 'SC_REQUEST_MODEL',
  'POST /documents 503': 'SC_NO_LEDGER',
  'GET /replay/{id} 400': 'SC_REPLAY_NOT_RERUNNABLE',
};

function checkAnswer(route: string, status: string, r: Answer): void {
  assert.equal(r.status, Number(status), `${route} → ${status}: ${r.text.slice(0, 300)}`);
  if (route === 'GET /review' && r.status === 200) {
    // The review page is the one route whose 200 is a page, not JSON.
    assert.match(r.headers.get('content-type') ?? '', /^text\/html/, `${route} 200 content type`);
    return;
  }
  assert.match(r.headers.get('content-type') ?? '', /^application\/json/, `${route} ${status} content type`);
  const code = r.headers.get('x-error-code');
  if (r.status >= 400) {
    assert.ok(isDetailOnly(r.json), `${route} ${status} body is {detail}: ${r.text.slice(0, 300)}`);
    // The code names a catalogue entry of this status (SC_REQUEST_INVALID carries the framework's 4xx).
    assert.ok(code !== null && code in ERROR_CATALOGUE, `${route} ${status} X-Error-Code ${code}`);
    if (code !== 'SC_REQUEST_INVALID') assert.equal(ERROR_CATALOGUE[code as ErrorCode].status, r.status, `${route} ${status} ${code}`);
    const expected = CODES[`${route} ${status}`];
    if (expected) assert.equal(code, expected, `${route} ${status}`);
  } else {
    assert.equal(code, null, `${route} 200 carries no error code`);
    assert.ok(Object.keys(r.json).length > 0, `${route} 200 answers a JSON object`);
  }
}

describe('route × status', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sc-route-status-'));
  let ledger: Ledger;
  let servers: Servers;
  let documented: [string, string][];
  let doc: { paths: Record<string, Record<string, { responses: Record<string, { headers?: Json }> }>> };

  before(async () => {
    ledger = openLedger(join(dir, 'ledger.db'));
    const unreplayable = { ...compareEntry(PAIRS.review), replayable: false };
    await ledger.record(unreplayable);
    const main = await startServer({ ledger, bodyLimit: BODY_LIMIT, uploadLimits: { fileSize: FILE_LIMIT } });
    const bare = await startServer({});
    const stored = await main.call('POST', '/compare', { a: RECORD, b: { ...RECORD, name: 'Adesola E. Okonkwo' }, store: true });
    assert.equal(stored.status, 200, stored.text);
    servers = { main, bare, stored: stored.json.decision_id as string, unreplayable: unreplayable.decision_id };
    doc = (await main.call('GET', '/openapi.json')).json as typeof doc;
    documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => Object.keys(op.responses).map((status): [string, string] => [`${method.toUpperCase()} ${path}`, status])),
    );
  });
  after(async () => {
    await servers.main.close();
    await servers.bare.close();
    await ledger.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the table and the document list the same routes and statuses', () => {
    const probed = Object.entries(PROBES).flatMap(([route, byStatus]) => Object.keys(byStatus).map((s) => `${route} ${s}`));
    assert.deepEqual(probed.sort(), documented.map(([route, s]) => `${route} ${s}`).sort());
    for (const [route, status] of documented.filter(([, s]) => Number(s) >= 400)) {
      const [method, path] = route.split(' ') as [string, string];
      assert.ok(doc.paths[path]![method.toLowerCase()]!.responses[status]!.headers?.['X-Error-Code'], `${route} ${status} documents X-Error-Code`);
    }
  });

  it('every documented status of every route is answered, errors as {detail}', async () => {
    for (const [route, status] of documented) checkAnswer(route, status, await PROBES[route]![status]!(servers));
  });
});
