// Western Europe. NL BSN: 9 digits, "11-test" (weights 9..2 and −1). BE national number: YYMMDD SSS
// + mod-97 check (97 − n mod 97, with a leading 2 for births from 2000). LU matricule: YYYYMMDD XXX,
// a Luhn and a Verhoeff check digit. DE Steuer-IdNr: 11 digits, one digit repeated 2-3 times in the
// first ten, ISO 7064 MOD 11,10. AT Sozialversicherungsnummer: 3-digit serial, mod-11 check digit,
// DDMMYY. FR NIR: 13 characters + key 97 − (n mod 97) (Corsica 2A/2B as 19/18). IE PPSN: 7 digits
// + mod-23 check letter (+ optional second letter). LI: no check digit is published for the PEID or
// the AHV number, so the Liechtenstein detector is cue-only. The BSN, the Steuer-IdNr and the PEID are
// plain digit runs with (at most) one check digit, so they REQUIRE a cue.
import { isDigits, isValidDate, iso7064Mod11_10Valid, luhnValid, modDecimal, num, verhoeffValid, weightedSum } from '../../core/checksum.js';
import type { IdRule } from './rule.js';

export function bsnValid(raw: string): boolean {
  const c = raw.length === 8 ? `0${raw}` : raw;
  if (c.length !== 9 || !isDigits(c) || /^0+$/.test(c)) return false;
  return (weightedSum(c, [9, 8, 7, 6, 5, 4, 3, 2]) - (c.charCodeAt(8) - 48)) % 11 === 0;
}

export function beNationalNumberValid(c: string): boolean {
  if (c.length !== 11 || !isDigits(c)) return false;
  const month = num(c, 2, 4) % 20; // +20 / +40 for BIS numbers; 0 when unknown
  if (month > 12 || num(c, 4, 6) > 31) return false;
  const body = c.slice(0, 9);
  const check = num(c, 9, 11);
  return 97 - modDecimal(body, 97) === check || 97 - modDecimal(`2${body}`, 97) === check;
}

export function luMatriculeValid(c: string): boolean {
  if (c.length !== 13 || !isDigits(c)) return false;
  if (!isValidDate(num(c, 0, 4), num(c, 4, 6), num(c, 6, 8))) return false;
  const body = c.slice(0, 11);
  return luhnValid(body + c[11]) && verhoeffValid(body + c[12]);
}

export function deIdNrValid(c: string): boolean {
  if (c.length !== 11 || !isDigits(c) || c[0] === '0') return false;
  const counts = new Map<string, number>();
  for (const d of c.slice(0, 10)) counts.set(d, (counts.get(d) ?? 0) + 1);
  const repeated = [...counts.values()].filter((n) => n > 1);
  if (repeated.length !== 1 || (repeated[0] !== 2 && repeated[0] !== 3)) return false;
  return iso7064Mod11_10Valid(c);
}

export function atSvnrValid(c: string): boolean {
  if (c.length !== 10 || !isDigits(c) || c[0] === '0') return false;
  const sum = weightedSum(c, [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11;
  return sum < 10 && sum === c.charCodeAt(3) - 48;
}

/** The last six digits of an Austrian number are usually, not always, the birth date. */
function atHasBirthDate(c: string): boolean {
  const day = num(c, 4, 6);
  const month = num(c, 6, 8);
  return day >= 1 && day <= 31 && month >= 1 && month <= 12;
}

export function frNirValid(c: string): boolean {
  if (c.length !== 15) return false;
  const body = c.slice(0, 13).replace('2A', '19').replace('2B', '18');
  if (!isDigits(body) || !isDigits(c.slice(13))) return false;
  if (!'123478'.includes(c[0]!)) return false;
  const month = num(c, 3, 5);
  if (!((month >= 1 && month <= 12) || (month >= 20 && month <= 42) || month >= 50)) return false;
  return 97 - modDecimal(body, 97) === num(c, 13, 15);
}

const PPS_ALPHABET = 'WABCDEFGHIJKLMNOPQRSTUV';

export function iePpsnValid(c: string): boolean {
  const m = /^(\d{7})([A-W])([ABHWTX]?)$/.exec(c);
  if (!m) return false;
  const second = m[3] === 'A' || m[3] === 'B' || m[3] === 'H' ? m[3] : '';
  const secondValue = second ? PPS_ALPHABET.indexOf(second === 'H' ? 'I' : second) : 0;
  const sum = weightedSum(m[1]!, [8, 7, 6, 5, 4, 3, 2]) + 9 * secondValue;
  return PPS_ALPHABET[sum % 23] === m[2];
}

export const westRules: IdRule[] = [
  {
    name: 'nl_bsn',
    countries: ['NL'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'BSN',
    pattern: '\\d{9}|\\d{4}\\.\\d{2}\\.\\d{3}|\\d{3}[ .]\\d{3}[ .]\\d{3}',
    validation: 'checksum',
    cueRequired: true,
    validate: bsnValid,
  },
  {
    name: 'be_national_number',
    countries: ['BE'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'NATIONAL_NUMBER',
    pattern: '\\d{2}\\.?\\d{2}\\.?\\d{2}[ -]?\\d{3}\\.?\\d{2}',
    validation: 'checksum',
    cueRequired: false,
    validate: beNationalNumberValid,
  },
  {
    name: 'lu_matricule',
    countries: ['LU'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'MATRICULE',
    pattern: '\\d{4}[ ]?\\d{2}[ ]?\\d{2}[ ]?\\d{3}[ ]?\\d{2}',
    validation: 'checksum',
    cueRequired: false,
    validate: luMatriculeValid,
  },
  {
    name: 'de_steuer_idnr',
    countries: ['DE'],
    category: 'PII-2-TIN',
    idType: 'STEUER_IDNR',
    pattern: '\\d{2}[ ]?\\d{3}[ ]?\\d{3}[ ]?\\d{3}',
    validation: 'checksum',
    cueRequired: true,
    validate: deIdNrValid,
  },
  {
    name: 'at_svnr',
    countries: ['AT'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'SVNR',
    pattern: '\\d{4}[ ]?\\d{6}',
    validation: 'checksum',
    cueRequired: (c) => !atHasBirthDate(c),
    validate: atSvnrValid,
  },
  {
    name: 'li_peid',
    countries: ['LI'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'PEID',
    pattern: '\\d{5,12}',
    validation: 'cue',
    cueRequired: true,
    validate: isDigits,
  },
  {
    name: 'fr_nir',
    countries: ['FR'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'NIR',
    pattern: '[1-478][ ]?\\d{2}[ ]?\\d{2}[ ]?(?:\\d{2}|2[AB])[ ]?\\d{3}[ ]?\\d{3}[ ]?\\d{2}',
    caseInsensitive: true,
    validation: 'checksum',
    cueRequired: false,
    validate: frNirValid,
  },
  {
    name: 'ie_ppsn',
    countries: ['IE'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'PPSN',
    pattern: '\\d{7}[ ]?[A-W][ABHWTX]?',
    caseInsensitive: true,
    validation: 'checksum',
    cueRequired: false,
    validate: iePpsnValid,
  },
];
