// Session 43, pset23r (issue 11, held-out pair set 23 as development data): a pack's count after its word and a
// slash is no model code (productData.ts PACK_COUNT_TOKEN); a tin's medium in oil or in sauce (product-units.json
// packing_medium); a closing QTY count on a line of capitals left out as a carton count is (trade_count_labels);
// anthracite is the colour charcoal; a place's cut word of capitals read as the other name's word
// (placeName.ts withPlaceShortForms); NaSIA, SAPC, FRN, FINESS, HWK and IRA numbers as other registers' (identifier-forms.json).
// Every record and title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { productCodes } from '../../src/compare/comparators/product.js';
import { withoutTradeCarton } from '../../src/compare/comparators/productData.js';
import { withPlaceShortForms } from '../../src/compare/comparators/placeName.js';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import { compare, type FieldMap } from '../../src/compare/index.js';

const grocery = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_grocery' });
const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });
const electronics = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_electronics' });
const place = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'place' });

describe("a pack's count after its word and a slash", () => {
  it('is no model code (CTN/24, PK/12, BX/100)', () => {
    assert.deepEqual([...productCodes('KORA MACKEREL CHILLI 155G CTN/24')], []);
    assert.deepEqual([...productCodes('TEST TUBE 16X100MM (PK/12)')], []);
    assert.deepEqual([...productCodes('NITRILE GLOVES M BX/100')], []);
  });

  it('negative: a code with a slash that opens with no pack word stays a code', () => {
    assert.ok(productCodes('ACME VALVE AV/250 BRASS').has('av250'));
  });

  it('two lines of one range sharing only the carton count are not merged on it', () => {
    const r = grocery('KORA MACKEREL CHILLI 155G 6009801234568 CTN/24', 'KORA MACKEREL PLAIN 155G 6009801234575 CTN/24');
    assert.notEqual(r.identity, 'same_entity');
    assert.equal(r.factors.name_code, 0);
  });
});

describe("a tin's packing medium in oil or in sauce", () => {
  it('parts one canner\'s fish in brine and in olive oil, and in oil and in tomato sauce', () => {
    assert.notEqual(grocery('Ocean Pearl Mackerel Fillets in Brine 3 x 120g', 'Ocean Pearl Mackerel Fillets in Olive Oil 3 x 120g').identity, 'same_entity');
    assert.equal(grocery('Ocean Pearl Mackerel Fillets in Brine 3 x 120g', 'Ocean Pearl Mackerel Fillets in Olive Oil 3 x 120g').factors.name_spec, 0);
    assert.equal(grocery('Seabright Pilchards in Vegetable Oil 400g', 'Seabright Pilchards in Tomato Sauce 400g').factors.name_spec, 0);
  });

  it('positive: one medium written twice agrees, and a title without one is no conflict', () => {
    assert.equal(grocery('Ocean Pearl Mackerel Fillets in Olive Oil 120g', 'Ocean Pearl Mackerel in olive oil, 120 g').factors.name_spec, 1);
    assert.equal(grocery('Ocean Pearl Mackerel Fillets in Olive Oil 120g', 'Ocean Pearl Mackerel Fillets 120g').factors.name_spec, 1);
  });

  it('negative: oil or sauce with no cue before it names no medium (a till line beside it still covers the title)', () => {
    // "with Palm Oil" and "Pesto Sauce" are the product's own words, not a medium the till line leaves out.
    assert.equal(grocery('ADUNNI GARRI WHITE 5KG', 'Adunni White Garri 5kg, with Palm Oil, Coarse Grain').identity, 'same_entity');
  });
});

describe('a closing QTY count on a line of capitals', () => {
  it('is left out beside a title without that number, kept where the other writes it', () => {
    assert.equal(withoutTradeCarton('PHILIPS KETTLE 1.7L WHT 8710103999995 QTY 8', 'Philips Kettle 1.7 L, White'), 'PHILIPS KETTLE 1.7L WHT 8710103999995');
    assert.equal(withoutTradeCarton('PHILIPS KETTLE 1.7L WHT QTY 8', 'Philips Kettle 1.7 L, White, 8 pack'), 'PHILIPS KETTLE 1.7L WHT QTY 8');
    assert.equal(withoutTradeCarton('Philips Kettle 1.7L QTY 8', 'Philips Kettle 1.7 L'), 'Philips Kettle 1.7L QTY 8');
  });

  it('a goods-received line and the shop title of the unit are one product', () => {
    assert.equal(home('ZAMBEZI BATH TOWEL COTTON 70X140 NAVY QTY 24', 'Zambezi Cotton Bath Towel, 70 x 140 cm, Navy').identity, 'same_entity');
  });

  it('negative: a carton word before its count is not read so (CS 6: authors split on whether it is the carton)', () => {
    assert.equal(withoutTradeCarton('KORA OATS 500G CS 6', 'Kora Oats 500g'), 'KORA OATS 500G CS 6');
  });
});

describe('anthracite is the colour charcoal', () => {
  it('agrees with charcoal and parts from chrome', () => {
    const a = { title: 'Nordlicht Wall Radiator 600 x 400 mm, Anthracite', brand: 'Nordlicht' };
    assert.equal(electronics(a, { title: 'Nordlicht Wall Radiator 600 x 400 mm, Charcoal', brand: 'Nordlicht' }).factors.name_spec, 1);
    assert.notEqual(home('Nordlicht Towel Radiator 600 x 400 mm, Anthracite', 'Nordlicht Towel Radiator 600 x 400 mm, Chrome').identity, 'same_entity');
  });
});

describe("a place's cut word of capitals", () => {
  it('is read as the one word of the other name it is a short form of', () => {
    assert.equal(withPlaceShortForms('KESTREL AMB STN', 'Kestrel Ambulance Station'), 'KESTREL AMBULANCE STATION');
    assert.equal(withPlaceShortForms('MOORVIEW HSPTL', 'Moorview Hospital'), 'MOORVIEW HOSPITAL');
  });

  it('negative: a word with vowels, a word the other name lacks, or two readings stay as written', () => {
    assert.equal(withPlaceShortForms('MARY WELL', 'Maryland Well'), 'MARY WELL');
    assert.equal(withPlaceShortForms('KESTREL FCTY', 'Kestrel Mill'), 'KESTREL FCTY');
    assert.equal(withPlaceShortForms('KESTREL BRG', 'Kestrel Burgh Bridge'), 'KESTREL BRG');
  });

  it('a site list\'s line of capitals and the map\'s name of one site are one place', () => {
    const r = place(
      { name: 'Kestrel Ambulance Station', admin_path: 'United Kingdom / England / Durham / Kestrel' },
      { site_name: 'KESTREL AMB STN', site_code: 'NEAS-EST-044', address: 'MILL LANE, KESTREL DH9 4QT' },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('negative: two sites whose cut words name two kinds stay apart', () => {
    const r = place(
      { name: 'Kestrel Fire Station', admin_path: 'United Kingdom / England / Durham / Kestrel' },
      { site_name: 'KESTREL AMB STN', site_code: 'NEAS-EST-044', address: 'MILL LANE, KESTREL DH9 4QT' },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe("more licensing and sector registers' numbers against the company register's", () => {
  const REG = { kind: 'id', weight: 3, body_prefix: true } as const;

  it("reads a schools inspectorate, pharmacy council, FCA, FINESS, Handwerkskammer or insurance regulator number as another register's", () => {
    assert.equal(compareIdentifiers('NaSIA/WR/PRS/2021/0093', 'CS031122018', REG), null);
    assert.equal(compareIdentifiers('SAPC P0712345', '2011/204518/07', REG), null);
    assert.equal(compareIdentifiers('FRN 612345', '08123456', REG), null);
    assert.equal(compareIdentifiers('FINESS 750012345', '812345678', REG), null);
    assert.equal(compareIdentifiers('HWK MUC 0123456', 'HRB 204518', REG), null);
    assert.equal(compareIdentifiers('IRA/05/12345/2022', 'PVT-AB12CD3', REG), null);
  });

  it('negative: two numbers under one such body still disagree', () => {
    assert.equal(compareIdentifiers('FRN 612345', 'FRN 612399', REG)?.sim, 0);
    assert.equal(compareIdentifiers('SAPC P0712345', 'SAPC P0712388', REG)?.sim, 0);
  });

  it("positive: a credit broker under its FCA number and under its company number is one firm", () => {
    const r = compare({
      a: { company_name: 'HOLLYBANK MOTOR FINANCE LIMITED', company_number: 'FRN 612345', address: '4 CANAL ST LEEDS LS12 2AA' },
      b: { name: 'Hollybank Motor Finance Ltd', registration_id: '08123456', registration_country: 'GB', address: '4 Canal Street, Leeds, LS12 2AA' },
      entity: 'organisation',
    });
    assert.equal(r.identity, 'same_entity');
  });
});
