// compare() at its edges: the string form, refused requests, oversized values, reused record ids, names in
// other scripts, structured values and borrowed identities (split from compare.test.ts, which keeps the
// acceptance cases, every pack's plausible pair, ids and determinism).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestError } from '../../src/core/errors.js';
import { type CompareRequest, compare, compareDetailed } from '../../src/compare/index.js';
import { hasCode } from '../helpers/codes.js';

const adesola: CompareRequest = {
  a: { name: 'Adesola Okonkwo', national_id: '12345678901' },
  b: { name: 'Adesola E. Okonkwo', national_id: '12345678901' },
  entity: 'person',
};

describe('compare: string form', () => {
  it('two strings with person go to the text engine (dec: ids)', () => {
    const r = compare({ a: 'Adesola Okonkwo, NIN 12345678901', b: 'Adesola E. Okonkwo, NIN 12345678901', jurisdiction: 'NG' });
    assert.match(r.decision_id, /^dec:sha256:[0-9a-f]{64}$/);
    assert.equal(r.pins.receipt_schema, 1);
  });
});

describe('compare: errors', () => {
  it('an unknown entity names it, lists every pack and says a new schema needs its own comparator set', () => {
    assert.throws(
      () => compare({ ...adesola, entity: 'nope' }),
      (err: unknown) =>
        err instanceof BadRequestError &&
        hasCode('SC_ENTITY_UNKNOWN')(err) &&
        err.status === 400 &&
        err.message.includes("'nope'") &&
        err.message.includes('artist, organisation, organization, person, place, product_electronics, product_grocery, product_home_goods') &&
        /its own comparator set/.test(err.message),
    );
  });
  it('one object and one string → 400', () => {
    assert.throws(() => compare({ a: { name: 'Ada' }, b: 'Ada' }), hasCode('SC_COMPARE_SHAPES'));
    assert.throws(() => compare({ a: 'Ada', b: ['Ada'] as never }), hasCode('SC_COMPARE_SHAPES'));
    assert.throws(() => compare({ a: null as never, b: { name: 'Ada' } }), hasCode('SC_COMPARE_SHAPES'));
  });
  it('a pack other than person with two strings → 400 saying it needs field maps', () => {
    assert.throws(
      () => compare({ a: 'Kijani Tea Exporters Ltd', b: 'Kijani Tea Exporters Limited', entity: 'organisation' }),
      (e: unknown) => e instanceof BadRequestError && hasCode('SC_COMPARE_NEEDS_FIELD_MAPS')(e) && e.message.includes("'organisation'"),
    );
  });
  it('error details never echo the compared values', () => {
    try {
      compare({ a: { name: 'Secret Person' }, b: 'Secret Person', entity: 'person' });
      assert.fail('expected an error');
    } catch (err) {
      assert.ok(!(err as Error).message.includes('Secret'));
    }
  });
});

describe('compare: oversized values', () => {
  it('a megabyte-long name or address is compared (its time budget is in npm run bench:worst-case)', () => {
    const long = 'Adesola Okonkwo '.repeat(70_000);
    const r = compare({ a: { name: long, address: long, national_id: '12345678901' }, b: { name: `${long}x`, address: `x${long}`, national_id: '12345678901' } });
    assert.equal(r.factors.national_id, 1);
  });
});

describe('compare: record ids of reused records', () => {
  it('a record object compared again, then mutated, gets the id of what it holds now', () => {
    const a: Record<string, string> = { name: 'Adesola Okonkwo', national_id: '12345678901' };
    const b = { name: 'Adesola E. Okonkwo', national_id: '12345678901' };
    const first = compareDetailed({ a, b });
    assert.equal(compareDetailed({ a, b }).records.a.id, first.records.a.id);
    a.national_id = '12345678902';
    const after = compareDetailed({ a, b });
    assert.notEqual(after.records.a.id, first.records.a.id);
    assert.equal(after.records.a.id, compareDetailed({ a: { ...a }, b }).records.a.id);
    a.phone = '0803 555 7890';
    assert.notEqual(compareDetailed({ a, b }).records.a.id, after.records.a.id);
    // Same object under another entity name: another id.
    assert.notEqual(compareDetailed({ a, b, entity: 'artist' }).records.a.id, compareDetailed({ a, b }).records.a.id);
  });
});

describe('compare: names in other scripts', () => {
  it('compare word by word, but cannot show that a name is rare', () => {
    const ar = compare({ a: { name: 'محمد علي' }, b: { name: 'علي محمد' } });
    assert.equal(ar.factors.name, 1);
    assert.equal(ar.identity, 'review');
    const ru = compare({ a: { name: 'Иван Петров' }, b: { name: 'Иван Петров' } });
    assert.equal(ru.identity, 'review');
    const typo = compare({ a: { name: 'Иван Петров', national_id: '4509 123456' }, b: { name: 'Иван Петрова', national_id: '4509123456' } });
    assert.ok(typo.factors.name! > 0.9);
    assert.equal(typo.identity, 'same_entity');
  });
});

describe('compare: structured values', () => {
  it('a structured address compares component-wise and shows as text in explain.shared', () => {
    const address = { street_number: '12', street: 'Awolowo Road', city: 'Lagos' };
    const d = compareDetailed({ a: { name: 'Adesola Okonkwo', address }, b: { name: 'Adesola Okonkwo', address: '12 Awolowo Road, Lagos' } });
    assert.ok(d.receipt.factors.address! > 0.9);
    const place = compareDetailed({
      a: { name: 'Karfi Health Post', admin_path: { admin1: 'Kano', admin2: 'Kura', settlement: 'Karfi' } },
      b: { name: 'Karfi Health Post', admin_path: { admin1: 'Kano', admin2: 'Kura', settlement: 'Karfi' } },
      entity: 'place',
    });
    assert.equal(place.receipt.factors.admin_path, 1);
    assert.equal(place.explain.shared.admin_path, 'Kano, Kura, Karfi');
  });
});

describe('compare: a borrowed identity is never merged', () => {
  it('the same national id, birth date and address under an unrelated name → review / hold, refuted by name', () => {
    const shared = { national_id: '12345678901', dob: '1990-01-02', address: '12 Allen Avenue, Ikeja' };
    const d = compareDetailed({ a: { name: 'John Smith', ...shared }, b: { name: 'Peter Brown', ...shared }, entity: 'person' });
    assert.equal(d.receipt.identity, 'review');
    assert.equal(d.receipt.action, 'hold');
    assert.ok(d.explain.refuting.includes('name'));
    assert.match(d.receipt.explanation, /refuted by name/);
  });
  it('a name recorded as one word is partial: it does not refute, and the identifiers decide', () => {
    const shared = { national_id: '12345678901', dob: '1990-01-02', address: '12 Allen Avenue, Ikeja' };
    const d = compareDetailed({ a: { name: 'Nguyen', ...shared }, b: { name: 'Isabella Vincent', ...shared }, entity: 'person' });
    assert.equal(d.receipt.identity, 'same_entity');
    assert.equal(d.receipt.factors.name, 0);
    assert.equal(d.receipt.factors.name_conflict, undefined);
    // With nothing but the id behind it, the unmatched one-word name still keeps the pair from a merge.
    const thin = compare({ a: { name: 'Nguyen', national_id: shared.national_id }, b: { name: 'Isabella Vincent', national_id: shared.national_id } });
    assert.notEqual(thin.identity, 'same_entity');
  });
  it('a partly shared name (same family name) is not refuted by that rule', () => {
    const shared = { national_id: '12345678901', dob: '1990-01-02' };
    const r = compare({ a: { name: 'Adaeze Okonkwo', ...shared }, b: { name: 'Adaeze N. Okonkwo', ...shared }, entity: 'person' });
    assert.equal(r.identity, 'same_entity');
  });
});
