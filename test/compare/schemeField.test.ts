// A registration number on one record against the tax or VAT number on the other (the organisation pack's
// registration_id scheme_field, session 29): one body where the VAT number is built from the registration
// number by the scheme's rule, never a disagreement otherwise. Records and numbers invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { oneBodyAcrossSchemes } from '../../src/compare/comparators/identifier.js';

const org = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });

describe('a registration number against a VAT number in the other record', () => {
  it('a Swiss UID and the VAT number built from it name one company, across a translated legal form (positive)', () => {
    const r = org(
      { name: 'Meridian Cocoa Trading SA', registration_id: 'CHE-412.903.115', registration_country: 'CH', address: 'Quai du Mont-Blanc 5, Genève' },
      { name: 'Meridian Cocoa Trading Ltd', vat_number: 'CHE-412.903.115 MWST', registration_country: 'Switzerland' },
    );
    assert.equal(r.factors.registration_id, 1);
    assert.equal(r.identity, 'same_entity');
  });

  it('a Belgian enterprise number and its BE VAT number agree (positive)', () => {
    assert.equal(oneBodyAcrossSchemes('0712.448.019', 'BE0712448019'), true);
    assert.equal(oneBodyAcrossSchemes('CHE401223118', 'CHE-401.223.118 TVA'), true);
  });

  it('two different numbers of two schemes are no disagreement (negative)', () => {
    const r = org(
      { company_name: 'TALLIN LOGISTIKA OU', company_number: '14522781' },
      { name: 'Tallin Logistika OU', vat_number: 'EE 102233445' },
    );
    assert.equal(r.factors.registration_id, undefined);
    assert.equal(r.factors.registration_id_conflict, undefined);
    assert.equal(oneBodyAcrossSchemes('0712.448.019', 'BE0712448020'), false);
  });

  it('a record with both numbers is read field by field, and one digit off is no agreement (adversarial)', () => {
    // Both records state a registration number: they are compared as registration numbers, as before.
    const both = org(
      { name: 'Meridian Cocoa Trading SA', registration_id: 'CHE-412.903.115' },
      { name: 'Meridian Cocoa Trading SA', registration_id: 'CHE-412.903.116', vat_number: 'CHE-412.903.115 MWST' },
    );
    assert.notEqual(both.factors.registration_id, 1);
    assert.equal(oneBodyAcrossSchemes('CHE-412.903.115', 'CHE-412.903.116 MWST'), false);
  });
});
