// An organisation written as its initials (session 22, issue 11; organisation pack `acronyms`): registers
// write the name (Lakeshore Mutual Assurance), lists, feeds and signage its initials (LMA): a run of words
// whose first letters spell a word of the other name is read as that word. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withInitialsRead } from '../../src/compare/comparators/placeName.js';
import { compare, type FieldMap } from '../../src/compare/index.js';

const org = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'organisation' });

describe('organisation initials', () => {
  it('positive: a run of words read as the initials the other name writes', () => {
    assert.deepEqual(withInitialsRead(['lakeshore', 'mutual', 'assurance', 'club'], ['lma', 'club'], true), [['lma', 'club'], ['lma', 'club']]);
    const r = org(
      { company_name: 'Lakeshore Mutual Assurance Limited', registration_id: 'C.44/2871', registration_country: 'KE' },
      { name: 'LMA Ltd', registration_id: 'C.44/2871', registration_country: 'KE' },
    );
    assert.equal(r.identity, 'same_entity');
  });
  it('negative: other initials, or initials of words the other name also writes, are not read', () => {
    assert.deepEqual(withInitialsRead(['lakeshore', 'mutual', 'assurance'], ['lmb'], true)[0], ['lakeshore', 'mutual', 'assurance']);
    assert.deepEqual(withInitialsRead(['lakeshore', 'mutual', 'assurance'], ['lma', 'mutual'], true)[0], ['lakeshore', 'mutual', 'assurance']);
    const r = org({ company_name: 'Lakeshore Mutual Assurance Limited', registration_country: 'KE' }, { name: 'LMB Ltd', registration_country: 'KE' });
    assert.notEqual(r.identity, 'same_entity');
  });
  it('adversarial: two letters are no initials; off where the spec does not ask', () => {
    assert.deepEqual(withInitialsRead(['lakeshore', 'mutual'], ['lm'], true)[0], ['lakeshore', 'mutual']);
    assert.deepEqual(withInitialsRead(['lakeshore', 'mutual', 'assurance'], ['lma'], undefined)[0], ['lakeshore', 'mutual', 'assurance']);
  });
});
