// Case- and accent-folding that keeps offsets: the folded text has one entry per folded UTF-16 unit
// pointing back into the original, so a match on `àrùn ṣúgà` folded to `arun suga` maps back to the
// exact original span. Each character is folded by core/fold.ts's `foldAccents` (the one fold); this file
// adds only the offset maps, which the shared keys do not keep.
import { foldAccents } from '../../core/fold.js';

export interface FoldedText {
  text: string;
  /** True when every unit folds to one unit at the same offset (ASCII text): the maps are the identity. */
  identity: boolean;
  /** For each UTF-16 unit of `text`, the UTF-16 start of the original code point it came from. */
  starts: Int32Array;
  /** For each UTF-16 unit of `text`, the UTF-16 end of that original code point. */
  ends: Int32Array;
  /** For each original UTF-16 offset (0..length), the folded offset where that position lands. */
  at: Int32Array;
}

const CACHE = new Map<string, string>();

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * Lower case with the backtick read as an apostrophe. `replace(/`/g, ...)` on every call cost some 6 µs on a 131-word
 * note that holds no backtick (about thirty times the lower-casing); a text without one is returned as lower-cased.
 */
function lowerTicks(s: string): string {
  const lower = s.toLowerCase();
  return lower.includes('`') ? lower.replaceAll('`', "'") : lower;
}
const EMPTY = new Int32Array(0);

/** The folded offset of an original offset. */
export function foldedAt(f: FoldedText, original: number): number {
  return f.identity ? original : f.at[original]!;
}

/** Folds a text and keeps the offset maps; ASCII text (the common case) is lower-cased in one call with identity maps. */
export function foldWithMap(original: string): FoldedText {
  if (!NON_ASCII.test(original)) return { text: lowerTicks(original), identity: true, starts: EMPTY, ends: EMPTY, at: EMPTY };
  const n = original.length;
  let starts = new Int32Array(n + 16);
  let ends = new Int32Array(n + 16);
  const at = new Int32Array(n + 1);
  const parts: string[] = [];
  let folded = 0;
  let run = 0;
  const grow = (need: number): void => {
    if (need <= starts.length) return;
    const size = Math.max(need, starts.length * 2);
    const s2 = new Int32Array(size);
    s2.set(starts);
    starts = s2;
    const e2 = new Int32Array(size);
    e2.set(ends);
    ends = e2;
  };
  let i = 0;
  while (i < n) {
    const c = original.charCodeAt(i);
    if (c < 0x80) {
      at[i] = folded;
      starts[folded] = i;
      ends[folded] = i + 1;
      folded++;
      i++;
      continue;
    }
    if (run < i) parts.push(lowerTicks(original.slice(run, i)));
    const width = c >= 0xd800 && c <= 0xdbff && i + 1 < n ? 2 : 1;
    const ch = original.slice(i, i + width);
    let f = CACHE.get(ch);
    if (f === undefined) {
      f = foldAccents(ch);
      CACHE.set(ch, f);
    }
    grow(folded + f.length + 1);
    for (let k = 0; k < width; k++) at[i + k] = folded;
    for (let k = 0; k < f.length; k++) {
      starts[folded + k] = i;
      ends[folded + k] = i + width;
    }
    folded += f.length;
    parts.push(f);
    i += width;
    run = i;
  }
  if (run < n) parts.push(lowerTicks(original.slice(run, n)));
  at[n] = folded;
  return { text: parts.join(''), identity: false, starts: starts.subarray(0, folded), ends: ends.subarray(0, folded), at };
}

const TRAILING_MARK = /^\p{M}/u;

/** Original [start, end) of the folded range [fs, fe); trailing combining marks of the original are included. */
export function originalRange(f: FoldedText, original: string, fs: number, fe: number): [number, number] {
  if (f.identity) return [fs, fe];
  const start = f.starts[fs]!;
  let end = f.ends[fe - 1]!;
  while (end < original.length && TRAILING_MARK.test(original.slice(end, end + 1))) end++;
  return [start, end];
}
