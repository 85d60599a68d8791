// Multipacks (session 17, issue 11; product-units.json variant_markers.electronics.multipacks): a count of
// two or more sold as one item (2pk, 2-pack, pack of 2, set of 12) is another item than one unit; two
// stated counts must agree; a count on one title only refutes unless the other states the number in
// other words (25 box, 10-disc spindle) or two as a pair. Food and drinks read them beside one unit size
// only (session 22: productCases.test.ts). Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareMarkers, productMarkers } from '../../../src/compare/comparators/product.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';
import { compare, type FieldMap } from '../../../src/compare/index.js';

const marker: ComparatorSpec = { kind: 'marker', weight: 0, category: 'electronics' };
const food: ComparatorSpec = { kind: 'marker', weight: 0, category: 'food' };
const electronics = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'product_electronics' });

describe('multipacks: reading the count', () => {
  it('positive: glued, hyphenated and spelled-out counts', () => {
    assert.ok(productMarkers('acme ink cartridge 2pk', 'electronics').has('n2'));
    assert.ok(productMarkers('acme ink cartridge 2-pack', 'electronics').has('n2'));
    assert.ok(productMarkers('Acme Ink Cartridge, Pack of 3', 'electronics').has('n3'));
    assert.ok(productMarkers('acme gel pens set of 12 black', 'electronics').has('n12'));
  });
  it('negative: a code and a single pack carry no count', () => {
    assert.equal([...productMarkers('acme case fan r4-bmbs-20pk-r0', 'electronics').keys()].filter((k) => k.startsWith('n')).length, 0);
    assert.equal(productMarkers('acme ink cartridge 1 pack', 'electronics').size, 0);
  });
  it('food titles read a case count too (6 pack, 6 x 330ml, 340ml x 6), refuting only beside one unit size (see productCases)', () => {
    assert.ok(productMarkers('copper kettle ember stout 6 pack', 'food').has('n6'));
  });
});

describe('multipacks: the marker comparator', () => {
  it('positive: two equal counts, or a count the other states in other words, say nothing', () => {
    assert.equal(compareMarkers('acme ink cartridge 2-pack', 'acme ink cartridge 2pk', marker), null);
    assert.equal(compareMarkers('acme hanging folders 25pk', 'acme hanging folder 25 box', marker), null);
    assert.equal(compareMarkers('acme radio headset 2-pack', 'acme radio headsets pair', marker), null);
  });
  it('negative: a multipack against one unit, and two different counts, refute', () => {
    assert.deepEqual(compareMarkers('acme ce505xd black print cartridges 2pk', 'acme ce505x black print cartridge', marker), { sim: 0 });
    assert.deepEqual(compareMarkers('acme gel pens set of 12 black', 'acme gel pen black', marker), { sim: 0 });
    assert.deepEqual(compareMarkers('acme ink cartridge 2 pack', 'acme ink cartridge 3 pack', marker), { sim: 0 });
  });
  it('adversarial: a decimal, a code and food packs are no count', () => {
    assert.deepEqual(compareMarkers('acme flash drive 2-pack', 'acme usb 2.0 flash drive', marker), { sim: 0 }, 'usb 2.0 states no two');
    assert.equal(compareMarkers('acme case fan r4-bmbs-20pk-r0', 'acme case fan', marker), null);
    assert.equal(compareMarkers('Copper Kettle Ember Stout 6 pack 12 oz bottles', 'Ember Stout', food), null);
  });
});

describe('multipacks through the electronics pack', () => {
  it('a 2-pack of a cartridge is not the single cartridge; the same 2-pack written two ways is', () => {
    const single = { name: 'acme ce505x black laserjet print cartridge', brand: 'acme', model: 'ce505x' };
    assert.notEqual(electronics({ name: 'acme ce505x black laserjet print cartridges 2pk', brand: 'acme', model: 'ce505x' }, single).identity, 'same_entity');
    assert.equal(electronics({ name: 'acme ce505x black laserjet print cartridges 2pk', brand: 'acme', model: 'ce505x' }, { name: 'acme laserjet ce505x black print cartridge 2-pack', brand: 'acme', model: 'ce505x' }).identity, 'same_entity');
  });
});
