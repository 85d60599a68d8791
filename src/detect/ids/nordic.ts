// Nordic personal numbers. Sweden: YYMMDD-NNNC, Luhn over the ten digits (day + 60 for a
// samordningsnummer). Norway: DDMMYY + individual number + two mod-11 check digits (D-number day + 40,
// H-number month + 40). Finland: DDMMYY, century sign, individual number, mod-31 check character.
// Iceland: kennitala DDMMYY + two digits + mod-11 check digit + century digit. Denmark: the CPR
// number DDMMYY-SSSS lost its mandatory mod-11 check in 2007 (numbers without it are issued), so
// the check is NOT applied and a cue word is REQUIRED; only the date is validated.
import { isDigits, isValidDate, isValidShortDate, luhnValid, mod11Complement, num } from '../../core/checksum.js';
import type { IdRule } from './rule.js';

/** DDMMYY (or YYMMDD when `yearFirst`) is a date in 18yy, 19yy or 20yy. */
function plausibleDate(c: string, yearFirst: boolean, dayOffset = 0, monthOffset = 0): boolean {
  const yy = num(c, yearFirst ? 0 : 4, yearFirst ? 2 : 6);
  const month = num(c, 2, 4) - monthOffset;
  const day = num(c, yearFirst ? 4 : 0, yearFirst ? 6 : 2) - dayOffset;
  return isValidShortDate(yy, month, day, [19, 20, 18]);
}

export function sePersonnummerValid(raw: string): boolean {
  let c = raw;
  if (c.length === 12) {
    if (!/^(?:18|19|20)/.test(c)) return false;
    c = c.slice(2);
  }
  if (c.length !== 10 || !isDigits(c)) return false;
  const coordination = num(c, 4, 6) > 60;
  return plausibleDate(c, true, coordination ? 60 : 0) && luhnValid(c);
}

export function noFodselsnummerValid(c: string): boolean {
  if (c.length !== 11 || !isDigits(c)) return false;
  const dayOffset = num(c, 0, 2) > 40 ? 40 : 0;
  const monthOffset = num(c, 2, 4) > 40 ? 40 : 0;
  if (!plausibleDate(c, false, dayOffset, monthOffset)) return false;
  const k1 = mod11Complement(c, [3, 7, 6, 1, 8, 9, 4, 5, 2]);
  const k2 = mod11Complement(c, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
  return k1 === c.charCodeAt(9) - 48 && k2 === c.charCodeAt(10) - 48;
}

export function dkCprValid(c: string): boolean {
  return c.length === 10 && isDigits(c) && plausibleDate(c, false);
}

const HETU_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const HETU_CENTURY: Record<string, number> = { '+': 1800, '-': 1900, Y: 1900, X: 1900, W: 1900, V: 1900, U: 1900 };
for (const s of 'ABCDEF') HETU_CENTURY[s] = 2000;

/** Takes the written form (century sign kept) or the compact one (sign '-'/'+' dropped). */
export function fiHetuValid(raw: string): boolean {
  const c = raw.toUpperCase();
  let sign = '-';
  let body: string;
  if (c.length === 11) {
    sign = c[6]!;
    body = c.slice(0, 6) + c.slice(7);
  } else if (c.length === 10) body = c;
  else return false;
  const century = HETU_CENTURY[sign];
  if (century === undefined || !isDigits(body.slice(0, 9))) return false;
  if (!isValidDate(century + num(body, 4, 6), num(body, 2, 4), num(body, 0, 2)) && !(c.length === 10 && plausibleDate(body, false))) return false;
  const individual = num(body, 6, 9);
  if (individual < 2) return false;
  return HETU_CHECK[Number(body.slice(0, 9)) % 31] === body[9];
}

export function isKennitalaValid(c: string): boolean {
  if (c.length !== 10 || !isDigits(c)) return false;
  if (!'890'.includes(c[9]!)) return false;
  const dayOffset = num(c, 0, 2) > 40 ? 40 : 0;
  if (!plausibleDate(c, false, dayOffset)) return false;
  const check = mod11Complement(c, [3, 2, 7, 6, 5, 4, 3, 2]);
  return check >= 0 && check === c.charCodeAt(8) - 48;
}

export const nordicRules: IdRule[] = [
  {
    name: 'se_personnummer',
    countries: ['SE'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'PERSONNUMMER',
    pattern: '(?:18|19|20)?\\d{6}[-+]?\\d{4}',
    validation: 'checksum',
    cueRequired: false,
    validate: sePersonnummerValid,
    idTypeOf: (c) => (num(c.length === 12 ? c.slice(2) : c, 4, 6) > 60 ? 'SAMORDNINGSNUMMER' : 'PERSONNUMMER'),
  },
  {
    name: 'no_fodselsnummer',
    countries: ['NO'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'FODSELSNUMMER',
    pattern: '\\d{6}[ ]?\\d{5}',
    validation: 'checksum',
    cueRequired: false,
    validate: noFodselsnummerValid,
    idTypeOf: (c) => (num(c, 0, 2) > 40 ? 'D_NUMMER' : 'FODSELSNUMMER'),
  },
  {
    name: 'dk_cpr',
    countries: ['DK'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'CPR',
    pattern: '\\d{6}-?\\d{4}',
    validation: 'format',
    cueRequired: true,
    validate: dkCprValid,
  },
  {
    name: 'fi_hetu',
    countries: ['FI'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'HETU',
    pattern: '\\d{6}[-+A-FU-Y]\\d{3}[0-9A-Y]',
    caseInsensitive: true,
    validation: 'checksum',
    cueRequired: false,
    // Validate on the written form: the century sign matters and compactId would drop '-'/'+'.
    validate: fiHetuValid,
  },
  {
    name: 'is_kennitala',
    countries: ['IS'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'KENNITALA',
    pattern: '\\d{6}[- ]?\\d{4}',
    validation: 'checksum',
    cueRequired: false,
    validate: isKennitalaValid,
  },
];
