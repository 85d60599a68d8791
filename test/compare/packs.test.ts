import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { DataProblem } from '../../src/core/errorCatalogueData.js';
import { throwsDataFile } from '../helpers/dataFile.js';
import { canonicalSha256 } from '../../src/core/canonicalJson.js';
import { EQUIVALENT_NAME_COUNT } from '../../src/compare/comparators/nameEquivalents.js';
import { PRODUCT_UNITS } from '../../src/compare/comparators/productData.js';
import { findType, stripTypeWords } from '../../src/compare/comparators/typeVocabulary.js';
import { findPack, PACK_FILES, PACK_NAMES, validatePack } from '../../src/compare/packs.js';
import { distinctivenessOf, loadTfTable, tfTableFrom, validateTfTable } from '../../src/compare/tfTable.js';

const packJson = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../src/compare/packs/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
const tfJson = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../src/compare/tf/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

describe('entity pack files', () => {
  it('ships the eight pack names (organization an alias of organisation)', () => {
    assert.deepEqual(PACK_NAMES, [
      'artist',
      'organisation',
      'organization',
      'person',
      'place',
      'product_electronics',
      'product_grocery',
      'product_home_goods',
    ]);
    assert.equal(findPack('organization'), findPack('organisation'));
    assert.equal(findPack('nope'), undefined);
  });

  for (const name of PACK_FILES) {
    it(`${name}.json validates, and comparators_sha256 is the sha256 of its canonical JSON`, () => {
      const raw = packJson(name);
      validatePack(`${name}.json`, raw);
      const pack = findPack(name)!;
      assert.equal(pack.comparatorsSha256, canonicalSha256(raw));
      assert.match(pack.comparatorsSha256, /^[0-9a-f]{64}$/);
      assert.equal(pack.tfPin, `shipped:${(raw.tf as { table: string }).table}`);
      // The pack records the hash of the table it uses, so the pin covers the table too.
      assert.equal((raw.tf as { sha256: string }).sha256, pack.tf.sha256);
      assert.equal(canonicalSha256(tfJson((raw.tf as { table: string }).table)), pack.tf.sha256);
    });
  }

  it('person reads name, dob, typed identifiers, phone, email, address and the weak birth_place, gender, occupation and the relatives mother_name and father_name with common aliases', () => {
    const person = findPack('person')!;
    assert.deepEqual(
      [...person.fieldKeys.keys()],
      ['name', 'dob', 'national_id', 'national_id_country', 'ssn', 'passport', 'passport_country', 'drivers_licence', 'drivers_licence_previous', 'drivers_licence_issuer', 'tax_id', 'tax_id_country', 'health_id', 'hospital_number', 'voter_id', 'exam_number', 'professional_registration', 'student_number', 'service_number', 'refugee_id', 'age', 'age_as_at', 'bank_account', 'bank_account_bank', 'member_number', 'member_dependant', 'meter_number', 'employee_number', 'mandate_reference', 'certificate_number', 'register_number', 'one_register_number', 'vehicle_registration', 'plan_number', 'title_number', 'phone', 'email', 'address', 'birth_place', 'gender', 'occupation', 'mother_name', 'father_name'],
    );
    for (const alias of ['full_name', 'date_of_birth', 'birth_date', 'phone_number', 'nin', 'email_address', 'candidate_number', 'index_number', 'candidate_name', 'year_of_birth']) {
      assert.ok([...person.fieldKeys.values()].some((keys) => keys.includes(alias)), alias);
    }
  });

  it('every pack hash differs', () => {
    const hashes = new Set(PACK_FILES.map((n) => findPack(n)!.comparatorsSha256));
    assert.equal(hashes.size, PACK_FILES.length);
  });

  const base = () => structuredClone(packJson('organisation'));
  type Comparator = { kind: string; [option: string]: unknown };
  const comparators = (p: Record<string, unknown>) => p.comparators as Comparator[];
  /** Sets an option of comparator `i`; returns its JSON path. */
  const setOption = (p: Record<string, unknown>, i: number, key: string, value: unknown) => {
    comparators(p)[i]![key] = value;
    return `/comparators/${i}/${key}`;
  };
  /** The index of the pack's first comparator of `kind`. */
  const first = (p: Record<string, unknown>, kind: string) => comparators(p).findIndex((c) => c.kind === kind);
  // Each case breaks the pack and returns the JSON path of the entry the loader must name; then the problem
  // code, then (second) a word of the sentence.
  type Breaker = (p: Record<string, unknown>) => string;
  const broken: [string, Breaker, DataProblem, RegExp][] = [
    ['a wrong schema', (p) => {
      p.schema = 'x';
      return '/schema';
    }, 'DF_CONST', /schema/],
    ['an unknown kind', (p) => setOption(p, 0, 'kind', 'soundex'), 'DF_COMPARATOR_KIND', /unknown kind 'soundex'/],
    ['a negative weight', (p) => setOption(p, 0, 'weight', -1), 'DF_BOUND', /must be >= 0/],
    ['an undeclared field', (p) => setOption(p, 0, 'field', 'nickname'), 'DF_UNDECLARED_FIELD_READ', /does not declare/],
    ['refutes_below out of range', (p) => setOption(p, 0, 'refutes_below', 1.5), 'DF_NOT_FRACTION', /\(0, 1\]/],
    ['name_prefix_floor out of range', (p) => {
      const i = first(p, 'placename');
      comparators(p)[i]!.name_prefix_floor = 1.5;
      return `/comparators/${i}/name_prefix_floor`;
    }, 'DF_NOT_FRACTION', /\(0, 1\]/],
    ['name_prefix_floor on another kind', (p) => {
      const i = first(p, 'tftoken');
      comparators(p)[i]!.name_prefix_floor = 0.5;
      return `/comparators/${i}/name_prefix_floor`;
    }, 'DF_ONLY_FOR_KIND', /placename/],
    ['location_fields on another kind', (p) => {
      const i = first(p, 'address');
      comparators(p)[i]!.location_fields = ['address'];
      return `/comparators/${i}/location_fields`;
    }, 'DF_ONLY_FOR_KIND', /placename, tftoken, rival/],
    ['written_forms on another kind names the three kinds that read it', (p) => {
      const i = first(p, 'address');
      comparators(p)[i]!.written_forms = true;
      return `/comparators/${i}/written_forms`;
    }, 'DF_ONLY_FOR_KIND', /is for placename, tftoken, rival comparators only/],
    ['acronyms on another kind names the two kinds that read it (a rival does not)', (p) => {
      const i = first(p, 'address');
      comparators(p)[i]!.acronyms = true;
      return `/comparators/${i}/acronyms`;
    }, 'DF_ONLY_FOR_KIND', /is for placename, tftoken comparators only/],
    ['location_fields naming an undeclared field', (p) => {
      const i = first(p, 'tftoken');
      comparators(p)[i]!.location_fields = ['nickname'];
      return `/comparators/${i}/location_fields/0`;
    }, 'DF_NOT_DECLARED_FIELD', /declared field/],
    ['narrows_name_rarity out of range', (p) => {
      const i = first(p, 'category');
      comparators(p)[i]!.narrows_name_rarity = 1.5;
      return `/comparators/${i}/narrows_name_rarity`;
    }, 'DF_NOT_FRACTION', /\(0, 1\]/],
    ['narrows_name_rarity on another kind', (p) => {
      const i = first(p, 'address');
      comparators(p)[i]!.narrows_name_rarity = 0.1;
      return `/comparators/${i}/narrows_name_rarity`;
    }, 'DF_ONLY_FOR_KIND', /category/],
    ['near_miss_backed on another kind', (p) => {
      const i = first(p, 'address');
      comparators(p)[i]!.near_miss_backed = true;
      return `/comparators/${i}/near_miss_backed`;
    }, 'DF_ONLY_FOR_KIND', /date/],
    ['near_miss_backed not a boolean', (p) => {
      const i = first(p, 'address');
      (comparators(p)[i] as Record<string, unknown>)['near_miss_backed'] = 'yes';
      return `/comparators/${i}/near_miss_backed`;
    }, 'DF_NOT_BOOLEAN', /true or false|boolean/],
    ['kin_name on another kind', (p) => {
      const i = first(p, 'tftoken');
      comparators(p)[i]!.kin_name = true;
      return `/comparators/${i}/kin_name`;
    }, 'DF_ONLY_FOR_KIND', /name/],
    ['a category on a kind that does not read it', (p) => {
      const i = first(p, 'address');
      comparators(p)[i]!.category = 'electronics';
      return `/comparators/${i}/category`;
    }, 'DF_ONLY_FOR_KIND', /tftoken/],
    ['an alias claimed twice', (p) => {
      const address = (p.fields as Record<string, string[]>).address!;
      address.push('legal_name');
      return `/fields/address/${address.length - 1}`;
    }, 'DF_CLAIMED_TWICE', /claimed by both/],
    ['an unknown type vocabulary', (p) => setOption(p, 0, 'strip_type', 'boats'), 'DF_TYPE_VOCABULARY_UNKNOWN', /type vocabulary/],
    ['an unknown product category on a name comparator', (p) => setOption(p, first(p, 'placename'), 'category', 'boats'), 'DF_CATEGORY_UNKNOWN', /product category/],
    ['a missing tf hash', (p) => {
      (p.tf as { sha256: string }).sha256 = '';
      return '/tf/sha256';
    }, 'DF_PATTERN', /must match pattern/],
    ['geo without decay', (p) => {
      const i = first(p, 'geo');
      delete comparators(p)[i]!.decay_km;
      return `/comparators/${i}/decay_km`;
    }, 'DF_NOT_POSITIVE', /> 0/],
    ['geo near_km without near_weight', (p) => {
      const i = first(p, 'geo');
      comparators(p)[i]!.near_km = 0.05;
      delete comparators(p)[i]!.near_weight;
      return `/comparators/${i}/near_weight`;
    }, 'DF_GEO_NEAR', /near_km/],
    ['geo near_weight below 1', (p) => {
      const i = first(p, 'geo');
      comparators(p)[i]!.near_km = 0.05;
      comparators(p)[i]!.near_weight = 0.5;
      return `/comparators/${i}/near_weight`;
    }, 'DF_GEO_NEAR', /≥ 1/],
    ['an issuer field that is not declared', (p) => {
      const i = first(p, 'id');
      comparators(p)[i]!.issuer_field = 'shoe_size';
      return `/comparators/${i}/issuer_field`;
    }, 'DF_ISSUER_FIELD', /issuer_field|id comparators/],
    ['a scheme field that is not declared', (p) => {
      const i = first(p, 'id');
      comparators(p)[i]!.scheme_field = 'shoe_size';
      return `/comparators/${i}/scheme_field`;
    }, 'DF_ISSUER_FIELD', /id comparators/],
    ['an undated window on a comparator that reads no age', (p) => {
      const i = first(p, 'address');
      comparators(p)[i]!.undated_years = { before: 30, after: 5 };
      return `/comparators/${i}/undated_years`;
    }, 'DF_AGE_WINDOW', /age comparators/],
    ['a conflict lift naming no evidence key', (p) => {
      const i = first(p, 'id');
      comparators(p)[i]!.conflict_lifted_by = { any_of: [{ shoe_size: 1 }] };
      return `/comparators/${i}/conflict_lifted_by/any_of/0`;
    }, 'DF_NOT_EVIDENCE_KEY', /'shoe_size', which is not an evidence key/],
    ['a conflict lift on a comparator that never refutes', (p) => {
      const i = first(p, 'address');
      comparators(p)[i]!.conflict_lifted_by = { any_of: [{ name: 1 }] };
      return `/comparators/${i}/conflict_lifted_by`;
    }, 'DF_NOT_REFUTING', /only a refuting comparator/],
    ['years apart on a comparator that reads no dates', (p) => {
      const i = first(p, 'id');
      comparators(p)[i]!.conflict_lifted_by = { any_of: [{ name: 1 }], unless_years_apart: 15 };
      return `/comparators/${i}/conflict_lifted_by/unless_years_apart`;
    }, 'DF_ONLY_FOR_KIND', /date/],
    ['years apart that are no whole number of years', (p) => {
      const i = first(p, 'id');
      comparators(p)[i]!.kind = 'date';
      delete comparators(p)[i]!.issuer_field;
      delete comparators(p)[i]!.body_prefix;
      delete comparators(p)[i]!.contained_numbers;
      delete comparators(p)[i]!.scheme_field;
      delete comparators(p)[i]!.text_field_conflicts;
      comparators(p)[i]!.conflict_lifted_by = { any_of: [{ name: 1 }], unless_years_apart: 0.5 };
      return `/comparators/${i}/conflict_lifted_by/unless_years_apart`;
    }, 'DF_NOT_POSITIVE_INTEGER', /positive integer/],
    ['a refutation beside no evidence key', (p) => {
      const i = first(p, 'id');
      comparators(p)[i]!.refutes_beside = { shoe_size: 0.8 };
      return `/comparators/${i}/refutes_beside`;
    }, 'DF_NOT_EVIDENCE_KEY', /'shoe_size', which is not an evidence key/],
    ['a refutation beside on a comparator that never refutes', (p) => {
      const i = first(p, 'address');
      comparators(p)[i]!.refutes_beside = { name: 0.8 };
      return `/comparators/${i}/refutes_beside`;
    }, 'DF_NOT_REFUTING', /only a refuting comparator/],
    ['a refutation beside a bound above 1', (p) => {
      const i = first(p, 'id');
      comparators(p)[i]!.refutes_beside = { name: 1.5 };
      return `/comparators/${i}/refutes_beside/name`;
    }, 'DF_NOT_FRACTION', /\(0, 1\]/],
    ['a shipped-only refutation on a comparator that never refutes', (p) => {
      const i = first(p, 'address');
      comparators(p)[i]!.shipped_refutation_only = true;
      return `/comparators/${i}/shipped_refutation_only`;
    }, 'DF_NOT_REFUTING', /only a refuting comparator/],
    ['a price reading on a comparator that is not a quantity', (p) => setOption(p, first(p, 'placename'), 'money', true), 'DF_ONLY_FOR_KIND', /quantity/],
    ['a price reading that is not a boolean', (p) => setOption(p, first(p, 'placename'), 'money', 'yes'), 'DF_NOT_BOOLEAN', /true or false/],
    ['identifier glosses on an address comparator', (p) => setOption(p, first(p, 'address'), 'identifier_glosses', true), 'DF_ONLY_FOR_KIND', /placename, tftoken, type/],
    ['group siblings on a tftoken comparator', (p) => setOption(p, first(p, 'tftoken'), 'group_siblings', true), 'DF_ONLY_FOR_KIND', /placename/],
    ['group siblings that is not a boolean', (p) => setOption(p, first(p, 'placename'), 'group_siblings', 'yes'), 'DF_NOT_BOOLEAN', /true or false/],
    ['inner unseen words on a tftoken comparator', (p) => setOption(p, first(p, 'tftoken'), 'inner_unseen_words', true), 'DF_ONLY_FOR_KIND', /placename with group_siblings/],
    ['inner unseen words that is not a boolean', (p) => setOption(p, first(p, 'placename'), 'inner_unseen_words', 'yes'), 'DF_NOT_BOOLEAN', /true or false/],
    ['text field conflicts on an id without a text field', (p) => setOption(p, first(p, 'address'), 'text_field_conflicts', true), 'DF_ONLY_FOR_KIND', /id with text_field/],
    ['a percentage reading on a comparator that is not a quantity', (p) => setOption(p, first(p, 'placename'), 'percent', true), 'DF_ONLY_FOR_KIND', /quantity/],
    ['a percentage reading that is not a boolean', (p) => setOption(p, first(p, 'placename'), 'percent', 'yes'), 'DF_NOT_BOOLEAN', /true or false/],
    ['a shipped-only refutation that is not a boolean', (p) => {
      const i = first(p, 'id');
      comparators(p)[i]!.shipped_refutation_only = 'yes';
      return `/comparators/${i}/shipped_refutation_only`;
    }, 'DF_NOT_BOOLEAN', /true or false/],
    ['an alias not in field-name form', (p) => {
      const name = (p.fields as Record<string, string[]>).name!;
      name.push('full__name');
      return `/fields/name/${name.length - 1}`;
    }, 'DF_FIELD_NAME_FORM', /field-name form/],
    ['a composed field the pack does not declare', (p) => {
      p.composed = { nickname: { parts: [['first_name'], ['last_name']], note: 'n' } };
      return '/composed/nickname';
    }, 'DF_NOT_KNOWN_FIELD', /not a known field/],
    ["a name cell's address for a field the pack does not declare", (p) => {
      p.composed = { name: { parts: [['first_name'], ['last_name']], cell_address: { field: 'residence', note: 'n' }, note: 'n' } };
      return '/composed/name/cell_address/field';
    }, 'DF_NOT_KNOWN_FIELD', /not a known field/],
    ['a header-words subject field the pack does not declare', (p) => {
      p.header_words = { qualifiers: [], number_words: ['no'], other_party: [], subject_field: 'holder_name', fields: { name: [['name']] }, note: 'n' };
      return '/header_words/subject_field';
    }, 'DF_NOT_KNOWN_FIELD', /not a known field/],
    ['a role without own columns that is no role key', (p) => {
      p.header_words = { qualifiers: [], number_words: ['no'], other_party: [], subject_field: 'name', role_keys: { keys: ['nominee'], no_own_columns: ['user'], note: 'n' }, fields: { name: [['name']] }, note: 'n' };
      return '/header_words/role_keys/no_own_columns/0';
    }, 'DF_NOT_KNOWN_FIELD', /not a known field/],
    ['a closing role case ending with no letters', (p) => {
      p.header_words = { qualifiers: [], number_words: ['no'], other_party: [], subject_field: 'name', role_keys: { keys: ['nominee'], tail_case_endings: [{ ending: '', bases: ['y'] }], note: 'n' }, fields: { name: [['name']] }, note: 'n' };
      return '/header_words/role_keys/tail_case_endings/0/ending';
    }, 'DF_PATTERN', /must match pattern/],
    ['a closing role connective that is no header word', (p) => {
      p.header_words = { qualifiers: [], number_words: ['no'], other_party: [], subject_field: 'name', role_keys: { keys: ['nominee'], tail_connectives: ['of the'], note: 'n' }, fields: { name: [['name']] }, note: 'n' };
      return '/header_words/role_keys/tail_connectives/0';
    }, 'DF_PATTERN', /must match pattern/],
    ['a lone role that is no header word', (p) => {
      p.header_words = { qualifiers: [], number_words: ['no'], other_party: [], subject_field: 'name', role_keys: { keys: ['nominee'], lone_roles: ['Officer'], note: 'n' }, fields: { name: [['name']] }, note: 'n' };
      return '/header_words/role_keys/lone_roles/0';
    }, 'DF_PATTERN', /must match pattern/],
    ['a two-word lone role not in field-name form', (p) => {
      p.header_words = { qualifiers: [], number_words: ['no'], other_party: [], subject_field: 'name', role_keys: { keys: ['nominee'], lone_roles: ['paid_to', 'paid to'], note: 'n' }, fields: { name: [['name']] }, note: 'n' };
      return '/header_words/role_keys/lone_roles/1';
    }, 'DF_PATTERN', /must match pattern/],
    ['a role key claimed by a field too', (p) => {
      p.header_words = { qualifiers: [], number_words: ['no'], other_party: [], subject_field: 'name', role_keys: { keys: ['legal_name'], note: 'n' }, fields: { name: [['name']] }, note: 'n' };
      return '/header_words/role_keys/keys/0';
    }, 'DF_CLAIMED_TWICE', /claimed by both/],
    ['a value shape for a field the pack does not declare', (p) => {
      p.value_shapes = { rules: [{ keys: ['pin'], pattern: '^x\\d+$', field: 'shoe_size' }], note: 'n' };
      return '/value_shapes/rules/0';
    }, 'DF_NOT_KNOWN_FIELD', /not a known field/],
    ['unread numbers read as a field no id comparator compares', (p) => {
      p.unread_numbers = { field: 'name', shared_words: ['household'], note: 'n' };
      return '/unread_numbers/field';
    }, 'DF_NOT_KNOWN_FIELD', /not a known field/],
    ['a value shape whose pattern is no regular expression', (p) => {
      p.value_shapes = { rules: [{ keys: ['pin'], pattern: '^(x', field: 'name' }], note: 'n' };
      return '/value_shapes/rules/0/pattern';
    }, 'DF_REGEX_INVALID', /regular expression/],
    ['a value shape whose check names no checksum-validated identifier rule', (p) => {
      p.value_shapes = { rules: [{ keys: ['pin'], pattern: '^\\d{9}$', check: 'za_passport', field: 'name' }], note: 'n' };
      return '/value_shapes/rules/0/check';
    }, 'DF_NOT_IN_LIST', /is not in/],
    ['a part key claimed by a field too', (p) => {
      p.composed = { name: { parts: [['first_name'], ['legal_name']], note: 'n' } };
      return '/composed/name/parts/1/0';
    }, 'DF_CLAIMED_TWICE', /claimed by both/],
    ['a part key not in field-name form', (p) => {
      p.composed = { name: { parts: [['First Name'], ['last_name']], note: 'n' } };
      return '/composed/name/parts/0/0';
    }, 'DF_FIELD_NAME_FORM', /field-name form/],
    ['an other-form key claimed by a field too', (p) => {
      p.composed = { name: { parts: [['first_name'], ['last_name']], also: { keys: ['legal_name'], joiner: 'nee', note: 'n' }, note: 'n' } };
      return '/composed/name/also/keys/0';
    }, 'DF_CLAIMED_TWICE', /claimed by both/],
    ['an other-form key not in field-name form', (p) => {
      p.composed = { name: { parts: [['first_name'], ['last_name']], also: { keys: ['Maiden Name'], joiner: 'nee', note: 'n' }, note: 'n' } };
      return '/composed/name/also/keys/0';
    }, 'DF_FIELD_NAME_FORM', /field-name form/],
    ['a composed field of one part', (p) => {
      p.composed = { name: { parts: [['first_name']], note: 'n' } };
      return '/composed/name/parts';
    }, 'DF_MIN_ITEMS', /fewer than 2/],
  ];
  /** Sets the id comparator's near-miss corroboration; returns its JSON path. */
  const nearMiss = (p: Record<string, unknown>, corroboration: unknown) => {
    const i = first(p, 'id');
    comparators(p)[i]!.near_miss_corroboration = corroboration;
    return `/comparators/${i}/near_miss_corroboration`;
  };
  broken.push(
    ['a corroboration group naming no evidence key', (p) => `${nearMiss(p, { any_of: [{ name: 0.85, shoe_size: 1 }] })}/any_of/0`, 'DF_NOT_EVIDENCE_KEY', /'shoe_size', which is not an evidence key/],
    ['a corroboration floor out of range', (p) => `${nearMiss(p, { any_of: [{ name: 0 }] })}/any_of/0/name`, 'DF_NOT_FRACTION', /\(0, 1\]/],
    ['an empty corroboration group', (p) => `${nearMiss(p, { any_of: [{}] })}/any_of/0`, 'DF_GROUP_EMPTY', /at least one evidence key with its floor/],
    ['a near miss corroborating itself', (p) => `${nearMiss(p, { any_of: [{ name: 0.85, registration_id: 1 }] })}/any_of/0`, 'DF_SELF_CORROBORATION', /cannot corroborate itself/],
    ['an empty serial_any_of', (p) => `${nearMiss(p, { any_of: [{ name: 0.85 }], serial_any_of: [] })}/serial_any_of`, 'DF_NO_GROUP', /at least one group/],
    ['a serial group naming no evidence key', (p) => `${nearMiss(p, { any_of: [{ name: 0.85 }], serial_any_of: [{ shoe_size: 1 }] })}/serial_any_of/0`, 'DF_NOT_EVIDENCE_KEY', /'shoe_size', which is not an evidence key/],
  );
  for (const [what, breakIt, problem, words] of broken) {
    it(`the loader refuses ${what}`, () => {
      const p = base();
      const path = breakIt(p);
      throwsDataFile(() => validatePack('organisation.json', p), 'organisation.json', path, problem);
      assert.throws(() => validatePack('organisation.json', p), words);
    });
  }
});

describe('token-frequency tables', () => {
  for (const name of PACK_FILES) {
    const table = (packJson(name).tf as { table: string }).table;
    it(`${table} validates, names its sources and licences, and stays small`, () => {
      const raw = tfJson(table);
      const t = validateTfTable(`${table}.json`, raw);
      assert.ok(t.sources.every((s) => s.name && s.licence));
      assert.ok(Object.keys(t.counts).length > 100);
      assert.ok(readFileSync(new URL(`../../src/compare/tf/${table}.json`, import.meta.url)).length < 100_000);
    });
  }

  it('distinctiveness: unseen words are rare, common words are not', () => {
    assert.equal(Number(distinctivenessOf(5e-5).toFixed(4)), 0.8602);
    const person = loadTfTable('person');
    assert.ok(person.distinctiveness('zzqxv') > 0.75);
    for (const common of ['mohammed', 'ibrahim', 'musa', 'john', 'smith', 'mary']) assert.ok(person.distinctiveness(common) < 0.75, common);
    const org = loadTfTable('organisation');
    for (const common of ['limited', 'ltd', 'international', 'tea', 'bank']) assert.ok(org.distinctiveness(common) < 0.75, common);
    assert.ok(org.distinctiveness('kijani') >= 0.75);
    const place = loadTfTable('place');
    for (const common of ['general', 'hospital', 'central']) assert.ok(place.distinctiveness(common) < 0.75, common);
  });

  it('refuses malformed tables', () => {
    const good = tfJson('artist');
    assert.throws(() => tfTableFrom('x', { ...good, format: 'other' }), /format/);
    throwsDataFile(() => tfTableFrom('x', { ...good, counts: { 'Not Normal': 3 } }), 'x', '/counts/Not Normal', 'DF_NOT_KNOWN_FIELD');
    throwsDataFile(() => tfTableFrom('x', { ...good, total: 1 }), 'x', '/total', 'DF_TOTAL_BELOW_COUNTS');
    assert.throws(() => tfTableFrom('x', { ...good, total: 1 }), /counts exceed total/);
    assert.throws(() => tfTableFrom('x', { ...good, sources: [] }), /sources/);
  });
});

describe('comparator data files', () => {
  it('name-equivalents.json loads into groups', () => {
    assert.ok(EQUIVALENT_NAME_COUNT > 300);
  });
  it('type-vocabulary.json finds types and strips legal forms', () => {
    assert.equal(findType('health_facility', 'Kano Central Primary Health Centre'), 'PHC');
    assert.equal(findType('health_facility', 'Kano Central PHC'), 'PHC');
    assert.equal(findType('organization', 'Touton Negoce S.A.R.L.'), 'SARL');
    assert.deepEqual(stripTypeWords('organization', 'Kijani Tea Exporters Ltd'), ['kijani', 'tea', 'exporters']);
    assert.deepEqual(stripTypeWords('organization', 'Kijani Tea Exporters Limited'), ['kijani', 'tea', 'exporters']);
    assert.deepEqual(stripTypeWords('organization', 'Siemens GmbH'), ['siemens']);
    assert.deepEqual(stripTypeWords('organization', 'Dangote Cement PLC'), ['dangote', 'cement']);
  });
  it('product-units.json declares identity units per category', () => {
    assert.deepEqual(PRODUCT_UNITS.units['kg'], ['mass', 1000]);
    assert.ok(PRODUCT_UNITS.categories['electronics']!.includes('storage'));
  });
});
