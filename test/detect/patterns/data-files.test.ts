// One test per data file of src/detect/patterns: it loads, validates and holds what the detectors rely on.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { IBAN_LENGTHS } from '../../../src/detect/patterns/iban.js';
import { ADDRESS_TOKENS } from '../../../src/places/addressTokens.js';

const read = (name: string) => JSON.parse(readFileSync(new URL(`../../../src/detect/patterns/${name}`, import.meta.url), 'utf8'));

describe('pattern data files', () => {
  it('iban-lengths.json covers every supported IBAN country with its registry length', () => {
    const expected: Record<string, number> = {
      AT: 20, BE: 16, BG: 22, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GR: 27, HR: 21, HU: 28, IE: 22,
      IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, GB: 22,
    };
    for (const [cc, len] of Object.entries(expected)) assert.equal(IBAN_LENGTHS.get(cc)?.length, len, cc);
    assert.equal(IBAN_LENGTHS.get('EG')?.registry, true);
    assert.equal(IBAN_LENGTHS.get('CI')?.registry, false);
  });
  it('card-brands.json lists every brand the task names, with lengths 12-19', () => {
    const brands = read('card-brands.json').brands as { brand: string; lengths: number[] }[];
    const names = new Set(brands.map((b) => b.brand));
    for (const b of ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners', 'unionpay', 'verve']) assert.ok(names.has(b), b);
    assert.ok(brands.every((b) => b.lengths.every((n) => n >= 12 && n <= 19)));
  });
  it('dob-lexicon.json has 12 months per language and the main cues', () => {
    const lex = read('dob-lexicon.json') as { cues: string[]; months: Record<string, string[][]> };
    for (const lang of ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt']) assert.equal(lex.months[lang]?.length, 12, lang);
    for (const cue of ['born', 'dob', 'date of birth', 'd.o.b.', 'né le', 'geboren']) assert.ok(lex.cues.includes(cue), cue);
  });
  it('the numbered-street finder reads compound, separate and prefix street types in lower case from the one address vocabulary', () => {
    const { numbered_compound_streets: compound, numbered_separate_streets: separate, numbered_prefix_streets: prefix } = ADDRESS_TOKENS;
    for (const w of ['tie', 'kuja', 'vænget']) assert.ok(compound.includes(w), w);
    for (const w of ['utca', 'tér', 'iela', 'cesta']) assert.ok(separate.includes(w), w);
    for (const w of ['λεωφόρος', 'οδός', 'ул.']) assert.ok(prefix.includes(w), w);
    assert.ok([...compound, ...separate, ...prefix].every((w) => w === w.toLowerCase()));
  });
  it('postcode-rules.json gives the cued lengths of NG, KE and ZA', () => {
    const rules = read('postcode-rules.json') as { cue_lengths: Record<string, number[]>; city_stop_words: string[] };
    assert.deepEqual(rules.cue_lengths.NG, [6]);
    assert.deepEqual(rules.cue_lengths.KE, [5]);
    assert.deepEqual(rules.cue_lengths.ZA, [4]);
    assert.ok(rules.city_stop_words.includes('January'));
  });
});
