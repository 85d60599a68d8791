// Test helpers that check an error's catalogue code (src/core/errorCatalogue.ts) instead of its prose:
// predicates for assert.throws / assert.rejects (`hasCode`, `hasError` when the filled values matter too)
// `expectCode` for an HTTP answer's status and X-Error-Code header, and `expectInvalidParams` for a tool
// server's protocol error. test/core/test-style.test.ts keeps
// tests from matching a catalogued sentence by regex instead.
import assert from 'node:assert/strict';
import { type ErrorCode, type ErrorParams, errorMessage } from '../../src/core/errorCatalogue.js';

function codeOf(err: unknown): unknown {
  return (err as { code?: unknown } | null)?.code;
}

export function hasCode(code: ErrorCode): (err: unknown) => true {
  return (err: unknown) => {
    assert.equal(codeOf(err), code, `expected ${code}, got ${String(codeOf(err))}: ${String(err)}`);
    return true;
  };
}

/** The code, and its sentence filled with exactly these values (the wording itself comes from the catalogue). */
export function hasError<C extends ErrorCode>(code: C, params: ErrorParams<C>): (err: unknown) => true {
  return (err: unknown) => {
    hasCode(code)(err);
    assert.equal((err as Error).message, errorMessage(code, params));
    return true;
  };
}

/**
 * Asserts a tool server's JSON-RPC "invalid params" error: the protocol carries no catalogue code, only
 * its number and the message, so the message must be the code's sentence filled with these values.
 */
export function expectInvalidParams<C extends ErrorCode>(err: { code: number; message: string } | null, code: C, params: ErrorParams<C>): void {
  assert.deepEqual(err && [err.code, err.message], [-32602, `MCP error -32602: ${errorMessage(code, params)}`]);
}

/** An answer's headers: fetch's Headers, or a plain record (light-my-request, node:http). */
type AnswerHeaders = { get(name: string): string | null } | Readonly<Record<string, unknown>>;

/** Asserts an HTTP error answer's status and its `X-Error-Code` header. */
export function expectCode(res: { status?: number; statusCode?: number; headers: AnswerHeaders }, status: number, code: ErrorCode): void {
  const { headers } = res;
  const header = typeof headers.get === 'function' ? (headers as { get(name: string): string | null }).get('x-error-code') : (headers as Record<string, unknown>)['x-error-code'];
  assert.deepEqual([res.status ?? res.statusCode, header], [status, code]);
}
