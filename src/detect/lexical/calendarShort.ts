// Short forms of weekdays and months ("Mon", "Sept", "sáb"; name-stoplist.json `calendarAbbreviations`) read as a day or a
// month where the writing around them is a date's or a timetable's. Shared by the tagger's span rules
// (../tagger/refine.ts calendarEdges) and the rule scanner's name spans (nameSpans.ts), so both read one context.
import { allMatches } from '../../core/matches.js';
import { isCalendarAbbreviation, isCalendarWord } from '../../lexicon/index.js';

/** A weekday or a month, whole or short. */
const calendarWord = (w: string | undefined) => w !== undefined && (isCalendarWord(w) || isCalendarAbbreviation(w));

/** A day's number or ordinal, or a numeric date, right after the word (its full stop allowed): "Wed 2 August", "Aug. 29th", "Mon 12.05". */
const NUMBER_AFTER = /^\.?[ \t]+\d{1,4}(?:st|nd|rd|th|er|e)?(?![\p{L}\p{N}])|^\.?[ \t]+\d{1,2}[./]\d/u;
/** A day's number or ordinal right before the word: "1st Sun", "29 Aug". */
const NUMBER_BEFORE = /(?<![\p{L}\p{N}])\d{1,2}(?:st|nd|rd|th|er|e)?[ \t]+$/u;
/** A range to another day after the word ("Mon–Sat", "Mon - Fri", "Mon to Fri"): group 1 the other word. */
const RANGE_AFTER = /^\.?[ \t]*(?:[-–—]|[ \t](?:to|till|until|à|bis|tot|al)[ \t])[ \t]*(\p{L}+)/u;
/** A range from another day before the word ("Mon–Sat"): group 1 the other word. */
const RANGE_BEFORE = /(\p{L}+)\.?[ \t]*(?:[-–—]|[ \t](?:to|till|until|à|bis|tot|al)[ \t])[ \t]*$/u;
/**
 * A comma and a date after the word: a numeric date ("Mon, 12.10.2022"), a day's number and a word (group 1: "Mon, 16
 * January"), or a word (group 2: "On Mon, January 16"); the words must be months. A number alone is no date ("Jan, 42, a
 * teacher" gives a person's age).
 */
const COMMA_AFTER = /^\.?,[ \t]*(?:\d{1,2}[./]\d|\d{1,2}(?:st|nd|rd|th|er|e)?[ \t]+(\p{L}+)|(\p{L}+))/u;
const COLON_AFTER = /^\.?[ \t]*:/u;
/**
 * A word and a colon, anywhere in a text: group 1 the word. Tried only where a word starts (the look-behind): without it
 * a long run of letters with no colon after it is tried again from each of its letters, time growing with the square of
 * its length (a pasted key or blob of 80,000 letters took seconds); the words found are the same.
 */
const WORD_COLON = /(?<!\p{L})(\p{L}+)\.?[ \t]*:/gu;

/**
 * How many weekdays or months, whole or short, a text writes right before a colon ("Mon: … Tue: …", a rota or a
 * timetable). Read only where a short form before a colon asks, so once per such text.
 */
export function daysBeforeColons(text: string): number {
  let n = 0;
  for (const m of allMatches(WORD_COLON, text)) if (calendarWord(m[1])) n++;
  return n;
}

/**
 * Whether the word text[start, end) is a short form of a day or a month standing where a date or a timetable writes one:
 * a number or an ordinal right after it or right before it ("Wed 2 August", "1st Sun", "29 Aug"), a range to or from
 * another day ("Mon–Sat"), a comma and a number or a month after it ("On Mon, January 16"), or a colon after it where
 * the text writes two days or more before a colon (`timetable`, asked only then: "Mon: Thandeka Tue: Pieter"). A name or a
 * word spelt like one ("Jan", "Sun", "Dom", "Mar") has none of these around it and is left to the other rules.
 */
export function isShortDateAt(text: string, start: number, end: number, timetable: () => boolean): boolean {
  if (!isCalendarAbbreviation(text.slice(start, end))) return false;
  const after = text.slice(end, end + 24);
  const before = text.slice(Math.max(0, start - 24), start);
  if (NUMBER_AFTER.test(after) || NUMBER_BEFORE.test(before)) return true;
  if (calendarWord(RANGE_AFTER.exec(after)?.[1]) || calendarWord(RANGE_BEFORE.exec(before)?.[1])) return true;
  const comma = COMMA_AFTER.exec(after);
  if (comma !== null && ((comma[1] === undefined && comma[2] === undefined) || calendarWord(comma[1] ?? comma[2]))) return true;
  return COLON_AFTER.test(after) && timetable();
}
