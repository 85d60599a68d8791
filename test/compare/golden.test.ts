// The golden case suite (golden-cases.json): hard pairs — short forms, other scripts, typed
// identifiers, households, twins, father and son, dates — run through both engines, the fields
// engine on the object form and the text engine on the same pair written as prose, each against its
// own expected identity. The file is validated first, so a malformed case fails loudly.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';

type Identity = 'same_entity' | 'review' | 'different';
interface GoldenCase {
  id: string;
  class: string;
  why: string;
  fields: { a: FieldMap; b: FieldMap };
  text?: { a: string; b: string };
  expect: { fields: Identity; text?: Identity };
}

const IDENTITIES: readonly string[] = ['same_entity', 'review', 'different'];
const file = JSON.parse(readFileSync(new URL('./golden-cases.json', import.meta.url), 'utf8')) as { schema: string; cases: GoldenCase[] };

describe('golden cases: the file', () => {
  it('is valid: unique ids, both records, an expectation per engine given', () => {
    assert.equal(file.schema, 'service.compare_golden.v1');
    assert.ok(file.cases.length >= 15);
    const ids = new Set<string>();
    for (const c of file.cases) {
      assert.ok(!ids.has(c.id), `duplicate ${c.id}`);
      ids.add(c.id);
      assert.ok(c.why.length > 0 && c.class.length > 0, c.id);
      assert.ok(typeof c.fields.a === 'object' && typeof c.fields.b === 'object', c.id);
      assert.ok(IDENTITIES.includes(c.expect.fields), c.id);
      assert.equal(c.text === undefined, c.expect.text === undefined, `${c.id}: text and its expectation go together`);
      if (c.expect.text !== undefined) assert.ok(IDENTITIES.includes(c.expect.text), c.id);
    }
    for (const cls of ['nickname', 'script', 'typed_id', 'household', 'twins', 'suffix']) {
      assert.ok(file.cases.some((c) => c.class === cls), `a ${cls} case`);
    }
  });
});

describe('golden cases: fields engine (object form)', () => {
  for (const c of file.cases) {
    it(`${c.id}: ${c.expect.fields}`, () => {
      const r = compare({ a: c.fields.a, b: c.fields.b });
      assert.equal(r.identity, c.expect.fields, `${c.why} — ${r.explanation}`);
    });
  }
});

describe('golden cases: text engine (string form)', () => {
  for (const c of file.cases) {
    if (c.text === undefined) continue;
    it(`${c.id}: ${c.expect.text}`, () => {
      const r = compare({ a: c.text!.a, b: c.text!.b });
      assert.equal(r.identity, c.expect.text, `${c.why} — ${r.explanation} ${JSON.stringify(r.factors)}`);
    });
  }
});
