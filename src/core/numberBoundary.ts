// Where a value ends: the one definition of "this digit run continues a longer number" that every
// detector's look-behind, look-ahead and glue check uses, so tables and lists are read alike.
// Field separators (`,` `;` TAB `|`, quotes) always end a value; only the punctuation that joins digit
// groups inside one number glues: `.` (decimals, dotted dates), `-` and `/` (ranges, references,
// dates), `:` (times). A comma never glues: as a thousands separator it only ever precedes groups of
// exactly three digits, which can form none of the long digit runs detectors look for, while in an
// export (`C001,23456789,0712345678`) it is the field separator; with a space after it (`, `) the
// same values were always found, so a comma without the space must not change the answer.
// A decimal comma (`12345678,50`) is the price of this rule; amounts are filtered by the detectors'
// own money/quantity context checks.

/** Regex class of the characters that join two digit groups into one longer number. */
export const NUMBER_JOINER = '[.\\-/:]';

/** Regex source: a digit and a joiner right before a value (`12.`, `0803-`): a longer number runs into it. */
export const NUMBER_BEFORE = String.raw`\p{N}${NUMBER_JOINER}`;

/** Regex source: a joiner and a digit right after a value (`.5`, `-12`): it runs on into a longer number. */
export const NUMBER_AFTER = String.raw`${NUMBER_JOINER}\p{N}`;

const JOINER = new RegExp(`^${NUMBER_JOINER}$`);
const DIGIT = /^\p{N}$/u;

/**
 * True when the digit run [start, end) continues a longer number on either side: a joiner (or, with
 * `space`, one blank, for numbers written in groups) between its own digit and another digit.
 */
export function gluedToNumber(text: string, start: number, end: number, space = false): boolean {
  if (isDigit(text[start]) && joins(text[start - 1], space) && isDigit(text[start - 2])) return true;
  if (isDigit(text[end - 1]) && joins(text[end], space) && isDigit(text[end + 1])) return true;
  return false;
}

// Module-level, not closures made per call (gluedToNumber runs per candidate number).
function joins(c: string | undefined, space: boolean): boolean {
  return c !== undefined && (JOINER.test(c) || (space && c === ' '));
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && DIGIT.test(c);
}
