// Text and identifier normalisation shared by every comparator, so that two comparators never
// disagree about what "the same value" means. Regexes are compiled once here.

const COMBINING_OR_FORMAT = /[\p{M}\p{Cf}\p{Cc}]/gu;
const WHITESPACE = /\s+/g;
const NON_ALNUM = /[^a-z0-9]/g;
const TOKEN = /[a-z0-9]+/g;

/** Trim, lower-case, NFKD, drop combining marks / format / control characters, single-space. */
export function normaliseText(value: string): string {
  return value.normalize('NFKD').replace(COMBINING_OR_FORMAT, '').toLowerCase().replace(WHITESPACE, ' ').trim();
}

/** Identifier form: ASCII letters and digits only, lower-cased (separators and spaces dropped). */
export function normaliseId(value: string): string {
  return normaliseText(value).replace(NON_ALNUM, '');
}

/** `[a-z0-9]+` runs of the normalised text. */
export function tokens(value: string): string[] {
  return normaliseText(value).match(TOKEN) ?? [];
}

/** `[a-z0-9]+` runs of text that is already normalised. */
export function tokensOfNormalised(normalised: string): string[] {
  return normalised.match(TOKEN) ?? [];
}
