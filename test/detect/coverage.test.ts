// Coverage: governed vs what the detectors that would run can emit, for every jurisdiction; emits.json
// validated against the registry.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { coverage, validateEmits } from '../../src/detect/coverage.js';
import { findStatute, JURISDICTION_CODES, statuteIdFor } from '../../src/jurisdiction/index.js';

const raw = () => JSON.parse(readFileSync(new URL('../../src/detect/emits.json', import.meta.url), 'utf8'));

describe('coverage', () => {
  it('splits what each statute governs into covered and uncovered, for every jurisdiction', () => {
    for (const j of JURISDICTION_CODES) {
      const r = coverage({ jurisdiction: j });
      const governed = Object.keys(findStatute(statuteIdFor(j)!)!.categories).sort();
      assert.deepEqual(r.governed, governed);
      assert.deepEqual([...r.covered, ...r.uncovered].sort(), governed);
      assert.ok(r.covered.every((c) => r.detectable.includes(c)));
      assert.equal(r.verdict, r.covered.length === 0 ? 'none' : r.uncovered.length === 0 ? 'full' : 'partial');
    }
  });

  it('country identifiers count only where their detectors run', () => {
    assert.ok(coverage({ jurisdiction: 'NG' }).covered.includes('PII-2-NIN'));
    assert.ok(coverage({ jurisdiction: 'NG' }).detectors.includes('ng_nin'));
    assert.ok(!coverage({ jurisdiction: 'KE' }).detectors.includes('ng_nin'));
    // GDPR governs the Nigerian BVN category, but no BVN detector runs for a German text.
    assert.ok(coverage({ jurisdiction: 'DE' }).uncovered.includes('PII-2-BVN'));
  });

  it('a statute alone uses its own jurisdiction; neither is a 400', () => {
    assert.equal(coverage({ statute: 'POPIA' }).jurisdiction, 'ZA');
    assert.throws(() => coverage({}), /needs a jurisdiction or a statute/);
    assert.throws(() => coverage({ jurisdiction: 'XX' }), /not supported/);
  });

  it('emits.json must describe every rule detector and no other', () => {
    const names = Object.keys(raw().detectors);
    assert.throws(() => validateEmits(raw(), [...names, 'new_detector']), /\/detectors\/new_detector is missing/);
    assert.throws(() => validateEmits(raw(), names.slice(1)), /names no registered detector/);
    const bad = raw();
    bad.detectors.email.categories = ['EMAIL'];
    assert.throws(() => validateEmits(bad, names), /\/detectors\/email\/categories/);
  });
});
