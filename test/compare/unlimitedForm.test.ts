// An unlimited company's legal form (type-vocabulary.json organization UNLIMITED): registers in Nigeria
// (CAMA), the UK and Ireland write 'Unlimited', lists 'Unltd'; it is a form of its own, set aside from the
// name as Ltd is, and never the family of Ltd or Plc. Records invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findTypes } from '../../src/compare/comparators/typeVocabulary.js';
import { compare } from '../../src/compare/index.js';

const org = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });

describe('an unlimited company', () => {
  it('Unlimited and Unltd are one legal form, set aside from the name (positive)', () => {
    assert.deepEqual(findTypes('organization', 'Savanna Drilling Nigeria Unlimited'), ['UNLIMITED']);
    assert.deepEqual(findTypes('organization', 'Savanna Drilling Nig. Unltd'), ['UNLIMITED']);
    const r = org(
      { name: 'Savanna Drilling Nigeria Unlimited', registration_id: 'RC 55120', registration_country: 'NG', address: 'Plot 9, Adeola Odeku Street, Victoria Island, Lagos' },
      { name: 'Savanna Drilling Nig. Unltd', address: 'Plot 9 Adeola Odeku St, V.I., Lagos' },
    );
    assert.equal(r.factors.name_type, 1);
    assert.ok(r.factors.name! >= 0.9, `name ${r.factors.name}`);
  });

  it('another name with the same form stays another company (negative)', () => {
    assert.notEqual(org({ name: 'Savanna Drilling Nigeria Unlimited' }, { name: 'Harmattan Pipelines Nigeria Unlimited' }).identity, 'same_entity');
  });

  it('an unlimited company against a limited one of the same name is refuted by form (adversarial)', () => {
    const r = org({ name: 'Savanna Drilling Nigeria Unlimited' }, { name: 'Savanna Drilling Nigeria Limited' });
    assert.equal(r.factors.name_type, 0);
    assert.notEqual(r.identity, 'same_entity');
  });
});
