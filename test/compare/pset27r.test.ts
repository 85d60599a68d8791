// Session 47, pset27r (issue 11, held-out pair set 27 as development data): professional bodies' and regulators'
// membership and licence numbers (CQC, GOC, Propertymark, LASA, COREN, ICAG, LSI, ...) and revenue authorities'
// initials in a company-number column, as other registers' numbers than the company register's
// (identifier-forms.json other_scheme_labels); a model name written run together on one side and spaced on the
// other (GluePen / Glue Pen: modelCode.ts sameModelWords). Every record and title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import { compareModelCodes } from '../../src/compare/comparators/modelCode.js';
import { compare } from '../../src/compare/index.js';

const REG = { kind: 'id', weight: 3, body_prefix: true } as const;
const MODEL = { field: 'model', kind: 'model', text_field: 'title', brand_field: 'brand', weight: 4 } as const;
const org = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });

describe("a professional body's or regulator's number in the company-number column", () => {
  it("says nothing against the company register's number", () => {
    assert.equal(compareIdentifiers('CQC 1-556201937', '07731845', REG), null);
    assert.equal(compareIdentifiers('GOC BR-03318', '05520917', REG), null);
    assert.equal(compareIdentifiers('PROPERTYMARK C0077214', '11830452', REG), null);
    assert.equal(compareIdentifiers('LASA M-3307', '2016/220871/07', REG), null);
    assert.equal(compareIdentifiers('COREN C/2291', 'RC 1188203', REG), null);
    assert.equal(compareIdentifiers('ICAG/F/2014/077', 'CS204417730', REG), null);
    assert.equal(compareIdentifiers('LSI F3319', '588213', REG), null);
    assert.equal(compareIdentifiers('GRA TP-2281', 'CS204417730', REG), null);
  });

  it('merges one firm under its membership number and its company number', () => {
    const r = org(
      { company_name: 'BRIDGEFOOT LETTINGS LTD', company_number: 'PROPERTYMARK C0077214', address: '14 BRIDGE ST CHESTER CH1 1NQ' },
      { name: 'Bridgefoot Lettings Limited', registration_id: '11830452', registration_country: 'GB', address: '14 Bridge Street, Chester CH1 1NQ' },
    );
    assert.equal(r.factors.registration_id, undefined);
    assert.equal(r.identity, 'same_entity');
  });

  it('negative: two numbers under one such label still differ, and two company numbers still refute', () => {
    assert.equal(compareIdentifiers('CQC 1-556201937', 'CQC 1-556201999', REG)?.sim, 0);
    assert.equal(compareIdentifiers('LASA M-3307', 'LASA M-4410', REG)?.sim, 0);
    assert.equal(compareIdentifiers('07731845', '07731999', REG)?.sim, 0);
    const r = org(
      { company_name: 'BRIDGEFOOT LETTINGS LTD', company_number: 'PROPERTYMARK C0077214', address: '14 BRIDGE ST CHESTER CH1 1NQ' },
      { company_name: 'BRIDGEFOOT LETTINGS LTD', company_number: 'PROPERTYMARK C0081150', address: '2 HIGH ST WREXHAM LL13 8HP' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });

  it("negative: a word that is no body's initials is still read as part of the number", () => {
    // BORAQS is left out (identifier-forms.json): its number against a company number still disagrees.
    assert.equal(compareIdentifiers('BORAQS FA-0311', 'PVT-7QK2LMZA', REG)?.sim, 0);
  });
});

describe('a model name written run together and spaced', () => {
  it('is one model name (GlueStick / Glue Stick, MultiScan / Multi Scan)', () => {
    const r = compareModelCodes(
      { title: 'Acme GlueStick Cordless Glue Pen 3.6V', brand: 'Acme', model: 'GlueStick' },
      { title: 'Acme Akku-Klebestift Glue Stick, gebraucht', brand: 'Acme', model: 'Glue Stick' },
      MODEL,
    );
    assert.equal(r?.sim, 1);
    assert.equal(r?.liftsNothing, true);
    assert.equal(
      compareModelCodes({ title: 'Acme MultiScan detector', model: 'MultiScan' }, { title: 'Acme Multi Scan wall scanner', model: 'Multi Scan' }, MODEL)?.sim,
      1,
    );
  });

  it('negative: another word, another order or a longer name stays unread', () => {
    assert.equal(compareModelCodes({ title: 'Acme Gluey glue pen', model: 'Gluey' }, { title: 'Acme GlueStick glue pen', model: 'GlueStick' }, MODEL), null);
    assert.equal(compareModelCodes({ title: 'Acme StickGlue pen', model: 'StickGlue' }, { title: 'Acme Glue Stick pen', model: 'Glue Stick' }, MODEL), null);
    assert.equal(compareModelCodes({ title: 'Acme GlueStick pen', model: 'GlueStick' }, { title: 'Acme Glue Stick Pro pen', model: 'Glue Stick Pro' }, MODEL), null);
  });
});
