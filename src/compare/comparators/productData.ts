// Loads data/product-units.json once: identity units per category, variant words (colours, finishes),
// variant markers (treatment and edition words) per category and format codes that are not model numbers.
import Type, { type Static } from 'typebox';
import { titleInEnglish } from './titleLanguage.js';
import { dataFileError, loadDataFile, validateData } from '../../core/dataFile.js';
import { quoteSafe } from '../../core/safeToken.js';
import { VersionedFile } from '../../core/dataSchemas.js';
import { allMatches, escapeRegExp } from '../../core/matches.js';
import { memoiseString } from '../../core/memo.js';
import { gs1Valid } from '../../core/checksum.js';
import { normaliseText } from '../normalise.js';
import { cardinalWord } from './numberWords.js';
import { jaroWinklerAtLeast } from '../similarity.js';
import type { FieldValue } from './types.js';
import { isEnglishWord } from '../../lexicon/stopWords.js';
import { moneySpans } from '../../extract/shapes.js';

const FILE = new URL('../data/product-units.json', import.meta.url);

/** The dimension of sizes written W x H (x D), read by the spec comparator itself (no unit defines it). */
export const SIZE_DIMENSION = 'size';
/** The dimension of a count of pieces (pcs, pack): the one count_first writes. */
const COUNT_DIMENSION = 'count';

/** [dimension, positive factor to the dimension's base unit]. */
const UNIT_READING = Type.Tuple([Type.String({ minLength: 1 }), Type.Number({ exclusiveMinimum: 0 })]);

/** The schema of data/product-units.json. */
const PRODUCT_UNITS_SCHEMA = VersionedFile('service.product_units.v1', {
  /** Unit (lower-case letters, or a quote mark; words space-separated: fl oz) → [dimension, positive factor]. */
  units: Type.Record(Type.String({ pattern: '^(?:[a-z]+(?: [a-z]+)*|")$' }), UNIT_READING),
  /** Unit → its reading in a second dimension, for units two trades use for two measures (oz: weight or fluid ounce). */
  second_readings: Type.Record(Type.String({ minLength: 1 }), UNIT_READING),
  /** Groups of dimensions that state one size in exclusive ways (net contents by mass or by volume). */
  exclusive_dimensions: Type.Array(Type.Array(Type.String({ minLength: 1 }), { minItems: 2 })),
  /** Dimension → its words, one entry per value (synonyms space-separated). */
  variant_words: Type.Record(Type.String({ minLength: 1 }), Type.Array(Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' }))),
  /** When a name is a description beside a listing's name: at least min_words words and ratio times the other's. */
  description_words: Type.Object({ min_words: Type.Integer({ minimum: 1 }), ratio: Type.Number({ minimum: 1 }) }),
  /** When a name is a till's or price list's line beside a shop's title: at least min_words words, every one found in the other, which has ratio times as many. */
  till_line_words: Type.Object({
    min_words: Type.Integer({ minimum: 1 }),
    ratio: Type.Number({ minimum: 1 }),
    more_item_words: Type.Array(Type.String({ minLength: 1, pattern: '^[a-z]+$' }), { uniqueItems: true }),
    /**
     * Variant dimensions whose words a till line may leave out: words that also name a feature of other goods
     * (a mug's double wall), read as a variant only when both titles state one (the spec comparator).
     */
    unread_dimensions: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { uniqueItems: true })),
  }),
  /** Words that deny the feature the next word names (without lid, no lid), read in English after translation. */
  negation_words: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true })),
  /** Phrases that deny the feature the word before them names (cable not included, case sold separately). */
  negation_after: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' }), { uniqueItems: true })),
  /** Prefixes written on a word of four letters or more that deny it (unsmoked, unhulled, nonreturnable), read as negation_words are. */
  negation_prefixes: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true })),
  /** Category → words and phrases that describe a listing, not the product (software, full version, cd rom), left out of name comparisons. */
  listing_words: Type.Record(Type.String({ minLength: 1 }), Type.Array(Type.String({ pattern: '^[a-z0-9]+(?: [a-z0-9]+)*$' }))),
  /** Category → entries of phrases that name one thing (india pale ale = ipa), each read as the entry's first phrase by the name comparators. */
  synonyms: Type.Record(Type.String({ minLength: 1 }), Type.Array(Type.Array(Type.String({ pattern: '^[a-z0-9]+(?: [a-z0-9]+)*$' }), { minItems: 2 }))),
  /** Category → words that name a style or kind a listing appends to a product's own name (Foghorn / Foghorn IPA). */
  style_words: Type.Record(Type.String({ minLength: 1 }), Type.Array(Type.String({ pattern: '^[a-z0-9]+$' }))),
  /** Category → the dimensions that identify a product of it. */
  categories: Type.Record(Type.String({ minLength: 1 }), Type.Array(Type.String())),
  /** Category → its variant markers (each a list of synonymous phrases), whether a vintage year counts and whether markers name styles. */
  variant_markers: Type.Record(
    Type.String({ minLength: 1 }),
    Type.Object({
      markers: Type.Array(Type.Array(Type.String({ pattern: '^[a-z0-9]+(?: [a-z0-9]+)*$' }), { minItems: 1 })),
      years: Type.Boolean(),
      /**
       * Whether a year on one title only is left out of the name comparisons too (the marker comparator
       * already reads it as no conflict): a vintage a brewer dates a release by, which a rating site or a
       * grocer lists under the product's one entry, is no word of the product's name.
       */
      undated_listings: Type.Optional(Type.Boolean()),
      /**
       * Variant dimensions whose word on one title only, when the other names no value of that dimension,
       * reads as a marker (Raspberry Gose / Gose): the flavoured product against its unflavoured base.
       * Base words name the unflavoured product itself (original, plain) and never refute.
       */
      one_sided_variants: Type.Optional(
        Type.Object({
          dimensions: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
          base: Type.Array(Type.String({ pattern: '^[a-z]+$' })),
        }),
      ),
      /** Whether a marker can belong to a style a listing leaves out whole (double IPA, imperial stout). */
      styles: Type.Boolean(),
      /**
       * Words after a marker that make it a count of them, not a variant (twin pack, twin burner: the 2 pack and
       * the 2 burner another title writes), so the marker is not read there.
       */
      counted_words: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true })),
      /**
       * How a title states a multipack (a count of two or more sold as one item): words after the count
       * (2pk, 2-pack), phrases before it (pack of 2, set of 12), and words that say two without a digit
       * (pair), read only on the other title (a pair against a 2-pack is no conflict).
       */
      multipacks: Type.Optional(
        Type.Object({
          after: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { minItems: 1 }),
          before: Type.Array(Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' })),
          two: Type.Array(Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' })),
          /**
           * Of `two`, the phrases that name a pack of two sold as one item on their own (twin pack, dual
           * pack): read as a stated count of two, as 2-pack is; a pair is left out (a pair of speakers or
           * earbuds is the product itself).
           */
          two_packs: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' }))),
          /**
           * Words that bind a count to the size of one unit, before it or after it (6 x 330ml, 24x330ml,
           * 340ml x 6): the count of a case of that size.
           */
          bound: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z×]+$' }))),
          /**
           * Dimensions of a unit's contents: when given, a count on one title only refutes only when both
           * titles state the contents in one of them (33cl / 330 ml): a listing without a size names the
           * product, not the item sold, and may be matched to either.
           */
          sized_by: Type.Optional(Type.Array(Type.String({ minLength: 1 }))),
        }),
      ),
    }),
  ),
  /** Category → the tier words of its model lines (iPhone 13 / iPhone 13 Pro, Galaxy S21 / S21 Ultra); listed, even empty, for the categories whose names carry model numbers. */
  line_tiers: Type.Record(Type.String({ minLength: 1 }), Type.Array(Type.String({ pattern: '^[a-z]+$' }))),
  /** Signs written for a tier word right after a model name (S10+ = S10 Plus). */
  line_signs: Type.Record(Type.String({ minLength: 1, maxLength: 1, pattern: '^[^a-z0-9 ]$' }), Type.String({ pattern: '^[a-z]+$' })),
  /** Roman numerals read as a line's number after a word (Mark III = Mark 3); lower case, each to its value. */
  line_numerals: Type.Record(Type.String({ pattern: '^[ivxlcdm]+$' }), Type.Integer({ minimum: 1 })),
  /** Longest number (digits) after which a trailing letter names another generation (3 / 3S, S10 / S10e), not a variant letter (C270 / C270H). */
  line_generation_digits: Type.Integer({ minimum: 0, maximum: 4 }),
  /** Short words that name no model line before a number (up to 10 hours). */
  line_function_words: Type.Array(Type.String({ pattern: '^[a-z]+$' })),
  /** Phrases after which a title's codes are another product's (replaces ..., cross reference ...). */
  cross_reference_cues: Type.Array(Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' }), { uniqueItems: true }),
  /**
   * Labels of a customs or trade classification written before its number (HS 1517.10, HS code 8471.30, tariff
   * 2106.90.00, commodity code, UNSPSC): the number names a class many products share, not the product (session 36).
   */
  classification_labels: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' }), { uniqueItems: true })),
  /**
   * Words a trade line writes after its carton count for the unit it sells by (… 16 WICK 2416 X6 CTN, … 3LB HEAD
   * ONLY X10 BDL): the carton, case or bundle of that many units (withoutTradeCarton, session 40).
   */
  trade_carton_words: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
  /**
   * Labels a trade line writes before the count it closes with (… 5000162015602 QTY 30): the units a goods-received
   * or stock line counts, read as a closing carton count is (withoutTradeCarton, session 43).
   */
  trade_count_labels: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true })),
  /** Phrases after the brand a tender or bill-of-quantities line names as its standard (Brand or equivalent). */
  specification_cues: Type.Array(Type.String({ pattern: '^[a-z]+(?: [a-z]+)*$' }), { uniqueItems: true }),
  /** Words that name where or for whom an order line's bracketed note sends the item (canteen, ward, staff): the bracket is the buyer's, not the product's. */
  buyers_note_words: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true })),
  /**
   * What two titles of one brand and one measured size may differ by (session 49, product.ts plainDifference): `neutral`
   * words around a title (its pack, the order, a function word), `base` words the plain product's listing may add
   * (original, classic), and per class (`variants`) the words naming a sibling of a range (a flavour, a fat level, a
   * recipe, a diet or free-from version, a life stage, a size grade, a pack count), for the `categories` listed.
   */
  sibling_words: Type.Optional(
    Type.Object({
      note: Type.String({ minLength: 1 }),
      categories: Type.Array(Type.String({ minLength: 1 }), { uniqueItems: true }),
      neutral: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
      base: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
      variants: Type.Record(Type.String({ pattern: '^[a-z_]+$' }), Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true, minItems: 1 })),
    }),
  ),
  /**
   * Words that make a title's opening label before a colon the label of the document listing the item (a claim
   * schedule, an agreement, a proforma, an order, a donation log, a shelf-edge label, a bill of quantities, a
   * snagging list, an inventory's room): the label is left out beside a title that writes none of its words
   * (withoutDocumentLabel, session 44).
   */
  document_label_words: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true })),
  /**
   * Document label words that are also the noun of a product (a gift card, a graphics card, a recipe book, a
   * luggage tag): they make a label only beside a reference, a date or a line number in it (a digit outside any
   * bracket: JOB CARD 4410, STOCK BOOK 04/05), as a product kind before a colon (Recipe Book: …) writes none.
   */
  document_label_product_words: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true })),
  /**
   * Document label product words that name no product alone, only before another noun (a receipt roll, a receipt
   * printer, a receipt book): standing alone as the whole label (receipt: …, a till receipt's line) they make a
   * label without a digit too, while beside another word (Receipt Rolls: …) they need one, as the other product
   * words do (review of session 50's pset30r).
   */
  document_label_lone_words: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true })),
  /** Words after a marker that make it say what the product fits (compatible with ...). */
  fit_words: Type.Array(Type.String({ pattern: '^[a-z]+$' })),
  /** Words before a marker that make it a property of the product itself (backward compatible). */
  property_words: Type.Array(Type.String({ pattern: '^[a-z]+$' })),
  /** Names written as a number glued to a unit that are no size (3M, the maker). */
  stop_sizes: Type.Array(Type.String({ pattern: '^[0-9]+[a-z]+$' })),
  /** A letter (one character with a mark) → how its language spells it out in ASCII (ä → ae). */
  spelled_out_letters: Type.Record(Type.String({ minLength: 1, maxLength: 1 }), Type.String({ pattern: '^[a-z]{2,}$' })),
  stop_codes: Type.Array(Type.String({ minLength: 1 })),
  /**
   * Letters a maker appends to a model code to name another build of it, not a colour, size or market of
   * the same item (PG-445XL, the high-yield cartridge beside PG-445; CTL-6100WL, the wireless tablet beside
   * CTL-6100): a code that is the other plus one of these is no variant of it.
   */
  edition_suffixes: Type.Array(Type.String({ pattern: '^[a-z]{2,4}$' })),
  /**
   * Category → entries of synonymous words that name a designation by the short value after them (class B,
   * CL D; grade 42.5R; type 2): two titles stating different values of one entry are two products.
   */
  designation_words: Type.Optional(Type.Record(Type.String({ minLength: 1 }), Type.Array(Type.Array(Type.String({ pattern: '^[a-z]+$' }), { minItems: 1 })))),
  /**
   * Words bound to a size that make it a rating of what the product bears or takes (load 40kg, max 125kg,
   * capacity 120kg), not which item of a range it is: a till line that leaves such a size out still names the item.
   */
  rating_words: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true })),
  /**
   * Dimension → words one of which must stand one or two words before its variant word for the word to be read
   * as that dimension's value (packing_medium: in syrup, in light syrup, en almíbar; lime juice cordial names no medium).
   */
  variant_cues: Type.Optional(Type.Record(Type.String({ minLength: 1 }), Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true, minItems: 1 }))),
  /** A unit word a language writes before its number (Swahili lita 1.5, gramu 500) → the file's unit it names. */
  unit_first: Type.Optional(Type.Record(Type.String({ pattern: '^[a-z]+$' }), Type.String({ minLength: 1 }))),
  /**
   * Words a pack names before its count of pieces (pack of 20, box of 25, PK20, BX25), per category, each
   * with an optional joiner word between it and the count (of, de, ya, van): read as the count written after
   * its number in `unit` (a count unit), so that pack of 20, packet 20 and PK20 state one count.
   */
  count_first: Type.Optional(
    Type.Object({
      unit: Type.String({ minLength: 1 }),
      joiners: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true }),
      words: Type.Record(Type.String({ minLength: 1 }), Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true, minItems: 1 })),
      /**
       * Pack words read so only with their joiner (case of 12, not case 12): the word also names the article
       * itself, and the number after it is then the article's own (a pillow case 400 thread count, a cabin case 55).
       */
      joiner_required: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true })),
    }),
  ),
  /**
   * Tyre sizes (categories that read them, and the words that name a tyre): a metric size (205/55R16,
   * 120/70ZR17) is read in any title of those categories, a size written width-dash-rim (3.00-17, 300-17,
   * 100/80-17) only in a title that names a tyre, as a dash between two numbers is a range elsewhere.
   */
  tyre_sizes: Type.Optional(
    Type.Object({
      categories: Type.Array(Type.String({ minLength: 1 }), { uniqueItems: true, minItems: 1 }),
      cue_words: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { uniqueItems: true, minItems: 1 }),
    }),
  ),
});

type UnitsFile = Static<typeof PRODUCT_UNITS_SCHEMA>;

/**
 * Checks beyond the schema: every category and exclusive group names dimensions that a unit or the
 * variant words define, second readings are of declared units, and variant markers and line tiers are
 * given for known categories only.
 */
function checked(data: UnitsFile, file: URL | string): UnitsFile {
  const dimensions = new Set([SIZE_DIMENSION, ...Object.values(data.units).map(([dim]) => dim), ...Object.keys(data.variant_words)]);
  for (const [category, dims] of Object.entries(data.categories)) {
    dims.forEach((d, i) => {
      if (!dimensions.has(d)) throw dataFileError(file, `/categories/${category}/${i}`, 'DF_UNKNOWN_DIMENSION', { dimension: quoteSafe(d) });
    });
  }
  // A variant word names one value of one dimension (a word in two, cherry as a finish and a flavour,
  // would be read as whichever came last).
  // A word may name values of two dimensions that no category reads together (medium: a food's shade, a home
  // good's grade), since a title is read in one category's dimensions only.
  const claimed = new Map<string, string>();
  const together = (d: string, e: string) => Object.values(data.categories).some((dims) => dims.includes(d) && dims.includes(e));
  for (const [dim, entries] of Object.entries(data.variant_words)) {
    entries.forEach((entry, i) => {
      for (const w of entry.split(' ')) {
        const first = claimed.get(w);
        if (first !== undefined && (first.startsWith(`${dim}:`) || together(first.slice(0, first.indexOf(':')), dim))) {
          throw dataFileError(file, `/variant_words/${dim}/${i}`, 'DF_CLAIMED_TWICE', { first: quoteSafe(first), second: quoteSafe(`${dim}: ${w}`) });
        }
        if (first === undefined) claimed.set(w, `${dim}: ${w}`);
      }
    });
  }
  for (const dim of Object.keys(data.variant_cues ?? {})) {
    if (!Object.hasOwn(data.variant_words, dim)) throw dataFileError(file, `/variant_cues/${dim}`, 'DF_UNKNOWN_DIMENSION', { dimension: quoteSafe(dim) });
  }
  for (const unit of Object.keys(data.second_readings)) {
    if (!Object.hasOwn(data.units, unit)) throw dataFileError(file, `/second_readings/${unit}`, 'DF_UNKNOWN_UNIT', { unit: quoteSafe(unit) });
  }
  for (const [word, unit] of Object.entries(data.unit_first ?? {})) {
    if (!Object.hasOwn(data.units, unit)) throw dataFileError(file, `/unit_first/${word}`, 'DF_UNKNOWN_UNIT', { unit: quoteSafe(unit) });
  }
  if (data.count_first !== undefined) {
    if (data.units[data.count_first.unit]?.[0] !== COUNT_DIMENSION) throw dataFileError(file, '/count_first/unit', 'DF_UNKNOWN_UNIT', { unit: quoteSafe(data.count_first.unit) });
    const packWords = new Set(Object.values(data.count_first.words).flat());
    (data.count_first.joiner_required ?? []).forEach((w, i) => {
      if (!packWords.has(w)) throw dataFileError(file, `/count_first/joiner_required/${i}`, 'DF_NOT_IN_LIST', { list: '/count_first/words' });
    });
    for (const category of Object.keys(data.count_first.words)) {
      if (!(data.categories[category] ?? []).includes(COUNT_DIMENSION)) {
        throw dataFileError(file, `/count_first/words/${category}`, 'DF_UNKNOWN_DIMENSION', { dimension: quoteSafe(COUNT_DIMENSION) });
      }
    }
  }
  const productWords = new Set(data.document_label_product_words ?? []);
  (data.document_label_lone_words ?? []).forEach((w, i) => {
    if (!productWords.has(w)) throw dataFileError(file, `/document_label_lone_words/${i}`, 'DF_NOT_IN_LIST', { list: '/document_label_product_words' });
  });
  (data.tyre_sizes?.categories ?? []).forEach((category, i) => {
    if (!Object.hasOwn(data.categories, category)) throw dataFileError(file, `/tyre_sizes/categories/${i}`, 'DF_CATEGORY_UNKNOWN');
  });
  data.exclusive_dimensions.forEach((group, g) => {
    group.forEach((d, i) => {
      if (!dimensions.has(d)) throw dataFileError(file, `/exclusive_dimensions/${g}/${i}`, 'DF_UNKNOWN_DIMENSION', { dimension: quoteSafe(d) });
    });
  });
  for (const category of Object.keys(data.line_tiers)) {
    if (!Object.hasOwn(data.categories, category)) throw dataFileError(file, `/line_tiers/${category}`, 'DF_CATEGORY_UNKNOWN');
  }
  for (const key of ['listing_words', 'synonyms', 'style_words', 'designation_words'] as const) {
    for (const category of Object.keys(data[key] ?? {})) {
      if (!Object.hasOwn(data.categories, category)) throw dataFileError(file, `/${key}/${category}`, 'DF_CATEGORY_UNKNOWN');
    }
  }
  for (const [category, entries] of Object.entries(data.synonyms)) {
    const seen = new Set<string>();
    entries.forEach((entry, e) => {
      entry.forEach((phrase, i) => {
        if (seen.has(phrase)) throw dataFileError(file, `/synonyms/${category}/${e}/${i}`, 'DF_PHRASE_TWICE');
        seen.add(phrase);
      });
    });
  }
  // A sibling word names one class and is never neutral or a base word too: read both ways, it would both part and
  // join two listings (session 49).
  const siblings = data.sibling_words;
  if (siblings !== undefined) {
    siblings.categories.forEach((c, i) => {
      if (!Object.hasOwn(data.categories, c)) throw dataFileError(file, `/sibling_words/categories/${i}`, 'DF_CATEGORY_UNKNOWN');
    });
    const claimed = new Map<string, string>();
    for (const [cls, words] of Object.entries(siblings.variants)) {
      words.forEach((w, i) => {
        if (claimed.has(w) || siblings.neutral.includes(w) || siblings.base.includes(w)) throw dataFileError(file, `/sibling_words/variants/${cls}/${i}`, 'DF_CLAIMED_TWICE', { first: quoteSafe(claimed.get(w) ?? 'neutral or base'), second: quoteSafe(`${cls}: ${w}`) });
        claimed.set(w, cls);
      });
    }
    siblings.base.forEach((w, i) => {
      if (siblings.neutral.includes(w)) throw dataFileError(file, `/sibling_words/base/${i}`, 'DF_CLAIMED_TWICE', { first: quoteSafe('neutral'), second: quoteSafe(`base: ${w}`) });
    });
  }
  for (const [category, markers] of Object.entries(data.variant_markers)) {
    if (!Object.hasOwn(data.categories, category)) throw dataFileError(file, `/variant_markers/${category}`, 'DF_CATEGORY_UNKNOWN');
    (markers.multipacks?.sized_by ?? []).forEach((d, i) => {
      if (!dimensions.has(d)) throw dataFileError(file, `/variant_markers/${category}/multipacks/sized_by/${i}`, 'DF_UNKNOWN_DIMENSION', { dimension: quoteSafe(d) });
    });
    const variants = markers.one_sided_variants;
    if (variants === undefined) continue;
    const at = `/variant_markers/${category}/one_sided_variants`;
    variants.dimensions.forEach((d, i) => {
      if (!Object.hasOwn(data.variant_words, d) || !(data.categories[category] ?? []).includes(d)) {
        throw dataFileError(file, `${at}/dimensions/${i}`, 'DF_UNKNOWN_DIMENSION', { dimension: quoteSafe(d) });
      }
    });
    // A base word is a value of one of those dimensions (original, plain), else it would never be read.
    const values = new Set(variants.dimensions.flatMap((d) => (data.variant_words[d] ?? []).flatMap((entry) => entry.split(' '))));
    variants.base.forEach((w, i) => {
      if (!values.has(w)) throw dataFileError(file, `${at}/base/${i}`, 'DF_NOT_IN_LIST', { list: quoteSafe(`${at}/dimensions`) });
    });
  }
  return data;
}

/** Validates a parsed units file (for the broken-copy test); a DataFileError names the file and the entry. */
export function validateProductUnits(raw: unknown, file: URL | string = FILE): UnitsFile {
  return checked(validateData(raw, PRODUCT_UNITS_SCHEMA, file), file);
}

function load(): UnitsFile {
  return checked(loadDataFile(FILE, PRODUCT_UNITS_SCHEMA), FILE);
}

export const PRODUCT_UNITS = load();

/** Any unit of the file (16 gb, 12 litre, 20 kg), whole, as a lookahead's body: a number it follows is a size. */
const ANY_UNIT = Object.keys(PRODUCT_UNITS.units)
  .sort((x, y) => y.length - x.length || (x < y ? -1 : 1))
  .map((u) => escapeRegExp(u).replace(/ /g, String.raw`\.?\s*`))
  .join('|');
const UNIT_FIRST: ReadonlyMap<string, string> = new Map(Object.entries(PRODUCT_UNITS.unit_first ?? {}));
// A unit word before a number (lita 1.8, gramu 500), not inside a longer word, the number not followed by more
// digits, a fraction's slash (size 3/4 is a fraction, not size 3) or the x or by of a W x H size (size 60 x 60
// is a screen's sides, read by the size reader), nor a number with a unit of its own after it (Green gram 1 kg,
// Bengal Gram 500 g: gram names the pulse, the number's own unit the size; gram 500 alone is 500 g). Glued to
// the word as a till cuts it (SZ26, SZ8) only a number of one or two digits: letters glued to three digits or
// more are a model code (SZ300).
const UNIT_FIRST_PATTERN =
  UNIT_FIRST.size === 0
    ? undefined
    : new RegExp(String.raw`(?<![\p{L}\p{N}])(${[...UNIT_FIRST.keys()].map(escapeRegExp).join('|')})(?:\s+(\d+(?:[.,]\d+)?)|(\d{1,2}))(?![\p{L}\p{N}]|[.,/]\d|\s*(?:[x×]|by)\s*\d|\s+(?:${ANY_UNIT})(?![\p{L}\p{N}]))`, 'gu');
/**
 * A title normalised for reading its sizes: a unit a language writes before its number (unit_first: Swahili
 * lita 1.8, gramu 500, kilo 2; a numbered size, Size 26, SZ26, saizi 26) written after it as the file's unit
 * (1.8 l, 500 g, 2 kg, 26 sz), so that a shop's Swahili title and an English one, or a till's line and a
 * shop's title, state one size. Memoised.
 */
export const normaliseForSpecs: (value: string) => string = memoiseString((value: string) => {
  const text = withUnitFractionsRead(normaliseText(value));
  return UNIT_FIRST_PATTERN === undefined ? text : text.replace(UNIT_FIRST_PATTERN, (_m, word: string, spaced?: string, glued?: string) => `${spaced ?? glued} ${UNIT_FIRST.get(word)!}`);
});
/**
 * A text with a common fraction standing before a unit written as its decimal (1/2 kg = 0.5 kg, 3/4 l = 0.75 l,
 * 1/4 lb = 0.25 lb; session 50, pset30r): a till, a kitchen's order or a market's label writes half a kilo or a
 * quarter pound as the fraction where the maker's title writes 500 g or 113 g, and read digit by digit the
 * fraction's denominator alone met the unit (1/2 kg read as 2 kg, four times the pack). Only a proper fraction of
 * halves, thirds, quarters or eighths, not inside a longer number, code or ratio (28/18 oz, 205/55 R16). A whole
 * number before it, after a space or a dash (1 1/2 kg, 2-1/2 lb), is the mixed number's (1.5 kg, 2.5 lb; review of
 * pset30r: left as written, 1 1/2 kg was read as 2 kg and met a 2 kg bag), and a vulgar fraction (½ kg, 1½ kg,
 * written 1⁄2 and 11⁄2 with the fraction slash once normalised) is read as the fraction it is.
 */
function withUnitFractionsRead(text: string): string {
  if (!text.includes('/') && !text.includes('\u2044')) return text;
  return text.replace(UNIT_FRACTION, (m, spaced: string | undefined, glued: string | undefined, num: string, den: string) => {
    const [w, n, d] = [Number(spaced ?? glued ?? 0), Number(num), Number(den)];
    return n > 0 && n < d ? `${Math.round((w + n / d) * 1000) / 1000}` : m;
  });
}
/**
 * A fraction before a unit of weight or volume of the file, not after a number unless that number is its whole
 * part (group 1 a whole part before a space or a dash, group 2 one glued to a vulgar fraction's fraction slash,
 * group 3 over group 4 the fraction). Lengths are left as written: an inch is written in fractions by every trade
 * (5/16"-3/4", 1/2" pipe), which the W x H size rule and the name comparators read as written on both titles.
 */
const UNIT_FRACTION = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/\u2044])(?:(\d{1,3})[\s-](?=\d\s?[/\u2044])|(\d{1,3})(?=\d\u2044)|(?<!\d[\s-]?))(\d)\s?[/\u2044]\s?([2348])(?=\s*(?:${Object.entries(PRODUCT_UNITS.units)
    .filter(([, [dim]]) => dim === 'mass' || dim === 'volume')
    .map(([u]) => u)
    .sort((x, y) => y.length - x.length || (x < y ? -1 : 1))
    .map((u) => escapeRegExp(u).replace(/ /g, String.raw`\.?\s*`))
    .join('|')})(?![\p{L}\p{N}]))`,
  'gu',
);

/**
 * Per category, a pack word before its count (pack of 20, packet 20, box of 25, PK20, BX25), the joiner
 * optional, the count not part of a decimal, a longer word or a size (a carton of 20 kg, a box 12 litre,
 * pack 2 x 500g: the pack's contents, read by the units): group 1 the count.
 */
/** Pack words read as one only with their joiner (count_first joiner_required: case of 12, not a pillow case 400). */
const JOINER_REQUIRED: ReadonlySet<string> = new Set(PRODUCT_UNITS.count_first?.joiner_required ?? []);
/** Words as regular expression alternatives, the longest first. */
function wordAlternatives(words: readonly string[]): string {
  return [...words].sort((x, y) => y.length - x.length).map(escapeRegExp).join('|');
}
const COUNT_FIRST_PATTERNS: ReadonlyMap<string, RegExp> = new Map(
  Object.entries(PRODUCT_UNITS.count_first?.words ?? {}).map(([category, words]) => {
    const joiners = PRODUCT_UNITS.count_first!.joiners.map(escapeRegExp).join('|');
    const joiner = joiners === '' ? '' : String.raw`(?:\s+(?:${joiners})(?![\p{L}\p{N}]))?`;
    const alternatives = wordAlternatives(words.filter((w) => !JOINER_REQUIRED.has(w)));
    const bound = wordAlternatives(words.filter((w) => JOINER_REQUIRED.has(w)));
    const notASize = String.raw`(?![\p{L}\p{N}]|[.,]\d|\s*[x×]|\s*(?:${ANY_UNIT})(?![\p{L}\p{N}]))`;
    const packWord = [
      ...(alternatives === '' ? [] : [`(?:${alternatives})${joiner}`]),
      ...(bound === '' || joiners === '' ? [] : [String.raw`(?:${bound})\s+(?:${joiners})(?![\p{L}\p{N}])`]),
    ].join('|');
    return [category, new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${packWord})\s*(\d+)${notASize}`, 'gu')] as const;
  }),
);

/**
 * A text normalised for sizes with each count a pack word names before it written after it as a count
 * (pack of 20, packet 20, PK20 → 20 pcs): shops write a home good's pack as its count of pieces after a
 * pack word, in words (Pack of 20, Box of 25, boîte de 25, pakiti ya 20) or glued as a till cuts it
 * (PK20, BX25), and a pack of another count is another item (a pack of 20 markers, a pack of 40). Only in the
 * categories count_first names; the text as given elsewhere.
 */
export function withCountsFirst(category: string, text: string): string {
  const pattern = COUNT_FIRST_PATTERNS.get(category);
  return pattern === undefined ? text : text.replace(pattern, (_m, n: string) => ` ${n} ${PRODUCT_UNITS.count_first!.unit} `);
}

const TYRE = PRODUCT_UNITS.tyre_sizes;
const TYRE_CATEGORIES: ReadonlySet<string> = new Set(TYRE?.categories ?? []);
/** A word that names a tyre (tyre, tire, pneu, …), whole. */
const TYRE_CUE = TYRE === undefined ? undefined : new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${TYRE.cue_words.map(escapeRegExp).join('|')})(?![\p{L}\p{N}])`, 'u');
/** A metric tyre size (205/55R16, 205/55 R16, 120/70ZR17): groups width, aspect, rim (10 to 24 inches). */
const METRIC_TYRE = /(?<![\p{L}\p{N}.,/])(\d{2,3})\s?\/\s?(\d{2,3})\s?z?r\s?(1\d|2[0-4])(?![\p{N}])/gu;
/**
 * A tyre size written width-dash-rim (3.00-17, 300-17, 100/80-17): groups width, aspect (or none), rim. The
 * width has a point, three digits or an aspect after it, so that a range of two-digit numbers (20-24) is none.
 */
const DASHED_TYRE = /(?<![\p{L}\p{N}.,/-])(\d\.\d{1,2}|\d{3}|\d{2,3}(?=\/))(?:\/(\d{2,3}))?\s?-\s?(1\d|2[0-4])(?![\p{L}\p{N}.,-])/gu;

/** One tyre size's key: a width written in inches with a point (3.25) read as its hundredths (325), as a till writes it. */
function tyreKey(width: string, aspect: string | undefined, rim: string): string {
  const w = width.includes('.') ? String(Math.round(Number(width) * 100)) : width;
  return `${w}/${aspect ?? ''}r${rim}`;
}

/**
 * The tyre sizes a normalised title states (width/aspect r rim keys): a tyre is sold by its size, so two
 * titles stating two sizes are two products (the spec comparator refutes), whatever pattern or code they
 * share; a title without one may be either. Only in the categories tyre_sizes names.
 */
export function tyreSizesOf(category: string, normalised: string): ReadonlySet<string> {
  const out = new Set<string>();
  if (!TYRE_CATEGORIES.has(category)) return out;
  for (const m of allMatches(METRIC_TYRE, normalised)) out.add(tyreKey(m[1]!, m[2], m[3]!));
  if (TYRE_CUE?.test(normalised)) for (const m of allMatches(DASHED_TYRE, normalised)) out.add(tyreKey(m[1]!, m[2], m[3]!));
  return out;
}

const EMPTY: ReadonlySet<string> = new Set();
const CATEGORY_DIMENSIONS: ReadonlyMap<string, ReadonlySet<string>> = new Map(Object.entries(PRODUCT_UNITS.categories).map(([c, dims]) => [c, new Set(dims)]));
/** The dimensions that identify a product of a category (built once; none for a category the file lacks). */
export function categoryDimensions(category: string): ReadonlySet<string> {
  return CATEGORY_DIMENSIONS.get(category) ?? EMPTY;
}
export const STOP_CODES: ReadonlySet<string> = new Set(PRODUCT_UNITS.stop_codes);
/** Model-code suffixes that name another build of the base code (product-units.json edition_suffixes). */
export const EDITION_SUFFIXES: ReadonlySet<string> = new Set(PRODUCT_UNITS.edition_suffixes);

/** A designation word of an entry and the short value after it (class B, cl d, grade 42.5r), per category (designation_words). */
const DESIGNATIONS: ReadonlyMap<string, readonly { entry: number; pattern: RegExp }[]> = new Map(
  Object.entries(PRODUCT_UNITS.designation_words ?? {}).map(([category, entries]) => [
    category,
    entries.map((words, entry) => ({ entry, pattern: new RegExp(`(?<![a-z0-9])(?:${words.join('|')})\\s+([a-z0-9][a-z0-9.+]{0,4})(?![a-z0-9])`, 'g') })),
  ]),
);

/** The designations a normalised title states: entry index → the values after its words. */
export function designationsOf(category: string, normalised: string): ReadonlyMap<number, ReadonlySet<string>> {
  const out = new Map<number, Set<string>>();
  for (const { entry, pattern } of DESIGNATIONS.get(category) ?? []) {
    for (const m of normalised.matchAll(pattern)) {
      const set = out.get(entry) ?? new Set<string>();
      // A value written as a word is its number (grade five = grade 5, session 34): one grade, two spellings.
      const n = cardinalWord(m[1]!);
      set.add(n === null ? m[1]! : String(n));
      out.set(entry, set);
    }
  }
  return out;
}

/** Spelled-out form → the base letter the fold writes (ae → a, from ä), built once from the file. */
const SPELLED_OUT: readonly (readonly [string, string])[] = Object.entries(PRODUCT_UNITS.spelled_out_letters).map(
  ([letter, spelled]) => [spelled, normaliseForSpecs(letter)] as const,
);

/**
 * Whether two normalised words are one word, one with a letter spelled out (loewenbraeu / lowenbrau,
 * koelsch / kolsch) where the other folds it to its base letter: every spelled-out form in the longer
 * word read as its base letter gives the shorter. Words of four letters or more.
 */
/** Whether a raw title writes one of the letters the file spells out (Löwenbräu; any case, composed or not). */
export function writesSpelledLetter(raw: string): boolean {
  const composed = raw.normalize('NFC').toLowerCase();
  return SPELLED_LETTERS.some((letter) => composed.includes(letter));
}
const SPELLED_LETTERS = Object.keys(PRODUCT_UNITS.spelled_out_letters).map((l) => l.normalize('NFC'));

export function spelledOutVariant(x: string, y: string): boolean {
  if (x === y || x.length < 4 || y.length < 4) return false;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  let folded = long;
  for (const [spelled, base] of SPELLED_OUT) folded = folded.replaceAll(spelled, base);
  return folded === short;
}

/** Unit → every [dimension, factor] it reads as (its own, then its second reading). */
export const UNIT_READINGS: ReadonlyMap<string, readonly (readonly [string, number])[]> = new Map(
  Object.entries(PRODUCT_UNITS.units).map(([unit, reading]) => {
    const second = PRODUCT_UNITS.second_readings[unit];
    return [unit, second === undefined ? [reading] : [reading, second]];
  }),
);

/**
 * SPEC_PATTERN: a number bound to one of the file's units (16gb, 6.1 inch, 12 fl oz): group 1 the number, group 2
 * the unit (words joined by any spacing or an abbreviating dot), not the start of a longer or
 * hyphenated word (5 in-wall is no 5 inches) and not a name of stop_sizes (3M). Built from the file,
 * longest unit first, so that no unit list lives in code.
 */
function unitPattern(): RegExp {
  const alternatives = Object.keys(PRODUCT_UNITS.units)
    .sort((x, y) => y.length - x.length || (x < y ? -1 : 1))
    .map((u) => escapeRegExp(u).replace(/ /g, String.raw`\.?\s*`));
  // A name in stop_sizes (3m) is skipped where it starts a match and ends a word.
  const stops = PRODUCT_UNITS.stop_sizes.length === 0 ? '' : `(?!(?:${PRODUCT_UNITS.stop_sizes.join('|')})(?![a-z0-9]))`;
  // A number is read from the start of its digit run only ((?<!\d)): started at every digit, a long run of
  // digits with no unit after it cost the regex a retry per digit, each re-reading the run (quadratic).
  // Not the decimals of a number (1.5l is no 5 l), but after a pack's count and its x (6x1.5l, 24x330ml: a
  // case of units of that size).
  return new RegExp(String.raw`(?:(?<=\d\s*[x×]\s*)|(?<![\da-z]))(?<!\d[.,])${stops}(\d+(?:[.,]\d+)?)(?:\s*|-)(${alternatives.join('|')})(?![a-z]|-[a-z0-9])`, 'g');
}
/** Compiled once; read with matchAll or replace only (both leave lastIndex alone). */
export const SPEC_PATTERN = unitPattern();

/** The spelling of a unit as the file keys it (fl  oz, fl. oz, floz → fl oz). */
function unitKey(written: string): string {
  return UNIT_KEYS.get(written.replace(/[.\s]+/g, '')) ?? written;
}
const UNIT_KEYS: ReadonlyMap<string, string> = new Map(Object.keys(PRODUCT_UNITS.units).map((u) => [u.replace(/ /g, ''), u]));

/**
 * A number whose comma sets off a group of three digits after one to three leading digits, the first not 0
 * (1,000 l, 2,500 mAh, 12,000 BTU): the comma groups thousands, as English-language listings write them; a
 * decimal comma keeps its reading (1,5 l, 0,750 l: a zero before the comma is never a thousands group).
 */
const GROUPED_THOUSANDS = /^[1-9]\d{0,2},\d{3}$/;

/**
 * What one SPEC_PATTERN match measures, from its number and its unit as written: [dimension, value in
 * the dimension's base unit] for each reading of the unit (oz: mass, then volume). The one reading of a
 * match for the spec comparator and canonicalSpecs.
 */
export function specValues(number: string, unit: string): (readonly [string, number])[] {
  const value = Number(GROUPED_THOUSANDS.test(number) ? number.replace(',', '') : number.replace(',', '.'));
  return (UNIT_READINGS.get(unitKey(unit)) ?? []).map(([dim, factor]) => [dim, value * factor] as const);
}

/** Dimension → the other dimensions of its exclusive group(s). */
export const EXCLUSIVE_WITH: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  [...new Set(PRODUCT_UNITS.exclusive_dimensions.flat())].map((d) => [
    d,
    new Set(PRODUCT_UNITS.exclusive_dimensions.filter((g) => g.includes(d)).flat().filter((x) => x !== d)),
  ]),
);

/**
 * Variant word → [dimension, index of its value, the first word of its entry] (synonyms share the index
 * and the first word, which the name comparators write for each of them: pro and professional → pro,
 * win and pc → windows, grey → gray).
 */
const VARIANT_READINGS: readonly (readonly [string, readonly [string, number, string]])[] = Object.entries(PRODUCT_UNITS.variant_words).flatMap(([dim, entries]) =>
  entries.flatMap((entry, i) => {
    const words = entry.split(' ');
    return words.map((w) => [w, [dim, i, words[0]!]] as const);
  }),
);
/** A word's first reading (the file's order): the name comparators' (a word two categories read apart, such as medium, names one value in both). */
export const VARIANT_WORDS: ReadonlyMap<string, readonly [string, number, string]> = new Map([...VARIANT_READINGS].reverse());
/** Variant word → its reading in each dimension that claims it (at most one per category, checked at load). */
const VARIANT_BY_DIMENSION: ReadonlyMap<string, ReadonlyMap<string, readonly [string, number, string]>> = (() => {
  const out = new Map<string, Map<string, readonly [string, number, string]>>();
  for (const [w, reading] of VARIANT_READINGS) {
    const byDim = out.get(w) ?? new Map<string, readonly [string, number, string]>();
    if (byDim.size === 0) out.set(w, byDim);
    byDim.set(reading[0], reading);
  }
  return out;
})();

/** Dimension → the words one of which must stand one or two words before its value (variant_cues). */
const VARIANT_CUES: ReadonlyMap<string, ReadonlySet<string>> = new Map(Object.entries(PRODUCT_UNITS.variant_cues ?? {}).map(([dim, cues]) => [dim, new Set(cues)]));
/**
 * Whether the variant word at words[i] is read as a value of its dimension: a dimension with cue words
 * (variant_cues) is read only one or two words after one of them (a tin's packing medium: in syrup, in light
 * syrup, in fruit juice; Lime Juice Cordial names a drink, not what a fruit is packed in).
 */
export function variantCued(words: readonly string[], i: number, dim: string): boolean {
  const cues = VARIANT_CUES.get(dim);
  return cues === undefined || cues.has(words[i - 1] ?? '') || cues.has(words[i - 2] ?? '');
}

/** A variant word's reading among a category's dimensions, or undefined. */
export function variantReading(word: string, dims: ReadonlySet<string>): readonly [string, number, string] | undefined {
  const byDim = VARIANT_BY_DIMENSION.get(word);
  if (byDim === undefined) return undefined;
  for (const [dim, reading] of byDim) if (dims.has(dim)) return reading;
  return undefined;
}

export function hasCategory(category: string): boolean {
  return Object.hasOwn(PRODUCT_UNITS.categories, category);
}

/** A category's variant markers: each a list of phrases (words), and whether vintage years count. */
export interface VariantMarkers {
  markers: readonly (readonly string[])[][];
  years: boolean;
  /** Whether a year on one title only is left out of the name comparisons (undated_listings). */
  undatedListings: boolean;
  /** Variant word → its dimension, for the dimensions whose word on one title only reads as a marker (one_sided_variants; base words left out). */
  oneSidedVariants: ReadonlyMap<string, string>;
  styles: boolean;
  /** Words after a marker that make it a count of them (counted_words): the marker is not read there. */
  countedWords: ReadonlySet<string>;
  /** A multipack's count in a normalised title (the first group that matched), words that say two without a digit, and the dimensions a one-sided count needs on both titles (none: always refutes). */
  multipacks?: { counts: RegExp; two: RegExp | undefined; twoPacks: RegExp | undefined; sizedBy: ReadonlySet<string> | undefined };
}

/** The count of a multipack as a title writes it: 2pk, 2-pack, 10 pack (not inside a code: r4-20pk-r0), or pack of 2. */
function multipackPattern(m: { after: readonly string[]; before: readonly string[]; bound?: readonly string[] }): RegExp {
  const after = `(?<![\\p{L}\\p{N}.-])(\\d+)\\s*-?\\s*(?:${m.after.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}-])`;
  const before = m.before.map((p) => `(?<![\\p{L}\\p{N}])${p.split(' ').map(escapeRegExp).join('\\s+')}\\s+(\\d+)(?![\\p{L}\\p{N}.])`);
  // A count bound to a unit's size: before it (6 x 330ml, 24x330ml, 6x1.5l: a number with its unit follows)
  // or after a size (340ml x 6, 75cl x 12, (x12)); not a number's decimals (1.5 x is no 5).
  const join = (m.bound ?? []).map(escapeRegExp).join('|');
  const bound =
    join === ''
      ? []
      : [
          `(?<![\\p{L}\\p{N}.,])(\\d+)\\s*(?:${join})\\s*(?=\\d+(?:[.,]\\d+)?\\s*\\p{L})`,
          `(?<![\\p{L}\\p{N}])(?:${join})\\s*(\\d+)(?![\\p{L}\\p{N}.,])`,
        ];
  const forms = [...before, ...bound];
  return new RegExp(forms.length === 0 ? after : `${after}|${forms.map((b) => `(?:${b})`).join('|')}`, 'gu');
}

/** The variant words of the given dimensions but their base words, each to its dimension. */
function oneSidedVariants(v: { dimensions: readonly string[]; base: readonly string[] } | undefined): ReadonlyMap<string, string> {
  if (v === undefined) return new Map();
  const base = new Set(v.base);
  return new Map([...VARIANT_WORDS].filter(([w, [dim]]) => v.dimensions.includes(dim) && !base.has(w)).map(([w, [dim]]) => [w, dim]));
}

const MARKERS: ReadonlyMap<string, VariantMarkers> = new Map(
  Object.entries(PRODUCT_UNITS.variant_markers).map(([category, v]) => {
    const out: VariantMarkers = {
      markers: v.markers.map((phrases) => phrases.map((p) => p.split(' '))),
      years: v.years,
      undatedListings: v.undated_listings === true,
      oneSidedVariants: oneSidedVariants(v.one_sided_variants),
      styles: v.styles,
      countedWords: new Set(v.counted_words ?? []),
    };
    if (v.multipacks !== undefined) {
      const sizedBy = v.multipacks.sized_by === undefined ? undefined : new Set(v.multipacks.sized_by);
      out.multipacks = { counts: multipackPattern(v.multipacks), two: wordsPattern(v.multipacks.two), twoPacks: wordsPattern(v.multipacks.two_packs ?? []), sizedBy };
    }
    return [category, out];
  }),
);

export function variantMarkers(category: string): VariantMarkers | undefined {
  return MARKERS.get(category);
}

const YEAR = /^(?:19|20)\d\d$/;
/** The words of a title that state a vintage or release year: 1900–2099, not followed by a unit (2000 mAh is a charge). */
export function statedYears(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  words.forEach((w, i) => {
    if (YEAR.test(w) && !Object.hasOwn(PRODUCT_UNITS.units, words[i + 1] ?? '')) out.add(w);
  });
  return out;
}

const WORD_RUN = /[\p{L}\p{N}]+/gu;
const yearsOfText = memoiseString((normalised: string): ReadonlySet<string> => statedYears(normalised.match(WORD_RUN) ?? []));

/**
 * A normalised title without the years it states when the other title states none, in a category whose
 * markers read such a year as a listing that leaves the vintage out (undated_listings: Heron Point
 * Barleywine (2016) / Heron Point Barleywine): the name comparators then read the one name both carry.
 * Two stated years stay (the marker comparator parts two vintages); other categories read it as written.
 */
function withoutOneSidedYears(category: string, normalised: string, other: string): string {
  if (MARKERS.get(category)?.undatedListings !== true) return normalised;
  const mine = yearsOfText(normalised);
  if (mine.size === 0 || yearsOfText(normaliseForSpecs(other)).size > 0) return normalised;
  const kept = normalised.replace(WORD_RUN, (w) => (mine.has(w) ? ' ' : w));
  return kept.match(WORD_RUN) === null ? normalised : kept;
}

export const FIT_WORDS: ReadonlySet<string> = new Set(PRODUCT_UNITS.fit_words);

/** A cross-reference cue and what follows it up to a closing bracket, semicolon or bar (cross_reference_cues). */
const CROSS_REFERENCE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${PRODUCT_UNITS.cross_reference_cues.map((c) => c.replace(/ /g, String.raw`[\s.\-]+`)).join('|')})(?![\p{L}\p{N}])[^)\]};|]*`,
  'giu',
);

/**
 * A title without its cross-references (Filter FX220 (replaces Acme 23390-0L070) → Filter FX220 ()): the
 * codes after the cue are the product it stands in for, not its own (see the file's note).
 */
export const withoutCrossReferences = memoiseString((title: string): string => title.replace(CROSS_REFERENCE, ' '));

/**
 * A classification label and the number after it (classification_labels: HS 1517.10, hs code: 8471.30.00, tariff
 * no. 2106.90), in normalised text: four digits, then up to three groups of two to four digits, each after an
 * optional point, space or hyphen. Built once from the file; null when the file lists no label.
 */
const CLASSIFICATION_CODE: RegExp | null =
  (PRODUCT_UNITS.classification_labels ?? []).length === 0
    ? null
    : new RegExp(
        String.raw`(?<![\p{L}\p{N}])(?:${[...PRODUCT_UNITS.classification_labels!].sort((x, y) => y.length - x.length).map((c) => c.replace(/ /g, String.raw`[\s.\-]+`)).join('|')})(?![\p{L}\p{N}])[\s:.#\-]*(?:no[\s.:]*)?\d{4}(?:[.\s\-]?\d{2,4}){0,3}(?![\p{L}\p{N}])`,
        'gu',
      );

/**
 * Normalised text without its classification codes (… 10kg ctn (hs 1517.10) → … 10kg ctn ( )): a wholesaler's
 * or an importer's line writes the customs tariff heading of the goods (the Harmonized System's four to ten digits,
 * which every margarine, every coconut milk or every laptop of one kind shares), which is no model code of the item.
 */
export function withoutClassificationCodes(normalised: string): string {
  return CLASSIFICATION_CODE === null ? normalised : normalised.replace(CLASSIFICATION_CODE, ' ');
}

/**
 * A title as the name comparators read it, without the customs classification code it writes (… 10KG CTN (HS
 * 1517.10), … IP55 (HS 8517.13) 1 UNIT; classification_labels), an empty bracket it leaves out with it: an importer's,
 * a wholesaler's or a tender's line writes the tariff heading of the goods where a shop or a maker names the item in
 * words only. The heading is shared by every product of its kind (every margarine, every satellite phone), so it
 * tells no item from its sibling and is no name word the other title lacks, as it is no model code of the item for
 * the code comparator (withoutClassificationCodes, product.ts). Memoised: one listing is read against many.
 */
export const withoutClassificationBracket = memoiseString((title: string): string => {
  if (CLASSIFICATION_CODE === null) return title;
  const out = title.replace(CLASSIFICATION_CODE_ANY_CASE!, ' ').replace(EMPTY_BRACKET, ' ');
  return out === title ? title : out.replace(SPACE_RUN, ' ').trim();
});
/**
 * CLASSIFICATION_CODE read in a title as written (HS 1517.10, Hs Code: 8471.30.00), narrowed for the name read
 * (session 48 review): the heading's groups joined by a point or a hyphen only, at least one of them, so a size or
 * a count after a space stays in the title (HS 1517.10 250 G keeps its 250 g) and a label before a bare four-digit
 * number, a model's name (Remington HS 2000), is no code.
 */
const CLASSIFICATION_CODE_ANY_CASE: RegExp | null =
  (PRODUCT_UNITS.classification_labels ?? []).length === 0
    ? null
    : new RegExp(
        String.raw`(?<![\p{L}\p{N}])(?:${[...PRODUCT_UNITS.classification_labels!].sort((x, y) => y.length - x.length).map((c) => c.replace(/ /g, String.raw`[\s.\-]+`)).join('|')})(?![\p{L}\p{N}])[\s:.#\-]*(?:no[\s.:]*)?\d{4}(?:[.\-]\d{2,4}){1,3}(?![\p{L}\p{N}])`,
        'giu',
      );
/** A bracket left with nothing but spaces and punctuation in it. */
const EMPTY_BRACKET = /[([]\s*[,;:.]?\s*[)\]]/gu;
const SPACE_RUN = /\s{2,}/g;

export const PROPERTY_WORDS: ReadonlySet<string> = new Set(PRODUCT_UNITS.property_words);

/** Session 49 (sibling_words): the categories whose titles of one brand and size are read for sibling words. */
export const SIBLING_CATEGORIES: ReadonlySet<string> = new Set(PRODUCT_UNITS.sibling_words?.categories ?? []);
/** Words around a title that name no product of their own (its pack, the order, a function word): sibling_words.neutral. */
export const SIBLING_NEUTRAL_WORDS: ReadonlySet<string> = new Set(PRODUCT_UNITS.sibling_words?.neutral ?? []);
/** Words the base product's listing may add (original, classic): sibling_words.base. */
export const SIBLING_BASE_WORDS: ReadonlySet<string> = new Set(PRODUCT_UNITS.sibling_words?.base ?? []);
/** Word → the class of sibling it names (a flavour, a fat level, a free-from version): sibling_words.variants. */
export const SIBLING_VARIANT_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries(PRODUCT_UNITS.sibling_words?.variants ?? {}).flatMap(([cls, words]) => words.map((w) => [w, cls] as const)),
);

const TIERS: ReadonlyMap<string, ReadonlySet<string>> = new Map(Object.entries(PRODUCT_UNITS.line_tiers).map(([c, words]) => [c, new Set(words)]));

/** A category's model-line tier words, or undefined when it has none. */
export function lineTiers(category: string): ReadonlySet<string> | undefined {
  return TIERS.get(category);
}
/** Every category's tier words. */
export const ALL_TIERS: ReadonlySet<string> = new Set([...TIERS.values()].flatMap((words) => [...words]));

/**
 * Two readings of one measured spec: equal, or within 3 % (a 14.2 MP sensor sold as 14 MP, 1 GB
 * written as 1024 MB, 12 fl oz as 355 ml).
 */
const SPEC_TOLERANCE = 0.03;
export function closeEnough(x: number, y: number): boolean {
  return x === y || Math.abs(x - y) <= SPEC_TOLERANCE * Math.max(Math.abs(x), Math.abs(y));
}

// Sizes written W x H (x D), as catalogues and feeds write a dish, a towel, a curtain or a mattress: numbers
// with an optional fraction, its slash written or dropped (57 3 4 = 57¾, 8-1 2 = 8-1/2 = 8½, 1 4 = 1/4 = ¼),
// joined by x, × or by (4.5 by 6, a bedsheet as East African shops write it), each side with an optional
// length unit (35 x 24 cm, 6ft x 4.5ft x 12 inches, 1/2" x 50 ft) or side letter, after its number
// (72w x 24d) or before it (W168cm x D229cm, a curtain's width and drop).
const FRACTION = String.raw`\d{1,2}[ /](?:2|4|8|16|32)`;
const SIZE_NUM = String.raw`\d+(?:[.,]\d+)?(?:[ -]${FRACTION})?|${FRACTION}`;
const SIZE_UNIT = `"|''|inches|inch|in|feet|foot|ft|cm|mm|m|[wdhl]`;
const SIZE_SIDE = String.raw`(?:[wdh]\s*)?(${SIZE_NUM})\s*(${SIZE_UNIT})?`;
const SIZE_JOIN = String.raw`\s*(?:x|×|by)\s*`;
/** A W x H (x D) size in a normalised title: groups 1–2, 3–4 and 5–6 a side's number and unit. Compiled once. */
export const SIZE = new RegExp(String.raw`(?<![\w./])${SIZE_SIDE}${SIZE_JOIN}${SIZE_SIDE}(?:${SIZE_JOIN}${SIZE_SIDE})?(?![\w.])`, 'g');

function sizeNumber(text: string): number {
  // A decimal comma (1,5 x 2 m, as French and German listings write it) is a decimal point.
  const parts = text.replace(',', '.').split(/[ /-]/).map(Number);
  if (parts.length === 2) return parts[0]! < parts[1]! ? parts[0]! / parts[1]! : parts[0]!;
  const [whole, num, den] = parts;
  return num !== undefined && den !== undefined && num < den ? whole! + num / den : whole!;
}

/** A size as written (sides sorted) and, when every side has a length unit, in millimetres (sides sorted). */
export interface SizeReading {
  raw: readonly number[];
  mm: readonly number[] | undefined;
}

/** The length in millimetres of a number in a unit as SIZE reads it (the file's length units; '' = "), or undefined. */
function sideMillimetres(value: number, unit: string | undefined): number | undefined {
  if (unit === undefined) return undefined;
  const reading = (UNIT_READINGS.get(unit === "''" ? '"' : unit) ?? []).find(([dim]) => dim === 'length');
  return reading === undefined ? undefined : value * reading[1];
}

/**
 * The W x H (x D) sizes a normalised title states (memoised). A side without its own unit takes the unit
 * written after it (35 x 24 cm: both sides in cm), as listings write the unit once at the end.
 */
export const sizeReadings: (title: string) => readonly SizeReading[] = memoiseString((title: string) =>
  Object.freeze(
    [...normaliseForSpecs(title).matchAll(SIZE)].map((m) => {
      const sides = [1, 3, 5].filter((g) => m[g] !== undefined).map((g) => [sizeNumber(m[g]!), m[g + 1]] as const);
      const units = sides.map(([, u], i) => u ?? sides.slice(i + 1).find(([, later]) => later !== undefined)?.[1]);
      const mm = sides.map(([v], i) => sideMillimetres(v, units[i]));
      const sorted = (xs: readonly number[]) => [...xs].sort((x, y) => x - y);
      return { raw: sorted(sides.map(([v]) => v)), mm: mm.every((x) => x !== undefined) ? sorted(mm as number[]) : undefined };
    }),
  ),
);

/** The W x H (x D) sizes a title states, each sorted, as written (orientation is not identity). */
export function productSizes(title: string): readonly (readonly number[])[] {
  return sizeReadings(title).map((s) => s.raw);
}

function sidesAgree(x: readonly number[], y: readonly number[]): boolean {
  return x.length === y.length && x.every((v, i) => closeEnough(v, y[i]!));
}

/**
 * Two sizes agree when they have as many sides and each side is within the measuring tolerance: in
 * millimetres when both state their units (72 x 54 x 12" = 6ft x 4.5ft x 12 inches, 90 x 90 inch = 229 x
 * 229 cm), else as written (a towel 70 x 130cm and 70x130, its unit left out).
 */
function sizePairAgrees(x: SizeReading, y: SizeReading): boolean {
  return x.mm !== undefined && y.mm !== undefined ? sidesAgree(x.mm, y.mm) : sidesAgree(x.raw, y.raw);
}

export function sizesAgree(sa: readonly SizeReading[], sb: readonly SizeReading[]): boolean {
  return sa.some((x) => sb.some((y) => sizePairAgrees(x, y)));
}

/** One word for a size both titles state (the smaller reading of each side, tenths): size350x240. */
function sizeWord(x: SizeReading, y: SizeReading): string {
  const [p, q] = x.mm !== undefined && y.mm !== undefined ? [x.mm, y.mm] : [x.raw, y.raw];
  return ` size${p.map((v, i) => Math.round(Math.min(v, q[i]!) * 10)).join('x')} `;
}

/**
 * A normalised title with each W x H size that the other title also states written as one word (35 x 24 cm,
 * 35X24CM and 35cm x 24cm → size350x240): one size written two ways is one name word, and its first
 * number is never read as a count ("x" also writes pieces). Sizes the other title lacks stay as written.
 */
function canonicalSizes(category: string, normalised: string, other: string): string {
  if (!categoryDimensions(category).has(SIZE_DIMENSION) || sizeReadings(normalised).length === 0) return normalised;
  const theirs = sizeReadings(other);
  const seen: SizeReading[] = [];
  return normalised.replace(SIZE, (m) => {
    const mine = sizeReadings(m)[0];
    if (mine === undefined) return m;
    // The same size again in other units (90 x 90 inch (229 x 229cm)): one size, no second name word.
    if (seen.some((x) => sizePairAgrees(mine, x))) return ' ';
    seen.push(mine);
    const partner = theirs.find((y) => sizePairAgrees(mine, y));
    return partner === undefined ? m : sizeWord(mine, partner);
  });
}

/**
 * A title with each size that the other title also states, in another writing, written one way: a
 * single word of the smaller reading in the dimension's base unit to three significant digits (1 l and
 * 1000 ml → 1000volume, 12 fl oz and 355 ml → 355volume, 4gb and 4 gb → 4000storage), so that name
 * comparators count one size written two ways as one word. Sizes written alike, sizes that differ and
 * sizes the other title does not state (a bare 42 beside 42 inch) stay as written. No category (a name
 * comparator of a pack that is not about products): the title as given.
 */
export function canonicalSpecs(category: string | undefined, title: string, other: string): string {
  if (category === undefined) return title;
  const sized = canonicalSizes(category, withCountsFirst(category, normaliseForSpecs(title)), other);
  const mine = specReadings(`${category}\u0000${sized}`);
  if (mine.length === 0) return sized;
  const theirs = specReadings(`${category}\u0000${canonicalSizes(category, withCountsFirst(category, normaliseForSpecs(other)), title)}`);
  const dims = categoryDimensions(category);
  const seen: (readonly [string, number])[] = [];
  return sized.replace(SPEC_PATTERN, (m, n: string, unit: string) => {
    const readings = specValues(n, unit).filter(([d]) => dims.has(d));
    if (readings.length === 0) return m;
    // A size the title already stated, in another unit or the same (120QT (113 LITRES), 1 kg (2.2 lb)):
    // listings give a conversion beside the size, which is one size and no second name word.
    if (readings.some(([d, v]) => seen.some(([e, w]) => e === d && closeEnough(v, w)))) return ' ';
    seen.push(...readings);
    for (const [dim, v] of readings) {
      const partner = theirs.find(([d, w]) => d === dim && closeEnough(v, w));
      if (partner === undefined) continue;
      // Written alike on both sides (10 inch / 10 inch): the words already agree.
      if (partner[2] === m) return m;
      // Written alike but for a space (2 kg / 2kg; a Swahili kilo 2 is read 2 kg): one writing, glued, so
      // that a name comparator that leaves sizes out (withoutSizes) leaves it out as it does a size written
      // alike, rather than counting it as an agreeing name word.
      if (partner[2].replace(SPACES, '') === m.replace(SPACES, '')) return ` ${m.replace(SPACES, '')} `;
      return ` ${Number(Math.min(v, partner[1]).toPrecision(3))}${dim.replace(/[^a-z]/g, '')} `;
    }
    return m;
  });
}

/** Words and phrases as one alternation, whole words only, a phrase's words joined by any separator (cd-rom = cd rom). */
function wordsPattern(phrases: readonly string[]): RegExp | undefined {
  if (phrases.length === 0) return undefined;
  const alternatives = [...phrases].sort((x, y) => y.length - x.length || (x < y ? -1 : 1)).map((p) => p.split(' ').map(escapeRegExp).join('[^\\p{L}\\p{N}]+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

interface TitleReading {
  listing: RegExp | undefined;
  synonyms: RegExp | undefined;
  /** The category's synonym phrases that are not their entry's first, and the first they read as. */
  phrases: RegExp | undefined;
  phraseCanonical: ReadonlyMap<string, string>;
}
/** Category → its listing words and the variant synonyms of its dimensions that are not their entry's first word. */
const TITLE_READINGS: ReadonlyMap<string, TitleReading> = new Map(
  Object.entries(PRODUCT_UNITS.categories).map(([category, dims]) => [
    category,
    {
      listing: wordsPattern(PRODUCT_UNITS.listing_words[category] ?? []),
      synonyms: wordsPattern([...VARIANT_WORDS].filter(([w, [dim, , first]]) => w !== first && dims.includes(dim)).map(([w]) => w)),
      phrases: wordsPattern((PRODUCT_UNITS.synonyms[category] ?? []).flatMap((entry) => entry.slice(1))),
      phraseCanonical: new Map((PRODUCT_UNITS.synonyms[category] ?? []).flatMap((entry) => entry.slice(1).map((p) => [p, entry[0]!] as [string, string]))),
    },
  ]),
);
const SPACES = /\s+/g;
const NOT_WORD_RUN = /[^\p{L}\p{N}]+/gu;

/** A normalised title without the category's listing words (Version 5 = 5, Full Version left out). */
export function withoutListingWords(category: string, normalised: string): string {
  const listing = TITLE_READINGS.get(category)?.listing;
  if (listing === undefined) return normalised;
  const kept = normalised.replace(listing, ' ');
  return kept.trim() === '' ? normalised : kept;
}

/**
 * A product title as the name comparators read it (key: category NUL normalised title; memoised): the
 * category's listing words left out (software, full version, cd rom describe the listing, not the
 * product: a feed and a retailer package one product in other words) and each variant word of the
 * category's dimensions written as the first word of its entry (Professional = Pro, Win = PC = Windows,
 * Macintosh = Mac, grey = gray), so that synonyms are one word. A title of listing words only stays whole.
 */
const readableTitle = memoiseString((key: string): string => {
  const cut = key.indexOf('\u0000');
  const reading = TITLE_READINGS.get(key.slice(0, cut));
  let title = key.slice(cut + 1);
  if (reading === undefined) return title;
  if (reading.synonyms !== undefined) title = title.replace(reading.synonyms, (w) => VARIANT_WORDS.get(w)![2]);
  if (reading.phrases !== undefined) title = title.replace(reading.phrases, (p) => reading.phraseCanonical.get(p.replace(NOT_WORD_RUN, ' '))!);
  const kept = withoutListingWords(key.slice(0, cut), title);
  return kept === title ? title : kept.replace(SPACES, ' ').trim();
});

const NEGATION_WORDS: ReadonlySet<string> = new Set(PRODUCT_UNITS.negation_words ?? []);
/** A negation word and the word of letters after it (without lid, no integrated graphics; no. 5 is a number). */
const NEGATED = NEGATION_WORDS.size === 0 ? undefined : new RegExp(`(?<![a-z0-9])(?:${[...NEGATION_WORDS].join('|')})\\s+([a-z]{3,})(?![a-z0-9])`, 'g');
const NEGATION_AFTER = PRODUCT_UNITS.negation_after ?? [];
/** The word of letters before a phrase that denies it (cable not included). */
const NEGATED_BEFORE =
  NEGATION_AFTER.length === 0 ? undefined : new RegExp(`(?<![a-z0-9])([a-z]{3,})\\s+(?:${NEGATION_AFTER.map((p) => p.split(' ').join('\\s+')).join('|')})(?![a-z0-9])`, 'g');
const NEGATION_PREFIXES = PRODUCT_UNITS.negation_prefixes ?? [];
/** A word that a prefix denies, written on it (unsmoked, unhulled): group 1 the word it denies, of four letters or more. */
const NEGATED_PREFIX = NEGATION_PREFIXES.length === 0 ? undefined : new RegExp(`(?<![a-z0-9])(?:${NEGATION_PREFIXES.join('|')})([a-z]{4,})(?![a-z0-9])`, 'g');
/**
 * A listed prefix written apart from its word (non stick, non-stick, un smoked): the word is not stated bare, so it is
 * left out of the words a title states; it is not read as denied either (translated titles write anti slip).
 */
const PREFIX_APART = NEGATION_PREFIXES.length === 0 ? undefined : new RegExp(`(?<![a-z0-9])(?:${NEGATION_PREFIXES.join('|')})[\\s-]+[a-z]{4,}(?![a-z0-9])`, 'g');
const negatedMemo = memoiseString(
  (normalised: string): ReadonlySet<string> =>
    new Set(
      [
        ...(NEGATED === undefined ? [] : normalised.matchAll(NEGATED)),
        ...(NEGATED_BEFORE === undefined ? [] : normalised.matchAll(NEGATED_BEFORE)),
        ...(NEGATED_PREFIX === undefined ? [] : normalised.matchAll(NEGATED_PREFIX)),
      ].map((m) => m[1]!),
    ),
);

/**
 * Whether one title denies a feature the other states (product-units.json negation_words and negation_after): a
 * word right after without, no or not, or right before not included or sold separately, in one title (a bucket without lid, a processor with no integrated graphics, palm oil not
 * refined) that the other title writes and does not deny (a bucket with lid, … with integrated graphics,
 * refined palm olein). Makers and shops sell the item with and without the feature side by side, each with its
 * own code; a listing that leaves the feature out says nothing. Titles as the spec comparator reads them (in
 * English: bila, sans, sonder and zonder are read as without first).
 */
export function deniesStatedFeature(a: string, b: string): boolean {
  if (NEGATED === undefined && NEGATED_BEFORE === undefined && NEGATED_PREFIX === undefined) return false;
  const na = normaliseText(a);
  const nb = normaliseText(b);
  const deniedA = negatedMemo(na);
  const deniedB = negatedMemo(nb);
  if (deniedA.size === 0 && deniedB.size === 0) return false;
  const words = (n: string) => new Set((PREFIX_APART === undefined ? n : n.replace(PREFIX_APART, ' ')).match(WORD_RUN) ?? []);
  const wa = words(na);
  const wb = words(nb);
  return [...deniedA].some((w) => wb.has(w) && !deniedB.has(w)) || [...deniedB].some((w) => wa.has(w) && !deniedA.has(w));
}

/**
 * A title with its trade line's carton count left out where the other title states no such count: a title
 * written wholly in capitals (a wholesaler's price list, a supplier master, a distributor's invoice line,
 * as their systems print) that ends in a count bound by x (… 500G X20, … 1LTR PET X12), or in that count and the
 * word for what it fills (trade_carton_words: … X6 CTN, … X10 BDL), states how many units its carton holds, the trade's unit of sale, not a product of its own, so the shop's listing of one unit
 * names the same product. Where the other title writes that number too (CASTLE LAGER 340ML X 6 / Castle
 * Lager 6 x 340ml), both state one pack and the count is kept, to agree as before; two counts that differ
 * still part. A retail multipack is written by a shop in its own mixed-case title (Cola 6 x 330ml, 330ml x
 * 24) and is still read as a multipack; a count inside a capitals title (6X330ML, X12 before more words) is
 * left as written.
 */
export function withoutTradeCarton(title: string, other: string): string {
  const bound = TRADE_CARTON.exec(title);
  const carton = bound ?? TRADE_COUNT_LABEL?.exec(title) ?? null;
  // A line of capitals: a word of letters before the count (12 X 6 alone is no line). The x that binds the count
  // is a multiplication sign, not a word: a stock system prints it in either case (… 2LB 0748927027006 x6, session
  // 44), so only the letters before the count and the carton word after it must be capitals.
  if (carton === null || !UPPER_CASE_WORD.test(title.slice(0, carton.index))) return title;
  if (LOWER_CASE_LETTER.test(title.slice(0, carton.index)) || LOWER_CASE_LETTER.test(carton[0].replace(BOUND_X, ''))) return title;
  // A closing QTY count on a line that states no pack of its own, beside a title that states a count (Tea Towels,
  // 5 pack), is read as that count, so two counts still part two items; a line with its own pack (3PK … QTY 30)
  // counts packs by it, and it is left out as a carton count is.
  if (bound === null && !STATED_COUNT.test(normaliseText(title.slice(0, carton.index))) && STATED_COUNT.test(normaliseText(other))) {
    return `${title.slice(0, carton.index)} ${carton[1]} PCS`;
  }
  // Beside a title that states a count of its own bound by x (Castle Lager 6 x 340ml), the carton count stays, so
  // a carton of 24 and a shop's six-pack still part (review of session 44: the lower-case x of a stock line,
  // … 330ML x24, merged such a pair, as the capital X did before).
  const theirs = normaliseText(other);
  // Only a count bound by x is read so: a pack word before a number (paquet 500 g) often names the packet's weight.
  if (bound !== null && BOUND_COUNT.test(theirs)) return title;
  const numbers = theirs.match(STANDALONE_DIGITS) ?? [];
  return numbers.some((n) => Number(n) === Number(carton[1])) ? title : title.slice(0, carton.index);
}
/** Every pack word count_first lists (pack, pk, box), whatever the category, but those read only with their joiner. */
const PACK_WORDS = [...new Set(Object.values(PRODUCT_UNITS.count_first?.words ?? {}).flat())].filter((w) => !JOINER_REQUIRED.has(w)).map(escapeRegExp).join('|');
/** The pack words read only with their joiner (case of 12), each with a joiner after it. */
const JOINED_PACK_WORDS =
  JOINER_REQUIRED.size === 0 || (PRODUCT_UNITS.count_first?.joiners ?? []).length === 0
    ? []
    : [String.raw`(?:${wordAlternatives([...JOINER_REQUIRED])})\s+(?:${PRODUCT_UNITS.count_first!.joiners.map(escapeRegExp).join('|')})\s*\d+`];
/** A count a title states (normalised): a number before a count unit or a pack word (5 pack, 12 pcs, 3pk) or after a pack word (pack of 5, PK20). */
const STATED_COUNT = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:\d+\s*(?:${[
    ...Object.entries(PRODUCT_UNITS.units)
      .filter(([u, [dim]]) => dim === COUNT_DIMENSION && /^[a-z]{2,}(?: [a-z]+)*$/.test(u))
      .map(([u]) => escapeRegExp(u)),
    PACK_WORDS,
  ].join('|')})|(?:${PACK_WORDS})(?:\s+(?:${(PRODUCT_UNITS.count_first?.joiners ?? []).map(escapeRegExp).join('|')}))?\s*\d+${JOINED_PACK_WORDS.map((p) => `|${p}`).join('')})(?![\p{L}\p{N}])`,
  'u',
);
const LOWER_CASE_LETTER = /\p{Ll}/u;
/** The x binding a closing count (withoutTradeCarton), in either case. */
const BOUND_X = /^\s+[Xx×]/u;
const UPPER_CASE_WORD = /\p{Lu}{2}/u;
/**
 * A count bound by x closing a title, after a word or a size (… 500G X20, … LID BLUE X 6), or before one word that
 * names the carton, case or bundle it fills (trade_carton_words: … X6 CTN, … X10 BDL): group 1 the count.
 */
const TRADE_CARTON = new RegExp(
  String.raw`(?<=[\p{L}\p{N})])\s+[Xx×]\s*(\d+)(?:\s+(?:${PRODUCT_UNITS.trade_carton_words.map((w) => w.toUpperCase()).join('|')}))?\s*$`,
  'u',
);
/**
 * A count label (trade_count_labels: QTY) and the count that closes a line of capitals (… 0840591882582 QTY 4): the
 * units a goods-received, pick-list or stock line counts, not a pack of the product (session 43): group 1 the count.
 * A carton word before its count (CTN/48, CS 6) is not read so: authors split on whether such a line names the
 * carton as an article of its own (held-out pair sets 2 and 3) or the unit (set 23).
 */
const TRADE_COUNT_LABEL: RegExp | null =
  (PRODUCT_UNITS.trade_count_labels ?? []).length === 0
    ? null
    : new RegExp(String.raw`(?<=[\p{L}\p{N})])\s+(?:${PRODUCT_UNITS.trade_count_labels!.map((w) => w.toUpperCase()).join('|')})\s*(\d+)\s*$`, 'u');
/**
 * A pack or carton word and its count joined by a slash as one token (CTN/50, CS/24, PK/10, BX/100): how many units
 * the pack or carton holds, written so by wholesalers' and suppliers' lines (held-out pair sets 2, 3 and 23), never
 * a model code: two lines of one supplier's range share it across their products (session 43). Read on a
 * normalised title's code token (lower case).
 */
export const PACK_COUNT_TOKEN = new RegExp(
  String.raw`^(?:${[
    ...new Set([...PRODUCT_UNITS.trade_carton_words, ...Object.values(PRODUCT_UNITS.count_first?.words ?? {}).flat(), ...(PRODUCT_UNITS.trade_count_labels ?? [])]),
  ]
    .filter((w) => /^[a-z]+$/.test(w))
    .join('|')})/\d+$`,
);
/** A number as a title writes it, not part of a decimal or a code (2.0 is no 2, x20 is a count). */
const STANDALONE_DIGITS = /(?<![\p{N}.,])\p{N}+(?![\p{N}.,])/gu;

/**
 * A title with the words its own bracket glosses left out where the other title writes the gloss: a shop or
 * market title in a language the translation table does not read writes the product's local name and then its
 * English name in brackets (a Yoruba, Hausa or Twi name of a food, then '(ground crayfish)', '(red palm oil)';
 * Nigerian, Ghanaian and East African shops list staples so), and the English listing of one product names it by
 * the bracket's words only. The words left out are the run just before the bracket (back to the title's start, a
 * comma or a dash) that the other title lacks, read in English too, and that are no English words; the bracket
 * holds letters only and shares a word of three letters or more with the other title, so a bracket that names a
 * variant the other lacks (starter (crumbles) / finisher (pellets)) glosses nothing and no word is dropped.
 */
export function withoutGlossedWords(title: string, other: string): string {
  if (!title.includes('(')) return title;
  const theirs = normaliseForSpecs(other);
  const otherWords = new Set([...(theirs.match(WORD_RUN) ?? []), ...(titleInEnglish(theirs, theirs).match(WORD_RUN) ?? [])]);
  let out = title;
  for (const m of title.matchAll(GLOSS)) {
    const gloss = normaliseText(m[2]!).match(WORD_RUN) ?? [];
    if (!gloss.some((w) => w.length >= MIN_GLOSS_WORD && otherWords.has(w))) continue;
    const words = m[1]!.split(/\s+/).filter((w) => w !== '');
    let keep = words.length;
    while (keep > 0) {
      const w = normaliseText(words[keep - 1]!);
      const english = titleInEnglish(w, theirs);
      if (w === '' || /\d/.test(w) || otherWords.has(w) || (english !== w && (english.match(WORD_RUN) ?? []).some((e) => otherWords.has(e))) || isEnglishWord(w)) break;
      keep--;
    }
    if (keep === words.length) continue;
    out = out.replace(m[0], `${words.slice(0, keep).join(' ')}${keep > 0 ? ' ' : ''}(${m[2]})`);
  }
  return out;
}
/** The words before a bracket back to the start, a comma or a dash (group 1), and a bracket of letters (group 2). */
/**
 * Two titles each read against the other as one listing of the product: a tender line's cue and order quantity, a
 * trade line's carton count and the words its own bracket glosses left out (withoutOrderQuantity,
 * withoutTradeCarton, withoutGlossedWords). The one home of that reading for the name comparators
 * (canonicalTitle) and the spec comparator (titlesInEnglish).
 */
function asListed(rawA: string, rawB: string): readonly [string, string] {
  const [pa, pb] = [withoutPrices(withoutClassificationBracket(rawA)), withoutPrices(withoutClassificationBracket(rawB))];
  const [la, lb] = [withoutDocumentLabel(pa, pb), withoutDocumentLabel(pb, pa)];
  const [a, b] = [withoutOrderQuantity(withoutBuyersNote(la, lb)), withoutOrderQuantity(withoutBuyersNote(lb, la))];
  return [withoutGlossedWords(withoutTradeCarton(withoutBarcode(a, b), b), b), withoutGlossedWords(withoutTradeCarton(withoutBarcode(b, a), a), a)];
}

/**
 * A title with the prices it prints left out (session 44, pset24r): a shelf-edge label, a till line, a costing sheet
 * or a hire-purchase line prints the item's price in its line ('SEL: … 680G R79.99', '… 225G @ £2.75', '… @ KSH
 * 8,150'), where a shop's title names the product in words. A price is what the item costs at one place and time,
 * read from the price field where a record has one, and no name word the other title lacks. Only an amount the one
 * money reader reads with its currency (extract/shapes.ts) and that readAsPrice takes for a price, an @ before it
 * with it; currency letters before a whole number or one decimal (N64, R32, R22.5) and a currency word after a
 * number (2 pounds) are as often a model's name or a size, and are left as written.
 */
export const withoutPrices = memoiseString((title: string): string => {
  if (!PRICE_CUE.test(title)) return title;
  let out = '';
  let at = 0;
  for (const { start, end } of moneySpans(title)) {
    const written = title.slice(start, end);
    if (start < at || !readAsPrice(written, title.slice(at, start))) continue;
    out += title.slice(at, start).replace(AT_SIGN, ' ');
    at = end;
  }
  return at === 0 ? title : `${out}${title.slice(at)}`.replace(SPACES_RUN, ' ').trim();
});
/**
 * Whether an amount the money reader finds in a title is a price the line prints (review of session 44): one
 * after an @ (… @ KSH 8,150), one written with a currency sign (£3.00, € 1.499, 220 €), or one whose currency
 * letters stand before it written with its cents (R79.99). Letters before a whole number or a number of one
 * decimal (R32, R16.5, R22.5: a car's model and a tyre's rim size; KSh 2, GHS 2.5) and a currency word after a
 * number (2 pounds: a weight; 5 euro) are as often a size or a name, and are left as written.
 */
function readAsPrice(written: string, before: string): boolean {
  return AT_SIGN.test(before) || CURRENCY_SIGN.test(written) || WITH_CENTS.test(written);
}
/** A digit: a title without one prints no price. */
const PRICE_CUE = /\d/;
/** A currency sign (£, €, $, ₦, ₵, …). */
const CURRENCY_SIGN = /\p{Sc}/u;
/** Currency letters before an amount written with its two digits of cents (R79.99, KSh 1,250.00). */
const WITH_CENTS = /^\p{L}+\.?\s*\d[\d,]*\.\d{2}$/u;
/** An at sign closing the text before a price (… @ £2.75). */
const AT_SIGN = /\s*@\s*$/;
const SPACES_RUN = /\s{2,}/g;

/**
 * A title with the label of the document that lists the item left out (session 44, pset24r): an insurer's claim
 * schedule, a hire-purchase agreement, a reseller's proforma, an office's pantry order, a food bank's donation
 * log, a shelf-edge label, a bill of quantities, a fit-out or snagging schedule, a decorator's quote, a linen-room
 * count or a landlord's inventory opens its line with its own label and reference before a colon ('HP AGREEMENT
 * 7731: SAMSUNG WASHER …', 'Claim 55102 sched item 3: bed frame …', 'Bedroom 1 window: roller blind …'), then
 * describes the item. The label names the document, its number and the room, not the product, so it is no name
 * word the shop's title lacks. Only a label before the first colon, of at most eight words, holding one of
 * document_label_words, none of whose letter words (three letters or more) the other title writes as written,
 * in English or in another form of its first five letters (Caterer order beside … CATERING) (a label that shares a word with the other title may name the product: 'Thread count: 400' beside
 * '400 thread count sheets'), followed by at least two words of letters. Any other colon stays as written.
 */
export function withoutDocumentLabel(title: string, other: string): string {
  if (DOCUMENT_LABEL_WORDS.size === 0 || !title.includes(':')) return title;
  const m = DOCUMENT_LABEL.exec(title);
  if (m === null) return title;
  const words = normaliseText(m[1]!).match(WORD_RUN) ?? [];
  // A bracket inside the label (the room, the site, the branch or the person the line is for: … ITEM 31 (HALL),
  // ASSET TAG 0088 (PHYSIO CLINIC, TREATMENT RM 2)) is the label's too, so its words are no name word either; it
  // is left out of the label's length, which bounds the reference, the room and the line number (session 46).
  const outside = m[1]!.includes('(') ? (normaliseText(m[1]!.replace(LABEL_BRACKET, ' ')).match(WORD_RUN) ?? []) : words;
  if (outside.length > MAX_LABEL_WORDS || !outside.some((w) => DOCUMENT_LABEL_WORDS.has(w))) return title;
  // A label word that is also a product's noun (card, book, tag) makes a label only with a reference outside the
  // bracket (review of session 46: 'Graphics Card: ASUS RTX 3060', 'Recipe Book: …' lost the product's own kind).
  // A product word that names no product alone (receipt: a receipt roll, a receipt printer) is a label standing
  // alone too (receipt: …, a till receipt's line), but beside another word without a digit it names the product's
  // kind (Receipt Rolls: …, review of session 50's pset30r).
  const lone = outside.length === 1 && DOCUMENT_LABEL_LONE_WORDS.has(outside[0]!);
  if (!lone && !outside.some((w) => DOCUMENT_LABEL_WORDS.has(w) && !DOCUMENT_LABEL_PRODUCT_WORDS.has(w)) && !outside.some((w) => DIGIT_IN_WORD.test(w))) return title;
  const theirs = wordsWrittenOrInEnglish(other);
  if (words.some((w) => w.length >= 3 && !DIGIT_IN_WORD.test(w) && (theirs.has(w) || sharesStem(w, theirs)))) return title;
  const rest = title.slice(m[0].length);
  if ((normaliseText(rest).match(LETTER_WORDS) ?? []).length < 2) return title;
  // The count such a line closes with, bound by x (… cans 330ml x 24), is how many the document orders, donates
  // or counts, not a pack the item is sold in: left out beside a title that writes no such number, as a tender's
  // closing order count is (withoutOrderQuantity); where the other title writes it, it stays, to agree, and where
  // the other title states a count of its own (6 pack, 6 x 330ml: a shop's multipack), it stays too, so two counts
  // still part two packs (review of session 44: a log's 330ml x 24 beside a shop's 6 x 330ml merged).
  const count = DOCUMENT_COUNT.exec(rest);
  if (count === null) return rest;
  const theirText = normaliseText(other);
  if (STATED_COUNT.test(theirText) || BOUND_COUNT.test(theirText)) return rest;
  const numbers = theirText.match(STANDALONE_DIGITS) ?? [];
  return numbers.some((n) => Number(n) === Number(count[1])) ? rest : rest.slice(0, count.index);
}
/**
 * A count bound by x in a normalised title: before a pack's volume or weight (6 x 330ml) or closing the title (330ml x 24, x6),
 * a multipack's count; not a size's (24mm x 50m) nor a lamp's LEDs by their watts (12 x 5 W).
 */
const BOUND_COUNT = /(?<![\p{L}\p{N}.,])(?:\d+\s*[x×]\s*\d+(?:[.,]\d+)?\s*(?:ml|cl|l|ltr|g|kg|oz)(?![\p{L}])|[x×]\s*\d+\s*$)/u;
/** A count bound by x closing a document's line, after a word or a size (… 330ml x 24): group 1 the count. */
const DOCUMENT_COUNT = /(?<=[\p{L}\p{N})])\s+[Xx×]\s*(\d+)\s*$/u;
/**
 * Whether a word shares its first STEM letters with a word of the other title (Caterer order / … CATERING): one
 * stem written in two forms may name what the product is for, so such a label is kept.
 */
function sharesStem(w: string, theirs: ReadonlySet<string>): boolean {
  if (w.length < STEM) return false;
  const stem = w.slice(0, STEM);
  for (const t of theirs) if (t.length >= STEM && t.startsWith(stem)) return true;
  return false;
}
const STEM = 5;
/** Words that make an opening label a document's (document_label_words). */
const DOCUMENT_LABEL_WORDS: ReadonlySet<string> = new Set(PRODUCT_UNITS.document_label_words ?? []);
/** Label words that are also a product's noun: a label only with a digit outside its bracket (document_label_product_words). */
const DOCUMENT_LABEL_PRODUCT_WORDS: ReadonlySet<string> = new Set(PRODUCT_UNITS.document_label_product_words ?? []);
/** Label product words that make a label standing alone (document_label_lone_words: receipt). */
const DOCUMENT_LABEL_LONE_WORDS: ReadonlySet<string> = new Set(PRODUCT_UNITS.document_label_lone_words ?? []);
/** A title's opening label: what stands before its first colon (group 1), the colon and the space after it. */
const DOCUMENT_LABEL = /^([^:]{1,100}?)\s*:\s+/u;
/** The most words a document's label holds (a reference, a room, a line number). */
const MAX_LABEL_WORDS = 8;
/** A bracket inside a document's label, of at most eight words: the room, the site or the person the line is for. */
const LABEL_BRACKET = /\((?:[^()\s]+\s*){1,8}\)/gu;
const DIGIT_IN_WORD = /\d/;

/**
 * A title with the item's barcode left out where the other title prints no long number: a till, a wholesaler's
 * price list or a retailer's feed appends the article number it scans (an EAN-13 or a UPC-A: 12 or 13 digits
 * standing alone, their last the GS1 check digit of the others) to the name it prints, where a shop's or maker's
 * title names the product in words only. The number identifies the item the words name, so it is no name word the
 * other title lacks. Beside a title that writes a long number too (its own barcode, an ISBN, a maker's article
 * number written in groups) the number stays, to agree or differ as written.
 */
export function withoutBarcode(title: string, other: string): string {
  if (!LONG_NUMBER.test(title) || LONG_NUMBER.test(other.replace(NUMBER_GROUPING, ''))) return title;
  return title.replace(BARCODE, (m) => (gs1Valid(m.trim()) ? ' ' : m)).trim();
}
/** A run of 8 or more digits: a barcode, an ISBN or an article number. */
const LONG_NUMBER = /\d{8}/;
/** A separator between a long number's groups (978-0-14-118688-7, 4 006381 333931): read away before looking for one. */
const NUMBER_GROUPING = /(?<=\d)[\s-](?=\d)/g;
/** 12 or 13 digits standing alone: a UPC-A or an EAN-13. */
const BARCODE = /(?<![\p{L}\p{N}.,/-])\s*\d{12,13}(?![\p{L}\p{N}.,/-])/gu;


/**
 * A tender's or an order's line with the buyer's note of where or for whom the item goes left out: a buyer
 * describes the item, adds in brackets the ward, the hall, the kitchen or the staff it is bought for ('(prison
 * kitchen)', '(examination halls)', '(security and gate staff)', '(for the staff room)'), then names a brand as the
 * standard with a cue (specification_cues). The note names no property of the product, so it is no name word the
 * seller's title lacks. Only on a line with a cue, before the cue, and only a bracket of letters (no number, size
 * or code) that opens with for or holds a destination word (buyers_note_words: a place or a group of people an
 * institution buys for), none of whose words the other title writes (as written or in English) and none a size,
 * colour or other variant word (product-units.json). Any other bracket names the product ('(cubes)', '(skimmed)',
 * '(basmati)', '(white)') and stays, to agree or differ as written.
 */
export function withoutBuyersNote(title: string, other: string): string {
  const at = noteCueIndex(title);
  if (at < 0) return title;
  const head = title.slice(0, at).replace(BUYERS_NOTE, (note: string, bracketed: string) => {
    const words = normaliseText(bracketed).match(WORD_RUN) ?? [];
    if (!(words[0] === 'for' || words.some((w) => BUYERS_NOTE_WORDS.has(w)))) return note;
    const otherWords = wordsWrittenOrInEnglish(other);
    const named = words.some((w) => otherWords.has(w) || UNIT_READINGS.has(w) || VARIANT_WORDS.has(w));
    return named ? note : '';
  });
  return `${head}${title.slice(at)}`;
}
/** Where a title's specification cue stands when a bracket may hold a buyer's note before it, else -1 (memoised: read per pair). */
const noteCueIndex = memoiseString((title: string): number => {
  const cue = title.includes('(') ? SPECIFICATION_CUE.exec(title) : null;
  return cue === null ? -1 : cue.index;
});
/** Words that name where or for whom a buyer's order goes (a canteen, a ward, the staff): buyers_note_words. */
const BUYERS_NOTE_WORDS: ReadonlySet<string> = new Set(PRODUCT_UNITS.buyers_note_words ?? []);
/** A title's words as written and in English (memoised: one listing is read against many order lines). */
const wordsWrittenOrInEnglish = memoiseString((title: string): ReadonlySet<string> => {
  const theirs = normaliseForSpecs(title);
  return new Set([...(theirs.match(WORD_RUN) ?? []), ...(titleInEnglish(theirs, theirs).match(WORD_RUN) ?? [])]);
});
/** A bracket of letters (a buyer's note: no digit, no nested bracket), with the space before it. */
const BUYERS_NOTE = /\s*\(([^()\d]+)\)/gu;

/**
 * A tender's or a bill of quantities' line read as the product it specifies (specification_cues, session 34): a
 * buyer describes the item, names a brand as the standard with a cue (Stanley or equivalent, Kestrel or approved
 * equivalent) and closes the line with how many it orders (, 12 No. / — 5 sets / , 500 packs). The cue says the
 * brand is a standard, not another product, and the closing count is the order, not a pack the item is sold in, so
 * both are left out: the brand stays, as the maker's and the supplier's listings write it. Only a count of one word
 * closing the line after the cue is the order's (6 drums of 50 m states a drum's length and stays).
 */
export const withoutOrderQuantity = memoiseString((title: string): string => {
  const cue = SPECIFICATION_CUE.exec(title);
  if (cue === null) return title;
  const rest = title.slice(cue.index + cue[0].length);
  const order = ORDER_QUANTITY.exec(rest);
  return `${title.slice(0, cue.index)}${order === null ? rest : rest.slice(0, order.index) + (order[1] ?? '')}`.trim();
});
/** A specification cue after a word (Brand or equivalent), its words apart by spaces (specification_cues). */
const SPECIFICATION_CUE = new RegExp(
  String.raw`(?<=[\p{L}\p{N}.)]\s*)\s(?:${[...PRODUCT_UNITS.specification_cues].sort((x, y) => y.length - x.length).map((c) => c.replace(/ /g, String.raw`\s+`)).join('|')})(?![\p{L}\p{N}])`,
  'iu',
);
/** An order's count closing a line after a comma, semicolon or dash (, 12 No. / ) — 5 sets): group 1 a bracket it follows. */
const ORDER_QUANTITY = /^\s*(\))?\s*[,;\u2013\u2014-]\s*\d+\s*\p{L}+\.?\s*$/u;
const GLOSS = /(?<=^|[,;:\u2013\u2014-]\s*)([^,;:()\u2013\u2014\d-]*?)\s*\(([\p{L}\p{M}' ]+)\)/gu;
const MIN_GLOSS_WORD = 3;

/**
 * canonicalSpecs, then the category's listing words left out and variant synonyms written one way
 * (readableTitle): the one reading of a product title for the name comparators (placename,
 * branded_name, tftoken). No category: the title as given.
 */
export function canonicalTitle(category: string | undefined, rawTitle: string, rawOther: string): string {
  if (category === undefined) return rawTitle;
  const [title, other] = asListed(rawTitle, rawOther);
  // A title in Swahili, Afrikaans, French or Dutch is read in English first (titleLanguage.ts), so that
  // the steps below see one product's words in one language.
  const mine = normaliseForSpecs(title);
  const theirs = normaliseForSpecs(other);
  const read = titleInEnglish(mine, theirs, HELD_WHOLE);
  const translated = titleInEnglish(theirs, mine, HELD_WHOLE);
  // The other title as given where nothing of it was read in English: the steps below read its letters
  // (an umlaut it writes, canonicalSpellings), which normalising folds.
  const otherRead = translated === theirs ? other : translated;
  // An ampersand is the word and (Cook & Clean = Cook and Clean, Salt & Vinegar), as listings write either.
  const sized = canonicalSpecs(category, packWords(category, read), packWords(category, translated));
  const normalised = withoutOneSidedYears(category, normaliseForSpecs(sized).replace(AMPERSAND, ' and '), otherRead);
  return readableTitle(`${category}\u0000${canonicalShortForms(canonicalSpellings(canonicalCodes(normalised, otherRead), otherRead), otherRead)}`);
}

/**
 * Two product titles as the marker, rival, line and spec comparators read them: each in English where it is
 * written in Swahili, Afrikaans, French or Dutch (titleInEnglish), so that smooth / gladde and ground /
 * iliyosagwa are one word to them, as they are to the name comparators (canonicalTitle). A title with nothing
 * to read is returned as given.
 */
export function titlesInEnglish(rawA: FieldValue, rawB: FieldValue): readonly [FieldValue, FieldValue] {
  if (typeof rawA !== 'string' || typeof rawB !== 'string') return [rawA, rawB];
  const [a, b] = asListed(rawA, rawB);
  const na = normaliseForSpecs(a);
  const nb = normaliseForSpecs(b);
  const ea = titleInEnglish(na, nb);
  const eb = titleInEnglish(nb, na);
  return [ea === na ? a : ea, eb === nb ? b : eb];
}

/**
 * A title with only its short forms read as the other title writes them in full (canonicalShortForms: TOM =
 * tomato, P/BUTTER = peanut butter, STRAWB = strawberry), nothing else rewritten: for the comparators that
 * read a title's own words (the marker comparator's flavour on one side only), so that a till's cut word
 * states what the other title spells out.
 */
export function shortFormsRead(title: string, other: string): string {
  return canonicalShortForms(normaliseForSpecs(title).replace(AMPERSAND, ' and '), other);
}

/** The letter words of a title as the name comparators read it (an ampersand the word and; memoised). */
const letterWords = memoiseString((title: string): readonly string[] =>
  Object.freeze(normaliseForSpecs(title).replace(AMPERSAND, ' and ').match(LETTER_WORDS) ?? []),
);
// Whole words of letters only: the letters of a glued size or code (1000ltrs, l120) are no word.
const LETTER_WORDS = /(?<![a-z0-9])[a-z]+(?![a-z0-9])/g;
const VOWELS_AFTER_FIRST = /^.[a-z]*[aeiou]/;
const SLASH_FORM = /\b([a-z]{1,2})\/([a-z]+)\b/g;
const ACRONYM_FORM = /^[a-z]{2,6}$/;
const MIN_INITIALS = 2;
/** The shortest word read as a short form: two letters (PK, ED, SZ) name too many words. */
const MIN_SHORT_FORM = 3;

/**
 * Whether `short` is a shop's or a till's short form of the word `full`: its letters in order in `full`,
 * from the same first letter, at least two letters shorter, and cut at the end (REG = regular, EVAP =
 * evaporated, NAT = natural, SUSP = suspension), written without its vowels (BLK = black, GRD = grade,
 * LTR = litre) or ending as the word ends (MATHS = mathematics). Any other subsequence (set in sweater) is
 * another word.
 */
export function shortFormOf(short: string, full: string): boolean {
  if (short.length < MIN_SHORT_FORM || full.length < short.length + 2 || short[0] !== full[0]) return false;
  let at = 1;
  for (let i = 1; i < short.length; i++) {
    at = full.indexOf(short[i]!, at) + 1;
    if (at === 0) return false;
  }
  return full.startsWith(short) || !VOWELS_AFTER_FIRST.test(short) || short.at(-1) === full.at(-1);
}

/** The other title's letter words: all of them, and by first letter (a short form opens as its word does: shortFormOf). */
interface TheirWords {
  all: ReadonlySet<string>;
  byFirst: Map<string, string[]>;
}

/** A word that names a size, a variant, a tier or a fit and is read by its own comparator, never as a short form. */
function vocabularyWord(w: string): boolean {
  return UNIT_READINGS.has(w) || VARIANT_WORDS.has(w) || FIT_WORDS.has(w) || LINE_FUNCTION_WORDS.has(w) || ALL_TIERS.has(w);
}

/**
 * The other title's reading of one word of this title written short, or undefined: the one word of the
 * other title it is a short form of (shortFormOf), or the one run of the other title's words whose first
 * letters it spells (ACP = Advanced Cavity Protection, DBS = Double Black Stout: three to six letters;
 * two letters only for two words of three letters or more, CW = Cool White, LB = Learner's Book).
 * Common English words (pro, set, car, and) and words of the category's vocabulary are never read
 * short: they are words of their own.
 */
function shortFormReading(w: string, mine: ReadonlySet<string>, theirs: readonly string[], their: TheirWords): string | undefined {
  if (w.length < MIN_INITIALS || their.all.has(w) || vocabularyWord(w) || isEnglishWord(w)) return undefined;
  const words = w.length < MIN_SHORT_FORM ? [] : [...new Set((their.byFirst.get(w[0]!) ?? []).filter((f) => !mine.has(f) && shortFormOf(w, f)))];
  if (words.length === 1) return words[0];
  if (words.length > 1 || !ACRONYM_FORM.test(w)) return undefined;
  // Two initials name a run of two words of three letters or more (BD = Baby Dry, LB = Learner's Book).
  const minLetters = w.length === MIN_INITIALS ? MIN_SHORT_FORM : 2;
  const runs = new Set<string>();
  for (let i = 0; i + w.length <= theirs.length; i++) {
    if (theirs[i]![0] !== w[0]) continue;
    const run = theirs.slice(i, i + w.length);
    if (run.every((f, k) => f[0] === w[k] && f.length >= minLetters && !mine.has(f))) runs.add(run.join(' '));
  }
  return runs.size === 1 ? [...runs][0] : undefined;
}

/**
 * The other title's reading of a slash form (T/BRUSH = toothbrush, B/BAND = Blue Band, L/LOCK = luer
 * lock, P/F = powder free, S/S = short sleeve), or undefined: one word of the other title that opens with
 * the first part and ends with the second, or two words in a row that open with the first part and are
 * (or are written short as) the second; a one-letter second part reads the two words' first letters.
 */
function slashReading(head: string, tail: string, mine: ReadonlySet<string>, theirs: readonly string[]): string | undefined {
  const out = new Set<string>();
  for (let i = 0; i < theirs.length; i++) {
    const f = theirs[i]!;
    const g = theirs[i + 1];
    if (mine.has(f)) continue;
    if (tail.length >= MIN_SHORT_FORM && f.length > head.length + tail.length && f.startsWith(head) && f.endsWith(tail)) out.add(f);
    if (g === undefined || !f.startsWith(head) || f === head) continue;
    const fits = tail.length === 1 ? g[0] === tail && g.length > 1 : g === tail || shortFormOf(tail, g);
    if (fits && (g === tail || !mine.has(g))) out.add(`${f} ${g}`);
  }
  return out.size === 1 ? [...out][0] : undefined;
}

const AND_INITIALS = /\b([a-z]) and ([a-z])\b/g;
/** The other title's one run `x… and y…` that two initials joined by & spell (S&P = Salt & Pepper, P&G), or undefined. */
function andInitialsReading(x: string, y: string, theirs: readonly string[]): string | undefined {
  const out = new Set<string>();
  for (let i = 0; i + 2 < theirs.length; i++) {
    const [f, and, g] = [theirs[i]!, theirs[i + 1], theirs[i + 2]!];
    if (and === 'and' && f.length > 1 && g.length > 1 && f[0] === x && g[0] === y) out.add(`${f} and ${g}`);
  }
  return out.size === 1 ? [...out][0] : undefined;
}

/**
 * The most words a name or title may have for the readings that try each word or run of one value against
 * every word of the other: short forms and initials here, a body's initials in placeName.ts. A product
 * title, a registered name with its initials, branch and town, is a few dozen words; the bound leaves room
 * for a title run together with a few hundred words of description, and beyond it the value is compared as
 * written. It keeps those readings' cost bounded on any path that reaches them (records.ts caps a field's
 * value at MAX_COMPARED_CHARS before any comparator): they cost time growing with a value's square (4,000
 * words a side: 5–8 s a pair on a title, over 90 s on a place name before placeName.ts's word sets; 512
 * words about 0.1 s).
 */
export const MAX_SPELLED_NAME_WORDS = 512;

/**
 * A title with each word it writes short, as tills, wholesalers' price lists and pharmacy stock lines
 * write them to fit a narrow line (SIGNAL ACP T/BRUSH, VASELINE LOT NAT GLOW, OXFORD MATHS GRD 4,
 * STAR DBS, EVAP MILK), written as the other title writes it in full, when the other title gives
 * exactly one reading of it (shortFormReading, slashReading): one product's name written short and in
 * full is one name to the name comparators. A word the other title also has, or no reading or two, stays
 * as written; the spec, marker and line comparators read their own words as before.
 */
function canonicalShortForms(normalised: string, other: string): string {
  const theirs = letterWords(other);
  if (theirs.length === 0 || theirs.length > MAX_SPELLED_NAME_WORDS) return normalised;
  // Sets, not arrays: each word of one title is looked up in the other's words once per word of that title, and a
  // linear search there made a long title's reading cubic in its words (2,000 words a side: 29 s a pair).
  const mine: ReadonlySet<string> = new Set(normalised.match(LETTER_WORDS) ?? []);
  const their: TheirWords = { all: new Set(theirs), byFirst: new Map() };
  for (const f of their.all) {
    const same = their.byFirst.get(f[0]!);
    if (same === undefined) their.byFirst.set(f[0]!, [f]);
    else same.push(f);
  }
  const slashed = normalised
    .replace(SLASH_FORM, (m, head: string, tail: string) => slashReading(head, tail, mine, theirs) ?? m)
    .replace(AND_INITIALS, (m, x: string, y: string) => andInitialsReading(x, y, theirs) ?? m);
  return slashed.replace(LETTER_WORDS, (w) => shortFormReading(w, mine, theirs, their) ?? w);
}

/**
 * A normalised title with each multipack count of two or more it states (the category's multipacks: 6 x
 * 330ml, 330ml x 6, pack of 6, 6-pack, 6pk) written as one word, 6pack: one case written three ways is one
 * name word, and its x is no size's or count's. Categories without multipacks: the title as given.
 */
function packWords(category: string, normalised: string): string {
  const counts = MARKERS.get(category)?.multipacks?.counts;
  if (counts === undefined) return normalised;
  return normalised.replace(counts, (m: string, ...rest: unknown[]) => {
    const n = Number(rest.find((x) => typeof x === 'string' && DIGITS_ONLY.test(x)));
    return n >= 2 ? ` ${n}pack ` : m;
  });
}
const DIGITS_ONLY = /^\d+$/;

const WORDS = /[a-z0-9]+/g;
// Not an HTML entity (&#40; is a bracket a scraped listing kept, no and).
const AMPERSAND = /&(?!#?[a-z0-9]+;)/g;

/**
 * A title with each word that the other title writes with the letter itself (Löwenbräu, folded to
 * lowenbrau), where this one spells it out (loewenbraeu), written as the other does: one word to the name
 * comparators, as to the rival comparator (spelledOutVariant).
 */
function canonicalSpellings(normalised: string, other: string): string {
  // Only beside a title that writes the letter itself (Löwenbräu): an English word that looks spelled
  // out (queen, guest, poet) beside a shorter word of an ASCII title (quen, gust, pot) is another word.
  if (!SPELLED_OUT.some(([spelled]) => normalised.includes(spelled)) || !writesSpelledLetter(other)) return normalised;
  const theirs = normaliseForSpecs(other).match(WORDS) ?? [];
  return normalised.replace(WORDS, (word) => theirs.find((w) => w.length < word.length && spelledOutVariant(word, w)) ?? word);
}

// A code written in pieces joined by a hyphen, dot or slash (kdl-40v5100, tx-8255, kdl40v5100/b).
const CODE_GROUP = /[a-z0-9]+(?:[-./][a-z0-9]+)+/g;
const CODE_SEPARATORS = /[-./]/g;
const HAS_DIGIT = /\d/;
const HAS_A_SEPARATOR = /[a-z0-9][-./][a-z0-9]/;
/** The shortest code read run together with its neighbours (a title's kdl-40v5100 as kdl40v5100, a description's KX-TG6431B holding KXTG6431B); shorter (6.0, a-b) stays as written. */
const MIN_JOINED_CODE = 4;

/** The codes of a normalised title run together (kdl-40v5100 → kdl40v5100), with every piece of each and its plain words (memoised). */
const codeForms = memoiseString((normalised: string): ReadonlySet<string> => {
  const out = new Set<string>(normalised.split(/[^a-z0-9]+/));
  for (const m of normalised.matchAll(CODE_GROUP)) out.add(m[0].replace(CODE_SEPARATORS, ''));
  return out;
});

/**
 * A title with each code whose pieces the other title writes run together written run together too
 * (KDL-40V5100 beside kdl40v5100/b, TX-8255 beside tx8255): one code written with and without
 * separators is one word for the name comparators, as it is one code for the code comparators. A code of
 * fewer than four characters or without a digit (6.0, a-b) stays as written.
 */
function canonicalCodes(normalised: string, other: string): string {
  if (!HAS_A_SEPARATOR.test(normalised)) return normalised;
  const otherNormalised = normaliseForSpecs(other);
  const theirs = codeForms(otherNormalised);
  return normalised.replace(CODE_GROUP, (group) => {
    // Written alike on both sides (3346n-ent / 3346n-ent): the pieces already agree.
    if (otherNormalised.includes(group)) return group;
    const joined = group.replace(CODE_SEPARATORS, '');
    return joined.length >= MIN_JOINED_CODE && HAS_DIGIT.test(joined) && theirs.has(joined) ? joined : group;
  });
}

/** A normalised title with each size it states in the category's dimensions replaced by `by` (sizes in other dimensions stay as written). */
function replaceSizes(category: string, normalised: string, by: (number: string, unit: string) => string): string {
  const dims = categoryDimensions(category);
  return normalised.replace(SPEC_PATTERN, (m, n: string, unit: string) => (specValues(n, unit).some(([d]) => dims.has(d)) ? by(n, unit) : m));
}

/**
 * A normalised title without the sizes it states in the category's dimensions (a pack, a bottle's
 * contents): a name comparator's words, when the spec comparator reads the sizes (a listing with a size
 * and one without are not two names). A title of sizes only stays whole.
 */
export function withoutSizes(category: string | undefined, normalised: string): string {
  if (category === undefined) return normalised;
  const kept = replaceSizes(category, normalised, () => ' ');
  return kept.trim() === '' ? normalised : kept;
}

const DECIMAL_SIGNS = /[.,]/g;
const NOT_LETTERS = /[^a-z]/g;
/**
 * A normalised title with each size it states in the category's dimensions written as one glued word
 * (160 watt → 160watt, 52 fl oz → 52floz, 1.54 l → 154l): the line rule reads a size as one word that
 * closes a measured spec, never as a model number (52 fl oz is no model 52).
 */
export function gluedSizes(category: string, normalised: string): string {
  return replaceSizes(category, normalised, (n, unit) => ` ${n.replace(DECIMAL_SIGNS, '')}${unit.replace(NOT_LETTERS, '')} `);
}

/** The [dimension, value in base units, text as written] readings of a title's sizes in a category (key: category NUL title; memoised). */
const specReadings = memoiseString((key: string): readonly (readonly [string, number, string])[] => {
  const cut = key.indexOf('\u0000');
  const dims = categoryDimensions(key.slice(0, cut));
  const out: [string, number, string][] = [];
  for (const m of normaliseForSpecs(key.slice(cut + 1)).matchAll(SPEC_PATTERN)) {
    for (const [d, v] of specValues(m[1]!, m[2]!)) if (dims.has(d)) out.push([d, v, m[0]]);
  }
  return Object.freeze(out);
});

const CATEGORY_UNITS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(PRODUCT_UNITS.categories).map(([category, dims]) => [
    category,
    new Set([...UNIT_READINGS].filter(([, readings]) => readings.some(([dim]) => dims.includes(dim))).map(([unit]) => unit)),
  ]),
);
/** The units that measure a dimension of a category (electronics reads no counts: 2 pc is no size of it). */
export function categoryUnits(category: string): ReadonlySet<string> {
  return CATEGORY_UNITS.get(category) ?? EMPTY;
}

/**
 * Whether one of two product names is a maker's description beside the other's listing name
 * (description_words: long, and many times the other) that names every word of the shorter name
 * carrying a digit (its model numbers and sizes; a code piece of four or more characters may be run together
 * with its neighbours there): name comparators then read how much of the shorter
 * name it covers, its extra words being no evidence of another product. A description of a sibling
 * model (nuvi 760 beside a listing of the 260W) is read as before.
 */
export function oneIsDescription(a: readonly string[], b: readonly string[]): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const { min_words: min, ratio } = PRODUCT_UNITS.description_words;
  if (short.length === 0 || long.length < min || long.length < ratio * short.length) return false;
  // A code split by a separator on one side (KX-TG6431B / KXTG6431B) is found in the words run together.
  const joined = long.join('');
  return short.every((w) => !HAS_DIGIT.test(w) || long.includes(w) || (w.length >= MIN_JOINED_CODE && joined.includes(w)));
}

/** A till word found as a title's word misspelt (Simplicty / Simplicity): the token comparator's floor, the stricter of the two name readers'. */
const TILL_WORD_FLOOR = 0.9;
/**
 * A title's word that names one item of a range when a till line leaves it out: a bare number (a size,
 * a count, a model number: 22 x 33, 500 sheets) or a code of letters and digits, four or more, that is no
 * number with its unit (13kg, 40lvs are sizes the spec comparator reads).
 */
const NUMBER_WITH_UNIT = /^\d+[a-z]+$/;
const BARE_NUMBER = /^\d+$/;
/** A bare number that opens a range closed by a number with its unit (15-36kg, 0-13kg: read 15 36kg) is part of that size, not a number of its own. */
function opensRange(words: readonly string[], i: number): boolean {
  return BARE_NUMBER.test(words[i]!) && NUMBER_WITH_UNIT.test(words[i + 1] ?? '');
}
const RATING_WORDS: ReadonlySet<string> = new Set(PRODUCT_UNITS.rating_words ?? []);
const MASS_DIMENSION = 'mass';
const GLUED_SIZE = /^(\d+)([a-z]+)$/;
/** A mass next to a rating word (load 40kg, max 125kg): a rating of what the product bears, not its own size. */
function ratedSize(words: readonly string[], i: number, w: string): boolean {
  if (!RATING_WORDS.has(words[i + 1] ?? '') && !RATING_WORDS.has(words[i - 1] ?? '')) return false;
  const m = GLUED_SIZE.exec(w);
  return m !== null && specValues(m[1]!, m[2]!).some(([dim]) => dim === MASS_DIMENSION);
}
const TILL_CODE = /^(?:\d+|(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])(?!\d+[a-z]+$)[a-z0-9]{4,})$/;

/** A till's word and a title's word read as one: equal, misspelt (Simplicty / Simplicity), or a short form of it (GRY / gray). */
function tillWordOf(w: string, x: string): boolean {
  return w === x || (w.length >= 3 && x.length >= 3 && (jaroWinklerAtLeast(w, x, TILL_WORD_FLOOR) > 0 || shortFormOf(w, x)));
}

function foundIn(w: string, long: readonly string[], joined: string): boolean {
  if (long.includes(w)) return true;
  if (HAS_DIGIT.test(w)) return w.length >= MIN_JOINED_CODE && joined.includes(w);
  return long.some((x) => tillWordOf(w, x));
}

/** A till's count glued to its unit or after its x (30S, 24s, 6PCS, X12): the number and its unit. */
const TILL_COUNT = /^(?:(\d+)([a-z]+)|x(\d+))$/;

/**
 * Whether a till's count (30S, 24S, 6PCS, X24) is a count the title writes as its bare number beside what it
 * counts (30 tablets, 24 cans, 24 x 330ml, pack of 6; session 37): pharmacies' and wholesalers' tills glue the
 * count to an s or a unit where the shop's title names the thing counted, so the word is found though no title
 * word spells it. Another number, or none, and the line is read as before.
 */
function tillCountIn(w: string, long: readonly string[]): boolean {
  const m = TILL_COUNT.exec(w);
  if (m === null) return false;
  const n = m[1] ?? m[3]!;
  if (m[2] !== undefined && !specValues(n, m[2]).some(([dim]) => dim === COUNT_DIMENSION)) return false;
  return long.includes(n.replace(/^0+(?=\d)/, ''));
}

/**
 * Per category, the variant words of its dimensions (a colour, a finish, a flavour, an edition) but the
 * base words of its one-sided variants (original, plain), built once: a title's word of these that a
 * till line leaves out names which of several products the title is.
 */
const TILL_VARIANT_WORDS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(PRODUCT_UNITS.categories).map(([category, dims]) => {
    const base = new Set(PRODUCT_UNITS.variant_markers[category]?.one_sided_variants?.base ?? []);
    const unread = new Set(PRODUCT_UNITS.till_line_words.unread_dimensions ?? []);
    return [category, new Set([...VARIANT_WORDS].filter(([w, [dim]]) => dims.includes(dim) && !unread.has(dim) && !base.has(w)).map(([w]) => w))];
  }),
);

/**
 * A title's word that says the item sold holds more than one product or another build of it (a bundle, a
 * kit, a travel system, a twin or double model, a pair): a till line that leaves it out may be the single
 * product (till_line_words.more_item_words).
 */
const TILL_MORE_ITEM_WORDS: ReadonlySet<string> = new Set(PRODUCT_UNITS.till_line_words.more_item_words);

/**
 * Whether one of two product names is a till's, price list's or stock sheet's line beside a shop's or
 * maker's title of the product (till_line_words): the line has a few words, every one of them found in the
 * title (as written, misspelt, or, for a size or code, run together there; short forms are already read as
 * their words: BLK = black, TWL = towel), and the title has many times as many. A till prints what
 * identifies the item in the space it has; the title adds what the product is and does (Vacuum Flask,
 * Glass Inner, Screw Stopper), which is no evidence of another product. A line naming a word the title
 * lacks (a colour, a size, a line name) is read as before, so a sibling still differs; so is a title whose
 * extra words name a variant of the category (a colour or an edition the line does not state: the line may
 * be another colour of the range). Codes, specs, markers and rivals still read both names.
 */
export function oneIsTillLine(a: readonly string[], b: readonly string[], category: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const { min_words: min, ratio } = PRODUCT_UNITS.till_line_words;
  if (short.length < min || long.length < ratio * short.length) return false;
  const joined = long.join('');
  if (!short.every((w) => foundIn(w, long, joined) || tillCountIn(w, long))) return false;
  const variants = TILL_VARIANT_WORDS.get(category) ?? EMPTY;
  const joinedShort = short.join('');
  const unstated = (x: string) => !short.some((w) => tillWordOf(w, x)) && !joinedShort.includes(x);
  // A variant word its dimension reads only after a cue (a tin's medium: in oil, in tomato sauce) names no variant elsewhere (with palm oil, pesto sauce).
  const variantAt = (x: string, i: number) => variants.has(x) && variantCued(long, i, VARIANT_WORDS.get(x)![0]);
  if (long.some((x, i) => (variantAt(x, i) || TILL_MORE_ITEM_WORDS.has(x) || (TILL_CODE.test(x) && !opensRange(long, i))) && unstated(x))) return false;
  const stated = new Set(specReadings(`${category}\u0000${short.join(' ')}`).map(([dim]) => dim));
  // A size that closes a range (a child seat's 9-18kg) says whom or what the product takes — a car seat's or a
  // stroller's child by weight — not which item of a range it is: a line that leaves it out still names the item.
  // So does a mass bound to a rating word (a ladder's max 125kg, a shelf's load 40kg): what the item bears.
  const unranged = long.filter((w, i) => (i === 0 || !opensRange(long, i - 1)) && !ratedSize(long, i, w));
  return specReadings(`${category}\u0000${unranged.join(' ')}`).every(([dim]) => stated.has(dim));
}

/**
 * Whether, in a product category, one name covers the other as a maker's description or a shop's title covers
 * a listing's or a till's line (oneIsDescription, oneIsTillLine): the name comparators then read how much of
 * the shorter name the longer covers. The one test both name comparators (placename, tftoken) ask.
 */
export function oneCoversTheOther(a: readonly string[], b: readonly string[], category: string | undefined): boolean {
  return category !== undefined && (oneIsDescription(a, b) || oneIsTillLine(a, b, category));
}

const STYLE_WORDS: ReadonlyMap<string, ReadonlySet<string>> = new Map(Object.entries(PRODUCT_UNITS.style_words).map(([c, words]) => [c, new Set(words)]));
/**
 * The one-word entries of the synonym and style tables of every category (witbier, schwarzbier, weizenbock): a
 * compounding language's word reading (titleLanguage.ts compoundReading) leaves them whole, as the tables read them.
 */
const HELD_WHOLE: ReadonlySet<string> = new Set(
  [...Object.values(PRODUCT_UNITS.synonyms).flat(2), ...Object.values(PRODUCT_UNITS.style_words).flat()].filter((w) => !w.includes(' ')),
);
/** A category's style words (ale, lager, ipa, stout): what a listing appends to a product's own name (Foghorn / Foghorn IPA). */
export function styleWords(category: string | undefined): ReadonlySet<string> {
  return (category === undefined ? undefined : STYLE_WORDS.get(category)) ?? EMPTY;
}

/** Words that name no model line before a number (up to 10, pack of 2). */
export const LINE_FUNCTION_WORDS: ReadonlySet<string> = new Set(PRODUCT_UNITS.line_function_words);

/** Roman numeral → its value, read as a line's number after a word (Mark III = Mark 3). */
export const LINE_NUMERALS: ReadonlyMap<string, number> = new Map(Object.entries(PRODUCT_UNITS.line_numerals));

/** Longest number after which a trailing letter names another generation (3 / 3S), not a variant (C270 / C270H). */
export const LINE_GENERATION_DIGITS: number = PRODUCT_UNITS.line_generation_digits;

/** Sign → the tier word it writes after a model name (S10+ = S10 Plus). */
export const LINE_SIGNS: ReadonlyMap<string, string> = new Map(Object.entries(PRODUCT_UNITS.line_signs));
