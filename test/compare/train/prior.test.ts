// The person pack's shipped prior (src/compare/train/priors/person.json, train/prior.ts): default
// Fellegi-Sunter m and u per comparison level from general facts, built into a parameter object of the
// trained scorer's schema and validated by the same loader. Tests: it loads, covers every trainable
// comparison, takes the name u from the shipped name table, pins its hash; a broken copy fails with the
// loader's codes; decisions under it keep the distinctive-signal gate, weigh a differing address far
// less than an agreeing one, and decide every golden case as the suite expects.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { compare, compareDetailed, type FieldMap } from '../../../src/compare/index.js';
import { findPack } from '../../../src/compare/packs.js';
import { trainableSlots } from '../../../src/compare/train/estimate.js';
import { TrainedParamsError, validateTrainedParams } from '../../../src/compare/train/params.js';
import { priorParams, priorParamsFrom, tfSummaryOf } from '../../../src/compare/train/prior.js';
import { hasCode } from '../../helpers/codes.js';
import { throwsDataFile } from '../../helpers/dataFile.js';

const FILE = new URL('../../../src/compare/train/priors/person.json', import.meta.url);
const raw = (): Record<string, unknown> & { comparisons: Record<string, unknown>[]; thresholds: Record<string, number> } =>
  JSON.parse(readFileSync(FILE, 'utf8'));
const prior = priorParams('person')!;
const pack = findPack('person')!;

describe('shipped prior: the file', () => {
  it('loads once, is marked prior, lists every trainable comparison of the pack and pins a hash', () => {
    assert.equal(priorParams('person'), prior);
    assert.deepEqual(prior.file.prior, { source: 'shipped:person' });
    assert.equal(prior.file.training, undefined);
    assert.deepEqual(prior.file.comparisons.map((c) => c.key).sort(), trainableSlots(pack).map((s) => s.key).sort());
    assert.equal(prior.file.pack.comparators_sha256, pack.comparatorsSha256);
    assert.match(prior.sha256, /^sha256:[0-9a-f]{64}$/);
    assert.equal(priorParams('product_grocery'), null);
  });

  it('takes the name u from the name table the pack ships (two random people sharing a name word)', () => {
    const t = pack.tf.file;
    let f2 = 0;
    for (const n of Object.values(t.counts)) f2 += (n / t.total) ** 2;
    const name = prior.file.comparisons.find((c) => c.key === 'name')!;
    const near = (x: number, y: number) => Math.abs(x - y) / y < 0.1;
    assert.ok(near(name.levels.exact.u, f2 * f2), `exact u ${name.levels.exact.u} against ${f2 * f2}`);
    assert.ok(near(name.levels.partial.u, 2 * f2), `partial u ${name.levels.partial.u} against ${2 * f2}`);
    assert.ok(name.tf !== undefined && near(name.tf.mean_value_freq, name.levels.exact.u));
  });

  it('reads a token-frequency table as a term-frequency summary (unseen tokens at the table own frequency)', () => {
    const s = tfSummaryOf({ format: 'service-tf/1', table: 'x', sources: [{ name: 's', licence: 'l', note: '' }], total: 100, unseen_rel_freq: 0.001, counts: { ann: 50, bo: 10, cy: 1 } });
    assert.deepEqual(s.counts, { ann: 50, bo: 10 });
    assert.equal(s.records, 100);
    assert.equal(s.rare_rel_freq, 0.001);
    const f2 = 0.25 + 0.01 + 0.0001;
    assert.ok(Math.abs(s.mean_value_freq - f2 * f2) < 1e-12);
    assert.ok(Math.abs(s.mean_shared_token_freq! - (0.125 + 0.001 + 0.000001) / f2) < 1e-12);
  });

  it('a broken copy fails with the loader code naming the entry', () => {
    const f = 'prior.json';
    const sum = raw();
    (sum.comparisons[0]!['m'] as Record<string, number>)['exact'] = 0.5;
    throwsDataFile(() => priorParamsFrom(f, sum), f, '/comparisons/0/m', 'DF_NOT_SUM_ONE');
    const unknown = raw();
    unknown.comparisons[1]!['key'] = 'shoe_size';
    throwsDataFile(() => priorParamsFrom(f, unknown), f, '/comparisons/1/key', 'DF_NOT_IN_LIST');
    const echo = raw();
    echo.comparisons[1]!['key'] = 'name_tftoken';
    throwsDataFile(() => priorParamsFrom(f, echo), f, '/comparisons/1/key', 'DF_NOT_IN_LIST');
    const twice = raw();
    twice.comparisons.push(twice.comparisons[0]!);
    throwsDataFile(() => priorParamsFrom(f, twice), f, `/comparisons/${twice.comparisons.length - 1}/key`, 'DF_ENTRY_TWICE');
    const missing = raw();
    missing.comparisons.pop();
    throwsDataFile(() => priorParamsFrom(f, missing), f, '/comparisons', 'DF_MISSING');
    const bands = raw();
    bands.thresholds['review'] = bands.thresholds['match']!;
    throwsDataFile(() => priorParamsFrom(f, bands), f, '/thresholds/review', 'DF_NOT_BELOW');
    const other = raw();
    other['pack'] = 'no_such_pack';
    throwsDataFile(() => priorParamsFrom(f, other), f, '/pack', 'DF_NO_ENTITY_PACK');
    const table = raw();
    table.comparisons[0]!['tf_table'] = 'organisation';
    throwsDataFile(() => priorParamsFrom(f, table), f, '/comparisons/0/tf_table', 'DF_NAMES_OTHER');
    const kind = raw();
    kind.comparisons.find((c) => c['key'] === 'ssn')!['tf_table'] = 'person';
    throwsDataFile(() => priorParamsFrom(f, kind), f, `/comparisons/${kind.comparisons.findIndex((c) => c['key'] === 'ssn')}/tf_table`, 'DF_NOT_IN_LIST');
    const extra = raw();
    extra['weights'] = {};
    throwsDataFile(() => priorParamsFrom(f, extra), f, '/weights', 'DF_NOT_KNOWN_FIELD');
  });

  it('a parameter file says exactly one of how it was made: prior or training', () => {
    const both = { ...prior.file, training: { records: 1, candidate_pairs: 0, random_pairs: 0, seed: 1, em_iterations: 0, converged: true, rules: [], fields_present: {}, warnings: [] } };
    const origin = (e: unknown) => {
      assert.ok(e instanceof TrainedParamsError && hasCode('SC_TRAINED_PARAMS_SCHEMA')(e));
      assert.equal(e.problem, 'DF_EXACTLY_ONE_OF');
      assert.match(e.message, /: \/ must hold exactly one of training, prior$/);
      return true;
    };
    assert.throws(() => validateTrainedParams('both', both), origin);
    const { prior: _p, ...neither } = prior.file;
    assert.throws(() => validateTrainedParams('neither', neither), origin);
  });
});

const person = (extra: FieldMap = {}): FieldMap => ({ name: 'John Smith', address: '12 High Street, Leeds LS1 4AB', ...extra });

describe('shipped prior: decisions', () => {
  it('keeps the distinctive-signal gate: a common name and an address, no date of birth, is review however probable', () => {
    const r = compareDetailed({ a: person(), b: person(), entity: 'person', params: prior });
    assert.ok(r.receipt.score >= prior.file.thresholds.match, `score ${r.receipt.score}`);
    assert.equal(r.receipt.identity, 'review');
    assert.equal(r.explain.gate.distinctive_cleared, false);
    // The full date of birth beside the name clears it.
    const dated = compare({ a: person({ dob: '1970-03-12' }), b: person({ dob: '12 March 1970' }), entity: 'person', params: prior });
    assert.equal(dated.identity, 'same_entity');
  });

  it('a differing address costs far less than an agreeing one gains (people move)', () => {
    const a = { name: 'Adaeze Okonkwo', dob: '1961-07-02', address: '4 Marina Road, Lagos', birth_place: 'Enugu' };
    const moved = { ...a, address: '19 Allen Avenue, Ikeja' };
    const r = compare({ a, b: moved, entity: 'person', params: prior });
    assert.equal(r.identity, 'same_entity');
    const agree = compare({ a, b: a, entity: 'person', params: prior }).factors['match_weight']!;
    const differ = r.factors['match_weight']!;
    const addr = prior.file.comparisons.find((c) => c.key === 'address')!.levels;
    assert.ok(Math.abs(agree - differ - (Math.log2(addr.exact.m / addr.exact.u) - Math.log2(addr.disagree.m / addr.disagree.u))) < 1e-3);
    assert.ok(Math.log2(addr.disagree.m / addr.disagree.u) > -3 && Math.log2(addr.exact.m / addr.exact.u) > 10);
  });

  it('a lone identifier decides as the shipped weights do: same_entity, held (nothing corroborates it)', () => {
    for (const [a, b] of [
      [{ national_id: '12345678901' }, { nin: '1234 5678 901' }],
      [{ name: '김철수', passport: 'M12345678' }, { name: 'Kim Cheolsu', passport: 'M12345678' }],
    ] as const) {
      const r = compare({ a, b, entity: 'person', params: prior });
      assert.deepEqual([r.identity, r.action], ['same_entity', 'hold'], JSON.stringify(a));
      assert.deepEqual([r.identity, r.action], [compare({ a, b, entity: 'person' }).identity, compare({ a, b, entity: 'person' }).action]);
    }
  });

  it('still refutes and vetoes: two full dates of birth apart, two different national ids', () => {
    const a = { name: 'Adaeze Okonkwo', dob: '1961-07-02', address: '4 Marina Road, Lagos' };
    assert.equal(compare({ a, b: { ...a, dob: '1975-11-20' }, entity: 'person', params: prior }).identity, 'review');
    assert.equal(compare({ a: { ...a, national_id: '12345678901' }, b: { ...a, national_id: '98765432109' }, entity: 'person', params: prior }).identity, 'different');
  });

  it('a common name alone is no merge, a rare whole name decides as the shipped weights do; nothing in common is different', () => {
    const common = compare({ a: { name: 'John Smith' }, b: { name: 'John Smith' }, entity: 'person', params: prior });
    assert.equal(common.identity, 'review');
    const rare = { name: 'Adaeze Okonkwo' };
    assert.equal(compare({ a: rare, b: rare, entity: 'person', params: prior }).identity, compare({ a: rare, b: rare, entity: 'person' }).identity);
    const r = compare({ a: { name: 'John Smith', dob: '1970-03-12' }, b: { name: 'Ngozi Bello', dob: '1982-09-30' }, entity: 'person', params: prior });
    assert.equal(r.identity, 'different');
  });

  it('pins its hash and bands; the same pair decides byte for byte again', () => {
    const r = compare({ a: person(), b: person(), entity: 'person', params: prior });
    assert.equal(r.pins['trained_params'], prior.sha256);
    assert.equal(r.pins['threshold'], prior.file.thresholds.match);
    assert.deepEqual(compare({ a: person(), b: person(), entity: 'person', params: prior }), r);
  });

  it('decides every golden case as the suite expects (one pair, no batch)', () => {
    const golden = JSON.parse(readFileSync(new URL('../golden-cases.json', import.meta.url), 'utf8')) as {
      cases: { id: string; fields: { a: FieldMap; b: FieldMap }; expect: { fields: string } }[];
    };
    for (const c of golden.cases) {
      const r = compare({ a: c.fields.a, b: c.fields.b, params: prior });
      assert.equal(r.identity, c.expect.fields, `${c.id}: ${r.explanation}`);
    }
  });
});
