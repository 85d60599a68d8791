import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CONFIDENCE,
  EU_EEA_CODES,
  compactId,
  identifierDetectors,
  identifierDetectorsFor,
  identifierRules,
} from '../../../src/detect/ids/index.js';
import { found, run } from './helpers.js';

const SUPPORTED = ['NG', 'KE', 'GH', 'ZA', 'GB', ...EU_EEA_CODES];

describe('identifier detector registry', () => {
  it('covers every supported code with at least one detector, EU with all members', () => {
    assert.equal(SUPPORTED.length, 35);
    for (const code of SUPPORTED) assert.ok(identifierDetectorsFor(code).length > 0, code);
    const eu = identifierDetectorsFor('eu');
    for (const code of EU_EEA_CODES) assert.ok(eu.some((d) => d.countries.includes(code)), code);
    assert.ok(!eu.some((d) => d.countries.includes('GB') || d.countries.includes('NG')));
  });

  it('names are unique, snake-case, prefixed with the country; categories are PII-2 codes', () => {
    const names = identifierDetectors.map((d) => d.name);
    assert.equal(new Set(names).size, names.length);
    for (const r of identifierRules) {
      assert.match(r.name, /^[a-z]{2}_[a-z_]+$/);
      assert.equal(r.name.slice(0, 2).toUpperCase(), r.countries[0]);
      assert.match(r.category, /^PII-2-[A-Z_]+$/);
    }
  });

  it('publishes the confidence scale checksum > format > cue', () => {
    assert.ok(CONFIDENCE.checksum.bare > CONFIDENCE.format.cued);
    assert.ok(CONFIDENCE.format.bare > CONFIDENCE.cue.cued);
    assert.ok(CONFIDENCE.checksum.cued > CONFIDENCE.checksum.bare);
  });

  it('compactId removes separators and upper-cases', () => {
    assert.equal(compactId('ab 12-34.56/c'), 'AB123456C');
  });
});

describe('identifier engine', () => {
  it('word boundaries: no match glued to letters, digits, +, @ or a digit group', () => {
    assert.deepEqual(found('PL', 'x44051401359'), []);
    assert.deepEqual(found('PL', '44051401359x'), []);
    assert.deepEqual(found('PL', '+44051401359'), []);
    assert.deepEqual(found('PL', '44051401359@example.org'), []);
    assert.deepEqual(found('PL', '12 44051401359'), []);
    assert.deepEqual(found('PL', '44051401359-12'), []);
    assert.deepEqual(found('PL', '144051401359'), []);
    assert.deepEqual(found('PL', '(44051401359).'), ['44051401359']);
  });

  it('a payment-card context vetoes a number that happens to pass another check', () => {
    // This Amex-shaped number also passes the French NIR key; the card words before it decide.
    assert.deepEqual(found('FR', 'Holder 346412338913585'), ['346412338913585']);
    assert.deepEqual(found('FR', 'my credit card number is 346412338913585?'), []);
  });

  it('grouped numbers (IBAN, card, phone, dates) yield no identifier under any code', () => {
    const text =
      'IBAN DE89 3704 0044 0532 0130 00, card 4111 1111 1111 1111, tel 0803 555 7890, +44 20 7946 0958, ' +
      'born 12.05.1990, 1990-05-12, 12/05/1990, at 10:30, total 1,234,567.89 EUR';
    for (const code of ['EU', 'NG', 'KE', 'GH', 'ZA', 'GB']) assert.deepEqual(found(code, text), [], code);
  });

  it('a cue in brackets right after the number counts', () => {
    assert.deepEqual(found('NL', 'Nummer 111222333 (BSN) bekend'), ['111222333']);
    assert.deepEqual(found('NL', 'Nummer 111222333 bekend (BSN)'), []);
  });

  it('a cue more than 40 characters away, or behind another number, does not count', () => {
    assert.deepEqual(found('NL', `BSN${' '.repeat(45)}111222333`), []);
    assert.deepEqual(found('NL', 'BSN 12, 111222333'), []);
    assert.deepEqual(found('NL', 'BSN:\n111222333'), ['111222333']);
    assert.deepEqual(found('NL', 'BSN:\n\n111222333'), [], 'a blank line ends the cue');
  });

  it('repeats are all reported, in text order, and calls do not share state', () => {
    const text = 'NIN 12345678901; later NIN 12345678901 again';
    const a = run('NG', text).map((s) => s.start);
    const b = run('NG', text).map((s) => s.start);
    assert.deepEqual(a, [4, 27]);
    assert.deepEqual(b, a);
  });

  it('metadata carries country, id type, validation and whether a cue was seen — never the value', () => {
    const [span] = run('ES', 'NIE X1234567L');
    assert.deepEqual(span!.metadata, { country: 'ES', id_type: 'NIE', validation: 'checksum', cue: true });
    assert.equal(span!.detector, 'rule:es_dni');
  });
});
