// The error catalogue over HTTP: a failure of the service itself is a 500 `{detail}` with SC_INTERNAL that
// never repeats the error's message; a framework client error without a sentence of ours keeps its status
// and says SC_REQUEST_INVALID. (Each route's codes are pinned in route-status.test.ts.)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../src/http/app.js';

describe('error codes over HTTP', () => {
  let app: FastifyInstance;
  before(async () => {
    app = createApp({ ledger: null });
    app.get('/boom', { schema: { hide: true } }, async () => {
      throw new TypeError('cannot read Adaeze Okonkwo 12345678901');
    });
    app.get('/teapot', { schema: { hide: true } }, async () => {
      throw Object.assign(new Error('framework says no to Adaeze'), { statusCode: 418 });
    });
    await app.ready();
  });
  after(() => app.close());

  it('500: SC_INTERNAL, and the message stays out of the answer', async () => {
    const r = await app.inject({ method: 'GET', url: '/boom' });
    assert.equal(r.statusCode, 500);
    assert.equal(r.headers['x-error-code'], 'SC_INTERNAL');
    assert.deepEqual(r.json(), { detail: 'The service failed while answering; the failure was logged without request data.' });
    assert.ok(!r.body.includes('Adaeze'));
  });

  it('another framework 4xx keeps its status with SC_REQUEST_INVALID', async () => {
    const r = await app.inject({ method: 'GET', url: '/teapot' });
    assert.equal(r.statusCode, 418);
    assert.equal(r.headers['x-error-code'], 'SC_REQUEST_INVALID');
    assert.ok(!r.body.includes('Adaeze'));
  });

  it('no route: SC_NO_ROUTE naming the method, not the path', async () => {
    const r = await app.inject({ method: 'DELETE', url: '/Adaeze' });
    assert.equal(r.statusCode, 404);
    assert.equal(r.headers['x-error-code'], 'SC_NO_ROUTE');
    assert.match(r.json().detail, /\(DELETE\)/);
    assert.ok(!r.body.includes('Adaeze'));
  });
});
