// Linkable tokens (docs/architecture.md D10): `<LABEL>_<8 hex>`, the first 8 hex digits of
// HMAC-SHA256(key = the request salt, message = label + U+0000 + the normalised value). Normalising
// first means the same phone written `0803 123 4567` and `+234 803 123 4567` gets the same token, so
// de-identified records stay linkable across documents.
//
// WARNING: without a salt the key is empty and the token is a public function of the value. A
// low-entropy value (a phone number, an 11-digit id, a common name) can be recovered by hashing every
// candidate and comparing; callers who share de-identified text should pass a secret salt.
import { createHmac } from 'node:crypto';
import parsePhoneNumber from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import { foldText } from '../core/fold.js';

/** `[LABEL]` / `LABEL_…` label of a category: what follows `PII-<n>-` (`PII-2-NIN` → `NIN`). */
export function labelOf(category: string): string {
  const parts = category.split('-');
  return parts.length >= 3 ? parts.slice(2).join('-') : category;
}

/** Canonical value behind a token, per category family. */
export function normalizeValue(category: string, value: string, jurisdiction: string | null, detectorNormalized?: string): string {
  if (category === 'PII-3-PHONE') return normalizePhone(detectorNormalized ?? value, jurisdiction);
  if (category === 'PII-3-EMAIL') return (detectorNormalized ?? value).trim().toLowerCase();
  if (/^PII-[25]-/.test(category)) return (detectorNormalized ?? value).normalize('NFKC').toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
  return normalizeText(detectorNormalized ?? value);
}

/** NFKC, case-folded, single-spaced (names, addresses, free text): the shared fold of src/core. */
export const normalizeText = foldText;

/** E.164 when the numbering plan knows the number (the jurisdiction as default region), else `+`/digits. */
export function normalizePhone(value: string, jurisdiction: string | null): string {
  if (/^\+[1-9][0-9]{6,14}$/.test(value)) return value;
  const region = jurisdiction && /^[A-Z]{2}$/.test(jurisdiction) && jurisdiction !== 'EU' ? (jurisdiction as CountryCode) : undefined;
  try {
    const parsed = parsePhoneNumber(value, region);
    if (parsed) return parsed.number;
  } catch {
    // not a number libphonenumber can parse: fall through to the digits
  }
  return (value.trim().startsWith('+') ? '+' : '') + value.replace(/[^0-9]/g, '');
}

/** `LABEL_<8 hex>` of an already-normalised value. */
export function tokenFor(label: string, normalized: string, salt: string): string {
  const hex = createHmac('sha256', salt).update(`${label}\u0000${normalized}`, 'utf8').digest('hex');
  return `${label}_${hex.slice(0, 8)}`;
}
