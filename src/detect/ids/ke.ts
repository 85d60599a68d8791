// Kenya. No check digit is published for the national ID, NHIF or Huduma numbers, so those are
// cue-only (a bare 7-9 digit run is an order number as often as an ID). The KRA PIN (A or P, nine
// digits, a letter) is accepted on shape alone; KRA publishes no check character for it either.
import { isDigits } from '../../core/checksum.js';
import type { IdRule } from './rule.js';

export const keRules: IdRule[] = [
  {
    name: 'ke_huduma',
    countries: ['KE'],
    category: 'PII-2-HUDUMA',
    idType: 'HUDUMA',
    pattern: '\\d{8,12}',
    validation: 'cue',
    cueRequired: true,
    validate: isDigits,
    competitors: ['ke_national_id', 'ke_nhif'],
  },
  {
    name: 'ke_kra_pin',
    countries: ['KE'],
    category: 'PII-2-KRA_PIN',
    idType: 'KRA_PIN',
    pattern: '[AP]\\d{9}[A-Z]',
    caseInsensitive: true,
    validation: 'format',
    cueRequired: false,
    validate: (c) => /^[AP]\d{9}[A-Z]$/.test(c),
  },
  {
    name: 'ke_nhif',
    countries: ['KE'],
    category: 'PII-2-NHIF',
    idType: 'NHIF',
    pattern: '\\d{8,9}',
    validation: 'cue',
    cueRequired: true,
    validate: isDigits,
    competitors: ['ke_national_id', 'ke_huduma'],
  },
  {
    name: 'ke_national_id',
    countries: ['KE'],
    category: 'PII-2-NATIONAL_ID',
    idType: 'NATIONAL_ID',
    pattern: '\\d{7,8}',
    validation: 'cue',
    cueRequired: true,
    validate: isDigits,
    competitors: ['ke_nhif', 'ke_huduma'],
  },
];
