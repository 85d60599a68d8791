import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emailDetector } from '../../../src/detect/patterns/email.js';
import { ipDetector } from '../../../src/detect/patterns/ip.js';
import { covered, EMOJI } from './helpers.js';

const ctx = { jurisdiction: 'NG' };

describe('email detector', () => {
  it('finds addresses, lower-cases the normalised value, reports repeats', () => {
    const text = 'Write to Ada.Okonkwo+news@Example.COM.ng or ada.okonkwo+news@example.com.ng; cc x_y@sub-domain.example.org.';
    const spans = emailDetector.detect(text, ctx);
    assert.deepEqual(covered(text, spans), ['Ada.Okonkwo+news@Example.COM.ng', 'ada.okonkwo+news@example.com.ng', 'x_y@sub-domain.example.org']);
    assert.equal(spans[0]!.normalized, 'ada.okonkwo+news@example.com.ng');
    assert.equal(spans[0]!.normalized, spans[1]!.normalized);
    assert.equal(spans[0]!.category, 'PII-3-EMAIL');
    assert.equal(spans[0]!.detector, 'rule:email');
  });
  it('accepts internationalised domain labels', () => {
    const text = 'Schreiben Sie an info@bücher.de bitte';
    const spans = emailDetector.detect(text, ctx);
    assert.deepEqual(covered(text, spans), ['info@bücher.de']);
  });
  it('offsets after an emoji', () => {
    const text = `${EMOJI}mail jane@example.com now`;
    const [s] = emailDetector.detect(text, ctx);
    assert.equal(s!.start, text.indexOf('jane'));
    assert.equal(text.slice(s!.start, s!.end), 'jane@example.com');
  });
  it('ignores look-alikes', () => {
    for (const text of ['@handle mentions', 'user@localhost', 'a@b.c', 'price 5@3.50', 'name@example.1com', 'x.@example.com is broken but example.com is not an address', 'foo@bar']) {
      const spans = emailDetector.detect(text, ctx);
      assert.ok(spans.every((s) => !text.slice(s.start, s.end).startsWith('.')), text);
      if (text !== 'x.@example.com is broken but example.com is not an address') assert.deepEqual(covered(text, spans), [], text);
    }
  });
  it('finds nothing in a long token without @ (its linear-time budget is in npm run bench:worst-case)', () => {
    assert.deepEqual(emailDetector.detect('a'.repeat(200_000), ctx), []);
  });
});

describe('IP address detector', () => {
  it('finds IPv4 and IPv6, repeats included', () => {
    const text = 'From 192.168.1.20 and 192.168.1.20, then 2001:db8:85a3::8a2e:370:7334, fe80::1%eth0 and ::ffff:10.0.0.1.';
    const spans = ipDetector.detect(text, ctx);
    assert.deepEqual(covered(text, spans), ['192.168.1.20', '192.168.1.20', '2001:db8:85a3::8a2e:370:7334', 'fe80::1%eth0', '::ffff:10.0.0.1']);
    assert.ok(spans.every((s) => s.category === 'PII-8-IP_ADDRESS'));
    assert.deepEqual(spans.map((s) => s.detector), ['rule:ip_ipv4', 'rule:ip_ipv4', 'rule:ip_ipv6', 'rule:ip_ipv6', 'rule:ip_ipv6']);
  });
  it('rejects invalid octets and version-number look-alikes', () => {
    for (const text of ['256.1.1.1', 'release 1.2.3', 'v1.2.3.4', 'version 10.0.0.1', 'build 1.2.3.4.5', '1.2.3.4.5', '01.02.03.04', 'at 10:30:45 today', 'std::vector', 'dead::beef', 'price 1.234.567.890']) {
      assert.deepEqual(covered(text, ipDetector.detect(text, ctx)), [], text);
    }
  });
  it('offsets after an emoji', () => {
    const text = `${EMOJI}host 10.0.0.7`;
    assert.deepEqual(covered(text, ipDetector.detect(text, ctx)), ['10.0.0.7']);
  });
});

describe('IPv6 canonical form', () => {
  it('links one address written several ways', () => {
    const text = 'a 2001:0DB8:0000:0000:0000:0000:0000:0001 b 2001:db8::1 c 2001:db8:0:0::0:1 d ::ffff:10.0.0.1 e fe80::1:0:0:0:1';
    const spans = ipDetector.detect(text, ctx);
    assert.deepEqual(spans.map((s) => s.normalized), ['2001:db8::1', '2001:db8::1', '2001:db8::1', '::ffff:10.0.0.1', 'fe80:0:0:1::1']);
  });
});
