// The error catalogue (src/core/errorCatalogue.ts) and the typed errors (src/core/errors.ts): codes are
// well-formed and unique in status, catalogued errors keep their classes, the README table equals the
// catalogue, and a failure's log record never carries its message.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  BadRequestError,
  ConflictError,
  coded,
  duckdbErrorType,
  ERROR_CATALOGUE,
  type ErrorCode,
  errorMessage,
  innerSentence,
  NotFoundError,
  NotImplementedError,
  PayloadTooLargeError,
  ServiceError,
  ServiceUnavailableError,
  serviceError,
  stableCode,
  UnprocessableError,
  UnsupportedMediaTypeError,
} from '../../src/core/errors.js';
import { errorLogRecord } from '../../src/http/errors.js';

const CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}
const SOURCE_TEXTS = sources('src').map((file) => readFileSync(file, 'utf8'));

describe('the error catalogue', () => {
  it('codes are SC_ and upper snake case; statuses are HTTP error statuses; every entry says when', () => {
    for (const code of CODES) {
      const e = ERROR_CATALOGUE[code];
      assert.match(code, /^SC_[A-Z0-9]+(?:_[A-Z0-9]+)*$/, code);
      assert.ok(e.status >= 400 && e.status <= 599, code);
      assert.ok(e.message.length > 0 && e.when.length > 0, code);
    }
  });

  it('a sentence is either a fixed sentence or placeholders over safe values, never an open {detail} or a code by status', () => {
    for (const code of CODES) {
      const { message } = ERROR_CATALOGUE[code];
      assert.doesNotMatch(code, /^SC_(?:\d{3}|ERROR)$/, 'every error has a code of its own, none by status alone');
      // The request model's detail is built field by field from the schema (src/http/validation.ts).
      if (code === 'SC_REQUEST_MODEL') assert.equal(message, '{detail}', code);
      else assert.ok(!message.includes('{detail}'), `${code} must write its own sentence`);
    }
  });

  it('a placeholder named like a phrase (reason, problem, clause, …) is only in the codes still listed here', () => {
    // A placeholder filled with a phrase written at the throw site (or a library's message) defeats the
    // catalogue. These codes still take one (issue 14, what is left); the list may only shrink.
    const phrase = /\{(?:reason|problem|clause|why|how|hint|advice|finding|cause|act|skipped|noun|source|ledger)\}/;
    const remaining: ErrorCode[] = [];
    assert.deepEqual(CODES.filter((c) => phrase.test(ERROR_CATALOGUE[c].message)).sort(), remaining.sort());
  });

  it('a data file\'s problem is a sentence of the data-problem catalogue, filled only by dataProblemMessage', () => {
    // SC_DATA_FILE_INVALID and SC_TRAINED_PARAMS_SCHEMA name the file and path; what is wrong is one of
    // src/core/errorCatalogueData.ts's problem codes, never a phrase written at the throw site.
    assert.deepEqual(CODES.filter((c) => ERROR_CATALOGUE[c].message.includes('{dataProblem}')), ['SC_DATA_FILE_INVALID', 'SC_TRAINED_PARAMS_SCHEMA']);
    const fills = SOURCE_TEXTS.flatMap((text) => [...text.matchAll(/\bdataProblem: ([^,}]+)/g)].map((m) => m[1]!.trim()));
    assert.ok(fills.length >= 2);
    for (const fill of fills) assert.match(fill, /^dataProblemMessage\(/);
  });

  it('a wrapped error is named by its own catalogue sentence or its stable code, filled only by innerSentence', () => {
    const fills = SOURCE_TEXTS.flatMap((text) => [...text.matchAll(/\binner: ([^,}]+)/g)].map((m) => m[1]!.trim()));
    assert.ok(fills.length >= 3);
    for (const fill of fills) assert.match(fill, /^innerSentence\(/);
    const inner = coded('SC_DID_KEY_LENGTH', { got: 31, expected: 32 });
    assert.equal(innerSentence(new ServiceError(400, inner.message, inner.code)), 'did:key carries 31 key bytes, expected 32');
    assert.equal(innerSentence(Object.assign(new Error('open /home/adaeze/key.pem failed'), { code: 'ENOENT' })), 'ENOENT');
    assert.equal(innerSentence(new TypeError('Adaeze Okonkwo')), 'TypeError');
  });

  it('a library failure is named by its stable code, never its message', () => {
    assert.equal(stableCode(Object.assign(new Error('password authentication failed for user "adaeze"'), { code: '28P01' })), '28P01');
    assert.equal(stableCode(Object.assign(new Error('x'), { code: 'a code with spaces' })), 'Error');
    assert.equal(stableCode('Adaeze'), 'string');
    assert.equal(duckdbErrorType(new Error("Conversion Error: Could not convert string 'Adaeze' to INT32")), 'Conversion Error');
    assert.equal(duckdbErrorType(new Error('Adaeze Okonkwo Error: x y z w v')), 'Error');
  });

  it('fills placeholders and refuses a missing one', () => {
    assert.equal(errorMessage('SC_BODY_TOO_LARGE', { limit: 4096 }), 'The request body is larger than the limit of 4096 bytes.');
    assert.equal(errorMessage('SC_NO_ROUTE', { method: 'PATCH' }), 'There is no route for this method (PATCH) and path; GET /capabilities lists the endpoints.');
    assert.throws(() => errorMessage('SC_BODY_TOO_LARGE', {} as never), /SC_BODY_TOO_LARGE needs \{limit\}/);
  });

  it('the README table lists exactly the catalogue, with its statuses', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const rows = [...readme.matchAll(/^\| `(SC_[A-Z0-9_]+)` \| (\d{3}|4xx) \| (.+) \|$/gm)].map((m) => [m[1], m[2], m[3]]);
    const expected = CODES.map((c) => [c, c === 'SC_REQUEST_INVALID' ? '4xx' : String(ERROR_CATALOGUE[c].status), ERROR_CATALOGUE[c].when]);
    assert.deepEqual(rows, expected);
  });
});

describe('typed errors carry their code', () => {
  it('serviceError builds the class of its status with the catalogue sentence', () => {
    const e = serviceError('SC_NO_LEDGER');
    assert.ok(e instanceof ServiceUnavailableError && e instanceof ServiceError);
    assert.deepEqual([e.status, e.code, e.detail], [503, 'SC_NO_LEDGER', ERROR_CATALOGUE.SC_NO_LEDGER.message]);
    const big = serviceError('SC_BODY_TOO_LARGE', { limit: 10 });
    assert.ok(big instanceof PayloadTooLargeError);
    assert.equal(big.detail, 'The request body is larger than the limit of 10 bytes.');
    const off = serviceError('SC_REVEAL_OFF');
    assert.equal(off.constructor, ServiceError, 'a status without a class of its own');
    assert.deepEqual([off.status, off.code], [403, 'SC_REVEAL_OFF']);
  });

  it('every typed error is built with its code; serviceError picks the class of the code\'s status', () => {
    const cases: [ServiceError, new (...args: never[]) => ServiceError, ErrorCode, number][] = [
      [serviceError('SC_PAGE_CURSOR'), BadRequestError, 'SC_PAGE_CURSOR', 400],
      [serviceError('SC_DECISION_NOT_FOUND', { decision: 'x' }), NotFoundError, 'SC_DECISION_NOT_FOUND', 404],
      [serviceError('SC_SETTLE_NOT_HELD', { decision: 'x', identity: 'y' }), ConflictError, 'SC_SETTLE_NOT_HELD', 409],
      [serviceError('SC_TOO_MANY_FILES'), PayloadTooLargeError, 'SC_TOO_MANY_FILES', 413],
      [serviceError('SC_JSON_REQUIRED'), UnsupportedMediaTypeError, 'SC_JSON_REQUIRED', 415],
      [serviceError('SC_FIELDS_NOT_TAKEN', { where: 'body', fields: 'a', allowed: 'b' }), UnprocessableError, 'SC_FIELDS_NOT_TAKEN', 422],
      [serviceError('SC_LEDGER_BUSY'), ServiceUnavailableError, 'SC_LEDGER_BUSY', 503],
      [new NotImplementedError(coded('SC_REPLAY_NOT_IMPLEMENTED', { verb: 'link' })), NotImplementedError, 'SC_REPLAY_NOT_IMPLEMENTED', 501],
    ];
    for (const [e, Class, code, status] of cases) {
      assert.ok(e instanceof Class, code);
      assert.deepEqual([e.code, e.status], [code, status], e.name);
    }
    assert.equal(cases[7]![0].detail, 'replay of link decisions is not implemented yet');
  });
});

describe('log records', () => {
  it('carry the code, name and stack frames, never the message (which may quote request text)', () => {
    const secret = 'Adaeze Okonkwo 12345678901';
    const err = new TypeError(`cannot read ${secret}\nsecond line ${secret}`);
    const record = errorLogRecord(err, 'SC_INTERNAL');
    const text = JSON.stringify(record);
    assert.ok(!text.includes('Adaeze') && !text.includes('12345678901'), text);
    assert.equal(record.code, 'SC_INTERNAL');
    assert.equal(record.name, 'TypeError');
    const frames = record.frames as string[];
    assert.ok(frames.length > 0 && frames.every((f) => f.startsWith('at ')), text);
    assert.ok(frames.some((f) => f.includes('errors.test.ts')), 'the frames say where it failed');
  });

  it('a thrown non-error is named by its type', () => {
    const record = errorLogRecord('a string with Adaeze', 'SC_INTERNAL');
    assert.deepEqual(record, { code: 'SC_INTERNAL', name: 'string', frames: [] });
  });
});
