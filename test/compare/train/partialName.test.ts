// A partly recorded name (one word against a full name: "William" / "William Kerr") is learnt and scored
// as a comparison of its own, `name.partial` (levels.json partial_kinds): its m and u are not the full
// names'. A file without that comparison (older files, the shipped prior) scores such a pair with `name`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scorePair } from '../../../src/compare/fieldsEngine.js';
import { findPack } from '../../../src/compare/packs.js';
import { PARTIAL_SUFFIX, splitsPartial } from '../../../src/compare/train/levels.js';
import { type TrainedParamsFile, validateTrainedParams } from '../../../src/compare/train/params.js';
import { priorParams } from '../../../src/compare/train/prior.js';
import { trainPack } from '../../../src/compare/train/index.js';
import { scoreTrained } from '../../../src/compare/train/score.js';
import { generateBatch } from './generate.js';

const pack = findPack('person')!;
const { records } = generateBatch(500, 7);
const trained = trainPack('person', records, { minRecords: 500, randomPairs: 20_000 });

/** A copy of `file` whose comparison `key` has the same m/u at every level except `level` (bits there = log2(m/u)), and no tf. */
function withLevels(file: TrainedParamsFile, key: string, bits: number): TrainedParamsFile {
  const copy = structuredClone(file);
  const c = copy.comparisons.find((x) => x.key === key)!;
  delete c.tf;
  const u = 0.1;
  c.levels = { exact: { m: u * 2 ** bits, u }, close: { m: u * 2 ** bits, u }, partial: { m: u * 2 ** bits, u }, disagree: { m: u * 2 ** bits, u } };
  return copy;
}

const bitsOf = (file: TrainedParamsFile, a: string, b: string) => {
  const params = validateTrainedParams('test', file);
  const ra = { name: a };
  const rb = { name: b };
  return scoreTrained(params, scorePair(pack, ra, rb).evidence, ra, rb).bits['name']!;
};

describe('a partly recorded name is its own comparison under trained parameters', () => {
  it('names are a partial kind; dates and addresses are not', () => {
    assert.equal(splitsPartial('name'), true);
    assert.equal(splitsPartial('date'), false);
    assert.equal(splitsPartial('address'), false);
  });
  it('training learns `name.partial` beside `name`', () => {
    const keys = trained.file.comparisons.map((c) => c.key);
    assert.ok(keys.includes(`name${PARTIAL_SUFFIX}`), keys.join(','));
    assert.ok(scorePair(pack, { name: 'William' }, { name: 'William Kerr' }).evidence.find((e) => e.key === 'name')?.partial, 'the comparator flags it');
  });
  it('a one-word name against a full one is scored with `name.partial`, a full pair with `name`', () => {
    const file = withLevels(withLevels(trained.file, 'name.partial', 3), 'name', -2);
    assert.ok(Math.abs(bitsOf(file, 'William', 'William Kerr') - 3) < 1e-9, 'partial pair: name.partial');
    assert.ok(Math.abs(bitsOf(file, 'William Carr', 'William Kerr') - -2) < 1e-9, 'full pair: name');
    // Adversarial: two one-word names that agree exactly are not partly recorded against each other.
    assert.ok(Math.abs(bitsOf(file, 'Willie', 'Willie') - -2) < 1e-9);
  });
  it('a file without `name.partial` (an older file, the shipped prior) scores a partial pair with `name`', () => {
    const old = withLevels(trained.file, 'name', 1.5);
    old.comparisons = old.comparisons.filter((c) => c.key !== 'name.partial');
    assert.ok(Math.abs(bitsOf(old, 'William', 'William Kerr') - 1.5) < 1e-9);
    assert.equal(priorParams('person')!.file.comparisons.some((c) => c.key === 'name.partial'), false);
  });
});
