// Nigeria. None of these numbers has a published check digit (NIMC, CBN/NIBSS, FIRS/JTB, CAC, FRSC
// and INEC publish none), so the NIN, BVN, TIN, the PVC/VIN voter number and the 12-character FRSC
// licence REQUIRE a cue word; the RC/BN number and the hyphenated licence (ABC-1234567890) carry
// their issuer letters and are accepted on shape alone (at format confidence, 0.80).
// The NIN is never taken from a number shaped like a Nigerian mobile (070…, 080…, 081…, 090…, 091…)
// without its cue; after its own cue (`NIN 08062320109`) it is reported at 0.50 as
// `rule:ng_nin:cued:looks-like-mobile`, because a real NIN may start that way:
// NIN and a leading zero. NIMC describes the NIN as "11 non-intelligible numbers randomly chosen and
// assigned to an individual at the completion of enrolment into the National Identity Database"
// (NIMC's wording, as quoted at https://examloaded.com/what-is-nin-needed-for-2020-jamb-registration/;
// NIMC's 2021 notice, https://www.legit.ng/1400129-list-7-important-nigerian-nin-deadline-sim-cards-blocking-approaches.html:
// "a set of 11 numbers"). Nothing published restricts the first digit or adds a check digit (the
// open-source validators, e.g. identique/idnumbers NGA.py, accept any `^\d{11}$`), so 0 may lead and a
// NIN may share its shape with a mobile number: only the cue can tell them apart.
import { isDigits } from '../../core/checksum.js';
import type { IdRule } from './rule.js';

/** Document prefixes that make a `ABC-1234567890` shape an invoice/order/reference number. */
const DOCUMENT_PREFIXES = new Set('INV ORD REF DOC TXN TRX ACC PMT RCT SKU LOT BAT PRO QUO TKT REQ'.split(' '));
const FRSC_SHAPE = /^[A-Z]{3}\d{5}[A-Z]{2}\d{2}$/;
const HYPHEN_SHAPE = /^[A-Z]{3}\d{10,12}$/;

/** A Nigerian mobile number written in national form: 0 then 7, 8 or 9. */
export function looksLikeNgMobile(compact: string): boolean {
  return compact[0] === '0' && (compact[1] === '7' || compact[1] === '8' || compact[1] === '9');
}

export const ngRules: IdRule[] = [
  {
    name: 'ng_rc',
    countries: ['NG'],
    category: 'PII-2-RC',
    idType: 'RC',
    pattern: '(?:RC|BN)[ ]?\\d{5,8}',
    caseInsensitive: true,
    validation: 'format',
    cueRequired: false,
    validate: (c) => /^(?:RC|BN)\d{5,8}$/.test(c),
    idTypeOf: (c) => c.slice(0, 2),
  },
  {
    name: 'ng_drivers_licence',
    countries: ['NG'],
    category: 'PII-2-DRIVERS_LICENCE',
    idType: 'DRIVERS_LICENCE',
    pattern: '[A-Z]{3}-\\d{10,12}|[A-Z]{3}\\d{5}[A-Z]{2}\\d{2}',
    validation: 'format',
    // The FRSC 12-character shape is common enough in product codes to need a cue.
    cueRequired: (c) => FRSC_SHAPE.test(c),
    validate: (c) => (HYPHEN_SHAPE.test(c) || FRSC_SHAPE.test(c)) && !DOCUMENT_PREFIXES.has(c.slice(0, 3)),
  },
  {
    name: 'ng_pvc',
    countries: ['NG'],
    category: 'PII-2-PVC',
    idType: 'VIN',
    pattern: '\\d{2}[ ]?[A-Z0-9]{2}[ ]?[A-Z0-9]{2}[ ]?[A-Z0-9]{2}[ ]?\\d{4}[ ]?\\d{3}[ ]?\\d{4}',
    caseInsensitive: true,
    validation: 'format',
    cueRequired: true,
    validate: (c) => c.length === 19,
  },
  {
    name: 'ng_bvn',
    countries: ['NG'],
    category: 'PII-2-BVN',
    idType: 'BVN',
    pattern: '22\\d{9}',
    validation: 'format',
    cueRequired: true,
    validate: (c) => c.length === 11 && isDigits(c),
    competitors: ['ng_nin'],
  },
  {
    name: 'ng_tin',
    countries: ['NG'],
    category: 'PII-2-TIN',
    idType: 'TIN',
    pattern: '\\d{8}-\\d{4}|\\d{10}(?:-\\d{4})?',
    validation: 'format',
    cueRequired: true,
    validate: (c) => (c.length === 10 || c.length === 12 || c.length === 14) && isDigits(c),
  },
  {
    name: 'ng_nin',
    countries: ['NG'],
    category: 'PII-2-NIN',
    idType: 'NIN',
    pattern: '\\d{4}[ ]?\\d{3}[ ]?\\d{4}',
    validation: 'format',
    cueRequired: true,
    validate: (c) => c.length === 11 && isDigits(c) && !looksLikeNgMobile(c),
    refusal: (c) => (looksLikeNgMobile(c) ? 'looks-like-mobile' : null),
    competitors: ['ng_bvn', 'ng_tin'],
  },
];
