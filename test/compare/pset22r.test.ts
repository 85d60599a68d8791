// Session 42, pset22r (issue 11, held-out pair set 22 as development data): more licensing and third-sector
// registers' numbers read as another register's number (identifier-forms.json other_scheme_labels); place kinds
// of wine estates, canal locks, warehouses, thermal baths and beach pavilions in the users' languages
// (type-vocabulary.json place_kind); a buyer's bracketed note on an order line left out (productData.ts
// withoutBuyersNote); a tinned food's packing medium as a food variant and the gram written before its number
// (product-units.json packing_medium, unit_first); home-goods kind words in German, Dutch, Afrikaans, Spanish,
// Italian, French and Swahili (product-translations.json).
// Every record and title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import { withoutBuyersNote } from '../../src/compare/comparators/productData.js';
import { compare, type FieldMap } from '../../src/compare/index.js';

const grocery = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_grocery' });
const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });
const place = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'place' });

describe("licensing and third-sector registers' numbers against the company register's", () => {
  const REG = { kind: 'id', weight: 3, body_prefix: true } as const;

  it("reads a pharmacy premises, central-bank, liquor-board or third-sector register number as another register's", () => {
    assert.equal(compareIdentifiers('PCN/PR/KN/20/0311', 'RC 1320457', REG), null);
    assert.equal(compareIdentifiers('BOG/MFC/T3/2018/021', 'CS062214519', REG), null);
    assert.equal(compareIdentifiers('GLB5100742/2020', '2014/118203/07', REG), null);
    assert.equal(compareIdentifiers('NLA/REG/2019/0217', '2011/004512/07', REG), null);
    assert.equal(compareIdentifiers('RUNTS REP. 70412', '97114560158', REG), null);
  });

  it('negative: two numbers under one such body still disagree', () => {
    assert.equal(compareIdentifiers('PCN/PR/KN/20/0311', 'PCN/PR/KN/20/0388', REG)?.sim, 0);
    assert.equal(compareIdentifiers('GLB5100742/2020', 'GLB5100799/2020', REG)?.sim, 0);
  });

  it('positive: a pharmacy under its premises licence and under its company number is one body', () => {
    const r = compare({
      a: { company_name: 'SABON GARI CARE PHARMACY LTD', company_number: 'PCN/PR/KN/20/0311', address: '7 ENUGU RD SABON GARI KANO' },
      b: { name: 'Sabon Gari Care Pharmacy Limited', registration_id: 'RC 1320457', registration_country: 'NG', address: '7 Enugu Road, Sabon Gari, Kano' },
      entity: 'organisation',
    });
    assert.equal(r.identity, 'same_entity');
  });

  it('positive: an Italian association under its RUNTS number and under its codice fiscale is one body', () => {
    const r = compare({
      a: { company_name: 'ASSOCIAZIONE LA QUERCIA APS', company_number: 'RUNTS REP. 70412', address: 'VIA SAN VITALE 18 40125 BOLOGNA' },
      b: { name: 'Associazione La Quercia APS', registration_id: '97114560158', registration_country: 'IT', address: 'Via San Vitale 18, 40125 Bologna BO' },
      entity: 'organisation',
    });
    assert.equal(r.identity, 'same_entity');
  });
});

describe("place kinds in the users' languages: wine estates, locks, warehouses, baths, beach pavilions", () => {
  it('positive: a wine estate written in Afrikaans and in English, at one point, is one place', () => {
    const r = place(
      { place_name: 'Rooiberg Wynlandgoed', city: 'Robertson', lat: -33.7712, lon: 19.7605 },
      { name: 'Rooiberg Wine Estate', admin_path: 'South Africa / Western Cape / Robertson', lat: -33.7712, lon: 19.7605 },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('positive: a thermal bath written in Hungarian and in English, at one point, is one place', () => {
    const r = place(
      { name: 'Lukács Gyógyfürdő', admin_path: 'Magyarország / Budapest / II. kerület', lat: 47.5195, lon: 19.0375 },
      { place_name: 'Lukács Thermal Bath', city: 'Budapest', lat: 47.51952, lon: 19.03748 },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('negative: two beach pavilions of one beach, named apart, stay two places', () => {
    const r = place(
      { place_name: 'De Zeemeeuw beach club', city: 'Zandvoort', lat: 52.3712, lon: 4.5251 },
      { name: 'Strandpaviljoen De Kwartel', admin_path: 'Nederland / Noord-Holland / Zandvoort', lat: 52.3731, lon: 4.5262 },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe("a buyer's bracketed note on an order line", () => {
  const SHOP = 'Hovis Wholemeal Medium Sliced Bread, 800g';

  it("leaves out a bracket of the buyer's words before the cue", () => {
    assert.equal(
      withoutBuyersNote('Bread, wholemeal, medium sliced, 800 g (staff canteen, night shift) — Hovis or equivalent, 60 loaves', SHOP),
      'Bread, wholemeal, medium sliced, 800 g — Hovis or equivalent, 60 loaves',
    );
  });

  it('keeps a bracket naming a variant or a word of the other title, and a line with no cue', () => {
    assert.match(withoutBuyersNote('Kettle, cordless, 1.7 l (white) — Russell Hobbs or equivalent, 6 No.', 'Russell Hobbs Kettle 1.7L Black'), /\(white\)/);
    assert.match(withoutBuyersNote('Beans (oloyin) 1 kg — Farm Gold or equivalent, 50 packs', 'Farm Gold Oloyin Beans 1kg'), /\(oloyin\)/);
    assert.equal(withoutBuyersNote('Hovis bread 800g (staff canteen)', SHOP), 'Hovis bread 800g (staff canteen)');
  });

  it('positive: an order line with its note and a shop title or a till line of the same item are one product', () => {
    const tea = compare({
      a: { title: 'Tea bags, black, 1 cup, boxes of 80 (maternity ward night staff) — Five Roses 80s or equivalent, 40 boxes' },
      b: { title: 'Five Roses Black Tea Bags, 80s', brand: 'Five Roses' },
      entity: 'product_grocery',
    });
    assert.equal(tea.identity, 'same_entity');
    const towel = compare({
      a: { title: 'Bath towel, cotton, 70 x 130 cm, navy (boarding house dormitories) — Sheraton Egyptian or equivalent, 60 No.' },
      b: { title: 'SHERATON EGYPTIAN BATH TOWEL 70X130 NAVY 6001234500017' },
      entity: 'product_home_goods',
    });
    assert.equal(towel.identity, 'same_entity');
  });
});

describe("a tinned food's packing medium, and the gram written before its number", () => {
  it('negative: peach halves in syrup and in juice are two items', () => {
    assert.notEqual(grocery('Rhodes Peach Halves in Syrup, 410g Tin', 'Rhodes Peach Halves in Juice, 410g Tin').identity, 'same_entity');
  });

  it('positive: one tin written twice is one item', () => {
    assert.equal(grocery('Rhodes Peach Halves in Syrup, 410g Tin', 'Rhodes Peach Halves in Syrup 410g').identity, 'same_entity');
  });

  it('negative: one Hausa wording at gram 500 and at kilo 2 is two packs', () => {
    assert.notEqual(grocery('Shinkafa Tiamin Rice, gram 500', 'Shinkafa Tiamin Rice, kilo 2').identity, 'same_entity');
  });

});

describe("home-goods kind words in the users' languages", () => {
  it('positive: a baking tray in German, a bread knife in Italian and a shower curtain in Dutch against the English titles', () => {
    assert.equal(home('Backblech Zenker antihaftbeschichtet, 40 x 30 cm', 'Zenker Non-Stick Baking Tray, 40 x 30 cm').identity, 'same_entity');
    assert.equal(home('Coltello da pane Sabatier, lama seghettata 20 cm', 'Sabatier Bread Knife, Serrated, 20cm').identity, 'same_entity');
    assert.equal(home('Douchegordijn Blokker, 180 x 200 cm', 'Blokker Shower Curtain, 180 x 200 cm').identity, 'same_entity');
  });

  it('negative: the same curtain in another size stays another product', () => {
    assert.notEqual(home('Douchegordijn Blokker, 180 x 200 cm', 'Blokker Shower Curtain, 180 x 180 cm').identity, 'same_entity');
  });
});
