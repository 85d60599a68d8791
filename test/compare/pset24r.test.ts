// Session 44, pset24r (issue 11, held-out pair set 24 as development data): a document's label before a colon left
// out of a product title (productData.ts withoutDocumentLabel, product-units.json document_label_words) and the
// count such a line closes with; a trade line's closing count bound by a lower-case x; a marker a till writes short
// (DBL = double); frangipane as the almond flavour and no added sugar (NAS) as the sugar marker; an article number
// written in groups of digits (product.ts compareCodes); kitchen sinks by their bowls; granite and shale as colours;
// a price a shelf label or a till line prints (productData.ts withoutPrices); a till's short form and a possessive
// without its apostrophe read as the other title's word by the rival comparator (product.ts compareRivals);
// regulators' and trade registers' licence numbers (PSRA, NOGICJQS / NCDMB, FDA, CIDB's CRS, RHOL, StBK, Gas Safe) as
// other registers' than the company register's (identifier-forms.json other_scheme_labels); German, Dutch, French, Polish, Swahili and Portuguese words of taps, chainsaws, carpet tiles, robes, sauerkraut,
// dried fruit and sinks (product-translations.json). Every record and title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import { compareCodes } from '../../src/compare/comparators/product.js';
import { withoutDocumentLabel, withoutPrices, withoutTradeCarton } from '../../src/compare/comparators/productData.js';
import { compare } from '../../src/compare/index.js';

const grocery = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_grocery' });
const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });

describe("a document's label before a colon", () => {
  it('is left out beside a title that writes none of its words', () => {
    assert.equal(withoutDocumentLabel('Claim 7781 sched item 2: kettle, stainless, 1.7 l, Russell Hobbs', 'Russell Hobbs Kettle 1.7L'), 'kettle, stainless, 1.7 l, Russell Hobbs');
    assert.equal(withoutDocumentLabel('Kitchen store requisition 12: Tastic rice 2kg', 'Tastic Long Grain Rice 2kg'), 'Tastic rice 2kg');
    assert.equal(withoutDocumentLabel('Spare bedroom: bedside lamp, brass, Habitat', 'Habitat Brass Bedside Lamp'), 'bedside lamp, brass, Habitat');
  });

  it("and the count an order or a log closes with, when the other title writes no such number", () => {
    assert.equal(withoutDocumentLabel('Office order wk 12: Fanta orange cans 330ml x 24', 'Fanta Orange 330ml Can'), 'Fanta orange cans 330ml');
    assert.equal(withoutDocumentLabel('Office order wk 12: Fanta orange cans 330ml x 24', 'Fanta Orange 24 x 330ml'), 'Fanta orange cans 330ml x 24');
  });

  it('merges a donation log line with the shop title of one product', () => {
    const r = grocery('FOOD BANK LOG 03/11: HEINZ BAKED BEANZ 415G x 6', 'Heinz Baked Beanz 415g');
    assert.equal(r.identity, 'same_entity');
  });

  it('negative: a label that shares a word with the other title may name the product, and stays', () => {
    assert.equal(withoutDocumentLabel('Egyptian cotton thread count: 400, king', 'Egyptian cotton sheet 400 thread count king'), 'Egyptian cotton thread count: 400, king');
    assert.equal(withoutDocumentLabel('Caterer order: Cirio chopped tomatoes 2.5 kg', 'CIRIO CHPD TOM 2.5KG CATERING'), 'Caterer order: Cirio chopped tomatoes 2.5 kg');
  });

  it('negative: a colon after no document word stays, and so does a label with nothing after it', () => {
    assert.equal(withoutDocumentLabel('Galaxy Tab A9: 64GB grey', 'Samsung Galaxy Tab A9 64GB'), 'Galaxy Tab A9: 64GB grey');
    assert.equal(withoutDocumentLabel('Order 55: 4', 'Tastic Rice'), 'Order 55: 4');
  });

  it('negative: two flavours on a log line and a shop title stay two products', () => {
    const r = grocery('DONATION LOG 02/12: WALKERS CRISPS CHEESE & ONION 6PK', 'Walkers Crisps Salt & Vinegar 6 Pack');
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe("a trade line's closing count bound by a lower-case x", () => {
  it('is the carton count of a line of capitals', () => {
    assert.equal(withoutTradeCarton('USN WHEY CHOC 2KG x6', 'USN Whey Protein Chocolate 2kg'), 'USN WHEY CHOC 2KG');
  });

  it("negative: a shop's mixed-case multipack keeps its count", () => {
    assert.equal(withoutTradeCarton('Coca-Cola 330ml x 24', 'Coca-Cola 330ml can'), 'Coca-Cola 330ml x 24');
    assert.notEqual(grocery('Coca-Cola Original 330ml x 24', 'Coca-Cola Original 330ml Can').identity, 'same_entity');
  });
});

describe('a marker a till writes short', () => {
  it('DBL states double: no imperial-or-double marker on one side only', () => {
    const r = grocery('MUSCLETECH WHEY DBL RICH CHOC 2LB', 'MuscleTech Whey Double Rich Chocolate 2 lb');
    assert.notEqual(r.factors.name_marker, 0);
    assert.equal(r.identity, 'same_entity');
  });

  it('negative: double written on one side only still refutes', () => {
    assert.equal(grocery('Harrow Brewing Double IPA 440ml', 'Harrow Brewing IPA 440ml').factors.name_marker, 0);
  });
});

describe('flavours and markers of one line', () => {
  it('frangipane is the almond flavour: a plain tart and a frangipane one are two products', () => {
    assert.notEqual(grocery('Bakewell Bros Jam Tarts x6', 'Bakewell Bros Frangipane Jam Tarts x6').identity, 'same_entity');
    assert.equal(grocery('Bakewell Bros Frangipane Tarts x4', 'Bakewell Bros Almond Tarts x4').factors.name_spec, 1);
  });

  it('no added sugar (NAS) is the sugar marker', () => {
    assert.notEqual(grocery('Kiru Farms Dried Pineapple Rings 100g', 'Kiru Farms Dried Pineapple Rings, No Added Sugar, 100g').identity, 'same_entity');
    assert.notEqual(grocery('KIRU FARMS DRIED PINEAPPLE NAS 100G', 'Kiru Farms Dried Pineapple Rings 100g').identity, 'same_entity');
  });
});

describe('an article number written in groups of digits', () => {
  it('agrees with the number run together, and two groupings of one number agree', () => {
    assert.equal(compareCodes('Hansgrohe Logis basin mixer 71100000 chrome', 'Hansgrohe Logis Waschtischmischer 71 100 000 chrom')?.sim, 1);
    assert.equal(compareCodes('Hansgrohe Logis mixer (71 100 000)', 'HANSGROHE LOGIS 71100 000, 4 nr')?.sim, 1);
  });

  it('negative: two numbers stay two, and a price written in groups is no number', () => {
    assert.notEqual(compareCodes('Hansgrohe Logis basin mixer 71100000 chrome', 'Hansgrohe Logis basin mixer 71 101 000 chrome')?.sim, 1);
    assert.equal(compareCodes('Hansgrohe Logis mixer 71 100 000', 'Hansgrohe Logis mixer 71 101 000'), null);
    assert.equal(compareCodes('Pine bookcase 4 500 kr', 'Pine bookcase 4500'), null);
  });
});

describe('a sink by its bowls, and colour names of carpet tiles', () => {
  it('two bowl counts are two sinks', () => {
    const r = home('Leisure Lexin LX 160 Inset Sink, 1.5 Bowl, Stainless Steel', 'Leisure Lexin LX 160 Inset Sink, 1.0 Bowl, Stainless Steel');
    assert.notEqual(r.identity, 'same_entity');
    assert.equal(r.factors.name_spec, 0);
  });

  it('one count written two ways agrees, and a count on one title only says nothing', () => {
    assert.equal(home('Leisure Lexin Inset Sink 2 Bowl', 'Leisure Lexin Inset Sink, 2.0 Bowl').factors.name_spec, 1);
    assert.notEqual(home('Leisure Lexin Inset Sink 2 Bowl', 'Leisure Lexin Inset Sink').factors.name_spec, 0);
  });

  it('granite and shale are two colours', () => {
    assert.notEqual(home('Desso Airmaster Carpet Tiles 50 x 50 cm, Granite', 'Desso Airmaster Carpet Tiles 50 x 50 cm, Shale').identity, 'same_entity');
  });
});

describe('words of taps, tiles and robes in other languages', () => {
  it('a German basin mixer title and an English one of one article agree', () => {
    const r = home('Hansgrohe Logis Einhand-Waschtischarmatur mit Ablaufgarnitur, chrom', 'Hansgrohe Logis Single Lever Basin Mixer with Waste, Chrome');
    assert.equal(r.identity, 'same_entity');
  });

  it('negative: with and without the waste stay two articles', () => {
    const r = home('Hansgrohe Logis Einhand-Waschtischarmatur ohne Ablaufgarnitur, chrom', 'Hansgrohe Logis Single Lever Basin Mixer with Waste, Chrome');
    assert.notEqual(r.identity, 'same_entity');
  });

  it('a Dutch carpet-tile title and a French robe title read in English', () => {
    assert.ok(home('Tapijttegels Desso Airmaster Granite 50x50', 'Desso Airmaster Carpet Tiles Granite 50 x 50 cm').score! > 0.7);
    assert.ok(home('Peignoir gaufré blanc Kikoy Home, coton', 'Kikoy Home Waffle Bathrobe, White, Cotton').score! > 0.7);
  });
});

describe("regulators' licence numbers against the company register's", () => {
  const REG = { kind: 'id', weight: 3, body_prefix: true } as const;

  it("reads a security, oil-service, food, construction, haulage, tax-adviser or gas register's number as another register's", () => {
    assert.equal(compareIdentifiers('PSRA/PSP/2231', 'PVT-ZX81QW4', REG), null);
    assert.equal(compareIdentifiers('NOGICJQS/00088123', 'RC 1543307', REG), null);
    assert.equal(compareIdentifiers('FDA/MNF/21/0315', 'CS045512020', REG), null);
    assert.equal(compareIdentifiers('CIDB CRS 10077412', '2016/355201/07', REG), null);
    assert.equal(compareIdentifiers('RHOL 0055102', '611873', REG), null);
    assert.equal(compareIdentifiers('StBK Nordbaden 12004', 'HRB 733120', REG), null);
    assert.equal(compareIdentifiers('GAS SAFE 612907', '10448213', REG), null);
  });

  it('negative: two numbers under one such body still disagree, and a company number against another still does', () => {
    assert.equal(compareIdentifiers('PSRA/PSP/2231', 'PSRA/PSP/2290', REG)?.sim, 0);
    assert.equal(compareIdentifiers('GAS SAFE 612907', 'GAS SAFE 612988', REG)?.sim, 0);
    assert.equal(compareIdentifiers('RC 1543307', 'RC 1543391', REG)?.sim, 0);
  });

  it("merges a regulator's list line with the company register's record of one firm", () => {
    const r = compare({
      a: { company_name: 'MLINZI SALAMA GUARDS LTD', company_number: 'PSRA/PSP/2231', address: 'KIMATHI ST, NYERI' },
      b: { name: 'Mlinzi Salama Guards Limited', registration_id: 'PVT-ZX81QW4', registration_country: 'KE', address: 'Kimathi Street, Nyeri' },
      entity: 'organisation',
    });
    assert.equal(r.identity, 'same_entity');
  });

  it('negative: two firms of one group under two licences stay apart', () => {
    const r = compare({
      a: { company_name: 'MLINZI SALAMA GUARDS LTD', company_number: 'PSRA/PSP/2231', address: 'KIMATHI ST, NYERI' },
      b: { company_name: 'MLINZI SALAMA ALARMS LTD', company_number: 'PSRA/PSP/2290', address: 'KIMATHI ST, NYERI' },
      entity: 'organisation',
    });
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe('a price a shelf label or a till line prints', () => {
  it('is left out, with an at sign before it', () => {
    assert.equal(withoutPrices('SEL: KOO BAKED BEANS 410G R18.99'), 'SEL: KOO BAKED BEANS 410G');
    assert.equal(withoutPrices('HALLOUMI 225G @ £2.75, 1/3 block'), 'HALLOUMI 225G , 1/3 block');
  });

  it('negative: a rand or naira letter glued to a whole number is left as written (a model name as often)', () => {
    assert.equal(withoutPrices('Nintendo N64 controller grey'), 'Nintendo N64 controller grey');
    assert.equal(withoutPrices('VW Golf R32 floor mats'), 'VW Golf R32 floor mats');
  });

  it("merges a shelf label with the shop's title, a possessive written without its apostrophe and words cut short", () => {
    assert.equal(grocery("Rowntree's Fruit Pastilles Tube 50g", 'SEL: ROWNTREES FRT PASTILLES TUBE 50G £0.85').identity, 'same_entity');
  });

  it('negative: a sibling of the line on a shelf label stays apart', () => {
    assert.notEqual(grocery("Rowntree's Fruit Pastilles Tube 50g", 'SEL: ROWNTREES FRT GUMS TUBE 50G £0.85').identity, 'same_entity');
    assert.notEqual(grocery("Rowntree's Fruit Pastilles Tube 50g", "Rowntrees Fruit Gums Tube 50g").identity, 'same_entity');
  });
});
