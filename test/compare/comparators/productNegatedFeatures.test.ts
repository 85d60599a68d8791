// A feature one title denies and the other states (session 31, issue 11; product-units.json negation_words,
// productData.deniesStatedFeature, read by the spec comparator): a bucket without a lid and one with a lid, a
// processor with no integrated graphics and one with them, palm oil not refined and refined palm oil are two
// items; a title that leaves the feature out says nothing. Titles in Swahili, French or Afrikaans reach it through
// the translation table (bila, sans, sonder = without). Titles written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FIELD_COMPARATORS } from '../../../src/compare/comparators/index.js';
import { deniesStatedFeature } from '../../../src/compare/comparators/productData.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';
import { compare } from '../../../src/compare/index.js';

const home: ComparatorSpec = { kind: 'spec', weight: 0, category: 'home_goods' };
// The registry's spec comparator: both titles read in English first, as the packs read them.
const specs = (a: string, b: string) => FIELD_COMPARATORS.spec(a, b, home, {} as never);
const homeGoods = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' }).identity;

describe('negated features: reading the titles', () => {
  it('positive: a feature denied on one title and stated on the other', () => {
    assert.equal(deniesStatedFeature('Acme Pail 15 Litre without lid', 'Acme Pail 15 Litre with lid'), true);
    assert.equal(deniesStatedFeature('ACME CPU 6 CORE, NO INTEGRATED GRAPHICS', 'Acme CPU 6 Core with Integrated Graphics'), true);
    assert.equal(deniesStatedFeature('Acme groundnut oil, not refined, 1 L', 'Acme Refined Groundnut Oil 1L'), true);
  });
  it('negative: both deny it, or one title leaves it out', () => {
    assert.equal(deniesStatedFeature('Acme Pail 15 Litre without lid', 'ACME PAIL 15LT NO LID'), false);
    assert.equal(deniesStatedFeature('Acme Pail 15 Litre without lid', 'Acme Pail 15 Litre'), false);
  });
  it('negative: a feature denied after its word (not included) and before it (no) is one denial', () => {
    assert.equal(deniesStatedFeature('Acme 20W charger only (cable not included)', 'Acme 20W Charger (no cable), White'), false);
    assert.equal(deniesStatedFeature('Acme 20W charger (cable not included)', 'Acme 20W Charger with USB-C cable'), true);
  });
  it('adversarial: a number after no is no negation (a bill of quantities writes 12 No.)', () => {
    assert.equal(deniesStatedFeature('Door hinge, brass, 100 mm: 12 no. hinge', 'Acme Brass Hinge 100mm'), false);
  });
});

describe('negated features through the spec comparator and the pack', () => {
  it('positive: a Swahili or French title denying the lid parts from the English one stating it', () => {
    assert.deepEqual(specs('Ndoo ya Acme lita 15 bila mfuniko', 'ACME BUCKET 15LT C/W LID'), { sim: 0 });
    assert.deepEqual(specs('Seau Acme 15 litres sans couvercle', 'Acme Bucket 15 Litre with Lid'), { sim: 0 });
  });
  it('negative: the pack does not merge a bucket without a lid and one with a lid', () => {
    assert.notEqual(homeGoods('Acme Bucket 15 Litre without lid, green', 'Acme Bucket 15 Litre with lid, green'), 'same_entity');
  });
  it('adversarial: one item written with and without the word merges as before', () => {
    assert.equal(homeGoods('Acme Bucket 15 Litre without lid, green', 'ACME BUCKET 15LT NO LID GREEN'), 'same_entity');
  });
});
