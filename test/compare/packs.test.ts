import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
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

  it('person reads name, dob, typed identifiers, phone, email, address and the weak birth_place, gender, occupation with common aliases', () => {
    const person = findPack('person')!;
    assert.deepEqual(
      [...person.fieldKeys.keys()],
      ['name', 'dob', 'national_id', 'national_id_country', 'ssn', 'passport', 'passport_country', 'drivers_licence', 'drivers_licence_issuer', 'tax_id', 'tax_id_country', 'phone', 'email', 'address', 'birth_place', 'gender', 'occupation'],
    );
    for (const alias of ['full_name', 'date_of_birth', 'birth_date', 'phone_number', 'nin', 'email_address']) {
      assert.ok([...person.fieldKeys.values()].some((keys) => keys.includes(alias)), alias);
    }
  });

  it('every pack hash differs', () => {
    const hashes = new Set(PACK_FILES.map((n) => findPack(n)!.comparatorsSha256));
    assert.equal(hashes.size, PACK_FILES.length);
  });

  const base = () => structuredClone(packJson('organisation'));
  const broken: [string, (p: Record<string, unknown>) => void, RegExp][] = [
    ['a wrong schema', (p) => {
      p.schema = 'x';
    }, /schema/],
    ['an unknown kind', (p) => {
      (p.comparators as { kind: string }[])[0]!.kind = 'soundex';
    }, /unknown kind soundex/],
    ['a negative weight', (p) => {
      (p.comparators as { weight: number }[])[0]!.weight = -1;
    }, /weight/],
    ['an undeclared field', (p) => {
      (p.comparators as { field: string }[])[0]!.field = 'nickname';
    }, /does not declare/],
    ['refutes_below out of range', (p) => {
      (p.comparators as { refutes_below: number }[])[0]!.refutes_below = 1.5;
    }, /refutes_below/],
    ['name_prefix_floor out of range', (p) => {
      (p.comparators as { name_prefix_floor: number }[])[0]!.name_prefix_floor = 1.5;
    }, /name_prefix_floor/],
    ['an alias claimed twice', (p) => void ((p.fields as Record<string, string[]>).address!.push('legal_name')), /claimed by both/],
    ['an unknown type vocabulary', (p) => {
      (p.comparators as { strip_type: string }[])[0]!.strip_type = 'boats';
    }, /type vocabulary/],
    ['a missing tf hash', (p) => {
      (p.tf as { sha256: string }).sha256 = '';
    }, /sha256/],
    ['geo without decay', (p) => void delete (p.comparators as { kind: string; decay_km?: number }[]).find((c) => c.kind === 'geo')!.decay_km, /decay_km/],
    ['an issuer field that is not declared', (p) => {
      (p.comparators as { kind: string; issuer_field?: string }[]).find((c) => c.kind === 'id')!.issuer_field = 'shoe_size';
    }, /issuer_field/],
    ['a conflict lift naming no evidence key', (p) => {
      (p.comparators as { kind: string; conflict_lifted_by?: unknown }[]).find((c) => c.kind === 'id')!.conflict_lifted_by = { any_of: [{ shoe_size: 1 }] };
    }, /shoe_size is not an evidence key/],
    ['a conflict lift on a comparator that never refutes', (p) => {
      const address = (p.comparators as { kind: string; conflict_lifted_by?: unknown }[]).find((c) => c.kind === 'address')!;
      address.conflict_lifted_by = { any_of: [{ name: 1 }] };
    }, /only a refuting comparator/],
    ['an alias not in field-name form', (p) => {
      (p.fields as Record<string, string[]>).name!.push('full__name');
    }, /field-name form/],
  ];
  const nearMiss = (p: Record<string, unknown>) =>
    (p.comparators as { near_miss_corroboration?: unknown; kind: string }[]).find((c) => c.kind === 'id')!;
  broken.push(
    ['a corroboration group naming no evidence key', (p) => {
      nearMiss(p).near_miss_corroboration = { any_of: [{ name: 0.85, shoe_size: 1 }] };
    }, /shoe_size is not an evidence key/],
    ['a corroboration floor out of range', (p) => {
      nearMiss(p).near_miss_corroboration = { any_of: [{ name: 0 }] };
    }, /floor of name/],
    ['an empty corroboration group', (p) => {
      nearMiss(p).near_miss_corroboration = { any_of: [{}] };
    }, /at least one evidence key with its floor/],
    ['a near miss corroborating itself', (p) => {
      nearMiss(p).near_miss_corroboration = { any_of: [{ name: 0.85, registration_id: 1 }] };
    }, /cannot corroborate itself/],
    ['an empty serial_any_of', (p) => {
      nearMiss(p).near_miss_corroboration = { any_of: [{ name: 0.85 }], serial_any_of: [] };
    }, /serial_any_of, when given, needs at least one group/],
    ['a serial group naming no evidence key', (p) => {
      nearMiss(p).near_miss_corroboration = { any_of: [{ name: 0.85 }], serial_any_of: [{ shoe_size: 1 }] };
    }, /shoe_size is not an evidence key/],
  );
  for (const [what, mutate, message] of broken) {
    it(`the loader refuses ${what}`, () => {
      const p = base();
      mutate(p);
      assert.throws(() => validatePack('organisation.json', p), message);
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
    throwsDataFile(() => tfTableFrom('x', { ...good, counts: { 'Not Normal': 3 } }), 'x', '/counts/Not Normal');
    throwsDataFile(() => tfTableFrom('x', { ...good, total: 1 }), 'x', '/total');
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
