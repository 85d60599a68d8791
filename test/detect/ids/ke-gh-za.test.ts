import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found, run, validated } from './helpers.js';

describe('Kenya identifiers', () => {
  it('national ID and NHIF only with a cue', () => {
    assert.deepEqual(found('KE', 'ID No. 12345678', 'ke_national_id'), ['12345678']);
    assert.deepEqual(found('KE', 'national ID 1234567 on file', 'ke_national_id'), ['1234567']);
    assert.deepEqual(found('KE', 'her ID: 23456789', 'ke_national_id'), ['23456789']);
    assert.deepEqual(found('KE', 'NHIF 123456789 only', 'ke_nhif'), ['123456789']);
    assert.deepEqual(found('KE', 'NHIF membership no. 87654321', 'ke_nhif'), ['87654321']);
    assert.deepEqual(found('KE', 'NHIF membership no. 87654321', 'ke_national_id'), []);
  });

  it('order and invoice numbers are not IDs', () => {
    assert.deepEqual(found('KE', 'ORD-40320191, INV-5613575, PO 36674714, paid 12345678'), []);
    assert.deepEqual(found('KE', 'Order ID 12345678'), []);
  });

  it('KRA PIN on shape, Huduma number with its cue', () => {
    assert.deepEqual(found('KE', 'KRA PIN A123456789B'), ['A123456789B']);
    assert.deepEqual(found('KE', 'pin p051234567z filed'), ['p051234567z']);
    assert.equal(run('KE', 'pin p051234567z')[0]!.normalized, 'P051234567Z');
    assert.deepEqual(found('KE', 'X123456789B and A1234567890B'), []);
    assert.deepEqual(found('KE', 'Huduma Namba: 1234567890', 'ke_huduma'), ['1234567890']);
    assert.deepEqual(found('KE', 'Huduma Namba: 1234567890', 'ke_national_id'), []);
  });
});

describe('Ghana identifiers', () => {
  it('Ghana Card in any case, TIN on shape, SSNIT with a cue', () => {
    assert.deepEqual(found('GH', 'Ghana Card GHA-123456789-1 and gha-987654321-0'), ['GHA-123456789-1', 'gha-987654321-0']);
    assert.equal(run('GH', 'card gha-987654321-0')[0]!.normalized, 'GHA9876543210');
    assert.deepEqual(found('GH', 'TIN P0012345678', 'gh_tin'), ['P0012345678']);
    assert.deepEqual(found('GH', 'SSNIT no. C018009010012', 'gh_ssnit'), ['C018009010012']);
    assert.deepEqual(found('GH', 'batch C018009010012', 'gh_ssnit'), []);
    assert.deepEqual(found('GH', 'GHA-12345678-1 GHA-1234567890-1'), []);
  });
});

describe('South Africa identifiers', () => {
  it('ID number: date and Luhn, no cue needed', () => {
    const [id] = run('ZA', 'Applicant 8001015009087 signed');
    assert.equal(id!.text, '8001015009087');
    assert.equal(id!.confidence, 0.9);
    assert.equal(run('ZA', 'SA ID: 800101 5009 087')[0]!.confidence, 0.95);
  });

  it('checksum-invalid and date-invalid ID numbers are not reported', () => {
    assert.deepEqual(validated('ZA', 'ID 8001015009088'), []);
    assert.deepEqual(validated('ZA', 'ID 8013015009082'), [], 'month 13');
    assert.deepEqual(found('ZA', 'invoice 8001015009087'), [], 'look-alike word before an uncued number');
  });

  it('passport and tax reference with their cues', () => {
    assert.deepEqual(found('ZA', 'passport A12345678', 'za_passport'), ['A12345678']);
    assert.deepEqual(found('ZA', 'SKU A12345678'), []);
    assert.deepEqual(found('ZA', 'tax reference number 0001339050', 'za_tax_reference'), ['0001339050']);
    assert.deepEqual(validated('ZA', 'tax reference number 0001339051'), [], 'Luhn fails');
    assert.deepEqual(found('ZA', 'account 0001339050'), []);
  });
});
