// A Hungarian tax number (adószám, 8 + 1 + 2 digits) against the HU VAT number built from its first eight digits
// (identifier-forms.json contained_numbers, session 30). Records and numbers invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const org = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });

describe('a Hungarian tax number against its HU VAT number', () => {
  it('agree where the VAT number is HU and the tax number’s taxpayer digits (positive)', () => {
    const r = org(
      { name: 'Tisza Gép Kft.', registration_id: '06-09-123456', registration_country: 'HU', tax_id: '12345678-2-06' },
      { name: 'Tisza Machine Ltd (Tisza Gép Kft.)', vat_number: 'HU12345678', registration_country: 'Hungary' },
    );
    assert.equal(r.factors.tax_id, 1);
    assert.equal(r.identity, 'same_entity');
  });

  it('another company’s VAT number still disagrees (negative)', () => {
    const r = org(
      { name: 'Tisza Gép Kft.', registration_id: '06-09-123456', registration_country: 'HU', tax_id: '12345678-2-06' },
      { name: 'Tisza Gép Zrt.', vat_number: 'HU12345679', registration_country: 'Hungary' },
    );
    assert.equal(r.factors.tax_id, 0);
    assert.notEqual(r.identity, 'same_entity');
  });

  it('an eleven-digit number whose ninth digit is no VAT-status digit is read as written (adversarial)', () => {
    // 1 to 5 are the adószám's VAT-status digits; another scheme's eleven digits are not read as one.
    const r = org({ name: 'Tisza Gép Kft.', tax_id: '12345678906' }, { name: 'Tisza Gép Kft.', vat_number: 'HU12345678' });
    assert.equal(r.factors.tax_id, 0);
  });
});
