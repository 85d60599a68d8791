// `generalize`: the coarser value the law's minimisation allows in place of a precise one.
//   address  -> its locality and region (and the generalised postcode), from the address detector's
//               parts (src/detect/patterns/addressParts.ts); a bare postcode -> its postal district
//   date     -> its year, or month and year when the statute pack says `date: "month"`
//   age      -> a ten-year band (`30-39`), ages of 90 and over as `90+`
//   IP       -> its network: /24 for IPv4, /48 for IPv6
//   postcode -> the UK outward code (`SW1A 2AA` -> `SW1A`), the Dutch four digits, the Irish routing
//               key, the Canadian forward sortation area; a numeric code keeps its first two digits
//               (the postal region: `75008` -> `75xxx`, `100001` -> `10xxxx`)
// Anything it cannot reduce returns null and the caller masks it. Hand-written: the forms are ours
// (the README documents each), the parsing of addresses and dates reuses the detectors' own.
import { addressParts } from '../detect/patterns/addressParts.js';
// The UK outward code from the one home of UK postcode patterns (the looser shape, not the format rules: see there).
import { ukOutwardCode } from '../detect/patterns/ukPostcode.js';
// English month names from their one home, the date lexicon (each month's first form is its full name).
import { ENGLISH_MONTHS as MONTHS } from '../detect/patterns/dobLexicon.js';

export type DateGranularity = 'year' | 'month';

export interface GeneralizeOptions {
  /** Keep month and year of dates instead of the year alone (a statute pack's `generalize.date`). */
  date?: DateGranularity;
  /** The detector's normalised value (ISO date of a DOB, canonical IPv6), when the span is exact. */
  normalized?: string;
}

const ISO_DATE = /^\s*(\d{4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2}))?)?\s*$/;
const DMY = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/;
const ANY_YEAR = /(?<![0-9])(1[89][0-9]{2}|20[0-9]{2})(?![0-9])/g;
const MONTH_WORD = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\b/i;
const IPV4 = /^\s*(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\s*$/;
const AGE = /(?<![\d.])(\d{1,3})(?![\d.])/;
const NL_POSTCODE = /^\s*(\d{4})\s?[A-Z]{2}\s*$/i;
const IE_EIRCODE = /^\s*([AC-FHKNPRTV-Y]\d{2}|D6W)\s?[0-9AC-FHKNPRTV-Y]{4}\s*$/i;
const CA_POSTCODE = /^\s*([A-Z]\d[A-Z])\s?\d[A-Z]\d\s*$/i;
const NUMERIC_POSTCODE = /^\s*(\d{2})(\d{2,4})(?:-\d{3,4})?\s*$/;

/** Year, or `YYYY-MM`, of a date written as ISO, day/month/year or with a month name; null if unclear. */
export function generalizeDate(value: string, granularity: DateGranularity = 'year', normalized?: string): string | null {
  const iso = ISO_DATE.exec(normalized ?? '') ?? ISO_DATE.exec(value);
  let year: string | undefined;
  let month: number | undefined;
  if (iso) {
    year = iso[1];
    month = iso[2] ? Number(iso[2]) : undefined;
  } else {
    const dmy = DMY.exec(value);
    if (dmy) {
      year = dmy[3];
      month = Number(dmy[2]);
    } else {
      const years = [...value.matchAll(ANY_YEAR)];
      if (years.length !== 1) return null;
      year = years[0]![1];
      const word = MONTH_WORD.exec(value);
      if (word) month = MONTHS.findIndex((m) => m.startsWith(word[1]!.toLowerCase().slice(0, 3))) + 1;
    }
  }
  if (!year) return null;
  if (granularity === 'month' && month !== undefined && month >= 1 && month <= 12) return `${year}-${String(month).padStart(2, '0')}`;
  return year;
}

/** A ten-year band of an age written with digits (`34`, `aged 34`, `34-year-old`); 90 and over -> `90+`. */
export function generalizeAge(value: string): string | null {
  const m = AGE.exec(value);
  if (!m) return null;
  const age = Number(m[1]);
  if (age > 130) return null;
  if (age >= 90) return '90+';
  const low = Math.floor(age / 10) * 10;
  return `${low}-${low + 9}`;
}

/** The /24 network of an IPv4 address or the /48 of an IPv6 address. */
export function generalizeIp(value: string, normalized?: string): string | null {
  const v4 = IPV4.exec(value);
  if (v4) {
    const octets = v4.slice(1, 5).map(Number);
    if (octets.some((o) => o > 255)) return null;
    return `${octets[0]}.${octets[1]}.${octets[2]}.0/24`;
  }
  const groups = expandIpv6((normalized ?? value).trim());
  if (!groups) return null;
  return `${groups.slice(0, 3).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/48`;
}

/** The eight 16-bit groups of an IPv6 address (zone and brackets removed), or null. */
function expandIpv6(value: string): string[] | null {
  const v = value.replace(/^\[|\](?::\d+)?$/g, '').replace(/%.*$/, '').toLowerCase();
  if (!/^[0-9a-f:.]+$/.test(v) || !v.includes(':')) return null;
  const halves = v.split('::');
  if (halves.length > 2) return null;
  const part = (s: string): string[] => (s === '' ? [] : s.split(':'));
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  // an embedded IPv4 tail counts as two groups
  const ipv4Tail = tail.length > 0 && tail[tail.length - 1]!.includes('.') ? 1 : head.length > 0 && head[head.length - 1]!.includes('.') ? 1 : 0;
  const missing = 8 - head.length - tail.length - ipv4Tail;
  if (halves.length === 1 && missing !== 0) return null;
  if (missing < 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (groups.slice(0, 3).some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups;
}

/** The postal district of a postcode: UK outward code, NL digits, Eircode routing key, CA FSA, numeric region. */
export function generalizePostcode(value: string): string | null {
  const uk = ukOutwardCode(value);
  if (uk) return uk;
  const nl = NL_POSTCODE.exec(value);
  if (nl) return nl[1]!;
  const ca = CA_POSTCODE.exec(value);
  if (ca) return ca[1]!.toUpperCase();
  const ie = IE_EIRCODE.exec(value);
  if (ie) return ie[1]!.toUpperCase();
  const num = NUMERIC_POSTCODE.exec(value);
  if (num) return `${num[1]}${'x'.repeat(num[2]!.length)}`;
  return null;
}

/** Locality, region (and generalised postcode, or country when nothing finer is left) of an address. */
export function generalizeAddress(value: string): string | null {
  const parts = addressParts(value, 0, value.length);
  const text = (role: string): string[] => parts.filter((p) => p.role === role).map((p) => value.slice(p.start, p.end).trim());
  const postcode = text('postcode').map(generalizePostcode).find((p) => p !== null) ?? null;
  const places = [...text('locality'), ...text('region')];
  if (places.length > 0) return [places.join(', '), postcode].filter(Boolean).join(' ');
  if (postcode) return postcode;
  const country = text('country');
  if (country.length > 0) return country[0]!;
  return generalizePostcode(value);
}

/** The generalised form of a value of this category, or null when it cannot be reduced safely. */
export function generalize(category: string, value: string, options: GeneralizeOptions = {}): string | null {
  switch (category) {
    case 'PII-4-ADDRESS':
      return generalizeAddress(value);
    case 'PII-8-IP_ADDRESS':
      return generalizeIp(value, options.normalized);
    case 'PII-1-AGE':
      return generalizeAge(value);
    case 'PII-1-DOB':
      return generalizeDate(value, options.date, options.normalized);
    default:
      // Other categories a pack generalises: a date keeps its year, an IP its network, nothing else.
      return /date|dob/i.test(category) ? generalizeDate(value, options.date, options.normalized) : (generalizeIp(value) ?? null);
  }
}
