// The Fellegi-Sunter estimator recovers known parameters: on a generated batch with fixed error rates
// the m and u it learns without labels lie close to the m and u measured with the labels; it is
// deterministic for a seed; it refuses a batch too small to learn from.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seededRng } from '../../../src/core/rng.js';
import { scorePair } from '../../../src/compare/fieldsEngine.js';
import { findPack } from '../../../src/compare/packs.js';
import { cutsFor, LEVEL_NAMES, levelIndex, PARTIAL_SUFFIX, splitsPartial } from '../../../src/compare/train/levels.js';
import { trainPack, TrainingError } from '../../../src/compare/train/index.js';
import { generateBatch } from './generate.js';
import { hasCode } from '../../helpers/codes.js';

const pack = findPack('person')!;
const { records, entity } = generateBatch(500, 7);
const params = trainPack('person', records, { minRecords: 500, randomPairs: 60_000 });

/** Level shares per comparison over the given pairs, measured with the comparators. */
function shares(pairs: [number, number][]): Map<string, number[]> {
  const counts = new Map<string, number[]>();
  for (const [i, j] of pairs) {
    for (const e of scorePair(pack, records[i]!, records[j]!).evidence) {
      // A partly recorded name is learnt as `name.partial` (levels.json partial_kinds).
      const key = e.partial === true && splitsPartial(e.kind) ? `${e.key}${PARTIAL_SUFFIX}` : e.key;
      const row = counts.get(key) ?? [0, 0, 0, 0];
      row[levelIndex(e.sim, cutsFor(e.kind))]!++;
      counts.set(key, row);
    }
  }
  for (const row of counts.values()) {
    const n = row.reduce((s, x) => s + x, 0);
    for (let l = 0; l < 4; l++) row[l] = row[l]! / n;
  }
  return counts;
}

describe('Fellegi-Sunter estimation (EM)', () => {
  const matches: [number, number][] = [];
  for (let i = 0; i < records.length; i++) for (let j = i + 1; j < records.length && entity[j] === entity[i]; j++) matches.push([i, j]);
  const rng = seededRng(99);
  const nonMatches: [number, number][] = [];
  while (nonMatches.length < 40_000) {
    const i = Math.floor(rng() * records.length);
    const j = Math.floor(rng() * records.length);
    if (entity[i] !== entity[j]) nonMatches.push([i, j]);
  }
  const trueM = shares(matches);
  const trueU = shares(nonMatches);

  for (const key of ['name', 'dob', 'address', 'gender']) {
    it(`recovers m and u of ${key} within tolerance`, () => {
      const c = params.file.comparisons.find((x) => x.key === key)!;
      assert.ok(c, key);
      LEVEL_NAMES.forEach((level, l) => {
        const { m, u } = c.levels[level];
        assert.ok(Math.abs(m - trueM.get(key)![l]!) <= 0.03, `${key} ${level}: m ${m.toFixed(4)} vs true ${trueM.get(key)![l]!.toFixed(4)}`);
        assert.ok(Math.abs(u - trueU.get(key)![l]!) <= 0.02, `${key} ${level}: u ${u.toFixed(4)} vs true ${trueU.get(key)![l]!.toFixed(4)}`);
      });
    });
  }

  it('estimates the prior within a factor of two', () => {
    const all = (records.length * (records.length - 1)) / 2;
    const truth = matches.length / all;
    assert.ok(params.file.lambda > truth / 2 && params.file.lambda < truth * 2, `lambda ${params.file.lambda} vs ${truth}`);
  });

  it('leaves out comparisons no record carries and summarises the batch without values', () => {
    assert.deepEqual(
      params.file.comparisons.map((c) => c.key),
      ['name', 'dob', 'address', 'gender', 'name.partial'],
    );
    assert.equal(params.file.training!.records, records.length);
    assert.equal(params.file.training!.fields_present['phone'], 0);
    const text = JSON.stringify(params.file);
    // Generated surnames are three syllables: none is shared by enough records to be written down.
    for (const r of records.slice(0, 50)) {
      const surname = String(r['name']).split(' ')[1];
      assert.ok(surname, 'a generated name has a surname');
      assert.ok(!text.includes(surname), 'a surname leaked into the file');
    }
    assert.ok(!text.includes(String(records[0]!['dob'])));
  });

  it('is deterministic for a seed', () => {
    const again = trainPack('person', records, { minRecords: 500, randomPairs: 60_000 });
    assert.equal(again.sha256, params.sha256);
  });

  it('refuses a batch below the minimum size, naming it', () => {
    assert.throws(() => trainPack('person', records.slice(0, 999)), (err: unknown) => err instanceof TrainingError && hasCode('SC_TRAIN_TOO_FEW')(err) && /999 records are too few.*1000/.test(err.message));
  });
});
