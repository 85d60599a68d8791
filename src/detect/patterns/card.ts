// Payment card numbers (PII-5-CARD): Luhn plus the issuer's number range and lengths (card-brands.json).
// Compact or printed in groups (4-4-4-4, Amex 4-6-5, Diners 4-6-4) with one consistent separator.
import Type, { type Static } from 'typebox';
import type { Detector, RawSpan } from '../types.js';
import { luhnValid } from '../../core/checksum.js';
import { NUMBER_AFTER } from '../../core/numberBoundary.js';
import { CONFIDENCE } from './confidence.js';
import { memoLast, rawSpan, universalDetector } from './span.js';
import { allMatches } from '../../core/matches.js';
import { dataFileError, loadDataFile, validateData } from '../../core/dataFile.js';

interface BrandRange {
  brand: string;
  prefixLength: number;
  lo: number;
  hi: number;
  lengths: ReadonlySet<number>;
}

const FILE = new URL('./card-brands.json', import.meta.url);
const Prefix = Type.String({ pattern: '^\\d{1,6}$' });

/** The schema of card-brands.json: per brand its lengths and its issuer ranges [low, high] of prefixes. */
export const CARD_BRANDS_SCHEMA = Type.Object({
  source: Type.String({ minLength: 1 }),
  brands: Type.Array(
    Type.Object(
      {
        brand: Type.String({ pattern: '^[a-z]+$' }),
        ranges: Type.Array(Type.Tuple([Prefix, Prefix]), { minItems: 1 }),
        lengths: Type.Array(Type.Integer({ minimum: 12, maximum: 19 }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    { minItems: 1 },
  ),
}, { additionalProperties: false });

type BrandsFile = Static<typeof CARD_BRANDS_SCHEMA>;

/** The ranges of the brands, checked beyond the schema (equal lengths, low ≤ high), longest prefix first. */
function rangesOf(brands: BrandsFile['brands'], file: URL | string): BrandRange[] {
  const out: BrandRange[] = [];
  brands.forEach((b, i) => {
    b.ranges.forEach(([lo, hi], k) => {
      if (lo.length !== hi.length) throw dataFileError(file, `/brands/${i}/ranges/${k}`, 'DF_RANGE_LENGTHS');
      if (Number(lo) > Number(hi)) throw dataFileError(file, `/brands/${i}/ranges/${k}`, 'DF_RANGE_REVERSED');
      out.push({ brand: b.brand, prefixLength: lo.length, lo: Number(lo), hi: Number(hi), lengths: new Set(b.lengths) });
    });
  });
  // Longest prefix first, so Verve 650002 wins over Discover 65.
  return out.sort((a, b) => b.prefixLength - a.prefixLength);
}

/** Validates a parsed card-brands file (for the broken-copy test); a DataFileError names the file and entry. */
export function validateCardBrands(raw: unknown, file: URL | string = FILE): BrandRange[] {
  return rangesOf(validateData(raw, CARD_BRANDS_SCHEMA, file).brands, file);
}

function loadBrands(): BrandRange[] {
  return rangesOf(loadDataFile(FILE, CARD_BRANDS_SCHEMA).brands, FILE);
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

/**
 * One separator throughout (or none), and every group of digits between separators at least three long
 * (`4111 1111 1111 1111`, not `41-111 11111`): one pass over the candidate, which holds only digits, spaces
 * and hyphens, without building strings (it runs on every long digit run of a text).
 */
function groupsConsistent(raw: string): boolean {
  let sep = -1;
  let group = 0;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) {
      group++;
      continue;
    }
    if (sep === -1) sep = c;
    if (c !== sep || group < 3) return false;
    group = 0;
  }
  return sep === -1 || group >= 3;
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

export const cardDetector: Detector = universalDetector('card', findCards);
