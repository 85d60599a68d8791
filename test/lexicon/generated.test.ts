// The committed generated lexicon files are exactly what scripts/build-lexicons.* produce from the
// pinned npm packages (so nobody edits them by hand and a package bump shows up as a failing test).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { buildNameLexicons } from '../../scripts/build-lexicons.names.js';
import { buildOtherLanguageWords } from '../../scripts/build-lexicons.otherwords.js';
import { buildCities, buildCountries, buildEnglishWords } from '../../scripts/build-lexicons.places.js';
import { buildWordClasses } from '../../scripts/build-lexicons.wordclasses.js';

const committed = (file: string) =>
  readFileSync(new URL(`../../src/lexicon/tables/${file}`, import.meta.url), 'utf8');

describe('generated lexicon files', () => {
  it('cities.json, countries.json and english-words.json match their generator', () => {
    assert.equal(committed('cities.json'), `${JSON.stringify(buildCities())}\n`);
    assert.equal(committed('countries.json'), `${JSON.stringify(buildCountries())}\n`);
    assert.equal(committed('english-words.json'), `${JSON.stringify(buildEnglishWords())}\n`);
  });

  it('other-language-words.json matches its generator', () => {
    assert.equal(committed('other-language-words.json'), `${JSON.stringify(buildOtherLanguageWords())}\n`);
  });

  it('word-classes.json matches its generator', () => {
    assert.equal(committed('word-classes.json'), `${JSON.stringify(buildWordClasses())}\n`);
  });

  it('given-names.json and family-names.json match their generator', () => {
    for (const [file, value] of Object.entries(buildNameLexicons())) {
      assert.equal(committed(file), `${JSON.stringify(value)}\n`, file);
    }
  });
});
