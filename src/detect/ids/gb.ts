// United Kingdom. The National Insurance number has no check character but strict prefix rules
// (HMRC: first letter not D F I Q U V, second not D F I O Q U V, and BG GB KN NK NT TN ZZ never
// issued) and a suffix A-D, so its shape stands alone. The NHS number has a mod-11 check digit
// (weights 10..2); ten-digit runs are phone-like, so it needs a cue.
import { isDigits, mod11Complement } from '../../core/checksum.js';
import type { IdRule } from './rule.js';

const NINO = /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/;
const NINO_NEVER = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

export function ninoValid(c: string): boolean {
  return NINO.test(c) && !NINO_NEVER.has(c.slice(0, 2));
}

export function nhsValid(c: string): boolean {
  if (c.length !== 10 || !isDigits(c)) return false;
  const check = mod11Complement(c, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return check >= 0 && check === c.charCodeAt(9) - 48;
}

export const gbRules: IdRule[] = [
  {
    name: 'gb_nino',
    countries: ['GB'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'NINO',
    pattern: '[A-Z]{2}[ ]?\\d{2}[ ]?\\d{2}[ ]?\\d{2}[ ]?[A-D]',
    caseInsensitive: true,
    validation: 'format',
    cueRequired: false,
    validate: ninoValid,
  },
  {
    name: 'gb_nhs',
    countries: ['GB'],
    category: 'PII-2-NHS',
    idType: 'NHS_NUMBER',
    pattern: '\\d{3}[ -]?\\d{3}[ -]?\\d{4}',
    validation: 'checksum',
    cueRequired: true,
    validate: nhsValid,
  },
];
