// How catalogues and feeds write one size (session 22, issue 11): a W x H (x D) size with its unit once or
// on every side, joined by x, × or by, with side letters before the numbers (W140cm x D200cm), in feet
// against inches; a capacity in quarts or litres (plural too); a piece count as 8 piece / 8pc / 8-Piece;
// a conversion the title gives beside its size (30QT (28 LITRES)). One size written two ways is one name
// word and agrees; another size refutes. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareCodes, compareSpecs, productSizes } from '../../../src/compare/comparators/product.js';
import { canonicalTitle, sizeReadings } from '../../../src/compare/comparators/productData.js';
import { compare, type FieldMap } from '../../../src/compare/index.js';

const homeGoods = { kind: 'spec' as const, weight: 0, category: 'home_goods' };
const home = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_home_goods' });

describe('W x H sizes: writings', () => {
  it('positive: by, side letters before the number, per-side units and a decimal comma are read', () => {
    assert.deepEqual(productSizes('duvet cover 5 by 6'), [[5, 6]]);
    assert.deepEqual(productSizes('blind w140cm x d200cm'), [[140, 200]]);
    assert.deepEqual(productSizes('rug 1,6 x 2,3 m'), [[1.6, 2.3]]);
    const mm = (t: string) => sizeReadings(t)[0]!.mm!.map((v) => Math.round(v));
    assert.deepEqual(mm('foam mattress 5ft x 4ft x 8 inches'), mm('foam mattress 60 x 48 x 8"'));
  });
  it('positive: the same size in other units or writings agrees and is one name word', () => {
    assert.equal(compareSpecs('acme blind w140cm x d200cm grey', 'acme blind 55 x 79 inch grey', homeGoods)!.sim, 1);
    assert.equal(compareSpecs('acme foam mattress 5ft x 4ft x 8 inches', 'ACME FOAM MATTRESS 60 X 48 X 8"', homeGoods)!.sim, 1);
    const a = canonicalTitle('home_goods', 'Acme Glass Baking Tray 30 x 20 cm', 'ACME BAKING TRAY 30X20CM GLASS');
    const b = canonicalTitle('home_goods', 'ACME BAKING TRAY 30X20CM GLASS', 'Acme Glass Baking Tray 30 x 20 cm');
    const size = (t: string) => t.split(' ').find((w) => w.startsWith('size'));
    assert.ok(size(a) !== undefined && size(a) === size(b), `${a} / ${b}`);
    assert.ok(!a.includes('count'), 'the first number of a size is no count');
  });
  it('negative: another drop or another bed size refutes', () => {
    assert.equal(compareSpecs('acme blind w140cm x d200cm', 'acme blind w140cm x d160cm', homeGoods)!.sim, 0);
    assert.equal(compareSpecs('acme bedsheet 5 by 6 white', 'acme bedsheet 6 by 6 white', homeGoods)!.sim, 0);
    assert.equal(compareSpecs('acme foam mattress 5ft x 4ft x 8 inches', 'acme foam mattress 72 x 48 x 8"', homeGoods)!.sim, 0);
  });
  it('adversarial: a size is no model code; an x inside a code and a decimal are no size', () => {
    assert.equal(compareCodes('acme blind w140cm x d200cm', 'acme blind w140cm x d160cm'), null);
    assert.deepEqual(productSizes('acme kit hx1600d3x2'), []);
    assert.deepEqual(productSizes('acme jug 1.5 l'), []);
  });
});

describe('capacities and counts: writings', () => {
  it('positive: quarts and plural litres are volumes; 8 piece, 8pc and 8-Piece one count', () => {
    assert.equal(compareSpecs('acme cool box 30qt', 'acme cool box 30 quart', homeGoods)!.sim, 1);
    assert.equal(compareSpecs('acme cool box 30qt', 'acme cool box 28.4 litres', homeGoods)!.sim, 1);
    assert.equal(compareSpecs('acme knife block 8 piece', 'acme knife block 8pc', homeGoods)!.sim, 1);
  });
  it('negative: another capacity or count refutes', () => {
    assert.equal(compareSpecs('acme cool box 30qt', 'acme cool box 50 quart', homeGoods)!.sim, 0);
    assert.equal(compareSpecs('acme knife block 8-piece', 'acme knife block 5pc', homeGoods)!.sim, 0);
  });
  it('adversarial: a quart size is no model code; a conversion beside a size is no second name word', () => {
    assert.equal(compareCodes('acme cool box 30qt blue', 'acme cool box 30qt red'), null);
    const t = canonicalTitle('home_goods', 'ACME COOL BOX 30QT (28 LITRES)', 'Acme Cool Box 30 Quart');
    assert.equal(t.split(' ').filter((w) => w.endsWith('volume') || w.endsWith('qt') || w === '28').length, 1, t);
  });
});

describe('home goods through the pack', () => {
  it('positive: one product written by a maker and a shop merges', () => {
    assert.equal(home({ name: 'Acme Glass Baking Tray 30 x 20 cm' }, { title: 'ACME GLASS BAKING TRAY 30X20CM' }).identity, 'same_entity');
    assert.equal(home({ name: 'Acme Nonstick Cook & Serve 8 Piece Pan Set' }, { title: 'Acme Nonstick Cook and Serve 8pc Cookware Set' }).identity, 'same_entity');
  });
  it('negative: another size of one line does not merge', () => {
    assert.notEqual(home({ title: 'Acme Blackout Blind Grey W140cm x D200cm' }, { title: 'Acme Blackout Blind Grey W140cm x D160cm' }).identity, 'same_entity');
    assert.notEqual(home({ name: 'Acme Nonstick Cook & Serve 8 Piece Pan Set' }, { title: 'Acme Nonstick Cook and Serve 5pc Cookware Set' }).identity, 'same_entity');
  });
  it('adversarial: a roaster is not a pan set, whatever the size', () => {
    assert.notEqual(home({ name: 'Acme Glass Roaster 30 x 20 cm' }, { name: 'Acme Glass Pan Set 30 x 20 cm' }).identity, 'same_entity');
  });
});

describe('European listings: units and colours in their languages', () => {
  const electronics = { kind: 'spec' as const, weight: 0, category: 'electronics' };
  it('positive: 256 Go is 256 GB, 55 Zoll is 55 inch, Noir is black', () => {
    assert.equal(compareSpecs('acme phone 256 go noir', 'acme phone 256gb black', electronics)!.sim, 1);
    assert.equal(compareSpecs('acme tv 139 cm (55 zoll)', 'acme tv 55" schwarz', electronics)!.sim, 1);
  });
  it('negative: another storage or colour in another language still refutes', () => {
    assert.equal(compareSpecs('acme phone 128 go noir', 'acme phone 256gb black', electronics)!.sim, 0);
    assert.equal(compareSpecs('acme phone 256 go blanc', 'acme phone 256gb black', electronics)!.sim, 0);
  });
  it('adversarial: go and zoll glued to a code are no unit', () => {
    assert.equal(compareSpecs('acme x200go', 'acme x200go', electronics), null);
  });
});
