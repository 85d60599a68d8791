// Tax and register numbers written behind the issuing authority's initials and their own label (NRA TIN, ZIMRA BP No.),
// a tax card's or a VAT registration's label (Tax Card No., VAT Reg No, UID, P.IVA) or a register's name (NIP,
// CVR-nr.): data/identifier-forms.json labels, session 36, pset16r. Records written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { identifierKeys } from '../../src/compare/comparators/identifier.js';

const org = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });

describe('tax numbers behind an authority, a tax card or a register label', () => {
  it('reads the number behind the labels, one after another', () => {
    assert.ok(identifierKeys('NRA TIN 1001234567').includes('1001234567'));
    assert.ok(identifierKeys('ZIMRA BP No. 200012345').includes('200012345'));
    assert.ok(identifierKeys('Tax Card No. 123-456-789').includes('123456789'));
    assert.ok(identifierKeys('CVR-nr. 1234 5678').includes('12345678'));
    assert.ok(identifierKeys('P.IVA 01234567897').includes('1234567897'));
  });

  it('positive: one number written behind its labels and bare or behind its country code agrees', () => {
    const sl = org({ name: 'Kasanga Timber (SL) Limited', registration_id: 'CAC/2019/C/01234', registration_country: 'SL', tax_id: '1001234567' }, { name: 'Kasanga Timber (S.L.) Ltd.', tax_id: 'NRA TIN 1001234567', registration_country: 'Sierra Leone' });
    assert.equal(sl.factors.tax_id, 1);
    assert.equal(sl.identity, 'same_entity');
    const pl = org({ name: 'Nowak Budownictwo spółka jawna', vat_number: 'NIP 123-456-32-18', registration_country: 'Polska' }, { name: 'Nowak Budownictwo sp.j.', registration_id: '0000123456', registration_country: 'PL', vat_number: 'PL1234563218' });
    assert.equal(pl.identity, 'same_entity');
    const dk = org({ name: 'Lindholm Murer, enkeltmandsvirksomhed', vat_number: 'CVR-nr. 1234 5678', registration_country: 'Danmark' }, { name: 'Lindholm Murer v/Per Lindholm', registration_id: '12345678', registration_country: 'DK', vat_number: 'DK12345678' });
    assert.notEqual(dk.factors.tax_id, 0);
  });

  it('negative: two numbers behind the same labels still disagree', () => {
    const r = org({ name: 'Sinai Foods S.A.E.', registration_id: '12345', registration_country: 'EG', tax_id: '123-456-789' }, { name: 'Sinai Foods, Egyptian joint stock company', tax_id: 'Tax Card No. 123456780', registration_country: 'Egypt' });
    assert.notEqual(r.factors.tax_id, 1);
    assert.notEqual(r.identity, 'same_entity');
  });
});
