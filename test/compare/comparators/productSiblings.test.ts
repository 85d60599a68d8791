// Two lines of one maker (session 22, issue 11; the rival comparator with a category): two titles that agree
// in every word but one distinctive word each, read as the name comparators read them (sizes and counts
// one way), are two siblings (Cooler 50qt Voyager / Cooler 50qt Summit). A spelling or short form, a
// variant word or a common word is no sibling's. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareRivals } from '../../../src/compare/comparators/product.js';
import type { ComparatorContext, ComparatorSpec } from '../../../src/compare/comparators/types.js';
import { compare } from '../../../src/compare/index.js';
import { loadTfTable } from '../../../src/compare/tfTable.js';

const spec: ComparatorSpec = { kind: 'rival', weight: 0, refutes_below: 0.5, category: 'home_goods' };
const ctx = { tf: loadTfTable('product_home_goods') } as unknown as ComparatorContext;

describe('sibling lines', () => {
  it('positive: one distinctive word each, all else alike (sizes written two ways), refutes', () => {
    assert.deepEqual(compareRivals('ACME COOLER 50QT VOYAGER', 'Acme Cooler 50 Quart Summit', spec, ctx), { sim: 0 });
    assert.deepEqual(compareRivals('Zentaro Harbourline Blue 12pc Dinner Set', 'Zentaro Meadowline Blue 12 Piece Tableware Set', spec, ctx), { sim: 0 });
    const r = compare({ a: { title: 'Zentaro Harbourline Blue 12pc Dinner Set' }, b: { title: 'Zentaro Meadowline Blue 12pc Dinner Set' }, entity: 'product_home_goods' });
    assert.notEqual(r.identity, 'same_entity');
  });
  it('negative: the same product written two ways is no sibling', () => {
    assert.equal(compareRivals('Acme Natural Yoghurt 500g', 'Acme Natural Yogurt 500g', spec, ctx), null);
    assert.equal(compareRivals('Acme Orthopaedic Mattress 6 x 4.5', 'Acme Ortho Mattress 6 x 4.5', spec, ctx), null);
    assert.equal(compareRivals('Acme Storage Box 35L', 'Acme Storage Box 35 Litre', spec, ctx), null);
  });
  it('adversarial: two words each, a colour, or no category are read as before', () => {
    assert.equal(compareRivals('Acme Cooler 50qt Voyager Plus', 'Acme Cooler 50qt Summit Max', spec, ctx), null);
    assert.equal(compareRivals('Acme Cooler 50qt Red', 'Acme Cooler 50qt Blue', spec, ctx), null, 'colours are the spec comparator\'s');
    assert.equal(compareRivals('ACME COOLER 50QT VOYAGER', 'Acme Cooler 50qt Summit', { kind: 'rival', weight: 0, refutes_below: 0.5 }, ctx), null);
  });
});
