// The error catalogue (src/core/errorCatalogue.ts) and the typed errors (src/core/errors.ts): codes are
// well-formed and unique in status, catalogued errors keep their classes, the README table equals the
// catalogue, and a failure's log record never carries its message.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  BadRequestError,
  ERROR_CATALOGUE,
  type ErrorCode,
  errorMessage,
  NotFoundError,
  NotImplementedError,
  PayloadTooLargeError,
  ServiceError,
  ServiceUnavailableError,
  serviceError,
  UnprocessableError,
  UnsupportedMediaTypeError,
} from '../../src/core/errors.js';
import { errorLogRecord } from '../../src/http/errors.js';

const CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

describe('the error catalogue', () => {
  it('codes are SC_ and upper snake case; statuses are HTTP error statuses; every entry says when', () => {
    for (const code of CODES) {
      const e = ERROR_CATALOGUE[code];
      assert.match(code, /^SC_[A-Z0-9]+(?:_[A-Z0-9]+)*$/, code);
      assert.ok(e.status >= 400 && e.status <= 599, code);
      assert.ok(e.message.length > 0 && e.when.length > 0, code);
    }
  });

  it('a sentence is either a fixed sentence or placeholders over safe values, never an open {detail} in a specific code', () => {
    for (const code of CODES) {
      const { message } = ERROR_CATALOGUE[code];
      const generic = /^SC_(?:\d{3}|ERROR)$/.test(code) || code === 'SC_REQUEST_MODEL';
      if (generic) assert.equal(message, '{detail}', code);
      else assert.ok(!message.includes('{detail}'), `${code} must write its own sentence`);
    }
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

  it('an error thrown with its own sentence carries the uncatalogued code of its status', () => {
    const cases: [ServiceError, ErrorCode, number][] = [
      [new BadRequestError('x'), 'SC_400', 400],
      [new NotFoundError('x'), 'SC_404', 404],
      [new PayloadTooLargeError('x'), 'SC_413', 413],
      [new UnsupportedMediaTypeError('x'), 'SC_415', 415],
      [new UnprocessableError('x'), 'SC_422', 422],
      [new ServiceUnavailableError('x'), 'SC_503', 503],
      [new ServiceError(403, 'x'), 'SC_403', 403],
      [new ServiceError(409, 'x'), 'SC_409', 409],
      [new ServiceError(418, 'x'), 'SC_ERROR', 418],
      [new NotImplementedError('replay of link decisions'), 'SC_NOT_IMPLEMENTED', 501],
      [new BadRequestError('x', 'SC_BODY_NOT_JSON'), 'SC_BODY_NOT_JSON', 400],
    ];
    for (const [e, code, status] of cases) assert.deepEqual([e.code, e.status], [code, status], e.name);
    assert.equal(new NotImplementedError('replay of link decisions').detail, 'replay of link decisions is not implemented yet');
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
