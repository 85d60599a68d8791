// GET /coverage, black box: every supported jurisdiction and every statute pack get a report whose
// categories are the pack's; identifiers of another region are reported as such; bad input is a 400.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { JURISDICTION_CODES, statuteIdFor } from '../../src/jurisdiction/countries.js';
import { findStatute, STATUTE_FILES } from '../../src/jurisdiction/statutes.js';
import { isDetailOnly, startServer, type TestServer } from './server.js';

interface Row {
  category: string;
  action: string;
  citation: string;
  status: string;
  detectors: string[];
  other_region_detectors: string[];
}

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

describe('GET /coverage', () => {
  it('reports every jurisdiction against its own statute pack', async () => {
    for (const code of JURISDICTION_CODES) {
      const r = await server.call('GET', `/coverage?jurisdiction=${code.toLowerCase()}`);
      assert.equal(r.status, 200, code);
      const pack = findStatute(statuteIdFor(code)!)!;
      assert.equal(r.json.jurisdiction, code);
      assert.equal(r.json.statute, pack.statute);
      const rows = r.json.categories as Row[];
      assert.deepEqual(rows.map((c) => c.category), Object.keys(pack.categories).sort(), code);
      for (const row of rows) {
        assert.equal(row.citation, pack.categories[row.category]!.citation);
        assert.equal(row.status, row.detectors.length > 0 ? 'detected' : row.other_region_detectors.length > 0 ? 'other_region_only' : 'not_detected');
      }
      // Names, places, phones and the quasi-identifiers are found everywhere; the tagger is one of the name detectors.
      const name = rows.find((c) => c.category === 'PII-1-NAME')!;
      assert.equal(name.status, 'detected');
      assert.ok(name.detectors.some((d) => d.startsWith('model:sc-tagger-')));
      for (const c of ['PII-3-PHONE', 'PII-9-DATE', 'PII-9-CASE_REFERENCE', 'PII-9-ORGANISATION']) assert.equal(rows.find((x) => x.category === c)!.status, 'detected', `${code} ${c}`);
      const summary = r.json.summary as { governed: number; detected: number; other_region_only: number; not_detected: number };
      assert.equal(summary.governed, rows.length);
      assert.equal(summary.detected + summary.other_region_only + summary.not_detected, rows.length);
    }
  });

  it('says when only another region detects a category the statute lists', async () => {
    const r = await server.call('GET', '/coverage?jurisdiction=GB');
    const rows = r.json.categories as Row[];
    const nin = rows.find((c) => c.category === 'PII-2-NIN');
    if (nin) assert.ok(nin.detectors.every((d) => !d.startsWith('rule:ng_')));
    const ng = await server.call('GET', '/coverage?jurisdiction=NG');
    const ngNin = (ng.json.categories as Row[]).find((c) => c.category === 'PII-2-NIN')!;
    assert.deepEqual(ngNin.detectors, ['rule:ng_nin']);
    // Kenya's pack, read for Nigeria, lists Kenyan identifiers that only Kenyan detectors emit.
    const cross = await server.call('GET', '/coverage?jurisdiction=NG&statute=KENYA-DPA');
    assert.equal(cross.json.statute, 'KENYA-DPA');
    const elsewhere = (cross.json.categories as Row[]).filter((c) => c.status === 'other_region_only');
    assert.ok(elsewhere.every((c) => c.detectors.length === 0 && c.other_region_detectors.length > 0));
    const huduma = elsewhere.find((c) => c.category === 'PII-2-HUDUMA');
    assert.deepEqual(huduma?.other_region_detectors, ['rule:ke_huduma']);
  });

  it('takes a statute alone, with its own jurisdiction', async () => {
    for (const statute of STATUTE_FILES) {
      const r = await server.call('GET', `/coverage?statute=${statute}`);
      assert.equal(r.status, 200);
      assert.equal(r.json.statute, statute);
      assert.equal(r.json.jurisdiction, findStatute(statute)!.jurisdiction);
    }
  });

  it('refuses no parameter, an unknown code and an unknown statute with a 400 detail', async () => {
    for (const path of ['/coverage', '/coverage?jurisdiction=US', '/coverage?statute=HIPAA', '/coverage?jurisdiction=']) {
      const r = await server.call('GET', path);
      assert.equal(r.status, 400, path);
      assert.ok(isDetailOnly(r.json), path);
    }
  });

  it('is in the OpenAPI document', async () => {
    const r = await server.call('GET', '/openapi.json');
    assert.ok(Object.keys(r.json.paths as object).includes('/coverage'));
  });
});
