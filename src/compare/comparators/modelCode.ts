// The `model` comparator (a record comparator): a product's model code as its own field (`model`,
// `modelno`, `mpn`, ...), compared with the other record's model code and, when that is missing,
// with the codes its title names. Written by hand: no library normalises manufacturer part numbers.
// Codes are read in identifier form (letters and digits, separators dropped: TX-8255 = tx8255 =
// "tx 8255"); a model field may hold several codes ("P-FD4GB / MINI-EFM1"), and a code of letters only
// when hyphens join its pieces and one piece is an abbreviation without a vowel (KP-MB, RT-KBHBIPAD). In a title a code may
// be split by a space or hyphen ("108 R00645"), so runs of up to three adjacent title tokens are
// read joined as well.
// Levels: the same code → 1.0 (also when one record's code is written out in the other's title); a
// variant → 0.8: one code is the other plus a short suffix (a colour, size or region letter code:
// PSW110BK / PSW110; up to four characters, or a colour word: LAPST110BLACK / LAPST-110, or five or six
// letters of colour and market: EP-TA845XBEGGB / EP-TA845) or plus a
// short prefix (a retailer's SKU built on the maker's code: VER97185 / 97185). Two codes that carry different suffixes on one base (V7N2C6-03F-BLKS / -REDS) are two
// products, not a variant, and two model fields so written conflict even when a title writes the base alone; nor are digits that continue the base's final number (HDMIMM1 / HDMIMM10:
// a 1 ft and a 10 ft cable). Bare numbers are one code when equal without leading zeros (00540 / 540). A code
// that opens with the brand either record names (spec brand_field) is also read without it (MeacoArete10L / ARETE10L:
// a feed or a maker's catalogue runs its name on before the code, a till or a distributor leaves it off). Two records that both give a model code and share nothing → 0.0 and a
// conflict: a maker never sells one product under two unrelated codes, so this refutes whatever the
// titles share. A code on one side and a title on the other that names other codes → 0.0 without a
// conflict (titles name compatible parts too: "toner for Phaser 6300"). Neither record with a model
// field: the codes both titles name (the `code` comparator's reading), shared → 0.95, a variant of one
// another (a suffix or prefix, as between model fields) → 0.8, else 0.0.
// Nothing to read → null.
import { escapeRegExp } from '../../core/matches.js';
import { memoiseString } from '../../core/memo.js';
import { normaliseText } from '../normalise.js';
import { productCodes, withoutSharedPackCounts } from './product.js';
import { ALL_TIERS, EDITION_SUFFIXES, FIT_WORDS, VARIANT_WORDS, withoutCrossReferences } from './productData.js';
import type { ComparatorResult, ComparatorSpec, FieldValue } from './types.js';
import { asText } from './types.js';

export const VARIANT = 0.8;
/**
 * A code both titles name is most often the maker's, but titles also name the models a part fits
 * ("case for iPhone 4"): short of the 1.0 a model field earns, so it cannot lift a brand conflict.
 */
export const TITLES_SHARE_CODE = 0.95;
/** Longest colour/size suffix or retailer prefix that still reads as a variant of the same code. */
const MAX_AFFIX = 4;
/**
 * Five or six letters run on after a code: the colour and market letters makers and distributors append
 * (a Samsung phone's ZKDAFC, a charger's XBEGGB: colour, then the country or region the unit was boxed for),
 * which a catalogue or a till leaves off; longer than a colour or size suffix (MAX_AFFIX), letters only.
 */
const MARKET_SUFFIX = /^[a-z]{5,6}$/;
/** Shortest base code a variant may be built on (shorter codes are too easily someone else's). */
const MIN_BASE = 4;
const SEPARATED = /\s+[-/,;|]\s+|\s*[,;|]\s*/;
const NON_ALNUM = /[^a-z0-9]/g;
const TOKEN = /[a-z0-9]+/g;
const SPACES = /\s+/;
const DIGIT = /[0-9]/;
const ALL_DIGITS = /^[0-9]+$/;
const LEADING_ZEROS = /^0+/;
const HYPHENATED_LETTERS = /^[a-z]{2,}(?:-[a-z]{2,})+(?:\/[a-z]{2,})?$/;
const CODE_PIECE = /[-/]/;
const VOWEL = /[aeiouy]/;
/** The first fit word of a title (product-units.json fit_words: 'case for', 'works with'), compiled once. */
const FIT_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...FIT_WORDS].map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/** The title before its first fit word: what follows names the models a product fits, not the product. */
function beforeFit(title: string): string {
  const m = FIT_WORD.exec(title);
  return m === null ? title : title.slice(0, m.index);
}

/** The codes of a model field in identifier form (memoised: treat as read-only). */
export const modelCodes: (value: string) => readonly string[] = memoiseString((value: string) => {
  const out: string[] = [];
  const keep = (code: string) => {
    if (code.length >= 3 && DIGIT.test(code) && !out.includes(code)) out.push(code);
  };
  for (const part of normaliseText(value).split(SEPARATED)) {
    keep(part.replace(NON_ALNUM, ''));
    // A model field of one token whose pieces a hyphen joins, one of them a letter abbreviation without
    // a vowel (RT-KBHBIPAD, KP-MB, TR-PFSIPAD-AG/EN), is a code even without a digit: makers join a
    // series prefix to a product's letters so; hyphenated words (Wi-Fi, all-in-one) have vowels in every piece.
    if (HYPHENATED_LETTERS.test(part) && part.split(CODE_PIECE).some((piece) => !VOWEL.test(piece))) {
      const code = part.replace(NON_ALNUM, '');
      if (!out.includes(code)) out.push(code);
    }
    // A field that also holds words ("Lexmark PRO901", "NU561AA #ABA", "P500 black") is also read
    // like a title: its codes (hyphenated pieces are not words: 910-002463 is one code, never 910 or
    // 002463; specs and formats such as 16GB or 1080p are not codes; bare numbers need 5 digits).
    // A field whose every piece carries a digit (NASD1 05, a fridge's code written with a space for its
    // hyphen) is one code, not words beside a code: its pieces are no codes of their own (NASD1 05 and
    // NASD1 10 are two fridges).
    const pieces = part.split(SPACES);
    if (pieces.length > 1 && !pieces.every((p) => DIGIT.test(p))) for (const c of productCodes(part)) keep(c);
  }
  return Object.freeze(out);
});

/**
 * A code's last piece after a slash or hyphen, of one to six letters or digits (DST2040/36, MTP03ZD/A,
 * SM-A155F/DS, SDSQUAB-064G-GN6MA): makers and distributors append a region, colour, bundle or packaging
 * code so, while the code before it names the product. Group 1: the code before it.
 */
const TAIL_PIECE = /^(.+)[-/]([a-z0-9]{1,6})$/;

/** The codes of a model field before their last slash or hyphen piece (identifier form; memoised). */
const tailBases: (value: string) => readonly string[] = memoiseString((value: string) => {
  const out: string[] = [];
  for (const part of normaliseText(value).split(SEPARATED)) {
    const tail = TAIL_PIECE.exec(part);
    const base = tail === null ? '' : tail[1]!.replace(NON_ALNUM, '');
    if (base.length >= MIN_BASE && DIGIT.test(base) && !out.includes(base)) out.push(base);
  }
  return Object.freeze(out);
});

/** Title tokens joined in runs of one to three (memoised: treat as read-only). */
export const titleCodeRuns: (title: string) => ReadonlySet<string> = memoiseString((title: string) => {
  const tokens = normaliseText(title).match(TOKEN) ?? [];
  const out = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    let run = '';
    for (let k = i; k < Math.min(tokens.length, i + 3); k++) {
      run += tokens[k];
      if (run.length >= 3 && DIGIT.test(run)) out.add(run);
    }
  }
  return out;
});

/** 1 for the same code, VARIANT for a suffixed or prefixed variant of it, else 0. */
export function codeRelation(x: string, y: string): number {
  if (x === y) return 1;
  // A bare number written with and without leading zeros (00540 / 540) is one code.
  if (ALL_DIGITS.test(x) && ALL_DIGITS.test(y)) return x.replace(LEADING_ZEROS, '') === y.replace(LEADING_ZEROS, '') ? 1 : 0;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length < MIN_BASE || !DIGIT.test(short)) return 0;
  if (long.startsWith(short)) {
    const suffix = long.slice(short.length);
    // Digits that continue the base's final number make another number (HDMIMM1 / HDMIMM10), not a suffix.
    if (DIGIT.test(short.at(-1)!) && DIGIT.test(suffix[0]!)) return 0;
    // A suffix that names another build (XL, the high-yield cartridge; WL, the wireless edition) makes another product.
    if (EDITION_SUFFIXES.has(suffix)) return 0;
    return suffix.length <= MAX_AFFIX || VARIANT_WORDS.has(suffix) || MARKET_SUFFIX.test(suffix) ? VARIANT : 0;
  }
  if (long.length - short.length > MAX_AFFIX || !long.endsWith(short)) return 0;
  const prefix = long.slice(0, long.length - short.length);
  return DIGIT.test(prefix.at(-1)!) && DIGIT.test(short[0]!) ? 0 : VARIANT;
}

/**
 * Whether two codes are two variants of one base: each the base plus a suffix of its own (SS2477G /
 * SS2477BL, V7N2C6-03F-BLKS / -REDS), the base long enough to be a code (MIN_BASE, with a digit) and
 * each suffix short enough to be a colour, size or region code (MAX_AFFIX) or a colour word.
 */
function twoVariants(x: string, y: string): boolean {
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  const base = x.slice(0, n);
  if (n === x.length || n === y.length || base.length < MIN_BASE || !DIGIT.test(base)) return false;
  const suffix = (s: string) => s.length <= MAX_AFFIX || VARIANT_WORDS.has(s);
  return suffix(x.slice(n)) && suffix(y.slice(n));
}

/** A brand as a code's run-on prefix reads it: letters and digits only ('' when under three). */
function brandPrefix(brand: string): string {
  const p = normaliseText(brand).replace(NON_ALNUM, '');
  return p.length >= 3 ? p : '';
}

/**
 * Codes with each one's run-on brand left off, beside the codes as written: a code that opens with a brand
 * either record names, the rest holding a digit and MIN_BASE characters (a short rest is too easily another
 * code of the maker's).
 */
function withoutBrand(codes: readonly string[], brands: readonly string[]): string[] {
  const out = [...codes];
  for (const c of codes) {
    for (const b of brands) {
      const rest = c.slice(b.length);
      if (b !== '' && c.startsWith(b) && rest.length >= MIN_BASE && DIGIT.test(rest) && !out.includes(rest)) out.push(rest);
    }
  }
  return out;
}

/** Whether `code` is one of `others` as codeRelation reads codes (equal, or equal bare numbers but for leading zeros). */
function sameCode(code: string, others: readonly string[]): boolean {
  return others.some((o) => codeRelation(code, o) === 1);
}

function bestAgainst(codes: readonly string[], others: Iterable<string>): number {
  let best = 0;
  for (const y of others) {
    for (const x of codes) {
      const r = codeRelation(x, y);
      if (r > best) best = r;
      if (best === 1) return 1;
    }
  }
  return best;
}

/** A model code against a title's own codes (cross-references set aside): written out in it (1.0), a variant of a code in it, or neither. */
function againstTitle(codes: readonly string[], written: string): number {
  // A code a title names after a cross-reference cue (replaces, equivalent to) is another product's.
  const title = withoutCrossReferences(written);
  const runs = titleCodeRuns(title);
  for (const c of codes) if (runs.has(c)) return 1;
  // A code of letters only (RT-KBHBIPAD) is not among the runs (they hold a digit): written out in the title.
  const joined = normaliseText(title).replace(NON_ALNUM, '');
  for (const c of codes) if (!DIGIT.test(c) && joined.includes(c)) return 1;
  return bestAgainst(codes, productCodes(title));
}

/** Neither record has a model field: the codes the two titles name, shared (1.0) or not (0.0). */
function titlesOnly(ta: string, tb: string): ComparatorResult | null {
  if (ta === '' || tb === '') return null;
  const [ca, cb] = withoutSharedPackCounts(ta, tb);
  if (ca.size === 0 || cb.size === 0) return null;
  for (const c of ca) if (cb.has(c)) return { sim: TITLES_SHARE_CODE };
  // A colour or size suffix, or a retailer's prefix, on one title's code (KX-TG6431B / KXTG6431) is a
  // variant of it, as between model fields.
  return { sim: bestAgainst([...ca], cb) };
}

/**
 * Two model fields that hold words and no code (session 45, pset25r): a maker names some models with ordinary
 * words (a card reader's Air, Solo and Solo & Printer; a speaker's Mini; an e-reader's Paperwhite), and a
 * retailer's model column copies that name as the maker writes it. The same words in both fields (case, and the
 * joining words and signs and, &, + and with, set aside; plus is a tier, Battery Doorbell Plus, set 14) name one model: an agreement, as the same code is, that
 * lifts no disagreement of the titles (a generation or a tier the titles write still parts two models of one
 * name). Two different word names say nothing (null), as a retailer may write the line's name (Solo) where
 * another writes the model's (Solo & Printer); a field that holds a code is read as a code.
 */
function sameModelWords(a: string, b: string, ta: string, tb: string): ComparatorResult | null {
  const wa = modelWords(a);
  const wb = modelWords(b);
  if (wa === '' || wb === '') return null;
  // One name written as one word and as words (GluePen / Glue Pen, UniversalDetect / Universal Detect, held-out
  // pair set 27): makers write a product name run together on the box and a shop or a listing spaces it, so the
  // same letters in the same order, spaces set aside, are the same name. Another word (Gluey / GluePen) or
  // another order is not this case.
  if (wa !== wb && (wa.includes(' ') === wb.includes(' ') || joinedModelWords(a) !== joinedModelWords(b))) return null;
  // A tier word alone (Pro, Mini, Air, Max: line_tiers) names a tier of some line of the maker, not a model:
  // AirPods Pro and iPad Pro, a card reader's Mini and a terminal's Mini (review of pset25r). It names one model
  // only where both titles write the same word before it (the line: SumUp Air / SumUp Air card reader).
  // The spaced side's words: tier words run together on one side (ProMax / Pro Max) are still tier words
  // (review of pset27r), whichever side is read first.
  const words = (wa.includes(' ') ? wa : wb).split(' ');
  if (words.every((w) => ALL_TIERS.has(w)) && !sameLineBefore(words, ta, tb)) return null;
  return { sim: 1, liftsNothing: true };
}
/** Whether both titles write the same word just before their first tier word of `tiers` (never when either writes none). */
function sameLineBefore(tiers: readonly string[], ta: string, tb: string): boolean {
  const la = lineBefore(tiers, ta);
  return la !== null && la === lineBefore(tiers, tb);
}
function lineBefore(tiers: readonly string[], title: string): string | null {
  const words = normaliseText(title).match(MODEL_WORD) ?? [];
  const at = words.findIndex((w) => tiers.includes(w));
  return at > 0 ? words[at - 1]! : null;
}
/** A model field's words, lower case, in the order written, joining words and signs left out; none when it writes a digit. */
function modelWordList(value: string): string[] {
  const text = normaliseText(value);
  if (DIGIT.test(text)) return [];
  return (text.match(MODEL_WORD) ?? []).filter((w) => !MODEL_JOINERS.has(w));
}
/** A model field's words (modelWordList), sorted; '' when it writes a digit or no word. */
function modelWords(value: string): string {
  return [...new Set(modelWordList(value))].sort().join(' ');
}
/** A model field's words (modelWordList) run together in the order written ('' as modelWords). */
function joinedModelWords(value: string): string {
  return modelWordList(value).join('');
}
const MODEL_WORD = /\p{L}+/gu;
/** A word of a model's trade name: four letters or more with a vowel (Guardian, Ducha, Inspire; not GL, AMT, SFF). */
const NAME_WORD = /^\p{L}{4,}$/u;
/** A model field's words that name the line (NAME_WORD), lower case, as separated by spaces (REF-270DR has none). */
function lineWords(value: string, brands: ReadonlySet<string>): string[] {
  return normaliseText(value)
    .split(SPACES)
    .filter((w) => NAME_WORD.test(w) && VOWEL.test(w) && !brands.has(w));
}
/**
 * Whether model field `named` writes a trade name (a line word) and `number` none — a catalogue, article or part
 * number (Guardian 15J / VG15J230, Maxi Ducha Ultra 5500W / 7510035, Edge 130 Plus / 010-02385-01: makers number an
 * item in their catalogue apart from the name they print on the box, and a hire list, a distributor's sheet or a
 * marketplace writes the number where a shop writes the name; session 48, pairs48b and pset28r) — while
 * `numberTitle` (the title of the record whose field is the number) writes the trade name whole: every line word
 * and every other word and code of it (a title's + read as plus: EDGE 130+). A title that names the line or the
 * kind alone ('LOGITECH WIRELESS MOUSE', 'Samsung Galaxy Smartphone 128GB') leaves the number free to be any
 * sibling of the line (MX Master 3 against another mouse's 910-…, Galaxy S21 against SM-A525F: the sessions' two
 * reviews). A word of either record's brand is no line word and need not be written (Epson T068120-D2 is the
 * maker's name run on before a code, not a trade name).
 */
function namedAgainstNumber(named: string, number: string, numberTitle: string, brands: ReadonlySet<string>): boolean {
  const words = lineWords(named, brands);
  if (words.length === 0 || lineWords(number, brands).length > 0 || numberTitle === '') return false;
  const written = new Set(normaliseText(numberTitle).replace(PLUS_SIGN, ' plus ').match(ALNUM_TOKEN) ?? []);
  return (normaliseText(named).match(ALNUM_TOKEN) ?? []).every((t) => brands.has(t) || written.has(t));
}
/**
 * Whether every code either title writes (productCodes: a size, a rating, a line's number) has its numbers written
 * in the other title, however the unit is written there (420lm / 420 Lumens): the two titles name no two members
 * of one line (Maglite Classic 3D-cell / 2D-cell, Tikka 300lm / 350lm, Galaxy S21 / A52). A code of `own` (the
 * number's own catalogue number, which its title may repeat) is not asked of the other title.
 */
function sameTitleNumbers(x: string, y: string, own: readonly string[]): boolean {
  const numbersIn = (t: string) => new Set(normaliseText(t).match(DIGIT_RUN) ?? []);
  const written = (codes: ReadonlySet<string>, numbers: ReadonlySet<string>) =>
    [...codes].every((c) => own.includes(c) || (c.match(DIGIT_RUN) ?? []).every((d) => numbers.has(d)));
  return written(productCodes(x), numbersIn(y)) && written(productCodes(y), numbersIn(x));
}
const DIGIT_RUN = /\d+/g;
/** The words of either record's brand (spec brand_field), which a trade name may write or leave off. */
function brandWords(a: Record<string, FieldValue>, b: Record<string, FieldValue>, brandField: string | undefined): ReadonlySet<string> {
  return new Set([a, b].flatMap((r) => (brandField === undefined || r[brandField] === undefined ? [] : (normaliseText(asText(r[brandField]!)).match(MODEL_WORD) ?? []))));
}
const PLUS_SIGN = /\+/g;
const ALNUM_TOKEN = /[\p{L}\p{N}]+/gu;
const MODEL_JOINERS: ReadonlySet<string> = new Set(['and', 'with']);

export function compareModelCodes(
  a: Record<string, FieldValue>,
  b: Record<string, FieldValue>,
  spec: ComparatorSpec,
): ComparatorResult | null {
  const field = spec.field!;
  const textField = spec.text_field;
  const ma = a[field] === undefined ? [] : modelCodes(asText(a[field]!));
  const mb = b[field] === undefined ? [] : modelCodes(asText(b[field]!));
  const ta = textField === undefined || a[textField] === undefined ? '' : asText(a[textField]!);
  const tb = textField === undefined || b[textField] === undefined ? '' : asText(b[textField]!);
  if (ma.length > 0 && mb.length > 0) {
    let direct = bestAgainst(ma, mb);
    if (direct === 1) return { sim: 1 };
    // A maker's name run on before its code (MeacoArete10L / ARETE10L, OCZSSD2-1VTX120G / SSD2-1VTX120G):
    // the code read without the brand either record names is the same code (spec brand_field).
    if (spec.brand_field !== undefined) {
      const brands = [a[spec.brand_field], b[spec.brand_field]].flatMap((v) => (v === undefined ? [] : [brandPrefix(asText(v))]));
      if (bestAgainst(withoutBrand(ma, brands), withoutBrand(mb, brands)) === 1) return { sim: 1 };
    }
    // One code is the other with a region, colour or packaging piece set off by a slash or hyphen
    // (DST2040/36 / DST2040, KQX-128G-EU2B / KQX-128G): a variant, whatever the piece's digits
    // or length (codes run together are read by codeRelation, where digits after a number make another number).
    const ba = tailBases(asText(a[field]!));
    const bb = tailBases(asText(b[field]!));
    // The base is compared as codes are (codeRelation's same code): a maker that pads its numbers writes the
    // base with a leading zero on the box and the catalogue without it (05127-2021 / 5127).
    if (direct < VARIANT && (ba.some((x) => sameCode(x, mb)) || bb.some((y) => sameCode(y, ma)))) direct = VARIANT;
    // One record's code written out in the other's title (the other's field holds a SKU or a
    // shortened code) counts as the same code.
    const viaTitle = Math.max(tb === '' ? 0 : againstTitle(ma, tb), ta === '' ? 0 : againstTitle(mb, ta));
    // Two model fields that state two variants of one base (SS2477G / SS2477BL) are two products, even
    // when a title writes the base alone (Bower SS2477 Digital Wrist Strap): the fields say which variant.
    if (direct === 0 && viaTitle < 1 && ma.some((x) => mb.some((y) => twoVariants(x, y)))) return { sim: 0, conflict: true };
    const best = Math.max(direct, viaTitle);
    // Found only in a title while the two model fields state codes that do not agree whole (a series name
    // beside two part numbers: 'KB40 (US) 930-001177' against '930-001122' under a title naming the KB40):
    // the title names the line, the fields name two items of it, so the agreement lifts no disagreement.
    if (best === 1 && direct < 1) return { sim: 1, liftsNothing: true };
    // A model field that writes the model's trade name (Guardian 15J, Maxi Ducha Ultra 5500W, Inspire+ A4) against
    // one that writes a bare catalogue or article number (VG15J230, 7510035, 4400745): the two fields hold two
    // kinds of identifier, which no reading of codes can set side by side, so they neither agree nor conflict
    // and the titles, sizes and ratings decide (they still part the siblings: 127 V / 220 V, A3 / A4). Only where
    // the number's own record names the same line in its title (Guardian on both records): a line word the other
    // record never writes says nothing is shared. Two trade names, or two numbers, are compared as codes.
    if (best === 0) {
      const brands = brandWords(a, b, spec.brand_field);
      if (namedAgainstNumber(asText(a[field]!), asText(b[field]!), tb, brands) || namedAgainstNumber(asText(b[field]!), asText(a[field]!), ta, brands)) return null;
    }
    return best > 0 ? { sim: best } : { sim: 0, conflict: true };
  }
  if (ma.length === 0 && mb.length === 0) {
    // The titles' codes first: two titles that write two codes of one model name (Kindle Paperwhite PQ94WIF /
    // DP75SDI) are two models whatever words the model fields share (review of pset25r).
    const titles = titlesOnly(ta, tb);
    if (titles !== null && titles.sim < 1) return titles;
    const words = a[field] === undefined || b[field] === undefined ? null : sameModelWords(asText(a[field]!), asText(b[field]!), ta, tb);
    return words ?? titles;
  }
  const [codes, title] = ma.length > 0 ? [ma, tb] : [mb, ta];
  if (title === '') return null;
  let found = againstTitle(codes, title);
  // The title writes the code without the region, colour or packaging piece the model field sets off by a
  // slash or hyphen (KQX-128G-EU2B in the field, 'KQX-128G' in the title): a variant of it, as
  // between two model fields (the base must hold a digit and four characters: tailBases).
  if (found < VARIANT) {
    const bases = tailBases(ma.length > 0 ? asText(a[field]!) : asText(b[field]!));
    if (bases.length > 0 && againstTitle(bases, title) === 1) found = VARIANT;
  }
  // The code written only after a fit word ('Silicone sleeve for A1263 power bank') names what that title's
  // product fits, not the product: it counts as the agreement it is but lifts no disagreement of the titles
  // (disagreement_lifted_by), which say the two are a device and its accessory.
  if (found === 1 && againstTitle(codes, beforeFit(title)) < 1) return { sim: 1, liftsNothing: true };
  if (found > 0) return { sim: found };
  // A model field that writes only a trade name, no code (TIKKA, Actik Core), against one that writes a bare
  // catalogue or article number (E061AA01) whose own title writes that name whole: the same two kinds of
  // identifier namedAgainstNumber sets aside when the name carries a code (Guardian 15J / VG15J230), and for
  // the same reason — a shop writes the name where a distributor or a hire list writes the maker's number —
  // so a code the named record's title writes (350lm) is no other model: neither agreement nor conflict, the
  // titles decide. Without the name in the number's title the code still counts against it (pset29r). A name with
  // no code is often a line's name, which the number's title writes for every article of the line (Classic,
  // Tikka, Galaxy), so only where the two titles write the same numbers too (sameTitleNumbers: 350lm / 350
  // Lumens) — a size or a number the other title lacks or writes otherwise (3D-cell / 2D-cell, 300lm / 350lm)
  // names a sibling (review of pset29r).
  const [namedRecord, numberRecord, numberTitle] = ma.length > 0 ? [b, a, ta] : [a, b, tb];
  if (namedRecord[field] !== undefined && numberRecord[field] !== undefined && sameTitleNumbers(title, numberTitle, codes)) {
    const brands = brandWords(a, b, spec.brand_field);
    if (namedAgainstNumber(asText(namedRecord[field]!), asText(numberRecord[field]!), numberTitle, brands)) return null;
  }
  return productCodes(title).size > 0 ? { sim: 0 } : null;
}
