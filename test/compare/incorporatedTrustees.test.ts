// An association's legal person under its trustees' name (type-vocabulary.json organization TRUSTEES): in
// Nigeria a church, NGO or club is registered as 'The Incorporated Trustees of X' (CAMA, IT numbers), in
// Kenya, Tanzania and Malawi as 'The Registered Trustees of X'; lists write X. The phrase is a legal form, set
// aside from the name as Ltd is. Records invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findTypes, stripTypeWords } from '../../src/compare/comparators/typeVocabulary.js';
import { compare } from '../../src/compare/index.js';

const org = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });

describe('the incorporated or registered trustees of an association', () => {
  it('the trustees\' phrase is a legal form, set aside from the name (positive)', () => {
    assert.deepEqual(findTypes('organization', 'The Incorporated Trustees of Mwanga Youth Foundation'), ['TRUSTEES', 'NGO']);
    assert.deepEqual(stripTypeWords('organization', 'The Registered Trustees of Baraka Gospel Assembly'), ['baraka', 'gospel', 'assembly']);
    const r = org({ name: 'Baraka Gospel Assembly', address: '14 Olu Obasanjo Road, Port Harcourt' }, { name: 'Incorporated Trustees of Baraka Gospel Assembly', registration_id: 'CAC/IT/NO 77341', registration_country: 'NG' });
    assert.equal(r.factors.name, 1);
  });

  it('another association\'s trustees stay another body (negative)', () => {
    assert.notEqual(org({ name: 'Baraka Gospel Assembly' }, { name: 'Incorporated Trustees of Neema Bible Church' }).identity, 'same_entity');
  });

  it('a name that only holds the word trustees keeps it (adversarial)', () => {
    // 'Trustees' alone is no form: a trust company's own name (Union Trustees) stays as written.
    assert.deepEqual(findTypes('organization', 'Harmattan Trustees Ltd'), ['LTD']);
    assert.deepEqual(stripTypeWords('organization', 'Harmattan Trustees Ltd'), ['harmattan', 'trustees']);
  });
});
