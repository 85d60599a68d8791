// Short forms added in session 15 (data/name-equivalents.json short_forms): Polish diminutives and
// Yoruba, English and Kenyan pet forms registers write beside the full given name.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { areShortForms } from '../../src/compare/comparators/nameEquivalents.js';
import { nameTokenScore } from '../../src/compare/comparators/personName.js';

describe('added short forms', () => {
  for (const [full, short] of [['agnieszka', 'aga'], ['malgorzata', 'gosia'], ['katarzyna', 'kasia'], ['tomasz', 'tomek'], ['grzegorz', 'grzesiek'], ['adenike', 'nike'], ['esther', 'essy'], ['priscilla', 'cilla']] as const) {
    it(`${short} is a short form of ${full}`, () => {
      assert.ok(areShortForms(full, short));
      assert.equal(nameTokenScore(short, full), 0.9);
    });
  }
  it('Tomek reaches Thomas through the spelling group of Tomasz', () => {
    assert.ok(areShortForms('tomek', 'thomas'));
  });
  it('negative: a short form does not join two other full names', () => {
    assert.equal(areShortForms('aga', 'katarzyna'), false);
    assert.equal(areShortForms('nike', 'adebayo'), false);
  });
});
