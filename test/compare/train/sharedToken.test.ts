// The term-frequency adjustment of close and partial agreements (train/score.ts sharedTokenAdjustment):
// a shared rare token adds weight, a shared common one takes weight away, nothing shared adds nothing,
// and a file without the calibration (trained before it existed) is not adjusted; dates count as one value.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sharedTokenAdjustment, TF_CLAMP } from '../../../src/compare/train/score.js';
import type { TrainedComparison } from '../../../src/compare/train/params.js';
import { tfTokens } from '../../../src/compare/train/levels.js';

const mu = { m: 0.5, u: 0.5 };
function comparison(tf: Partial<NonNullable<TrainedComparison['tf']>>): TrainedComparison {
  return {
    key: 'name',
    field: 'name',
    kind: 'name',
    cuts: { close: 0.88, partial: 0.45 },
    levels: { exact: mu, close: mu, partial: mu, disagree: mu },
    // 10,000 records: "john" on 1,000 of them, "smith" on 200, every other token rare (1 in 10,000).
    tf: { min_count: 10, records: 10_000, rare_rel_freq: 0.0001, mean_value_freq: 0.0005, counts: { john: 1000, smith: 200 }, mean_shared_token_freq: 0.01, ...tf },
  };
}

describe('shared-token adjustment of partial agreements', () => {
  const c = comparison({});
  it('a shared rare surname adds weight, a shared common given name takes it away', () => {
    const rare = sharedTokenAdjustment(c, 'tom waymark', 'thomas waymark');
    const common = sharedTokenAdjustment(c, 'john waymark', 'john carr');
    assert.ok(rare > 6, `rare ${rare}`);
    assert.ok(common < -3 && common > -4, `common ${common}`);
    assert.ok(sharedTokenAdjustment(c, 'harold smith', 'henry smith') > common);
  });
  it('several shared tokens weigh as the rarest of them, not as their product', () => {
    // "john" (0.1) and "smith" (0.02) both shared: the rarest, "smith", decides; common words never add up to a rare value.
    const both = sharedTokenAdjustment(c, 'john smith', 'john smyth smith');
    assert.equal(both, sharedTokenAdjustment(c, 'harold smith', 'henry smith'));
    assert.ok(both < 0, `both ${both}`);
  });
  it('nothing shared exactly is no adjustment', () => {
    assert.equal(sharedTokenAdjustment(c, 'herbert baynes', 'hebert baines'), 0);
  });
  it('is clamped', () => {
    const tiny = comparison({ rare_rel_freq: 1e-12 });
    assert.equal(sharedTokenAdjustment(tiny, 'ann zyx', 'anne zyx'), TF_CLAMP);
  });
  it('a file without the calibration is not adjusted', () => {
    const old = comparison({});
    delete old.tf!.mean_shared_token_freq;
    assert.equal(sharedTokenAdjustment(old, 'tom waymark', 'thomas waymark'), 0);
  });
});

describe('term-frequency tokens of a date', () => {
  it('are the date read to its digits, whatever its written form', () => {
    assert.deepEqual(tfTokens('date', '1975-07-21'), ['19750721']);
    assert.deepEqual(tfTokens('date', '21/07/1975'), ['19750721']);
    assert.deepEqual(tfTokens('date', '1850'), ['18500000']);
    assert.deepEqual(tfTokens('date', 'unknown'), ['unknown']);
    assert.deepEqual(tfTokens('date', ''), []);
  });
});
