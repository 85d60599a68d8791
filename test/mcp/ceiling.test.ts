// The operator's ceiling (src/mcp/tools/types.ts applyCeiling): each refusal carries its own catalogue code
// and the catalogue's whole sentence, the pinned law named.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyCeiling, CeilingError } from '../../src/mcp/tools/types.js';
import { hasCode } from '../helpers/codes.js';

const refused = (code: Parameters<typeof hasCode>[0], detail: string) => (err: unknown) =>
  err instanceof CeilingError && hasCode(code)(err) && err.status === 400 && err.detail === detail;

describe('applyCeiling', () => {
  it('passes the same law and fills an omitted one from the pin', () => {
    assert.deepEqual(applyCeiling({ jurisdiction: 'NG', statute: null }, null, undefined), { jurisdiction: 'NG', statute: null });
    assert.deepEqual(applyCeiling({ jurisdiction: null, statute: 'GDPR' }, 'DE', null), { jurisdiction: 'DE', statute: 'GDPR' });
  });

  it('refuses another law, each case with its own code', () => {
    assert.throws(
      () => applyCeiling({ jurisdiction: 'NG', statute: null }, 'GB', null),
      refused('SC_CEILING_OTHER', 'jurisdiction: the operator pinned the jurisdiction to NG; a call cannot ask for another'),
    );
    assert.throws(
      () => applyCeiling({ jurisdiction: null, statute: 'GDPR' }, null, 'POPIA'),
      refused('SC_CEILING_OTHER', 'statute: the operator pinned the governing statute to GDPR; a call cannot ask for another'),
    );
    assert.throws(
      () => applyCeiling({ jurisdiction: null, statute: 'GDPR' }, 'NG', null),
      refused('SC_CEILING_STATUTE_NOT_FOR_JURISDICTION', 'jurisdiction: the operator pinned the governing statute to GDPR, which does not govern the jurisdiction asked for'),
    );
    assert.throws(
      () => applyCeiling({ jurisdiction: 'NG', statute: null }, null, 'GDPR'),
      refused('SC_CEILING_JURISDICTION_OTHER_STATUTE', 'statute: the operator pinned the jurisdiction to NG, whose statute is not the one asked for'),
    );
  });
});
