// The golden product, recording and venue pairs (test/compare/golden-products.json) through the
// fields engine, and the pack options the product comparators add (validated at load).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { findPack, validatePack } from '../../src/compare/packs.js';

interface GoldenCase {
  id: string;
  entity: string;
  a: FieldMap;
  b: FieldMap;
  expect: 'same_entity' | 'not_same';
}

const golden = JSON.parse(readFileSync(new URL('./golden-products.json', import.meta.url), 'utf8')) as {
  schema: string;
  cases: GoldenCase[];
};

describe('golden product pairs (fields engine)', () => {
  it('the file is well formed and its ids unique', () => {
    assert.equal(golden.schema, 'service.golden_cases.v1');
    assert.equal(new Set(golden.cases.map((c) => c.id)).size, golden.cases.length);
    for (const c of golden.cases) assert.ok(findPack(c.entity), `${c.id}: no pack ${c.entity}`);
  });
  for (const c of golden.cases) {
    it(c.id, () => {
      const r = compare({ a: c.a, b: c.b, entity: c.entity });
      const detail = `${r.identity} score=${r.score} ${JSON.stringify(r.factors)}`;
      if (c.expect === 'same_entity') assert.equal(r.identity, 'same_entity', detail);
      else assert.notEqual(r.identity, 'same_entity', detail);
    });
  }
});

describe('product pack options', () => {
  const pack = () => JSON.parse(JSON.stringify(findPack('product_grocery')!.file)) as { comparators: Record<string, unknown>[] };
  const broken: [string, (p: { comparators: Record<string, unknown>[] }) => void, RegExp][] = [
    ['a branded name without its brand field', (p) => void delete p.comparators.find((c) => c.kind === 'branded_name')!.brand_field, /brand_field/],
    ['a text field the pack does not declare', (p) => {
      p.comparators.find((c) => c.kind === 'brand')!.text_field = 'blurb';
    }, /text_field/],
    ['a quantity without a tolerance', (p) => void delete p.comparators.find((c) => c.kind === 'quantity')!.tolerance, /tolerance/],
    ['relative that is not a boolean', (p) => {
      p.comparators.find((c) => c.kind === 'quantity')!.relative = 'yes';
    }, /relative/],
  ];
  for (const [what, edit, message] of broken) {
    it(`rejects ${what}`, () => {
      const p = pack();
      edit(p);
      assert.throws(() => validatePack('product_grocery.json', p), message);
    });
  }
  it('tells two type comparators on one field apart by their domain', () => {
    assert.ok(findPack('place')!.evidenceKeys.includes('name_type_venue'));
    assert.ok(findPack('place')!.evidenceKeys.includes('name_type'));
  });
});
