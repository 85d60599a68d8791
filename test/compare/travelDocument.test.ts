// Session 17b (issue 11): a travel-document element (IATA SSR DOCS: type / issuing country / number) under
// a booking's DOCS field is read as the identifier its type code names, with the issuing country as the
// number's issuer. Records written here, never taken from a bench set.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { readDocumentElement } from '../../src/compare/comparators/identifier.js';
import { compare } from '../../src/compare/index.js';
import { findPack, validatePack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';
import { throwsDataFile } from '../helpers/dataFile.js';

const person = findPack('person')!;

describe('reading a DOCS element', () => {
  it('reads the type, the issuing country and the number, cut or whole, after the request words (positive)', () => {
    assert.deepEqual(readDocumentElement('P/KEN/AK1204417'), { type: 'P', issuer: 'KE', number: 'AK1204417' });
    assert.deepEqual(readDocumentElement('SSR DOCS KQ HK1 P/GBR/531207788/GBR/03MAR71/F/11JUN29/OKORO/ADAEZE'), { type: 'P', issuer: 'GB', number: '531207788' });
    assert.deepEqual(readDocumentElement('I//CA4410972/FRA'), { type: 'I', issuer: null, number: 'CA4410972' });
  });

  it('a name, a date or a number alone is no element (negative)', () => {
    for (const v of ['MWANGI/WANJIKU MRS', '12/03/1984', 'AK1204417', 'P/KEN/']) assert.equal(readDocumentElement(v), null, v);
  });
});

describe('DOCS in a person record', () => {
  const booking = { passenger_name: 'Adaeze Okoro', DOCS: 'P/GBR/531207788', DOB: '03MAR71' };

  it('a passport in a booking meets the passport number a loyalty record holds (positive)', () => {
    const r = readRecord(person, booking);
    assert.equal(r.projected['passport'], 'GB:531207788');
    assert.deepEqual(r.unread.ignored, []);
    const c = compare({ a: booking, b: { first_name: 'Adaeze Chioma', last_name: 'Okoro', passport_number: '531207788', date_of_birth: '1971-03-03' } });
    assert.equal(c.factors.passport, 1);
    assert.equal(c.identity, 'same_entity', c.explanation);
  });

  it('another number vetoes; another issuing country is another document, not compared (negative)', () => {
    const other = compare({ a: booking, b: { name: 'Adaeze Okoro', passport_number: '948113020', dob: '1971-03-03' } });
    assert.equal(other.identity, 'different', other.explanation);
    const abroad = compare({ a: booking, b: { name: 'Adaeze Okoro', passport_number: '531207788', passport_country: 'Nigeria', dob: '1971-03-03' } });
    assert.equal(abroad.factors.passport, undefined);
  });

  it('a visa element, a passport under its own key and a value with no element are never read as the passport (adversarial)', () => {
    const visa = readRecord(person, { passenger_name: 'Adaeze Okoro', DOCS: 'V/GBR/531207788' });
    assert.equal(visa.projected['passport'], undefined);
    assert.deepEqual(visa.unread.ignored, ['DOCS']);
    const own = readRecord(person, { ...booking, passport_no: 'A0001122' });
    assert.equal(own.projected['passport'], 'A0001122');
    assert.deepEqual(own.unread.ignored, ['DOCS']);
    const text = readRecord(person, { passenger_name: 'Adaeze Okoro', DOCS: 'to follow at check-in' });
    assert.deepEqual(text.unread.unparsed, ['DOCS']);
    const id = readRecord(person, { passenger_name: 'Adaeze Okoro', docs: 'I/KEN/22817734' });
    assert.equal(id.projected['national_id'], 'KE:22817734');
  });

  it('an element key a field claims is refused at load', () => {
    const p = JSON.parse(readFileSync(new URL('../../src/compare/packs/person.json', import.meta.url), 'utf8')) as { identifier_type: { element_keys: string[] } };
    p.identifier_type.element_keys.push('passport_no');
    throwsDataFile(() => validatePack('person.json', p), 'person.json', `/identifier_type/element_keys/${p.identifier_type.element_keys.length - 1}`, 'DF_CLAIMED_TWICE');
  });
});
