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

describe('initials that spell the form and kind words too (session 27)', () => {
  it('positive: a union, an association and a company written as initials that take their kind word', () => {
    const union = org({ organisation_name: 'NUTS', address: 'Moi University, Eldoret' }, { name: 'National Union of Teaching Staff', address: 'NUTS Secretariat, Moi University, Eldoret' });
    assert.equal(union.factors.name, 1);
    const assoc = org({ name: 'Medical Laboratory Scientists Association' }, { organisation_name: 'MLSA' });
    assert.equal(assoc.factors.name, 1);
    const company = org({ name: 'Rift Valley Bottling Company Limited' }, { name: 'RVBC' });
    assert.equal(company.factors.name, 1);
  });

  it('negative: initials that skip the form still read as before, and other initials still disagree', () => {
    assert.equal(org({ name: 'Central Bank of Lakeshore (CBL)' }, { name: 'Central Bank of Lakeshore' }).factors.name, 1);
    assert.equal(org({ name: 'CBL' }, { name: 'Central Bank of Lakeshore' }).factors.name, 1);
    const other = org({ organisation_name: 'NUTS' }, { name: 'National Union of Transport Drivers' });
    assert.ok((other.factors.name ?? 0) < 0.5);
    assert.notEqual(other.identity, 'same_entity');
  });

  it('adversarial: two unions whose initials differ by the kind word are not read alike', () => {
    // NUTS (the union) against the staff association of one university: the association's initials are NASS.
    const r = org({ organisation_name: 'NUTS' }, { name: 'National Association of Support Staff' });
    assert.ok((r.factors.name ?? 0) < 0.5);
    assert.notEqual(r.identity, 'same_entity');
  });
});
