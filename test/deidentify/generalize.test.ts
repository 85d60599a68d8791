// `generalize` forms: address -> locality/region, date -> year (or month), age -> band, IP -> network,
// postcode -> district; anything else -> null (the caller masks it).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asCodePointOffset } from '../../src/core/offsets.js';
import { generalize, generalizeAddress, generalizeAge, generalizeDate, generalizeIp, generalizePostcode } from '../../src/deidentify/generalize.js';
import { rewriteText } from '../../src/deidentify/rewrite.js';
import { detectAges } from '../../src/detect/age/index.js';

describe('generalize', () => {
  it('an address becomes its locality and region, with the postcode district when written', () => {
    assert.equal(generalizeAddress('12 Awolowo Road, Ikoyi, Lagos'), 'Ikoyi, Lagos');
    assert.equal(generalizeAddress('Plot 5, Kofi Annan Road, East Legon, Accra'), 'East Legon, Accra');
    assert.equal(generalizeAddress('10 Downing Street, London SW1A 2AA'), 'London SW1A');
    assert.equal(generalizeAddress('Hauptstraße 5, 10115 Berlin'), 'Berlin 10xxx');
    assert.equal(generalizeAddress('P.O. Box 30197, Nairobi'), 'Nairobi');
    assert.equal(generalizeAddress('12 Maple Street'), null);
  });

  it('a date keeps its year, or month and year when asked', () => {
    assert.equal(generalizeDate('12 March 1985'), '1985');
    assert.equal(generalizeDate('12/03/1985'), '1985');
    assert.equal(generalizeDate('1985-03-12'), '1985');
    assert.equal(generalizeDate('12 March 1985', 'month'), '1985-03');
    assert.equal(generalizeDate('whenever', 'month', '1985-03-12'), '1985-03');
    assert.equal(generalizeDate('the 12th'), null);
    assert.equal(generalize('PII-1-DOB', '12/03/1985', { date: 'month' }), '1985-03');
  });

  it('an age becomes a ten-year band, 90 and over top-coded', () => {
    assert.equal(generalizeAge('34'), '30-39');
    assert.equal(generalizeAge('67-year-old'), '60-69');
    assert.equal(generalizeAge('3 yrs'), '0-9');
    assert.equal(generalizeAge('93 years old'), '90+');
    assert.equal(generalizeAge('old'), null);
  });

  it('an IP address becomes its network: /24 for IPv4, /48 for IPv6', () => {
    assert.equal(generalizeIp('192.168.10.77'), '192.168.10.0/24');
    assert.equal(generalizeIp('2001:db8:85a3::8a2e:370:7334'), '2001:db8:85a3::/48');
    assert.equal(generalizeIp('2001:0db8:0000:0042:0000:8a2e:0370:7334'), '2001:db8:0::/48');
    assert.equal(generalizeIp('999.1.1.1'), null);
    assert.equal(generalizeIp('not:an:ip'), null);
  });

  it('a postcode becomes its district: UK outward code, NL digits, CA FSA, Eircode key, numeric region', () => {
    assert.equal(generalizePostcode('SW1A 2AA'), 'SW1A');
    assert.equal(generalizePostcode('M1 1AE'), 'M1');
    assert.equal(generalizePostcode('1012 AB'), '1012');
    assert.equal(generalizePostcode('K1A 0B1'), 'K1A');
    assert.equal(generalizePostcode('D02 X285'), 'D02');
    assert.equal(generalizePostcode('75008'), '75xxx');
    assert.equal(generalizePostcode('100001'), '10xxxx');
    assert.equal(generalizePostcode('2196'), '21xx');
    assert.equal(generalize('PII-4-ADDRESS', 'SW1A 2AA'), 'SW1A');
  });
});

describe('rewriteText with a pack that keeps month and year', () => {
  it('writes YYYY-MM for a date of birth', () => {
    const text = 'born 12 March 1985.';
    const span = { category: 'PII-1-DOB', start: asCodePointOffset(5), end: asCodePointOffset(18), utf16Start: 5, utf16End: 18, confidence: 0.75, detector: 'rule:dob', citation: 'c', normalized: '1985-03-12' };
    assert.equal(rewriteText(text, [{ span, action: 'generalize' }], { salt: '', jurisdiction: 'GB', date: 'month' }).text, 'born 1985-03.');
    assert.equal(rewriteText(text, [{ span, action: 'generalize' }], { salt: '', jurisdiction: 'GB' }).text, 'born 1985.');
  });
});

describe('age detector (PII-1-AGE)', () => {
  it('finds ages only where the text says so', () => {
    const t = 'Patient aged 34; a 67-year-old man; She is 29 years old. Age: 41. mzee wa miaka 72';
    assert.deepEqual(detectAges(t).map((s) => t.slice(s.start, s.end)), ['34', '67-year-old', '29 years old', '41', '72']);
  });
  it('a duration is no age', () => {
    for (const t of ['served 5 years in prison', 'for 10 years', 'He left 12 years ago', 'room 34']) assert.deepEqual(detectAges(t), [], t);
  });
});
