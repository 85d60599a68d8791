// The brand and product names tables (src/lexicon/tables/brands.json, generated from simple-icons by
// scripts/build-lexicons.brands.ts, and the curated brands-curated.json) and their look-up, isBrandName.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { buildBrands } from '../../scripts/build-lexicons.brands.js';
import { isBrandName } from '../../src/lexicon/index.js';

describe('brand names (src/lexicon/brands.ts)', () => {
  it('brands.json matches its generator', () => {
    const committed = readFileSync(new URL('../../src/lexicon/tables/brands.json', import.meta.url), 'utf8');
    assert.equal(committed, `${JSON.stringify(buildBrands())}\n`);
  });
  it('finds a brand by the lexicons\' fold: case, hyphens and accents do not matter', () => {
    for (const name of ['Firefox', 'FIREFOX', 'burger king', 'Coca-Cola', 'coca cola', 'Tesco']) assert.equal(isBrandName(name), true, name);
  });
  it('finds the curated makes of car and drinks named like people (brands-curated.json), which simple-icons lacks', () => {
    for (const name of ['Mercedes', 'mercedes-benz', 'GUINNESS', 'Peroni', 'Johnnie Walker', 'Tusker']) assert.equal(isBrandName(name), true, name);
    // Common English words that are also brands stay out of the curated table: a rule would read the word.
    for (const name of ['Castle', 'Star', 'Club', 'Legend']) assert.equal(isBrandName(name), false, name);
  });
  it('does not take a person\'s name, a place or a phrase for a brand', () => {
    for (const name of ['Abena Mensah', 'Lagos', 'Kofi', 'the burger', 'Firefox Mensah', '']) assert.equal(isBrandName(name), false, name);
  });
});
