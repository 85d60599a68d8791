// A stated age against a birth date (record kind `age`). Census rosters, clinic registers, surveys and
// death registers write a person's age, not their birth date — an age at the moment the record was made
// (enumeration, visit, interview, death). With that moment (the spec's reference_field: enumeration_date,
// visit_date, date_of_death…) an age says the birth date lies in a one-year window, which the other
// record's birth date (birth_field) either falls in or not; two dated ages say two windows, which
// overlap or not (two ages stated on one day agree within a year). Without the moment an age says
// nothing comparable: the day a comparison runs is not the day the age was stated (and a receipt must
// replay to the same answer whenever it is replayed), and a record's other dates — a registration, a
// case number's year — are not when the age was given, so an undated age abstains rather than guess
// with a tolerance (records.ts lists such an age, and a moment sent without an age, as ignored). When
// both records carry a birth date the date comparator reads them and the ages are not read again.
// The scale is weak and tolerant because stated ages are approximate: the window agrees (1); one year
// outside it scores 0.5 (an age next birthday, an enumeration that ran over weeks, a birthday near
// the day); up to the tolerance, 0.2 — ages are heaped on 0 and 5 and the ages of the old are often
// guessed (census evaluations report heaping in most rosters that ask age only), so a few years off is
// weak evidence against, never a conflict; beyond max(5 years, a tenth of the age) the age and the
// birth date are another person's (a parent's, a child's), and the score is 0.
// Age ranges (session 28): an age is not always one number. Road-race and masters results print an age
// category instead of a birth date (World Masters Athletics' five-year bands `M45`, `W50`, `F40`; French
// `H45` for hommes, Polish `K40` for kobiety, UK `V40` / `MV50` veterans, `MSEN` / `Open` seniors, `U20`
// juniors; the French federation's master grades `M0`…`M5` — its `M6`…`M10` are also children's classes
// elsewhere and are not read — and its older `V1`…`V4`), ambulance and police
// forms an estimate (`40s`, `~45`, `c. 45`, `late 50s`), surveys and registers a band (`40-44`, `65+`,
// `under 18`). Each is read as the range of ages it allows (readAgeRange; general knowledge of those
// schemes, not any set's codes): a band code's number is its lowest age, and its highest is taken
// nine years above (five-year bands are the rule, ten-year bands — Polish running, UK veterans — exist),
// a veterans' code is open-ended (V40 is often `40 and over`), a senior or open category spans 16–39
// (the ages below the first masters or veterans band, 35 or 40), `MO` and `M0` alike (the letter and the
// digit are confused in keying, and the French M0 is 35–39, inside that span), an estimate ±3 years.
// A range compares as an age does: its distance is from the nearest age it allows.
// An age written without the moment it was stated (a results line, a ward list, an ambulance sheet, a
// passenger manifest give none) is read against the pack's undated window (undated_years: a span of
// years around REFERENCE_YEAR, date.ts — a fixed year, so a receipt replays to the same answer): the
// assumption is that such a record was written in the years the service's live registers cover, not a
// century ago (historical registers state their year: Census Year, Date of Death, and are read by it).
// Such an age can only refute: within the tolerance it abstains (an age that could have been stated at
// any time in a span of years says nothing for one person), beyond it — a generation apart: a father's
// masters category against his son's birth date, a son's senior category against the father's — the
// two are two people, and the score is 0.
import { foldAccents } from '../../core/fold.js';
import { memoiseString } from '../../core/memo.js';
import { readDate, REFERENCE_YEAR, type DateReading } from './date.js';
import { asText, type ComparatorResult, type ComparatorSpec, type FieldValue } from './types.js';

/** The age one year off its window: not an agreement (below 0.8), not a conflict. */
export const AGE_NEAR = 0.5;
/** An age a few years off: weak evidence against. */
export const AGE_OFF = 0.2;
const MIN_TOLERANCE = 5;
const OLDEST = 130;

/** An age written in years ('25', '25 years', '25 yrs', '25y', '25 ans'), or in months, weeks or days for an infant (read as 0 years). */
const AGE_YEARS = /^\s*(\d{1,3})\s*(?:y|yr|yrs|year|years|years old|yo|a|ans|ans révolus|jahre|anos|años)?\.?\s*$/i;
const AGE_INFANT = /^\s*(\d{1,3})\s*(?:m|mo|mos|mth|mths|month|months|mois|w|wk|wks|week|weeks|d|dy|days?|jours?)\.?\s*$/i;

/** Whole years of a written age, or null when it is not one (a range, '40s', 'adult', 'unknown'). */
export const readAge: (text: string) => number | null = memoiseString((text: string) => {
  const years = AGE_YEARS.exec(text);
  if (years !== null) {
    const n = Number(years[1]);
    return n <= OLDEST ? n : null;
  }
  const infant = AGE_INFANT.exec(text);
  if (infant === null) return null;
  const n = Number(infant[1]);
  const unit = text.replace(/[\d\s.]/g, '').toLowerCase();
  return Math.floor(n / (unit.startsWith('m') ? 12 : unit.startsWith('w') ? 52 : 365));
});

/** The ages a written age allows, lowest and highest (one number: both the same). */
export interface AgeRange {
  lo: number;
  hi: number;
}

/** Words before an estimated age (`~45`, `c. 45`, `approx 45`, `env. 45`, `etwa 45`, `ong. 45`, `ok. 45`…) or a `?` after it. */
const ESTIMATE = /^(?:(?:~|±|\+\/-)\s*|(?:c|ca|circa|approx|approximately|about|abt|around|est|estimated|env|environ|etwa|ungefahr|ungef|aprox|aproximadamente|unos|ong|ongeveer|ok|okolo)(?:\.\s*|\s+))(\d{1,3})\s*(?:y|yr|yrs|years?|j|jahre|ans|anos|lat|jaar)?\.?$|^(\d{1,3})\s*\?$/;
/** A decade (`40s`, `40's`, `40er`), optionally its early, middle or late part. */
const DECADE = /^(early|mid|late)?\s*-?\s*(\d)0\s*'?\s*(?:s|er|ies)$/;
/** A band (`40-44`, `40 – 49`, `40 to 49`), optionally after a sex letter (`M40-44`). */
const BAND = /^(?:[mwfhkdl]\s*)?(\d{1,3})\s*(?:-|–|—|to|a|bis|tot|do)\s*(\d{1,3})\s*(?:y|yrs|years|ans|jahre|años|jaar|lat)?$/;
/** An open band (`65+`, `65 and over`, `over 65`, `>65`, `M70+`) and an under band (`under 18`, `<18`, `U20`, `MU20`, `MJU20`, `WU17`). */
const OVER = /^(?:(?:over|above|>|≥|>=|plus\s+de|uber|ueber|mas\s+de|meer\s+dan|powyzej)\s*(\d{1,3})|(?:[mwfhkdl]\s*)?(\d{1,3})\s*(?:\+|and\s+over|and\s+above|or\s+over|plus|et\s+plus|und\s+alter|y\s+mas|en\s+ouder))$/;
const UNDER = /^(?:(?:under|below|<|moins\s+de|unter|menos\s+de|onder|ponizej)\s*(\d{1,3})|(?:[mwfhkdl]\s*)?j?u\s*(\d{1,2}))$/;
/** A masters or veterans category: a sex or group letter, then the band's lowest age or the grade (`M45`, `W50`, `F40`, `H45`, `K40`, `V40`, `MV50`, `FV45`, `LV40`, `VM40`, the grades `M0`…`M5`, `V1`…`V4`). */
const CATEGORY = /^(?:(v)\s*([mwfl])?|([mwfhkdl])\s*(v)?)\s*(\d{1,2})$/;
/** Senior, open and junior categories, with or without a sex letter (`MSEN`, `WSEN`, `SNR`, `Senior`, `Open`, `MO`, `SEH`, `SEF`, `MHK`, `JUN`, `JNR`). */
const SENIOR = /^(?:[mwfhkdl]\s*)?(?:sen|senior|seniors|snr|open|hk|hauptklasse)$|^[mwfhkdl]\s*o$|^se[hfmw]$/;
const JUNIOR = /^(?:[mwfhkdl]\s*)?(?:jun|junior|juniors|jnr)$|^[mwfhkdl]\s*ju$|^ju[hfmw]$/;
/** The youngest age a category or a band written without one reads (a senior's), the oldest a senior's. */
const SENIOR_AGES: AgeRange = { lo: 16, hi: 39 };
const JUNIOR_AGES: AgeRange = { lo: 0, hi: 19 };
/** Half the span an estimate allows. */
const ESTIMATE_SPAN = 3;
/** The lowest grade number that is also a children's age class (German M6…M15, orienteering M10 and under): M6…M10 are not read. */
const YOUTH_CLASS_FROM = 6;
/** How far above a band code's number its highest age is read (ten-year bands exist beside five-year ones). */
const BAND_SPAN = 9;

function range(lo: number, hi: number): AgeRange | null {
  return lo <= hi && hi <= OLDEST ? { lo, hi } : null;
}

/** The ages a written age allows (readAge's one number, an estimate, a decade, a band, a race category), or null. */
export const readAgeRange: (text: string) => AgeRange | null = memoiseString((text: string) => {
  const exact = readAge(text);
  if (exact !== null) return { lo: exact, hi: exact };
  const t = foldAccents(text).replace(/ł/g, 'l').trim();
  if (t.length === 0 || t.length > 40) return null;
  let m = ESTIMATE.exec(t);
  if (m !== null) {
    const n = Number(m[1] ?? m[2]);
    return range(Math.max(0, n - ESTIMATE_SPAN), Math.min(OLDEST, n + ESTIMATE_SPAN));
  }
  m = DECADE.exec(t);
  if (m !== null) {
    const d = Number(m[2]) * 10;
    if (d < 10) return null;
    return m[1] === 'early' ? range(d, d + 3) : m[1] === 'mid' ? range(d + 3, d + 6) : m[1] === 'late' ? range(d + 6, d + 9) : range(d, d + 9);
  }
  m = BAND.exec(t);
  if (m !== null) return range(Number(m[1]), Number(m[2]));
  m = OVER.exec(t);
  if (m !== null) return range(Number(m[1] ?? m[2]), OLDEST);
  m = UNDER.exec(t);
  if (m !== null) {
    const n = Number(m[1] ?? m[2]);
    return n >= 2 ? range(0, n - 1) : null;
  }
  if (SENIOR.test(t)) return { ...SENIOR_AGES };
  if (JUNIOR.test(t)) return { ...JUNIOR_AGES };
  m = CATEGORY.exec(t);
  if (m !== null) {
    const veteran = m[1] !== undefined || m[4] !== undefined;
    const n = Number(m[5]);
    // The letter O keyed as the digit: M0 is the French 35–39 grade, MO an open category (SENIOR).
    if (n === 0) return veteran ? null : { lo: SENIOR_AGES.lo, hi: SENIOR_AGES.hi };
    if (veteran) return n <= 5 ? range(30 + 10 * n, 39 + 10 * n) : n >= 30 ? range(n, OLDEST) : null;
    // M6…M10 (W, F, H alike) are also youth classes written with the child's age: the German federation's
    // single-year classes (AK M8, W10: boys of 8, girls of 10) and orienteering's `10 and under` (M10, W10,
    // H10): a child's age or a master's 65–89, so the code says neither and is not read.
    // The grade's M is the federation's 'master', not a sex letter: F1…F4 are a Kenyan or Nigerian school's
    // forms (Class: F2, a pupil of 15), W1 or H1 no scheme, so only M reads as a grade.
    if (n <= 10) return m[3] === 'm' && n < YOUTH_CLASS_FROM ? range(35 + 5 * n, 39 + 5 * n) : null;
    return n >= 14 ? range(n, Math.min(OLDEST, n + BAND_SPAN)) : null;
  }
  return null;
});

type Day = readonly [number, number, number];
type Span = readonly [Day, Day];

/** The first and last day a reading can be (a year alone: the whole year; a month: the whole month). */
function span(r: DateReading): Span {
  if (r.m === null) return [[r.y, 1, 1], [r.y, 12, 31]];
  if (r.d === null) return [[r.y, r.m, 1], [r.y, r.m, 31]];
  return [[r.y, r.m, r.d], [r.y, r.m, r.d]];
}

/** Completed years at `at` of someone born on `born`. */
function ageAt(born: Day, at: Day): number {
  const before = at[1] < born[1] || (at[1] === born[1] && at[2] < born[2]);
  return at[0] - born[0] - (before ? 1 : 0);
}

/** Years between an age range and the range of ages a birth interval gives at a reference interval (0 where they meet). */
function distance(age: AgeRange, born: Span, at: Span): number {
  const least = ageAt(born[1], at[0]);
  const most = ageAt(born[0], at[1]);
  return age.hi < least ? least - age.hi : age.lo > most ? age.lo - most : 0;
}

/** The birth interval an age range stated at a reference interval allows (the boundary day read inclusively). */
function bornOf(age: AgeRange, at: Span): Span {
  const [first, last] = at;
  return [[first[0] - age.hi - 1, first[1], first[2]], [last[0] - age.lo, last[1], last[2]]];
}

function least(xs: readonly Span[], ys: readonly Span[], f: (x: Span, y: Span) => number): number {
  let out = Number.POSITIVE_INFINITY;
  for (const x of xs) for (const y of ys) out = Math.min(out, f(x, y));
  return out;
}

function read(record: Record<string, FieldValue>, field: string | undefined): FieldValue | undefined {
  return field === undefined ? undefined : record[field];
}

/** The years around REFERENCE_YEAR an undated age is read in (the spec's undated_years), or null when the pack reads none. */
export function undatedSpan(spec: ComparatorSpec): Span | null {
  const w = spec.undated_years;
  return w === undefined ? null : [[REFERENCE_YEAR - w.before, 1, 1], [REFERENCE_YEAR + w.after, 12, 31]];
}

interface StatedAge {
  age: AgeRange;
  at: readonly Span[];
  dated: boolean;
}

function ageOf(record: Record<string, FieldValue>, spec: ComparatorSpec): StatedAge | null {
  const value = read(record, spec.field);
  if (value === undefined) return null;
  const age = readAgeRange(asText(value));
  if (age === null) return null;
  const at = read(record, spec.reference_field);
  if (at === undefined) {
    const window = undatedSpan(spec);
    return window === null ? null : { age, at: [window], dated: false };
  }
  const dates = readDate(asText(at));
  return dates.length === 0 ? null : { age, at: dates.map(span), dated: true };
}

function birthOf(record: Record<string, FieldValue>, spec: ComparatorSpec): readonly Span[] {
  const value = read(record, spec.birth_field);
  return value === undefined ? [] : readDate(asText(value)).map(span);
}

/** How far one record's stated age is from the other record's birth date or dated age, in years (null: nothing to compare). */
function yearsOff(a: Record<string, FieldValue>, b: Record<string, FieldValue>, spec: ComparatorSpec): { off: number; age: number; dated: boolean } | null {
  const bornA = birthOf(a, spec);
  const bornB = birthOf(b, spec);
  if (bornA.length > 0 && bornB.length > 0) return null;
  const ageA = ageOf(a, spec);
  const ageB = ageOf(b, spec);
  if (ageA !== null && bornB.length > 0) return { off: least(bornB, ageA.at, (born, at) => distance(ageA.age, born, at)), age: ageA.age.lo, dated: ageA.dated };
  if (ageB !== null && bornA.length > 0) return { off: least(bornA, ageB.at, (born, at) => distance(ageB.age, born, at)), age: ageB.age.lo, dated: ageB.dated };
  // Two ages are compared only when both were dated: two undated ages fit any two moments.
  if (ageA !== null && ageB !== null && ageA.dated && ageB.dated) {
    const off = least(ageA.at, ageB.at, (atA, atB) => distance(ageB.age, bornOf(ageA.age, atA), atB));
    return { off, age: Math.max(ageA.age.lo, ageB.age.lo), dated: true };
  }
  return null;
}

export function compareAges(a: Record<string, FieldValue>, b: Record<string, FieldValue>, spec: ComparatorSpec): ComparatorResult | null {
  const r = yearsOff(a, b, spec);
  if (r === null) return null;
  const beyond = r.off > Math.max(MIN_TOLERANCE, Math.floor(r.age / 10));
  // An undated age refutes a generation apart and otherwise says nothing (the header's undated window).
  if (!r.dated) return beyond ? { sim: 0 } : null;
  if (r.off === 0) return { sim: 1 };
  if (r.off === 1) return { sim: AGE_NEAR };
  return beyond ? { sim: 0 } : { sim: AGE_OFF };
}
