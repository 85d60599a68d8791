// A small address splitter for component-wise comparison (the place-mention parser of /places
// serves free text; here the input is already one address field). Reads, from comma segments:
// a premises designator (Unit 4, Plot 88, Suite 300B, No. 12, #5), a street number and street
// (the first segment that starts with a number, or else carries a street word), a postal code (a 4-6 digit
// group or a UK/CA-style code), and the remaining segments as locality words (area, city, region).
// Structured input ({street_number, street, city, postal_code, ...}) is taken as given.
import { escapeRegExp } from '../../core/matches.js';
import { memoiseString } from '../../core/memo.js';
import { ADDRESS_TOKENS } from '../../places/addressTokens.js';
import { normaliseText } from '../normalise.js';
import { SIMPLE_ORDINALS } from './numberWords.js';
import type { FieldValue } from './types.js';

export interface AddressParts {
  raw: string;
  premises?: string;
  street_number?: string;
  street?: string;
  postal_code?: string;
  locality: string[];
}

const PREMISES = /\b(?:unit|plot|suite|flat|apartment|apt|block|house|no|number|shop)\.?\s*([0-9]+[a-z]?)\b|#\s*([0-9]+[a-z]?)\b/;
const BARE_NUMBER = /^[0-9]{1,4}[a-z]?$/;
/** A segment holding a street word of the one address vocabulary (address-tokens.json `compare_street_words`) is the street. */
const STREET_WORD = new RegExp(`\\b(?:${ADDRESS_TOKENS.compare_street_words.map(escapeRegExp).join('|')})\\b`);
const PREMISES_ONLY = /^(?:unit|plot|suite|flat|apartment|apt|block|house|no|number|shop|#) ?[0-9]+[a-z]?$/;
const LEADING_NUMBER = /^([0-9]+[a-z]?)(?:[\s,/-]+)(.+)$/;
const POSTAL = /^(?:[0-9]{4,6}|[a-z]{1,2}[0-9][a-z0-9]? ?[0-9][a-z]{2}|[a-z][0-9][a-z] ?[0-9][a-z][0-9])$/;
const SEGMENT = /[,;\n]+/;
const POSTAL_INLINE = /\b([0-9]{4,6})\b/;
const STRUCTURED_KEYS: Record<string, keyof AddressParts> = {
  premises: 'premises',
  plot: 'premises',
  unit: 'premises',
  street_number: 'street_number',
  house_number: 'street_number',
  street: 'street',
  road: 'street',
  address_1: 'street',
  postal_code: 'postal_code',
  postcode: 'postal_code',
  zip: 'postal_code',
};

const PUNCTUATION = /[^\p{L}\p{N}# ]+/gu;
const SPACES = / {2,}/g;

/**
 * Ordinal words written as numbers (Ninth Avenue / 9th Ave, Second Street / 2nd St): registers and
 * listings write street ordinals both ways, and an address reads the same either way.
 */
const ORDINAL_WORDS: ReadonlyMap<string, string> = new Map(
  [...SIMPLE_ORDINALS].map(([w, n]) => {
    const suffix = n >= 11 && n <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
    return [w, `${n}${suffix}`];
  }),
);
const ORDINAL_PATTERN = `\\b(?:${[...ORDINAL_WORDS.keys()].join('|')})\\b`;
const HAS_ORDINAL_WORD = new RegExp(ORDINAL_PATTERN);
const ORDINAL_WORD = new RegExp(ORDINAL_PATTERN, 'g');

/** Punctuation to spaces, single-spaced, ordinal words as numbers; the input is already normalised text. */
function cleanNormalised(s: string): string {
  const plain = s.replace(PUNCTUATION, ' ').replace(SPACES, ' ').trim();
  return HAS_ORDINAL_WORD.test(plain) ? plain.replace(ORDINAL_WORD, (w) => ORDINAL_WORDS.get(w)!) : plain;
}

function clean(s: string): string {
  return cleanNormalised(normaliseText(s));
}

// A record is usually compared with many candidates: parsed text addresses are memoised. Results
// are frozen so no caller can alter a cached parse.
const parseTextOnce = memoiseString((text: string): Readonly<AddressParts> => Object.freeze(parseText(text)));

export function parseAddress(value: FieldValue): Readonly<AddressParts> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return fromObject(value);
  return parseTextOnce(String(value));
}

function parseText(value: string): AddressParts {
  const raw = normaliseText(String(value));
  const parts: AddressParts = { raw: cleanNormalised(raw), locality: [] };
  const premises = PREMISES.exec(raw);
  const premisesName = premises?.[1] ?? premises?.[2];
  if (premisesName !== undefined) parts.premises = premisesName;
  const segments = raw.split(SEGMENT).map(cleanNormalised).filter(Boolean);
  for (const segment of segments) {
    let seg = segment;
    if (PREMISES_ONLY.test(seg)) continue;
    if (!parts.street_number && !parts.street && BARE_NUMBER.test(seg) && seg === segments[0]) {
      parts.street_number = seg;
      continue;
    }
    if (!parts.postal_code && POSTAL.test(seg)) {
      parts.postal_code = seg.replace(/ /g, '');
      continue;
    }
    if (!parts.street) {
      const lead = LEADING_NUMBER.exec(seg.replace(/^(?:no|number)\s+/, ''));
      if (lead && /[a-z]/.test(lead[2]!)) {
        parts.street_number = lead[1]!;
        parts.street = lead[2]!.trim();
        continue;
      }
    }
    if (!parts.postal_code) {
      const inline = POSTAL_INLINE.exec(seg);
      if (inline) {
        parts.postal_code = inline[1]!;
        seg = seg.replace(inline[0], ' ').replace(/\s+/g, ' ').trim();
      }
    }
    if (!parts.street && STREET_WORD.test(seg)) {
      parts.street = seg;
      continue;
    }
    for (const w of seg.split(' ')) if (w) parts.locality.push(w);
  }
  return parts;
}

function fromObject(value: { [key: string]: FieldValue }): AddressParts {
  const parts: AddressParts = { raw: '', locality: [] };
  const rawBits: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    if (v === null || v === '' || typeof v === 'object') continue;
    const text = clean(String(v));
    if (text === '') continue;
    rawBits.push(text);
    const slot = STRUCTURED_KEYS[key];
    if (slot && slot !== 'raw' && slot !== 'locality') {
      (parts as unknown as Record<string, string>)[slot] = slot === 'postal_code' ? text.replace(/ /g, '') : text;
    } else if (key !== 'country' && key !== 'anchor_type') {
      for (const w of text.split(' ')) parts.locality.push(w);
    }
  }
  parts.raw = rawBits.join(' ');
  return parts;
}
