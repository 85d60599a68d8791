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
import { memoiseString } from '../../core/memo.js';
import { readDate, type DateReading } from './date.js';
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

type Day = readonly [number, number, number];

/** The first and last day a reading can be (a year alone: the whole year; a month: the whole month). */
function span(r: DateReading): [Day, Day] {
  if (r.m === null) return [[r.y, 1, 1], [r.y, 12, 31]];
  if (r.d === null) return [[r.y, r.m, 1], [r.y, r.m, 31]];
  return [[r.y, r.m, r.d], [r.y, r.m, r.d]];
}

/** Completed years at `at` of someone born on `born`. */
function ageAt(born: Day, at: Day): number {
  const before = at[1] < born[1] || (at[1] === born[1] && at[2] < born[2]);
  return at[0] - born[0] - (before ? 1 : 0);
}

/** Years between an age and the range of ages a birth interval gives at a reference interval (0 inside). */
function distance(age: number, born: [Day, Day], at: [Day, Day]): number {
  const least = ageAt(born[1], at[0]);
  const most = ageAt(born[0], at[1]);
  return age < least ? least - age : age > most ? age - most : 0;
}

/** The birth interval an age stated at a reference interval allows (the boundary day read inclusively). */
function bornOf(age: number, at: [Day, Day]): [Day, Day] {
  const [first, last] = at;
  return [[first[0] - age - 1, first[1], first[2]], [last[0] - age, last[1], last[2]]];
}

function least(xs: readonly DateReading[], ys: readonly DateReading[], f: (x: [Day, Day], y: [Day, Day]) => number): number {
  let out = Number.POSITIVE_INFINITY;
  for (const x of xs) for (const y of ys) out = Math.min(out, f(span(x), span(y)));
  return out;
}

function read(record: Record<string, FieldValue>, field: string | undefined): FieldValue | undefined {
  return field === undefined ? undefined : record[field];
}

function ageOf(record: Record<string, FieldValue>, spec: ComparatorSpec): { age: number; at: readonly DateReading[] } | null {
  const value = read(record, spec.field);
  const at = read(record, spec.reference_field);
  if (value === undefined || at === undefined) return null;
  const age = readAge(asText(value));
  const dates = readDate(asText(at));
  return age === null || dates.length === 0 ? null : { age, at: dates };
}

function birthOf(record: Record<string, FieldValue>, spec: ComparatorSpec): readonly DateReading[] {
  const value = read(record, spec.birth_field);
  return value === undefined ? [] : readDate(asText(value));
}

/** How far one record's dated age is from the other record's birth date or dated age, in years (null: nothing to compare). */
function yearsOff(a: Record<string, FieldValue>, b: Record<string, FieldValue>, spec: ComparatorSpec): { off: number; age: number } | null {
  const bornA = birthOf(a, spec);
  const bornB = birthOf(b, spec);
  if (bornA.length > 0 && bornB.length > 0) return null;
  const ageA = ageOf(a, spec);
  const ageB = ageOf(b, spec);
  if (ageA !== null && bornB.length > 0) return { off: least(bornB, ageA.at, (born, at) => distance(ageA.age, born, at)), age: ageA.age };
  if (ageB !== null && bornA.length > 0) return { off: least(bornA, ageB.at, (born, at) => distance(ageB.age, born, at)), age: ageB.age };
  if (ageA !== null && ageB !== null) {
    const off = least(ageA.at, ageB.at, (atA, atB) => distance(ageB.age, bornOf(ageA.age, atA), atB));
    return { off, age: Math.max(ageA.age, ageB.age) };
  }
  return null;
}

export function compareAges(a: Record<string, FieldValue>, b: Record<string, FieldValue>, spec: ComparatorSpec): ComparatorResult | null {
  const r = yearsOff(a, b, spec);
  if (r === null) return null;
  if (r.off === 0) return { sim: 1 };
  if (r.off === 1) return { sim: AGE_NEAR };
  return r.off <= Math.max(MIN_TOLERANCE, Math.floor(r.age / 10)) ? { sim: AGE_OFF } : { sim: 0 };
}
