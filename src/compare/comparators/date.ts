// Dates (of birth, of founding): precision-aware and tolerant of the usual keying errors.
// Reading: the first three digit groups (or one 8-digit YYYYMMDD group, or a lone year); the group
// of four digits is the year; year first is read as year-month-day; year last as day/month or
// month/day, both readings kept when both are valid. "1980" and "1980-03" are dates of
// lower precision. Scores: 1.0 when some reading of each names the same date at the precision of
// the less precise side; 0.35 for a near miss at full precision (one day apart, exactly one of
// year/month/day different — a one-digit typo —, day and month swapped, or the YYYYMMDD digits one
// keying error apart: one digit wrong or two adjacent digits swapped across the month/day boundary,
// 1910-02-10 / 1910-01-20); otherwise 0.0.
// null when either side cannot be read (a missing value is never a disagreement).
import { memoiseString } from '../memo.js';
import { isOneKeyingError } from './identifier.js';
import type { ComparatorResult, FieldValue } from './types.js';
import { asText } from './types.js';

export const DATE_NEAR_MISS = 0.35;

export interface DateReading {
  y: number;
  m: number | null;
  d: number | null;
}

const GROUPS = /\d+/g;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_WORD = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysIn(y: number, m: number): number {
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return m === 2 && leap ? 29 : DAYS[m - 1]!;
}

function valid(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m);
}

/** Every plausible reading of a date text (empty when it cannot be read). Memoised: read-only. */
export const readDate: (text: string) => readonly DateReading[] = memoiseString((text: string) => Object.freeze(readDateOnce(text)));

function readDateOnce(text: string): DateReading[] {
  let groups: string[] = text.match(GROUPS) ?? [];
  const word = MONTH_WORD.exec(text);
  if (word) {
    // "12 March 1980" / "March 12, 1980": the month is the word; day and year are the digits.
    const m = MONTHS.indexOf(word[1]!.toLowerCase()) + 1;
    const year = groups.find((g) => g.length === 4);
    const day = groups.find((g) => g.length <= 2);
    if (!year) return [];
    const y = Number(year);
    if (!day) return [{ y, m, d: null }];
    return valid(y, m, Number(day)) ? [{ y, m, d: Number(day) }] : [];
  }
  if (groups.length === 1 && groups[0]!.length === 8) {
    const g = groups[0]!;
    groups = [g.slice(0, 4), g.slice(4, 6), g.slice(6, 8)];
  }
  groups = groups.slice(0, 3);
  const yearAt = groups.findIndex((g) => g.length === 4);
  if (yearAt < 0 || groups.filter((g) => g.length === 4).length !== 1) return [];
  const y = Number(groups[yearAt]);
  if (y < 1000) return [];
  const rest = groups.filter((_, i) => i !== yearAt).map(Number);
  if (rest.length === 0) return [{ y, m: null, d: null }];
  if (rest.length === 1) return rest[0]! >= 1 && rest[0]! <= 12 ? [{ y, m: rest[0]!, d: null }] : [];
  // Year first is ISO order (y-m-d) and read one way only; year last is d/m/y or m/d/y, and both
  // readings are kept when both are valid dates.
  const [m, d] = yearAt === 0 ? [rest[0]!, rest[1]!] : [rest[1]!, rest[0]!];
  const out: DateReading[] = [];
  if (valid(y, m, d)) out.push({ y, m, d });
  if (yearAt !== 0 && m !== d && valid(y, d, m)) out.push({ y, m: d, d: m });
  return out;
}

function samePrecisionAgree(a: DateReading, b: DateReading): boolean {
  if (a.y !== b.y) return false;
  if (a.m === null || b.m === null) return true;
  if (a.m !== b.m) return false;
  if (a.d === null || b.d === null) return true;
  return a.d === b.d;
}

function nearMiss(a: DateReading, b: DateReading): boolean {
  if (a.m === null || b.m === null || a.d === null || b.d === null) return false;
  const oneDay = Math.abs(Date.UTC(a.y, a.m - 1, a.d) - Date.UTC(b.y, b.m - 1, b.d)) <= 86_400_000;
  const differing = (a.y !== b.y ? 1 : 0) + (a.m !== b.m ? 1 : 0) + (a.d !== b.d ? 1 : 0);
  const swapped = a.y === b.y && a.m === b.d && a.d === b.m;
  return oneDay || differing === 1 || swapped || isOneKeyingError(digits(a), digits(b), 8);
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

function digits(r: DateReading): string {
  return `${r.y}${two(r.m!)}${two(r.d!)}`;
}

export function compareDates(a: FieldValue, b: FieldValue): ComparatorResult | null {
  const ra = readDate(asText(a));
  const rb = readDate(asText(b));
  if (ra.length === 0 || rb.length === 0) return null;
  for (const x of ra) {
    for (const y of rb) {
      if (samePrecisionAgree(x, y)) return { sim: 1, strong: x.d !== null && y.d !== null };
    }
  }
  for (const x of ra) for (const y of rb) if (nearMiss(x, y)) return { sim: DATE_NEAR_MISS };
  return { sim: 0 };
}
