// Ghana. The NIA publishes no check digit for the Ghana Card PIN (GHA-#########-#), GRA none for the
// old TIN, SSNIT none for its number. The Ghana Card and the TIN carry issuer letters and are taken
// on shape; the SSNIT number (a letter and twelve characters) looks like many codes, so it needs a cue.
import type { IdRule } from './rule.js';

export const ghRules: IdRule[] = [
  {
    name: 'gh_ghana_card',
    countries: ['GH'],
    category: 'PII-2-GHANA_CARD',
    idType: 'GHANA_CARD',
    pattern: 'GHA-?\\d{9}-?\\d',
    caseInsensitive: true,
    validation: 'format',
    cueRequired: false,
    validate: (c) => /^GHA\d{10}$/.test(c),
  },
  {
    name: 'gh_tin',
    countries: ['GH'],
    category: 'PII-2-TIN',
    idType: 'TIN',
    pattern: '[PCGQV]\\d{10}',
    validation: 'format',
    cueRequired: false,
    validate: (c) => /^[PCGQV]\d{10}$/.test(c),
  },
  {
    name: 'gh_ssnit',
    countries: ['GH'],
    category: 'PII-2-SSNIT',
    idType: 'SSNIT',
    pattern: '[A-Z][A-Z0-9]{12}',
    validation: 'format',
    cueRequired: true,
    // Issued numbers are a letter followed by (mostly) digits; demand at least nine digits.
    validate: (c) => /^[A-Z][A-Z0-9]{12}$/.test(c) && (c.match(/\d/g)?.length ?? 0) >= 9,
  },
];
