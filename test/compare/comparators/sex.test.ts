// Sex comparator (comparators/sex.ts, data/sex-codes.json): the written forms of registers read to male,
// female or unknown; unknown and unreadable values are no evidence.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareSex, readSex } from '../../../src/compare/comparators/sex.js';

describe('sex comparator', () => {
  it('reads the forms registers write: codes, words, ISO/IEC 5218, titles and other languages', () => {
    for (const v of ['M', 'm', 'Male', ' MALE ', 'M.', '1', 'Mr', 'homme', 'H', 'Männlich', 'maennlich', 'mwanaume', 'namiji', 'Ọkùnrin', 'nwoke', 'Masculino', 'Varón', 'мужской', 'М', '男']) {
      assert.equal(readSex(v), 'male', v);
    }
    for (const v of ['F', 'f', 'Female', 'female', '2', 'Mrs', 'Ms', 'femme', 'Féminin', 'weiblich', 'W', 'mwanamke', 'mace', 'obìnrin', 'Nwanyị', 'mujer', 'vrouw', 'Женский', '女', 'ɔbaa']) {
      assert.equal(readSex(v), 'female', v);
    }
  });
  it('reads blanks, X, U, ISO 0 and 9, non-binary and codes of two meanings as unknown', () => {
    for (const v of ['X', 'u', 'Unknown', '0', '9', 'non-binary', 'Non_Binary', 'not known', 'divers', 'Mx', 'V', 'N/A']) assert.equal(readSex(v), 'unknown', v);
  });
  it('cannot read a value in no list (a Wikidata id, two values at once, a word that is no sex)', () => {
    for (const v of ['t2227949966', 'female | male', 'banana', 'mal', 'fem']) assert.equal(readSex(v), undefined, v);
  });
  it('agrees across written forms and disagrees across sexes', () => {
    assert.deepEqual(compareSex('M', 'Male'), { sim: 1 });
    assert.deepEqual(compareSex('2', 'femme'), { sim: 1 });
    assert.deepEqual(compareSex('male', 'F'), { sim: 0 });
    assert.deepEqual(compareSex('Mr', 'Mrs'), { sim: 0 });
    assert.deepEqual(compareSex('mwanaume', 'mace'), { sim: 0 });
  });
  it('says nothing when either side is unknown or unreadable, even against itself', () => {
    assert.equal(compareSex('X', 'X'), null);
    assert.equal(compareSex('M', 'U'), null);
    assert.equal(compareSex('0', '9'), null);
    assert.equal(compareSex('F', 'banana'), null);
    assert.equal(compareSex('banana', 'banana'), null);
  });
});
