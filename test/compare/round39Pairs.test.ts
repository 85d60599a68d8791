// Session 39, pairs39 (issue 11, pair sets 1–18 as development data): a product's variant told apart by what
// its title or its model code states — a blanket's or a tissue's ply and a duvet's tog
// rating beside its bed size (product-units.json units ply and tog, variant_words bed_size, a bed size's words
// not read by the till-line reading: till_line_words.unread_dimensions), a model code with an edition suffix
// (edition_suffixes: PG-445XL / PG-445, CTL-6100WL / CTL-6100; modelCode.ts codeRelation) and a twin or dual
// pack stated in words (variant_markers electronics multipacks two_packs; product.ts productMarkers).
// Every record here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeRelation } from '../../src/compare/comparators/modelCode.js';
import { compareMarkers, productMarkers } from '../../src/compare/comparators/product.js';
import { compare } from '../../src/compare/index.js';

const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });
const tech = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'product_electronics' });
const MARKER = { field: 'name', kind: 'marker', weight: 0, category: 'electronics' } as const;

describe("a home good's ply", () => {
  it('negative: a 2-ply and a 3-ply of one line are two products', () => {
    assert.notEqual(home('Softcare Kitchen Towel 2 Ply, 4 Rolls, White', 'Softcare Kitchen Towel 3 Ply, 4 Rolls, White').identity, 'same_entity');
    assert.notEqual(home('Karoo Fleece Throw 150 x 200 cm, 1 Ply, Grey', 'Karoo Fleece Throw 150 x 200 cm, 2 Ply, Grey').identity, 'same_entity');
  });

  it('positive: one ply written two ways (2 Ply / 2PLY / 2-ply) agrees', () => {
    assert.equal(home('Karoo Fleece Throw 150 x 200 cm, 2 Ply, Grey', 'Karoo Fleece Throw 150 x 200 cm, 2-ply, Grey').identity, 'same_entity');
  });
});

describe("a duvet's tog rating beside its bed size", () => {
  it('negative: two tog ratings of one duvet and one bed size are two products', () => {
    assert.notEqual(home('Dreamwell Cosy Duvet 13.5 Tog, Double', 'Dreamwell Cosy Duvet 4.5 Tog, Double').identity, 'same_entity');
  });

  it('adversarial: one tog rating does not join a king duvet and a double one', () => {
    assert.notEqual(home('Dreamwell Cosy Duvet 10.5 Tog King Bed', 'DREAMWELL COSY 10.5TOG DUVET DOUBLE').identity, 'same_entity');
    assert.notEqual(home('Dreamwell Cosy Duvet 10.5 Tog, Single', 'Dreamwell Cosy Duvet 10.5 Tog, Superking').identity, 'same_entity');
  });

  it('positive: one duvet written as a shop and as a till write it is one', () => {
    assert.equal(home('Dreamwell Cosy Duvet 10.5 Tog, King Size', 'Dreamwell Cosy Duvet 10.5 Tog King').identity, 'same_entity');
  });

  it("adversarial: a till line may leave out a mug's double wall (a bed size's word naming a feature)", () => {
    assert.equal(home('MSAFARI TRAVEL MUG 450ML BLK', 'Msafari Insulated Travel Mug 450ml, Leak-Proof Lid, Double Wall, Black').identity, 'same_entity');
  });
});

describe('a model code with an edition suffix', () => {
  it('reads XL, WL and BT after a code as another build, and colour or market letters as before', () => {
    assert.equal(codeRelation('hp305', 'hp305xl'), 0);
    assert.equal(codeRelation('ptk4600', 'ptk4600wl'), 0);
    assert.equal(codeRelation('sr400', 'sr400bt'), 0);
    assert.equal(codeRelation('psw110', 'psw110bk'), 0.8);
    assert.equal(codeRelation('hp305xl', 'hp305xl'), 1);
  });

  it('negative: a high-yield cartridge and the standard one are two products', () => {
    const r = tech({ title: 'HP 305XL Black Ink Cartridge, High Yield', brand: 'HP', model: '305XL' }, { title: 'HP 305 Black Ink Cartridge', brand: 'HP', model: '305' });
    assert.notEqual(r.identity, 'same_entity');
    const t = tech({ title: 'Cantek Sketch Pad Medium PTK-4600WL wireless', brand: 'Cantek', model: 'PTK-4600WL' }, { title: 'Cantek Sketch Pad Medium PTK-4600 USB', brand: 'Cantek', model: 'PTK-4600' });
    assert.notEqual(t.identity, 'same_entity');
  });

  it('positive: one code written with the suffix apart in a title still meets the field', () => {
    const r = tech({ title: 'HP 305 XL black ink (high yield)', model: 'HP305XL' }, { title: 'HP 305XL Black Ink Cartridge, High Yield', brand: 'HP', model: '305XL' });
    assert.equal(r.identity, 'same_entity');
  });
});

describe('a twin or dual pack stated in words', () => {
  it('reads a twin or dual pack as a count of two, and a pair not', () => {
    assert.ok(productMarkers('Nestwatch NW210 Baby Monitor, Twin Pack with 2 Cameras', 'electronics').has('n2'));
    assert.ok(productMarkers('Voltra AA Rechargeable Batteries Dual Pack', 'electronics').has('n2'));
    assert.ok(!productMarkers('Sonique Bookshelf Speakers (pair)', 'electronics').has('n2'));
  });

  it('negative: the twin pack against the single unit refutes', () => {
    assert.equal(compareMarkers('Nestwatch NW210 Baby Monitor, Twin Pack with 2 Cameras', 'Nestwatch NW210 Baby Monitor, night vision', MARKER)?.sim, 0);
  });

  it('positive: the twin pack against a 2-pack or a pair is one item', () => {
    assert.notEqual(compareMarkers('Nestwatch NW210 Baby Monitor, Twin Pack', 'NESTWATCH NW210 BABY MON 2PK', MARKER)?.sim, 0);
    assert.notEqual(compareMarkers('Nestwatch NW210 Baby Monitor, Twin Pack', 'Nestwatch NW210 baby monitors, a pair', MARKER)?.sim, 0);
    assert.notEqual(compareMarkers('Voltra PL500 powerline adapter kit two-pack', 'Voltra PL500 powerline adapter twin-pack', MARKER)?.sim, 0);
  });
});
