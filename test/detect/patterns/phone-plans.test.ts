// Every supported jurisdiction and every country of the African pack: the plan's own example mobile
// number (libphonenumber's examples) in national form under that jurisdiction, in international form
// under any jurisdiction, and in national form with no jurisdiction at all.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CountryCode, getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { findPhones } from '../../../src/detect/patterns/phone.js';
import { AFRICA_CORE, AFRICA_PACK, ALL_REGIONS, EU_EEA } from '../../../src/detect/patterns/phone-regions.js';

const one = (form: string, jurisdiction: string | null) => {
  const text = `Please call ${form} today.`;
  const spans = findPhones(text, jurisdiction);
  assert.equal(spans.length, 1, `${form} under ${jurisdiction}`);
  assert.equal(text.slice(spans[0]!.start, spans[0]!.end), form);
  return spans[0]!;
};

describe('phone plans of every covered country', () => {
  it('covers the 35 launch countries (36 codes with EU) and the African pack', () => {
    for (const cc of [...AFRICA_CORE, 'GB', ...EU_EEA, ...AFRICA_PACK]) assert.ok(ALL_REGIONS.includes(cc), cc);
    assert.equal(AFRICA_CORE.length + 1 + EU_EEA.length, 35);
  });
  for (const cc of ALL_REGIONS) {
    it(cc, () => {
      const ex = getExampleNumber(cc as CountryCode, examples)!;
      const national = one(ex.formatNational(), cc);
      assert.equal(national.normalized, ex.number);
      assert.equal(national.metadata?.country, cc);
      for (const j of [null, 'EU', 'NG']) assert.equal(one(ex.formatInternational(), j).normalized, ex.number);
      one(ex.formatNational(), null);
    });
  }
});
