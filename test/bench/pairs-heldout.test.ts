// Held-out pair set 1 (bench/pairs/heldout1.ts, issue 11): the set keeps the shape its author promised —
// 600 pairs, the counts per pack, half same in every pack, every field a name the pack reads (as the
// OpenAPI description lists them) or one of a few plausible unread names, deterministic for its seed.
// The engine is NOT run here: the set is to be read once by bench:pairs-heldout, not inspected by tests.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { buildHeldout1, HELDOUT1, PACKS, SEED } from '../../bench/pairs/heldout1.js';
import { buildHeldout2, HELDOUT2, PACKS2, SEED2 } from '../../bench/pairs/heldout2.js';
import { buildHeldout3, HELDOUT3, PACKS3, SEED3 } from '../../bench/pairs/heldout3.js';
import { buildHeldout4, HELDOUT4, PACKS4, SEED4 } from '../../bench/pairs/heldout4.js';
import { buildHeldout5, HELDOUT5, PACKS5, SEED5 } from '../../bench/pairs/heldout5.js';
import { buildHeldout6, HELDOUT6, PACKS6, SEED6 } from '../../bench/pairs/heldout6.js';
import { buildHeldout7, HELDOUT7, PACKS7, SEED7 } from '../../bench/pairs/heldout7.js';
import { buildHeldout8, HELDOUT8, PACKS8, SEED8 } from '../../bench/pairs/heldout8.js';
import { buildHeldout9, HELDOUT9, PACKS9, SEED9 } from '../../bench/pairs/heldout9.js';
import { buildHeldout10, HELDOUT10, PACKS10, SEED10 } from '../../bench/pairs/heldout10.js';
import { buildHeldout11, HELDOUT11, PACKS11, SEED11 } from '../../bench/pairs/heldout11.js';
import { buildHeldout12, HELDOUT12, PACKS12, SEED12 } from '../../bench/pairs/heldout12.js';
import { buildHeldout13, HELDOUT13, PACKS13, SEED13 } from '../../bench/pairs/heldout13.js';
import { buildHeldout14, HELDOUT14, PACKS14, SEED14 } from '../../bench/pairs/heldout14.js';
import { buildHeldout15, HELDOUT15, PACKS15, SEED15 } from '../../bench/pairs/heldout15.js';
import { buildHeldout16, HELDOUT16, PACKS16, SEED16 } from '../../bench/pairs/heldout16.js';
import { buildHeldout17, HELDOUT17, PACKS17, SEED17 } from '../../bench/pairs/heldout17.js';
import { buildHeldout18, HELDOUT18, PACKS18, SEED18 } from '../../bench/pairs/heldout18.js';
import { buildHeldout19, HELDOUT19, PACKS19, SEED19 } from '../../bench/pairs/heldout19.js';
import { buildHeldout20, HELDOUT20, PACKS20, SEED20 } from '../../bench/pairs/heldout20.js';
import { buildHeldout21, HELDOUT21, PACKS21, SEED21 } from '../../bench/pairs/heldout21.js';
import { buildHeldout22, HELDOUT22, PACKS22, SEED22 } from '../../bench/pairs/heldout22.js';
import { buildHeldout23, HELDOUT23, PACKS23, SEED23 } from '../../bench/pairs/heldout23.js';
import { buildHeldout24, HELDOUT24, PACKS24, SEED24 } from '../../bench/pairs/heldout24.js';
import { buildHeldout25, HELDOUT25, PACKS25, SEED25 } from '../../bench/pairs/heldout25.js';
import { buildHeldout26, HELDOUT26, PACKS26, SEED26 } from '../../bench/pairs/heldout26.js';
import { buildHeldout27, HELDOUT27, PACKS27, SEED27 } from '../../bench/pairs/heldout27.js';
import { buildHeldout28, HELDOUT28, PACKS28, SEED28 } from '../../bench/pairs/heldout28.js';
import { buildHeldout29, HELDOUT29, PACKS29, SEED29 } from '../../bench/pairs/heldout29.js';
import { buildHeldout30, HELDOUT30, PACKS30, SEED30 } from '../../bench/pairs/heldout30.js';
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

/** Fields set 2's sources carry that the packs need not read: ad and tender details, units, charity numbers,
 *  GhanaPost digital addresses and three-word location codes. */
const UNREAD2 = new Set(['price', 'condition', 'location', 'tender_ref', 'unit', 'charity_number', 'digital_address', 'what3words']);

describe('held-out pair set 2', () => {
  it('has 600 pairs: the counts per pack, half same in each', () => {
    assert.equal(HELDOUT2.length, 600);
    const expected: Record<string, number> = { product_electronics: 130, product_grocery: 130, product_home_goods: 90, organisation: 130, place: 120 };
    for (const { pack } of PACKS2) {
      const ps = HELDOUT2.filter((p) => p.pack === pack);
      assert.equal(ps.length, expected[pack], pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads or plausible unread ones', () => {
    const reads = readNames();
    for (const p of HELDOUT2) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b])
        for (const k of Object.keys(side)) assert.ok(names.has(k) || UNREAD2.has(k), `${p.id}: ${k}`);
      assert.ok(Object.keys(p.a).some((k) => names.has(k)) && Object.keys(p.b).some((k) => names.has(k)), p.id);
    }
  });

  it('has unique ids apart from set 1, no pair of identical records, and eight or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT2.map((p) => p.id)).size, HELDOUT2.length);
    const ids1 = new Set(HELDOUT1.map((p) => p.id));
    for (const p of HELDOUT2) {
      assert.ok(!ids1.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS2) assert.ok(new Set(HELDOUT2.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 8, pack);
  });

  it('every family holds two or more variants and every variant two or more listings, none shared with set 1', () => {
    const set1 = new Set(PACKS.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    for (const { pack, families } of PACKS2)
      for (const f of families) {
        assert.ok(f.variants.length >= 2, `${pack} ${f.kind}`);
        for (const v of f.variants) {
          assert.ok(v.length >= 2, `${pack} ${f.kind}`);
          for (const r of v) assert.ok(!set1.has(JSON.stringify(r)), `${pack} ${f.kind}: a record of set 1`);
        }
      }
  });

  it('is deterministic for its seed, and drawn by the same generator as set 1', () => {
    assert.equal(SEED2, 2202);
    assert.deepEqual(buildHeldout2(), HELDOUT2);
    assert.notDeepEqual(buildHeldout2(SEED2 + 1), HELDOUT2);
    // Set 1 is unchanged by the generator taking the set as a parameter.
    assert.deepEqual(buildHeldout1(), HELDOUT1);
  });
});

/** Digest of set 3 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT3_SHA256 = '42f8ae949dfc5d7bc992112efda262ece6fb8f2a977f20b64b52c2863772e1ad';

/** Fields set 3's sources carry that the packs need not read: register, charity, ward, polling-unit, facility and
 *  mast-site codes, plus codes and a map export's category. */
const UNREAD3 = new Set(['ods_code', 'charity_number', 'category', 'plus_code', 'pu_code', 'gss_code', 'mfl_code', 'site_id']);

describe('held-out pair set 3', () => {
  it('has 600 pairs: the counts per pack, half same in each', () => {
    assert.equal(HELDOUT3.length, 600);
    const expected: Record<string, number> = { product_electronics: 130, product_grocery: 130, product_home_goods: 90, organisation: 130, place: 120 };
    for (const { pack } of PACKS3) {
      const ps = HELDOUT3.filter((p) => p.pack === pack);
      assert.equal(ps.length, expected[pack], pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads or plausible unread ones', () => {
    const reads = readNames();
    for (const p of HELDOUT3) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b])
        for (const k of Object.keys(side)) assert.ok(names.has(k) || UNREAD3.has(k), `${p.id}: ${k}`);
      assert.ok(Object.keys(p.a).some((k) => names.has(k)) && Object.keys(p.b).some((k) => names.has(k)), p.id);
    }
  });

  it('has unique ids apart from sets 1 and 2, no pair of identical records, and eight or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT3.map((p) => p.id)).size, HELDOUT3.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2].map((p) => p.id));
    for (const p of HELDOUT3) {
      assert.ok(p.id.startsWith(`h3-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS3) assert.ok(new Set(HELDOUT3.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 8, pack);
  });

  it('every family holds two or more variants and every variant two or more listings, none shared with sets 1 and 2', () => {
    const earlier = new Set(
      [...PACKS, ...PACKS2].flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))),
    );
    const seen = new Set<string>();
    for (const { pack, families } of PACKS3)
      for (const f of families) {
        assert.ok(f.variants.length >= 2, `${pack} ${f.kind}`);
        for (const v of f.variants) {
          assert.ok(v.length >= 2, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED3, 3303);
    assert.deepEqual(buildHeldout3(), HELDOUT3);
    assert.notDeepEqual(buildHeldout3(SEED3 + 1), HELDOUT3);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT3)).digest('hex'), HELDOUT3_SHA256);
  });
});

/** Digest of set 4 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT4_SHA256 = '872d05a65003d6b4c7ab181dcecaf0f64f3caa68ddb27fc738e72f4b83ed1b55';

/** Fields set 4's sources carry that the packs need not read: a grocery price and a bus stop's code. */
const UNREAD4 = new Set(['price', 'stop_code']);

describe('held-out pair set 4', () => {
  it('has 600 pairs: the counts per pack, half same in each', () => {
    assert.equal(HELDOUT4.length, 600);
    const expected: Record<string, number> = { product_electronics: 130, product_grocery: 130, product_home_goods: 90, organisation: 130, place: 120 };
    for (const { pack } of PACKS4) {
      const ps = HELDOUT4.filter((p) => p.pack === pack);
      assert.equal(ps.length, expected[pack], pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads or plausible unread ones', () => {
    const reads = readNames();
    for (const p of HELDOUT4) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b])
        for (const k of Object.keys(side)) assert.ok(names.has(k) || UNREAD4.has(k), `${p.id}: ${k}`);
      assert.ok(Object.keys(p.a).some((k) => names.has(k)) && Object.keys(p.b).some((k) => names.has(k)), p.id);
    }
  });

  it('has unique ids apart from sets 1-3, no pair of identical records, and eight or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT4.map((p) => p.id)).size, HELDOUT4.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3].map((p) => p.id));
    for (const p of HELDOUT4) {
      assert.ok(p.id.startsWith(`h4-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS4) assert.ok(new Set(HELDOUT4.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 8, pack);
  });

  it('every family holds two or more variants and every variant two or more listings, none shared with sets 1-3', () => {
    const earlier = new Set(
      [...PACKS, ...PACKS2, ...PACKS3].flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))),
    );
    const kinds = new Set([...PACKS, ...PACKS2, ...PACKS3].flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS4)
      for (const f of families) {
        assert.ok(f.variants.length >= 2, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.ok(v.length >= 2, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED4, 4404);
    assert.deepEqual(buildHeldout4(), HELDOUT4);
    assert.notDeepEqual(buildHeldout4(SEED4 + 1), HELDOUT4);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT4)).digest('hex'), HELDOUT4_SHA256);
  });
});

/** Digest of set 5 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT5_SHA256 = 'b08df0e25139e0c1359b769fdb20f73fbe4241b36cd28342271e14e1c8826a03';

describe('held-out pair set 5', () => {
  it('has 600 pairs: the counts per pack, half same in each', () => {
    assert.equal(HELDOUT5.length, 600);
    const expected: Record<string, number> = { product_electronics: 130, product_grocery: 130, product_home_goods: 90, organisation: 130, place: 120 };
    for (const { pack } of PACKS5) {
      const ps = HELDOUT5.filter((p) => p.pack === pack);
      assert.equal(ps.length, expected[pack], pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT5) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-4, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT5.map((p) => p.id)).size, HELDOUT5.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4].map((p) => p.id));
    for (const p of HELDOUT5) {
      assert.ok(p.id.startsWith(`h5-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS5) assert.ok(new Set(HELDOUT5.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds two or more variants and every variant two or more listings, none shared with sets 1-4', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS5)
      for (const f of families) {
        assert.ok(f.variants.length >= 2, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.ok(v.length >= 2, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED5, 5505);
    assert.deepEqual(buildHeldout5(), HELDOUT5);
    assert.notDeepEqual(buildHeldout5(SEED5 + 1), HELDOUT5);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT5)).digest('hex'), HELDOUT5_SHA256);
  });
});

/** Digest of set 6 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT6_SHA256 = '4399b041b4bccfc2a715e14b988c8ceeb08c38c70874af90aa9ea64c23d4e3fa';

describe('held-out pair set 6', () => {
  it('has 600 pairs: the counts per pack, half same in each', () => {
    assert.equal(HELDOUT6.length, 600);
    const expected: Record<string, number> = { product_electronics: 130, product_grocery: 130, product_home_goods: 90, organisation: 130, place: 120 };
    for (const { pack } of PACKS6) {
      const ps = HELDOUT6.filter((p) => p.pack === pack);
      assert.equal(ps.length, expected[pack], pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT6) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-5, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT6.map((p) => p.id)).size, HELDOUT6.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5].map((p) => p.id));
    for (const p of HELDOUT6) {
      assert.ok(p.id.startsWith(`h6-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS6) assert.ok(new Set(HELDOUT6.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds two or more variants and every variant two or more listings, none shared with sets 1-5', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS6)
      for (const f of families) {
        assert.ok(f.variants.length >= 2, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.ok(v.length >= 2, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED6, 6606);
    assert.deepEqual(buildHeldout6(), HELDOUT6);
    assert.notDeepEqual(buildHeldout6(SEED6 + 1), HELDOUT6);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT6)).digest('hex'), HELDOUT6_SHA256);
  });
});

/** Digest of set 7 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT7_SHA256 = '9b3f521ea9ae2f2109aba4a558bd4777c6146180f593f1598e11e311aa7ffc58';

describe('held-out pair set 7', () => {
  it('has 600 pairs: the counts per pack, half same in each', () => {
    assert.equal(HELDOUT7.length, 600);
    const expected: Record<string, number> = { product_electronics: 130, product_grocery: 130, product_home_goods: 90, organisation: 130, place: 120 };
    for (const { pack } of PACKS7) {
      const ps = HELDOUT7.filter((p) => p.pack === pack);
      assert.equal(ps.length, expected[pack], pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT7) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-6, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT7.map((p) => p.id)).size, HELDOUT7.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6].map((p) => p.id));
    for (const p of HELDOUT7) {
      assert.ok(p.id.startsWith(`h7-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS7) assert.ok(new Set(HELDOUT7.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-6, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS7)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED7, 7707);
    assert.deepEqual(buildHeldout7(), HELDOUT7);
    assert.notDeepEqual(buildHeldout7(SEED7 + 1), HELDOUT7);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT7)).digest('hex'), HELDOUT7_SHA256);
  });
});

/** Digest of set 8 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT8_SHA256 = 'f31c540657b37adfac18a1f2ca8093985ef7176a1052698b3e9b5626f16578fc';

describe('held-out pair set 8', () => {
  it('has 600 pairs: the counts per pack, half same in each', () => {
    assert.equal(HELDOUT8.length, 600);
    const expected: Record<string, number> = { product_electronics: 128, product_grocery: 128, product_home_goods: 90, organisation: 128, place: 126 };
    for (const { pack } of PACKS8) {
      const ps = HELDOUT8.filter((p) => p.pack === pack);
      assert.equal(ps.length, expected[pack], pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT8) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-7, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT8.map((p) => p.id)).size, HELDOUT8.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7].map((p) => p.id));
    for (const p of HELDOUT8) {
      assert.ok(p.id.startsWith(`h8-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS8) assert.ok(new Set(HELDOUT8.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-7, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS8)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED8, 8808);
    assert.deepEqual(buildHeldout8(), HELDOUT8);
    assert.notDeepEqual(buildHeldout8(SEED8 + 1), HELDOUT8);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT8)).digest('hex'), HELDOUT8_SHA256);
  });
});

/** Digest of set 9 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT9_SHA256 = 'c1f584f1dc3e98c3f9880dd4d2d7420af9027dd864725723b6e938920394df04';

describe('held-out pair set 9', () => {
  it('has 600 pairs: the counts per pack, half same in each', () => {
    assert.equal(HELDOUT9.length, 600);
    const expected: Record<string, number> = { product_electronics: 128, product_grocery: 128, product_home_goods: 90, organisation: 128, place: 126 };
    for (const { pack } of PACKS9) {
      const ps = HELDOUT9.filter((p) => p.pack === pack);
      assert.equal(ps.length, expected[pack], pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT9) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-8, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT9.map((p) => p.id)).size, HELDOUT9.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8].map((p) => p.id));
    for (const p of HELDOUT9) {
      assert.ok(p.id.startsWith(`h9-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS9) assert.ok(new Set(HELDOUT9.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-8, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS9)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED9, 9909);
    assert.deepEqual(buildHeldout9(), HELDOUT9);
    assert.notDeepEqual(buildHeldout9(SEED9 + 1), HELDOUT9);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT9)).digest('hex'), HELDOUT9_SHA256);
  });
});

/** Digest of set 10 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT10_SHA256 = 'f97d98fbffaa59f38da71bcf9eb0ad4c7eb4a4eb456592b7e5965ee47b6e52d3';

describe('held-out pair set 10', () => {
  it('has 600 pairs: the counts per pack, half same in each', () => {
    assert.equal(HELDOUT10.length, 600);
    const expected: Record<string, number> = { product_electronics: 128, product_grocery: 128, product_home_goods: 90, organisation: 128, place: 126 };
    for (const { pack } of PACKS10) {
      const ps = HELDOUT10.filter((p) => p.pack === pack);
      assert.equal(ps.length, expected[pack], pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT10) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-9, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT10.map((p) => p.id)).size, HELDOUT10.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9].map((p) => p.id));
    for (const p of HELDOUT10) {
      assert.ok(p.id.startsWith(`h10-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS10) assert.ok(new Set(HELDOUT10.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-9, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS10)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED10, 1010);
    assert.deepEqual(buildHeldout10(), HELDOUT10);
    assert.notDeepEqual(buildHeldout10(SEED10 + 1), HELDOUT10);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT10)).digest('hex'), HELDOUT10_SHA256);
  });
});

/** Digest of set 11 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT11_SHA256 = '7055da24e0375cf968e2de5ced62e032a49ac94418f98cd717ec63bcea34ad61';

describe('held-out pair set 11', () => {
  it('has 600 pairs: the counts per pack, half same in each', () => {
    assert.equal(HELDOUT11.length, 600);
    const expected: Record<string, number> = { product_electronics: 128, product_grocery: 128, product_home_goods: 90, organisation: 128, place: 126 };
    for (const { pack } of PACKS11) {
      const ps = HELDOUT11.filter((p) => p.pack === pack);
      assert.equal(ps.length, expected[pack], pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT11) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-10, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT11.map((p) => p.id)).size, HELDOUT11.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10].map((p) => p.id));
    for (const p of HELDOUT11) {
      assert.ok(p.id.startsWith(`h11-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS11) assert.ok(new Set(HELDOUT11.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-10, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS11)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED11, 1111);
    assert.deepEqual(buildHeldout11(), HELDOUT11);
    assert.notDeepEqual(buildHeldout11(SEED11 + 1), HELDOUT11);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT11)).digest('hex'), HELDOUT11_SHA256);
  });
});

/** Digest of set 12 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT12_SHA256 = '68aec1237269c3f2df8c18aed73b9c92add685d0d4430ceadd002cf167b88354';

describe('held-out pair set 12', () => {
  it('has 600 pairs: the counts per pack, half same in each', () => {
    assert.equal(HELDOUT12.length, 600);
    const expected: Record<string, number> = { product_electronics: 128, product_grocery: 128, product_home_goods: 90, organisation: 128, place: 126 };
    for (const { pack } of PACKS12) {
      const ps = HELDOUT12.filter((p) => p.pack === pack);
      assert.equal(ps.length, expected[pack], pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT12) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-11, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT12.map((p) => p.id)).size, HELDOUT12.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11].map((p) => p.id));
    for (const p of HELDOUT12) {
      assert.ok(p.id.startsWith(`h12-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS12) assert.ok(new Set(HELDOUT12.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-11, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS12)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED12, 1212);
    assert.deepEqual(buildHeldout12(), HELDOUT12);
    assert.notDeepEqual(buildHeldout12(SEED12 + 1), HELDOUT12);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT12)).digest('hex'), HELDOUT12_SHA256);
  });
});

/** Digest of set 13 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT13_SHA256 = 'b18c3dd8a8a503d97d1b64b1a013fe8d7fdf7eb350d447eb0ff11ac7161298c8';

describe('held-out pair set 13', () => {
  it('has 600 pairs: the counts per pack, half same in each', () => {
    assert.equal(HELDOUT13.length, 600);
    const expected: Record<string, number> = { product_electronics: 128, product_grocery: 128, product_home_goods: 90, organisation: 128, place: 126 };
    for (const { pack } of PACKS13) {
      const ps = HELDOUT13.filter((p) => p.pack === pack);
      assert.equal(ps.length, expected[pack], pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT13) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-12, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT13.map((p) => p.id)).size, HELDOUT13.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12].map((p) => p.id));
    for (const p of HELDOUT13) {
      assert.ok(p.id.startsWith(`h13-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS13) assert.ok(new Set(HELDOUT13.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-12, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS13)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED13, 1313);
    assert.deepEqual(buildHeldout13(), HELDOUT13);
    assert.notDeepEqual(buildHeldout13(SEED13 + 1), HELDOUT13);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT13)).digest('hex'), HELDOUT13_SHA256);
  });
});

/** Digest of set 14 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT14_SHA256 = '46d4a820e66201606a8fc41465305eb9d60e4a83db7f13166ba0864b7c2cba5a';

describe('held-out pair set 14', () => {
  it('has 600 pairs: the counts per pack, half same in each', () => {
    assert.equal(HELDOUT14.length, 600);
    const expected: Record<string, number> = { product_electronics: 128, product_grocery: 128, product_home_goods: 90, organisation: 128, place: 126 };
    for (const { pack } of PACKS14) {
      const ps = HELDOUT14.filter((p) => p.pack === pack);
      assert.equal(ps.length, expected[pack], pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT14) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-13, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT14.map((p) => p.id)).size, HELDOUT14.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13].map((p) => p.id));
    for (const p of HELDOUT14) {
      assert.ok(p.id.startsWith(`h14-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS14) assert.ok(new Set(HELDOUT14.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-13, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS14)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED14, 1414);
    assert.deepEqual(buildHeldout14(), HELDOUT14);
    assert.notDeepEqual(buildHeldout14(SEED14 + 1), HELDOUT14);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT14)).digest('hex'), HELDOUT14_SHA256);
  });
});

/** Digest of set 15 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT15_SHA256 = '14e8db133e8ae9d5f88f32a3f27e6ed34a78b111ba8860c9ac5a48b5d9e16292';

describe('held-out pair set 15', () => {
  it('has 600 pairs: the counts per pack, half same in each', () => {
    assert.equal(HELDOUT15.length, 600);
    const expected: Record<string, number> = { product_electronics: 128, product_grocery: 128, product_home_goods: 90, organisation: 128, place: 126 };
    for (const { pack } of PACKS15) {
      const ps = HELDOUT15.filter((p) => p.pack === pack);
      assert.equal(ps.length, expected[pack], pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT15) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-14, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT15.map((p) => p.id)).size, HELDOUT15.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13, ...HELDOUT14].map((p) => p.id));
    for (const p of HELDOUT15) {
      assert.ok(p.id.startsWith(`h15-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS15) assert.ok(new Set(HELDOUT15.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-14, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13, ...PACKS14];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS15)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED15, 1515);
    assert.deepEqual(buildHeldout15(), HELDOUT15);
    assert.notDeepEqual(buildHeldout15(SEED15 + 1), HELDOUT15);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT15)).digest('hex'), HELDOUT15_SHA256);
  });
});

/** Digest of set 16 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT16_SHA256 = 'cb1e00d04817354b083838d032196440ea1877da74d9fa42c8196db4441d230b';

describe('held-out pair set 16', () => {
  it('has 600 pairs: the counts per pack, half same in each', () => {
    assert.equal(HELDOUT16.length, 600);
    const expected: Record<string, number> = { product_electronics: 128, product_grocery: 128, product_home_goods: 90, organisation: 128, place: 126 };
    for (const { pack } of PACKS16) {
      const ps = HELDOUT16.filter((p) => p.pack === pack);
      assert.equal(ps.length, expected[pack], pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT16) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-15, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT16.map((p) => p.id)).size, HELDOUT16.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13, ...HELDOUT14, ...HELDOUT15].map((p) => p.id));
    for (const p of HELDOUT16) {
      assert.ok(p.id.startsWith(`h16-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS16) assert.ok(new Set(HELDOUT16.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-15, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13, ...PACKS14, ...PACKS15];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS16)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED16, 1616);
    assert.deepEqual(buildHeldout16(), HELDOUT16);
    assert.notDeepEqual(buildHeldout16(SEED16 + 1), HELDOUT16);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT16)).digest('hex'), HELDOUT16_SHA256);
  });
});

/** Digest of set 17 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT17_SHA256 = '6881e2d6ca211447c2bcea9c3b0d6124a832c63e27dc8242bbfb752c288a4f46';

describe('held-out pair set 17', () => {
  it('has 600 pairs: 120 per pack, half same in each', () => {
    assert.equal(HELDOUT17.length, 600);
    for (const { pack } of PACKS17) {
      const ps = HELDOUT17.filter((p) => p.pack === pack);
      assert.equal(ps.length, 120, pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT17) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-16, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT17.map((p) => p.id)).size, HELDOUT17.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13, ...HELDOUT14, ...HELDOUT15, ...HELDOUT16].map((p) => p.id));
    for (const p of HELDOUT17) {
      assert.ok(p.id.startsWith(`h17-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS17) assert.ok(new Set(HELDOUT17.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-16, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13, ...PACKS14, ...PACKS15, ...PACKS16];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS17)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED17, 1717);
    assert.deepEqual(buildHeldout17(), HELDOUT17);
    assert.notDeepEqual(buildHeldout17(SEED17 + 1), HELDOUT17);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT17)).digest('hex'), HELDOUT17_SHA256);
  });
});

/** Digest of set 18 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT18_SHA256 = '73cec7d977f993a1b315c58444044ab060267664e50b04226bca7c6876ab4b24';

describe('held-out pair set 18', () => {
  it('has 600 pairs: 120 per pack, half same in each', () => {
    assert.equal(HELDOUT18.length, 600);
    for (const { pack } of PACKS18) {
      const ps = HELDOUT18.filter((p) => p.pack === pack);
      assert.equal(ps.length, 120, pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT18) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-17, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT18.map((p) => p.id)).size, HELDOUT18.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13, ...HELDOUT14, ...HELDOUT15, ...HELDOUT16, ...HELDOUT17].map((p) => p.id));
    for (const p of HELDOUT18) {
      assert.ok(p.id.startsWith(`h18-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS18) assert.ok(new Set(HELDOUT18.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-17, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13, ...PACKS14, ...PACKS15, ...PACKS16, ...PACKS17];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS18)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED18, 1818);
    assert.deepEqual(buildHeldout18(), HELDOUT18);
    assert.notDeepEqual(buildHeldout18(SEED18 + 1), HELDOUT18);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT18)).digest('hex'), HELDOUT18_SHA256);
  });
});

/** Digest of set 19 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT19_SHA256 = '587193bab5c2dec1b6bd47be2ddcf31f8eea16eae2b4e292f855e1fb718c5df5';

describe('held-out pair set 19', () => {
  it('has 600 pairs: 120 per pack, half same in each', () => {
    assert.equal(HELDOUT19.length, 600);
    for (const { pack } of PACKS19) {
      const ps = HELDOUT19.filter((p) => p.pack === pack);
      assert.equal(ps.length, 120, pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT19) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-18, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT19.map((p) => p.id)).size, HELDOUT19.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13, ...HELDOUT14, ...HELDOUT15, ...HELDOUT16, ...HELDOUT17, ...HELDOUT18].map((p) => p.id));
    for (const p of HELDOUT19) {
      assert.ok(p.id.startsWith(`h19-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS19) assert.ok(new Set(HELDOUT19.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-18, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13, ...PACKS14, ...PACKS15, ...PACKS16, ...PACKS17, ...PACKS18];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS19)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED19, 1919);
    assert.deepEqual(buildHeldout19(), HELDOUT19);
    assert.notDeepEqual(buildHeldout19(SEED19 + 1), HELDOUT19);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT19)).digest('hex'), HELDOUT19_SHA256);
  });
});

/** Digest of set 20 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT20_SHA256 = '66b5e3df9ae2ede2069d536a5f3c3c2c4f259e22777e8e9e12a95734652715e0';

describe('held-out pair set 20', () => {
  it('has 600 pairs: 120 per pack, half same in each', () => {
    assert.equal(HELDOUT20.length, 600);
    for (const { pack } of PACKS20) {
      const ps = HELDOUT20.filter((p) => p.pack === pack);
      assert.equal(ps.length, 120, pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT20) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-19, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT20.map((p) => p.id)).size, HELDOUT20.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13, ...HELDOUT14, ...HELDOUT15, ...HELDOUT16, ...HELDOUT17, ...HELDOUT18, ...HELDOUT19].map((p) => p.id));
    for (const p of HELDOUT20) {
      assert.ok(p.id.startsWith(`h20-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS20) assert.ok(new Set(HELDOUT20.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-19, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13, ...PACKS14, ...PACKS15, ...PACKS16, ...PACKS17, ...PACKS18, ...PACKS19];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS20)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED20, 2020);
    assert.deepEqual(buildHeldout20(), HELDOUT20);
    assert.notDeepEqual(buildHeldout20(SEED20 + 1), HELDOUT20);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT20)).digest('hex'), HELDOUT20_SHA256);
  });
});

/** Digest of set 21 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT21_SHA256 = 'c36819bbb0bbcfa736617cb2ce00c8784eefeb5acd15631152eb72c8a86653c7';

describe('held-out pair set 21', () => {
  it('has 600 pairs: 120 per pack, half same in each', () => {
    assert.equal(HELDOUT21.length, 600);
    for (const { pack } of PACKS21) {
      const ps = HELDOUT21.filter((p) => p.pack === pack);
      assert.equal(ps.length, 120, pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT21) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-20, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT21.map((p) => p.id)).size, HELDOUT21.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13, ...HELDOUT14, ...HELDOUT15, ...HELDOUT16, ...HELDOUT17, ...HELDOUT18, ...HELDOUT19, ...HELDOUT20].map((p) => p.id));
    for (const p of HELDOUT21) {
      assert.ok(p.id.startsWith(`h21-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS21) assert.ok(new Set(HELDOUT21.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-20, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13, ...PACKS14, ...PACKS15, ...PACKS16, ...PACKS17, ...PACKS18, ...PACKS19, ...PACKS20];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS21)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED21, 2121);
    assert.deepEqual(buildHeldout21(), HELDOUT21);
    assert.notDeepEqual(buildHeldout21(SEED21 + 1), HELDOUT21);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT21)).digest('hex'), HELDOUT21_SHA256);
  });
});

/** Digest of set 22 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT22_SHA256 = 'eb8931958fa3eedc147dcc4a099bab5810a36513a6f47e93d64cfc383c48ac8c';

describe('held-out pair set 22', () => {
  it('has 600 pairs: 120 per pack, half same in each', () => {
    assert.equal(HELDOUT22.length, 600);
    for (const { pack } of PACKS22) {
      const ps = HELDOUT22.filter((p) => p.pack === pack);
      assert.equal(ps.length, 120, pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT22) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-21, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT22.map((p) => p.id)).size, HELDOUT22.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13, ...HELDOUT14, ...HELDOUT15, ...HELDOUT16, ...HELDOUT17, ...HELDOUT18, ...HELDOUT19, ...HELDOUT20, ...HELDOUT21].map((p) => p.id));
    for (const p of HELDOUT22) {
      assert.ok(p.id.startsWith(`h22-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS22) assert.ok(new Set(HELDOUT22.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-21, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13, ...PACKS14, ...PACKS15, ...PACKS16, ...PACKS17, ...PACKS18, ...PACKS19, ...PACKS20, ...PACKS21];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS22)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED22, 2222);
    assert.deepEqual(buildHeldout22(), HELDOUT22);
    assert.notDeepEqual(buildHeldout22(SEED22 + 1), HELDOUT22);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT22)).digest('hex'), HELDOUT22_SHA256);
  });
});

/** Digest of set 23 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT23_SHA256 = '29ec146c4595e6223a5ba49b20490a704f178e88f20f996bacd5417a2be27904';

describe('held-out pair set 23', () => {
  it('has 600 pairs: 120 per pack, half same in each', () => {
    assert.equal(HELDOUT23.length, 600);
    for (const { pack } of PACKS23) {
      const ps = HELDOUT23.filter((p) => p.pack === pack);
      assert.equal(ps.length, 120, pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT23) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-22, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT23.map((p) => p.id)).size, HELDOUT23.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13, ...HELDOUT14, ...HELDOUT15, ...HELDOUT16, ...HELDOUT17, ...HELDOUT18, ...HELDOUT19, ...HELDOUT20, ...HELDOUT21, ...HELDOUT22].map((p) => p.id));
    for (const p of HELDOUT23) {
      assert.ok(p.id.startsWith(`h23-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS23) assert.ok(new Set(HELDOUT23.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-22, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13, ...PACKS14, ...PACKS15, ...PACKS16, ...PACKS17, ...PACKS18, ...PACKS19, ...PACKS20, ...PACKS21, ...PACKS22];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS23)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED23, 2323);
    assert.deepEqual(buildHeldout23(), HELDOUT23);
    assert.notDeepEqual(buildHeldout23(SEED23 + 1), HELDOUT23);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT23)).digest('hex'), HELDOUT23_SHA256);
  });
});

/** Digest of set 24 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT24_SHA256 = 'e41f444272a3c4a451ffcf1bfa4e02fd61d7ee5b98ea71cc83fea299c2b82623';

describe('held-out pair set 24', () => {
  it('has 600 pairs: 120 per pack, half same in each', () => {
    assert.equal(HELDOUT24.length, 600);
    for (const { pack } of PACKS24) {
      const ps = HELDOUT24.filter((p) => p.pack === pack);
      assert.equal(ps.length, 120, pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT24) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-23, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT24.map((p) => p.id)).size, HELDOUT24.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13, ...HELDOUT14, ...HELDOUT15, ...HELDOUT16, ...HELDOUT17, ...HELDOUT18, ...HELDOUT19, ...HELDOUT20, ...HELDOUT21, ...HELDOUT22, ...HELDOUT23].map((p) => p.id));
    for (const p of HELDOUT24) {
      assert.ok(p.id.startsWith(`h24-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS24) assert.ok(new Set(HELDOUT24.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-23, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13, ...PACKS14, ...PACKS15, ...PACKS16, ...PACKS17, ...PACKS18, ...PACKS19, ...PACKS20, ...PACKS21, ...PACKS22, ...PACKS23];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS24)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED24, 2424);
    assert.deepEqual(buildHeldout24(), HELDOUT24);
    assert.notDeepEqual(buildHeldout24(SEED24 + 1), HELDOUT24);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT24)).digest('hex'), HELDOUT24_SHA256);
  });
});

/** Digest of set 25 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT25_SHA256 = '4f7a2003d7f07a982d2ce3547c26138beefd7532597d53f9211b822417c6055b';

describe('held-out pair set 25', () => {
  it('has 600 pairs: 120 per pack, half same in each', () => {
    assert.equal(HELDOUT25.length, 600);
    for (const { pack } of PACKS25) {
      const ps = HELDOUT25.filter((p) => p.pack === pack);
      assert.equal(ps.length, 120, pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT25) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-24, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT25.map((p) => p.id)).size, HELDOUT25.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13, ...HELDOUT14, ...HELDOUT15, ...HELDOUT16, ...HELDOUT17, ...HELDOUT18, ...HELDOUT19, ...HELDOUT20, ...HELDOUT21, ...HELDOUT22, ...HELDOUT23, ...HELDOUT24].map((p) => p.id));
    for (const p of HELDOUT25) {
      assert.ok(p.id.startsWith(`h25-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS25) assert.ok(new Set(HELDOUT25.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-24, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13, ...PACKS14, ...PACKS15, ...PACKS16, ...PACKS17, ...PACKS18, ...PACKS19, ...PACKS20, ...PACKS21, ...PACKS22, ...PACKS23, ...PACKS24];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS25)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED25, 2525);
    assert.deepEqual(buildHeldout25(), HELDOUT25);
    assert.notDeepEqual(buildHeldout25(SEED25 + 1), HELDOUT25);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT25)).digest('hex'), HELDOUT25_SHA256);
  });
});

/** Digest of set 26 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT26_SHA256 = '6ee87e87634f5f7dcad322a824fa6bd37481a4456a8f8de4e116cba056b72a1c';

describe('held-out pair set 26', () => {
  it('has 600 pairs: 120 per pack, half same in each', () => {
    assert.equal(HELDOUT26.length, 600);
    for (const { pack } of PACKS26) {
      const ps = HELDOUT26.filter((p) => p.pack === pack);
      assert.equal(ps.length, 120, pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT26) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-25, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT26.map((p) => p.id)).size, HELDOUT26.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13, ...HELDOUT14, ...HELDOUT15, ...HELDOUT16, ...HELDOUT17, ...HELDOUT18, ...HELDOUT19, ...HELDOUT20, ...HELDOUT21, ...HELDOUT22, ...HELDOUT23, ...HELDOUT24, ...HELDOUT25].map((p) => p.id));
    for (const p of HELDOUT26) {
      assert.ok(p.id.startsWith(`h26-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS26) assert.ok(new Set(HELDOUT26.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-25, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13, ...PACKS14, ...PACKS15, ...PACKS16, ...PACKS17, ...PACKS18, ...PACKS19, ...PACKS20, ...PACKS21, ...PACKS22, ...PACKS23, ...PACKS24, ...PACKS25];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS26)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED26, 2626);
    assert.deepEqual(buildHeldout26(), HELDOUT26);
    assert.notDeepEqual(buildHeldout26(SEED26 + 1), HELDOUT26);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT26)).digest('hex'), HELDOUT26_SHA256);
  });
});

/** Digest of set 27 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT27_SHA256 = 'e197edb1c8ab77edba9c44275bc5640a0dd6dddf8330a442f729a2c02e5d812d';

describe('held-out pair set 27', () => {
  it('has 600 pairs: 120 per pack, half same in each', () => {
    assert.equal(HELDOUT27.length, 600);
    for (const { pack } of PACKS27) {
      const ps = HELDOUT27.filter((p) => p.pack === pack);
      assert.equal(ps.length, 120, pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT27) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-26, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT27.map((p) => p.id)).size, HELDOUT27.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13, ...HELDOUT14, ...HELDOUT15, ...HELDOUT16, ...HELDOUT17, ...HELDOUT18, ...HELDOUT19, ...HELDOUT20, ...HELDOUT21, ...HELDOUT22, ...HELDOUT23, ...HELDOUT24, ...HELDOUT25, ...HELDOUT26].map((p) => p.id));
    for (const p of HELDOUT27) {
      assert.ok(p.id.startsWith(`h27-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS27) assert.ok(new Set(HELDOUT27.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-26, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13, ...PACKS14, ...PACKS15, ...PACKS16, ...PACKS17, ...PACKS18, ...PACKS19, ...PACKS20, ...PACKS21, ...PACKS22, ...PACKS23, ...PACKS24, ...PACKS25, ...PACKS26];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS27)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED27, 2727);
    assert.deepEqual(buildHeldout27(), HELDOUT27);
    assert.notDeepEqual(buildHeldout27(SEED27 + 1), HELDOUT27);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT27)).digest('hex'), HELDOUT27_SHA256);
  });
});

/** Digest of set 28 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT28_SHA256 = '7921bac2ea86a807ef900f0ee0c303b89fd5cf8cb4cb2ac8bf6914dc3e7f927a';

describe('held-out pair set 28', () => {
  it('has 600 pairs: 120 per pack, half same in each', () => {
    assert.equal(HELDOUT28.length, 600);
    for (const { pack } of PACKS28) {
      const ps = HELDOUT28.filter((p) => p.pack === pack);
      assert.equal(ps.length, 120, pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT28) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-27, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT28.map((p) => p.id)).size, HELDOUT28.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13, ...HELDOUT14, ...HELDOUT15, ...HELDOUT16, ...HELDOUT17, ...HELDOUT18, ...HELDOUT19, ...HELDOUT20, ...HELDOUT21, ...HELDOUT22, ...HELDOUT23, ...HELDOUT24, ...HELDOUT25, ...HELDOUT26, ...HELDOUT27].map((p) => p.id));
    for (const p of HELDOUT28) {
      assert.ok(p.id.startsWith(`h28-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS28) assert.ok(new Set(HELDOUT28.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-27, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13, ...PACKS14, ...PACKS15, ...PACKS16, ...PACKS17, ...PACKS18, ...PACKS19, ...PACKS20, ...PACKS21, ...PACKS22, ...PACKS23, ...PACKS24, ...PACKS25, ...PACKS26, ...PACKS27];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS28)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED28, 2828);
    assert.deepEqual(buildHeldout28(), HELDOUT28);
    assert.notDeepEqual(buildHeldout28(SEED28 + 1), HELDOUT28);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT28)).digest('hex'), HELDOUT28_SHA256);
  });
});

/** Digest of set 29 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT29_SHA256 = 'c50958bfea64ccb67e1567f660f619874ff496bc398aee66f213beb281ae3083';

describe('held-out pair set 29', () => {
  it('has 600 pairs: 120 per pack, half same in each', () => {
    assert.equal(HELDOUT29.length, 600);
    for (const { pack } of PACKS29) {
      const ps = HELDOUT29.filter((p) => p.pack === pack);
      assert.equal(ps.length, 120, pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT29) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-28, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT29.map((p) => p.id)).size, HELDOUT29.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13, ...HELDOUT14, ...HELDOUT15, ...HELDOUT16, ...HELDOUT17, ...HELDOUT18, ...HELDOUT19, ...HELDOUT20, ...HELDOUT21, ...HELDOUT22, ...HELDOUT23, ...HELDOUT24, ...HELDOUT25, ...HELDOUT26, ...HELDOUT27, ...HELDOUT28].map((p) => p.id));
    for (const p of HELDOUT29) {
      assert.ok(p.id.startsWith(`h29-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS29) assert.ok(new Set(HELDOUT29.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-28, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13, ...PACKS14, ...PACKS15, ...PACKS16, ...PACKS17, ...PACKS18, ...PACKS19, ...PACKS20, ...PACKS21, ...PACKS22, ...PACKS23, ...PACKS24, ...PACKS25, ...PACKS26, ...PACKS27, ...PACKS28];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS29)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED29, 2929);
    assert.deepEqual(buildHeldout29(), HELDOUT29);
    assert.notDeepEqual(buildHeldout29(SEED29 + 1), HELDOUT29);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT29)).digest('hex'), HELDOUT29_SHA256);
  });
});

/** Digest of set 30 as committed before its single reading (JSON of the drawn pairs). */
const HELDOUT30_SHA256 = '40d3c358d9173b3189cd3e544bb07293c289103a35e468e128effe579efc430e';

describe('held-out pair set 30', () => {
  it('has 600 pairs: 120 per pack, half same in each', () => {
    assert.equal(HELDOUT30.length, 600);
    for (const { pack } of PACKS30) {
      const ps = HELDOUT30.filter((p) => p.pack === pack);
      assert.equal(ps.length, 120, pack);
      assert.equal(ps.filter((p) => p.same).length * 2, ps.length, `${pack} half same`);
    }
  });

  it('uses only field names the pack reads', () => {
    const reads = readNames();
    for (const p of HELDOUT30) {
      const names = reads.get(p.pack);
      assert.ok(names, p.pack);
      for (const side of [p.a, p.b]) for (const k of Object.keys(side)) assert.ok(names.has(k), `${p.id}: ${k}`);
    }
  });

  it('has unique ids apart from sets 1-29, no pair of identical records, and six or more kinds per pack', () => {
    assert.equal(new Set(HELDOUT30.map((p) => p.id)).size, HELDOUT30.length);
    const earlier = new Set([...HELDOUT1, ...HELDOUT2, ...HELDOUT3, ...HELDOUT4, ...HELDOUT5, ...HELDOUT6, ...HELDOUT7, ...HELDOUT8, ...HELDOUT9, ...HELDOUT10, ...HELDOUT11, ...HELDOUT12, ...HELDOUT13, ...HELDOUT14, ...HELDOUT15, ...HELDOUT16, ...HELDOUT17, ...HELDOUT18, ...HELDOUT19, ...HELDOUT20, ...HELDOUT21, ...HELDOUT22, ...HELDOUT23, ...HELDOUT24, ...HELDOUT25, ...HELDOUT26, ...HELDOUT27, ...HELDOUT28, ...HELDOUT29].map((p) => p.id));
    for (const p of HELDOUT30) {
      assert.ok(p.id.startsWith(`h30-${p.pack}-`), p.id);
      assert.ok(!earlier.has(p.id), p.id);
      assert.notDeepEqual(p.a, p.b, p.id);
    }
    for (const { pack } of PACKS30) assert.ok(new Set(HELDOUT30.filter((p) => p.pack === pack).map((p) => p.kind)).size >= 6, pack);
  });

  it('every family holds three variants of three listings, none shared with sets 1-29, no kind of an earlier set', () => {
    const earlierPacks = [...PACKS, ...PACKS2, ...PACKS3, ...PACKS4, ...PACKS5, ...PACKS6, ...PACKS7, ...PACKS8, ...PACKS9, ...PACKS10, ...PACKS11, ...PACKS12, ...PACKS13, ...PACKS14, ...PACKS15, ...PACKS16, ...PACKS17, ...PACKS18, ...PACKS19, ...PACKS20, ...PACKS21, ...PACKS22, ...PACKS23, ...PACKS24, ...PACKS25, ...PACKS26, ...PACKS27, ...PACKS28, ...PACKS29];
    const earlier = new Set(earlierPacks.flatMap(({ families }) => families.flatMap((f) => f.variants.flat().map((r) => JSON.stringify(r)))));
    const kinds = new Set(earlierPacks.flatMap(({ families }) => families.map((f) => f.kind)));
    const seen = new Set<string>();
    for (const { pack, families } of PACKS30)
      for (const f of families) {
        assert.equal(f.variants.length, 3, `${pack} ${f.kind}`);
        // A kind of an earlier set would not be a new kind.
        assert.ok(!kinds.has(f.kind), `${pack} ${f.kind}: a kind of an earlier set`);
        for (const v of f.variants) {
          assert.equal(v.length, 3, `${pack} ${f.kind}`);
          for (const r of v) {
            const key = JSON.stringify(r);
            assert.ok(!earlier.has(key), `${pack} ${f.kind}: a record of an earlier set`);
            // A record written twice in one set would make a pair labelled both ways.
            assert.ok(!seen.has(`${pack} ${key}`), `${pack} ${f.kind}: a record written twice`);
            seen.add(`${pack} ${key}`);
          }
        }
      }
  });

  it('is deterministic for its seed, drawn by the one generator, and pinned to the records read once', () => {
    assert.equal(SEED30, 3030);
    assert.deepEqual(buildHeldout30(), HELDOUT30);
    assert.notDeepEqual(buildHeldout30(SEED30 + 1), HELDOUT30);
    // The set as committed before its single reading: a change to any record, label or draw moves this digest.
    assert.equal(createHash('sha256').update(JSON.stringify(HELDOUT30)).digest('hex'), HELDOUT30_SHA256);
  });
});
