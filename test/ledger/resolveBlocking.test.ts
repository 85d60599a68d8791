// Resolve compares a new record only with stored records that share a blocking key (a token of any
// value, or the last 7 digits of a long number), so it scales with the candidates, not the ledger.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { compareDetailed, type CompareRequest } from '../../src/compare/index.js';
import { type CompareDetail, compareLedgerEntry, openLedger, resolveRecord } from '../../src/ledger/index.js';

const compare = (call: Record<string, unknown>) => compareDetailed(call as unknown as CompareRequest) as unknown as CompareDetail;

describe('resolve blocking', () => {
  it('compares only records sharing a token or subscriber digits, and still finds the match', async () => {
    const ledger = openLedger(join(mkdtempSync(join(tmpdir(), 'sc-block-')), 'l.db'));
    try {
      const pairs = [
        { a: { name: 'Grace Adeyemi', phone: '+234 801 111 2222' }, b: { name: 'Grace Adeyemi', phone: '+234 801 111 2222', dob: '1992-05-06' } },
        { a: { name: 'Tunde Bello', national_id: '33333333333' }, b: { name: 'Tunde Bello', national_id: '33333333333', dob: '1980-01-01' } },
      ];
      for (const p of pairs) await ledger.record(compareLedgerEntry({ ...p, entity: 'person' }, compare({ ...p, entity: 'person' })));
      const seen: unknown[] = [];
      const counting = (call: Record<string, unknown>) => {
        seen.push(call.b);
        return compare(call);
      };
      // National format, other spacing: no name token is shared with Tunde Bello's records.
      const r = await resolveRecord(ledger, { record: { name: 'G. Adeyemi', phone: '0801-111-2222' }, entity: 'person', identifiers: {} }, counting);
      assert.equal(seen.length, 2, 'only the two Grace Adeyemi records are candidates');
      assert.ok(['found', 'review'].includes(r.verdict), r.verdict);
      seen.length = 0;
      const none = await resolveRecord(ledger, { record: { name: 'Zainab Yusuf' }, entity: 'person', identifiers: {} }, counting);
      assert.equal(none.verdict, 'not_found');
      assert.equal(seen.length, 1, 'no stored record shares a key: only the record-id computation runs');
    } finally {
      await ledger.close();
    }
  });
});
