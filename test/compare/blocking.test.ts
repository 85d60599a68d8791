// Blocking rules as data: the shipped person rules validate, a pair is a candidate when any rule
// gives both records the same complete key (each pair once), a record missing a rule's field is not
// blocked by it, oversized blocks are skipped, and a broken rules file is a clear error.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RecordInput } from '../../src/compare/records.js';
import { blocksByRule, candidatePairs, keyPart, loadBlockingRules, validateBlockingRules } from '../../src/compare/blocking/index.js';

describe('blocking', () => {
  const rules = loadBlockingRules('person');
  it('reads names, dates and places through its transforms', () => {
    assert.equal(keyPart('first_token', 'Thomas Chudleigh'), 'thomas');
    assert.equal(keyPart('last_token', 'Thomas Chudleigh'), 'chudleigh');
    assert.equal(keyPart('date', '01/08/1630'), '');
    assert.equal(keyPart('date', '1630-08-01'), '1630-8-1');
    assert.equal(keyPart('year', '1630-08-01'), '1630');
    assert.equal(keyPart('metaphone_last', 'Smith'), keyPart('metaphone_last', 'Smyth'));
  });

  it('proposes each pair once, over any rule, never a pair sharing no key', () => {
    const records: RecordInput[] = [
      { name: 'Thomas Chudleigh', dob: '1630-08-01' },
      { name: 'Tom Chudleigh', dob: '1630-08-01' },
      { name: 'Thomas Chudleigh' },
      { name: 'Emlie Clifford', address: 'wr11 7qp' },
      { name: 'Emlie Bennet', address: 'wr11 7qp' },
      { name: 'Frank Brightman' },
    ];
    const { pairs } = candidatePairs(records, rules);
    const keys = pairs.map(([i, j]) => `${i}-${j}`).sort();
    assert.deepEqual(keys, ['0-1', '0-2', '1-2', '3-4']);
  });

  it('skips blocks larger than max_block', () => {
    const many = Array.from({ length: 5 }, () => ({ name: 'John Smith' }));
    const small = { ...rules, max_block: 4 };
    const byRule = blocksByRule(many, small);
    assert.ok(byRule.every((r) => r.pairs.length === 0));
    assert.ok(byRule.some((r) => r.skippedBlocks === 1));
  });

  it('refuses a broken rules file naming what is wrong', () => {
    assert.throws(() => validateBlockingRules('x.json', { ...rules, rules: [{ name: 'r', keys: [{ field: 'name', transform: 'soundex9' }] }] }), /x\.json: \/rules\/0\/keys\/0\/transform/);
  });
});
