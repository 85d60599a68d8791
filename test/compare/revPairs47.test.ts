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

describe('two numbers of two forms with nothing but the name beside them', () => {
  it("send a group's namesake subsidiaries in two countries to review, not a merge on the name alone", () => {
    const r = org(
      { name: 'Apex Logistics Ltd', registration_id: 'PVT-AB12CD3', registration_country: 'KE' },
      { name: 'Apex Logistics Limited', registration_id: '80020003456789', address: 'Plot 5 Jinja Road, Kampala' },
    );
    assert.equal(r.identity, 'review');
    const apart = org(
      { name: 'Apex Logistics Limited', registration_id: 'PVT-AB12CD3', address: 'Mombasa Road, Nairobi' },
      { name: 'Apex Logistics Limited', registration_id: '80020003456789', address: 'Plot 5 Jinja Road, Kampala' },
    );
    assert.notEqual(apart.identity, 'same_entity');
  });

  it('still merge where the address or the tax number agrees', () => {
    const r = org(
      { company_name: 'HILLCREST SCAFFOLDING LTD', company_number: 'CITB 40288', address: '7 DOCK RD BARRY CF63 4JX' },
      { name: 'Hillcrest Scaffolding Limited', registration_id: '10928374', registration_country: 'GB', address: '7 Dock Road, Barry CF63 4JX' },
    );
    assert.equal(r.identity, 'same_entity');
    const tax = org(
      { name: 'Hillcrest Scaffolding Ltd', registration_id: 'CITB 40288', tax_id: 'GB 284 6173 37' },
      { name: 'Hillcrest Scaffolding Limited', registration_id: '10928374', tax_id: 'GB284617337' },
    );
    assert.equal(tax.identity, 'same_entity');
  });
});
