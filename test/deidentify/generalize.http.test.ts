// Black box: /deidentify generalises each form the packs mark `generalize`: an address to its locality
// and region, a date of birth to its year, an age to a band, an IP address to its network, a postcode to
// its outward code.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer, type TestServer } from '../http/server.js';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server.close();
});

async function deid(text: string, jurisdiction: string): Promise<{ text: string; spans: Array<Record<string, unknown>> }> {
  const r = await server.call('POST', '/deidentify', { text, jurisdiction, backend: 'basic' });
  assert.equal(r.status, 200, r.text);
  return r.json as unknown as { text: string; spans: Array<Record<string, unknown>> };
}

describe('/deidentify: generalize', () => {
  it('an address to its locality and region (NG)', async () => {
    const r = await deid('She lives at 12 Awolowo Road, Ikoyi, Lagos.', 'NG');
    assert.match(r.text, /She lives at Ikoyi, Lagos\./);
    assert.ok(r.spans.some((s) => s.category === 'PII-4-ADDRESS' && s.action === 'generalize'));
  });

  it('a date of birth to its year (GB)', async () => {
    const r = await deid('Date of birth: 12/03/1985', 'GB');
    assert.equal(r.text, 'Date of birth: 1985');
  });

  it('an age to a ten-year band (KE)', async () => {
    const r = await deid('The patient, aged 34, was seen today.', 'KE');
    assert.equal(r.text, 'The patient, aged 30-39, was seen today.');
    const age = r.spans.find((s) => s.category === 'PII-1-AGE');
    assert.equal(age?.citation, 'Kenya DPA 2019 s.25 (principles of data protection)');
  });

  it('an IP address to its network, IPv4 /24 and IPv6 /48 (DE)', async () => {
    const r = await deid('Login from 192.168.10.77 and 2001:db8:85a3::8a2e:370:7334 blocked.', 'DE');
    assert.equal(r.text, 'Login from 192.168.10.0/24 and 2001:db8:85a3::/48 blocked.');
  });

  it('a postcode to its outward code (GB)', async () => {
    const r = await deid('Post it to 10 Downing Street, London SW1A 2AA please.', 'GB');
    assert.match(r.text, /Post it to London SW1A please\./);
  });
});
