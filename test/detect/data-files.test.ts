// Broken copies of the detection data files: each file read through the one data loader
// (src/core/dataFile.ts) refuses a bad entry naming the file and the JSON path of the entry.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { TSchema } from 'typebox';
import { validateData } from '../../src/core/dataFile.js';
import { DETECTOR_CATEGORIES_SCHEMA } from '../../src/detect/coverage.js';
import { ID_CUES_SCHEMA, validateCueTable } from '../../src/detect/ids/cues.js';
import { CARD_BRANDS_SCHEMA, validateCardBrands } from '../../src/detect/patterns/card.js';
import { DOB_LEXICON_SCHEMA } from '../../src/detect/patterns/dobLexicon.js';
import { IBAN_LENGTHS_SCHEMA } from '../../src/detect/patterns/iban.js';
import { POSTCODE_RULES_SCHEMA } from '../../src/detect/patterns/postcode.js';
import { REFERENCE_CUES_SCHEMA } from '../../src/detect/quasi/index.js';
import { ABBREVIATIONS_SCHEMA } from '../../src/detect/special/context.js';
import { CategoryFile, CueFile, validateCategoryFile } from '../../src/detect/special/lexicon.js';
import type { DataProblem } from '../../src/core/errorCatalogueData.js';
import { throwsDataFile } from '../helpers/dataFile.js';

/** A fresh parsed copy of a shipped file (JSON.parse's untyped value: each case breaks it in its own way). */
const shipped = (file: string) => JSON.parse(readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8'));

/** The shipped file fits its schema; the broken copy is refused at `path`. */
function brokenCopy(file: string, schema: TSchema, breakIt: (copy: ReturnType<typeof shipped>) => void, path: string, problem: DataProblem): void {
  assert.doesNotThrow(() => validateData(shipped(file), schema, file));
  const copy = shipped(file);
  breakIt(copy);
  throwsDataFile(() => validateData(copy, schema, file), file, path, problem);
}

describe('detection data files: a broken copy names the file and the entry', () => {
  it('iban-lengths.json', () => {
    brokenCopy('detect/patterns/iban-lengths.json', IBAN_LENGTHS_SCHEMA, (c) => (c.countries.DE.length = 40), '/countries/DE/length', 'DF_BOUND');
    brokenCopy('detect/patterns/iban-lengths.json', IBAN_LENGTHS_SCHEMA, (c) => (c.countries.de = { length: 22, registry: true }), '/countries/de', 'DF_NOT_KNOWN_FIELD');
  });
  it('dob-lexicon.json', () => {
    brokenCopy('detect/patterns/dob-lexicon.json', DOB_LEXICON_SCHEMA, (c) => c.months.fr.pop(), '/months/fr', 'DF_MIN_ITEMS');
    brokenCopy('detect/patterns/dob-lexicon.json', DOB_LEXICON_SCHEMA, (c) => (c.cues[3] = 'born '), '/cues/3', 'DF_PATTERN');
  });
  it('card-brands.json, including a reversed range', () => {
    const file = 'detect/patterns/card-brands.json';
    brokenCopy(file, CARD_BRANDS_SCHEMA, (c) => (c.brands[0].lengths[0] = 11), '/brands/0/lengths/0', 'DF_BOUND');
    const reversed = shipped(file);
    reversed.brands[1].ranges[0] = ['55', '51'];
    throwsDataFile(() => validateCardBrands(reversed, file), file, '/brands/1/ranges/0', 'DF_RANGE_REVERSED');
  });
  it('postcode-rules.json', () => {
    brokenCopy('detect/patterns/postcode-rules.json', POSTCODE_RULES_SCHEMA, (c) => (c.cue_lengths.NG = [9]), '/cue_lengths/NG/0', 'DF_BOUND');
  });
  it('detector-categories.json', () => {
    brokenCopy('detect/detector-categories.json', DETECTOR_CATEGORIES_SCHEMA, (c) => (c.detectors.email = ['EMAIL']), '/detectors/email/0', 'DF_PATTERN');
  });
  it('quasi/reference-cues.json', () => {
    brokenCopy('detect/quasi/reference-cues.json', REFERENCE_CUES_SCHEMA, (c) => (c.cues[0] = ''), '/cues/0', 'DF_PATTERN');
  });
  it('ids/cues.json, including a phrase listed twice', () => {
    const file = 'detect/ids/cues.json';
    brokenCopy(file, ID_CUES_SCHEMA, (c) => (c.ng_nin = []), '/ng_nin', 'DF_MIN_ITEMS');
    const twice = shipped(file);
    twice.ng_nin.push('national-ID');
    throwsDataFile(() => validateCueTable(twice, file), file, `/ng_nin/${twice.ng_nin.length - 1}`, 'DF_PHRASE_TWICE');
  });
  it('special/health.json and special/cues.json', () => {
    brokenCopy('detect/special/health.json', CategoryFile, (c) => (c.categories[0].kind = 'illness'), '/categories/0/kind', 'DF_ONE_OF_VALUES');
    const badPattern = shipped('detect/special/health.json');
    badPattern.categories[0].patterns.push('(?<v>x{nosuchset})');
    assert.throws(() => validateCategoryFile(badPattern, 'detect/special/health.json'), /detect\/special\/health\.json: \/patterns\//);
    // A broken label pattern or companion label pattern is named in its own list, not as one of `patterns`.
    const badLabel = shipped('detect/special/health.json');
    badLabel.categories[0].label_patterns.push('no value group');
    assert.throws(() => validateCategoryFile(badLabel, 'detect/special/health.json'), new RegExp(`health\\.json: /label_patterns/${badLabel.categories[0].label_patterns.length - 1}`));
    const badCompanion = shipped('detect/special/health.json');
    badCompanion.categories[0].companion_label_patterns = ['folder:\\s*(?<v>[A-Z'];
    assert.throws(() => validateCategoryFile(badCompanion, 'detect/special/health.json'), /health\.json: \/companion_label_patterns\/0/);
    // A reference read after a span (records.json `references_after`) is named in its own list too, an unknown set included.
    const badReference = shipped('detect/special/records.json');
    badReference.categories[0].references_after = ['(?<v>x{nosuchset})'];
    assert.throws(() => validateCategoryFile(badReference, 'detect/special/records.json'), /records\.json: \/references_after\/0/);
    // A noun-class group names a set the category does not hold (a misspelt name would leave its list uninflected).
    const badNounClass = shipped('detect/special/identity.json');
    const withClasses = badNounClass.categories.find((c: { noun_classes?: unknown }) => c.noun_classes);
    withClasses.noun_classes.sets.push('no_such_set');
    assert.throws(() => validateCategoryFile(badNounClass, 'detect/special/identity.json'), new RegExp(`identity\\.json: /noun_classes/sets/${withClasses.noun_classes.sets.length - 1}.*no_such_set`));
    brokenCopy('detect/special/cues.json', CueFile, (c) => (c.person.EN = c.person.en), '/person/EN', 'DF_NOT_KNOWN_FIELD');
    brokenCopy('detect/special/health.json', CategoryFile, (c) => c.categories[0].terms.push(c.categories[0].terms[0]), '/categories/0/terms', 'DF_UNIQUE_ITEMS');
    brokenCopy('detect/special/cues.json', CueFile, (c) => c.record_labels.push(c.record_labels[0]), '/record_labels', 'DF_UNIQUE_ITEMS');
    brokenCopy('detect/special/abbreviations.json', ABBREVIATIONS_SCHEMA, (c) => (c.abbreviations[3] = 'Dr.'), '/abbreviations/3', 'DF_PATTERN');
  });
});
