// Black-box tests of issue 12, items 2-4: separators are boundaries and tables are read by their header
// (item 2), address spans end where the address ends and overlaps are removed whole (item 3), a cued
// value is never dropped (item 4). Each case failed on the code before the fix.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer, type TestServer } from './server.js';

interface Detection {
  category: string;
  start: number;
  end: number;
  confidence: number;
  detector: string;
}

describe('issue 12: tables, address extents, cued values (black box)', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  const detect = async (text: string, jurisdiction: string): Promise<Detection[]> => {
    const r = await server.call('POST', '/detect', { text, jurisdiction, backend: 'basic' });
    assert.equal(r.status, 200, r.text);
    return r.json.detections as Detection[];
  };
  const deidentify = async (text: string, jurisdiction: string): Promise<string> => {
    const r = await server.call('POST', '/deidentify', { text, jurisdiction, backend: 'basic', method: 'mask' });
    assert.equal(r.status, 200, r.text);
    return r.json.text as string;
  };
  const valuesOf = (text: string, ds: Detection[]) => ds.map((d) => `${d.category} ${[...text].slice(d.start, d.end).join('')}`);

  describe('item 2: every separator is a boundary', () => {
    const fields = ['C001', 'Wanjiru Kamau', '23456789', 'A012345678Z', '0712345678', 'Nairobi'];
    const spaced = fields.join(', ');
    for (const [name, sep, quote] of [
      ['comma', ',', ''],
      ['semicolon', ';', ''],
      ['tab', '\t', ''],
      ['pipe', '|', ''],
      ['quoted comma', ',', '"'],
      ['single-quoted comma', ',', "'"],
    ] as const) {
      it(`${name}: the KRA PIN and the M-Pesa number are found as with ", "`, async () => {
        const text = fields.map((f) => `${quote}${f}${quote}`).join(sep);
        const found = valuesOf(text, await detect(text, 'KE'));
        assert.ok(found.includes('PII-2-KRA_PIN A012345678Z'), found.join(' | '));
        assert.ok(found.includes('PII-3-PHONE 0712345678'), found.join(' | '));
        const reference = valuesOf(spaced, await detect(spaced, 'KE')).filter((v) => !v.startsWith('PII-2-NATIONAL_ID'));
        for (const v of reference) assert.ok(found.includes(v), `${v} missing with ${name}: ${found.join(' | ')}`);
      });
    }
  });

  describe('item 2: tabular mode', () => {
    it('a table header is the cue of its column, named in the detector; offsets are code points', async () => {
      const text = 'Wateja 🇰🇪\nid;Jina;Kitambulisho;KRA PIN;Simu\nC001;Wanjiru Kamau;23456789;A012345678Z;0712345678\nC002;Otieno Brian;34567890;P051234567Q;0722000111';
      const ds = await detect(text, 'KE');
      const found = valuesOf(text, ds);
      for (const v of ['PII-2-NATIONAL_ID 23456789', 'PII-2-NATIONAL_ID 34567890', 'PII-2-KRA_PIN A012345678Z', 'PII-3-PHONE 0722000111', 'PII-1-NAME Otieno Brian']) {
        assert.ok(found.includes(v), `${v} missing: ${found.join(' | ')}`);
      }
      const id = ds.find((d) => [...text].slice(d.start, d.end).join('') === '23456789')!;
      assert.equal(id.detector, 'table-header:national_id');
      const out = await deidentify(text, 'KE');
      for (const secret of ['23456789', '34567890', 'A012345678Z', 'P051234567Q', '0712345678', '0722000111', 'Wanjiru', 'Otieno']) {
        assert.ok(!out.includes(secret), `${secret} left in ${out}`);
      }
      assert.ok(out.includes('C001') && out.includes('C002'), 'record keys are no personal data');
    });
  });

  describe('item 4: a cued value is never dropped', () => {
    it('a mobile-shaped NIN after its cue is a NIN, weaker, with the reason in the detector name', async () => {
      const text = 'Customer NIN 08062320109 verified.';
      const ds = await detect(text, 'NG');
      assert.deepEqual(valuesOf(text, ds), ['PII-2-NIN 08062320109']);
      assert.equal(ds[0]!.detector, 'rule:ng_nin:cued:looks-like-mobile');
      assert.ok(ds[0]!.confidence < 0.6, String(ds[0]!.confidence));
      assert.equal(await deidentify(text, 'NG'), 'Customer NIN [NIN] verified.');
    });

    it('a cued value that fails its check digit is still reported, uncued it is not', async () => {
      const cued = 'NHS number 943 476 5918 on file.';
      const ds = await detect(cued, 'GB');
      assert.deepEqual(valuesOf(cued, ds), ['PII-2-NHS 943 476 5918']);
      assert.equal(ds[0]!.detector, 'rule:gb_nhs:cued:check-failed');
      assert.deepEqual(await detect('Batch 943 476 5918 shipped.', 'GB'), []);
    });
  });

  describe('item 3: an address ends where the address ends', () => {
    it('an IP after a UK postcode is an IP, not an Ipswich postcode inside the address', async () => {
      const text = 'Office: 12 Baker Street, London SE1 7EH, IP 192.168.10.24.';
      const found = valuesOf(text, await detect(text, 'GB'));
      assert.ok(found.includes('PII-4-ADDRESS 12 Baker Street, London SE1 7EH'), found.join(' | '));
      assert.ok(found.includes('PII-8-IP_ADDRESS 192.168.10.24'), found.join(' | '));
      const out = await deidentify(text, 'GB');
      assert.doesNotMatch(out, /168|10\.24|7EH/, out);
    });

    it('a P.O. Box address does not cross the line break into the next labelled field', async () => {
      for (const label of ['Customer name', 'Next of kin', 'Place of birth']) {
        const text = `P.O. Box 45231-00100, Nairobi\n${label}: Wanjiru Kamau`;
        const found = valuesOf(text, await detect(text, 'KE'));
        assert.ok(found.includes('PII-4-ADDRESS P.O. Box 45231-00100, Nairobi'), found.join(' | '));
        assert.ok((await deidentify(text, 'KE')).includes(`\n${label}:`), label);
      }
    });

    it('overlapping findings are removed whole: no fragment of either survives', async () => {
      for (const [text, j] of [
        ['Ship to 12 Baker Street, London SE1 7EH, IP 192.168.10.24 logged.', 'GB'],
        ['Plot 14 Adeola Odeku Street, Victoria Island, Lagos 0803 555 7890', 'NG'],
      ] as const) {
        const ds = await detect(text, j);
        const out = await deidentify(text, j);
        const masked = ds.map((d) => [...text].slice(d.start, d.end).join(''));
        for (const v of masked) assert.ok(!out.includes(v), `${v} left in ${out}`);
        for (let i = 1; i < ds.length; i++) assert.ok(ds[i - 1]!.end <= ds[i]!.start, 'detections do not overlap');
        assert.doesNotMatch(out, /\d{3}/, out);
      }
    });
  });
});
