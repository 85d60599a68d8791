// Text and identifier normalisation shared by every comparator, so that two comparators never
// disagree about what "the same value" means. Regexes are compiled once here.
import { foldAccents, repairMojibake } from '../core/fold.js';
import { memoiseString } from '../core/memo.js';
import { foldStrokedLetters } from '../lexicon/fold.js';

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
  // Letters whose stroke or hook NFKD keeps (Hausa ƙ ɗ ɓ ƴ, Polish ł, Danish ø) in base letters, the lexicon's one
  // table of them: a register or a label writes Ƙofar Mata, Zoɓo, Łódź where a list keyed on an English-only or
  // fixed-width system writes Kofar Mata, Zobo, Lodz (session 36; the person comparator already read them so).
  return foldStrokedLetters(foldAccents(repairMojibake(value))).replace(FORMAT_OR_CONTROL, '').replace(WHITESPACE, ' ').trim();
}

/** core/fold.ts's `repairMojibake` and `foldAccents`, lexicon/fold.ts's `foldStrokedLetters`, then format / control characters dropped, single-spaced, trimmed. */
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
