// Products: model codes, identity specs and rival brands, all read from the product title.
// - code: tokens that mix letters and digits (≥ 4 characters, or bare numbers of ≥ 5 digits such as
//   GTINs), minus format codes (1080p, 4k, 5g) and customs classification numbers after their label (HS 1517.10); null unless both titles carry one; 1.0 when they
//   share one, else 0.0.
// - spec: numbers bound to the category's identity units (16GB, 6.1 inch, 500ml, 1kg = 1000g, 12 inch
//   = 30.5 cm; oz read both as weight and as fluid ounces) and
//   the category's variant words (colours: black, grey = gray; wood finishes: walnut), and for
//   categories with the `size` dimension the sizes written W x H (x D) (36 x 60, 1/2 x 50, 57 3 4 x 77 = 57¾ x
//   77; sides sorted, each within 3 %); null unless both carry a value of a common dimension; 1.0
//   when every such dimension shares a value (a "black/yellow" mat and a "black" one share black),
//   0.0 when one does not, or when each title states its contents only in a dimension exclusive of the
//   other's (500 ml / 500 g).
// - marker: refute-only — 0.0 when one title carries a variant marker of the category (a treatment
//   or edition: barrel-aged, imperial, nitro, diet, decaf; remanufactured, refurbished) that the
//   other lacks (unless the other lacks every word the marker qualifies too: a style left out, Pliny
//   the Elder Double IPA / Pliny the Elder), or both state vintage years (categories that count them)
//   and share none; else null.
// - line: refute-only — 0.0 when the two titles name one model line and then part: after a word both
//   share, one title carries a tier word of the category (Pro, Max, Ultra, Plus, Mini, Lite, Air, SE)
//   that the other lacks altogether (iPhone 13 / iPhone 13 Pro, Galaxy S21 / S21 Ultra, iPad / iPad
//   Mini), or each carries its own model number that the other lacks after the same word or the same
//   line and number (XPS 13 / XPS 15, XPS 13 9310 / XPS 13 9300, Galaxy S21 /
//   S22; numbers with the same digits, C270 / C270H, are one); words after a fit word (for, with) name
//   what the product fits and are not read; else null. A near miss: the exact model code outweighs it.
// - rival: refute-only — 0.0 when each title carries a distinctive word (tf distinctiveness ≥ 0.75,
//   not a number) the other lacks while they share no distinctive word; else null. A word is not the
//   title's own when the other title holds it inside a word, or one of the two writes it with a letter
//   spelled out and the other with the letter (ae for ä: Loewenbraeu / Löwenbräu;
//   product-units.json spelled_out_letters).
import { allMatches } from '../../core/matches.js';
import { isbn13Of } from '../../extract/shapes.js';
import { memoiseString } from '../../core/memo.js';
import { normaliseText, tokensOfNormalised } from '../normalise.js';
import { jaroWinklerAtLeast } from '../similarity.js';
import { isEnglishWord } from '../../lexicon/stopWords.js';
import { productWords } from './brand.js';
import { comparableWords } from './placeName.js';
import { findTypes } from './typeVocabulary.js';
import {
  closeEnough,
  deniesStatedFeature,
  designationsOf,
  EXCLUSIVE_WITH,
  FIT_WORDS,
  LINE_FUNCTION_WORDS,
  LINE_GENERATION_DIGITS,
  LINE_NUMERALS,
  LINE_SIGNS,
  PRODUCT_UNITS,
  PACK_COUNT_TOKEN,
  PROPERTY_WORDS,
  SIZE,
  SIZE_DIMENSION,
  sizeReadings,
  sizesAgree,
  spelledOutVariant,
  writesSpelledLetter,
  STOP_CODES,
  normaliseForSpecs,
  withCountsFirst,
  tyreSizesOf,
  SPEC_PATTERN,
  specValues,
  statedYears,
  UNIT_READINGS,
  VARIANT_WORDS,
  variantReading,
  variantCued,
  categoryDimensions,
  categoryUnits,
  canonicalTitle,
  shortFormsRead,
  shortFormOf,
  withoutListingWords,
  withoutClassificationCodes,
  gluedSizes,
  lineTiers,
  variantMarkers,
  withoutDocumentLabel,
  SIBLING_BASE_WORDS,
  SIBLING_CATEGORIES,
  SIBLING_NEUTRAL_WORDS,
  SIBLING_VARIANT_WORDS,
} from './productData.js';
import type { ComparatorContext, ComparatorResult, ComparatorSpec, FieldValue } from './types.js';
import { asText } from './types.js';

export { productSizes } from './productData.js';

const CODE_TOKEN = /[a-z0-9][a-z0-9-/.]{2,}/g;

/** Model codes of a title (memoised: treat as read-only). */
export const productCodes: (title: string) => ReadonlySet<string> = memoiseString(productCodesOnce);

function productCodesOnce(title: string): Set<string> {
  const out = new Set<string>();
  // A W x H size (W168cm x D229cm, a curtain's width and drop) is read by the spec comparator, no code.
  // A customs classification number (HS 1517.10) is a class of goods, no code of the item (withoutClassificationCodes).
  const text = withoutClassificationCodes(normaliseText(title));
  for (const raw of (text.includes('x') || text.includes('by') ? text.replace(SIZE, ' ') : text).match(CODE_TOKEN) ?? []) {
    const code = raw.replace(/[^a-z0-9]/g, '');
    if (STOP_CODES.has(code) || !/[0-9]/.test(code)) continue;
    const digitsOnly = /^[0-9]+$/.test(code);
    if (digitsOnly ? code.length >= 5 : code.length >= 4 && !(SPEC_ONLY.test(code) && !LONG_NUMBER_ONE_LETTER.test(code))) out.add(code);
    // A valid ISBN-10 is also read as the ISBN-13 of the same edition (ISO 2108: 978, its first nine digits,
    // a new check digit): one catalogue prints the older number, another the newer, of one book. Only a
    // ten-character number whose own check digit holds is read so, and only as one more code.
    if (code.length === ISBN10_LENGTH) {
      const isbn13 = isbn13Of(code);
      if (isbn13 !== null) out.add(isbn13);
    }
  }
  return out;
}
const ISBN10_LENGTH = 10;

/** The codes of a title read from a pack's count after its word and a slash (PACK_COUNT_TOKEN: CTN/50 → ctn50). */
const packCountCodes = memoiseString((title: string): ReadonlySet<string> => {
  const out = new Set<string>();
  for (const raw of normaliseText(title).match(CODE_TOKEN) ?? []) if (PACK_COUNT_TOKEN.test(raw)) out.add(raw.replace(/[^a-z0-9]/g, ''));
  return out;
});

/**
 * Two titles' codes (productCodes) without the pack counts both write (PACK_COUNT_TOKEN: CTN/24 on both): a
 * pack's count after its word and a slash says how many units the pack or carton holds, which two lines of one
 * supplier's range share across their products, so one count on both is no code the titles share; two counts
 * (BX/100 against BX/50, PK/10 against CS/10) stay two codes and still part two items, as two pack sizes are.
 */
export function withoutSharedPackCounts(ta: string, tb: string): [ReadonlySet<string>, ReadonlySet<string>] {
  const ca = productCodes(ta);
  const cb = productCodes(tb);
  const pa = packCountCodes(ta);
  if (pa.size === 0) return [ca, cb];
  const shared = [...pa].filter((c) => packCountCodes(tb).has(c));
  if (shared.length === 0) return [ca, cb];
  return [new Set([...ca].filter((c) => !shared.includes(c))), new Set([...cb].filter((c) => !shared.includes(c)))];
}
// "16gb", "500ml" are specs, not codes.
// A number of five digits or more before a one-letter unit (38644w, 70955g) is a part number with its
// variant letter, not 38,644 watts: the one-letter units (w, v, g, l, m, x) measure products in far fewer
// (a 10000 W generator is the rare exception: its size is read as a code by this reader too).
const LONG_NUMBER_ONE_LETTER = /^\d{5,}[a-z]$/;
// Built once from the units file (a unit added there, 120qt, is a size here too, not a model code).
const SPEC_ONLY = new RegExp(
  `^\\d+(?:${Object.keys(PRODUCT_UNITS.units)
    .filter((u) => /^[a-z]+$/.test(u))
    .sort((x, y) => y.length - x.length)
    .join('|')})$`,
);

export function compareCodes(rawA: FieldValue, rawB: FieldValue): ComparatorResult | null {
  // A document's label before a colon (DELIVERY NOTE DN-6607 …:, REMOVALS INVENTORY R-3381 …:, FIXED ASSET
  // FA-0193:) numbers the document, the lot or the asset, not the product: its reference is no code of the item
  // (session 45, pset25r), so the label is read away as the name comparators read it (withoutDocumentLabel).
  const [a, b] = [withoutDocumentLabel(asText(rawA), asText(rawB)), withoutDocumentLabel(asText(rawB), asText(rawA))];
  const [ca, cb] = withoutSharedPackCounts(a, b);
  // A maker's article number written in groups of digits (33 265 003, 23323 001) is the number one title runs
  // together (33265003): makers print it grouped on the box and in their catalogues, shops and bills of
  // quantities copy it either way (session 44). Only digits written apart by single spaces are joined, and the
  // joined number counts only where the other title writes it whole as a code.
  const ga = digitGroups(a);
  const gb = digitGroups(b);
  if (ga.size > 0 || gb.size > 0) {
    const mine = [...ca].filter((c) => ALL_DIGITS.test(c));
    const theirs = [...cb].filter((c) => ALL_DIGITS.test(c));
    // Two titles writing one number in the same groups (205 55 16, a tyre's size; 120 60 75, a desk's) share
    // numbers, not a code: only two groupings of one number are read as one article number (review of session 44).
    const regrouped = [...ga].some(([g, w]) => gb.has(g) && gb.get(g) !== w);
    if (mine.some((c) => gb.has(c)) || theirs.some((c) => ga.has(c)) || regrouped) return { sim: 1 };
  }
  if (ca.size === 0 || cb.size === 0) return null;
  for (const c of ca) if (cb.has(c)) return { sim: 1 };
  return { sim: 0 };
}
const ALL_DIGITS = /^\d+$/;
/** The fewest digits a number written in groups holds to be read as an article number (a price of 4 500 is none). */
const MIN_GROUPED_DIGITS = 6;
/** Runs of two to four groups of digits apart by single spaces (33 265 003), each run joined, to its writing (memoised). */
const digitGroups = memoiseString((title: string): ReadonlyMap<string, string> => {
  const out = new Map<string, string>();
  for (const m of title.matchAll(DIGIT_GROUPS)) {
    const joined = m[0].replace(/ /g, '');
    if (joined.length >= MIN_GROUPED_DIGITS && !out.has(joined)) out.set(joined, m[0]);
  }
  return out;
});
const DIGIT_GROUPS = /(?<![\p{L}\p{N}.,/-])\d{1,6}(?: \d{2,6}){1,3}(?![\p{L}\p{N}/-]|[.,]\d)/gu;

const specsMemo = memoiseString((key: string) => {
  const cut = key.indexOf('\u0000');
  return productSpecsOnce(key.slice(cut + 1), key.slice(0, cut));
});

/** Identity specs of a title per dimension, in base units (memoised: treat as read-only). */
export function productSpecs(title: string, category: string): ReadonlyMap<string, ReadonlySet<number>> {
  return specsMemo(`${category}\u0000${title}`);
}

function productSpecsOnce(title: string, category: string): Map<string, Set<number>> {
  const dims = categoryDimensions(category);
  const out = new Map<string, Set<number>>();
  const text = withCountsFirst(category, normaliseForSpecs(title));
  const tokens = tokensOfNormalised(text);
  for (const [i, w] of tokens.entries()) {
    const variant = variantReading(w, dims);
    if (!variant || !variantCued(tokens, i, variant[0])) continue;
    const set = out.get(variant[0]) ?? new Set<number>();
    if (set.size === 0) out.set(variant[0], set);
    set.add(variant[1]);
  }
  // A W x H size is read whole by the size rule: its first number is no count ("8 x 10" is not 8 pieces).
  const specText = dims.has(SIZE_DIMENSION) ? text.replace(SIZE, (m) => ' '.repeat(m.length)) : text;
  const packed = variantMarkers(category)?.multipacks?.sizedBy;
  for (const m of specText.matchAll(SPEC_PATTERN)) {
    // A pack of units of this size (4 x 90g, 4g x 100, 24x330ml) also states its contents in all (360 g,
    // 400 g, 7.92 l), as the other listing of one pack may write them: pack of 4 (360 g).
    const units = packed === undefined ? 1 : packCount(specText, m.index, m.index + m[0].length);
    // A unit with a second reading (oz: an ounce of weight or a fluid ounce) counts in both dimensions.
    for (const [dim, read] of specValues(m[1]!, m[2]!)) {
      if (!dims.has(dim)) continue;
      const set = out.get(dim) ?? new Set<number>();
      if (set.size === 0) out.set(dim, set);
      set.add(Math.round(read * 1000) / 1000);
      if (units > 1 && packed!.has(dim)) set.add(Math.round(read * units * 1000) / 1000);
    }
  }
  if (packed !== undefined && dims.has(COUNT_DIMENSION)) {
    // Strips or cards of a count in one box (3 x 10 tablets, 10 cards x 10 tablets, 2 x 12 rolls): a pharmacy's
    // and a wholesaler's line states the box by its pieces in all (30s, 100s, 24 rolls), one more reading of the count.
    for (const m of allMatches(COUNT_OF_COUNTS, specText)) {
      if (specValues(m[3]!, m[4]!).length > 0 || (m[2] !== undefined && specValues(m[1]!, m[2]).length > 0)) continue;
      const total = Number(m[1]) * Number(m[3]);
      if (total < 2 || total > MAX_PACK_COUNT * 10) continue;
      const set = out.get(COUNT_DIMENSION) ?? new Set<number>();
      if (set.size === 0) out.set(COUNT_DIMENSION, set);
      set.add(total);
    }
  }
  return out;
}

const COUNT_DIMENSION = 'count';
const COUNTS: ReadonlySet<string> = new Set([COUNT_DIMENSION]);
/**
 * A count of pieces bound by x to a count of packs before it, with one word of the packs' between (3 x 10
 * tablets, 10 cards x 10 tablets): group 1 the packs, group 2 the packs' word, group 3 the pieces in each,
 * group 4 the word after them (a unit in either place makes it a size, read by SPEC_PATTERN: 6 x 25g, 2g x50).
 */
const COUNT_OF_COUNTS = /(?<![\p{L}\p{N}.,])(\d+)\s*(?:(\p{L}+)\s*)?[x×]\s*(\d+)(?![\p{N}.,])\s*(\p{L}+)/gu;

/** A pack's count bound by x before a size (4 x 90g, 24x330ml): group 1 the count. */
const COUNT_BEFORE = /(?<![\p{L}\p{N}.,])(\d+)\s*[x×]\s*$/u;
/** A pack's count bound by x after a size (4g x 100, 330ml x 24, 75cl x12): group 1 the count. */
const COUNT_AFTER = /^\s*[x×]\s*(\d+)(?![\p{L}\p{N}.,])/u;
/** Above this a number bound by x is no count of units in one pack (a reading of a code or a size). */
const MAX_PACK_COUNT = 500;

/**
 * The number of units of one size a title sells in one pack, read from a count bound to the size by x
 * on either side (the multipacks' bound form, product-units.json variant_markers), else 1. Retail feeds
 * and till lines write a pack as its count and its unit's size (4 x 90g, 4g x 100, 24 x 330ml), the maker's
 * own listing often as its count and its total contents (pack of 4, 360 g; 100 cubes, 400 g): both are one
 * pack, so the pack's total is one more reading of its size (the multipack marker still reads the count).
 */
function packCount(text: string, start: number, end: number): number {
  const m = COUNT_BEFORE.exec(text.slice(Math.max(0, start - 12), start)) ?? COUNT_AFTER.exec(text.slice(end, end + 12));
  const n = m === null ? 1 : Number(m[1]);
  return n >= 2 && n <= MAX_PACK_COUNT ? n : 1;
}

// Measured specs agree within productData's closeEnough (3 %); variant words (colours) are not
// measured: only the same colour agrees.

export function compareSpecs(a: FieldValue, b: FieldValue, spec: ComparatorSpec): ComparatorResult | null {
  const read = specsAgreement(a, b, spec);
  // Session 49 (sibling_words categories): an agreeing size weighs (the pack's weight) only where the two titles'
  // differing words name no sibling of a range (plainDifference): one size is what a maker's flavours, fat levels and
  // free-from versions share, so beside such a word it says nothing of one product.
  if (read === null || !SIBLING_CATEGORIES.has(spec.category ?? '') || read.plainDifference === true) return read;
  return { ...read, weightFactor: 0 };
}

function specsAgreement(a: FieldValue, b: FieldValue, spec: ComparatorSpec): ComparatorResult | null {
  const sa = productSpecs(asText(a), spec.category ?? '');
  const sb = productSpecs(asText(b), spec.category ?? '');
  let shared = 0;
  /** Shared sizes read from numbers and units (not a variant word such as a colour both titles name). */
  let measured = 0;
  // A feature one title denies and the other states (without lid / with lid) is another item.
  if (deniesStatedFeature(asText(a), asText(b))) return { sim: 0 };
  if (categoryDimensions(spec.category ?? '').has(SIZE_DIMENSION)) {
    const za = sizeReadings(asText(a));
    const zb = sizeReadings(asText(b));
    if (za.length > 0 && zb.length > 0) {
      if (!sizesAgree(za, zb)) return { sim: 0 };
      shared++;
      measured++;
    }
  }
  // A tyre size both titles state (3.00-17 / 3.00-18, 205/55R16 / 215/55R16): different sizes are two products.
  const ta = tyreSizesOf(spec.category ?? '', normaliseText(asText(a)));
  if (ta.size > 0) {
    const tb = tyreSizesOf(spec.category ?? '', normaliseText(asText(b)));
    if (tb.size > 0) {
      if (![...ta].some((t) => tb.has(t))) return { sim: 0 };
      shared++;
    }
  }
  // A designation both titles state (class B / class D, grade 42.5R / 32.5R): different values are two products.
  const da = designationsOf(spec.category ?? '', normaliseText(asText(a)));
  if (da.size > 0) {
    const db = designationsOf(spec.category ?? '', normaliseText(asText(b)));
    for (const [entry, values] of da) {
      const other = db.get(entry);
      if (other === undefined) continue;
      if (![...values].some((v) => other.has(v))) return { sim: 0 };
      shared++;
    }
  }
  for (const [dim, values] of sa) {
    const other = sb.get(dim);
    if (!other) {
      // One size stated in exclusive ways (500 ml / 500 g): each title measures its contents in a
      // dimension the other does not state at all, so the two are not the same size.
      const rivals = EXCLUSIVE_WITH.get(dim);
      if (rivals && [...rivals].some((r) => sb.has(r) && !sa.has(r))) return { sim: 0 };
      continue;
    }
    shared++;
    const exact = Object.hasOwn(PRODUCT_UNITS.variant_words ?? {}, dim);
    if (!exact) measured++;
    if (![...values].some((v) => (exact ? other.has(v) : [...other].some((w) => closeEnough(v, w))))) return { sim: 0 };
    // Variant words beside a shared one: each title naming one the other lacks is two variants (Home
    // Basic / Home Premium, Home and Student / Home and Business); one title naming more is a fuller listing.
    if (exact && [...values].some((v) => !other.has(v)) && [...other].some((v) => !values.has(v))) return { sim: 0 };
    // Measures the same (session 41, pairs41): two sizes beside a shared one, each title stating one the other
    // does not come near (a roll 30 cm wide of 10 m / of 20 m, a hose 12.5 mm across of 15 m / 30 m), are two
    // items, as a maker sells one width or bore in several lengths; one title stating more is a fuller listing.
    // Held-out pair sets 12, 14 and 20 (three authors) merged such siblings on the shared size.
    if (!exact && [...values].some((v) => ![...other].some((w) => closeEnough(v, w))) && [...other].some((w) => ![...values].some((v) => closeEnough(v, w))))
      return { sim: 0 };
  }
  if (shared === 0) return null;
  const category = spec.category ?? '';
  if (measured === 0) return { sim: 1 };
  const [textA, textB] = [asText(a), asText(b)];
  const out: ComparatorResult = fullerListing(textA, textB, category) ? { sim: 1, fullerListing: true } : { sim: 1 };
  if (SIBLING_CATEGORIES.has(category) && plainDifference(textA, textB, category)) out.plainDifference = true;
  return out;
}

/**
 * Whether the words two titles of one measured size differ by name no sibling of a range (session 49; both titles
 * read in English, as the spec comparator reads them). Left aside first: the words both write, numbers and units,
 * the words around a title (sibling_words.neutral: its pack, the order, a function word), base words (original,
 * classic), and a word that is a cut or a longer form of one the other title writes (salt / salted, CHKN / chicken,
 * digestive / digestives). What is left must hold no sibling word (sibling_words.variants: a flavour, a fat level,
 * a recipe or grade, a diet, organic or free-from version, a life stage, a size grade, a pack count; nor the tables'
 * variant words and markers), and only one title may add words of English: two titles each adding one (Macaroni /
 * Spaghetti, Drumsticks / Mixed Portions, Tonic / Ginger Ale) may be two products of the range whatever the word,
 * as may two titles each adding a bare number or each adding words no table reads. A title that adds words of
 * another language the tables leave unread, against the other's English, is one product written twice.
 */
function plainDifference(a: string, b: string, category: string): boolean {
  // A count bound to x or to a count's letters (x20, 24s) is that count: against a bare one on the other title
  // (20 / x20) it agrees, against another (24s / 12 cans) it is another pack.
  const counted = (ws: readonly string[]) => ws.map((w) => BOUND_COUNT.exec(w)?.slice(1).find((g) => g !== undefined) ?? w);
  const wa = counted(productWords(a));
  const wb = counted(productWords(b));
  const dims = categoryDimensions(category);
  const left = (x: readonly string[], y: readonly string[]) => x.filter((w) => !y.includes(w) && !aroundTitle(w) && !formOfOther(w, y, dims));
  const ra = left(wa, wb);
  const rb = left(wb, wa);
  if ([...ra, ...rb].some((w) => namesSibling(w, dims) || compoundSibling(w))) return false;
  // A percentage is a grade of the range (1,5 % / 3,5 % milk, 5 % / 20 % fat mince, 70 % cocoa): one the titles do
  // not state alike (one states it, the other another or none) may be another sibling; its digits, read as bare
  // numbers or a code, say nothing of that by themselves (review of pairs49).
  if (!samePercentages(a, b)) return false;
  const numbers = (ws: readonly string[]) => ws.some((w) => BARE_NUMBER.test(w));
  if (numbers(ra) && numbers(rb)) return false;
  const words = (ws: readonly string[]) => ws.filter((w) => LETTER_WORD.test(w));
  const [la, lb] = [words(ra), words(rb)];
  // A till's line (a title in capitals, no small letter) keys cuts of the product's own words. A word of letters it
  // alone adds, two letters or more and no cut of the other title's, where the other adds none, is what the till keys
  // to tell the item from its siblings (YOG RASP, YOG STRAW, YOG BLKCRNT, PASTA GF against the shop's listing: a
  // flavour or a free-from version the lists lack), not a word around the title; where the other title adds words
  // too (another language), the two are read as before (review of pairs49).
  const tillAlone = (raw: string, own: readonly string[], otherLetters: readonly string[]) =>
    otherLetters.length === 0 && !SMALL_LETTER.test(raw) && own.some((w) => TWO_LETTERS.test(w));
  if (tillAlone(a, ra, lb) || tillAlone(b, rb, la)) return false;
  const [ea, eb] = [la.some((w) => isEnglishWord(w)), lb.some((w) => isEnglishWord(w))];
  if (ea && eb) return false;
  return !(la.length > 0 && lb.length > 0 && !ea && !eb);
}

const HAS_DIGIT = /\p{N}/u;
/** A count bound to x before it or to a count's letters after it (x20, 30s, 12pk): group 1 or 2 the count. */
const BOUND_COUNT = /^(?:x(\d+)|(\d+)(?:s|pk|pcs|ct))$/u;
/** A word around a title: a size or a code with digits (not a bare number), a unit, a letter alone, a function, pack or base word. */
function aroundTitle(w: string): boolean {
  if (BARE_NUMBER.test(w)) return false;
  if (w.length < 2 || HAS_DIGIT.test(w) || LINE_FUNCTION_WORDS.has(w)) return true;
  return SIBLING_NEUTRAL_WORDS.has(w) || SIBLING_BASE_WORDS.has(w) || specValues('1', w).length > 0;
}
/** A word naming a sibling: sibling_words.variants, or a variant word the category reads or a colour or flavour (not a base one: original, plain). */
function namesSibling(w: string, dims: ReadonlySet<string>): boolean {
  if (SIBLING_VARIANT_WORDS.has(w)) return true;
  if (SIBLING_BASE_WORDS.has(w) || w === 'plain') return false;
  return variantReading(w, dims) !== undefined || namesVariant(w);
}
const SMALL_LETTER = /\p{Ll}/u;
const TWO_LETTERS = /^\p{L}{2,}$/u;
const PERCENTAGE = /(\p{N}+(?:[.,]\p{N}+)?)\s*%/gu;
/** Whether two titles state the same percentages (1,5 % / 1.5%), or neither states one. */
function samePercentages(a: string, b: string): boolean {
  const read = (t: string) => [...new Set([...t.matchAll(PERCENTAGE)].map((m) => m[1]!.replace(',', '.')))].sort().join(' ');
  return read(a) === read(b);
}
const MIN_COMPOUND_PART = 5;
/**
 * Whether `w`, no English word, is a compound opening or closing with a sibling word of five letters at least and
 * three more letters of its own (glutenfreie, laktosefrei, erdbeerjoghurt, aardbeienyoghurt): German, Dutch and
 * Afrikaans write the flavour or the free-from version into one word with the product, where the lists hold the
 * parts (review of pairs49). Five letters at least, as a shorter part opens too many words of its own.
 */
function compoundSibling(w: string): boolean {
  if (!LETTER_WORD.test(w) || w.length < MIN_COMPOUND_PART + 3 || isEnglishWord(w)) return false;
  for (let k = MIN_COMPOUND_PART; k <= w.length - 3; k++) {
    if (SIBLING_VARIANT_WORDS.has(w.slice(0, k)) || SIBLING_VARIANT_WORDS.has(w.slice(w.length - k))) return true;
  }
  return false;
}
const MIN_FORM_LETTERS = 4;
/**
 * Whether `w` is a cut or a longer form of a word `other` writes: one opens the other, four letters at least (salt /
 * salted, choc / chocolate, sardin / sardines) or three where neither is a sibling word (veg / vegetable), or `w`,
 * no English word, is a till's cut spelled in order by the other's letters from the start of one of its words (chkn:
 * chicken, pcs: pieces); or a bare count the other writes bound to a letter (20 / x20).
 */
function formOfOther(w: string, other: readonly string[], dims: ReadonlySet<string>): boolean {
  // A count written bare on one title and bound on the other (20 / x20, 30 / 30s) is one count.
  if (BARE_NUMBER.test(w)) return other.some((o) => BOUND_COUNT.exec(o)?.slice(1).includes(w) === true);
  if (!LETTER_WORD.test(w)) return false;
  for (const o of other) {
    if (!LETTER_WORD.test(o)) continue;
    const [short, long] = o.length < w.length ? [o, w] : [w, o];
    if (!long.startsWith(short)) continue;
    // Three letters open too many words to stand for one where either is a sibling word (red: reduced).
    if (short.length >= MIN_FORM_LETTERS || (short.length === MIN_FORM_LETTERS - 1 && !namesSibling(short, dims) && !namesSibling(long, dims))) return true;
  }
  return !isEnglishWord(w) && w.length <= 5 && spelledFrom(w, other.filter((o) => LETTER_WORD.test(o) && o.length > w.length));
}

const LETTER_WORD = /^\p{L}{3,}$/u;
const BARE_NUMBER = /^\p{N}+$/u;

/**
 * Whether one of two titles that state one size alike is a fuller listing of the other (both read in English, as
 * the spec comparator reads them): only one title writes English words the other lacks (Kericho Gold Loose Leaf Tea
 * BP1 500g / KERICHO GOLD TEA LEAVES BP1 500G X20 is not this case; Butt Hinge 75mm (3 inch) Solid Brass, Pair with
 * Screws / HINGE BUTT 75MM SOLID BRASS PR is), the other title's own words being none, or words of another language
 * or a till's cuts the tables do not read. A shop that adds what the item is, its material or its packaging adds no
 * other product; two titles that each add a word (Semi Skimmed / Whole, Kitten / Adult, Drumsticks / Mixed
 * Portions) may be two siblings, so they are not this case. Nor is a variant word (original, scented, pink: the
 * tables' variant words) only one title names (session 48 review: a plain listing is the base product, not its
 * pink or flavoured sibling), a till's cut in capitals the other title does not spell (FES against Special Export),
 * nor a bare number on each side that the other lacks (roll of 40 / roli ya 20).
 * Asked only where the two titles share a measured size (a number and its unit), not a colour or another variant
 * word alone (bushnell ... gray / ... gps locator gray names no size). Read by the engine's gate only
 * (ComparatorResult.fullerListing): it adds no weight to the score.
 */
function fullerListing(a: string, b: string, category: string): boolean {
  const wa = productWords(a);
  const wb = productWords(b);
  const own = (x: readonly string[], y: readonly string[]) => x.filter((w) => !y.includes(w));
  const oa = own(wa, wb);
  const ob = own(wb, wa);
  const english = (ws: readonly string[]) => ws.some((w) => LETTER_WORD.test(w) && (isEnglishWord(w) || VARIANT_WORDS.has(w)));
  if (english(oa) && english(ob)) return false;
  // Two makers: words of no language on both titles (Miele / Bosch), or two titles opening with words the other
  // never writes (Della / Igloo, where a title names its maker): two brands, not a fuller listing.
  const lettered = (ws: readonly string[]) => ws.some((w) => LETTER_WORD.test(w));
  if (lettered(oa) && lettered(ob) && !english(oa) && !english(ob)) return false;
  if (wa.length > 0 && wb.length > 0 && !wb.includes(wa[0]!) && !wa.includes(wb[0]!)) return false;
  if (oa.some((w) => BARE_NUMBER.test(w)) && ob.some((w) => BARE_NUMBER.test(w))) return false;
  // A variant word (a flavour, a colour, a heat: the tables' variant words) that only one title names is a
  // sibling, not a fuller listing, whatever the other adds: a maker's plain listing names its base product (Gordon's
  // Gin 750ml is not its Pink Gin 750ml; Pringles 165g is not Sour Cream 165g), and a word the other adds may name
  // the other variant (odourless against scented).
  if (oa.some(namesVariant) || ob.some(namesVariant)) return false;
  // Session 49: in a category read for sibling words (sibling_words.categories), any of them one title alone names,
  // not as a cut or a longer form of the other's word, is a sibling too (kitten, organic, sem acucar, halfvolle).
  if (SIBLING_CATEGORIES.has(category)) {
    const dims = categoryDimensions(category);
    const sibling = (x: readonly string[], y: readonly string[]) => x.some((w) => namesSibling(w, dims) && !formOfOther(w, y, dims));
    if (sibling(oa, wb) || sibling(ob, wa)) return false;
  }
  const variantAgainstWord = (x: readonly string[], y: readonly string[]) => x.some((w) => VARIANT_WORDS.has(w)) && y.some((w) => LETTER_WORD.test(w));
  if (variantAgainstWord(oa, ob) || variantAgainstWord(ob, oa)) return false;
  // The title that adds no English word may add a till's cut (DCP, BRKT, EASYGRIP). Standing inside the name both
  // titles share (a shared word before it and after it), where the other title writes its own words, it is a cut
  // of this item only where its letters are the other title's, in order from the start of one of its words (dry
  // chemical powder, bracket): a cut there the other title does not spell names another line (GUINNESS FES STOUT,
  // foreign extra stout, against Guinness Special Export Stout), so the two are not one listing made fuller. A
  // note after the name (FRZ, ASST, PNEU) is the till's about the item's state or packing and names no line.
  const plain: readonly [string, readonly string[], readonly string[]][] = english(oa) ? [[b, ob, wa]] : english(ob) ? [[a, oa, wb]] : [[a, oa, wb], [b, ob, wa]];
  return !plain.some(([raw, own, other]) => own.some((w) => LETTER_WORD.test(w) && !isEnglishWord(w) && writtenInCapitals(raw, w) && withinSharedName(productWords(raw), w, other) && !spelledFrom(w, other)));
}

/** The variant dimensions whose words name a sibling of one product line (a colour, a flavour) rather than its form. */
const SIBLING_DIMENSIONS: ReadonlySet<string> = new Set(['colour', 'flavour']);
/** A variant word naming a sibling: a colour or a flavour, not the base one (original, plain: the plain listing's own). */
function namesVariant(w: string): boolean {
  const v = VARIANT_WORDS.get(w);
  return v !== undefined && SIBLING_DIMENSIONS.has(v[0]) && w !== 'original' && w !== 'plain';
}
const CAPITALS_TOKEN = /^\p{Lu}{3,}$/u;
const RAW_SPLIT = /[^\p{L}\p{N}]+/u;
/** Whether title `raw` writes the word `w` (lower case) in capitals: a till's or a register's cut. */
function writtenInCapitals(raw: string, w: string): boolean {
  return raw.split(RAW_SPLIT).some((t) => CAPITALS_TOKEN.test(t) && t.toLowerCase() === w);
}
/** Whether `w` stands in `words` between two words (of three letters or more) that `other` writes too. */
function withinSharedName(words: readonly string[], w: string, other: readonly string[]): boolean {
  const at = words.indexOf(w);
  const shared = (x: string) => LETTER_WORD.test(x) && other.includes(x);
  return at > 0 && words.slice(0, at).some(shared) && words.slice(at + 1).some(shared);
}
/** Whether `cut` is written inside one of `words` (barrow: wheelbarrow) or its letters are met in order in them from the start of one on (dcp: dry chemical powder). */
function spelledFrom(cut: string, words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.includes(cut)) return true;
    if (words[i]![0] !== cut[0]) continue;
    const text = words.slice(i).join('');
    let k = 0;
    for (let j = 0; j < text.length && k < cut.length; j++) if (text[j] === cut[k]) k++;
    if (k === cut.length) return true;
  }
  return false;
}

const markersMemo = memoiseString((key: string) => {
  const cut = key.indexOf('\u0000');
  return productMarkersOnce(key.slice(cut + 1), key.slice(0, cut));
});

/**
 * The variant markers a title carries, each with the words that follow it ('' at the end of the title):
 * marker indexes, and `y<year>` for vintage years (memoised: treat as read-only).
 */
export function productMarkers(title: string, category: string): ReadonlyMap<string, readonly string[]> {
  return markersMemo(`${category}\u0000${title}`);
}

function productMarkersOnce(title: string, category: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const data = variantMarkers(category);
  if (data === undefined) return out;
  const words = productWords(title);
  const dims = categoryDimensions(category);
  // A fit word before one of the category's variant words names the product's own platform or colour
  // (Academic for Mac, Upgrade for Windows), not a product it fits.
  const fits = (j: number) => FIT_WORDS.has(words[j] ?? '') && !dims.has(VARIANT_WORDS.get(words[j + 1] ?? '')?.[0] ?? '');
  const at = (phrase: readonly string[], i: number) =>
    phrase.every((w, k) => words[i + k] === w) &&
    !fits(i + phrase.length) &&
    !PROPERTY_WORDS.has(words[i - 1] ?? '') &&
    !data.countedWords.has(words[i + phrase.length] ?? '');
  data.markers.forEach((phrases, m) => {
    for (let i = 0; i < words.length; i++) {
      const p = phrases.find((x) => at(x, i));
      if (p === undefined) continue;
      const next = out.get(`${m}`) ?? [];
      next.push(words[i + p.length] ?? '');
      out.set(`${m}`, next);
    }
  });
  if (data.years) {
    // A year's digits inside a code (DST-2020, a steam iron's model; KB-1999/B) name no release: the code
    // is read run together first, as the code comparators read it.
    for (const y of statedYears(productWords(normaliseText(title).replace(CODE_JOIN, '')))) out.set(`y${y}`, []);
  }
  if (data.multipacks !== undefined) {
    for (const m of normaliseText(title).matchAll(data.multipacks.counts)) {
      const n = Number(m[1] ?? m.slice(2).find((g) => g !== undefined));
      if (n >= 2) out.set(`n${n}`, []);
    }
    // A twin or dual pack states its count of two in words (Twin Pack with 2 Cameras, a 2-pack of radios).
    if (data.multipacks.twoPacks !== undefined && normaliseText(title).search(data.multipacks.twoPacks) >= 0) out.set('n2', []);
  }
  return out;
}

/** A hyphen or slash between a code's letters and its digits (dst-2020, kb-1999/b). */
const CODE_JOIN = /(?<=[a-z])[-/](?=\d)|(?<=\d)[-/](?=[a-z])/g;

// A number as a title writes it, not part of a decimal (2.0 is no 2).
const STANDALONE_NUMBER = /(?<![\p{N}.])\p{N}+(?![\p{N}.])/gu;

/**
 * Whether a title states none of a multipack's counts: not as a number anywhere (25 box, 10-disc
 * spindle, 4 ct state the count in other words) nor, for two, as a word that says two (pair).
 */
function statesNoCount(title: string, counts: readonly string[], two: RegExp | undefined): boolean {
  const text = normaliseText(title);
  const numbers = new Set((text.match(STANDALONE_NUMBER) ?? []).map(Number));
  return !counts.some((n) => numbers.has(Number(n.slice(1))) || (n === 'n2' && two !== undefined && text.search(two) >= 0));
}

/** Whether both titles state a size in one of the given dimensions that agrees (330 ml / 33cl). */
function bothStateContents(a: string, b: string, category: string, dims: ReadonlySet<string>): boolean {
  const sa = productSpecs(a, category);
  const sb = productSpecs(b, category);
  return [...dims].some((d) => [...(sa.get(d) ?? [])].some((v) => [...(sb.get(d) ?? [])].some((w) => closeEnough(v, w))));
}

// A word a marker can qualify as part of a style (double IPA, imperial stout): letters only, not a code.
const STYLE_WORD = /^[a-z]+$/;

/**
 * A marker on one title only whose every following word the other title lacks altogether (Pliny the
 * Elder Double IPA / Pliny the Elder; Yeti Imperial Stout / Yeti): that listing left out the style the
 * marker belongs to, not the marker. Diet Cola / Cola, Bud Light / Bud still differ.
 */
function styleOmitted(next: readonly string[], other: readonly string[]): boolean {
  return next.every((w) => STYLE_WORD.test(w) && !other.includes(w));
}

export function compareMarkers(a: FieldValue, b: FieldValue, spec: ComparatorSpec): ComparatorResult | null {
  const ma = productMarkers(asText(a), spec.category ?? '');
  const mb = productMarkers(asText(b), spec.category ?? '');
  const data = variantMarkers(spec.category ?? '');
  const variants = data?.oneSidedVariants;
  if (ma.size === 0 && mb.size === 0 && (variants === undefined || variants.size === 0)) return null;
  const years = (m: ReadonlyMap<string, readonly string[]>) => [...m.keys()].filter((x) => x.startsWith('y'));
  const ya = years(ma);
  const yb = years(mb);
  // A vintage on one side only is a listing that leaves it out; two vintages must share one.
  if (ya.length > 0 && yb.length > 0 && !ya.some((y) => mb.has(y))) return { sim: 0 };
  // A multipack is another item than one of its units (a 2-pack of cartridges has its own code): two
  // stated counts must share one, and a count on one title only refutes unless the other states it in
  // other words (a 25 box, a pair).
  const counts = (m: ReadonlyMap<string, readonly string[]>) => [...m.keys()].filter((x) => x.startsWith('n'));
  const na = counts(ma);
  const nb = counts(mb);
  if (na.length > 0 && nb.length > 0 && !na.some((n) => mb.has(n))) return { sim: 0 };
  // Where the pack says so (sized_by: foods and drinks), only beside one unit size both titles state (a
  // case of 6 x 330ml against a 330ml can): a listing of the product without a size may be either.
  const sizedBy = data?.multipacks?.sizedBy;
  // A box of strips (3 x 10 tablets) against a line that counts its pieces (30s) states one count in all (the
  // spec comparator's count reading): no multipack on one side only.
  const sized = () =>
    (sizedBy === undefined || bothStateContents(asText(a), asText(b), spec.category ?? '', sizedBy)) &&
    !bothStateContents(asText(a), asText(b), spec.category ?? '', COUNTS);
  if (na.length > 0 && nb.length === 0 && statesNoCount(asText(b), na, data?.multipacks?.two) && sized()) return { sim: 0 };
  if (nb.length > 0 && na.length === 0 && statesNoCount(asText(a), nb, data?.multipacks?.two) && sized()) return { sim: 0 };
  const styles = data?.styles === true;
  // A marker the other title writes short (a till's DBL for double, DCF for decaf: shortFormsRead, session 44) is
  // the marker stated, not left out: the other title's markers are read with its short forms written out too.
  const one = (mx: typeof ma, my: typeof mb, other: string, mine: string) => {
    const words = productWords(other);
    let short: ReadonlyMap<string, readonly string[]> | undefined;
    const shortHas = (m: string) => {
      if (short === undefined) short = productMarkers(shortFormsRead(other, mine), spec.category ?? '');
      return short.has(m);
    };
    for (const [m, next] of mx) if (!m.startsWith('y') && !m.startsWith('n') && !my.has(m) && !(styles && styleOmitted(next, words)) && !shortHas(m)) return true;
    return false;
  };
  if (one(ma, mb, asText(b), asText(a)) || one(mb, ma, asText(a), asText(b))) return { sim: 0 };
  if (variants === undefined || variants.size === 0) return null;
  const wa = productWords(asText(a));
  const wb = productWords(asText(b));
  // Each title's variant words are looked for in the other title read with its short forms written out: a
  // till or price list cuts the flavour it states (TAMU TOM PASTE = tomato, KIVULI P/BUTTER = peanut
  // butter), which is the flavour stated, not left out.
  // Only beside a pack size both titles state alike (sized_by: the till line then names the item, and the
  // spec comparator still tells the sachet from the tin); a line whose size is unread stays as before. Read
  // only when a variant word is on one side as written: a word both titles write is never read short.
  const cut = (x: readonly string[], y: readonly string[], other: string, mine: string) =>
    variantOnOneSide(x, y, variants, styles) &&
    (sizedBy === undefined ||
      !bothStateContents(asText(a), asText(b), spec.category ?? '', sizedBy) ||
      variantOnOneSide(x, productWords(shortFormsRead(other, mine)), variants, styles));
  return cut(wa, wb, asText(b), asText(a)) || cut(wb, wa, asText(a), asText(b)) ? { sim: 0 } : null;
}

/**
 * Whether x names a value of a one-sided variant dimension (a flavour: raspberry, vanilla, honey) where y
 * names no value of that dimension at all, read as a marker is: a flavoured beer or food against its
 * unflavoured base (Raspberry Gose / Gose, Strawberry Greek Yogurt / Greek Yogurt), as a maker sells both
 * under one name, each with its own label. A word whose following words y lacks altogether, in a category
 * whose markers name styles, belongs to a style the other listing left out (Harvest Moon Pumpkin Ale /
 * Harvest Moon). (A till's slash form, P/BUTTER, is read by compareMarkers through productData
 * shortFormsRead before this is asked.) A fuller listing of one flavour (Strawberry Banana / Strawberry) names a value on both
 * sides and is read by the spec comparator, which parts two different flavours.
 */
function variantOnOneSide(x: readonly string[], y: readonly string[], variants: ReadonlyMap<string, string>, styles: boolean): boolean {
  for (let i = 0; i < x.length; i++) {
    const dim = variants.get(x[i]!);
    if (dim === undefined || y.includes(x[i]!)) continue;
    if (y.some((w) => VARIANT_WORDS.get(w)?.[0] === dim)) continue;
    if (styles && styleOmitted([x[i + 1] ?? ''], y)) continue;
    return true;
  }
  return false;
}

export function compareRivals(a: FieldValue, b: FieldValue, spec: ComparatorSpec, ctx: ComparatorContext): ComparatorResult | null {
  const distinctive = (w: string) => ctx.tf.distinctiveness(w) >= 0.75;
  if (spec.kind_words !== undefined) return placeSiblings(asText(a), asText(b), spec, distinctive) ? { sim: 0 } : null;
  if (spec.category !== undefined && siblingWords(asText(a), asText(b), spec.category, distinctive)) return { sim: 0 };
  const wa = new Set(tokensOfNormalised(normaliseText(asText(a))).filter((w) => !/\d/.test(w) && w.length >= 3));
  const wb = new Set(tokensOfNormalised(normaliseText(asText(b))).filter((w) => !/\d/.test(w) && w.length >= 3));
  for (const w of wa) if (wb.has(w) && distinctive(w)) return null;
  // A word inside the other's, or the same word with a letter spelled out beside a title that writes
  // the letter (Loewenbraeu / Löwenbräu), is no rival's; nor is a till's or a shelf label's short form of the
  // other's word (GLDN / golden, SQZY / squeezy: shortFormOf, as the name comparators read it; session 44).
  const lettersA = writesSpelledLetter(asText(a));
  const lettersB = writesSpelledLetter(asText(b));
  const related = (w: string, other: Set<string>, letters: boolean) =>
    [...other].some((o) => o.includes(w) || w.includes(o) || (letters && spelledOutVariant(w, o)) || shortFormOf(w, o) || shortFormOf(o, w));
  const ownA = [...wa].some((w) => distinctive(w) && !wb.has(w) && !related(w, wb, lettersA || lettersB));
  const ownB = [...wb].some((w) => distinctive(w) && !wa.has(w) && !related(w, wa, lettersA || lettersB));
  return ownA && ownB ? { sim: 0 } : null;
}

/**
 * Two place names, read as the place name comparators read them (kind words as their kinds, short words
 * written out), that agree in every word but one distinctive word each: the units of one parent, named
 * by it and by their own word (Faculty of Engineering / Faculty of Science, University of X; Legon Hall /
 * Commonwealth Hall, University of Y; X Maximum / X Female Correctional Centre), which share the
 * parent's name, its address and nearly one point. The two words stand in one place between the same
 * words (a locality or a gloss one name adds elsewhere, Holy Cross Cathedral, Lagos / Holy Cross Catholic
 * Cathedral, is not this case). Neither word a kind (the type comparator reads kinds), a number (numbered
 * parts are read by the name comparator), nor a spelling or short form of the other.
 */
function placeSiblings(a: string, b: string, spec: ComparatorSpec, distinctive: (w: string) => boolean): boolean {
  const wa = comparableWords(a, undefined, spec.kind_words, spec.written_forms);
  const wb = comparableWords(b, undefined, spec.kind_words, spec.written_forms);
  if (wa.length !== wb.length || wa.length < 3) return false;
  // One word apart, in one place: the other words the same, in the same order.
  let at = -1;
  for (let i = 0; i < wa.length; i++) {
    if (wa[i] === wb[i]) continue;
    if (at >= 0) return false;
    at = i;
  }
  if (at < 0) return false;
  const [x, y] = [wa[at]!, wb[at]!];
  if (wa.includes(y) || wb.includes(x)) return false;
  const word = (w: string) => SIBLING_WORD.test(w) && distinctive(w) && findTypes(spec.kind_words!, w).length === 0;
  // A spelling (Maksimum / Maximum) or a short form (Apts / Apartments) of one word is that word.
  const written = oneWordWritten(x, y) || jaroWinklerAtLeast(x, y, 0.85) > 0 || shortFormOf(x, y) || shortFormOf(y, x);
  return word(x) && word(y) && !written;
}

const SIBLING_WORD = /^[a-z]{3,}$/;
const APOSTROPHE = /['\u2019]/g;
/** Two words one writing of the other: a spelling (yoghurt / yogurt, orthopedic / orthopaedic) or a short form (ortho). */
function oneWordWritten(x: string, y: string): boolean {
  return x.startsWith(y) || y.startsWith(x) || jaroWinklerAtLeast(x, y, 0.9) > 0;
}

/**
 * Two titles, read as the name comparators read them (spec `category`: sizes, counts and synonyms one
 * way), that agree in every word but one distinctive word each (Acme Cooler 50qt Voyager / Acme Cooler
 * 50qt Summit; Acme Harbour Blue 12pc Dinner Set / Acme Meadow Blue 12pc Dinner Set): a maker's two lines
 * or models, sold side by side, which listings name so. Words of letters only, of the tf table's distinctive
 * kind (a common word, table / single, flour / meal, is a listing's wording), neither a variant word (the
 * spec comparator reads colours and flavours) nor a spelling or short form of the other (yoghurt /
 * yogurt, ortho / orthopaedic).
 */
function siblingWords(a: string, b: string, category: string, distinctive: (w: string) => boolean): boolean {
  // A possessive's apostrophe is read away (Rowntree's / ROWNTREES, as a till or a shelf label prints a maker's
  // name without it; session 44): one word written two ways is no word each title lacks.
  const wa = tokensOfNormalised(canonicalTitle(category, a, b).replace(APOSTROPHE, ''));
  const wb = tokensOfNormalised(canonicalTitle(category, b, a).replace(APOSTROPHE, ''));
  const oa = [...new Set(wa.filter((w) => !wb.includes(w)))];
  const ob = [...new Set(wb.filter((w) => !wa.includes(w)))];
  if (oa.length !== 1 || ob.length !== 1) return false;
  const [x, y] = [oa[0]!, ob[0]!];
  const word = (w: string) => SIBLING_WORD.test(w) && distinctive(w) && !VARIANT_WORDS.has(w);
  return word(x) && word(y) && !oneWordWritten(x, y);
}

// A model number inside a name: up to two letters, one to four digits, up to two letters (13, s21, g7,
// 5s, 2010), unless it is a measured spec (16gb) — a number followed by a unit is read by spec.
const MODEL_NUMBER = /^[a-z]{0,2}\d{1,4}[a-z]{0,2}$/;
const GLUED_UNIT = /^\d+([a-z]+)$/;
// A word a model line is named by: letters only, two or more (HP 61, LG G7), not a function word of
// the file (up to 10, pack of 2).
const LETTERS = /^[a-z]{2,}$/;
function isLineWord(word: string): boolean {
  return LETTERS.test(word) && !LINE_FUNCTION_WORDS.has(word);
}

/** A model number, unless a unit of the category's dimensions measures it (16gb, 12 v; in electronics 2 pc is a number). */
function isModelNumber(token: string, next: string | undefined, units: ReadonlySet<string>): boolean {
  if (!MODEL_NUMBER.test(token)) return false;
  const glued = GLUED_UNIT.exec(token);
  if (glued && units.has(glued[1]!)) return false;
  return next === undefined || !units.has(next);
}

// Two numbers with the same digits are one number written two ways (C270 / C270H, AW10 / 10), unless a
// letter after a short number names the next generation (MX Master 3 / 3S, iPhone 5 / 5s, Galaxy S10 /
// S10e, Pixel 3 / 3a): makers mark a generation so when the number counts generations (a few digits,
// line_generation_digits); after a longer part number a letter is a region or bundle letter (C270H).
const NOT_DIGIT = /\D/g;
const GENERATION_LETTERS = /^[a-z]{1,2}$/;
const ENDS_IN_DIGIT = /\d$/;
function digitsOf(token: string): string {
  return token.replace(NOT_DIGIT, '');
}
/** A year written in full (1900–2099) and the same year written with its last two digits. */
const FULL_YEAR = /^(?:19|20)(\d\d)$/;
const TWO_DIGITS = /^\d\d$/;

/**
 * One year written in full and short (Pinotage 2021 / Pinotage 21, Vintage 2019 / 19): wine lists, tills and
 * shelf labels write a vintage or a model year with its last two digits, and the label itself in full.
 */
function sameYear(v: string, w: string): boolean {
  const [short, long] = v.length <= w.length ? [v, w] : [w, v];
  return TWO_DIGITS.test(short) && FULL_YEAR.exec(long)?.[1] === short;
}

function sameNumber(v: string, w: string): boolean {
  if (sameYear(v, w)) return true;
  if (digitsOf(v) !== digitsOf(w)) return false;
  const [short, long] = v.length <= w.length ? [v, w] : [w, v];
  const generation =
    long.startsWith(short) &&
    ENDS_IN_DIGIT.test(short) &&
    GENERATION_LETTERS.test(long.slice(short.length)) &&
    digitsOf(short).length <= LINE_GENERATION_DIGITS;
  return !generation;
}

/**
 * Whether the word before x[i] closes a measured spec (160 watt, 100w): a tier word there bounds the
 * rating (160 watt max power, 2000mah max output), it names no model of a line.
 */
function closesSpec(x: readonly string[], i: number): boolean {
  const anchor = x[i - 1]!;
  const glued = GLUED_UNIT.exec(anchor);
  if (glued && UNIT_READINGS.has(glued[1]!)) return true;
  return UNIT_READINGS.has(anchor) && i >= 2 && NUMBER.test(x[i - 2]!);
}
const NUMBER = /^\d+$/;

// Words joined by a hyphen are one word here: Da-Lite is a brand, ultra-slim a shape, not a tier.
const HYPHENATED = /([a-z0-9])-(?=[a-z0-9])/g;
// A sign of line_signs right after a word is its tier word (Galaxy S10+ = Galaxy S10 Plus).
const SIGNED = new RegExp(`([a-z0-9])([${[...LINE_SIGNS.keys()].map((c) => `\\${c}`).join('')}])(?![a-z0-9])`, 'g');
// A Roman numeral right after a word is that line's number (Mark III = Mark 3, Civilization IV / V);
// after a number it is a unit or a letter of a code (12 V), and I stays a word.
// The category's listing words are left out: Version 5 is version 5 of the line before it.
function joinedWords(category: string, title: string): string[] {
  // Sizes are the spec comparator's (52 fl oz, 1.54 l): each is one glued word, whose number names no model of a line.
  let text = withoutListingWords(category, gluedSizes(category, normaliseText(title))).replace(HYPHENATED, '$1');
  if (LINE_SIGNS.size > 0) text = text.replace(SIGNED, (_m, last: string, sign: string) => `${last} ${LINE_SIGNS.get(sign)!}`);
  // A variant word is read as the first word of its entry (Professional = Pro), so a synonym is no other tier.
  const words = tokensOfNormalised(text).map((w) => VARIANT_WORDS.get(w)?.[2] ?? w);
  for (let i = 1; i < words.length; i++) {
    const value = LINE_NUMERALS.get(words[i]!);
    if (value !== undefined && LETTERS.test(words[i - 1]!) && !LINE_NUMERALS.has(words[i - 1]!)) words[i] = String(value);
  }
  return words;
}

interface LineReading {
  readonly words: readonly string[];
  readonly wordSet: ReadonlySet<string>;
  readonly all: ReadonlySet<string>;
}

/**
 * A title as the line rule reads it (key: category NUL title), once per title rather than per pair
 * (memoised; read-only): its words, the category's listing words left out, up to its first fit word (what follows names what the product fits), those words as a set,
 * and every word it carries, joined or as written.
 */
const lineReading: (key: string) => LineReading = memoiseString((key: string) => {
  const sep = key.indexOf('\u0000');
  const title = key.slice(sep + 1);
  const joined = joinedWords(key.slice(0, sep), title);
  const cut = joined.findIndex((w) => FIT_WORDS.has(w));
  const words = Object.freeze(cut < 0 ? joined : joined.slice(0, cut));
  return { words, wordSet: new Set(words), all: new Set([...joined, ...tokensOfNormalised(normaliseText(title))]) };
});

/**
 * The line words both titles carry in the run of shared words right before position i of x (Office
 * Home and Student 2007: office, home, and, student): where a listing puts the version after the
 * edition and another before it, the number still follows the same line.
 */
function sharedRun(x: readonly string[], i: number, other: ReadonlySet<string>, units: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let j = i - 1; j >= 0 && other.has(x[j]!) && !isModelNumber(x[j]!, x[j + 1], units); j--) if (isLineWord(x[j]!)) out.push(x[j]!);
  return out;
}

/** Whether x names a tier or a model number after a word both titles share that y lacks (both read once per title: lineReading). */
function lineParts(xReading: LineReading, yReading: LineReading, tiers: ReadonlySet<string>, units: ReadonlySet<string>): boolean {
  const { words: x, wordSet: xSet } = xReading;
  const { words: y, wordSet: ySet, all: yAll } = yReading;
  for (let i = 1; i < x.length; i++) {
    const anchor = x[i - 1]!;
    const w = x[i]!;
    if (!ySet.has(anchor) || yAll.has(w)) continue;
    if (tiers.has(w)) {
      if (closesSpec(x, i)) continue;
      return true;
    }
    // The anchor is a line's name, or a model number after one (XPS 13 9310 / XPS 13 9300).
    const chained = i >= 2 && isLineWord(x[i - 2]!) && isModelNumber(anchor, w, units);
    if (!(isLineWord(anchor) || chained) || !isModelNumber(w, x[i + 1], units)) continue;
    if (chained) {
      for (let k = 1; k + 1 < y.length; k++) {
        const v = y[k + 1]!;
        if (y[k - 1] === x[i - 2] && y[k] === anchor && isModelNumber(v, y[k + 2], units) && !sameNumber(v, w) && !x.includes(v)) return true;
      }
      continue;
    }
    // The other title names its own number after the same line (XPS 13 / XPS 15), also when the
    // shared words before it stand in another order (Office 2007 Home and Student / Office Home and Student 2003).
    const run = sharedRun(x, i, ySet, units);
    for (let k = 1; k < y.length; k++) {
      const v = y[k]!;
      if (!xSet.has(y[k - 1]!) || !isModelNumber(v, y[k + 1], units) || sameNumber(v, w) || x.includes(v)) continue;
      if (sharedRun(y, k, xSet, units).some((word) => run.includes(word))) return true;
    }
  }
  return false;
}

export function compareLines(a: FieldValue, b: FieldValue, spec: ComparatorSpec): ComparatorResult | null {
  const tiers = lineTiers(spec.category ?? '');
  if (tiers === undefined) return null;
  const ra = lineReading(`${spec.category}\u0000${asText(a)}`);
  const rb = lineReading(`${spec.category}\u0000${asText(b)}`);
  // A near miss: a listing may leave the tier out, so the exact model code (the pack's
  // near_miss_corroboration) outweighs it.
  const units = categoryUnits(spec.category ?? '');
  return lineParts(ra, rb, tiers, units) || lineParts(rb, ra, tiers, units) ? { sim: 0, nearMiss: true } : null;
}
