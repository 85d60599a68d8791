// Offsets on the wire are Unicode code points (docs/architecture.md D1); JS strings index UTF-16 units.
// Convert once at the boundary with these helpers; everything inside works in UTF-16 indices. A code-point
// offset carries its own type (`CodePointOffset`, issue 14), made only by the conversion below, so a UTF-16
// index cannot reach the wire as one.
import type { Brand } from './brand.js';

/** An offset counted in Unicode code points, as every span on the wire is (D1). */
export type CodePointOffset = Brand<number, 'CodePointOffset'>;

/**
 * A number already counted in code points (a stored span read back, a code-point length): the one
 * constructor besides `OffsetMap.toCodePoint`.
 */
export function asCodePointOffset(codePoints: number): CodePointOffset {
  return codePoints as CodePointOffset;
}

const SURROGATE = /[\uD800-\uDFFF]/;

export interface OffsetMap {
  /** UTF-16 index → code-point index. */
  toCodePoint(utf16: number): CodePointOffset;
  /** Code-point index → UTF-16 index (clamped to the text). */
  toUtf16(codePoint: number): number;
  /** Length of the text in code points. */
  readonly codePointLength: number;
}

/** Builds a converter for one text; identity (and free) when the text has no astral characters. */
export function offsetMap(text: string): OffsetMap {
  if (!SURROGATE.test(text)) {
    const clamp = (i: number) => Math.max(0, Math.min(i, text.length));
    // Without astral characters a UTF-16 index is a code-point index: the same function serves both ways.
    return { toCodePoint: clamp as (utf16: number) => CodePointOffset, toUtf16: clamp, codePointLength: text.length };
  }
  // cpAt[u] = code points before UTF-16 index u; unitAt[c] = UTF-16 index of code point c.
  const cpAt = new Uint32Array(text.length + 1);
  const unitAt: number[] = [];
  let cp = 0;
  for (let u = 0; u < text.length; ) {
    unitAt.push(u);
    const code = text.charCodeAt(u);
    const width = code >= 0xd800 && code <= 0xdbff && u + 1 < text.length && isLow(text.charCodeAt(u + 1)) ? 2 : 1;
    cpAt[u] = cp;
    if (width === 2) cpAt[u + 1] = cp + 1; // an index inside a pair rounds up
    u += width;
    cp += 1;
  }
  cpAt[text.length] = cp;
  unitAt.push(text.length);
  return {
    toCodePoint: (u) => asCodePointOffset(cpAt[Math.max(0, Math.min(u, text.length))]!),
    toUtf16: (c) => unitAt[Math.max(0, Math.min(c, cp))]!,
    codePointLength: cp,
  };
}

function isLow(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Length of a string in code points. */
export function codePointLength(text: string): number {
  return offsetMap(text).codePointLength;
}
