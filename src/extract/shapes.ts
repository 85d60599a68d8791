// Pattern-shaped entities that /extract proposes beyond the personal-data detectors: any DATE (not
// only dates of birth), MONEY in the currencies of the jurisdictions we serve, URL and ISBN (with its
// check digit). Confidences follow the reference: DATE 0.80, MONEY 0.85, URL 0.95, ISBN 0.95.
import { gs1CheckDigit, gs1Valid } from '../core/checksum.js';

export interface ShapeSpan {
  /** UTF-16 start. */
  start: number;
  /** UTF-16 end. */
  end: number;
  type: 'DATE' | 'MONEY' | 'URL' | 'ISBN';
  confidence: number;
  metadata: Record<string, string>;
}

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6, jul: 7, july: 7,
  aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11, november: 11, dec: 12, december: 12,
};
/** True for an English month's name or its abbreviation, any case, a closing dot allowed ("June", "Sept."). */
export function isMonthName(word: string): boolean {
  return Object.hasOwn(MONTHS, word.toLowerCase().replace(/\.$/, ''));
}
const MONTH = '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(\\d{4})';
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

const DATE_ISO = new RegExp(`${B}(\\d{4})-(\\d{2})-(\\d{2})${E}`, 'gu');
const DATE_NUMERIC = new RegExp(`${B}(\\d{1,2})([/.\\-])(\\d{1,2})\\2(\\d{4})${E}`, 'gu');
const DATE_DAY_MONTH = new RegExp(`${B}${DAY}(?:\\s+of)?\\s+${MONTH},?\\s+${YEAR}${E}`, 'giu');
const DATE_MONTH_DAY = new RegExp(`${B}${MONTH}\\s+${DAY},?\\s+${YEAR}${E}`, 'giu');

function validDate(y: number, m: number, d: number): boolean {
  if (y < 1800 || y > 2200 || m < 1 || m > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= days[m - 1]!;
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function findDates(text: string, out: ShapeSpan[]): void {
  const push = (start: number, end: number, y: number, m: number, d: number) => {
    if (validDate(y, m, d)) out.push({ start, end, type: 'DATE', confidence: 0.8, metadata: { iso: iso(y, m, d) } });
  };
  for (const m of text.matchAll(DATE_ISO)) push(m.index, m.index + m[0].length, +m[1]!, +m[2]!, +m[3]!);
  for (const m of text.matchAll(DATE_NUMERIC)) {
    const a = +m[1]!;
    const b = +m[3]!;
    // Day first (the convention everywhere we serve) unless only month-first makes sense (03/25/2024).
    const [d, mo] = b > 12 && a <= 12 ? [b, a] : [a, b];
    push(m.index, m.index + m[0].length, +m[4]!, mo, d);
  }
  for (const m of text.matchAll(DATE_DAY_MONTH)) {
    push(m.index, m.index + m[0].length, +m[3]!, MONTHS[m[2]!.toLowerCase()]!, +m[1]!);
  }
  for (const m of text.matchAll(DATE_MONTH_DAY)) {
    push(m.index, m.index + m[0].length, +m[3]!, MONTHS[m[1]!.toLowerCase()]!, +m[2]!);
  }
}

// Symbol or code before the amount, or a code/word after it. ISO 4217 codes of the jurisdictions we
// serve and their neighbours; "N" (naira) and "R" (rand) only when glued to digits.
const CURRENCY_PREFIX: Array<[string, string]> = [
  ['₦', 'NGN'], ['NGN', 'NGN'], ['N', 'NGN'], ['KSh', 'KES'], ['KShs', 'KES'], ['Ksh', 'KES'], ['Kshs', 'KES'], ['KES', 'KES'],
  ['GH₵', 'GHS'], ['GH¢', 'GHS'], ['GHS', 'GHS'], ['GHC', 'GHS'], ['₵', 'GHS'], ['ZAR', 'ZAR'], ['R', 'ZAR'], ['£', 'GBP'],
  ['GBP', 'GBP'], ['€', 'EUR'], ['EUR', 'EUR'], ['US$', 'USD'], ['USD', 'USD'], ['$', 'USD'], ['CHF', 'CHF'], ['SEK', 'SEK'],
  ['NOK', 'NOK'], ['DKK', 'DKK'], ['ISK', 'ISK'], ['PLN', 'PLN'], ['CZK', 'CZK'], ['HUF', 'HUF'], ['RON', 'RON'], ['BGN', 'BGN'],
  ['UGX', 'UGX'], ['TZS', 'TZS'], ['RWF', 'RWF'], ['XOF', 'XOF'], ['XAF', 'XAF'], ['EGP', 'EGP'], ['MAD', 'MAD'], ['¥', 'JPY'],
];
const CURRENCY_SUFFIX: Array<[string, string]> = [
  ['naira', 'NGN'], ['NGN', 'NGN'], ['shillings', 'KES'], ['KES', 'KES'], ['cedis', 'GHS'], ['cedi', 'GHS'], ['GHS', 'GHS'],
  ['rand', 'ZAR'], ['ZAR', 'ZAR'], ['pounds', 'GBP'], ['GBP', 'GBP'], ['euros', 'EUR'], ['euro', 'EUR'], ['EUR', 'EUR'], ['€', 'EUR'],
  ['dollars', 'USD'], ['USD', 'USD'], ['kr', 'SEK'], ['zł', 'PLN'], ['PLN', 'PLN'], ['Kč', 'CZK'], ['Ft', 'HUF'], ['lei', 'RON'],
];
const AMOUNT = '(\\d{1,3}(?:[, .\\u00a0\\u202f]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)(?:\\s?(k|m|bn|million|billion|thousand))?';
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');
const byLength = (a: [string, string], b: [string, string]) => b[0].length - a[0].length;
const GLUED_ONLY = new Set(['N', 'R']);
const MONEY_PREFIX = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...CURRENCY_PREFIX].sort(byLength).map(([s]) => esc(s) + (GLUED_ONLY.has(s) ? '(?=\\d)' : '')).join('|')})\\s?${AMOUNT}(?![\\p{N}])`,
  'gu',
);
const MONEY_SUFFIX = new RegExp(`(?<![\\p{L}\\p{N}.,])(?<![£€$₦₵¥]\\s?)${AMOUNT}\\s?(${[...CURRENCY_SUFFIX].sort(byLength).map(([s]) => esc(s)).join('|')})(?![\\p{L}])`, 'gu');
const PREFIX_CODE = new Map(CURRENCY_PREFIX);
const SUFFIX_CODE = new Map(CURRENCY_SUFFIX);

/** "1,250,000.50" -> "1250000.50"; "1.250,50" (continental) -> "1250.50". */
function normaliseAmount(raw: string, scale: string | undefined): string {
  let s = raw.replace(/[ \u00a0\u202f]/g, '');
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  const decimalSep = /[.,]\d{1,2}$/.test(s) ? (lastComma > lastDot ? ',' : '.') : '';
  const [intPart, frac] = decimalSep ? [s.slice(0, s.lastIndexOf(decimalSep)), s.slice(s.lastIndexOf(decimalSep) + 1)] : [s, ''];
  s = intPart.replace(/[.,]/g, '') + (frac ? `.${frac}` : '');
  if (!scale) return s;
  const factor = scale.toLowerCase().startsWith('b') ? 1e9 : scale.toLowerCase().startsWith('m') ? 1e6 : 1e3;
  return String(Math.round(Number(s) * factor * 100) / 100);
}

/** A MONEY span over the whole match, with its ISO currency and its normalised amount. */
function moneySpan(m: RegExpExecArray, currency: string, amount: string, scale: string | undefined): ShapeSpan {
  return { start: m.index, end: m.index + m[0].length, type: 'MONEY', confidence: 0.85, metadata: { currency, amount: normaliseAmount(amount, scale) } };
}

function findMoney(text: string, out: ShapeSpan[]): void {
  for (const m of text.matchAll(MONEY_PREFIX)) out.push(moneySpan(m, PREFIX_CODE.get(m[1]!)!, m[2]!, m[3]));
  const prefixed = out.filter((s) => s.type === 'MONEY');
  for (const m of text.matchAll(MONEY_SUFFIX)) {
    const end = m.index + m[0].length;
    if (prefixed.some((p) => p.start < end && m.index < p.end)) continue;
    out.push(moneySpan(m, SUFFIX_CODE.get(m[3]!)!, m[1]!, m[2]));
  }
}

const BARE_AMOUNT = new RegExp(`^\\s*${AMOUNT}\\s*$`, 'u');

/**
 * The one amount a price field states: a MONEY span (its ISO currency and amount), or a bare amount
 * written with grouping separators (1,299.99, 1.299,99) and no currency; null when the value states
 * none, or several different amounts. Read by the compare engine's price comparisons.
 */
export function readMoney(text: string): { amount: number; currency: string | undefined } | null {
  const spans: ShapeSpan[] = [];
  findMoney(text, spans);
  const amounts = new Set(spans.map((s) => `${s.metadata['currency']} ${s.metadata['amount']}`));
  if (amounts.size === 1) {
    const [currency, amount] = [...amounts][0]!.split(' ');
    return { amount: Number(amount), currency };
  }
  if (amounts.size > 1) return null;
  const bare = BARE_AMOUNT.exec(text);
  return bare ? { amount: Number(normaliseAmount(bare[1]!, bare[2])), currency: undefined } : null;
}

/**
 * Where a text writes an amount of money with its currency ('£3.00', 'R79.99', 'KSh 8,150', '450 rand'): each
 * span's start and end, in the text's order. A bare number is not money here.
 */
export function moneySpans(text: string): readonly { start: number; end: number }[] {
  const spans: ShapeSpan[] = [];
  findMoney(text, spans);
  return spans.map((s) => ({ start: s.start, end: s.end })).sort((x, y) => x.start - y.start);
}

/**
 * Whether the whole text (blanks at its ends aside) is one amount of money with its currency ('₦3,500', 'KSh 1,200',
 * '450 rand'): a price standing alone, as a price list writes it beside each item. A bare number is not money here.
 */
export function isMoneyOnly(text: string): boolean {
  const spans: ShapeSpan[] = [];
  findMoney(text, spans);
  if (spans.length !== 1) return false;
  const lead = text.length - text.trimStart().length;
  return spans[0]!.start === lead && spans[0]!.end === text.trimEnd().length;
}

const URL_RE = /(?<![\p{L}\p{N}@/])(?:https?:\/\/|www\.)[^\s<>"'`]+/giu;
const TRAILING = /[.,;:!?)\]}'"]+$/;

function findUrls(text: string, out: ShapeSpan[]): void {
  for (const m of text.matchAll(URL_RE)) {
    let url = m[0];
    // Keep a closing bracket that has its opening one inside the URL (wiki links).
    while (TRAILING.test(url)) {
      const last = url[url.length - 1]!;
      if (last === ')' && url.includes('(')) break;
      url = url.slice(0, -1);
    }
    if (url.length < 8) continue;
    out.push({ start: m.index, end: m.index + url.length, type: 'URL', confidence: 0.95, metadata: {} });
  }
}

const ISBN_RE = /\bISBN(?:-1[03])?:?\s?((?:97[89][-\s]?)?\d{1,5}[-\s]?\d{1,7}[-\s]?\d{1,7}[-\s]?[\dX])(?![\p{L}\p{N}])/giu;

export function isbnValid(digits: string): boolean {
  if (/^\d{9}[\dX]$/.test(digits)) {
    let sum = 0;
    for (let i = 0; i < 10; i++) sum += (digits[i] === 'X' ? 10 : +digits[i]!) * (10 - i);
    return sum % 11 === 0;
  }
  if (/^97[89]\d{10}$/.test(digits)) return gs1Valid(digits);
  return false;
}

/**
 * The ISBN-13 of a valid ISBN-10 (ISO 2108: the ten-digit number's first nine digits behind the EAN prefix
 * 978, with the EAN-13 check digit computed anew), else null: one book's two numbers, as catalogues print
 * the older and the newer form of one edition.
 */
export function isbn13Of(isbn10: string): string | null {
  const digits = isbn10.toUpperCase();
  if (digits.length !== 10 || !isbnValid(digits)) return null;
  const body = `978${digits.slice(0, 9)}`;
  return `${body}${gs1CheckDigit(body)}`;
}

function findIsbns(text: string, out: ShapeSpan[]): void {
  for (const m of text.matchAll(ISBN_RE)) {
    const digits = m[1]!.replace(/[-\s]/g, '').toUpperCase();
    if (!isbnValid(digits)) continue;
    const start = m.index + m[0].length - m[1]!.length;
    out.push({
      start,
      end: m.index + m[0].length,
      type: 'ISBN',
      confidence: 0.95,
      metadata: { isbn_normalised: digits, isbn_type: digits.length === 13 ? 'ISBN-13' : 'ISBN-10' },
    });
  }
}

/** The four date shapes, sticky: each reads a date only where it starts at the index given (dateStartsAt). */
const DATE_AT: readonly RegExp[] = [DATE_ISO, DATE_NUMERIC, DATE_DAY_MONTH, DATE_MONTH_DAY].map((r) => new RegExp(r.source, r.flags.replace('g', 'y')));

/** True when a date of the shapes findShapes reads starts at UTF-16 index `i` of `text` ("12/03/2021", "4 May 2019", "May 4, 2019"). */
export function dateStartsAt(text: string, i: number): boolean {
  return DATE_AT.some((r) => {
    r.lastIndex = i;
    return r.test(text);
  });
}

/** Every DATE, MONEY, URL and ISBN span (may overlap each other; the caller resolves overlaps). */
export function findShapes(text: string): ShapeSpan[] {
  const out: ShapeSpan[] = [];
  findDates(text, out);
  findMoney(text, out);
  findUrls(text, out);
  findIsbns(text, out);
  return out;
}
