// Payment card numbers (PII-5-CARD): Luhn plus the issuer's number range and lengths (card-brands.json).
// Compact or printed in groups (4-4-4-4, Amex 4-6-5, Diners 4-6-4) with one consistent separator.
import { readFileSync } from 'node:fs';
import type { Detector, RawSpan } from '../types.js';
import { luhnValid } from '../../core/checksum.js';
import { NUMBER_AFTER } from '../../core/numberBoundary.js';
import { CONFIDENCE } from './confidence.js';
import { copySpans, memoLast, rawSpan } from './span.js';
import { allMatches } from '../../core/matches.js';
import { dataFileError } from '../../core/dataFile.js';

interface BrandRange {
  brand: string;
  prefixLength: number;
  lo: number;
  hi: number;
  lengths: ReadonlySet<number>;
}

function loadBrands(): BrandRange[] {
  const raw = JSON.parse(readFileSync(new URL('./card-brands.json', import.meta.url), 'utf8')) as { brands?: unknown };
  if (!Array.isArray(raw.brands) || raw.brands.length === 0) throw dataFileError('card-brands.json', '', '"brands" must be a non-empty array');
  const out: BrandRange[] = [];
  for (const b of raw.brands as { brand?: unknown; ranges?: unknown; lengths?: unknown }[]) {
    if (typeof b.brand !== 'string' || !/^[a-z]+$/.test(b.brand)) throw dataFileError('card-brands.json', '', 'each entry needs a lower-case "brand"');
    if (!Array.isArray(b.lengths) || !b.lengths.every((n) => Number.isInteger(n) && n >= 12 && n <= 19)) {
      throw dataFileError('card-brands.json', '', `${b.brand} needs "lengths" between 12 and 19`);
    }
    if (!Array.isArray(b.ranges) || b.ranges.length === 0) throw dataFileError('card-brands.json', '', `${b.brand} needs "ranges"`);
    for (const r of b.ranges as unknown[]) {
      if (!Array.isArray(r) || r.length !== 2 || !r.every((x) => typeof x === 'string' && /^\d{1,6}$/.test(x)) || r[0].length !== r[1].length) {
        throw dataFileError('card-brands.json', '', `${b.brand} has a range that is not two digit strings of equal length`);
      }
      if (Number(r[0]) > Number(r[1])) throw dataFileError('card-brands.json', '', `${b.brand} range ${r[0]}-${r[1]} is reversed`);
      out.push({ brand: b.brand, prefixLength: r[0].length, lo: Number(r[0]), hi: Number(r[1]), lengths: new Set(b.lengths as number[]) });
    }
  }
  // Longest prefix first, so Verve 650002 wins over Discover 65.
  return out.sort((a, b) => b.prefixLength - a.prefixLength);
}

const BRANDS = loadBrands();

/** The brand whose range and length admit these digits, or null. */
export function cardBrand(digits: string): string | null {
  for (const r of BRANDS) {
    if (!r.lengths.has(digits.length)) continue;
    const p = Number(digits.slice(0, r.prefixLength));
    if (p >= r.lo && p <= r.hi) return r.brand;
  }
  return null;
}

// Not glued to a longer number (core/numberBoundary.ts: a field separator such as `,` never glues).
const CANDIDATE = new RegExp(String.raw`(?<![\p{L}\p{N}_./-]|\p{N}[ -])\d(?:[ -]?\d){11,18}(?![\p{L}\p{N}_]|[ ]\p{N}|${NUMBER_AFTER})`, 'gu');

function groupsConsistent(raw: string): boolean {
  const seps = raw.replace(/\d/g, '');
  if (seps.length === 0) return true;
  if (!seps.split('').every((c) => c === seps[0])) return false;
  return raw.split(seps[0]!).every((g) => g.length >= 3);
}

function scanCards(text: string): RawSpan[] {
  const out: RawSpan[] = [];
  for (const m of allMatches(CANDIDATE, text)) {
    const raw = m[0];
    if (!groupsConsistent(raw)) continue;
    const digits = raw.replace(/[ -]/g, '');
    if (!luhnValid(digits)) continue;
    const brand = cardBrand(digits);
    if (!brand) continue;
    const start = m.index;
    out.push(rawSpan('PII-5-CARD', start, start + raw.length, CONFIDENCE.checksum, 'card', digits, { brand }));
  }
  return out;
}

export const findCards = memoLast(scanCards);

export const cardDetector: Detector = {
  name: 'card',
  countries: [],
  detect: (text) => copySpans(findCards(text)),
};
