// The refusals of an inferred jurisdiction (src/detect/governing.ts): one catalogue code per reason
// inference abstained (SC_JURISDICTION_NOT_STATED*), or SC_JURISDICTION_UNCOVERED, each the catalogue's
// whole sentence with signal names, counts and codes only — never the text's values.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ERROR_CATALOGUE, type ErrorCode, ServiceError } from '../../src/core/errors.js';
import { abstentionError, resolveGoverning } from '../../src/detect/governing.js';
import { inferJurisdictionExplained, type JurisdictionVerdict } from '../../src/jurisdiction/infer.js';
import { hasCode } from '../helpers/codes.js';

const PIDGIN = 'Abeg, call me for 0803 123 4567 or 0812 987 6543, make we see tomorrow.';
const PAIR = 'Ring +44 20 7946 0958 or +234 803 123 4567.';
const SPLIT = 'Ring +44 20 7946 0958 or +234 803 123 4567 in Lagos and London, NDPA and UK GDPR';

function refusal(text: string): ServiceError {
  try {
    resolveGoverning(text, undefined, undefined);
  } catch (err) {
    assert.ok(err instanceof ServiceError);
    return err;
  }
  assert.fail('expected a refusal');
}

describe('an inferred jurisdiction that cannot be used', () => {
  const cases: [string, string, ErrorCode, RegExp][] = [
    ['no signal', 'hello 12345', 'SC_JURISDICTION_NOT_STATED', / Inference: no jurisdiction signals found in the text\. Pass jurisdiction \(one of /],
    ['weak evidence, one candidate', PIDGIN, 'SC_JURISDICTION_NOT_STATED_WEAK', /Inference found phone\.ng_local ×2 \(tier B, NG\); leading candidate NG \(NDPA-2023\); not enough .* If NG governs this text/],
    ['weak evidence, two candidates', PAIR, 'SC_JURISDICTION_NOT_STATED_WEAK_PAIR', /leading candidate NG \(NDPA-2023\), runner-up GB \(UK-GDPR\); not enough to name a country: NG leads but only on weak .* If NG or GB governs/],
    ['split evidence', SPLIT, 'SC_JURISDICTION_NOT_STATED_SPLIT', /, runner-up (NG|GB) \([A-Z0-9-]+\); not enough to name a country: evidence is split: (NG|GB) at \d+% is below the 60% floor\. If (NG|GB) or (NG|GB) governs/],
    ['a country no pack covers', 'SSN on file, Acme Inc, $ 5', 'SC_JURISDICTION_UNCOVERED', /^the text points to US, which no statute pack covers/],
  ];
  for (const [what, text, code, pattern] of cases) {
    it(`${what}: ${code}`, () => {
      const err = refusal(text);
      assert.ok(hasCode(code)(err) && err.status === 400);
      assert.match(err.detail, pattern);
      assert.match(err.detail, /\) or statute \(one of GDPR, GHANA-DPA, KENYA-DPA, NDPA-2023, POPIA, UK-GDPR\)\.$/);
      assert.doesNotMatch(err.detail, /0803|4567|7946|\{/);
    });
  }

  it('every abstention reason has its own code, with the verdict reason of /infer word for word', () => {
    const { verdict } = inferJurisdictionExplained(SPLIT);
    // Two leaders too close: unreachable with the shipped floors (60% confidence implies a 20% margin), so built here.
    const close: JurisdictionVerdict = { ...verdict, country: 'NG', runner_up: 'GB' };
    const err = abstentionError(close, { kind: 'close', top: 'NG', runnerUp: 'GB', margin: '10%', needed: '15%' });
    assert.ok(hasCode('SC_JURISDICTION_NOT_STATED_CLOSE')(err));
    assert.match(err.detail, /not enough to name a country: NG and GB are too close \(10% apart, 15% needed\)\. If NG or GB governs this text/);
    const weakPair = abstentionError(close, { kind: 'weak', top: 'NG' });
    assert.ok(hasCode('SC_JURISDICTION_NOT_STATED_WEAK_PAIR')(weakPair));
    assert.match(weakPair.detail, /leading candidate NG \(NDPA-2023\), runner-up GB \(UK-GDPR\); not enough to name a country: NG leads but only on weak/);
    // The sentence after "not enough to name a country: " is the verdict's own reason.
    for (const text of [PIDGIN, PAIR, SPLIT]) {
      const explained = inferJurisdictionExplained(text);
      assert.ok(explained.abstention !== null);
      assert.ok(refusal(text).detail.includes(`not enough to name a country: ${explained.verdict.reason}. If `), text);
    }
    const codes = Object.keys(ERROR_CATALOGUE).filter((c) => c.startsWith('SC_JURISDICTION_NOT_STATED'));
    assert.deepEqual(codes.sort(), ['SC_JURISDICTION_NOT_STATED', 'SC_JURISDICTION_NOT_STATED_CLOSE', 'SC_JURISDICTION_NOT_STATED_SPLIT', 'SC_JURISDICTION_NOT_STATED_WEAK', 'SC_JURISDICTION_NOT_STATED_WEAK_PAIR']);
  });
});
