// Phone numbers (PII-3-PHONE) of every supported jurisdiction and of the reference's African pack,
// validated with libphonenumber's `max` metadata. Candidates are found with one precompiled regex, so
// libphonenumber only ever sees short digit runs; every occurrence is reported, repeats included.
// Hand-written on top of the library: the candidate shape and context rules (dates, prices, order
// numbers), the choice of region for national forms, and Nigerian fixed lines that the library's
// metadata lacks (Lagos `01 234 5678`, Abuja `09 ...`, other areas `0XX ... ...`: 0 + 8 digits).
// The library's own text scanner (findNumbers) is not used: it takes one default region per pass, so
// trying every plan for national forms would rescan the text dozens of times, and it cannot apply the
// context rules above. libphonenumber's metadata decides every number: first a quick check of the
// plan's own number-type patterns (what its isValid checks; a test holds it to the parser's answers),
// then, when that does not accept, its full parser and validator.
import { type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { DetectContext, Detector, RawSpan } from '../types.js';
import { NUMBER_AFTER, NUMBER_BEFORE } from '../../core/numberBoundary.js';
import { findCards } from './card.js';
import { CONFIDENCE } from './confidence.js';
import { findDeviceIds } from './device-id.js';
import { findDigitalIds } from './digital-id.js';
import { findEmails } from './email.js';
import { findIbans } from './iban.js';
import { findIps } from './ip.js';
import { hasNonPhoneCue, hasPhoneCue, isMoneyOrQuantity, looksLikeDate } from './phone-context.js';
import { PLANS, type Plan, regionBlocs } from './phone-regions.js';
import { RangeIndex, rawSpan } from './span.js';
import { allMatches } from '../../core/matches.js';

const SEP = '[ \\u00A0.\\-/]';
// Optional international prefix, digits in groups (parentheses allowed around an area code or "(0)"),
// an optional extension; not glued to letters, digits or the punctuation of longer numbers.
const NATIONAL_START = String.raw`(?:\(\+?\d{1,5}(?:-\d{1,5})?\)[ \u00A0]?|\d)`;
const CANDIDATE = new RegExp(
  // `+` may follow any punctuation; a national form may not follow letters, digits or the punctuation
  // of longer numbers (`INV-`, `v1.`, `12.`; core/numberBoundary.ts: a field separator never glues).
  String.raw`(?:(?<![\p{L}\p{N}_+])\+[ \u00A0]?${NATIONAL_START}|(?<![\p{L}\p{N}_@/\\=&#%$€£₦+.]|\p{L}[-.]|${NUMBER_BEFORE})${NATIONAL_START})` +
    String.raw`(?:\d|${SEP}|[()]){4,26}\d` +
    String.raw`(?:[ \u00A0]?(?:x|ext\.?|extn\.?)[ \u00A0]?\d{1,5})?` +
    String.raw`(?![\p{L}\p{N}_@]|${NUMBER_AFTER})`,
  'gu',
);
const EXTENSION = /[ \u00A0]?(?:x|ext\.?|extn\.?)[ \u00A0]?\d{1,5}$/;
const ALLOWED_SEPARATORS = new Set([' ', '\u00A0', '.', '-', '/', '(', ')', ') ', ' (', ' - ', ' / ', ')-', '-(', ') - ']);

interface PhoneHit {
  normalized: string;
  confidence: number;
  country: string;
  type?: string;
}

const MEMO = new Map<string, PhoneHit | null>();
const MEMO_LIMIT = 8192;

interface Shape {
  digits: string;
  /** Gaps between digit groups (after a leading `+`). */
  separators: number;
  wellFormed: boolean;
}

/**
 * One pass over a candidate: its digits, how many gaps separate its digit groups, and whether every
 * gap is a single separator (or a parenthesis with a space) and parentheses pair up without nesting.
 */
function shapeOf(s: string): Shape {
  let digits = '';
  let separators = 0;
  let depth = 0;
  let gap = '';
  let i = s[0] === '+' ? 1 : 0;
  if (i === 1 && (s[1] === ' ' || s[1] === '\u00A0')) i = 2;
  if (s.startsWith('(+')) {
    // `(+234) 803 ...`: the parenthesised country code opens the number.
    depth = 1;
    gap = '(';
    i = 2;
  }
  for (; i < s.length; i++) {
    const c = s[i]!;
    if (c >= '0' && c <= '9') {
      if (gap !== '') {
        if (!ALLOWED_SEPARATORS.has(gap)) return { digits, separators, wellFormed: false };
        separators++;
        gap = '';
      }
      digits += c;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')') depth--;
    if (depth < 0 || depth > 1) return { digits, separators, wellFormed: false };
    gap += c;
  }
  if (gap !== '' && !ALLOWED_SEPARATORS.has(gap)) return { digits, separators, wellFormed: false };
  if (gap !== '') separators++;
  return { digits, separators, wellFormed: depth === 0 };
}

/** Lengths of the digit groups as written, e.g. `0803 555 7890` → `4,3,4`. */
function grouping(s: string): string {
  return s
    .split(/[^\d]+/)
    .filter((g) => g.length > 0)
    .map((g) => g.length)
    .join(',');
}

function hit(p: PhoneNumber, confidence: number): PhoneHit {
  return { normalized: p.number, confidence, country: p.country ?? '' };
}

function parseIn(raw: string, plan: Plan): PhoneNumber | undefined {
  return parsePhoneNumberFromString(raw, plan.region);
}

const PLANS_BY_CALLING_CODE = new Map<string, Plan[]>();
for (const plan of PLANS.values()) {
  const list = PLANS_BY_CALLING_CODE.get(plan.callingCode) ?? [];
  list.push(plan);
  PLANS_BY_CALLING_CODE.set(plan.callingCode, list);
}

/** Whether the digits start with the plan's trunk prefix (`0`, Hungary's `06`). */
function writtenWithTrunk(digits: string, plan: Plan): boolean {
  const tp = plan.trunkPrefix ?? '';
  return tp.startsWith('0') && digits.startsWith(tp);
}

/** The national significant number: the digits after the trunk prefix when it was written. */
function nationalSignificant(digits: string, plan: Plan): string {
  return writtenWithTrunk(digits, plan) ? digits.slice(plan.trunkPrefix!.length) : digits;
}

/** Cheap test before libphonenumber's full parse: trunk prefix, length and the plan's number pattern. */
function plausibleIn(digits: string, plan: Plan): boolean {
  const nsn = nationalSignificant(digits, plan);
  return plan.lengths.includes(nsn.length) && plan.nationalPattern.test(nsn);
}

/**
 * The E.164 form when the national number is valid in the plan by the plan's own type patterns (what
 * the library's isValid checks), else null; saves a full parse for the common case. A null answer is
 * not a refusal: the caller still asks the library.
 */
export function quickValid(digits: string, plan: Plan): string | null {
  if (plan.typePatterns === null || !plausibleIn(digits, plan)) return null;
  const nsn = nationalSignificant(digits, plan);
  for (const t of plan.typePatterns) {
    if (t.lengths !== null && !t.lengths.includes(nsn.length)) continue;
    if (t.pattern.test(nsn)) return `+${plan.callingCode}${nsn}`;
  }
  return null;
}

/** Nigerian fixed lines written nationally: 0 + area + subscriber = 9 digits, never a mobile prefix. */
function nigerianLandline(digits: string): PhoneHit | null {
  if (digits.length !== 9 || digits[0] !== '0' || digits[1] === '0') return null;
  return { normalized: `+234${digits.slice(1)}`, confidence: CONFIDENCE.phoneLandlinePattern, country: 'NG', type: 'FIXED_LINE' };
}

function classify(raw: string, digits: string, separators: number, cue: boolean, jurisdiction: string | null): PhoneHit | null {
  // International forms: `+<code>` or `00<code>`.
  if (raw[0] === '+' || raw.startsWith('(+') || (raw.startsWith('00') && digits.length >= 9)) {
    const international = raw.startsWith('00') ? digits.slice(2) : digits;
    for (let len = 1; len <= 3; len++) {
      for (const plan of PLANS_BY_CALLING_CODE.get(international.slice(0, len)) ?? []) {
        if (plan.trunkPrefix?.startsWith('0') && international[len] === '0') continue; // `+44 (0)20 ...`: the library strips it
        const e164 = quickValid(international.slice(len), plan);
        if (e164) return { normalized: e164, confidence: CONFIDENCE.phoneValid, country: plan.region };
      }
    }
    const p = parsePhoneNumberFromString(raw[0] === '+' ? raw : raw[0] === '(' ? raw.replace(/^\(\+(\d{1,4})\)/, '+$1') : `+${raw.slice(2)}`);
    if (!p) return null;
    if (p.isValid()) return hit(p, CONFIDENCE.phoneValid);
    if (p.isPossible() && !String(p.nationalNumber).startsWith('0') && (separators >= 1 || cue)) return hit(p, CONFIDENCE.phonePossible);
    return null;
  }
  const primary = jurisdiction ? PLANS.get(jurisdiction) : undefined;
  const trunk = digits[0] === '0';
  // A bare run without trunk prefix or `+` (e.g. `PO 82141621`) needs grouping or a cue, and only
  // counts in the governing plan (or, without one, with a cue).
  if (!trunk && separators < 2 && !cue) return null;
  if (primary && trunk === writtenWithTrunk(digits, primary)) {
    const e164 = quickValid(digits, primary);
    if (e164) return { normalized: e164, confidence: CONFIDENCE.phoneValid, country: primary.region };
  }
  if (primary && plausibleIn(digits, primary)) {
    const p = parseIn(raw, primary);
    if (p?.isValid()) return hit(p, CONFIDENCE.phoneValid);
  }
  // The governing country's calling code written without `+` (`234 803 123 4567`, `2348031234567`).
  if (primary && !trunk && digits.startsWith(primary.callingCode) && plausibleIn(digits.slice(primary.callingCode.length), primary)) {
    const p = parsePhoneNumberFromString(`+${digits}`);
    if (p?.isValid() && p.country === primary.region) return hit(p, CONFIDENCE.phoneValidOtherRegion);
  }
  if (primary?.region === 'NG' || (!primary && cue)) {
    const ng = nigerianLandline(digits);
    if (ng && (separators >= 1 || cue)) return ng;
  }
  if (!trunk && primary) return null;
  // Without a governing plan, a bare number without a cue must also be grouped the way its plan
  // writes numbers (`374 780 163` in Italy, `905-674-3793` in North America).
  const strictGrouping = !trunk && !cue;
  // The governing plan's length and grouping (or a compact run) beat another plan's ranges:
  // `07700900123` under GB is a UK number (drama range), not a German one.
  if (primary && trunk) {
    const p = parseIn(raw, primary);
    // The trunk prefix must have been recognised (`+2340123...` keeps a 0 that no plan number has).
    const stripped = p !== undefined && !String(p.nationalNumber).startsWith('0');
    if (stripped && p.isPossible() && (separators === 0 || grouping(p.formatNational()) === grouping(raw))) return hit(p, CONFIDENCE.phonePossible);
  }
  // A compact run the governing plan rejects is more often an account number (a Nigerian NUBAN is 10
  // digits, often starting with 0) than a foreign phone: another plan needs a cue or phone grouping.
  if (primary && separators === 0 && !cue) return null;
  // Fallback over the other plans, bloc by bloc; inside a bloc prefer the plan whose usual grouping
  // matches how the number was written (FR pairs, DE area/subscriber, ...).
  const written = grouping(raw);
  // With a governing country its neighbourhood wins; without one, a plan that writes the number the
  // way it was written wins over an earlier bloc that merely accepts the digits.
  let grouped: PhoneNumber | undefined;
  let first: PhoneNumber | undefined;
  search: for (const bloc of regionBlocs(jurisdiction)) {
    for (const plan of bloc) {
      if (plan === primary) continue;
      // National numbers of plans with a trunk prefix (`0`, Hungary's `06`) are written with it, and
      // only those; the plan's own number pattern is a cheap filter before the full parse.
      if (trunk !== writtenWithTrunk(digits, plan) || !plausibleIn(digits, plan)) continue;
      const p = parseIn(raw, plan);
      if (!p?.isValid()) continue;
      if (separators === 0 || grouping(p.formatNational()) === written) {
        grouped = p;
        break search;
      }
      if (!strictGrouping) first ??= p;
    }
    if (first && primary) break;
  }
  first = grouped ?? first;
  const conf = trunk ? CONFIDENCE.phoneValidOtherRegion : cue ? CONFIDENCE.cueStrong : CONFIDENCE.phonePossible;
  if (first) return hit(first, conf);
  // Right length in the governing plan and written like a phone (e.g. UK drama numbers 07700 900xxx).
  if (primary && trunk && (separators >= 1 || cue)) {
    const p = parseIn(raw, primary);
    if (p?.isPossible()) return hit(p, CONFIDENCE.phonePossible);
  }
  return null;
}

function classifyMemo(raw: string, digits: string, separators: number, cue: boolean, jurisdiction: string | null): PhoneHit | null {
  const key = `${jurisdiction ?? ''}|${cue ? 1 : 0}|${raw}`;
  const known = MEMO.get(key);
  if (known !== undefined) return known;
  const h = classify(raw, digits, separators, cue, jurisdiction);
  if (MEMO.size >= MEMO_LIMIT) MEMO.clear();
  MEMO.set(key, h);
  return h;
}

/** Ranges already claimed by stronger, validated formats that contain digit runs. */
function claimedRanges(text: string): RangeIndex {
  return new RangeIndex([...findIbans(text), ...findCards(text), ...findIps(text), ...findEmails(text), ...findDigitalIds(text), ...findDeviceIds(text)]);
}

const WIDE_GAP = /[ \u00A0]*[/,;][ \u00A0]*|[ \u00A0]+-[ \u00A0]+|[ \u00A0]{2,}/g;

interface Scan {
  text: string;
  jurisdiction: string | null;
  claimed: RangeIndex | undefined;
}

/** One candidate (or piece of one) → a phone span, or null. */
function consider(scan: Scan, start: number, full: string): RawSpan | null {
  const { text } = scan;
  const end = start + full.length;
  const main = full.replace(EXTENSION, '');
  const { digits, separators, wellFormed } = shapeOf(main);
  if (!wellFormed || digits.length < 7 || digits.length > 15) return null;
  if ((digits.length <= 9 && looksLikeDate(main)) || isMoneyOrQuantity(text, start, end)) return null;
  const cue = hasPhoneCue(text, start);
  if (!cue && main[0] !== '+' && hasNonPhoneCue(text, start)) return null;
  scan.claimed ??= claimedRanges(text);
  if (scan.claimed.size > 0 && scan.claimed.overlaps(start, end)) return null;
  const h = classifyMemo(main, digits, separators, cue, scan.jurisdiction);
  if (!h) return null;
  const metadata: Record<string, string> = { country: h.country };
  if (h.type) metadata.type = h.type;
  return rawSpan('PII-3-PHONE', start, end, h.confidence, 'phone_libphonenumber', h.normalized, metadata);
}

export function findPhones(text: string, jurisdiction: string | null): RawSpan[] {
  const out: RawSpan[] = [];
  const scan: Scan = { text, jurisdiction, claimed: undefined };
  for (const m of allMatches(CANDIDATE, text)) {
    const whole = consider(scan, m.index, m[0]);
    if (whole) {
      out.push(whole);
      continue;
    }
    // Several numbers written as a list (`0712 345678 / 0722 123456`): try each piece.
    let pieceStart = 0;
    for (const gap of allMatches(WIDE_GAP, m[0])) {
      const piece = consider(scan, m.index + pieceStart, m[0].slice(pieceStart, gap.index));
      if (piece) out.push(piece);
      pieceStart = gap.index + gap[0].length;
    }
    if (pieceStart > 0) {
      const piece = consider(scan, m.index + pieceStart, m[0].slice(pieceStart));
      if (piece) out.push(piece);
    }
  }
  return out;
}

export const phoneDetector: Detector = {
  name: 'phone_libphonenumber',
  countries: [],
  detect: (text: string, ctx: DetectContext) => findPhones(text, ctx.jurisdiction),
};
