// Model codes as distributors write them (session 22, issue 11): a region, colour or packaging piece set off
// by a slash or hyphen after the maker's code (KV3050/22, QX-118B-RW4NA) is a variant of the bare code;
// a code written with a space for its hyphen (FRZ3 07) is one code, whose pieces are no codes of their
// own; a year's digits inside a code (KV-2018) name no release. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareMarkers, productMarkers } from '../../../src/compare/comparators/product.js';
import { compareModelCodes, modelCodes, VARIANT } from '../../../src/compare/comparators/modelCode.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';

const spec: ComparatorSpec = { kind: 'model', field: 'model', text_field: 'name', weight: 4 };
const cmp = (a: Record<string, string>, b: Record<string, string>) => compareModelCodes(a, b, spec);
const marker: ComparatorSpec = { kind: 'marker', weight: 0, category: 'electronics' };

describe('a piece after a slash or hyphen', () => {
  it('positive: the bare code against the code with its region or packaging piece is a variant', () => {
    assert.deepEqual(cmp({ model: 'KV3050/22' }, { model: 'KV3050' }), { sim: VARIANT });
    assert.deepEqual(cmp({ model: 'QX-118B-RW4NA' }, { model: 'QX-118B' }), { sim: VARIANT });
  });
  it('negative: two pieces on one base are two variants and conflict', () => {
    assert.deepEqual(cmp({ model: 'KV3050/22' }, { model: 'KV3050/24' }), { sim: 0, conflict: true });
  });
  it('adversarial: a base too short or without a digit is no code of its own', () => {
    assert.notEqual(cmp({ model: 'ABC-1234' }, { model: 'ABC' })?.sim, VARIANT);
    assert.equal(cmp({ model: 'KV3/22' }, { model: 'KV3' })?.sim, 0);
  });
});

describe('a code written with a space', () => {
  it('positive: FRZ3 07 is FRZ3-07', () => {
    assert.deepEqual(modelCodes('FRZ3 07'), ['frz307']);
    assert.deepEqual(cmp({ model: 'FRZ3-07' }, { model: 'FRZ3 07' }), { sim: 1 });
  });
  it('negative: FRZ3 07 and FRZ3 12 are two codes', () => {
    assert.deepEqual(cmp({ model: 'FRZ3 07' }, { model: 'FRZ3 12' }), { sim: 0, conflict: true });
  });
  it('adversarial: a field of words and a code still reads the code', () => {
    assert.ok(modelCodes('Acme KV3050 white').includes('kv3050'));
  });
});

describe('a year inside a code', () => {
  it('positive: KV-2018 names no year beside a series number', () => {
    assert.equal(productMarkers('acme kv-2018 steam iron', 'electronics').size, 0);
    assert.equal(compareMarkers('acme 2000 series steam iron', 'acme kv-2018 steam iron', marker), null);
  });
  it('negative: two stated release years still part', () => {
    assert.deepEqual(compareMarkers('acme office suite 2018', 'acme office suite 2020', marker), { sim: 0 });
  });
  it('adversarial: a year after a hyphen that ends a word list is still a year', () => {
    assert.ok(productMarkers('acme planner - 2019', 'electronics').has('y2019'));
  });
});
