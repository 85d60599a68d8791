import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ADDRESS_TOKENS, alternation, isStreetWord, validateAddressTokens } from '../../src/places/addressTokens.js';
import { throwsDataFile } from '../helpers/dataFile.js';

const shipped = JSON.parse(readFileSync(new URL('../../src/places/address-tokens.json', import.meta.url), 'utf8'));

describe('address-tokens.json', () => {
  it('the shipped file validates and loads', () => {
    assert.doesNotThrow(() => validateAddressTokens(shipped));
    assert.ok(ADDRESS_TOKENS.street_suffixes.includes('Street'));
    assert.ok(ADDRESS_TOKENS.anchor_types.commercial.includes('pharmacy'));
  });

  it('refuses a missing list, a duplicate and a keyword of two types', () => {
    const broken = (patch: Record<string, unknown>) => ({ ...structuredClone(shipped), ...patch });
    throwsDataFile(() => validateAddressTokens(broken({ street_suffixes: [] })), 'places/address-tokens.json', '/street_suffixes', 'DF_MIN_ITEMS');
    throwsDataFile(() => validateAddressTokens(broken({ locatives: ['at', 'At'] })), 'places/address-tokens.json', '/locatives/1', 'DF_ENTRY_TWICE_CASELESS');
    throwsDataFile(
      () => validateAddressTokens(broken({ anchor_types: { ...shipped.anchor_types, religious: [...shipped.anchor_types.religious, 'market'] } })),
      'places/address-tokens.json',
      `/anchor_types/religious/${shipped.anchor_types.religious.length}`,
      'DF_ALSO_KEYWORD_OF',
    );
    throwsDataFile(() => validateAddressTokens(broken({ anchor_types: { ...shipped.anchor_types, odd: ['x'] } })), 'places/address-tokens.json', '/anchor_types/odd', 'DF_NOT_KNOWN_FIELD');
    throwsDataFile(() => validateAddressTokens(broken({ unit_prefixes: [...shipped.unit_prefixes, ' Flat'] })), 'places/address-tokens.json', `/unit_prefixes/${shipped.unit_prefixes.length}`, 'DF_PATTERN');
    throwsDataFile(() => validateAddressTokens([]), 'places/address-tokens.json', '/', 'DF_TYPE');
    throwsDataFile(() => validateAddressTokens(broken({ landmark_stop_words: ['and', 'or', 'And'] })), 'places/address-tokens.json', '/landmark_stop_words/2', 'DF_ENTRY_TWICE_CASELESS');
    throwsDataFile(() => validateAddressTokens(broken({ field_words: [] })), 'places/address-tokens.json', '/field_words', 'DF_MIN_ITEMS');
    // Other languages' post-office boxes (read by namesPoBox): each once, whatever the case.
    throwsDataFile(() => validateAddressTokens(broken({ po_box_words: ['Postfach', 'postfach'] })), 'places/address-tokens.json', '/po_box_words/1', 'DF_ENTRY_TWICE_CASELESS');
    throwsDataFile(() => validateAddressTokens(broken({ po_box_phrases: [] })), 'places/address-tokens.json', '/po_box_phrases', 'DF_MIN_ITEMS');
    throwsDataFile(() => validateAddressTokens(broken({ eu_prefix_countries: { ...shipped.eu_prefix_countries, fr: ['rue'] } })), 'places/address-tokens.json', '/eu_prefix_countries/fr', 'DF_NOT_KNOWN_FIELD');
    throwsDataFile(() => validateAddressTokens(broken({ eu_prefix_countries: { ...shipped.eu_prefix_countries, IT: ['via', 'viaduct'] } })), 'places/address-tokens.json', '/eu_prefix_countries/IT/1', 'DF_NOT_IN_LIST');
    throwsDataFile(() => validateAddressTokens(broken({ eu_ambiguous_streets: ['route', 'lane'] })), 'places/address-tokens.json', '/eu_ambiguous_streets/1', 'DF_NOT_IN_LIST');
    // A named street head must be one of the street suffixes (session 23: refine.ts namedStreets reads them as street ends).
    throwsDataFile(() => validateAddressTokens(broken({ named_street_heads: ['Road', 'Market'] })), 'places/address-tokens.json', '/named_street_heads/1', 'DF_NOT_IN_LIST');
    throwsDataFile(() => validateAddressTokens(broken({ eu_suffix_countries: { DE: [] } })), 'places/address-tokens.json', '/eu_suffix_countries/DE', 'DF_MIN_ITEMS');
    // The numbered-street lists (read by src/detect/patterns/street.ts) hold lower-case words only, each once.
    throwsDataFile(() => validateAddressTokens(broken({ numbered_separate_streets: ['utca', 'Tér'] })), 'places/address-tokens.json', '/numbered_separate_streets/1', 'DF_PATTERN');
    throwsDataFile(() => validateAddressTokens(broken({ numbered_prefix_streets: [] })), 'places/address-tokens.json', '/numbered_prefix_streets', 'DF_MIN_ITEMS');
    throwsDataFile(() => validateAddressTokens(broken({ numbered_compound_streets: ['tie', 'kuja', 'tie'] })), 'places/address-tokens.json', '/numbered_compound_streets/2', 'DF_ENTRY_TWICE_CASELESS');
    // Comparison's street words are matched on normalised (lower-case) text.
    throwsDataFile(() => validateAddressTokens(broken({ compare_street_words: ['road', 'Street'] })), 'places/address-tokens.json', '/compare_street_words/1', 'DF_PATTERN');
    // The detectors' own street words are capitalised words, none already a suffix or an abbreviation of the parser.
    throwsDataFile(() => validateAddressTokens(broken({ detector_street_words: ['Mall', 'mall'] })), 'places/address-tokens.json', '/detector_street_words/1', 'DF_PATTERN');
    throwsDataFile(() => validateAddressTokens(broken({ detector_street_words: ['Mall', 'Pike', 'Mall'] })), 'places/address-tokens.json', '/detector_street_words/2', 'DF_ENTRY_TWICE_CASELESS');
    throwsDataFile(() => validateAddressTokens(broken({ detector_street_words: ['Mall', 'Road'] })), 'places/address-tokens.json', '/detector_street_words/1', 'DF_ALREADY_IN_PARSER_LISTS');
    throwsDataFile(() => validateAddressTokens(broken({ detector_street_words: ['Mall', 'Hwy'] })), 'places/address-tokens.json', '/detector_street_words/1', 'DF_ALREADY_IN_PARSER_LISTS');
    throwsDataFile(() => validateAddressTokens(broken({ detector_street_words: ['Mall', 'Green Lane'] })), 'places/address-tokens.json', '/detector_street_words/1', 'DF_PATTERN');
    throwsDataFile(() => validateAddressTokens(broken({ detector_street_words: ['Mall', 'Pastor'] })), 'places/address-tokens.json', '/detector_street_words/1', 'DF_PERSON_TITLE');
    throwsDataFile(() => validateAddressTokens(broken({ sources: { street_types: 'faker' } })), 'places/address-tokens.json', '/sources/street_types', 'DF_SOURCE_NAMES_NO_LIST');
    throwsDataFile(() => validateAddressTokens(broken({ description: '' })), 'places/address-tokens.json', '/description', 'DF_MIN_LENGTH');
  });

  it("the detectors' street words are the parser's suffixes and abbreviations and their own list, any case", () => {
    for (const w of ['Mall', 'bypass', 'PRAIRIE', 'Layout', 'Road', 'Hwy', 'St.']) assert.ok(isStreetWord(w), w);
    for (const w of ['Smith', 'Adaeze', 'Paris', '']) assert.ok(!isStreetWord(w), w);
    // An abbreviation that is also a person title opens a name, so the detectors do not read it as a street's.
    assert.ok(ADDRESS_TOKENS.street_suffix_abbreviations.includes('Dr') && !isStreetWord('Dr'));
    assert.match(shipped.sources.detector_street_words, /faker.*MIT/);
  });

  it('alternations match the longest phrase and any run of blanks', () => {
    const re = new RegExp(`^(?:${alternation(['next', 'next to', 'near', 'ne'])})`, 'u');
    assert.equal(re.exec('next  to the bank')?.[0], 'next  to');
    assert.equal(re.exec('nextdoor')?.[0], 'next');
    assert.equal(re.exec('near')?.[0], 'near');
    assert.equal(re.exec('nest')?.[0], 'ne');
    assert.equal(re.exec('x'), null);
    const dotted = new RegExp(`^${alternation(['str.', 'a+b'])}$`, 'u');
    assert.ok(dotted.test('str.') && dotted.test('a+b') && !dotted.test('strx'));
  });
});

describe('address-tokens.json: standalone units', () => {
  it('a standalone designator must also be a unit designator', () => {
    const broken = { ...structuredClone(shipped), standalone_unit_prefixes: ['Plot', 'Castle'] };
    throwsDataFile(() => validateAddressTokens(broken), 'places/address-tokens.json', '/standalone_unit_prefixes/1', 'DF_NOT_IN_LIST');
  });
});
