// The one home of check-digit arithmetic (Luhn, GS1, weighted mod 11, ISO 7064, mod 97, Verhoeff), shared by
// the national identifier, card and device detectors, jurisdiction inference, ISBN shapes and product barcodes. Hand-written on
// purpose: each is a few lines of published arithmetic, and the detectors run them on every candidate
// span without the allocation and exception overhead of a general validation library. Every function
// takes the compact form (separators removed); a string that is not all ASCII digits — the empty string
// included — is never valid.

const DIGITS = /^\d+$/;

/** True when `s` is a non-empty run of ASCII digits. */
export function isDigits(s: string): boolean {
  return DIGITS.test(s);
}

/** Digit values of an all-digit string. */
export function digitsOf(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) out.push(s.charCodeAt(i) - 48);
  return out;
}

/** Luhn (ISO/IEC 7812-1): from the right, double every second digit, subtract 9 above 9; sum ≡ 0 mod 10. */
export function luhnValid(s: string): boolean {
  if (!isDigits(s)) return false;
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    let d = s.charCodeAt(s.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The GS1 check digit (EAN-13, UPC-A, GTIN-14, ISBN-13) of the digits before it: weights 3 and 1 alternating from the
 * right of `body`, the digit that brings the sum to a multiple of 10.
 */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, w = 3; i >= 0; i--, w = 4 - w) sum += (body.charCodeAt(i) - 48) * w;
  return (10 - (sum % 10)) % 10;
}

/** Whether the last digit of an all-digit `s` (two digits or more) is the GS1 check digit of the others. */
export function gs1Valid(s: string): boolean {
  return s.length >= 2 && isDigits(s) && gs1CheckDigit(s.slice(0, -1)) === s.charCodeAt(s.length - 1) - 48;
}

/** Weighted digit sum Σ w[i]·d[i] over the first `weights.length` digits of `s`. */
export function weightedSum(s: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += weights[i]! * (s.charCodeAt(i) - 48);
  return sum;
}

/**
 * The common "11 minus remainder" check digit: r = 11 − (Σ w·d mod 11); 11 → 0; 10 → no valid digit
 * (returns -1). Used by NHS, NO, IS, SI, PT NIF (with its own 10 rule, see callers).
 */
export function mod11Complement(s: string, weights: readonly number[]): number {
  const r = 11 - (weightedSum(s, weights) % 11);
  if (r === 11) return 0;
  return r === 10 ? -1 : r;
}

/** ISO 7064 MOD 11,10 (hybrid system): valid when the full string, check digit included, passes. */
export function iso7064Mod11_10Valid(s: string): boolean {
  if (!isDigits(s)) return false;
  let p = 10;
  for (let i = 0; i < s.length - 1; i++) {
    let t = (p + (s.charCodeAt(i) - 48)) % 10;
    if (t === 0) t = 10;
    p = (t * 2) % 11;
  }
  const check = (11 - p) % 10;
  return check === s.charCodeAt(s.length - 1) - 48;
}

/** Remainder of a long decimal string modulo m, without BigInt. */
export function modDecimal(s: string, m: number): number {
  let r = 0;
  for (let i = 0; i < s.length; i++) r = (r * 10 + (s.charCodeAt(i) - 48)) % m;
  return r;
}

// Verhoeff dihedral-group tables (D5 multiplication, position permutation, inverse).
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Verhoeff: valid when the full string, check digit included, reduces to 0. */
export function verhoeffValid(s: string): boolean {
  if (!isDigits(s)) return false;
  let c = 0;
  for (let i = 0; i < s.length; i++) {
    const d = s.charCodeAt(s.length - 1 - i) - 48;
    c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![d]!]!;
  }
  return c === 0;
}

/** A real calendar date (proleptic Gregorian). */
export function isValidDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = [31, (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= days[month - 1]!;
}

/** A real date with a two-digit year `yy` in one of `centuries` (19yy or 20yy unless told): identity numbers' YYMMDD. */
export function isValidShortDate(yy: number, month: number, day: number, centuries: readonly number[] = [19, 20]): boolean {
  return centuries.some((c) => isValidDate(c * 100 + yy, month, day));
}

/** The six digits of `s` from `at` are a date, year first (YYMMDD) or day first (DDMMYY), in 19yy or 20yy. */
export function hasShortDate(s: string, order: 'ymd' | 'dmy', at = 0): boolean {
  const first = num(s, at, at + 2);
  const last = num(s, at + 4, at + 6);
  return order === 'ymd' ? isValidShortDate(first, num(s, at + 2, at + 4), last) : isValidShortDate(last, num(s, at + 2, at + 4), first);
}

/** Integer value of s.slice(a, b) (all digits assumed). */
export function num(s: string, a: number, b: number): number {
  return Number(s.slice(a, b));
}
