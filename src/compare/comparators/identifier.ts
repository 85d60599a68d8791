// Exact identifiers (national ids, registration numbers, MBIDs, ISNIs): compared after dropping
// separators and case. One keystroke of difference — a single substituted character, two adjacent
// characters swapped, or one character inserted or dropped — in identifiers of at least six
// characters is a near miss (0.75, flagged `nearMiss`): a data-entry error rather than another
// identifier. The packs refute below 1.0, so a near miss alone never merges (the pair goes to
// review for a person to check the typo) unless the pack names corroborating evidence for it (see
// `near_miss_corroboration` in fieldsEngine.ts); anything further apart scores 0 and the packs veto
// it (clearly different identifiers make the pair different).
// A near miss whose only difference is the final digit, one up or down, is also flagged
// `serialNeighbour`: that is what two numbers issued one after the other look like (twins
// registered together), so the packs may ask more of the evidence before reading it as a typo.
// Identifiers with a check digit never look like this (consecutive valid numbers differ in the
// check digit too), so for them a one-keystroke difference is a keying error by construction.
// Issuers: a value may name its issuing country as a prefix (`NG:A01234567`, `GBR: 123456789`: an
// ISO 3166 alpha-2 or alpha-3 code and a colon), and a pack may name a field holding it
// (`issuer_field`, e.g. passport_country: a code or an English country name; for a licence, a
// state or agency, compared as written). Two documents from
// different issuers are different documents: the comparator abstains (neither agreement nor
// conflict — a person may hold two passports). The prefix is never part of the number compared.
import countries from 'i18n-iso-countries';
import { memoiseString } from '../../core/memo.js';
import { normaliseId } from '../normalise.js';
import type { ComparatorResult, FieldValue } from './types.js';
import { asText } from './types.js';

const ISSUER_PREFIX = /^\s*([A-Za-z]{2,3})\s*:\s*(\S.*)$/;

/** ISO 3166 alpha-2 code of a country code or English country name, or null. Memoised. */
export const countryCode: (value: string) => string | null = memoiseString((value: string) => {
  const v = value.trim();
  if (/^[A-Za-z]{2}$/.test(v)) return countries.isValid(v.toUpperCase()) ? v.toUpperCase() : null;
  if (/^[A-Za-z]{3}$/.test(v)) return countries.alpha3ToAlpha2(v.toUpperCase()) ?? null;
  return countries.getAlpha2Code(v, 'en') ?? null;
});

/** An issuer as compared: its country code, else (a state, an agency) its letters and digits upper-cased. */
export function issuerCode(value: string): string | null {
  const code = countryCode(value);
  if (code !== null) return code;
  const plain = normaliseId(value).toUpperCase();
  return plain === '' ? null : plain;
}

/** The issuing country a value names as its prefix (`NG:...`) and the number without it. Memoised. */
export const splitIssuer: (value: string) => { issuer: string | null; number: string } = memoiseString((value: string) => {
  const m = ISSUER_PREFIX.exec(value);
  const issuer = m ? countryCode(m[1]!) : null;
  return issuer === null ? { issuer: null, number: value } : { issuer, number: m![2]! };
});

/**
 * True when both sides say who issued their identifier and the issuers differ: `fieldIssuer` from
 * the pack's issuer_field when the record carries it, else the value's own prefix.
 */
export function differentIssuers(a: FieldValue, b: FieldValue, fieldIssuerA?: FieldValue, fieldIssuerB?: FieldValue): boolean {
  const ia = fieldIssuerA !== undefined ? issuerCode(asText(fieldIssuerA)) : splitIssuer(asText(a)).issuer;
  const ib = fieldIssuerB !== undefined ? issuerCode(asText(fieldIssuerB)) : splitIssuer(asText(b)).issuer;
  return ia !== null && ib !== null && ia !== ib;
}

export const ID_NEAR_MISS = 0.75;

/** One substituted character or one adjacent swap between two equal-length strings (≥ `minLength`). */
export function isOneKeyingError(a: string, b: string, minLength = 6): boolean {
  if (a.length !== b.length || a.length < minLength) return false;
  let first = -1;
  let diffs = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) {
      if (diffs === 0) first = i;
      diffs++;
      if (diffs > 2) return false;
    }
  }
  if (diffs === 1) return true;
  // Two differences: only an adjacent transposition counts.
  return diffs === 2 && a[first] === b[first + 1] && a[first + 1] === b[first];
}

/** The longer string is the shorter with exactly one character inserted (shorter ≥ `minLength`). */
export function isOneInsertion(a: string, b: string, minLength = 6): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1 || short.length < minLength) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  // Skip the inserted character; the rest must line up.
  for (let j = i; j < short.length; j++) if (short[j] !== long[j + 1]) return false;
  return true;
}

/** One keystroke apart: a substitution, an adjacent transposition, or one insertion/deletion. */
export function isOneKeystroke(a: string, b: string, minLength = 6): boolean {
  return isOneKeyingError(a, b, minLength) || isOneInsertion(a, b, minLength);
}

/** Same length, and only the final digit differs, by one: consecutive serial numbers. */
export function isSerialNeighbour(a: string, b: string): boolean {
  const n = a.length;
  if (n !== b.length || n < 2 || a.slice(0, n - 1) !== b.slice(0, n - 1)) return false;
  const x = a.charCodeAt(n - 1) - 48;
  const y = b.charCodeAt(n - 1) - 48;
  return x >= 0 && x <= 9 && y >= 0 && y <= 9 && Math.abs(x - y) === 1;
}

export function compareIdentifiers(a: FieldValue, b: FieldValue): ComparatorResult | null {
  const sa = splitIssuer(asText(a));
  const sb = splitIssuer(asText(b));
  if (sa.issuer !== null && sb.issuer !== null && sa.issuer !== sb.issuer) return null;
  const x = normaliseId(sa.number);
  const y = normaliseId(sb.number);
  if (x === '' || y === '') return null;
  if (x === y) return { sim: 1 };
  if (!isOneKeystroke(x, y)) return { sim: 0 };
  return isSerialNeighbour(x, y) ? { sim: ID_NEAR_MISS, nearMiss: true, serialNeighbour: true } : { sim: ID_NEAR_MISS, nearMiss: true };
}
