import assert from 'node:assert/strict';
import { maskValue } from '../../src/core/mask.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { contentId } from '../../src/core/ids.js';
import { compareLedgerEntry, deidentifyLedgerEntry, openLedger, RECORD_SCHEMA, recordOf } from '../../src/ledger/index.js';
import { fakeCompare, fakeDeidentify, PAIRS } from './fakeVerbs.js';

const dir = mkdtempSync(join(tmpdir(), 'ledger-entries-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('entry builders', () => {
  it('makes rec: ids over {schema, entity_type, text|attributes}', async () => {
    assert.equal(recordOf('person', 'Ada').id, contentId('rec', { schema: RECORD_SCHEMA, entity_type: 'person', text: 'Ada' }));
    assert.equal(
      recordOf('person', { name: 'Ada' }).id,
      contentId('rec', { schema: RECORD_SCHEMA, entity_type: 'person', attributes: { name: 'Ada' } }),
    );
    assert.notEqual(recordOf('person', 'Ada').id, recordOf('organisation', 'Ada').id);
  });

  it('stores a compare request as given (minus store), replays it and reproduces', async () => {
    const ledger = openLedger(join(dir, 'c.db'));
    const request = { ...PAIRS.text, store: true };
    const detail = fakeCompare()(request);
    const entry = compareLedgerEntry(request, { receipt: detail.receipt, explain: detail.explain });
    assert.equal(entry.records!.a.text, PAIRS.text.a);
    await ledger.record(entry);
    const d = await ledger.decision(entry.decision_id);
    assert.deepEqual(d.call, { entity: 'person', jurisdiction: 'NG', backend: 'basic', a: maskValue(PAIRS.text.a), b: maskValue(PAIRS.text.b) });
    const r = await ledger.replay(entry.decision_id, { compare: fakeCompare() });
    assert.equal(r.reproduced, true);
    await ledger.close();
  });

  it('keeps the verb’s own records, adding the text of a string side', async () => {
    const request = { ...PAIRS.text };
    const detail = fakeCompare()(request);
    const { text: _dropped, ...a } = detail.records.a;
    const records = { a, b: detail.records.b };
    const entry = compareLedgerEntry(request, { receipt: detail.receipt, records });
    assert.equal(entry.records!.a.id, detail.records.a.id);
    assert.equal(entry.records!.a.text, PAIRS.text.a);
  });

  it('stores a deidentify request without salt or text in the call, and replays it', async () => {
    const ledger = openLedger(join(dir, 'd.db'));
    const request = { text: 'NIN 12345678901', jurisdiction: 'NG', method: 'statute', salt: 'pepper', store: true };
    const result = fakeDeidentify()(request);
    const entry = deidentifyLedgerEntry(request, result);
    assert.deepEqual(entry.call, { jurisdiction: 'NG', method: 'statute' });
    await ledger.record(entry);
    const d = await ledger.decision(entry.decision_id, { reveal: true });
    assert.equal(d.records!.a!.text, request.text);
    assert.equal(d.record_a, recordOf('document', request.text).id);
    assert.equal(JSON.stringify(d).includes('pepper'), false);
    const r = await ledger.replay(entry.decision_id, { deidentify: fakeDeidentify() });
    assert.equal(r.reproduced, true);
    assert.deepEqual(r.now.factors, { 'PII-2-NIN': 1 });
    await ledger.close();
  });
});
