// Session 47, pset27r (issue 11, held-out pair set 27 as development data): professional bodies' and regulators'
// membership and licence numbers (GOC, Propertymark, LASA, COREN, ICAG, LSI, ...) and revenue authorities'
// initials in a company-number column, as other registers' numbers than the company register's
// (identifier-forms.json other_scheme_labels); a model name written run together on one side and spaced on the
// other (GluePen / Glue Pen: modelCode.ts sameModelWords); grocery and small electrical goods' words in Polish,
// Italian, Portuguese, French, Swahili, Welsh, Zulu, Afrikaans, Hausa and German (product-translations.json); fondant
// as a variant marker of a food (product-units.json variant_markers); a brand field naming
// group and brand apart (Amphenol / Protimeter: brand.ts). Every record and title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareBrands } from '../../src/compare/comparators/brand.js';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import { compareModelCodes } from '../../src/compare/comparators/modelCode.js';
import { titleInEnglish } from '../../src/compare/comparators/titleLanguage.js';
import { normaliseText } from '../../src/compare/normalise.js';
import { compare } from '../../src/compare/index.js';

const REG = { kind: 'id', weight: 3, body_prefix: true } as const;
const MODEL = { field: 'model', kind: 'model', text_field: 'title', brand_field: 'brand', weight: 4 } as const;
const org = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });

describe("a professional body's or regulator's number in the company-number column", () => {
  it("says nothing against the company register's number", () => {
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
    assert.equal(compareIdentifiers('LASA M-3307', 'LASA M-4410', REG)?.sim, 0);
    assert.equal(compareIdentifiers('07731845', '07731999', REG)?.sim, 0);
    const r = org(
      { company_name: 'BRIDGEFOOT LETTINGS LTD', company_number: 'PROPERTYMARK C0077214', address: '14 BRIDGE ST CHESTER CH1 1NQ' },
      { company_name: 'BRIDGEFOOT LETTINGS LTD', company_number: 'PROPERTYMARK C0081150', address: '2 HIGH ST WREXHAM LL13 8HP' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });

  it("negative: a word that is no body's initials is still read as part of the number", () => {
    // BORAQS and CQC are left out (identifier-forms.json): their numbers against a company number still disagree.
    assert.equal(compareIdentifiers('BORAQS FA-0311', 'PVT-7QK2LMZA', REG)?.sim, 0);
    assert.equal(compareIdentifiers('CQC 1-556201937', '07731845', REG)?.sim, 0);
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

const grocery = (a: string, b: string) => compare({ a: { title: a, brand: 'Hillside' }, b: { title: b, brand: 'Hillside' }, entity: 'product_grocery' });

describe("grocery titles in the users' languages (product-translations.json)", () => {
  it('reads Polish, Italian, Portuguese, French, Swahili and Welsh shop words in English', () => {
    const read = (a: string, b: string) => titleInEnglish(normaliseText(a), normaliseText(b));
    assert.match(read('Cukier puder Hillside 1 kg', 'Hillside Icing Sugar 1kg'), /icing sugar/);
    assert.match(read("Bevanda d'avena Hillside intera 1 l", 'Hillside Whole Oat Drink 1L'), /oat drink/);
    assert.match(read('Grão-de-bico Hillside em água, lata 400 g', 'Hillside Chickpeas in Water 400g'), /^chickpeas hillside in water , tin 400 g$/);
    assert.match(read("Sirop d'érable Hillside 500 g", 'Hillside Maple Syrup 500g'), /maple syrup/);
    assert.match(read('Unga wa wimbi na muhogo Hillside 2kg', 'Hillside Finger Millet and Cassava Flour 2kg'), /finger millet and cassava/);
    assert.match(read('Creision ŷd Hillside, bocs mawr 720 g', 'Hillside Corn Flakes 720g'), /corn flakes hillside, box large/);
  });

  it('negative: a word the other title writes too stays as written', () => {
    assert.equal(titleInEnglish(normaliseText('Hillside lata 400 g'), normaliseText('Hillside lata 400g')), 'hillside lata 400 g');
  });
});

describe('fondant as a variant marker of a food (product-units.json variant_markers)', () => {
  it('parts fondant icing sugar from icing sugar', () => {
    assert.notEqual(grocery('Hillside Fondant Icing Sugar 500g', 'Hillside Icing Sugar 500g').identity, 'same_entity');
    assert.notEqual(grocery('Cukier puder fondantowy Hillside 500 g', 'Hillside Icing Sugar 500g').identity, 'same_entity');
  });

  it('negative: the marker on both sides, in two languages, still agrees; organic on one side only parts nothing', () => {
    assert.equal(grocery('Hillside Fondant Icing Sugar 500g', 'Hillside Fondant Icing Sugar, 500 g').identity, 'same_entity');
    assert.notEqual(grocery('Cukier puder fondantowy Hillside 500 g', 'Hillside Fondant Icing Sugar 500g').factors.name_marker, 0);
    assert.notEqual(grocery('Hillside Organic Red Lentils 500g', 'Hillside Red Lentils 500g').factors.name_marker, 0);
  });
});

describe('a brand field naming group and brand apart (brand.ts compareBrands)', () => {
  const BRAND = { field: 'brand', kind: 'brand', text_field: 'name', weight: 0 } as const;
  it('meets the brand the other record names (Amphenol / Protimeter)', () => {
    assert.equal(compareBrands({ name: 'Moisture meter, pins', brand: 'Amphenol / Protimeter' }, { name: 'Protimeter Timbermaster', brand: 'Protimeter' }, BRAND)?.sim, 1);
    assert.equal(compareBrands({ name: 'Jam 340g', brand: 'Hillside / Brightwater Foods' }, { name: 'Brightwater Jam 340g', brand: 'Brightwater' }, BRAND)?.sim, 0.9);
  });

  it('negative: neither name of the field meets another brand', () => {
    assert.equal(compareBrands({ name: 'Jam 340g', brand: 'Hillside / Brightwater' }, { name: 'Lakeside Jam 340g', brand: 'Lakeside' }, BRAND)?.sim, 0);
  });
});
