// Phone numbers, normalised to E.164 with libphonenumber-js (max metadata). A number written
// nationally ("0803 555 7890") is read in the country of the other side's international number;
// when neither side says its country, the national significant digits are compared.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import { memoiseString } from '../memo.js';
import type { ComparatorResult, FieldValue } from './types.js';
import { asText } from './types.js';

const NON_DIGIT = /\D/g;

// Parsing with the numbering plan is the costly part of a pair: memoised per value (and country).
/** E.164 and country of a number written internationally (+ or 00), or null; memoised. */
export const international = memoiseString(internationalOnce);
const inCountryMemo = memoiseString((key: string) => {
  const cut = key.indexOf('\u0000');
  return inCountryOnce(key.slice(cut + 1), key.slice(0, cut) as CountryCode);
});

/** The number read in `country`'s numbering plan (E.164), or null; memoised. */
export function inCountry(value: string, country: CountryCode): string | null {
  return inCountryMemo(`${country}\u0000${value}`);
}

function internationalOnce(value: string): { e164: string; country: CountryCode | undefined } | null {
  const trimmed = value.trim();
  const plus = trimmed.startsWith('+') ? trimmed : trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : null;
  if (!plus) return null;
  const parsed = parsePhoneNumberFromString(plus);
  return parsed ? { e164: parsed.number, country: parsed.country } : null;
}

function inCountryOnce(value: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(value, country);
  return parsed ? parsed.number : null;
}

/** E.164 when the number says (or the other side implies) its country; else its digits without trunk 0s. */
export function normalisePhonePair(rawA: string, rawB: string): [string, string] {
  const ia = international(rawA);
  const ib = international(rawB);
  if (ia && ib) return [ia.e164, ib.e164];
  if (ia?.country) return [ia.e164, inCountry(rawB, ia.country) ?? rawB.replace(NON_DIGIT, '')];
  if (ib?.country) return [inCountry(rawA, ib.country) ?? rawA.replace(NON_DIGIT, ''), ib.e164];
  return [rawA.replace(NON_DIGIT, '').replace(/^0+/, ''), rawB.replace(NON_DIGIT, '').replace(/^0+/, '')];
}

export function comparePhones(a: FieldValue, b: FieldValue): ComparatorResult {
  const [x, y] = normalisePhonePair(asText(a), asText(b));
  return { sim: x.replace(NON_DIGIT, '').length >= 5 && x === y ? 1 : 0 };
}
