// Tabular mode: finding tables (separators, quoting, fixed width, tables inside prose), the header
// vocabulary's validation at load, and the pipeline's use of header cues.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { throwsDataFile } from '../../helpers/dataFile.js';
import { detectSpans } from '../../../src/detect/pipeline.js';
import { buildVocabulary, foldHeader, HEADER_VOCABULARY } from '../../../src/detect/tabular/headers.js';
import { findTables, findTableValues } from '../../../src/detect/tabular/index.js';

const values = (text: string, jurisdiction = 'KE') =>
  findTableValues(text, jurisdiction).map((s) => `${s.detector} ${text.slice(s.start, s.end)}`);

describe('tabular mode: tables', () => {
  it('reads comma, semicolon, tab and pipe tables with their header as the cue of each column', () => {
    for (const sep of [',', ';', '\t', '|']) {
      const text = ['id', 'name', 'national_id', 'phone'].join(sep) + '\n' + ['C001', 'Wanjiru Kamau', '23456789', '0712345678'].join(sep);
      assert.deepEqual(values(text), ['table-header:name Wanjiru Kamau', 'table-header:national_id 23456789', 'table-header:phone 0712345678'], JSON.stringify(sep));
    }
  });

  it('strips quotes, keeps separators inside quotes, reads markdown pipes and fixed width', () => {
    assert.deepEqual(values('"Jina","Simu"\n"Otieno, Brian","0722 111 222"'), ['table-header:name Otieno, Brian', 'table-header:phone 0722 111 222']);
    assert.deepEqual(values('| Suna | Lambar Waya |\n|---|---|\n| Musa Ibrahim | 08031234567 |', 'NG'), ['table-header:name Musa Ibrahim', 'table-header:phone 08031234567']);
    const fixed = 'Ref   Orúkọ              NIN\nA1    Adebayo Ogunlesi   12345678901\nA2                       23456789012';
    assert.deepEqual(values(fixed, 'NG'), ['table-header:name Adebayo Ogunlesi', 'table-header:national_id 12345678901', 'table-header:national_id 23456789012']);
  });

  it('finds a table inside prose and stops at the first row that does not fit', () => {
    const text = 'Dear team,\nplease find the list:\nname;phone\nAmina Hassan;0722111222\n\nRegards, phone me on Monday';
    const [table] = findTables(text);
    assert.equal(table!.separator, ';');
    assert.equal(table!.rows.length, 1);
  });

  it('is no table without a known header, without a data row, or for prose with commas', () => {
    assert.deepEqual(findTables('colour,size\nred,10'), []);
    assert.deepEqual(findTables('name,phone\n'), []);
    assert.deepEqual(findTables('I met Amina, Musa and Ngozi.\nThen we went home, tired, happy.'), []);
    // a form's `Label:   value` lines, aligned with blanks, are no fixed-width table
    assert.deepEqual(findTables('Name:    Fredrik L Sommerseth\nAddress:     83393 Pärna 33\nCite Sfaxi'), []);
  });

  it('reports a cell only when it looks like its column, and skips empty markers', () => {
    assert.deepEqual(values('name,phone,email\nn/a,call me,not given\nHakuna,-,x@example.com'), ['table-header:email x@example.com']);
  });

  it('names the identifier a column holds under the governing country', () => {
    const text = 'national_id,tax_id\n12345678901,A012345678Z';
    assert.deepEqual(findTableValues(text, 'NG').map((s) => s.category), ['PII-2-NIN', 'PII-2-TIN']);
    assert.deepEqual(findTableValues(text, 'KE').map((s) => s.category), ['PII-2-NATIONAL_ID', 'PII-2-KRA_PIN']);
  });
});

describe('tabular mode: header vocabulary', () => {
  it('folds headers as users write them', () => {
    assert.equal(foldHeader('Date of Birth'), 'date_of_birth');
    assert.equal(foldHeader(' Nọ́mbà Fóònù '), 'nomba_foonu');
    assert.equal(foldHeader('M-Pesa No.'), 'm_pesa_no');
    for (const h of ['Jina', 'Suna', 'Orúkọ', 'Simu', 'Lambar Waya', 'Fone Nomba', 'Barua Pepe', 'Tarehe ya Kuzaliwa', 'Ranar Haihuwa', 'Ọjọ́ Ìbí']) {
      assert.ok(HEADER_VOCABULARY.headers.has(foldHeader(h)), h);
    }
    assert.ok(!HEADER_VOCABULARY.headers.has('id'), 'a bare id column is a record key');
  });

  it('refuses a broken vocabulary, naming the file and the JSON path of the entry', () => {
    const f = 'detect/tabular/table-headers.json';
    const column = { category: 'PII-1-NAME', value: 'name', headers: { en: ['name'] } };
    const good = { schema: 'detect.table-headers.v1', comment: '', languages: ['en'], empty_values: [], columns: { name: column } };
    assert.doesNotThrow(() => buildVocabulary(good));
    throwsDataFile(() => buildVocabulary({ ...good, schema: 'v0' }, f), f, '/schema', 'DF_CONST');
    throwsDataFile(() => buildVocabulary({ ...good, columns: { name: { ...column, value: 'blob' } } }, f), f, '/columns/name/value', 'DF_ONE_OF_VALUES');
    throwsDataFile(() => buildVocabulary({ ...good, columns: { name: { ...column, category: 'NAME' } } }, f), f, '/columns/name/category', 'DF_PATTERN');
    throwsDataFile(() => buildVocabulary({ ...good, columns: { name: column, other: { ...column } } }, f), f, '/columns/other/headers/en/0', 'DF_HEADER_TWO_KINDS');
    assert.throws(() => buildVocabulary({ ...good, columns: { name: column, other: { ...column } } }), /listed under both name and other/);
    throwsDataFile(() => buildVocabulary({ ...good, columns: { name: { ...column, headers: { xx: ['name'] } } } }, f), f, '/columns/name/headers/xx', 'DF_LANGUAGE_UNKNOWN');
    throwsDataFile(() => buildVocabulary({ ...good, languages: ['en', 'sw'] }, f), f, '/columns/name/headers', 'DF_NO_LANGUAGE_LIST');
  });

  it('a broken copy of the shipped table-headers.json is refused naming the file and the entry', () => {
    const f = 'detect/tabular/table-headers.json';
    const copy = JSON.parse(readFileSync(new URL(`../../../src/${f}`, import.meta.url), 'utf8'));
    copy.columns.phone.headers.en[1] = ' phone';
    throwsDataFile(() => buildVocabulary(copy, f), f, '/columns/phone/headers/en/1', 'DF_PATTERN');
  });
});

describe('tabular mode in the pipeline', () => {
  it('header cues fill what rules cannot know; validated rule findings keep their own name; offsets are code points', () => {
    const text = '👋 id,name,national_id,kra_pin,phone\nC001,Wanjiru Kamau,23456789,A012345678Z,0712345678';
    const spans = detectSpans(text, { jurisdiction: 'KE', backend: 'basic' });
    const byValue = new Map(spans.map((s) => [text.slice(s.utf16Start, s.utf16End), s]));
    assert.equal(byValue.get('23456789')!.detector, 'table-header:national_id');
    assert.equal(byValue.get('23456789')!.category, 'PII-2-NATIONAL_ID');
    assert.equal(byValue.get('A012345678Z')!.detector, 'rule:ke_kra_pin');
    assert.equal(byValue.get('0712345678')!.detector, 'rule:phone_libphonenumber');
    const id = byValue.get('23456789')!;
    assert.equal(id.start, id.utf16Start - 1, 'one astral character before: code points = UTF-16 - 1');
  });
});
