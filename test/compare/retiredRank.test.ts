// A retired officer's mark beside a rank (issue 11, session 20; persons set 6's service records): veterans'
// and pension records write 'Lt Col (Retd) Kariuki Wachira', the serving register 'Wachira, Kariuki';
// retd, rtd and retired (data/name-honours.json words) name nobody and are set aside like an honour.
// Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePersonNames } from '../../src/compare/comparators/personName.js';

const sim = (a: string, b: string) => comparePersonNames(a, b)?.sim ?? -1;

describe('retired officers\' names', () => {
  // Fails before session 20 (0.667: Retd read as a given name).
  it('positive: (Retd), (Rtd) or Retired after a rank is set aside', () => {
    assert.ok(sim('Osei, Kofi Y.', 'Maj (Retd) Kofi Osei') >= 0.85);
    assert.ok(sim('Naidoo, Priya', 'Capt (Rtd) Priya Naidoo') >= 0.85);
    assert.ok(sim('Kofi Osei', 'Kofi Osei Retired') >= 0.85);
  });
  it('negative: another given name under the same rank and mark still differs', () => {
    assert.ok(sim('Osei, Kofi', 'Maj (Retd) Yaw Osei') < 0.8);
  });
  it('adversarial: a name of a rank and the mark only names nobody', () => {
    assert.equal(comparePersonNames('Maj (Retd)', 'Kofi Osei'), null);
  });
});
