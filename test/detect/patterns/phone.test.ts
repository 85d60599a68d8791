import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { phoneDetector } from '../../../src/detect/patterns/phone.js';
import { covered, EMOJI } from './helpers.js';

const detect = (text: string, jurisdiction: string | null) => phoneDetector.detect(text, { jurisdiction });

describe('phone detector: worked examples', () => {
  it('finds the NG example phone and reports it as PII-3-PHONE', () => {
    const text = 'Patient Casey Example (NIN 12345678901) called from 0803 555 7890.';
    const spans = detect(text, 'NG');
    assert.deepEqual(covered(text, spans), ['0803 555 7890']);
    assert.equal(spans[0]!.start, 52);
    assert.equal(spans[0]!.end, 65);
    assert.equal(spans[0]!.category, 'PII-3-PHONE');
    assert.equal(spans[0]!.detector, 'rule:phone_libphonenumber');
    assert.equal(spans[0]!.normalized, '+2348035557890');
    assert.deepEqual(spans[0]!.metadata, { country: 'NG' });
  });
  it('normalises international and national forms to the same E.164 number', () => {
    const text = 'Adaeze Okonkwo, NIN 12345678901, +234 803 123 4567 or 0803 123 4567 or 08031234567';
    const spans = detect(text, 'NG');
    assert.deepEqual(covered(text, spans), ['+234 803 123 4567', '0803 123 4567', '08031234567']);
    assert.deepEqual(new Set(spans.map((s) => s.normalized)), new Set(['+2348031234567']));
  });
  it('does not take an 11-digit NIN after its cue for a phone', () => {
    assert.deepEqual(detect('NIN 12345678901 and BVN 22123456789', 'NG'), []);
  });
});

describe('phone detector: every launch country', () => {
  const cases: [string, string, string, string][] = [
    ['GB', 'Ring 07700 900123 today', '07700 900123', '+447700900123'],
    ['GB', 'Office +44 20 7946 0958.', '+44 20 7946 0958', '+442079460958'],
    ['KE', 'Call 0712 345678 now', '0712 345678', '+254712345678'],
    ['KE', 'Call +254 722 123 456', '+254 722 123 456', '+254722123456'],
    ['ZA', 'Call 082 123 4567', '082 123 4567', '+27821234567'],
    ['GH', 'Call 024 123 4567', '024 123 4567', '+233241234567'],
    ['GH', 'Call +233 24 123 4567', '+233 24 123 4567', '+233241234567'],
    ['DE', 'Tel. 030 12345678', '030 12345678', '+493012345678'],
    ['DE', 'Tel. 030/12345678', '030/12345678', '+493012345678'],
    ['FR', 'Tél : 01 23 45 67 89', '01 23 45 67 89', '+33123456789'],
    ['NL', 'Bel 06 12345678', '06 12345678', '+31612345678'],
    ['ES', 'Teléfono 612 345 678', '612 345 678', '+34612345678'],
    ['IT', 'Telefono 06 1234 5678', '06 1234 5678', '+390612345678'],
  ];
  for (const [cc, text, span, e164] of cases) {
    it(`${cc}: ${span}`, () => {
      const spans = detect(text, cc);
      assert.deepEqual(covered(text, spans), [span]);
      assert.equal(spans[0]!.normalized, e164);
    });
  }
  it('finds Lagos and Abuja landlines the library lacks', () => {
    const text = 'Lagos office 01 234 5678, Abuja 09-234-5678';
    const spans = detect(text, 'NG');
    assert.deepEqual(covered(text, spans), ['01 234 5678', '09-234-5678']);
    assert.deepEqual(spans.map((s) => s.normalized), ['+23412345678', '+23492345678']);
  });
  it('falls back to a neighbouring plan for a national number of another country', () => {
    const spans = detect('Ring 0712 345 678 today', 'NG');
    assert.equal(spans.length, 1);
    assert.equal(spans[0]!.metadata?.country, 'KE');
    assert.ok(spans[0]!.confidence < 0.9);
  });
  it('finds numbers under EU and with no jurisdiction', () => {
    const eu = 'Tél 01 23 45 67 89, Mobil 0151 23456789';
    assert.deepEqual(detect(eu, 'EU').map((s) => s.normalized), ['+33123456789', '+4915123456789']);
    assert.deepEqual(detect('Call 0803 555 7890', null).map((s) => s.normalized), ['+2348035557890']);
  });
  it('covers the African pack in international form', () => {
    for (const n of ['+255 712 345 678', '+256 772 123456', '+250 788 123 456', '+251 91 123 4567', '+20 100 123 4567']) {
      assert.equal(detect(`Call ${n}.`, null).length, 1, n);
    }
  });
});

describe('phone detector: repeats, lists and offsets', () => {
  it('reports every occurrence, repeats included', () => {
    const text = 'Call 0803 555 7890, again 0803 555 7890 and 0803 555 7890.';
    assert.equal(detect(text, 'NG').length, 3);
  });
  it('splits a list of numbers', () => {
    const text = 'Call 0712 345678 / 0722 123456';
    assert.deepEqual(covered(text, detect(text, 'KE')), ['0712 345678', '0722 123456']);
  });
  it('gives UTF-16 offsets that slice the number after an emoji', () => {
    const text = `${EMOJI}call 0803 555 7890`;
    const spans = detect(text, 'NG');
    assert.deepEqual(covered(text, spans), ['0803 555 7890']);
    assert.equal(spans[0]!.start, text.indexOf('0803'));
  });
  it('keeps an extension inside the span', () => {
    const text = 'Phone 020 7946 0958 ext. 123 please';
    assert.deepEqual(covered(text, detect(text, 'GB')), ['020 7946 0958 ext. 123']);
  });
});

describe('phone detector: look-alikes', () => {
  const negatives: [string, string | null][] = [
    ['INV-97880932 and PO 82141621 and paid 12345678', 'DK'],
    ['Order 0803 555 7890 shipped', 'NG'],
    ['Invoice no. 08031234567', 'NG'],
    ['On 2024-01-05 10:30:00 and 12.05.2024 and 05/12/2024', 'DE'],
    ['Fiscal 2019-2024 plan', 'FR'],
    ['Version 1.2.3.4.5 and v10.0.19045.1234', 'GB'],
    ['Price €1 234 567 or 1 234 567 EUR', 'FR'],
    ['card 4111 1111 1111 1111 iban GB82 WEST 1234 5698 7654 32 ip 192.168.100.200', 'GB'],
    ['ref ABC-0803-555-7890X and 123456789012345678', 'NG'],
    ['https://example.com/orders/08035557890', 'NG'],
  ];
  for (const [text, j] of negatives) {
    it(`nothing in: ${text}`, () => assert.deepEqual(covered(text, detect(text, j)), []));
  }
  it('does not take digits out of a longer run', () => {
    assert.deepEqual(detect('serial 080355578901234567', 'NG'), []);
  });
});

describe('phone detector: no governing plan', () => {
  it('accepts a bare number grouped the way its plan writes it', () => {
    const text = 'They are not answering at 374 780 163';
    const spans = detect(text, 'EU');
    assert.deepEqual(covered(text, spans), ['374 780 163']);
    assert.equal(spans[0]!.metadata?.country, 'IT');
  });
  it('refuses a bare grouped run that no plan writes that way, and the US SSN shape', () => {
    assert.deepEqual(detect('Total 12 345 678 units', 'EU'), []);
    assert.deepEqual(detect("Here's my SSN: 054-28-6917", 'EU'), []);
  });
  it('finds a + number right after punctuation', () => {
    const text = 'Office,+44 20 7946 0958-Fax';
    assert.deepEqual(covered(text, detect(text, 'EU')), ['+44 20 7946 0958']);
  });
});

describe('phone detector: written forms', () => {
  const cases: [string, string, string][] = [
    ['GB', '+44 (0)20 7946 0958', '+442079460958'],
    ['NG', '(+234) 803 123 4567', '+2348031234567'],
    ['NG', '+234-803-123-4567', '+2348031234567'],
    ['NG', '0803.555.7890', '+2348035557890'],
    ['KE', '+254 (0) 712 345 678', '+254712345678'],
    ['DE', '0049 30 12345678', '+493012345678'],
    ['DE', '(030) 1234567', '+49301234567'],
    ['GB', '07700900123', '+447700900123'],
    ['NG', 'Caller ID 0803 555 7890', '+2348035557890'],
  ];
  for (const [cc, written, e164] of cases) {
    it(`${cc}: ${written}`, () => {
      const spans = detect(`x ${written} y`, cc);
      assert.equal(spans.length, 1);
      assert.equal(spans[0]!.normalized, e164);
    });
  }
});

describe('phone detector: account numbers', () => {
  it('does not take a compact Nigerian account number (NUBAN) for a foreign phone', () => {
    assert.deepEqual(detect('Pay into GTBank 0123456789 today', 'NG'), []);
  });
  it('still finds a foreign number written as a phone or after a cue', () => {
    assert.equal(detect('Call 0123456789 today', 'NG').length, 1);
    assert.equal(detect('Pay into 012 345 6789 today', 'NG').length, 1);
  });
});

describe('phone detector: calling code without +', () => {
  it('reads the governing country code written without +, grouped or after a cue', () => {
    assert.deepEqual(detect('x 234 803 123 4567 y', 'NG').map((s) => s.normalized), ['+2348031234567']);
    assert.deepEqual(detect('WhatsApp 2348031234567', 'NG').map((s) => s.normalized), ['+2348031234567']);
    assert.deepEqual(detect('ref 2348031234567', 'NG'), []);
  });
});
