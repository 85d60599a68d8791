// Held-out pair set 1 (bench/pairs/heldout1.ts, issue 11): the set keeps the shape its author promised —
// 600 pairs, the counts per pack, half same in every pack, every field a name the pack reads (as the
// OpenAPI description lists them) or one of a few plausible unread names, deterministic for its seed.
// The engine is NOT run here: the set is to be read once by bench:pairs-heldout, not inspected by tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildHeldout1, HELDOUT1, PACKS, SEED } from '../../bench/pairs/heldout1.js';
import { packFieldsDescription } from '../../src/http/openapi.js';

/** Field names each pack reads, from the description callers see: `pack: a (or b, c), d; pack2: …`. */
function readNames(): Map<string, Set<string>> {
  const text = packFieldsDescription().replace(/^.*?\)\. /, '');
  const out = new Map<string, Set<string>>();
  for (const part of text.replace(/\.$/, '').split('; ')) {
    const i = part.indexOf(': ');
    const names = new Set(part.slice(i + 2).match(/[a-z_][a-z0-9_]*/g) ?? []);
    out.set(part.slice(0, i), names);
  }
  return out;
}

/** Fields real sources carry that the packs need not read (reported in the receipt's `unread`). */
const UNREAD = new Set(['retailer', 'sku', 'bundle', 'vintage', 'article', 'kvk', 'list', 'category', 'postcode', 'facility_level', 'ownership']);

describe('held-out pair set 1', () => {
  it('has 600 pairs: the counts per pack, half same in each', () => {
    assert.equal(HELDOUT1.length, 600);
    const expected: Record<string, number> = { product_electronics: 160, product_grocery: 130, product_home_goods: 90, organisation: 120, place: 100 };
    for (const { pack } of PACKS) {
      const ps = HELDOUT1.filter((p) => p.pack === pack);
      assert.equal(ps.length, expected[pack], pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads or plausible unread ones', () => {
    const reads = readNames();
    for (const p of HELDOUT1) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b])
        for (const k of Object.keys(side)) assert.ok(names.has(k) || UNREAD.has(k), `${p.id}: ${k}`);
      // Every record says what the thing is called.
      assert.ok(Object.keys(p.a).some((k) => names.has(k)) && Object.keys(p.b).some((k) => names.has(k)), p.id);
    }
  });

  it('has unique ids, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT1.map((p) => p.id)).size, HELDOUT1.length);
    for (const p of HELDOUT1) assert.notDeepEqual(p.a, p.b, p.id);
    for (const { pack } of PACKS) assert.ok(new Set(HELDOUT1.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds two or more variants and every variant two or more listings', () => {
    for (const { pack, families } of PACKS)
      for (const f of families) {
        assert.ok(f.variants.length >= 2, `${pack} ${f.kind}`);
        for (const v of f.variants) assert.ok(v.length >= 2, `${pack} ${f.kind}`);
      }
  });

  it('is deterministic for its seed', () => {
    assert.equal(SEED, 2101);
    assert.deepEqual(buildHeldout1(), HELDOUT1);
    assert.notDeepEqual(buildHeldout1(SEED + 1), HELDOUT1);
  });
});
