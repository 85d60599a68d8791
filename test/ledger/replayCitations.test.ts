// Replay of a de-identification recorded under an older statute pack reports the citation that moved
// (the NDPA pack used to cite s.30, the sensitive-data section, for every name and phone).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { DecisionId } from '../../src/core/ids.js';
import { deidentify } from '../../src/deidentify/index.js';
import { deidentifyLedgerEntry, openLedger } from '../../src/ledger/index.js';

const dir = mkdtempSync(join(tmpdir(), 'ledger-citations-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('replay after a statute pack change', () => {
  it('reports the changed citation per category, and nothing for a current decision', async () => {
    const request = { text: 'Adaeze Okonkwo, phone +234 803 123 4567, NIN 12345678901.', jurisdiction: 'NG', backend: 'basic' };
    const now = deidentify(request);
    const old = structuredClone(now);
    const oldCitation: Record<string, string> = { 'PII-1-NAME': 'NDPA-2023 s.30', 'PII-3-PHONE': 'NDPA-2023 s.30', 'PII-2-NIN': 'NDPA-2023 s.30, NIMC Act s.27' };
    for (const s of old.spans) s.citation = oldCitation[s.category] ?? s.citation;
    const oldId = `red:sha256:${'0'.repeat(64)}` as DecisionId<'red'>;
    old.decision_id = oldId;
    const ledger = openLedger(join(dir, 'l.db'));
    await ledger.record(deidentifyLedgerEntry(request, old));
    await ledger.record(deidentifyLedgerEntry(request, now));
    const runners = { deidentify: (call: Record<string, unknown>) => deidentify(call as typeof request) };

    const r = await ledger.replay(oldId, runners);
    assert.equal(r.reproduced, false);
    const categories = new Set(now.spans.map((s) => s.category));
    assert.ok(categories.has('PII-1-NAME') && categories.has('PII-3-PHONE') && categories.has('PII-2-NIN'), [...categories].join(','));
    assert.deepEqual(r.changed, {
      'citations.PII-1-NAME': { then: 'NDPA-2023 s.30', now: 'NDPA 2023 s.25 (lawful basis of personal data processing)' },
      'citations.PII-2-NIN': {
        then: 'NDPA-2023 s.30, NIMC Act s.27',
        now: 'NDPA 2023 s.25 (lawful basis of personal data processing); NDPA 2023 s.24 (principles of personal data processing)',
      },
      'citations.PII-3-PHONE': { then: 'NDPA-2023 s.30', now: 'NDPA 2023 s.25 (lawful basis of personal data processing)' },
    });

    const same = await ledger.replay(now.decision_id, runners);
    assert.equal(same.reproduced, true);
    assert.deepEqual(same.changed, {});
    await ledger.close();
  });
});
