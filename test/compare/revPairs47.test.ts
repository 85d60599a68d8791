// Session 47, review of pairs47 (issue 11): inputs written for this review, none copied from a set, each of which the
// branch s47-pairs47 got wrong. Mended: two numbers of one register whose letter-and-digit shapes differ (a register
// that opens its numbers with its series letters, or draws its serials from letters and digits alike) still
// disagree beside one name (identifier.ts oneSeries).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import { compare } from '../../src/compare/index.js';

const REG = { kind: 'id', weight: 3, body_prefix: true, other_form_beside: { name: 1 } } as const;
const org = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });

describe('two numbers of one register whose shapes differ', () => {
  it('are one form: the same series letters, or two serials drawn from letters and digits alike', () => {
    assert.equal(compareIdentifiers('PVT-RXY7ZKQ', 'PVT-AB9K2LM', REG)?.otherForm, undefined);
    assert.equal(compareIdentifiers('BN-K3R8Q2Z', 'PVT-AB9K2LM', REG)?.otherForm, undefined);
    assert.equal(compareIdentifiers('CPR/2009/12345', 'CPR/2014/309821', REG)?.otherForm, undefined);
    // A licensing body's number against the register's mixed serial is still two forms.
    assert.equal(compareIdentifiers('NCA/BLD/2021/0442', 'PVT-AB9K2LM', REG)?.otherForm, true);
  });

  it('keep two companies of one name apart: two Kenyan company numbers', () => {
    const r = org(
      { name: 'Mwangaza Traders Ltd', registration_id: 'PVT-RXY7ZKQ', registration_country: 'KE' },
      { name: 'Mwangaza Traders Limited', registration_id: 'PVT-AB9K2LM', registration_country: 'KE' },
    );
    assert.equal(r.identity, 'different');
  });

  it("keep a business name and a company of one name apart at one address", () => {
    const r = org(
      { name: 'Mwangaza Traders', registration_id: 'BN-K3R8Q2Z', address: 'Tom Mboya Street, Nairobi' },
      { name: 'Mwangaza Traders Limited', registration_id: 'PVT-AB9K2LM', address: 'Tom Mboya St, Nairobi' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
});
