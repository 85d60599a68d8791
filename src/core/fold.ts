// The one home of text folding (docs/architecture.md D10). Two folds, for two questions:
// - `foldText` — "the same words?": NFKC, case-folded, whitespace collapsed, trimmed; accents kept. Tokens
//   and detector `normalized` values share it, so "ADAEZE  OKONKWO" and "Adaeze Okonkwo" fold alike.
// - `foldAccents` — "the same key, however accented?": typographic apostrophes made plain, NFKD
//   (compatibility forms such as ligatures and full-width letters too), combining marks dropped,
//   lower-cased; one UTF-16 unit in may give several out, nothing is trimmed. Lexicon keys, table headers,
//   address keywords, special-category cues and comparator values all build on it, so "Yaoundé",
//   "YAOUNDE" and "ｙａｏｕｎｄｅ" reach the same entry everywhere.

const APOSTROPHES = /[’‘`´]/g;
const MARKS = /\p{M}+/gu;

export function foldText(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/**
 * Accent- and case-insensitive form. Apostrophes are made plain before NFKD, which would otherwise turn
 * the acute accent `´` into a space and a combining mark.
 */
export function foldAccents(value: string): string {
  return value.replace(APOSTROPHES, "'").normalize('NFKD').replace(MARKS, '').toLowerCase();
}
