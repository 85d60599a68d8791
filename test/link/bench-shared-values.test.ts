// bench:link's analysis of what true pairs share (bench/lib/sharedValues.ts): a pair sharing no value is
// counted as such, a pair sharing only values held by more than max_block records as common-only, and the
// missed pairs are classed by what they share, a kind implied by another (the year by the date) left out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { personValueKinds, sharedValues } from '../../bench/lib/sharedValues.js';

const kinds = personValueKinds({ names: ['name'], dob: 'dob', birthPlace: 'place', postcode: 'postcode', occupation: 'job' });
const row = (person: string, name: string, dob = '', place = '', postcode = '', job = '') => ({ person, name, dob, place, postcode, job });

describe('bench:link shared values', () => {
  it('counts pairs sharing nothing, pairs sharing only common values, and classes the missed ones', () => {
    const rows = [
      row('p1', 'Jaido Morata', '', '', 'TA4 2UU', 'writer'),
      row('p1', 'John Vickers', '', 'Wiveliscombe'),
      row('p2', 'Ann Stansfield', '1729-01-01', 'Bradford'),
      row('p2', 'A. Stansfeld', '1729-13-01', 'Leeds'),
      // p3's two records share only "john", which five records hold (John Vickers, John Brown, John Green too).
      row('p3', 'John Smith'),
      row('p3', 'John Smyth'),
      row('p4', 'John Brown'),
      row('p5', 'John Green'),
    ];
    const none = sharedValues(rows, (r) => String(r['person']), kinds, 4, () => false);
    assert.equal(none.truePairs, 3);
    assert.equal(none.nothing, 1);
    assert.equal(none.nothingProposed, 0);
    assert.equal(none.onlyCommon, 1);
    assert.deepEqual(Object.fromEntries(none.missed), { nothing: 1, 'a name part': 1, 'the birth year': 1 });
    const roomy = sharedValues(rows, (r) => String(r['person']), kinds, 5, (i, j) => (i === 2 && j === 3) || (i === 0 && j === 1));
    assert.equal(roomy.nothingProposed, 1, 'a pair sharing nothing that a fuzzy key proposed');
    assert.equal(roomy.onlyCommon, 0, 'five holders of "john" are within a max_block of 5');
    assert.deepEqual(Object.fromEntries(roomy.missed), { 'a name part': 1 });
  });

  it('a shared date of birth names the date, not also its year; a shared postcode not also its district', () => {
    const rows = [row('p', 'Ann Lee', '1850-02-03', '', 'SE1 7GA'), row('p', 'Bea Ray', '1850-02-03', '', 'SE1 7GA')];
    const out = sharedValues(rows, (r) => String(r['person']), kinds, 100, () => false);
    assert.deepEqual(out.missed, [['the date of birth + the postcode', 1]]);
  });
});
