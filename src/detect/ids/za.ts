// South Africa. The ID number is YYMMDD SSSS C A Z with a Luhn check digit, so it stands alone. The
// passport number (a letter and eight digits) has no published check and needs a cue. The SARS tax
// reference is ten digits starting 0, 1, 2, 3 or 9 with a Luhn check digit; ten-digit runs are too
// common (phones, accounts) for that single digit, so it needs a cue as well.
import { hasShortDate, isDigits, luhnValid } from '../../core/checksum.js';
import type { IdRule } from './rule.js';

/** YYMMDD is a real date in 19yy or 20yy, citizenship digit 0-2, Luhn over all 13 digits. */
export function zaIdValid(c: string): boolean {
  if (c.length !== 13 || !isDigits(c)) return false;
  if (!hasShortDate(c, 'ymd')) return false;
  if (c[10]! > '2') return false;
  return luhnValid(c);
}

export const zaRules: IdRule[] = [
  {
    name: 'za_national_id',
    countries: ['ZA'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'ID_NUMBER',
    pattern: '\\d{6}[ ]?\\d{4}[ ]?\\d{3}',
    validation: 'checksum',
    cueRequired: false,
    validate: zaIdValid,
  },
  {
    name: 'za_passport',
    countries: ['ZA'],
    category: 'PII-2-PASSPORT',
    idType: 'PASSPORT',
    pattern: '[A-Z]\\d{8}',
    validation: 'format',
    cueRequired: true,
    validate: (c) => /^[A-Z]\d{8}$/.test(c),
  },
  {
    name: 'za_tax_reference',
    countries: ['ZA'],
    category: 'PII-2-TAX_REFERENCE',
    idType: 'TAX_REFERENCE',
    pattern: '[01239]\\d{9}|[01239]\\d{3}/\\d{3}/\\d{2}/\\d',
    validation: 'checksum',
    cueRequired: true,
    validate: (c) => c.length === 10 && isDigits(c) && '01239'.includes(c[0]!) && luhnValid(c),
  },
];
