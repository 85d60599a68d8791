// Southern Europe and the Mediterranean. ES DNI/NIE: 8 digits (NIE: X/Y/Z + 7) and the mod-23
// control letter. PT NIF: 9 digits, mod-11 check digit (a plain digit run, so it REQUIRES a cue);
// PT cartão de cidadão: civil number, check digit, two-character version and a final mod-10 check
// over letters-as-numbers. IT codice fiscale: 15 characters + the odd/even-table check letter. GR
// AMKA: DDMMYY + 5 digits, Luhn. MT identity card: up to 7 digits + a letter, no published check,
// cue REQUIRED. CY: the identity card number has no published check (cue REQUIRED, cue-only); the
// tax identification code (TIC) is 8 digits + a check letter, still cue-gated because the same
// shape is a Cypriot VAT number.
import { hasShortDate, isDigits, isValidDate, luhnValid, weightedSum } from '../../core/checksum.js';
import type { IdRule } from './rule.js';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export function esDniValid(c: string): boolean {
  const m = /^([XYZ]\d{7}|\d{8})([A-Z])$/.exec(c);
  if (!m) return false;
  const digits = m[1]!.replace('X', '0').replace('Y', '1').replace('Z', '2');
  return DNI_LETTERS[Number(digits) % 23] === m[2];
}

export function ptNifValid(c: string): boolean {
  if (c.length !== 9 || !isDigits(c) || !'1235689'.includes(c[0]!)) return false;
  const r = 11 - (weightedSum(c, [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  return (r >= 10 ? 0 : r) === c.charCodeAt(8) - 48;
}

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function ptCcValid(c: string): boolean {
  if (!/^\d{9}[A-Z0-9]{2}\d$/.test(c) || !/[A-Z]/.test(c.slice(9, 11))) return false;
  let sum = 0;
  for (let i = 0; i < c.length; i++) {
    let v = ALNUM.indexOf(c[c.length - 1 - i]!);
    if (i % 2 === 1) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
  }
  return sum % 10 === 0;
}

// Codice fiscale: value of a character in an odd (1st, 3rd, …) position; digits map like A..J.
const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const CF_OMOCODE = 'LMNPQRSTUV';
const CF_MONTHS = 'ABCDEHLMPRST';

function cfDigit(ch: string): number {
  const d = ch.charCodeAt(0) - 48;
  return d >= 0 && d <= 9 ? d : CF_OMOCODE.indexOf(ch);
}

export function itCodiceFiscaleValid(c: string): boolean {
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(c)) return false;
  const day = cfDigit(c[9]!) * 10 + cfDigit(c[10]!);
  const month = CF_MONTHS.indexOf(c[8]!) + 1;
  const realDay = day > 40 ? day - 40 : day;
  if (!isValidDate(2000, month, realDay)) return false; // leap year 2000 accepts 29 February
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = c[i]!;
    const code = ch.charCodeAt(0);
    const index = code >= 65 ? code - 65 : code - 48;
    sum += i % 2 === 0 ? CF_ODD[index]! : index;
  }
  return String.fromCharCode(65 + (sum % 26)) === c[15];
}

export function grAmkaValid(c: string): boolean {
  if (c.length !== 11 || !isDigits(c)) return false;
  return hasShortDate(c, 'dmy') && luhnValid(c);
}

const CY_ODD: Record<string, number> = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21 };

export function cyTicValid(c: string): boolean {
  if (!/^\d{8}[A-Z]$/.test(c) || c.startsWith('12')) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += i % 2 === 0 ? CY_ODD[c[i]!]! : c.charCodeAt(i) - 48;
  return String.fromCharCode(65 + (sum % 26)) === c[8];
}

export const southRules: IdRule[] = [
  {
    name: 'es_dni',
    countries: ['ES'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'DNI',
    pattern: '[XYZ][ -]?\\d{7}[ -]?[A-Z]|\\d{8}[ -]?[A-Z]',
    caseInsensitive: true,
    validation: 'checksum',
    cueRequired: false,
    validate: esDniValid,
    idTypeOf: (c) => (/^[XYZ]/.test(c) ? 'NIE' : 'DNI'),
  },
  {
    name: 'pt_nif',
    countries: ['PT'],
    category: 'PII-2-TIN',
    idType: 'NIF',
    pattern: '\\d{9}|\\d{3} \\d{3} \\d{3}',
    validation: 'checksum',
    cueRequired: true,
    validate: ptNifValid,
  },
  {
    name: 'pt_cc',
    countries: ['PT'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'CARTAO_DE_CIDADAO',
    pattern: '\\d{8}[ ]?\\d[ ]?[A-Z0-9]{2}\\d',
    caseInsensitive: true,
    validation: 'checksum',
    cueRequired: false,
    validate: ptCcValid,
  },
  {
    name: 'it_codice_fiscale',
    countries: ['IT'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'CODICE_FISCALE',
    pattern: '[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]',
    caseInsensitive: true,
    validation: 'checksum',
    cueRequired: false,
    validate: itCodiceFiscaleValid,
  },
  {
    name: 'gr_amka',
    countries: ['GR'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'AMKA',
    pattern: '\\d{11}',
    validation: 'checksum',
    cueRequired: false,
    validate: grAmkaValid,
  },
  {
    name: 'mt_id_card',
    countries: ['MT'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'ID_CARD',
    pattern: '\\d{3,7}[ ]?[MGAPLHBZ]',
    caseInsensitive: true,
    validation: 'format',
    cueRequired: true,
    validate: (c) => /^\d{3,7}[MGAPLHBZ]$/.test(c),
  },
  {
    name: 'cy_tic',
    countries: ['CY'],
    category: 'PII-2-TIN',
    idType: 'TIC',
    pattern: '\\d{8}[ -]?[A-Z]',
    caseInsensitive: true,
    validation: 'checksum',
    cueRequired: true,
    validate: cyTicValid,
  },
  {
    name: 'cy_id_card',
    countries: ['CY'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'ID_CARD',
    pattern: '\\d{6,10}',
    validation: 'cue',
    cueRequired: true,
    validate: isDigits,
  },
];
