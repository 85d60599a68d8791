import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectionJurisdiction, prepareText } from '../../../src/compare/text/textRecord.js';
import { contentId, documentId } from '../../../src/core/ids.js';
import { ServiceError } from '../../../src/core/errors.js';
import { hasCode } from '../../helpers/codes.js';

describe('text engine: a text becomes a person record', () => {
  it('pulls name, national id, phone (E.164), email, date of birth and address', () => {
    const text = 'Mary Smith, NIN 12345678901, phone 0803 555 7890, mary.smith@example.com, born 12/03/1985, lives at 12 Awolowo Road, Ikoyi, Lagos';
    const r = prepareText(text, { jurisdiction: 'NG' });
    assert.deepEqual(r.attributes, {
      name: 'Mary Smith',
      national_id: '12345678901',
      phone: '0803 555 7890',
      email: 'mary.smith@example.com',
      dob: '12/03/1985',
      address: '12 Awolowo Road, Ikoyi, Lagos',
    });
    assert.equal(r.values.name, 'Mary Smith');
    assert.deepEqual([...r.values.ids], [['PII-2-NIN', '12345678901']]);
    assert.deepEqual(r.values.phones, ['+2348035557890']);
    assert.deepEqual(r.values.emails, ['mary.smith@example.com']);
    assert.equal(r.values.dob, '1985-03-12');
    assert.equal(r.detectedUnder, 'NG');
    assert.equal(r.backend, 'basic');
  });

  it('has a rec: id over {schema, entity_type, text} and the doc: id of the raw bytes', () => {
    const text = 'Adesola Okonkwo, NIN 12345678901';
    const r = prepareText(text, { jurisdiction: 'NG' });
    assert.equal(r.id, contentId('rec', { schema: 'service.record.v1', entity_type: 'person', text }));
    assert.equal(r.documentId, 'doc:sha256:9e3c0f0d448f450d462ba2dd02c63cfdfedfba55ef53a658dc29cf063468e396');
    assert.equal(r.documentId, documentId(text));
  });

  it('is not thrown off by emoji before the values', () => {
    const plain = prepareText('Mrs Mary Smith (NIN: 12345678901) wrote from mary.smith@example.com', { jurisdiction: 'NG' });
    const emoji = prepareText('😀😀 Mrs Mary Smith (NIN: 12345678901) 🎉 wrote from mary.smith@example.com 👍', { jurisdiction: 'NG' });
    assert.deepEqual(emoji.attributes, plain.attributes);
    assert.equal(emoji.attributes.name, 'Mary Smith');
  });

  it('infers the detectors country from the text when none is given', () => {
    assert.equal(detectionJurisdiction('NIN 12345678901, phone 08035557890', null), 'NG');
    assert.equal(detectionJurisdiction('NIN 12345678901', 'auto'), 'NG');
    assert.equal(detectionJurisdiction('hello there', null), null);
    assert.equal(detectionJurisdiction('anything', 'ke'), 'KE');
  });

  it('falls back to the universal detectors when nothing points to a country', () => {
    const r = prepareText('Write to jane.okafor@example.org or call +1 212 555 0199', {});
    assert.equal(r.detectedUnder, null);
    assert.deepEqual(r.values.emails, ['jane.okafor@example.org']);
    assert.deepEqual(r.values.phones, ['+12125550199']);
  });

  it('refuses an unsupported jurisdiction or backend with a 400', () => {
    assert.throws(() => prepareText('x', { jurisdiction: 'QQ' }), (e: unknown) => e instanceof ServiceError && e.status === 400 && hasCode('SC_JURISDICTION_UNSUPPORTED')(e));
    assert.throws(() => prepareText('x', { backend: 'turbo' }), (e: unknown) => e instanceof ServiceError && e.status === 400 && hasCode('SC_DETECT_BACKEND_UNKNOWN')(e));
  });

  it('ignores a lone birth year and keeps company identifiers out of national_id', () => {
    const r = prepareText('Ada Obi, born 1985', { jurisdiction: 'NG' });
    assert.equal(r.values.dob, null);
    assert.equal(r.attributes.dob, undefined);
    const ids = prepareText('Ada Obi, director of RC 1234567, TIN 12345678-0001, BVN 22123456789', { jurisdiction: 'NG' });
    assert.deepEqual([...ids.values.ids], [['PII-2-BVN', '22123456789']]);
    assert.equal(ids.attributes.national_id, '22123456789');
  });

  it('does not read a street named after a person as a name', () => {
    const r = prepareText('Deliver to 14 Adesola Okonkwo Street, Ikeja, Lagos', { jurisdiction: 'NG' });
    assert.equal(r.values.name, null);
    assert.equal(r.attributes.address, '14 Adesola Okonkwo Street, Ikeja, Lagos');
  });

  it('finds nothing in an empty text', () => {
    const r = prepareText('', { jurisdiction: 'NG' });
    assert.deepEqual(r.attributes, {});
    assert.equal(r.values.name, null);
  });
});
