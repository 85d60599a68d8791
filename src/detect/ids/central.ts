// Central Europe. PL PESEL: YYMMDD (month + 20/40/60/80 by century) + 4 digits + check digit, weights
// 1-3-7-9. CZ/SK rodné číslo: YYMMDD/SSSC (month + 50 for women, + 20/+70 since 2004), the whole
// ten-digit number divisible by 11 (or remainder 10 with check 0); the nine-digit numbers issued
// before 1954 carry no check and are not detected. HU TAJ: 9 digits, weights 3/7 mod 10 (a plain
// digit run: cue REQUIRED). SI EMŠO: DDMMYYY RR BBB K, mod 11 with weights 7..2. HR OIB: 11 digits,
// ISO 7064 MOD 11,10, no embedded date: cue REQUIRED.
import { isDigits, isValidDate, iso7064Mod11_10Valid, modDecimal, mod11Complement, num, weightedSum } from '../../core/checksum.js';
import type { IdRule } from './rule.js';

const PESEL_CENTURY = [1900, 2000, 2100, 2200, 1800];

export function plPeselValid(c: string): boolean {
  if (c.length !== 11 || !isDigits(c)) return false;
  const encodedMonth = num(c, 2, 4);
  const century = PESEL_CENTURY[Math.floor(encodedMonth / 20)];
  if (century === undefined || !isValidDate(century + num(c, 0, 2), encodedMonth % 20, num(c, 4, 6))) return false;
  const check = (10 - (weightedSum(c, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10;
  return check === c.charCodeAt(10) - 48;
}

export function rodneCisloValid(c: string): boolean {
  if (c.length !== 10 || !isDigits(c)) return false;
  const yy = num(c, 0, 2);
  const year = yy >= 54 ? 1900 + yy : 2000 + yy;
  let month = num(c, 2, 4);
  if (month > 70) month -= 70;
  else if (month > 50) month -= 50;
  else if (month > 20) month -= 20;
  if (!isValidDate(year, month, num(c, 4, 6))) return false;
  const remainder = modDecimal(c.slice(0, 9), 11);
  const last = c.charCodeAt(9) - 48;
  return (remainder === 10 ? 0 : remainder) === last;
}

export function huTajValid(c: string): boolean {
  if (c.length !== 9 || !isDigits(c)) return false;
  return weightedSum(c, [3, 7, 3, 7, 3, 7, 3, 7]) % 10 === c.charCodeAt(8) - 48;
}

export function siEmsoValid(c: string): boolean {
  if (c.length !== 13 || !isDigits(c)) return false;
  const yyy = num(c, 4, 7);
  const year = yyy >= 800 ? 1000 + yyy : 2000 + yyy;
  if (!isValidDate(year, num(c, 2, 4), num(c, 0, 2))) return false;
  const check = mod11Complement(c, [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
  return check >= 0 && check === c.charCodeAt(12) - 48;
}

export function hrOibValid(c: string): boolean {
  return c.length === 11 && iso7064Mod11_10Valid(c);
}

function rodneCisloRule(country: 'CZ' | 'SK'): IdRule {
  return {
    name: `${country.toLowerCase()}_rodne_cislo`,
    countries: [country],
    category: 'PII-2-NATIONAL_ID',
    idType: 'RODNE_CISLO',
    pattern: '\\d{6}[ ]?/?[ ]?\\d{4}',
    validation: 'checksum',
    cueRequired: false,
    validate: rodneCisloValid,
  };
}

export const centralRules: IdRule[] = [
  {
    name: 'pl_pesel',
    countries: ['PL'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'PESEL',
    pattern: '\\d{11}',
    validation: 'checksum',
    cueRequired: false,
    validate: plPeselValid,
  },
  rodneCisloRule('CZ'),
  rodneCisloRule('SK'),
  {
    name: 'hu_taj',
    countries: ['HU'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'TAJ',
    pattern: '\\d{3}[ -]?\\d{3}[ -]?\\d{3}',
    validation: 'checksum',
    cueRequired: true,
    validate: huTajValid,
  },
  {
    name: 'si_emso',
    countries: ['SI'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'EMSO',
    pattern: '\\d{13}',
    validation: 'checksum',
    cueRequired: false,
    validate: siEmsoValid,
  },
  {
    name: 'hr_oib',
    countries: ['HR'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'OIB',
    pattern: '\\d{11}',
    validation: 'checksum',
    cueRequired: true,
    validate: hrOibValid,
  },
];
