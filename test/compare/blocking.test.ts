// Blocking rules as data and candidate generation on DuckDB: the shipped rules of every pack validate, a
// pair is a candidate when any rule gives both records the same complete key (each pair once, sorted), a
// record missing a rule's field is not blocked by it, keys above a rule's max_block are set aside and
// counted, list-to-list links only across the lists, the recall ceiling is measured against a truth, and
// a broken rules file is a clear error naming the file and the entry.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { blockingRulesFor, blocksByRule, candidatePairs, type BlockingRules, loadBlockingRules, validateBlockingRules } from '../../src/compare/blocking/index.js';
import { keyHash } from '../../src/compare/blocking/candidates.js';
import type { RecordInput } from '../../src/compare/records.js';
import { hasCode } from '../helpers/codes.js';
import { throwsDataFile } from '../helpers/dataFile.js';

const raw = () => JSON.parse(readFileSync(new URL('../../src/compare/blocking/person.json', import.meta.url), 'utf8'));
const asPairs = (flat: Int32Array) => Array.from({ length: flat.length / 2 }, (_, p) => `${flat[2 * p]}-${flat[2 * p + 1]}`);

describe('blocking', () => {
  const rules = loadBlockingRules('person');

  it('every pack that ships rules loads them, and a pack without rules has none', () => {
    for (const pack of ['person', 'organisation', 'place']) assert.ok(blockingRulesFor(pack)!.rules.length >= 2, pack);
    assert.equal(blockingRulesFor('product_grocery'), undefined);
    assert.throws(() => loadBlockingRules('product_grocery'), hasCode('SC_COMPARE_NO_BLOCKING'));
  });

  it('proposes each pair once over any rule, sorted, never a pair sharing no key', async () => {
    const records: RecordInput[] = [
      { name: 'Thomas Chudleigh', dob: '1630-08-01' },
      { name: 'Tom Chudleigh', dob: '1630-08-01' },
      { name: 'Thomas Chudleigh' },
      { name: 'Emlie Clifford', address: 'wr11 7qp' },
      { name: 'Emlie Bennet', address: 'wr11 7qp' },
      { name: 'Frank Brightman' },
      { dob: '1630-08-01' },
    ];
    const c = await candidatePairs(records, rules);
    assert.deepEqual(asPairs(c.pairs), ['0-1', '0-2', '1-2', '3-4']);
    assert.equal(c.rules.length, rules.rules.length);
    assert.equal(c.rules.reduce((s, r) => s + r.new_pairs, 0), 4);
    assert.ok(c.rules.every((r) => r.new_pairs <= r.pairs));
    assert.equal(c.pairs_per_record, Math.round((4 / 7) * 100) / 100);
  });

  it('links list A to list B only across the lists, and measures the recall ceiling against a truth', async () => {
    const a: RecordInput[] = [{ name: 'Ada Lovelace', dob: '1815-12-10' }, { name: 'Alan Turing', dob: '1912-06-23' }];
    const b: RecordInput[] = [{ name: 'Ada Lovelace' }, { name: 'Ada Lovelace', dob: '1815-12-10' }, { name: 'Grace Hopper', dob: '1906-12-09' }];
    const truth = ['ada', 'alan'];
    const truthB = ['ada', 'ada', 'grace'];
    const c = await candidatePairs(a, rules, { against: b, same: (i, j) => truth[i] === truthB[j], truePairs: 2 });
    assert.deepEqual(asPairs(c.pairs), ['0-0', '0-1']);
    assert.equal(c.ceiling, 1);
    const missed = await candidatePairs(a, rules, { against: [{ name: 'Zed Q' }], same: () => true, truePairs: 2 });
    assert.equal(missed.ceiling, 0);
  });

  it('gives the same pairs, order and rule counts whatever the range of first records each join covers', async () => {
    const given = ['Ada', 'Adah', 'Alan', 'Grace', 'Tom', 'Thomas', 'Emlie'];
    const family = ['Lovelace', 'Lovelase', 'Turing', 'Hopper', 'Chudleigh'];
    const records: RecordInput[] = Array.from({ length: 40 }, (_, k) => ({
      name: `${given[k % given.length]} ${family[(k * 3) % family.length]}`,
      ...(k % 4 === 0 ? {} : { dob: `19${10 + (k % 7)}-0${1 + (k % 5)}-1${k % 9}` }),
    }));
    const whole = await candidatePairs(records, rules);
    assert.ok(whole.pairs.length > 20, 'the fixture must give pairs across many first records');
    for (const pairsRange of [1, 3, 7]) {
      const ranged = await candidatePairs(records, rules, { pairsRange });
      assert.deepEqual([...ranged.pairs], [...whole.pairs], `range ${pairsRange}`);
      assert.deepEqual(ranged.rules, whole.rules, `range ${pairsRange}`);
    }
    const b = records.slice(0, 15);
    const linked = await candidatePairs(records, rules, { against: b });
    assert.deepEqual([...(await candidatePairs(records, rules, { against: b, pairsRange: 4 })).pairs], [...linked.pairs]);
  });

  it('sets aside keys shared by more records than the rule allows, and counts them', async () => {
    const many = Array.from({ length: 5 }, () => ({ name: 'John Smith' }));
    const small: BlockingRules = { ...rules, max_block: 4, rules: rules.rules.filter((r) => r.name === 'name_sounds') };
    const c = await candidatePairs(many, small);
    assert.equal(c.pairs.length, 0);
    assert.equal(c.rules[0]!.keys_too_common, 1);
    const byRule = blocksByRule(many, small);
    assert.equal(byRule[0]!.pairs.length, 0);
    assert.equal(byRule[0]!.skippedBlocks, 1);
    const roomy = await candidatePairs(many, { ...small, max_block: 5 });
    assert.equal(roomy.pairs.length / 2, 10);
  });

  it('a rule of its own max_block blocks only on keys that rare', async () => {
    const rare = rules.rules.find((r) => r.name === 'rare_name_token')!;
    const only: BlockingRules = { ...rules, max_block: 1000, rules: [{ ...rare, max_block: 2 }] };
    const c = await candidatePairs([{ name: 'Zebedee' }, { name: 'Zebedee Jones' }, { name: 'Smith' }, { name: 'Smith' }, { name: 'Smith' }], only);
    assert.deepEqual(asPairs(c.pairs), ['0-1']);
  });

  it('hashes keys to safe integers, the same key always alike and near keys apart', () => {
    const keys = ['smith\u00011970-04', 'smyth\u00011970-04', 'smith\u00011970-05', 'ab', 'ba', '', 'олег'];
    const hashes = keys.map(keyHash);
    assert.ok(hashes.every(Number.isSafeInteger));
    assert.equal(new Set(hashes).size, keys.length);
    assert.equal(keyHash('smith\u00011970-04'), hashes[0]);
  });

  it('refuses a broken rules file naming the file, the entry and the problem', () => {
    // The code and path first, then a word of the sentence.
    const bad = raw();
    bad.rules[0].keys[0].field = 'shoe_size';
    throwsDataFile(() => validateBlockingRules('person.json', bad), 'person.json', '/rules/0/keys/0/field', 'DF_NOT_PACK_FIELD');
    assert.throws(() => validateBlockingRules('person.json', bad), /person\.json: \/rules\/0\/keys\/0\/field is not a field of the person pack/);
    const unknownPack = { ...raw(), pack: 'spaceship' };
    throwsDataFile(() => validateBlockingRules('x.json', unknownPack), 'x.json', '/pack', 'DF_NO_ENTITY_PACK');
    const badTransform = raw();
    badTransform.rules[0].keys[0].transform = 'soundex';
    throwsDataFile(() => validateBlockingRules('x.json', badTransform), 'x.json', '/rules/0/keys/0/transform', 'DF_CONST');
    const twoMany = raw();
    twoMany.rules[0].keys = [{ field: 'name', take: 'each_token', transform: 'fold' }, { field: 'address', take: 'each_token', transform: 'fold' }];
    throwsDataFile(() => validateBlockingRules('x.json', twoMany), 'x.json', '/rules/0', 'DF_EACH_TOKEN_TWICE');
    assert.throws(() => validateBlockingRules('x.json', twoMany), /each_token from one part only/);
    const noNote = raw();
    delete noNote.rules[0].note;
    throwsDataFile(() => validateBlockingRules('x.json', noNote), 'x.json', '/rules/0', 'DF_REQUIRED');
    const repeated = raw();
    repeated.rules[1].name = repeated.rules[0].name;
    throwsDataFile(() => validateBlockingRules('x.json', repeated), 'x.json', '/rules/1/name', 'DF_NAME_TWICE');
  });
});
