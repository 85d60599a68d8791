import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { throwsDataFile } from '../../helpers/dataFile.js';
import { PRIOR_CODES, priorsFor, THRESHOLDS, validatePriors } from '../../../src/compare/text/priors.js';

const FILE = new URL('../../../src/compare/text/priors.json', import.meta.url);
// biome-ignore lint/suspicious/noExplicitAny: the tests corrupt arbitrary paths of the parsed file
const raw = () => JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, any>;

describe('text engine priors (priors.json)', () => {
  it('loads the shipped file with the reference thresholds and five jurisdictions', () => {
    assert.deepEqual({ ...THRESHOLDS }, { match: 0.85, review: 0.4, distinctive_floor: 0.75 });
    assert.deepEqual(PRIOR_CODES, ['FR', 'GH', 'KE', 'NG', 'ZA']);
  });

  it('overrides only what a jurisdiction lists and falls back to default for the rest', () => {
    const ng = priorsFor('ng');
    assert.equal(ng.key, 'NG');
    assert.deepEqual(ng.fields.name, { m: 0.92, u: 0.02 });
    assert.deepEqual(ng.fields.address, { m: 0.85, u: 0.06 });
    assert.deepEqual(ng.fields.national_id, { m: 0.999, u: 0.000001 });
    assert.equal(ng.commonNameU.get('mohammed'), 0.08);
    assert.equal(priorsFor('KE').fields.name.u, 0.015);
    assert.equal(priorsFor('FR').commonNameU.get('marie'), 0.05);
  });

  it('gives default priors to codes without a row, to null and to default', () => {
    for (const code of ['GB', 'DE', null, undefined, 'default', 'EU']) {
      const p = priorsFor(code);
      assert.equal(p.key, 'default');
      assert.equal(p.fields.name.u, 0.01);
      assert.equal(p.commonNameU.size, 0);
    }
  });

  it('rejects malformed files naming the file and the JSON path of the entry', () => {
    const f = 'compare/text/priors.json';
    const noSchema = raw();
    noSchema.schema = 'x';
    throwsDataFile(() => validatePriors(noSchema, f), f, '/schema', 'DF_CONST');
    const mBelowU = raw();
    mBelowU.default.phone = { m: 0.1, u: 0.2 };
    throwsDataFile(() => validatePriors(mBelowU, f), f, '/default/phone', 'DF_M_NOT_ABOVE_U');
    assert.throws(() => validatePriors(mBelowU), /must have m > u/);
    const missing = raw();
    delete missing.default.dob;
    throwsDataFile(() => validatePriors(missing, f), f, '/default', 'DF_REQUIRED');
    const unknownField = raw();
    unknownField.jurisdictions.NG.fields.shoe_size = { m: 0.9, u: 0.1 };
    throwsDataFile(() => validatePriors(unknownField, f), f, '/jurisdictions/NG/fields/shoe_size', 'DF_NOT_KNOWN_FIELD');
    const badCode = raw();
    badCode.jurisdictions.ng = badCode.jurisdictions.NG;
    throwsDataFile(() => validatePriors(badCode, f), f, '/jurisdictions/ng', 'DF_NOT_KNOWN_FIELD');
    const badToken = raw();
    badToken.jurisdictions.NG.common_name_u['Mohammed Ali'] = 0.1;
    throwsDataFile(() => validatePriors(badToken, f), f, '/jurisdictions/NG/common_name_u/Mohammed Ali', 'DF_NOT_KNOWN_FIELD');
    const zero = raw();
    zero.default.email.u = 0;
    throwsDataFile(() => validatePriors(zero, f), f, '/default/email/u', 'DF_BOUND');
    const thresholds = raw();
    thresholds.thresholds.review = 0.9;
    throwsDataFile(() => validatePriors(thresholds, f), f, '/thresholds/review', 'DF_NOT_BELOW');
    const commonAboveM = raw();
    commonAboveM.jurisdictions.NG.common_name_u.musa = 0.95;
    throwsDataFile(() => validatePriors(commonAboveM, f), f, '/jurisdictions/NG/common_name_u/musa', 'DF_NOT_BELOW');
  });
});
