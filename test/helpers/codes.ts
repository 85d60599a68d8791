// Test helper: a predicate for assert.throws / assert.rejects that checks an error's catalogue code
// (src/core/errorCatalogue.ts) instead of its prose.
import assert from 'node:assert/strict';
import type { ErrorCode } from '../../src/core/errorCatalogue.js';

export function hasCode(code: ErrorCode): (err: unknown) => true {
  return (err: unknown) => {
    assert.equal((err as { code?: unknown } | null)?.code, code, `expected ${code}, got ${String(err)}`);
    return true;
  };
}
