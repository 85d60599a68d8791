// The age detector (src/detect/age/): its words are data (age-cues.json) read through the one loader with
// their schema and compiled once into its regexes (issue 14). A broken copy of the file is refused naming
// the entry; a word added to or removed from a copy changes what the compiled detector finds.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { type AgeCues, compileAgeCues, validateAgeCues } from '../../../src/detect/age/cues.js';
import { detectAges } from '../../../src/detect/age/index.js';
import { throwsDataFile } from '../../helpers/dataFile.js';

const FILE = 'detect/age/age-cues.json';
/** A fresh parsed copy of the shipped file (each case changes it in its own way). */
const shipped = (): AgeCues => JSON.parse(readFileSync(new URL(`../../../src/${FILE}`, import.meta.url), 'utf8'));
const found = (text: string, cues?: AgeCues) => detectAges(text, cues && compileAgeCues(cues)).map((s) => text.slice(s.start, s.end));

describe('age detector', () => {
  it('finds an age only where the text says it is one', () => {
    const text = 'aged 34; Age: 41, a 67-year-old, 29 years old, 52 y/o, 18yo, umri wa miaka 45, miaka 12, 71 years of age';
    assert.deepEqual(found(text), ['34', '41', '67-year-old', '29 years old', '52 y/o', '18yo', '45', '12', '71 years of age']);
    assert.equal(detectAges('aged 34')[0]!.metadata!.years, 34);
    for (const none of ['room 34', 'aged 3.5', 'aged 130', 'served 5 years in prison', 'for 10 years', 'He left 12 years ago', 'a 5 years loan']) {
      assert.deepEqual(found(none), [], none);
    }
    assert.deepEqual(found('She is 34 years.'), ['34 years']);
  });
  it('a marker phrase is one phrase wherever white space breaks it (`of\\nage` as `of age`)', () => {
    assert.deepEqual(found('for 34 years of\nage'), ['34 years of\nage']);
  });
  it('the regexes come from the data: a word added or removed in a copy changes what is found', () => {
    const more = shipped();
    more.cues_before.push('umur');
    assert.deepEqual(found('umur 34'), []);
    assert.deepEqual(found('umur 34', more), ['34']);
    const fewer = shipped();
    fewer.duration_before = fewer.duration_before.filter((w) => w !== 'served');
    assert.deepEqual(found('served 5 years'), []);
    assert.deepEqual(found('served 5 years', fewer), ['5 years']);
    const units = shipped();
    units.units.push('ans');
    assert.deepEqual(found('elle a 34 ans', units), ['34 ans']);
  });
  it('the code spells no word list: no alternation of words in src/detect/age/*.ts', () => {
    const dir = new URL('../../../src/detect/age/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    assert.ok(files.includes('index.ts') && files.includes('cues.ts'));
    for (const f of files) assert.doesNotMatch(readFileSync(new URL(f, dir), 'utf8'), /\p{L}{2,}\??\|\p{L}{2,}/u, f);
  });
  it('a broken copy of age-cues.json is refused naming the file and the entry', () => {
    assert.doesNotThrow(() => validateAgeCues(shipped(), FILE));
    const upper = shipped();
    upper.cues_before[2] = 'Ages';
    throwsDataFile(() => validateAgeCues(upper, FILE), FILE, '/cues_before/2', 'DF_PATTERN');
    const empty = shipped();
    empty.units = [];
    throwsDataFile(() => validateAgeCues(empty, FILE), FILE, '/units', 'DF_MIN_ITEMS');
    const padded = shipped();
    padded.duration_after[0] = ' ago';
    throwsDataFile(() => validateAgeCues(padded, FILE), FILE, '/duration_after/0', 'DF_PATTERN');
  });
});
