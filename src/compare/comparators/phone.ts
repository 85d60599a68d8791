// Phone numbers, normalised to E.164 with libphonenumber-js (max metadata). A number written
// nationally ("0803 555 7890") is read in the country of the other side's international number;
// when neither side says its country, the national significant digits are compared, and a number
// that is the other with a country calling code in front ("14155550100" / "(415) 555-0100",
// "2348035557890" / "08035557890") agrees when the longer one, read as international, is a valid
// number whose national significant number is the shorter (the number itself says its country) —
// or, when the plan metadata does not (yet) assign that range (a newly allocated range, Ofcom's
// 07700 900xxx), when the shorter is written with its trunk 0 and reads, in that calling code's plan,
// as the longer: "447700900549" / "07700 900549", "31674468913" / "0674468913". The written trunk
// prefix says the short side is the national form of a number in that plan (without it, any leading
// digit could be read as a calling code: "13912345678" / "3912345678" is a Chinese mobile).
// A local number written without its area code ("555 0100" / "+1 415 555 0100") agrees partly (0.6,
// `partial`): its digits (six to eight) end the other's national number, one to four digits shorter —
// the same subscriber, but the area is not recorded, so it neither clears the gate nor refutes.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import { memoiseString } from '../../core/memo.js';
import { spokenDigits } from './numberWords.js';
import type { ComparatorResult, FieldValue } from './types.js';
import { asText } from './types.js';

export const PHONE_LOCAL = 0.6;
const MIN_DIGITS = 5;
const MAX_DIGITS = 20;
const MIN_SUBSCRIBER = 6;
/** Subscriber numbers (without area code) run to eight digits in nearly every numbering plan. */
const MAX_SUBSCRIBER = 8;
const MAX_AREA_DIGITS = 4;

const NON_DIGIT = /\D/g;
const TRUNK_ZEROS = /^0+/;

interface International {
  e164: string;
  country: CountryCode | undefined;
  national: string;
}

// Parsing with the numbering plan is the costly part of a pair: memoised per value (and country).
/** E.164 and country of a number written internationally (+ or 00), or null; memoised. */
export const international = memoiseString(internationalOnce);
const inCountryMemo = memoiseString((key: string) => {
  const cut = key.indexOf('\u0000');
  return inCountryOnce(key.slice(cut + 1), key.slice(0, cut) as CountryCode);
});
const validInternational = memoiseString((digits: string): string | null => {
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isValid() ? parsed.nationalNumber : null;
});
/** The calling code of `+digits` when that is a possible number (a known code, a plausible length). */
const possibleCallingCode = memoiseString((digits: string): string | null => {
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isPossible() ? parsed.countryCallingCode : null;
});

/** The number read in `country`'s numbering plan (E.164), or null; memoised. */
export function inCountry(value: string, country: CountryCode): string | null {
  return inCountryMemo(`${country}\u0000${value}`);
}

function internationalOnce(value: string): International | null {
  const trimmed = value.trim();
  const plus = trimmed.startsWith('+') ? trimmed : trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : null;
  if (!plus) return null;
  const parsed = parsePhoneNumberFromString(plus);
  return parsed ? { e164: parsed.number, country: parsed.country, national: parsed.nationalNumber } : null;
}

function inCountryOnce(value: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(value, country);
  return parsed ? parsed.number : null;
}

function digitsOf(value: string): string {
  return value.replace(NON_DIGIT, '');
}

const LETTER = /\p{L}/u;

/**
 * The number as written, or — read out in words, as call transcripts write a callback number ('oh
 * seven oh eight … double one') — its digits (numberWords' spokenDigits). Memoised.
 */
const phoneText = memoiseString((value: string): string => (LETTER.test(value) ? (spokenDigits(value) ?? value) : value));

/**
 * A number in a spreadsheet's scientific notation (`2.34901E+12`, `4.477E+11`): a cell holding a long
 * number as a number shows, and exports, only its first digits — the rest are gone. It cannot be read as
 * a phone: neither an agreement (two numbers of one area share those digits) nor a disagreement.
 */
const E_NOTATION = /^\s*\+?\d+(?:[.,]\d+)?\s*e\s*\+?\d+\s*$/i;

/**
 * Whether a value written as digits alone (spaces and dashes allowed), eleven or more of them, is a possible
 * number in some country's plan when read as international (a known calling code, a plausible length): an
 * export that drops the `+` keeps the calling code (`2348028809331`, `447700900843`).
 */
export function isInternationalWithoutPlus(raw: string): boolean {
  if (!DIGITS_WITH_SEPARATORS.test(raw)) return false;
  const digits = digitsOf(raw);
  return digits.length >= 11 && digits.length <= MAX_DIGITS && possibleCallingCode(digits) !== null;
}
const DIGITS_WITH_SEPARATORS = /^[0-9][0-9 ().-]*$/;

/** Between five and twenty digits, not in scientific notation: something a phone number can be read from. */
export function isReadablePhone(raw: string): boolean {
  if (E_NOTATION.test(raw)) return false;
  const n = digitsOf(phoneText(raw)).length;
  return n >= MIN_DIGITS && n <= MAX_DIGITS;
}

/** E.164 when the number says (or the other side implies) its country; else its digits without trunk 0s. */
export function normalisePhonePair(rawA: string, rawB: string): [string, string] {
  const ia = international(rawA);
  const ib = international(rawB);
  if (ia && ib) return [ia.e164, ib.e164];
  // The other side may be the whole number with its calling code and no `+` or `00` ('49-151-16596345',
  // '234-816-592-0106': forms that ask for the number 'with the country code'): all its digits are the
  // international number's, read that way before the plan is asked to read it as a national number,
  // which in a plan of variable lengths (Germany's) may also be valid ('0491…', Leer, without its trunk 0).
  if (ia?.country) return [ia.e164, wholeWithCallingCode(rawB, ia.e164) ?? inCountry(rawB, ia.country) ?? digitsOf(rawB)];
  if (ib?.country) return [wholeWithCallingCode(rawA, ib.e164) ?? inCountry(rawA, ib.country) ?? digitsOf(rawA), ib.e164];
  // A number in a range the plan metadata does not assign (newly allocated, or reserved for fiction
  // and tests such as Ofcom's 07700 900xxx) names no country but still says its calling code: the
  // national side is read as in that plan, its national significant number against the other's
  // digits without trunk zeros — the same assumption as for a known country above. The national side
  // may also be the whole number with its calling code and no `+`: then all digits agree.
  if (ia && !ib) return noCountryPair(ia, rawA, rawB);
  if (ib && !ia) return noCountryPair(ib, rawB, rawA).reverse() as [string, string];
  return [digitsOf(rawA).replace(TRUNK_ZEROS, ''), digitsOf(rawB).replace(TRUNK_ZEROS, '')];
}

/** The E.164 number when `raw` is written as its digits, calling code first, without `+` or `00` (never with a trunk 0). */
function wholeWithCallingCode(raw: string, e164: string): string | null {
  const d = digitsOf(raw);
  return !d.startsWith('0') && d === e164.slice(1) ? e164 : null;
}

function noCountryPair(intl: International, rawIntl: string, rawNational: string): [string, string] {
  const national = digitsOf(rawNational).replace(TRUNK_ZEROS, '');
  const whole = digitsOf(rawIntl).replace(TRUNK_ZEROS, '');
  return national === whole ? [whole, national] : [intl.national, national];
}

/** The national significant digits of one side: from the plan when it is international, else its digits. */
function nationalDigits(raw: string): string {
  return international(raw)?.national ?? digitsOf(raw).replace(TRUNK_ZEROS, '');
}

/**
 * `long` is a country calling code followed by `short`, and reads as a valid international number;
 * or a possible one, in a range the plan does not assign, whose national form `shortRaw` is written
 * with its trunk 0.
 */
function isCountryCodeOf(long: string, short: string, shortRaw: string): boolean {
  const extra = long.length - short.length;
  if (extra < 1 || extra > 3 || !long.endsWith(short)) return false;
  if (validInternational(long) === short) return true;
  const code = digitsOf(shortRaw).startsWith('0') ? possibleCallingCode(long) : null;
  return code !== null && parsePhoneNumberFromString(shortRaw, { defaultCallingCode: code })?.number === `+${long}`;
}

export function comparePhones(a: FieldValue, b: FieldValue): ComparatorResult | null {
  const rawA = phoneText(asText(a));
  const rawB = phoneText(asText(b));
  if (!isReadablePhone(rawA) || !isReadablePhone(rawB)) return null;
  const [x, y] = normalisePhonePair(rawA, rawB);
  if (x === y) return { sim: x.replace(NON_DIGIT, '').length >= MIN_DIGITS ? 1 : 0 };
  const ia = international(rawA) !== null;
  const ib = international(rawB) !== null;
  // Two numbers that each say their country are either the same E.164 number or not.
  if (ia && ib) return { sim: 0 };
  const na = nationalDigits(rawA);
  const nb = nationalDigits(rawB);
  if (!ia && !ib) {
    const da = digitsOf(rawA);
    const db = digitsOf(rawB);
    if (isCountryCodeOf(da, nb, rawB) || isCountryCodeOf(db, na, rawA)) return { sim: 1 };
  }
  const [short, long] = na.length < nb.length ? [na, nb] : [nb, na];
  const gap = long.length - short.length;
  if (short.length >= MIN_SUBSCRIBER && short.length <= MAX_SUBSCRIBER && gap >= 1 && gap <= MAX_AREA_DIGITS && long.endsWith(short)) {
    return { sim: PHONE_LOCAL, partial: true };
  }
  return { sim: 0 };
}
