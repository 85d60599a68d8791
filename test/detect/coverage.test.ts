// The coverage library function: every registered detector says what it emits; bad requests are 400s.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestError } from '../../src/core/errors.js';
import { categoriesOf, coverage } from '../../src/detect/coverage.js';
import { ruleDetectors } from '../../src/detect/pipeline.js';
import { taggerDetector } from '../../src/detect/tagger/index.js';
import { hasCode } from '../helpers/codes.js';

describe('coverage', () => {
  it('knows the categories of every registered detector and of the tagger', () => {
    for (const d of ruleDetectors()) assert.ok(categoriesOf(d).length > 0, `detector-categories.json lacks ${d.name}`);
    assert.deepEqual(categoriesOf(taggerDetector), ['PII-1-NAME', 'PII-4-LOCATION', 'PII-9-ORGANISATION']);
  });

  it('lists what the detectors emit beyond the pack under its default rule', () => {
    const r = coverage({ jurisdiction: 'NG' });
    for (const u of r.unlisted) {
      assert.equal(u.action, 'mask');
      assert.equal(u.status, 'detected');
    }
    assert.equal(r.summary.unlisted, r.unlisted.length);
  });

  it('refuses a request without jurisdiction or statute', () => {
    assert.throws(() => coverage({}), (e: unknown) => e instanceof BadRequestError && hasCode('SC_COVERAGE_NEEDS_LAW')(e));
    assert.throws(() => coverage({ jurisdiction: 'XX' }), (e: unknown) => e instanceof BadRequestError && hasCode('SC_JURISDICTION_UNSUPPORTED')(e));
  });
});
