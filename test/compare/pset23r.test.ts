// Session 43, pset23r (issue 11, held-out pair set 23 as development data): a pack's count after its word and a
// slash is no model code (productData.ts PACK_COUNT_TOKEN); a tin's medium in oil or in sauce (product-units.json
// packing_medium); a closing QTY count on a line of capitals left out as a carton count is (trade_count_labels);
// a place's cut word of capitals read as the other name's kind word (placeName.ts withPlaceShortForms); NaSIA,
// SAPC, FINESS and HWK numbers as other registers' (identifier-forms.json). Session 43's review (mend): a shared
// pack count says nothing but two counts part; a QTY count beside a stated count is read as that count; no
// anthracite, FRN or IRA; a cut word is read only as a listed kind word of one kind, after a shared name word.
// Every record and title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { productCodes, withoutSharedPackCounts } from '../../src/compare/comparators/product.js';
import { withoutTradeCarton } from '../../src/compare/comparators/productData.js';
import { withPlaceShortForms } from '../../src/compare/comparators/placeName.js';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import { compare, type FieldMap } from '../../src/compare/index.js';

const grocery = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_grocery' });
const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });
const place = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'place' });

describe("a pack's count after its word and a slash", () => {
  it('one count both titles write is no code they share (CTN/24 on both)', () => {
    const [a, b] = withoutSharedPackCounts('KORA MACKEREL CHILLI 155G CTN/24', 'KORA MACKEREL PLAIN 155G CTN/24');
    assert.deepEqual([...a, ...b], []);
  });

  it('negative: two counts stay two codes (BX/100 against BX/50, PK/10 against CS/10)', () => {
    assert.ok(productCodes('NITRILE GLOVES M BX/100').has('bx100'));
    const [a, b] = withoutSharedPackCounts('BOSCH DRILL BIT SET PK/10', 'BOSCH DRILL BIT SET CS/10');
    assert.deepEqual([[...a], [...b]], [['pk10'], ['cs10']]);
  });

  it('negative: two pack sizes of one line are not merged', () => {
    assert.notEqual(home('SURGICAL GLOVES M BX/100', 'SURGICAL GLOVES M BX/50').identity, 'same_entity');
    assert.notEqual(home('BOSCH DRILL BIT SET PK/10', 'BOSCH DRILL BIT SET CS/10').identity, 'same_entity');
    assert.equal(grocery('KORA MACKEREL 155G CTN/24', 'KORA MACKEREL 155G CTN/48').identity, 'different');
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
    assert.equal(withoutTradeCarton('PHILIPS KETTLE 1.7L WHT QTY 8', 'Philips Kettle 1.7 L, White, 8 pack'), 'PHILIPS KETTLE 1.7L WHT 8 PCS');
    assert.equal(withoutTradeCarton('Philips Kettle 1.7L QTY 8', 'Philips Kettle 1.7 L'), 'Philips Kettle 1.7L QTY 8');
  });

  it('beside a title that states a count, is read as that count (QTY 3 against 5 pack)', () => {
    assert.equal(withoutTradeCarton('ZAMBEZI TEA TOWELS QTY 3', 'Zambezi Tea Towels, 5 pack'), 'ZAMBEZI TEA TOWELS 3 PCS');
    assert.notEqual(home('ZAMBEZI TEA TOWELS QTY 3', 'Zambezi Tea Towels, 5 pack').identity, 'same_entity');
  });

  it('negative: a carton word before its count is not read so (CS 6: authors split on whether it is the carton)', () => {
    assert.equal(withoutTradeCarton('KORA OATS 500G CS 6', 'Kora Oats 500g'), 'KORA OATS 500G CS 6');
  });
});

describe('anthracite is no colour word (withdrawn)', () => {
  it('a coal and a charcoal of one weight stay apart', () => {
    assert.notEqual(home('Anthracite Coal 25kg bag', 'Charcoal 25kg bag').identity, 'same_entity');
    assert.equal(home('Homefire Anthracite Smokeless Fuel', 'Homefire Charcoal Briquettes').identity, 'different');
  });
});

describe("a place's cut word of capitals", () => {
  it('is read as the kind word of the other name it is cut from', () => {
    assert.equal(withPlaceShortForms('KESTREL AMB STN', 'Kestrel Ambulance Station'), 'KESTREL AMBULANCE STATION');
    assert.equal(withPlaceShortForms('MOORVIEW HSPTL', 'Moorview Hospital'), 'MOORVIEW HOSPITAL');
    assert.equal(withPlaceShortForms('KESTREL FRM', 'Kestrel Farm'), 'KESTREL FARM');
    assert.equal(withPlaceShortForms('KESTREL PRK', 'Kestrel Park'), 'KESTREL PARK');
  });

  it('negative: never as a proper name, nor as one of two kinds, nor where no shared name word comes before it', () => {
    assert.equal(withPlaceShortForms('KESTREL STN', 'Kestrel Stanley'), 'KESTREL STN');
    assert.equal(withPlaceShortForms('KESTREL NTH STN', 'Kestrel Ninth Station'), 'KESTREL NTH STATION');
    assert.equal(withPlaceShortForms('KESTREL HSP', 'Kestrel Hospice'), 'KESTREL HSP');
    assert.equal(withPlaceShortForms('KESTREL STR', 'Kestrel Street'), 'KESTREL STR');
    assert.equal(withPlaceShortForms('KESTREL MNT', 'Kestrel Mount'), 'KESTREL MNT');
    assert.equal(withPlaceShortForms('HBR CLINIC', 'Harbour Clinic'), 'HBR CLINIC');
    assert.equal(withPlaceShortForms('NHS TRUST', 'Northshore Trust'), 'NHS TRUST');
    assert.equal(withPlaceShortForms('KPLC', 'Kapalaca'), 'KPLC');
    assert.equal(withPlaceShortForms('MTN', 'Mountain'), 'MTN');
  });

  it('negative: two sites a cut word could join stay apart', () => {
    const pairs: [string, string][] = [
      ['Harbour Clinic', 'HBR CLINIC'],
      ['Hillbrow Clinic', 'HBR CLINIC'],
      ['Kestrel Hospice', 'KESTREL HSP'],
      ['Kestrel Hospital', 'KESTREL HSP'],
      ['Kestrel Street', 'KESTREL STR'],
      ['Kestrel Stream', 'KESTREL STR'],
      ['Kestrel Mount', 'KESTREL MNT'],
      ['Kestrel Monument', 'KESTREL MNT'],
      ['Kestrel Stanley', 'KESTREL STN'],
      ['Kestrel Forum', 'KESTREL FRM'],
      ['Kestrel Ninth Station', 'KESTREL NTH STN'],
      ['Kibera Pry Scheme', 'KIBERA PRY SCH'],
      ['Cambridge Police Station', 'CBD POLICE STN'],
      ['Northshore Trust', 'NHS TRUST'],
      ['Kapalaca', 'KPLC'],
      ['Mountain', 'MTN'],
    ];
    for (const [name, site] of pairs) assert.notEqual(place({ name }, { site_name: site }).identity, 'same_entity', `${name} / ${site}`);
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
    assert.equal(compareIdentifiers('FINESS 750012345', '812345678', REG), null);
    assert.equal(compareIdentifiers('HWK MUC 0123456', 'HRB 204518', REG), null);
  });

  it('negative: FRN and IRA are no such labels (a country\'s initials, a common word)', () => {
    assert.equal(compareIdentifiers('FRN 612345', '08123456', REG)?.sim, 0);
    assert.equal(compareIdentifiers('IRA/05/12345/2022', 'PVT-AB12CD3', REG)?.sim, 0);
  });

  it('negative: two numbers under one such body still disagree', () => {
    assert.equal(compareIdentifiers('HWK MUC 0123456', 'HWK MUC 0123499', REG)?.sim, 0);
    assert.equal(compareIdentifiers('SAPC P0712345', 'SAPC P0712388', REG)?.sim, 0);
  });
});

describe('a closing QTY count on a line with its own pack', () => {
  it('is left out, the pack read as the count (3PK … QTY 30 against Pack of 3)', () => {
    assert.equal(withoutTradeCarton('ZAMBEZI TEA TWL COTTON 3PK 5012345678900 QTY 30', 'Zambezi Cotton Tea Towels, Pack of 3'), 'ZAMBEZI TEA TWL COTTON 3PK 5012345678900');
  });
});
