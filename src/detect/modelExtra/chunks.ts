// Token-classification models read a bounded number of tokens (512 for BERT-sized models) and the
// runtime truncates the rest, so a long text is classified in windows cut at whitespace.

export interface Chunk {
  /** UTF-16 index of the chunk in the whole text. */
  offset: number;
  text: string;
}

/** Splits a text into windows of at most `maxChars` UTF-16 units, cut after a newline or a space when there is one. */
export function chunkText(text: string, maxChars: number): Chunk[] {
  // Internal invariant: the loader passes a positive chunk size; not a caller's error.
  if (!(maxChars > 0)) throw new RangeError('maxChars must be positive');
  const out: Chunk[] = [];
  let offset = 0;
  while (offset < text.length) {
    let end = Math.min(text.length, offset + maxChars);
    if (end < text.length) {
      const window = text.slice(offset, end);
      const cut = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '));
      if (cut > 0) end = offset + cut + 1;
      // Never split a surrogate pair (a one-unit window takes the whole pair).
      else if (/[\uD800-\uDBFF]/.test(text[end - 1]!)) end += end - 1 > offset ? -1 : 1;
    }
    out.push({ offset, text: text.slice(offset, end) });
    offset = end;
  }
  return out;
}
