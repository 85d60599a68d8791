// Broken copies of the comparison data files: each file read through the one data loader
// (src/core/dataFile.ts) refuses a bad entry naming the file and the JSON path of the entry.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { validateBlockingRules } from '../../src/compare/blocking/index.js';
import { validateProductBrands } from '../../src/compare/comparators/brand.js';
import { validateProductTranslations } from '../../src/compare/comparators/titleLanguage.js';
import { EMAIL_PROVIDERS_SCHEMA, validateSharedMailboxes } from '../../src/compare/comparators/email.js';
import { validateIdentifierForms } from '../../src/compare/comparators/identifier.js';
import { validateGenderedPairs, validateNameEquivalents } from '../../src/compare/comparators/nameEquivalents.js';
import { NAME_CELL_QUALIFIERS_SCHEMA } from '../../src/compare/comparators/nameCell.js';
import { NAME_BUSINESS_WORDS_SCHEMA, NAME_HONOURS_SCHEMA, NAME_SURNAME_MARKERS_SCHEMA } from '../../src/compare/comparators/nameHonours.js';
import { validateProductUnits } from '../../src/compare/comparators/productData.js';
import { validateSexCodes } from '../../src/compare/comparators/sex.js';
import { validateTypeVocabulary } from '../../src/compare/comparators/typeVocabulary.js';
import { validatePack } from '../../src/compare/packs.js';
import { validateTfTable } from '../../src/compare/tfTable.js';
import { LevelsSchema } from '../../src/compare/train/levels.js';
import { validateTransliteration } from '../../src/compare/transliterate.js';
import { validateWorkTitleWords } from '../../src/compare/comparators/workTitle.js';
import { validateData } from '../../src/core/dataFile.js';
import type { DataProblem } from '../../src/core/errorCatalogueData.js';
import { throwsDataFile } from '../helpers/dataFile.js';

/** A fresh parsed copy of a shipped file (JSON.parse's untyped value: each case breaks it in its own way). */
const shipped = (file: string) => JSON.parse(readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8'));

/** The shipped file passes `validate`; the broken copy is refused at `path`. */
function brokenCopy(file: string, validate: (raw: unknown, file: string) => unknown, breakIt: (copy: ReturnType<typeof shipped>) => void, path: string, problem: DataProblem): void {
  assert.doesNotThrow(() => validate(shipped(file), file));
  const copy = shipped(file);
  breakIt(copy);
  throwsDataFile(() => validate(copy, file), file, path, problem);
}

describe('comparison data files: a broken copy names the file and the entry', () => {
  it('data/name-gendered-pairs.json', () => {
    const v = (raw: unknown, f: string) => validateGenderedPairs(raw, f);
    brokenCopy('compare/data/name-gendered-pairs.json', v, (c) => (c.pairs[0] = ['Daniel', 'daniela']), '/pairs/0/0', 'DF_PATTERN');
    brokenCopy('compare/data/name-gendered-pairs.json', v, (c) => (c.pairs[0] = ['mohammed', 'muhammad']), '/pairs/0', 'DF_GENDERED_ONE_NAME');
    brokenCopy('compare/data/name-gendered-pairs.json', v, (c) => (c.pairs[0] = ['robert', 'bob']), '/pairs/0', 'DF_GENDERED_ONE_NAME');
    brokenCopy('compare/data/name-gendered-pairs.json', v, (c) => c.pairs.push(c.pairs[0]), '/pairs', 'DF_UNIQUE_ITEMS');
    brokenCopy('compare/data/name-gendered-pairs.json', v, (c) => (c.endings[0] = ['', 'A']), '/endings/0/1', 'DF_PATTERN');
    brokenCopy('compare/data/name-gendered-pairs.json', v, (c) => (c.endings[1] = ['o', '']), '/endings/1/1', 'DF_PATTERN');
  });
  it('data/name-honours.json', () => {
    const v = (raw: unknown, f: string) => validateData(raw, NAME_HONOURS_SCHEMA, f);
    brokenCopy('compare/data/name-honours.json', v, (c) => (c.words[2] = 'O.B.E.'), '/words/2', 'DF_PATTERN');
    brokenCopy('compare/data/name-honours.json', v, (c) => c.words.push(c.words[0]), '/words', 'DF_UNIQUE_ITEMS');
    brokenCopy('compare/data/name-honours.json', v, (c) => (c.ranks[0] = 'Maj.'), '/ranks/0', 'DF_PATTERN');
    brokenCopy('compare/data/name-honours.json', v, (c) => (c.titles[0] = 'Ntate.'), '/titles/0', 'DF_PATTERN');
    brokenCopy('compare/data/name-honours.json', v, (c) => c.titles.push(c.titles[0]), '/titles', 'DF_UNIQUE_ITEMS');
  });
  it('data/name-cell-qualifiers.json', () => {
    const v = (raw: unknown, f: string) => validateData(raw, NAME_CELL_QUALIFIERS_SCHEMA, f);
    brokenCopy('compare/data/name-cell-qualifiers.json', v, (c) => (c.joiners[0] = 'And'), '/joiners/0', 'DF_PATTERN');
    brokenCopy('compare/data/name-cell-qualifiers.json', v, (c) => c.capacities.push(c.capacities[0]), '/capacities', 'DF_UNIQUE_ITEMS');
    brokenCopy('compare/data/name-cell-qualifiers.json', v, (c) => (c.birth_markers[0] = 'geb.'), '/birth_markers/0', 'DF_PATTERN');
    brokenCopy('compare/data/name-cell-qualifiers.json', v, (c) => (c.address_marker = 'of '), '/address_marker', 'DF_PATTERN');
    brokenCopy('compare/data/name-cell-qualifiers.json', v, (c) => (c.newborn.birth_order.first = 0), '/newborn/birth_order/first', 'DF_BOUND');
  });
  it('data/name-surname-markers.json', () => {
    const v = (raw: unknown, f: string) => validateData(raw, NAME_SURNAME_MARKERS_SCHEMA, f);
    brokenCopy('compare/data/name-surname-markers.json', v, (c) => (c.words[0] = 'née'), '/words/0', 'DF_PATTERN');
    brokenCopy('compare/data/name-surname-markers.json', v, (c) => c.words.push(c.words[0]), '/words', 'DF_UNIQUE_ITEMS');
    brokenCopy('compare/data/name-surname-markers.json', v, (c) => (c.phrases[0] = 'domu'), '/phrases/0', 'DF_PATTERN');
    brokenCopy('compare/data/name-surname-markers.json', v, (c) => (c.married_titles[0] = 'Mrs.'), '/married_titles/0', 'DF_PATTERN');
  });

  it('data/name-business-words.json', () => {
    const v = (raw: unknown, f: string) => validateData(raw, NAME_BUSINESS_WORDS_SCHEMA, f);
    brokenCopy('compare/data/name-business-words.json', v, (c) => (c.words[0] = 'Ltd.'), '/words/0', 'DF_PATTERN');
    brokenCopy('compare/data/name-business-words.json', v, (c) => c.words.push(c.words[0]), '/words', 'DF_UNIQUE_ITEMS');
    brokenCopy('compare/data/name-business-words.json', v, (c) => (c.phrases[0] = 'sons'), '/phrases/0', 'DF_PATTERN');
  });
  it('data/product-brands.json', () => {
    brokenCopy('compare/data/product-brands.json', validateProductBrands, (c) => (c.corporate_words[0] = 'Inc.'), '/corporate_words/0', 'DF_PATTERN');
    brokenCopy('compare/data/product-brands.json', validateProductBrands, (c) => (c.aliases.hp[0] = 'Hewlett Packard'), '/aliases/hp/0', 'DF_NOT_NORMALISED');
    brokenCopy('compare/data/product-brands.json', validateProductBrands, (c) => c.aliases.ge.push('hewlett packard'), '/aliases/ge/1', 'DF_ALIAS_TWO_BRANDS');
    brokenCopy('compare/data/product-brands.json', validateProductBrands, (c) => (c.owners.upfield[0] = 'Blue Band'), '/owners/upfield/0', 'DF_NOT_NORMALISED');
  });
  it('data/product-translations.json', () => {
    brokenCopy('compare/data/product-translations.json', validateProductTranslations, (c) => (c.languages.sw['Kahawa'] = 'coffee'), '/languages/sw/Kahawa', 'DF_NOT_NORMALISED');
    brokenCopy('compare/data/product-translations.json', validateProductTranslations, (c) => (c.languages.af.suiker = 'sugar!'), '/languages/af/suiker', 'DF_PATTERN');
    brokenCopy('compare/data/product-translations.json', validateProductTranslations, (c) => (c.languages.fr.sucre = 'sucre'), '/languages/fr/sucre', 'DF_REPEATS_FULL_NAME');
    brokenCopy('compare/data/product-translations.json', validateProductTranslations, (c) => (c.languages.nl.melk = 'cream'), '/languages/nl/melk', 'DF_ALSO_IN_GROUP');
  });
  it('data/product-units.json', () => {
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => (c.units.gb = ['storage', 0]), '/units/gb/1', 'DF_BOUND');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => c.categories.food.push('aroma'), `/categories/food/${shipped('compare/data/product-units.json').categories.food.length}`, 'DF_UNKNOWN_DIMENSION');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => (c.second_readings.gill = ['volume', 142]), '/second_readings/gill', 'DF_UNKNOWN_UNIT');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => (c.unit_first.pishi = 'pishi'), '/unit_first/pishi', 'DF_UNKNOWN_UNIT');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => (c.count_first.unit = 'kg'), '/count_first/unit', 'DF_UNKNOWN_UNIT');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => (c.count_first.words.electronics = ['pack']), '/count_first/words/electronics', 'DF_UNKNOWN_DIMENSION');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => c.tyre_sizes.categories.push('pets'), `/tyre_sizes/categories/${shipped('compare/data/product-units.json').tyre_sizes.categories.length}`, 'DF_CATEGORY_UNKNOWN');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => c.exclusive_dimensions[0].push('weight'), '/exclusive_dimensions/0/2', 'DF_UNKNOWN_DIMENSION');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => (c.line_tiers.pets = ['pro']), '/line_tiers/pets', 'DF_CATEGORY_UNKNOWN');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => (c.variant_markers.pets = { markers: [], years: false, styles: false }), '/variant_markers/pets', 'DF_CATEGORY_UNKNOWN');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => (c.listing_words.pets = ['collar']), '/listing_words/pets', 'DF_CATEGORY_UNKNOWN');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => (c.synonyms.pets = [['collar', 'neck band']]), '/synonyms/pets', 'DF_CATEGORY_UNKNOWN');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => c.synonyms.food.push(['pale', 'ipa']), `/synonyms/food/${shipped('compare/data/product-units.json').synonyms.food.length}/1`, 'DF_PHRASE_TWICE');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => (c.style_words.pets = ['collar']), '/style_words/pets', 'DF_CATEGORY_UNKNOWN');
    // A word may name values of two dimensions only where no category reads both (cherry: a finish of home goods and electronics, oak a finish too).
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => c.variant_words.colour.push('oak'), '/variant_words/finish/1', 'DF_CLAIMED_TWICE');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => c.variant_words.colour.push('black'), `/variant_words/colour/${shipped('compare/data/product-units.json').variant_words.colour.length}`, 'DF_CLAIMED_TWICE');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => (c.line_generation_digits = 9), '/line_generation_digits', 'DF_BOUND');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => delete c.variant_markers.food.styles, '/variant_markers/food', 'DF_REQUIRED');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => (c.variant_markers.food.undated_listings = 'yes'), '/variant_markers/food/undated_listings', 'DF_TYPE');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => c.variant_markers.food.one_sided_variants.dimensions.push('colour'), '/variant_markers/food/one_sided_variants/dimensions/1', 'DF_UNKNOWN_DIMENSION');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => c.variant_markers.food.one_sided_variants.base.push('stout'), '/variant_markers/food/one_sided_variants/base/2', 'DF_NOT_IN_LIST');
    brokenCopy('compare/data/product-units.json', validateProductUnits, (c) => c.variant_markers.electronics.multipacks.after.push('2pk'), `/variant_markers/electronics/multipacks/after/${3}`, 'DF_PATTERN');
  });
  it('data/name-equivalents.json', () => {
    brokenCopy('compare/data/name-equivalents.json', validateNameEquivalents, (c) => (c.groups[0] = ['mohammed']), '/groups/0', 'DF_MIN_ITEMS');
    brokenCopy('compare/data/name-equivalents.json', validateNameEquivalents, (c) => c.groups[1].push('mohammed'), `/groups/1/${shipped('compare/data/name-equivalents.json').groups[1].length}`, 'DF_ALSO_IN_GROUP');
    brokenCopy('compare/data/name-equivalents.json', validateNameEquivalents, (c) => c.short_forms.robert.push('Robert'), `/short_forms/robert/${shipped('compare/data/name-equivalents.json').short_forms.robert.length}`, 'DF_REPEATS_FULL_NAME');
  });
  it('data/identifier-forms.json', () => {
    brokenCopy('compare/data/identifier-forms.json', validateIdentifierForms, (c) => (c.labels[0] = 'ID'), '/labels/0', 'DF_PATTERN');
    brokenCopy('compare/data/identifier-forms.json', validateIdentifierForms, (c) => (c.labels[0] = 'id  no'), '/labels/0', 'DF_PATTERN');
    brokenCopy('compare/data/identifier-forms.json', validateIdentifierForms, (c) => (c.labels[0] = 'no.'), '/labels/0', 'DF_PATTERN');
    brokenCopy('compare/data/identifier-forms.json', validateIdentifierForms, (c) => c.labels.push(c.labels[0]), '/labels', 'DF_UNIQUE_ITEMS');
    brokenCopy('compare/data/identifier-forms.json', validateIdentifierForms, (c) => (c.other_scheme_labels[0] = 'Charity No'), '/other_scheme_labels/0', 'DF_PATTERN');
  });
  it('data/email-providers.json', () => {
    const v = (raw: unknown, f: string) => validateData(raw, EMAIL_PROVIDERS_SCHEMA, f);
    brokenCopy('compare/data/email-providers.json', v, (c) => (c.dots_ignored[0] = 'Gmail.com'), '/dots_ignored/0', 'DF_PATTERN');
    brokenCopy('compare/data/email-providers.json', v, (c) => (c.dots_ignored[0] = 'gmail'), '/dots_ignored/0', 'DF_PATTERN');
    brokenCopy('compare/data/email-providers.json', v, (c) => (c.same_mailbox_domains['googlemail.com'] = 'gmail com'), '/same_mailbox_domains/googlemail.com', 'DF_PATTERN');
  });
  it('data/shared-mailboxes.json', () => {
    brokenCopy('compare/data/shared-mailboxes.json', validateSharedMailboxes, (c) => (c.role_local_parts[0] = 'Abuse'), '/role_local_parts/0', 'DF_PATTERN');
    brokenCopy('compare/data/shared-mailboxes.json', validateSharedMailboxes, (c) => (c.household_patterns[0] = '^the[a-z'), '/household_patterns/0', 'DF_REGEX_INVALID');
  });
  it('data/sex-codes.json', () => {
    brokenCopy('compare/data/sex-codes.json', validateSexCodes, (c) => c.codes.female.push('Male'), `/codes/female/${shipped('compare/data/sex-codes.json').codes.female.length}`, 'DF_ALSO_IN_GROUP');
    brokenCopy('compare/data/sex-codes.json', validateSexCodes, (c) => c.codes.male.push('männlich'.toUpperCase()), `/codes/male/${shipped('compare/data/sex-codes.json').codes.male.length}`, 'DF_ENTRY_TWICE');
    brokenCopy('compare/data/sex-codes.json', validateSexCodes, (c) => (c.codes.unknown[0] = '.'), '/codes/unknown/0', 'DF_NO_LETTER_OR_DIGIT');
    brokenCopy('compare/data/sex-codes.json', validateSexCodes, (c) => (c.codes.other = ['x']), '/codes/other', 'DF_NOT_KNOWN_FIELD');
  });
  it('data/type-vocabulary.json', () => {
    brokenCopy('compare/data/type-vocabulary.json', validateTypeVocabulary, (c) => (c.domains.organization.ltd = ['ltd']), '/domains/organization/ltd', 'DF_NOT_KNOWN_FIELD');
    brokenCopy('compare/data/type-vocabulary.json', validateTypeVocabulary, (c) => (c.domains.organization.LTD[0] = '-.-'), '/domains/organization/LTD/0', 'DF_NO_WORDS');
    brokenCopy('compare/data/type-vocabulary.json', validateTypeVocabulary, (c) => c.place_compound_heads.push('dorp'), '/place_compound_heads/9', 'DF_NOT_IN_LIST');
    brokenCopy('compare/data/type-vocabulary.json', validateTypeVocabulary, (c) => (c.organisation_sibling_words[0] = "women's"), '/organisation_sibling_words/0', 'DF_PATTERN');
    brokenCopy('compare/data/type-vocabulary.json', validateTypeVocabulary, (c) => c.place_area_kinds.push('VOLCANO'), `/place_area_kinds/${shipped('compare/data/type-vocabulary.json').place_area_kinds.length}`, 'DF_NOT_IN_LIST');
  });
  it('data/transliteration.json', () => {
    brokenCopy('compare/data/transliteration.json', validateTransliteration, (c) => (c.scripts.greek['α'] = 'A'), '/scripts/greek/α', 'DF_PATTERN');
    brokenCopy('compare/data/transliteration.json', validateTransliteration, (c) => (c.scripts.greek['αβ'] = 'ab'), '/scripts/greek/αβ', 'DF_KEY_LETTERS');
  });
  it('data/work-title-words.json', () => {
    brokenCopy('compare/data/work-title-words.json', validateWorkTitleWords, (c) => (c.release_words[0] = 'Album'), '/release_words/0', 'DF_PATTERN');
    brokenCopy('compare/data/work-title-words.json', validateWorkTitleWords, (c) => c.generic_markers.push('bonus'), '/generic_markers/4', 'DF_NOT_IN_LIST');
  });
  it('train/levels.json', () => {
    brokenCopy('compare/train/levels.json', (raw, f) => validateData(raw, LevelsSchema, f), (c) => (c.kinds.name.close = 2), '/kinds/name/close', 'DF_BOUND');
  });
  it('packs/person.json and tf/person.json', () => {
    brokenCopy('compare/packs/person.json', (raw, f) => validatePack(f, raw), (c) => (c.tf.sha256 = 'abc'), '/tf/sha256', 'DF_PATTERN');
    brokenCopy('compare/packs/person.json', (raw, f) => validatePack(f, raw), (c) => (c.comparators[0].weight = -1), '/comparators/0/weight', 'DF_BOUND');
    brokenCopy('compare/packs/person.json', (raw, f) => validatePack(f, raw), (c) => (c.comparators[0].disagreement_weight = -1), '/comparators/0/disagreement_weight', 'DF_NOT_NON_NEGATIVE');
    brokenCopy('compare/packs/person.json', (raw, f) => validatePack(f, raw), (c) => (c.comparators[0].merge_needs_compared.unless_any_of[0] = { passprt: 0.99 }), '/comparators/0/merge_needs_compared/unless_any_of/0', 'DF_NOT_EVIDENCE_KEY');
    brokenCopy('compare/packs/person.json', (raw, f) => validatePack(f, raw), (c) => (c.header_words.fields.nom = [['nom']]), '/header_words/fields/nom', 'DF_NOT_KNOWN_FIELD');
    brokenCopy('compare/packs/person.json', (raw, f) => validatePack(f, raw), (c) => (c.header_words.other_party[0] = 'Next of kin'), '/header_words/other_party/0', 'DF_PATTERN');
    brokenCopy('compare/tf/person.json', (raw, f) => validateTfTable(f, raw), (c) => (c.counts.smith = 0), '/counts/smith', 'DF_BOUND');
  });
  it('blocking/person.json', () => {
    brokenCopy('compare/blocking/person.json', (raw, f) => validateBlockingRules(f, raw), (c) => (c.rules[0].keys[0].take = 'every_token'), '/rules/0/keys/0/take', 'DF_ONE_OF_VALUES');
    brokenCopy('compare/blocking/person.json', (raw, f) => validateBlockingRules(f, raw), (c) => (c.rules[1].name = c.rules[0].name), '/rules/1/name', 'DF_NAME_TWICE');
  });
});
