// Companies of one sponsor numbered in their names (session 27, issue 11; organisation pack numbered_parts):
// special-purpose vehicles, single-ship companies and funds share the sponsor's name and registered office
// and differ only in the number or letter after one word. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

const org = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'organisation' });
const office = '3rd Floor, 12 Marina Road, Apapa, Lagos';

describe('companies numbered in their names', () => {
  it('adversarial: two vessels\' companies of one owner at one office are not merged', () => {
    const r = org(
      { company_name: 'Western Bight Bulk Carrier 3 Inc', address: office, entity_class: 'shipowner' },
      { company_name: 'Western Bight Bulk Carrier 4 Inc', address: office, entity_class: 'shipowner' },
    );
    assert.equal(r.identity, 'review');
    assert.match(r.explanation, /refuted by name/);
  });

  it('adversarial: two lettered phases\' SPVs of one development are not merged', () => {
    const r = org(
      { name: 'Harbour View (Phase C) Limited', address: '10 Quay Street, Manchester M3 3HN' },
      { name: 'Harbour View Phase D Ltd', address: '10 Quay St, Manchester, M3 3HN' },
    );
    assert.equal(r.identity, 'review');
    assert.match(r.explanation, /refuted by name/);
  });

  it('positive: one fund numbered in Roman and Arabic numerals is one fund', () => {
    const r = org({ name: 'Kestrel Pensions RSA Fund III' }, { name: 'KESTREL PENSIONS RSA FUND 3' });
    assert.doesNotMatch(r.explanation, /refuted/);
    assert.equal(r.identity, 'same_entity');
  });

  it('negative: a name with no numbered part, or one number on both sides, is read as before', () => {
    const same = org({ company_name: 'Bight Carrier 3 Ltd', address: office }, { company_name: 'BIGHT CARRIER 3 LIMITED', address: office });
    assert.doesNotMatch(same.explanation, /refuted/);
    assert.equal(same.identity, 'same_entity');
    const plain = org({ name: 'Mto Wa Mbu Traders Ltd' }, { name: 'Mto wa Mbu Traders Limited' });
    assert.doesNotMatch(plain.explanation, /refuted/);
  });
});
