// Dates (of birth, of founding): precision-aware and tolerant of the usual keying errors.
// Reading: digit groups and month words. Month names and their three-letter forms in English,
// French and Portuguese (`25-Jun-08`, `June 25, 2008`, `25 juin 2008`, `25 de junho de 2008`);
// numbers written in English words are read as their digits first (`the fifth day of March,
// nineteen eighty-two`, `twenty-seventh of November two thousand and five`: numberWords.ts); the
// group of four digits is the year; year first is read year-month-day (`2008.06.25`, ISO); year last
// as day/month or month/day, both readings kept when both are valid; one 8-digit group as YYYYMMDD
// (else DDMMYYYY); "1980" and "1980-03" are dates of lower precision. Day, month and a four-digit
// year separated by dots (`11.10.1992`) are read day first only: dots are the separator of the
// day-first conventions (German, Polish, Czech, Russian, Nordic, Swiss, Turkish, Kenyan and Ghanaian
// forms: CLDR's dd.MM.y), while month-first dates (the US) are written with slashes or dashes, so a
// dotted date settles a day/month ambiguity the pair would otherwise have (`11.10.1992` / `11 October
// 1992` agree fully; `11.10.1992` / `10 November 1992` is day and month swapped). Two dates written
// with the same groups in the same order agree as before, whatever their separators.
// Two-digit years (`3/1/70`, `25-Jun-08`): read against the reference year 2026 (REFERENCE_YEAR) as
// the pivot — a year that would fall after it goes back a century ('26 → 2026, '27 → 1927, '70 →
// 1970), the rule for dates of birth, which are never in the future. Only the two digits were
// written, so a two-digit year agrees with any four-digit year ending in them (the century comes
// from the other side). The pivot is a constant, never the clock: a decision replays the same.
// Scores: 1.0 when some reading of each names the same date at the precision of the less precise
// side, and the agreement does not rest on guessing the order of day and month; 0.8 when it does
// (`03/04/1980`, which may be 3 April or 4 March, against an ISO date: a partial agreement, counted as a
// full date for the gate only when its day-first reading is the one that agrees, `strong`); 0.35 for a near miss at full precision (one day apart,
// exactly one of year/month/day different — a one-digit typo —, day and month swapped, or the
// YYYYMMDD digits one keying error apart: one digit wrong or two adjacent digits swapped across the
// month/day boundary, 1910-02-10 / 1910-01-20); otherwise 0.0. A 0.0 between two full dates is a
// conflict the packs may refute on (it reports the whole years between the two dates, `yearsApart`, so a
// pack can tell a date keyed wrongly from the date of someone a generation older); a disagreement where
// either side lacks the day is `partial`, unless the years lie two or more apart (a conflict too).
// 1 January against another day of the same year scores 0.6, `partial` (never a conflict, never a full
// date for the gate): civil registries, refugee and immigration records and historical sources
// record 1 January when only the year of birth is known, so that date says "born in that year".
// A near miss then still needs the year to agree.
// null when either side cannot be read (reported as unparsed; never a disagreement).
import { memoiseString } from '../../core/memo.js';
import { normaliseText } from '../normalise.js';
import { isOneKeyingError } from './identifier.js';
import { hasNumberWord, numberWordsAsDigits } from './numberWords.js';
import type { ComparatorResult, FieldValue } from './types.js';
import { asText } from './types.js';

export const DATE_NEAR_MISS = 0.35;
/**
 * The share of the date's weight a weak agreement carries in the shipped weighted mean (its
 * weightFactor): 1 January against another day of the same year (0.6). A placeholder says "born that
 * year", which agrees; counted at a full weight it sits under the 0.7 threshold and pulls the mean down
 * like half a disagreement, sending the records of one person whose clerk wrote 1 January for an unknown
 * day to review whatever else agrees. At a third of the weight it still pulls a little (two people born
 * in one year are not told apart by it) and no longer outweighs the rest; it keeps its level for trained
 * parameters, the refutation floor and the gate.
 * A near miss (one keying error, 0.35) keeps the full weight in the shipped mean. Lightened the same way
 * (session 21, historical_50k shipped clustered F1 +0.005) it merged two people of one full name, a
 * common one, born one digit apart whose every other value differed (classmates with their own mailboxes
 * and handles, persons set 7): beside a full name it already clears the gate, so a lighter weight left
 * the name alone to carry the merge. A slipped digit is evidence for one person only with something else
 * that agrees, and the mean is where that something else has to show.
 */
export const DATE_WEAK_AGREEMENT_WEIGHT = 1 / 3;
export const DATE_AMBIGUOUS = 0.8;
/** 1 January against another day of the same year: the year agrees, the rest may be a placeholder. */
export const DATE_PLACEHOLDER = 0.6;
/** Two-digit years after this one's last two digits are read in the previous century. */
export const REFERENCE_YEAR = 2026;

export type DateOrder = 'ymd' | 'dmy' | 'mdy';

export interface DateReading {
  y: number;
  m: number | null;
  d: number | null;
  /** How the groups were read: year-month-day, day-month-year or month-day-year. */
  order: DateOrder;
  /** Only the last two digits of the year were written. */
  yy?: true;
}

const PARTS = /\d+|\p{L}+/gu;
const DIGITS = /^\d+$/;
/** d.m.yyyy (dd.mm.yyyy): the day-first dotted form. */
const DOTTED_DAY_FIRST = /^\s*\d{1,2}\.\d{1,2}\.\d{4}\s*$/;
/** Month words by their first letters (three, or four where three are shared: juin/juillet). */
const MONTH_PREFIXES: Readonly<Record<string, number>> = {
  jan: 1, feb: 2, fev: 2, mar: 3, apr: 4, avr: 4, abr: 4, may: 5, mai: 5, jun: 6, juin: 6, jul: 7, juil: 7,
  aug: 8, aou: 8, ago: 8, sep: 9, set: 9, oct: 10, out: 10, nov: 11, dec: 12, dez: 12,
};

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysIn(y: number, m: number): number {
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return m === 2 && leap ? 29 : DAYS[m - 1]!;
}

function valid(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m);
}

/** A two-digit year under the pivot: after the reference year's two digits, the century before. */
export function pivotYear(yy: number): number {
  return yy <= REFERENCE_YEAR % 100 ? 2000 + yy : 1900 + yy;
}

function monthOf(word: string): number | null {
  if (word.length < 3) return null;
  return MONTH_PREFIXES[word.slice(0, 4)] ?? MONTH_PREFIXES[word.slice(0, 3)] ?? null;
}

/** Every plausible reading of a date text (empty when it cannot be read). Memoised: read-only. */
export const readDate: (text: string) => readonly DateReading[] = memoiseString((text: string) => Object.freeze(readDateOnce(text)));

function year(group: string): { y: number; yy?: true } | null {
  if (group.length === 4) {
    const y = Number(group);
    return y >= 1000 ? { y } : null;
  }
  return group.length === 2 ? { y: pivotYear(Number(group)), yy: true } : null;
}

function reading(y: { y: number; yy?: true }, m: number | null, d: number | null, order: DateOrder): DateReading {
  return y.yy ? { y: y.y, m, d, order, yy: true } : { y: y.y, m, d, order };
}

// A spreadsheet's serial day number (`22089` = 22 June 1960): a date cell exported as its number counts
// the days since 30 December 1899 (the 1900 date system of every common spreadsheet, whose 1900 leap-day
// error the epoch absorbs after February 1900). Five digits, from 10000 (18 May 1927) to the last day of
// the reference year: a bare number of that size written in a date field reads as nothing else (a year
// has four digits, a compact date six or eight), so it is read as the day it counts.
const SERIAL = /^\s*(\d{5})\s*$/;
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);
const SERIAL_FIRST = 10_000;
const SERIAL_LAST = Math.round((Date.UTC(REFERENCE_YEAR, 11, 31) - SERIAL_EPOCH_MS) / 86_400_000);

function readDateOnce(text: string): DateReading[] {
  const serial = SERIAL.exec(text);
  if (serial !== null) {
    const n = Number(serial[1]);
    if (n < SERIAL_FIRST || n > SERIAL_LAST) return [];
    const day = new Date(SERIAL_EPOCH_MS + n * 86_400_000);
    return [{ y: day.getUTCFullYear(), m: day.getUTCMonth() + 1, d: day.getUTCDate(), order: 'ymd' }];
  }
  const words = normaliseText(text).match(PARTS) ?? [];
  // Dates written in words (affidavits, declarations, transcribed calls): 'the fifth day of March,
  // nineteen eighty-two' reads as 5 March 1982 (numberWords.ts); digits with ordinal letters ('the
  // 5th day of March') already split into a digit group and an ignored word.
  const parts = hasNumberWord(words) ? numberWordsAsDigits(words) : words;
  const groups: string[] = [];
  let month: number | null = null;
  let monthAt = -1;
  for (const p of parts) {
    if (DIGITS.test(p)) groups.push(p);
    else if (month === null) {
      const m = monthOf(p);
      if (m !== null) {
        month = m;
        monthAt = groups.length;
      }
    }
  }
  if (month !== null) return readNamedMonth(groups, month, monthAt);
  return readNumeric(groups);
}

/** The readings of a dotted d.m.yyyy date narrowed to day first (other dates: all their readings). */
function dayFirstReadings(text: string, readings: readonly DateReading[]): readonly DateReading[] {
  return readings.length === 2 && DOTTED_DAY_FIRST.test(text) ? readings.filter((r) => r.order === 'dmy') : readings;
}

/** "12 March 1980", "March 12, 1980", "25-Jun-08", "June 1980": the month is the word. */
function readNamedMonth(groups: string[], m: number, monthAt: number): DateReading[] {
  const fourAt = groups.findIndex((g) => g.length === 4);
  let y: { y: number; yy?: true } | null;
  let day: string | undefined;
  if (fourAt >= 0) {
    y = year(groups[fourAt]!);
    day = groups.find((g, i) => i !== fourAt && g.length <= 2);
  } else if (groups.length >= 2) {
    // No four-digit year: the day sits next to the month word (before it, or right after it when
    // the word comes first), and the remaining two-digit group is the year.
    const dayAt = monthAt === 0 ? 0 : monthAt - 1;
    day = groups[dayAt];
    y = year(groups[dayAt === 0 ? 1 : dayAt + 1] ?? groups[0]!);
    if (day !== undefined && day.length > 2) return [];
  } else return [];
  if (y === null) return [];
  if (day === undefined) return [reading(y, m, null, 'dmy')];
  return valid(y.y, m, Number(day)) ? [reading(y, m, Number(day), 'dmy')] : [];
}

function readNumeric(input: string[]): DateReading[] {
  let groups = input;
  if (groups.length === 1 && groups[0]!.length === 8) {
    const g = groups[0]!;
    const ymd = [g.slice(0, 4), g.slice(4, 6), g.slice(6, 8)];
    const dmy = [g.slice(0, 2), g.slice(2, 4), g.slice(4, 8)];
    const y = Number(ymd[0]);
    groups = y >= 1800 && valid(y, Number(ymd[1]), Number(ymd[2])) ? ymd : dmy;
  }
  // Extra groups are a time after an ISO date (1980-03-12T10:00); otherwise they are not a date.
  if (groups.length > 3 && groups[0]!.length !== 4) return [];
  groups = groups.slice(0, 3);
  const fours = groups.filter((g) => g.length === 4).length;
  if (fours > 1 || groups.some((g) => g.length > 4 || g.length === 3)) return [];
  let yearAt = groups.findIndex((g) => g.length === 4);
  if (yearAt < 0) {
    // Only a full three-group date may have a two-digit year: last (d/m/yy, m/d/yy), or first when
    // the first group cannot be a day or a month (yy/mm/dd).
    if (groups.length !== 3) return [];
    yearAt = Number(groups[0]) > 31 ? 0 : 2;
  }
  const y = year(groups[yearAt]!);
  if (y === null) return [];
  const rest = groups.filter((_, i) => i !== yearAt).map(Number);
  if (rest.length === 0) return [reading(y, null, null, 'ymd')];
  if (rest.length === 1) return rest[0]! >= 1 && rest[0]! <= 12 ? [reading(y, rest[0]!, null, yearAt === 0 ? 'ymd' : 'dmy')] : [];
  // Year first is ISO order (y-m-d) and read one way only; year last is d/m/y or m/d/y, and both
  // readings are kept when both are valid dates.
  if (yearAt === 0) return valid(y.y, rest[0]!, rest[1]!) ? [reading(y, rest[0]!, rest[1]!, 'ymd')] : [];
  const out: DateReading[] = [];
  const [first, second] = [rest[0]!, rest[1]!];
  if (valid(y.y, second, first)) out.push(reading(y, second, first, 'dmy'));
  if (first !== second && valid(y.y, first, second)) out.push(reading(y, first, second, 'mdy'));
  return out;
}

function sameYear(a: DateReading, b: DateReading): boolean {
  return a.yy || b.yy ? a.y % 100 === b.y % 100 : a.y === b.y;
}

function samePrecisionAgree(a: DateReading, b: DateReading): boolean {
  if (!sameYear(a, b)) return false;
  if (a.m === null || b.m === null) return true;
  if (a.m !== b.m) return false;
  if (a.d === null || b.d === null) return true;
  return a.d === b.d;
}

function nearMiss(a: DateReading, b: DateReading): boolean {
  if (a.m === null || b.m === null || a.d === null || b.d === null) return false;
  const by = sameYear(a, b) ? a.y : b.y;
  const oneDay = Math.abs(Date.UTC(a.y, a.m - 1, a.d) - Date.UTC(by, b.m - 1, b.d)) <= 86_400_000;
  const differing = (sameYear(a, b) ? 0 : 1) + (a.m !== b.m ? 1 : 0) + (a.d !== b.d ? 1 : 0);
  const swapped = sameYear(a, b) && a.m === b.d && a.d === b.m;
  return oneDay || differing === 1 || swapped || isOneKeyingError(digits(a), digits(b), 8);
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

function digits(r: DateReading): string {
  return `${r.y}${two(r.m!)}${two(r.d!)}`;
}

/** 1 January: what many registers write when only the year of birth is known. */
function isJanuaryFirst(r: DateReading): boolean {
  return r.m === 1 && r.d === 1;
}

function full(r: DateReading): boolean {
  return r.m !== null && r.d !== null;
}

/** Every reading of one side agrees with every reading of the other (the order does not matter). */
function allAgree(ra: readonly DateReading[], rb: readonly DateReading[]): boolean {
  return ra.every((x) => rb.every((y) => samePrecisionAgree(x, y)));
}

export function compareDates(a: FieldValue, b: FieldValue): ComparatorResult | null {
  const ta = asText(a);
  const tb = asText(b);
  const ra = readDate(ta);
  const rb = readDate(tb);
  if (ra.length === 0 || rb.length === 0) return null;
  const r = compareReadings(ra, rb);
  if (r.sim !== DATE_AMBIGUOUS) return r;
  // An ambiguity a dotted day-first date settles: compared again with that side read day first.
  const da = dayFirstReadings(ta, ra);
  const db = dayFirstReadings(tb, rb);
  return da === ra && db === rb ? r : compareReadings(da, db);
}

function compareReadings(ra: readonly DateReading[], rb: readonly DateReading[]): ComparatorResult {
  let ambiguous = false;
  let dayFirst = false;
  for (const x of ra) {
    for (const y of rb) {
      if (!samePrecisionAgree(x, y)) continue;
      // Certain when neither side had a choice of order, or both were written in the same order.
      if ((ra.length === 1 && rb.length === 1) || (x.order === y.order && ra.length === rb.length) || allAgree(ra, rb)) {
        return isJanuaryFirst(x) && isJanuaryFirst(y) ? { sim: 1, strong: full(x) && full(y), januaryFirst: true } : { sim: 1, strong: full(x) && full(y) };
      }
      ambiguous = true;
      if (full(x) && full(y) && x.order !== 'mdy' && y.order !== 'mdy') dayFirst = true;
    }
  }
  // Read day first, the ambiguous side names the other's full date (`12/09/1982` / `12 Sep 1982`): every
  // register of the users' countries (NG, KE, GH, ZA, the UK, the EU) writes a numeric date day first, so
  // that agreement is a full date for the gate (strong), as a dotted date's is. The month-first reading (a
  // US-made export) is still possible, so the score stays the ambiguity's 0.8 (session 27).
  if (ambiguous) return dayFirst ? { sim: DATE_AMBIGUOUS, strong: true } : { sim: DATE_AMBIGUOUS };
  for (const x of ra) for (const y of rb) if (sameYear(x, y) && (isJanuaryFirst(x) || isJanuaryFirst(y))) return { sim: DATE_PLACEHOLDER, partial: true, weightFactor: DATE_WEAK_AGREEMENT_WEIGHT };
  for (const x of ra) for (const y of rb) if (nearMiss(x, y)) return { sim: DATE_NEAR_MISS };
  // Two full dates that differ conflict; a coarser side only shows that the parts recorded differ —
  // unless the years themselves lie two or more apart (yearGap): a year of birth worked out from a stated
  // age is at most one off the true one, so years further apart are two people's (a father's 1946 and
  // his namesake son's 1970-02-20), reported at the least whole years between them.
  if (ra.every(full) && rb.every(full)) return { sim: 0, yearsApart: yearsApart(ra, rb) };
  const gap = yearGap(ra, rb);
  return gap >= YEAR_GAP_CONFLICT ? { sim: 0, yearsApart: gap - 1 } : { sim: 0, partial: true };
}

/** Years of birth this far apart (or more) conflict even when one side records no more than the year. */
const YEAR_GAP_CONFLICT = 2;

/** The least difference between the years of any two readings; 0 when a side wrote two digits only (its century is a guess). */
function yearGap(ra: readonly DateReading[], rb: readonly DateReading[]): number {
  let least = Number.POSITIVE_INFINITY;
  for (const x of ra) {
    for (const y of rb) {
      if (x.yy === true || y.yy === true) return 0;
      least = Math.min(least, Math.abs(x.y - y.y));
    }
  }
  return least;
}

const YEAR_MS = 365.25 * 86_400_000;

/** The least time between any reading of one full date and any of the other, in whole years. */
function yearsApart(ra: readonly DateReading[], rb: readonly DateReading[]): number {
  let least = Number.POSITIVE_INFINITY;
  for (const x of ra) for (const y of rb) least = Math.min(least, Math.abs(Date.UTC(x.y, x.m! - 1, x.d!) - Date.UTC(y.y, y.m! - 1, y.d!)));
  return Math.floor(least / YEAR_MS);
}
