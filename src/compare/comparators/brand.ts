// Brands and brand-qualified product names (record comparators; data/product-brands.json holds
// the corporate words and aliases). Written by hand: no library canonicalises brand names.
// A brand is read as words (possessives joined: "Fuller's", "Fuller_s" → fullers; "&" → and), legal
// forms and trade words dropped (Pints Brewing Co. = Pints Brewery), aliases mapped to their
// canonical form (Hewlett Packard = HP).
// - brand: the same brand (also written with other spacing: TP-Link / TP Link) → 1.0; one brand the
//   other plus trailing words (Night Owl / Night Owl Optics, Lexar / Lexar Media), both opening with
//   the same two words, or one joined name a letter or two short of the other (PowerMat / Power
//   Mate) → 0.9; a typo (Jaro-Winkler ≥ 0.9 of the joined words, lengths within two letters:
//   Sansung / Samsung) → 0.85; else 0.0 flagged as a near miss, so a pack's
//   near_miss_corroboration can name the evidence (the exact model code) that outweighs the label:
//   retailers list a distributor, a parent or a sub-brand as the brand (Logitech / Ultimate Ears)
//   while the maker's code stays the same. One brand missing: when the
//   other record's title names the brand → 0.9, else null (titles often leave the brand out).
// - branded_name: the product names with the words of either record's brand removed from both
//   ("Point Ybel Sanibel Red Island Ale" / "Sanibel Red Island Ale"), compared as word sets
//   (placename's alignment); a name that is nothing but the brand is compared whole, and the whole
//   names are read too (the better reading stands). When the two names share no distinctive word
//   (the pack's token-frequency table: distinctiveness ≥ 0.7), the similarity is capped at 0.5:
//   "Imperial Red Ale" from two breweries, "USB Cable" from two makers name a kind of product, not
//   one product. Two records of one brand report rarity 1 for the gate: within a brand's range its
//   product name is distinctive.
import Type, { type Static } from 'typebox';
import { memoiseString } from '../../core/memo.js';
import { normaliseText } from '../normalise.js';
import { jaroWinkler, jaroWinklerAtLeast } from '../similarity.js';
import { wordSetSimilarity } from './placeName.js';
import { canonicalTitle, styleWords, variantMarkers, withoutSizes } from './productData.js';
import type { ComparatorContext, ComparatorResult, ComparatorSpec, FieldValue } from './types.js';
import { asText } from './types.js';
import { dataFileError, loadDataFile, validateData } from '../../core/dataFile.js';
import { VersionedFile } from '../../core/dataSchemas.js';

const BRANDS_FILE = new URL('../data/product-brands.json', import.meta.url);

/** The schema of data/product-brands.json: corporate words, and canonical brand → its other names. */
const PRODUCT_BRANDS_SCHEMA = VersionedFile('service.product_brands.v1', {
  corporate_words: Type.Array(Type.String({ pattern: '^[a-z0-9]+$' }), { minItems: 1 }),
  aliases: Type.Record(Type.String({ minLength: 1 }), Type.Array(Type.String({ minLength: 1 }))),
  /** What owners (and its note) say: group → the consumer brands it sells (Upfield → Blue Band, Flora). */
  owners_note: Type.Optional(Type.String({ minLength: 1 })),
  owners: Type.Optional(Type.Record(Type.String({ minLength: 1 }), Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }))),
});

/** The brands of a schema-checked file: every name normalised text, no name an alias of two brands. */
function brandsOf(
  data: Static<typeof PRODUCT_BRANDS_SCHEMA>,
  file: URL | string,
): { corporate: ReadonlySet<string>; alias: ReadonlyMap<string, string>; owners: ReadonlyMap<string, readonly string[]> } {
  const alias = new Map<string, string>();
  for (const [canonical, names] of Object.entries(data.aliases)) {
    [canonical, ...names].forEach((n, i) => {
      const at = i === 0 ? `/aliases/${canonical}` : `/aliases/${canonical}/${i - 1}`;
      const key = n.replace(/[^a-z0-9]/g, '');
      if (key === '' || n !== normaliseText(n)) throw dataFileError(file, at, 'DF_NOT_NORMALISED');
      if (alias.has(key) && alias.get(key) !== canonical.replace(/[^a-z0-9]/g, '')) throw dataFileError(file, at, 'DF_ALIAS_TWO_BRANDS');
      alias.set(key, canonical.replace(/[^a-z0-9]/g, ''));
    });
  }
  const owners = new Map<string, readonly string[]>();
  for (const [owner, brands] of Object.entries(data.owners ?? {})) {
    [owner, ...brands].forEach((n, i) => {
      if (n !== normaliseText(n) || n.replace(/[^a-z0-9]/g, '') === '') throw dataFileError(file, i === 0 ? `/owners/${owner}` : `/owners/${owner}/${i - 1}`, 'DF_NOT_NORMALISED');
    });
    owners.set(owner, brands);
  }
  return { corporate: new Set(data.corporate_words), alias, owners };
}

/** Validates a parsed brands file (for the broken-copy test); a DataFileError names the file and the entry. */
export function validateProductBrands(raw: unknown, file: URL | string = BRANDS_FILE): void {
  brandsOf(validateData(raw, PRODUCT_BRANDS_SCHEMA, file), file);
}

function load() {
  return brandsOf(loadDataFile(BRANDS_FILE, PRODUCT_BRANDS_SCHEMA), BRANDS_FILE);
}

const BRANDS = load();

const POSSESSIVE = /([a-z0-9])\s*['_`\u2019]\s*s\b/g;
const HTML_ENTITY = /&#?[a-z0-9]+;/g;
const AMPERSAND = /&/g;
const NON_WORD = /[^\p{L}\p{N}]+/u;

/** Words of a product or brand name: entities dropped, possessives joined, punctuation split off. */
export const productWords: (value: string) => readonly string[] = memoiseString((value: string) =>
  Object.freeze(
    normaliseText(value).replace(HTML_ENTITY, ' ').replace(POSSESSIVE, '$1s').replace(AMPERSAND, ' and ').split(NON_WORD).filter(Boolean),
  ),
);

/** A brand's words without corporate words (all of them when nothing else is left). */
export const brandWords: (value: string) => readonly string[] = memoiseString((value: string) => {
  const words = productWords(value);
  const kept = words.filter((w) => !BRANDS.corporate.has(w));
  return Object.freeze(kept.length > 0 ? kept : [...words]);
});

function brandKey(words: readonly string[]): string {
  const joined = words.join('');
  return BRANDS.alias.get(joined) ?? joined;
}

/**
 * Owner key → the keys of the consumer brands it sells (data file's owners), keyed as brands are compared
 * (brandWords, aliases: Nigerian Breweries Plc = Nigerian Breweries). Built once, at first use.
 */
let owned: ReadonlyMap<string, ReadonlySet<string>> | undefined;
function ownedBrands(): ReadonlyMap<string, ReadonlySet<string>> {
  if (owned !== undefined) return owned;
  const out = new Map<string, Set<string>>();
  for (const [owner, brands] of BRANDS.owners) {
    const key = brandKey(brandWords(owner));
    const set = out.get(key) ?? new Set<string>();
    for (const b of brands) set.add(brandKey(brandWords(b)));
    out.set(key, set);
  }
  owned = out;
  return out;
}

/**
 * Whether the brand field `owner` names a group that sells the brand `brand` (Upfield / Blue Band, Diageo /
 * Captain Morgan Spiced): the brand's words, or their opening words (a brand field writes a range after the
 * brand), are one of the group's brands.
 */
export function ownsBrand(owner: string, brand: string): boolean {
  const sold = ownedBrands().get(brandKey(brandWords(owner)));
  if (sold === undefined) return false;
  const words = brandWords(brand);
  for (let k = words.length; k >= 1; k--) if (sold.has(brandKey(words.slice(0, k)))) return true;
  return false;
}

/** 1 same brand, 0.9 one extends the other, 0.85 a typo, else 0. */
export function brandSimilarity(x: string, y: string): number {
  const wx = brandWords(x);
  const wy = brandWords(y);
  if (wx.length === 0 || wy.length === 0) return 0;
  const kx = brandKey(wx);
  const ky = brandKey(wy);
  if (kx === ky) return 1;
  const [short, long] = wx.length <= wy.length ? [wx, wy] : [wy, wx];
  if (short.every((w, i) => long[i] === w)) return 0.9;
  // Two leading words in common: one owner's outlets or divisions (Iron Hill Brewery / Iron Hill
  // Maple Shade).
  if (short.length >= 2 && short[0] === long[0] && short[1] === long[1]) return 0.9;
  const [ks, kl] = kx.length <= ky.length ? [kx, ky] : [ky, kx];
  // Spacing and a dropped letter (Power Mat / PowerMate); not a longer name (Stone / Stonewall).
  const close = kl.length - ks.length <= 2;
  if (close && ks.length >= 4 && kl.startsWith(ks)) return 0.9;
  return close && ks.length >= 4 && jaroWinkler(kx, ky) >= 0.9 ? 0.85 : 0;
}

/** The brand's words appear in order, adjacent, in the title (or joined as one title word). */
function titleNames(brand: string, title: string): boolean {
  const bw = brandWords(brand);
  if (bw.length === 0) return false;
  const tw = productWords(title);
  const joined = bw.join('');
  for (let i = 0; i < tw.length; i++) {
    if (tw[i] === joined && joined.length >= 2) return true;
    if (bw.every((w, k) => tw[i + k] === w)) return true;
  }
  return false;
}

/**
 * Each title names its own record's brand and not the other's: the two labels state two makers
 * (Hawai'i Nui Sunset Amber Ale / Grand Canyon Sunset Amber Ale; HP 58 cartridge / Performance
 * Plus remanufactured HP58). A shared model code or name then does not make them one product. A
 * title naming both brands (a collaboration, a licensed product) is not this case.
 */
function labelsNameTwoMakers(
  a: Record<string, FieldValue>,
  b: Record<string, FieldValue>,
  ba: string,
  bb: string,
  textField: string | undefined,
): boolean {
  const ta = text(a, textField);
  const tb = text(b, textField);
  if (ta === '' || tb === '') return false;
  return namesMaker(ba, ta) && namesMaker(bb, tb) && !namesMaker(bb, ta) && !namesMaker(ba, tb);
}

/** The brand's words open the title (Lipton Yellow Label Tea, INDOMIE ONION CHICKEN). */
function opensWithBrand(brand: string, title: string): boolean {
  const bw = brandWords(brand);
  const tw = productWords(title);
  return bw.length > 0 && (bw.every((w, k) => tw[k] === w) || tw[0] === bw.join(''));
}

/**
 * Record y's brand field holds the owner or maker of the brand that x names (Unilever beside Lipton,
 * Dufil Prima Foods beside Indomie, Western Digital beside SanDisk): y's title opens with x's brand and
 * does not name y's own, while x's title names x's brand. Feeds fill the brand field from the
 * manufacturer's or the brand owner's register, shops from the label, so the two fields name one product's
 * brand at two levels and are no evidence either way. Two labels each naming their own maker (Hawai'i Nui /
 * Grand Canyon) are not this case.
 */
function ownerBeside(
  x: Record<string, FieldValue>,
  y: Record<string, FieldValue>,
  bx: string,
  by: string,
  textField: string | undefined,
): boolean {
  const tx = text(x, textField);
  const ty = text(y, textField);
  if (tx === '' || ty === '') return false;
  return namesMaker(bx, tx) && opensWithBrand(bx, ty) && !namesMaker(by, ty);
}

const ALTERNATIVES = /\s+\/\s+/;

/**
 * How well two brand fields' names meet (split at ' / '): one field's every name meets a name of the other, the
 * weakest of those meetings. A single name meets if any name of the other field does (Protimeter against
 * Amphenol / Protimeter); two fields of several names that share only the group (Unilever / Lipton against
 * Unilever / Brooke Bond) name two brands of one group, no agreement (review of pset27r).
 */
function alternativesMeet(xs: readonly string[], ys: readonly string[]): number {
  const covered = (from: readonly string[], to: readonly string[]): number =>
    Math.min(...from.map((x) => Math.max(...to.map((y) => brandSimilarity(x, y)))));
  return Math.max(covered(xs, ys), covered(ys, xs));
}

/**
 * The title names the maker: one of the brand's names ("Hawai'i Nui Brewing / Mehana Brewing
 * Company" is two) by its first two words (the rest is often a place or trade: Flying Monkeys Craft
 * Brewery is labelled Flying Monkeys).
 */
function namesMaker(brand: string, title: string): boolean {
  return brand.split(ALTERNATIVES).some((name) => {
    const words = brandWords(name);
    return words.length > 0 && titleNames(words.slice(0, 2).join(' '), title);
  });
}

/**
 * A title with the makers' names it carries and the other title does not cut out, in order and adjacent:
 * each name of each brand given (split at ' / ') by its first two words, as namesMaker reads a label.
 * A maker named in one title only is no evidence about the product (a feed leaves the maker out of its
 * title, a brewer's own listing leaves out the brewery): what is left is the product's own name, and a
 * marker word inside a maker's name (Harbor Light, Lite-On) names the maker, not a variant. A maker both
 * titles name stays in both (it agrees); whether two makers conflict is the brand comparator's to say.
 * A title that is nothing but the maker's name stays whole.
 */
export function withoutMakerNames(title: string, brands: readonly string[], other: string): string {
  const tw = productWords(title);
  const cut = new Array<boolean>(tw.length).fill(false);
  for (const brand of brands) {
    for (const name of brand.split(ALTERNATIVES)) {
      const bw = brandWords(name).slice(0, 2);
      if (bw.length === 0 || titleNames(bw.join(' '), other)) continue;
      for (let i = 0; i + bw.length <= tw.length; i++) {
        if (bw.every((w, k) => tw[i + k] === w)) for (let k = 0; k < bw.length; k++) cut[i + k] = true;
      }
    }
  }
  if (!cut.includes(true) || cut.every(Boolean)) return title;
  return tw.filter((_, i) => !cut[i]).join(' ');
}

function text(record: Record<string, FieldValue>, field: string | undefined): string {
  if (field === undefined) return '';
  const v = record[field];
  return v === undefined ? '' : asText(v);
}

export function compareBrands(a: Record<string, FieldValue>, b: Record<string, FieldValue>, spec: ComparatorSpec): ComparatorResult | null {
  const ba = text(a, spec.field);
  const bb = text(b, spec.field);
  if (ba !== '' && bb !== '') {
    const s = brandSimilarity(ba, bb);
    if (s > 0) return { sim: s };
    if (spec.brand_owners === true && (ownerBeside(a, b, ba, bb, spec.text_field) || ownerBeside(b, a, bb, ba, spec.text_field))) return null;
    // One brand field names the group that sells the other's brand (the data file's owners): two levels of
    // one product's brand, no evidence either way, whatever the titles write (B/BAND for Blue Band).
    if (spec.brand_owners === true && (ownsBrand(ba, bb) || ownsBrand(bb, ba))) return null;
    // A brand field that names the group and the brand apart (Amphenol / Protimeter, Maple Joe / Michaud): each
    // name is read against the other brand, as namesMaker reads a label's names.
    if (ALTERNATIVES.test(ba) || ALTERNATIVES.test(bb)) {
      const best = alternativesMeet(ba.split(ALTERNATIVES), bb.split(ALTERNATIVES));
      if (best > 0) return { sim: best };
    }
    // Still a near miss: a pack's near_miss_corroboration (electronics: the exact model code) may
    // outweigh it, as it does for a parent and its sub-brand (Best-Rite / Balt).
    return labelsNameTwoMakers(a, b, ba, bb, spec.text_field) ? { sim: 0, nearMiss: true, conflict: true } : { sim: 0, nearMiss: true };
  }
  const [brand, title] = ba !== '' ? [ba, text(b, spec.text_field)] : [bb, text(a, spec.text_field)];
  if (brand === '' || title === '') return null;
  return titleNames(brand, title) ? { sim: 0.9 } : null;
}

function withoutBrands(words: readonly string[], brandSet: ReadonlySet<string>): readonly string[] {
  const kept = words.filter((w) => !brandSet.has(w));
  return kept.length > 0 ? kept : words;
}

/** What a name made only of common words can show at most (it names a kind of product, not one). */
export const GENERIC_NAME_CAP = 0.5;
/** A word rarer than about one in 5,000 words of the pack's table (train-split style words fall below). */
const DISTINCTIVE = 0.7;

/**
 * Jointly rare enough: words shared exactly whose distinctiveness adds up to this. Distinctiveness is
 * −log10(relative frequency)/5, so a sum is the rarity of the combination were the words independent;
 * words of product names are not (red goes with ale), so a combination must reach twice the floor of
 * one word: Unite Red Rye Ale (0.68 + 0.30 + 0.61 + 0.29) names one product, Imperial Red Ale does not.
 */
const DISTINCTIVE_COMBINATION = 2 * DISTINCTIVE;

function sharesDistinctiveWord(wa: readonly string[], wb: readonly string[], ctx: ComparatorContext): boolean {
  let joint = 0;
  for (const x of wa) {
    const d = ctx.tf.distinctiveness(x);
    if (d < DISTINCTIVE) {
      if (wb.includes(x)) joint += d;
      continue;
    }
    for (const y of wb) if (x === y || (x.length >= 4 && y.length >= 4 && jaroWinklerAtLeast(x, y, 0.9) > 0)) return true;
  }
  return joint >= DISTINCTIVE_COMBINATION;
}

/**
 * One name is the other's words and nothing else, and the other's extra words all name a style (Foghorn /
 * Foghorn IPA, Undertow / Undertow Imperial Stout): a listing appends the style a brewer's own listing
 * leaves out, so the name is read by how much of the shorter one the longer covers. Two names that each
 * carry a word of their own (Confluence Pale Ale / Confluence IPA) are read as before.
 */
function styleAppended(wa: readonly string[], wb: readonly string[], styles: ReadonlySet<string>, markers: ReadonlySet<string>): boolean {
  if (styles.size === 0 || wa.length === wb.length) return false;
  const [short, long] = wa.length < wb.length ? [wa, wb] : [wb, wa];
  // A one-word marker before a style word is part of the style (Imperial Stout, Double IPA), as the
  // marker comparator reads a style a listing left out.
  const style = (w: string, i: number) => styles.has(w) || (markers.has(w) && styles.has(long[i + 1] ?? ''));
  return short.every((w) => long.includes(w)) && long.every((w, i) => short.includes(w) || style(w, i));
}

/** A category's one-word variant markers (imperial, double, nitro), once per category. */
const oneWordMarkers = memoiseString((category: string): ReadonlySet<string> =>
  new Set((variantMarkers(category)?.markers ?? []).flatMap((phrases) => phrases.filter((p) => p.length === 1).map((p) => p[0]!))),
);

export function compareBrandedNames(
  a: Record<string, FieldValue>,
  b: Record<string, FieldValue>,
  spec: ComparatorSpec,
  ctx: ComparatorContext,
): ComparatorResult | null {
  const ra = text(a, spec.field);
  const rb = text(b, spec.field);
  if (ra === '' || rb === '') return null;
  // A size both names state is written one way when the spec names a product category (1 l / 1000 ml).
  const na = canonicalTitle(spec.category, ra, rb);
  const nb = canonicalTitle(spec.category, rb, ra);
  const brandA = text(a, spec.brand_field);
  const brandB = text(b, spec.brand_field);
  const brandSet = new Set([...brandWords(brandA), ...brandWords(brandB)]);
  const styles = styleWords(spec.category);
  const markers = oneWordMarkers(spec.category ?? '');
  const reading = (wa: readonly string[], wb: readonly string[]) => {
    const s = wordSetSimilarity(wa, wb, styleAppended(wa, wb, styles, markers));
    return sharesDistinctiveWord(wa, wb, ctx) ? s : Math.min(s, GENERIC_NAME_CAP);
  };
  const fa = productWords(withoutSizes(spec.category, na));
  const fb = productWords(withoutSizes(spec.category, nb));
  // Whole names too: a brand word may be the product's own name ("Buckley's Original Ale" listed
  // under another brewery), and setting it aside would leave only common words.
  const sim = Math.max(reading(withoutBrands(fa, brandSet), withoutBrands(fb, brandSet)), reading(fa, fb));
  // Within one brand's range a product name only has to be unique to that brand: two records of the
  // same brand sharing its name clear the distinctive-signal gate (rarity 1) however common the words.
  const sameBrand = brandA !== '' && brandB !== '' && brandSimilarity(brandA, brandB) >= 0.9;
  return sameBrand ? { sim, rarity: 1 } : { sim };
}
