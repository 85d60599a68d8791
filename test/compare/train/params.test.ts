// Trained parameter files: they load and validate (a broken file is an error naming its path), their
// hash is pinned in the receipt, a decision made with them replays byte for byte with the same file
// (and reports the pin that moved with another), and decisions without them are unchanged.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { BadRequestError } from '../../../src/core/errors.js';
import { compare, compareDetailed, type CompareRequest } from '../../../src/compare/index.js';
import { loadTrainedParams, saveTrainedParams, trainPack, TrainedParamsError } from '../../../src/compare/train/index.js';
import { compareLedgerEntry, type CompareDetail, openLedger } from '../../../src/ledger/index.js';
import { installedRunners } from '../../../src/runners.js';
import { generateBatch } from './generate.js';
import { hasCode } from '../../helpers/codes.js';

const dir = mkdtempSync(join(tmpdir(), 'trained-params-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const { records } = generateBatch(400, 11);
const trained = trainPack('person', records, { minRecords: 500, randomPairs: 20_000 });
const path = join(dir, 'params.json');
saveTrainedParams(path, trained);

const a = { name: 'Adesola Okonkwo', dob: '1980-03-12', address: 'ab12 3cd' };
const b = { name: 'Adesola Okonkwo', dob: '1980-03-12', address: 'ab12 3cd' };

describe('trained parameter files', () => {
  it('load, validate and keep their hash across a save and a load', async () => {
    const loaded = loadTrainedParams(path);
    assert.equal(loaded.sha256, trained.sha256);
    assert.match(loaded.sha256, /^sha256:[0-9a-f]{64}$/);
  });

  it('a broken file is a clear error naming the path and what is wrong', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"schema": "service.trained_params.v1"');
    assert.throws(() => loadTrainedParams(bad), (e: unknown) => e instanceof TrainedParamsError && hasCode('SC_TRAINED_PARAMS_NOT_JSON')(e) && e.message === `trained parameters ${bad}: cannot be read as JSON`);
    const file = JSON.parse(readFileSync(path, 'utf8'));
    file.comparisons[0].levels.exact.m = 1.5;
    writeFileSync(bad, JSON.stringify(file));
    assert.throws(() => loadTrainedParams(bad), (e: unknown) => {
      assert.ok(e instanceof TrainedParamsError && hasCode('SC_TRAINED_PARAMS_SCHEMA')(e));
      // The code and the problem first (the same data-problem codes as a shipped data file), then the sentence.
      assert.equal(e.problem, 'DF_BOUND');
      assert.equal(e.message, `trained parameters ${bad}: /comparisons/0/levels/exact/m must be < 1`);
      return true;
    });
    const wrong = JSON.parse(readFileSync(path, 'utf8'));
    wrong.thresholds = { match: 0.4, review: 0.6 };
    writeFileSync(bad, JSON.stringify(wrong));
    assert.throws(() => loadTrainedParams(bad), hasCode('SC_TRAINED_THRESHOLDS_ORDER'));
    const twice = JSON.parse(readFileSync(path, 'utf8'));
    twice.comparisons.push(twice.comparisons[0]);
    writeFileSync(bad, JSON.stringify(twice));
    assert.throws(() => loadTrainedParams(bad), hasCode('SC_TRAINED_COMPARISON_TWICE'));
    const cuts = JSON.parse(readFileSync(path, 'utf8'));
    cuts.comparisons[0].cuts = { partial: 0.9, close: 0.5 };
    writeFileSync(bad, JSON.stringify(cuts));
    assert.throws(() => loadTrainedParams(bad), hasCode('SC_TRAINED_CUTS_ORDER'));
    assert.throws(() => loadTrainedParams(join(dir, 'absent.json')), (e: unknown) => hasCode('SC_TRAINED_PARAMS_UNREADABLE')(e) && (e as Error).message.endsWith('cannot be read (ENOENT)'));
  });

  it('pins the file hash and its bands; the score is a match probability', async () => {
    const r = compare({ a, b, entity: 'person', params: loadTrainedParams(path) });
    assert.equal(r.pins['trained_params'], trained.sha256);
    assert.equal(r.pins['threshold'], trained.file.thresholds.match);
    assert.equal(r.identity, 'same_entity');
    assert.ok(r.score > 0.99 && r.score <= 1);
    assert.ok(typeof r.factors['match_weight'] === 'number' && r.factors['match_weight'] > 0);
    assert.match(r.explanation, /match probability/);
    const plain = compare({ a, b, entity: 'person' });
    assert.equal('trained_params' in plain.pins, false);
    assert.notEqual(plain.decision_id, r.decision_id);
  });

  it('refuses parameters trained for another pack version, and on free text', async () => {
    const other = { ...trained, file: { ...trained.file, pack: { ...trained.file.pack, comparators_sha256: '0'.repeat(64) } } };
    assert.throws(() => compare({ a, b, params: other }), (e: unknown) => e instanceof BadRequestError && hasCode('SC_COMPARE_PARAMS_PACK')(e));
    assert.throws(() => compare({ a: 'Adesola Okonkwo', b: 'Adesola Okonkwo', params: trained }), hasCode('SC_COMPARE_PARAMS_TEXT'));
  });

  it('replays byte for byte with the same file; another file shows as a moved pin; no file replays unchanged', async () => {
    const ledger = openLedger(join(dir, 'ledger.db'));
    const request = { a, b, entity: 'person' };
    const withParams = compareDetailed({ ...request, params: loadTrainedParams(path) });
    await ledger.record(compareLedgerEntry(request, withParams as unknown as CompareDetail));
    const without = compareDetailed(request);
    await ledger.record(compareLedgerEntry(request, without as unknown as CompareDetail));
    const runnerWith = (file: string) => ({
      ...installedRunners,
      compare: (call: Record<string, unknown>) => compareDetailed({ ...(call as unknown as CompareRequest), params: loadTrainedParams(file) }) as unknown as Record<string, unknown>,
    });
    const same = await ledger.replay(withParams.receipt.decision_id, runnerWith(path));
    assert.equal(same.reproduced, true);
    assert.deepEqual(same.changed, {});

    const other = trainPack('person', records, { minRecords: 500, randomPairs: 20_000, seed: 5 });
    const otherPath = join(dir, 'other.json');
    saveTrainedParams(otherPath, other);
    const moved = await ledger.replay(withParams.receipt.decision_id, runnerWith(otherPath));
    assert.equal(moved.reproduced, false);
    assert.deepEqual(moved.changed['pins.trained_params'], { then: trained.sha256, now: other.sha256 });

    const plain = await ledger.replay(without.receipt.decision_id, installedRunners);
    assert.equal(plain.reproduced, true);
    await ledger.close();
  });
});
