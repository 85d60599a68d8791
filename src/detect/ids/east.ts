// South-eastern Europe and the Baltics. RO CNP: S YYMMDD JJ NNN C, weights 279146358279, remainder
// 10 → 1. BG EGN: YYMMDD (month + 20 for 18xx, + 40 for 20xx) SSS C, weights 2,4,8,5,10,9,7,3,6.
// EE isikukood and LT asmens kodas: G YYMMDD SSS C, two-pass mod 11 (weights 1..9,1 then 3..9,1,2,3).
// LV personas kods: the old DDMMYY-CNNNX carries a check digit (weights 10,5,8,4,2,1,6,3,7,9;
// (1 + Σ) mod 11 mod 10); the codes issued since 2017 start with 32 and embed neither date nor a
// published check, so those REQUIRE a cue.
import { isDigits, isValidDate, num, weightedSum } from '../../core/checksum.js';
import type { IdRule, Validation } from './rule.js';

const CNP_CENTURY: Record<string, number[]> = {
  '1': [1900], '2': [1900], '3': [1800], '4': [1800], '5': [2000], '6': [2000], '7': [1900, 2000], '8': [1900, 2000], '9': [1900, 2000],
};

export function roCnpValid(c: string): boolean {
  if (c.length !== 13 || !isDigits(c)) return false;
  const centuries = CNP_CENTURY[c[0]!];
  if (!centuries?.some((century) => isValidDate(century + num(c, 1, 3), num(c, 3, 5), num(c, 5, 7)))) return false;
  const county = num(c, 7, 9);
  if (county < 1 || (county > 52 && county !== 70)) return false;
  const r = weightedSum(c, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
  return (r === 10 ? 1 : r) === c.charCodeAt(12) - 48;
}

export function bgEgnValid(c: string): boolean {
  if (c.length !== 10 || !isDigits(c)) return false;
  let month = num(c, 2, 4);
  let century = 1900;
  if (month > 40) {
    month -= 40;
    century = 2000;
  } else if (month > 20) {
    month -= 20;
    century = 1800;
  }
  if (!isValidDate(century + num(c, 0, 2), month, num(c, 4, 6))) return false;
  const r = weightedSum(c, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11;
  return (r === 10 ? 0 : r) === c.charCodeAt(9) - 48;
}

/** Shared by Estonia and Lithuania. */
export function baltic11Valid(c: string): boolean {
  if (c.length !== 11 || !isDigits(c)) return false;
  const g = c.charCodeAt(0) - 48;
  if (g < 1 || g > 6) return false;
  const century = 1800 + Math.floor((g - 1) / 2) * 100;
  if (!isValidDate(century + num(c, 1, 3), num(c, 3, 5), num(c, 5, 7))) return false;
  let r = weightedSum(c, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]) % 11;
  if (r === 10) r = weightedSum(c, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 11;
  return (r === 10 ? 0 : r) === c.charCodeAt(10) - 48;
}

function lvOldValid(c: string): boolean {
  const centuryDigit = c.charCodeAt(6) - 48;
  if (centuryDigit > 2) return false;
  if (!isValidDate(1800 + centuryDigit * 100 + num(c, 4, 6), num(c, 2, 4), num(c, 0, 2))) return false;
  const check = ((1 + weightedSum(c, [10, 5, 8, 4, 2, 1, 6, 3, 7, 9])) % 11) % 10;
  return check === c.charCodeAt(10) - 48;
}

export function lvPersonasKodsValid(c: string): boolean {
  if (c.length !== 11 || !isDigits(c)) return false;
  return c.startsWith('32') || lvOldValid(c);
}

const lvValidation = (c: string): Validation => (c.startsWith('32') ? 'cue' : 'checksum');

function balticRule(name: string, country: string, idType: string): IdRule {
  return {
    name,
    countries: [country],
    category: 'PII-2-NATIONAL_ID',
    idType,
    pattern: '\\d{11}',
    validation: 'checksum',
    cueRequired: false,
    validate: baltic11Valid,
  };
}

export const eastRules: IdRule[] = [
  {
    name: 'ro_cnp',
    countries: ['RO'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'CNP',
    pattern: '\\d{13}',
    validation: 'checksum',
    cueRequired: false,
    validate: roCnpValid,
  },
  {
    name: 'bg_egn',
    countries: ['BG'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'EGN',
    pattern: '\\d{10}',
    validation: 'checksum',
    cueRequired: false,
    validate: bgEgnValid,
  },
  balticRule('ee_isikukood', 'EE', 'ISIKUKOOD'),
  balticRule('lt_asmens_kodas', 'LT', 'ASMENS_KODAS'),
  {
    name: 'lv_personas_kods',
    countries: ['LV'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'PERSONAS_KODS',
    pattern: '\\d{6}-?\\d{5}',
    validation: 'checksum',
    validationOf: lvValidation,
    cueRequired: false,
    validate: lvPersonasKodsValid,
  },
];
