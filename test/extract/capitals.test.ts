// Institutions written wholly in capitals in /extract (issue 13, session 20): letterheads, forms and court headings
// print them so ("KENYATTA NATIONAL HOSPITAL", "UNIVERSITY OF LAGOS"), and they name the same organisations as in
// mixed case. Sentences written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extract } from '../../src/extract/index.js';
import { findInstitutions } from '../../src/extract/institutions.js';

const orgs = (text: string) =>
  extract({ text, backend: 'basic' })
    .entities.filter((e) => e.entity_type === 'ORGANIZATION')
    .map((e) => e.text);

describe('/extract: institutions written wholly in capitals', () => {
  it('reads an institution noun with capital words before it or an "OF" complement after it', () => {
    assert.deepEqual(orgs('Referred from COAST GENERAL HOSPITAL to the clinic on 3 May.'), ['COAST GENERAL HOSPITAL']);
    assert.deepEqual(orgs('Certificate issued by the UNIVERSITY OF IBADAN in 2015.'), ['UNIVERSITY OF IBADAN']);
    assert.deepEqual(orgs('FORM 7\nMINISTRY OF EDUCATION\nApplicant: Wanjiru Kamau'), ['MINISTRY OF EDUCATION']);
  });
  it('a preposition ends the complement, as in mixed case', () => {
    assert.deepEqual(orgs('IN THE HIGH COURT OF MALAWI AT BLANTYRE'), ['HIGH COURT OF MALAWI']);
  });
  it('counter-case: capitals with no institution name read nothing, and mixed case is read as before', () => {
    assert.deepEqual(findInstitutions('PLEASE CALL THE BANK BEFORE FRIDAY'), []);
    assert.deepEqual(findInstitutions('BANK HOLIDAY OPENING HOURS'), []);
    const mixed = 'She studied at the University of Ghana and works for GHANA Health Service.';
    assert.deepEqual(findInstitutions(mixed).map((x) => mixed.slice(x.start, x.end)), ['University of Ghana']);
  });
  it('reads only the lines holding a head in capitals, with offsets into the whole text (session 21)', () => {
    const text = 'Dear Sir,\nRE: TRANSFER OF FUNDS\nThe sum was paid at Lekki and confirmed.\nZENITH BANK PLC, LAGOS\nSTANDARD CHARTERED BANK\nLAGOS UNIVERSITY Teaching Hospital';
    const found = findInstitutions(text).map((x) => text.slice(x.start, x.end));
    // The last line's name is read as written (its head "Hospital" in mixed case), as reading the whole text gave.
    assert.deepEqual(found, ['ZENITH BANK', 'STANDARD CHARTERED BANK', 'LAGOS UNIVERSITY Teaching Hospital']);
  });
});
