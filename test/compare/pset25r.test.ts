// Session 45, pset25r (issue 11, held-out pair set 25 as development data): regulators' and customs numbers
// (NHBRC, EPRA, SCUML, NPA, NICEIC, EORI) as other registers' numbers than the company register's, and a British
// EORI built from the VAT number (identifier-forms.json); two site codes of one register's series (identifier.ts
// sameSeries); delivery notes', requisitions', stocktakes', valuations' and asset registers' labels before a colon
// (product-units.json document_label_words), whose reference is no code of the item (product.ts compareCodes);
// pans by shape (variant_words pan_shape; a valve's body is no dimension, its test a negative that holds on main); model fields that name a model in words
// (modelCode.ts sameModelWords); Slovenian, Irish and more shop words of other languages (product-translations.json).
// Every record and title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import { compareCodes } from '../../src/compare/comparators/product.js';
import { compare } from '../../src/compare/index.js';

const REG = { kind: 'id', weight: 3, body_prefix: true } as const;
const TAX = { kind: 'id', weight: 3, contained_numbers: true } as const;
const org = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });
const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });
const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });
const grocery = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_grocery' });
const electronics = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'product_electronics' });

describe("a regulator's or a customs number in the registration field", () => {
  it("says nothing against the company register's number", () => {
    assert.equal(compareIdentifiers('NHBRC 3000551207', '2012/771045/07', REG), null);
    assert.equal(compareIdentifiers('EPRA/PET/RTL/0931', 'PVT-QR7T2MZA', REG), null);
    assert.equal(compareIdentifiers('SCUML/REG/0311448', 'RC 1720446', REG), null);
    assert.equal(compareIdentifiers('NPA/LPGMC/0288', 'CS155210019', REG), null);
    assert.equal(compareIdentifiers('NICEIC 508812', '10993321', REG), null);
    assert.equal(compareIdentifiers('EORI GB553018274000', '12200871', REG), null);
  });

  it('merges one builder under its enrolment and its company number', () => {
    const r = org(
      { company_name: 'SIYAKHA HOMES PTY LTD', company_number: 'NHBRC 3000551207', address: '18 MAIN RD WALMER GQEBERHA' },
      { name: 'Siyakha Homes (Pty) Ltd', registration_id: '2012/771045/07', registration_country: 'ZA', address: '18 Main Road, Walmer, Gqeberha, 6070' },
    );
    assert.equal(r.factors.registration_id, undefined);
    assert.equal(r.identity, 'same_entity');
  });

  it('negative: two numbers under one such label still differ, and a company number against another still refutes', () => {
    assert.equal(compareIdentifiers('NHBRC 3000551207', 'NHBRC 3000551299', REG)?.sim, 0);
    assert.equal(compareIdentifiers('EPRA/PET/RTL/0931', 'EPRA/PET/RTL/0977', REG)?.sim, 0);
    assert.equal(compareIdentifiers('2012/771045/07', '2012/771099/07', REG)?.sim, 0);
  });
});

describe("a British EORI built from the VAT number", () => {
  it('meets the VAT number it is built from, and the same number under its EORI label', () => {
    assert.equal(compareIdentifiers('GB553018274000', 'GB553018274', TAX)?.sim, 1);
    assert.equal(compareIdentifiers('GB 553 0182 74', 'GB553018274000', TAX)?.sim, 1);
    assert.equal(compareIdentifiers('EORI GB553018274000', 'GB553018274000', REG)?.sim, 1);
  });

  it("negative: another trader's VAT number, or twelve digits not ending 000, do not meet", () => {
    assert.notEqual(compareIdentifiers('GB553018274000', 'GB553018299', TAX)?.sim, 1);
    assert.notEqual(compareIdentifiers('GB553018274123', 'GB553018274', TAX)?.sim, 1);
  });
});

describe("two site codes of one register's series", () => {
  it('two events of one park under one series refute a merge', () => {
    const a = { site_name: 'RIVERSIDE RUN 5K (START BY BOATHOUSE)', site_code: 'RR-GB-0207', address: 'RIVERSIDE PARK, MILL LANE, TOWNSVILLE', phone: '01632 960 118' };
    const b = { site_name: 'RIVERSIDE JNR RUN 2K (START BY CAFE)', site_code: 'RR-GB-J044', address: 'RIVERSIDE PARK, MILL LANE, TOWNSVILLE', phone: '01632 960 118' };
    const r = place(a, b);
    assert.notEqual(r.identity, 'same_entity');
    assert.match(r.explanation, /refuted by site_code/);
  });

  it('negative: two registers\' codes of one site (no shared series) refute nothing', () => {
    const r = place({ site_name: 'Riverside Boathouse', site_code: 'RR-GB-0207', city: 'Townsville' }, { name: 'Riverside Boathouse', site_code: 'TWN/BH/3', city: 'Townsville' });
    assert.doesNotMatch(r.explanation, /refuted by site_code/);
    const parks = place({ site_name: 'Riverside Boathouse', site_code: 'RR-GB-0207', city: 'Townsville' }, { name: 'Riverside Boathouse', site_code: 'TWN-PARKS-0207', city: 'Townsville' });
    assert.doesNotMatch(parks.explanation, /refuted by site_code/);
  });
});

describe("a delivery note's, a requisition's, a valuation's or an asset register's label", () => {
  it("is left out beside a shop's title", () => {
    assert.equal(grocery('DN 5102 CORNER STORES: HEINZ TOMATO KETCHUP 460G X 10', 'Heinz Tomato Ketchup 460g').identity, 'same_entity');
    assert.equal(home('PROBATE VALUATION LOT 31 (DINING): DENBY IMPERIAL BLUE DINNER PLATE 27CM', 'Denby Imperial Blue Dinner Plate 27cm').identity, 'same_entity');
  });

  it("its reference is no code of the item", () => {
    assert.equal(compareCodes('REMOVALS INVENTORY R-5521 ITEM 4: ARMCHAIR IKEA POANG BIRCH', 'IKEA POANG armchair, birch (391.778.32)'), null);
    assert.equal(compareCodes('DELIVERY NOTE DN-7781 PLOT 3: LEVER ON ROSE SCP (M52SC) X 4', 'Carlisle Brass Lever on Rose, Satin Chrome (M52SC)')?.sim, 1);
  });

  it('negative: a code the item itself carries still disagrees, and a label sharing the title\'s words stays', () => {
    assert.equal(compareCodes('DELIVERY NOTE DN-7781 PLOT 3: LEVER ON ROSE SCP (M52SC) X 4', 'Carlisle Brass Lever on Rose, Satin Chrome (M57SC)')?.sim, 0);
    assert.notEqual(grocery('DN 5102 CORNER STORES: HEINZ TOMATO KETCHUP 460G X 10', 'Heinz Tomato Ketchup 910g').identity, 'same_entity');
  });
});

describe('pans by shape (and radiator valves, a negative)', () => {
  it('a frying pan and a wok of one range and diameter are two products', () => {
    assert.notEqual(home('Prestige Thermo Non-Stick Frying Pan 26cm', 'Prestige Thermo Non-Stick Wok 26cm').identity, 'same_entity');
    assert.notEqual(home('KITCHEN REQ 77 (PASTRY): FRY PAN N/S PRESTIGE THERMO 26CM', 'Prestige Thermo Non-Stick Wok 26cm').identity, 'same_entity');
  });

  it('a straight and an angled valve of one pipe size are two products', () => {
    assert.notEqual(home('Pegler Terrier TRV straight 15mm chrome', 'Pegler Terrier TRV angled 15mm chrome').identity, 'same_entity');
  });

  it('positive: one shape written in two ways is one product', () => {
    assert.equal(home('Prestige Thermo Non-Stick Frying Pan 26cm', 'Prestige Thermo non stick fry pan 26 cm').identity, 'same_entity');
  });
});

describe('model fields that name a model in words', () => {
  it('the same words agree', () => {
    const r = electronics(
      { title: 'Zettle Reader Card Terminal - Contactless, Bluetooth', brand: 'Zettle', model: 'Reader' },
      { title: 'Zettle Reader kartenleser, gebraucht, Bonn', brand: 'Zettle', model: 'READER' },
    );
    assert.equal(r.factors.model, 1);
  });

  it('negative: two word models say nothing, and a field holding a code is read as a code', () => {
    const r = electronics({ title: 'Zettle Reader Card Terminal', brand: 'Zettle', model: 'Reader' }, { title: 'Zettle Terminal Card Reader', brand: 'Zettle', model: 'Terminal' });
    assert.equal(r.factors.model, undefined);
    const c = electronics({ title: 'Zettle Reader 2 Card Terminal', brand: 'Zettle', model: 'Reader 2' }, { title: 'Zettle Reader 1 Card Terminal', brand: 'Zettle', model: 'Reader 1' });
    assert.notEqual(c.identity, 'same_entity');
  });
});

describe('Slovenian, Irish and more shop words of other languages', () => {
  it('a Slovenian pan and an Italian casserole meet their English titles', () => {
    assert.equal(home('Ponev Prestige Thermo 26 cm, indukcija', 'Prestige Thermo Frying Pan 26cm, Induction').identity, 'same_entity');
    assert.equal(home('Casseruola Staub tonda 20 cm, ghisa, nera', 'Staub Cast Iron Round Casserole 20cm, Black').identity, 'same_entity');
  });

  it('negative: a Slovenian wok against an English frying pan stays two products', () => {
    assert.notEqual(home('Wok ponev Prestige Thermo 26 cm', 'Prestige Thermo Frying Pan 26cm').identity, 'same_entity');
  });
});
