// Text and identifier normalisation shared by every comparator, so that two comparators never
// disagree about what "the same value" means. Regexes are compiled once here.
import { foldAccents, repairMojibake } from '../core/fold.js';
import { memoiseString } from '../core/memo.js';

const FORMAT_OR_CONTROL = /[\p{Cf}\p{Cc}]/gu;
const WHITESPACE = /\s+/g;
const NON_ALNUM = /[^a-z0-9]/g;
const TOKEN = /[a-z0-9]+/g;
const WORD = /[\p{L}\p{N}]+/gu;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const DOUBLE_SPACE = /\s\s/;

function normaliseUncached(value: string): string {
  if (PRINTABLE_ASCII.test(value)) {
    const lower = value.toLowerCase();
    return DOUBLE_SPACE.test(lower) ? lower.replace(WHITESPACE, ' ').trim() : lower.trim();
  }
  return foldAccents(repairMojibake(value)).replace(FORMAT_OR_CONTROL, '').replace(WHITESPACE, ' ').trim();
}

/** core/fold.ts's `repairMojibake` and `foldAccents`, then format / control characters dropped, single-spaced, trimmed. */
export const normaliseText: (value: string) => string = memoiseString(normaliseUncached, 20_000);

/** Identifier form: ASCII letters and digits only, lower-cased (separators and spaces dropped). */
export function normaliseId(value: string): string {
  return normaliseText(value).replace(NON_ALNUM, '');
}

/** `[a-z0-9]+` runs of the normalised text. */
export function tokens(value: string): string[] {
  return normaliseText(value).match(TOKEN) ?? [];
}

/**
 * Letter-or-digit runs of text that is already normalised, in any script (names written in Arabic,
 * Cyrillic or Han compare word by word too); `tokens` keeps to the ASCII alphabet of the
 * token-frequency tables.
 */
export function wordsOfNormalised(normalised: string): string[] {
  return normalised.match(WORD) ?? [];
}

/** `[a-z0-9]+` runs of text that is already normalised. */
export function tokensOfNormalised(normalised: string): string[] {
  return normalised.match(TOKEN) ?? [];
}
