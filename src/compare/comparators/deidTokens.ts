// Values de-identified by /deidentify arrive as tokens `<LABEL>_<8 hex>` (HMAC of the normalised
// value, docs/architecture.md D10). Two tokens are equal exactly when the normalised values were equal
// (under one salt), and unequal tokens carry no similarity at all — so they are compared as sets of
// tokens (Jaccard), never by string similarity. A token on one side and clear text on the other
// cannot be compared: nothing to say.

const TOKEN_LIST = /^\s*[A-Z][A-Z0-9_-]*_[0-9a-f]{8}(?:\s*[,;\s]\s*[A-Z][A-Z0-9_-]*_[0-9a-f]{8})*\s*$/;
const TOKEN = /[A-Z][A-Z0-9_-]*_[0-9a-f]{8}/g;

/** True when the text is one or more de-identification tokens and nothing else. */
export function isTokenised(text: string): boolean {
  return TOKEN_LIST.test(text);
}

/** Jaccard similarity of the token sets of two tokenised values. */
export function tokenSetSimilarity(a: string, b: string): number {
  const sa = new Set(a.match(TOKEN) ?? []);
  const sb = new Set(b.match(TOKEN) ?? []);
  let shared = 0;
  for (const t of sa) if (sb.has(t)) shared++;
  const union = sa.size + sb.size - shared;
  return union === 0 ? 0 : shared / union;
}
