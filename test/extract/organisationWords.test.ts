// organisation-words.json (src/extract): the shipped lists load through the one data loader, and a broken
// copy is refused naming the file and the JSON path of the bad entry.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { validateData } from '../../src/core/dataFile.js';
import { ORGANISATION_WORDS, ORGANISATION_WORDS_SCHEMA } from '../../src/extract/organisationWords.js';
import { throwsDataFile } from '../helpers/dataFile.js';

const file = 'extract/organisation-words.json';
const shipped = () => JSON.parse(readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8'));

describe('organisation-words.json', () => {
  it('loads with the legal forms longest first where one form extends another', () => {
    const forms = ORGANISATION_WORDS.legal_forms;
    assert.ok(forms.indexOf('(Pty) Ltd') < forms.indexOf('Ltd') && forms.indexOf('S.A.S.') < forms.indexOf('S.A.'));
    assert.ok(ORGANISATION_WORDS.institution_heads.includes('Ministry') && ORGANISATION_WORDS.of_heads.includes('bank'));
  });

  it('a broken copy is refused naming the file and the bad entry', () => {
    const a = shipped();
    a.institution_heads[2] = 'hospital';
    throwsDataFile(() => validateData(a, ORGANISATION_WORDS_SCHEMA, file), file, '/institution_heads/2', 'DF_PATTERN');
    const b = shipped();
    b.legal_forms[0] = ' Ltd';
    throwsDataFile(() => validateData(b, ORGANISATION_WORDS_SCHEMA, file), file, '/legal_forms/0', 'DF_PATTERN');
    const c = shipped();
    c.of_heads = [];
    throwsDataFile(() => validateData(c, ORGANISATION_WORDS_SCHEMA, file), file, '/of_heads', 'DF_MIN_ITEMS');
    const d = shipped();
    d.place_body_endings[0] = 'police';
    throwsDataFile(() => validateData(d, ORGANISATION_WORDS_SCHEMA, file), file, '/place_body_endings/0', 'DF_PATTERN');
    const e = shipped();
    e.head_first_clubs = [];
    throwsDataFile(() => validateData(e, ORGANISATION_WORDS_SCHEMA, file), file, '/head_first_clubs', 'DF_MIN_ITEMS');
    const f = shipped();
    f.place_body_rites[0] = 'Thanksgiving';
    throwsDataFile(() => validateData(f, ORGANISATION_WORDS_SCHEMA, file), file, '/place_body_rites/0', 'DF_PATTERN');
  });
});
