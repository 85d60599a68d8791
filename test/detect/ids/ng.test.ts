import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { offsetMap } from '../../../src/core/offsets.js';
import { found, refused, run, validated } from './helpers.js';

describe('Nigeria identifiers', () => {
  it('worked example: the NIN at UTF-16 27..38, the phone is not a NIN', () => {
    const text = 'Patient Casey Example (NIN 12345678901) called from 0803 555 7890.';
    const spans = run('NG', text);
    assert.equal(spans.length, 1);
    const [nin] = spans;
    assert.equal(nin!.category, 'PII-2-NIN');
    assert.equal(nin!.detector, 'rule:ng_nin');
    assert.deepEqual([nin!.start, nin!.end], [27, 38]);
    assert.equal(nin!.normalized, '12345678901');
    assert.deepEqual(nin!.metadata, { country: 'NG', id_type: 'NIN', validation: 'format', cue: true });
  });

  it('an emoji before the span keeps slice(start, end) exact and code points one less per emoji', () => {
    const text = '🇳🇬 Patient 🙂 (NIN 12345678901) called.';
    const [nin] = run('NG', text);
    assert.equal(nin!.text, '12345678901');
    const map = offsetMap(text);
    assert.equal(map.toCodePoint(nin!.start), nin!.start - 3); // flag = 2 astral chars, smiley = 1
    assert.equal([...text].slice(map.toCodePoint(nin!.start), map.toCodePoint(nin!.end)).join(''), '12345678901');
  });

  it('a mobile-shaped number is a NIN only after its cue, and then as a look-alike at 0.50', () => {
    // NIMC publishes no first-digit rule ("11 non-intelligible numbers randomly chosen"): a NIN may
    // start 080; after the NIN cue the value is never dropped, but says why it is weaker.
    assert.deepEqual(validated('NG', 'NIN 08031234567'), []);
    assert.deepEqual(refused('NG', 'NIN 08031234567'), ['08031234567 rule:ng_nin:cued:looks-like-mobile']);
    assert.deepEqual(refused('NG', 'NIN: 0903 123 4567'), ['0903 123 4567 rule:ng_nin:cued:looks-like-mobile']);
    assert.equal(run('NG', 'Customer NIN 08062320109 verified.')[0]!.confidence, 0.5);
    assert.deepEqual(found('NG', 'call 08031234567 now'), []);
    assert.deepEqual(found('NG', 'Phone 08031234567, NIN pending'), []);
  });

  it('a bare 11-digit run is not reported (no published check digit)', () => {
    assert.deepEqual(found('NG', 'Order no. 12345678901 shipped'), []);
    assert.deepEqual(found('NG', 'the value 12345678901 was logged'), []);
  });

  it('look-alikes between cue and number veto it', () => {
    assert.deepEqual(found('NG', 'NIN and invoice number 12345678901'), []);
    assert.deepEqual(found('NG', 'NIN 123456789012345'), [], 'embedded in a longer number');
  });

  it('BVN needs its cue; the nearest cue decides NIN vs BVN', () => {
    assert.deepEqual(found('NG', 'BVN: 22123456789', 'ng_bvn'), ['22123456789']);
    assert.deepEqual(found('NG', 'BVN: 22123456789', 'ng_nin'), []);
    assert.deepEqual(found('NG', 'NIN 22123456789', 'ng_nin'), ['22123456789']);
    assert.deepEqual(found('NG', 'NIN 22123456789', 'ng_bvn'), []);
    assert.deepEqual(found('NG', 'ref 22123456789'), []);
  });

  it('TIN only with a cue, branch suffix included', () => {
    assert.deepEqual(found('NG', 'FIRS TIN: 1234567890-0001'), ['1234567890-0001']);
    assert.deepEqual(found('NG', 'Tax identification number 12345678-0001'), ['12345678-0001']);
    assert.deepEqual(found('NG', 'paid 1234567890 naira'), []);
  });

  it('RC/BN numbers and driver licences; document prefixes are not licences', () => {
    assert.deepEqual(found('NG', 'Acme Ltd (RC 123456) and BN1234567'), ['RC 123456', 'BN1234567']);
    assert.deepEqual(found('NG', 'Licence LSD-1234567890.'), ['LSD-1234567890']);
    assert.deepEqual(found('NG', 'INV-3702838222 and ORD-1234567890'), []);
    assert.deepEqual(found('NG', "driver's licence ABC12345DE67"), ['ABC12345DE67']);
    assert.deepEqual(found('NG', 'part ABC12345DE67 in stock'), [], 'FRSC shape needs a cue');
  });

  it('voter card number (PVC/VIN) only with a cue', () => {
    assert.deepEqual(found('NG', 'PVC: 90F5B04B66295124378'), ['90F5B04B66295124378']);
    assert.deepEqual(found('NG', 'voter card 90 F5 B0 4B 6629 512 4378.'), ['90 F5 B0 4B 6629 512 4378']);
    assert.deepEqual(found('NG', 'code 90F5B04B66295124378'), []);
    assert.deepEqual(found('NG', 'PVC: 90F5B04B662951243781'), [], 'one character too many');
  });

  it('confidence follows the documented scale', () => {
    const spans = run('NG', 'RC 123456 and CAC RC 654321, NIN 12345678901');
    assert.deepEqual(
      spans.map((s) => s.confidence),
      [0.8, 0.85, 0.85],
    );
  });
});
