// A site's register code written inside its name on one record and in its own column on the other (the place
// pack's site_code, text_field name). Records invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeWrittenIn } from '../../src/compare/comparators/identifier.js';
import { compare } from '../../src/compare/index.js';

const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });

describe('a site code written inside a name', () => {
  it('a code alone in brackets, or a long token with a digit, is the code (positive)', () => {
    assert.equal(codeWrittenIn('MBA', 'Moi International Airport (MBA)'), true);
    assert.equal(codeWrittenIn('31/02/07/011', 'Town Council Primary Sch (PU 31-02-07-011)'), true);
    assert.equal(codeWrittenIn('KE-MSA-0412', 'Nyali mast KE-MSA-0412 rooftop'), true);
  });

  it('an ordinary word or a short number of a name is no code (negative)', () => {
    // Letters alone outside brackets: a word of the name, not a code.
    assert.equal(codeWrittenIn('MBA', 'MBA Road Filling Station'), false);
    // Digits too short to be a register's code (a phase, a plot).
    assert.equal(codeWrittenIn('12', 'Phase 12 (12)'), false);
    // A bracket holding more than the code (a note, not the code alone).
    assert.equal(codeWrittenIn('MBA', 'Moi Airport (MBA terminal 1)'), false);
  });

  it('the record whose name writes the other\'s code is that site (positive)', () => {
    const r = place(
      { name: 'MALINDI AIRPORT (MYD)', address: 'Airport Road', city: 'Malindi' },
      { name: 'Malindi', site_code: 'MYD', lat: -3.2293, lon: 40.1017, admin_path: 'Kenya > Kilifi > Malindi' },
    );
    assert.equal(r.factors.site_code, 1);
    assert.equal(r.identity, 'same_entity');
  });

  it('a name writing another code does not agree, and two codes of two registers do not refute (adversarial)', () => {
    const r = place({ name: 'MALINDI AIRPORT (MYD)', city: 'Malindi' }, { name: 'Malindi Airport', site_code: 'HKML', city: 'Malindi' });
    assert.equal(r.factors.site_code, undefined);
    // Both records carry a code field: the name is not read, and IATA against ICAO weighs nothing.
    const s = place(
      { name: 'Malindi Airport (MYD)', site_code: 'MYD', city: 'Malindi' },
      { name: 'Malindi Airport', site_code: 'HKML', city: 'Malindi' },
    );
    assert.equal(s.factors.site_code_conflict, undefined);
  });
});
