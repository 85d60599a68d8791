// OCR-split words for the special-category detector: a scanned form in capitals often splits a word in two
// ('HYPER TENSION', 'DIAGNO SIS', 'ETHNIC GRO UP'). Two words in capitals separated by one space are joined
// when the joined form, folded, is a word of a known term, label or heading (lexicon.ts `joinable`); nothing
// else is touched, and a word is joined at most once (one split per word, so 'AMLO DI PINE' stays split).
// Words in lower or mixed case are left alone: prose splits ("in sane") are not OCR's and would join real words.
// The detector runs on the joined text and its spans are mapped back to the original offsets.
import { foldAccents } from '../../core/fold.js';

export interface JoinedText {
  text: string;
  /** Original offsets of the removed spaces, ascending. */
  removed: number[];
}

/**
 * A word in capitals followed by one space and another word in capitals (the second read in a lookahead, so pairs
 * overlap). The first word opens with an ASCII capital: the scan then skips most of a text at once (some 7 times
 * cheaper than a `\p{Lu}` opening), and the known words it may join into open with ASCII letters once folded.
 */
const PAIR = /(?<![\p{L}\p{N}])([A-Z]\p{Lu}*) (?=(\p{Lu}+)(?![\p{L}\p{N}]))/gu;

/** The text with its OCR-split words joined, or null when there is none (the usual case). */
export function joinSplitWords(text: string, known: ReadonlySet<string>): JoinedText | null {
  const removed: number[] = [];
  let skipUntil = -1;
  const word = (s: string) => foldAccents(s).toLowerCase();
  PAIR.lastIndex = 0;
  for (let m = PAIR.exec(text); m !== null; m = PAIR.exec(text)) {
    if (m.index < skipUntil) continue;
    const a = m[1]!;
    const b = m[2]!;
    if (a.length + b.length < 4) continue;
    if (!known.has(word(a + b))) continue;
    removed.push(m.index + a.length);
    // The second part is used: it does not open another join ("GRO UP" then not "UP X").
    skipUntil = m.index + a.length + 1 + b.length;
  }
  if (removed.length === 0) return null;
  let out = '';
  let from = 0;
  for (const r of removed) {
    out += text.slice(from, r);
    from = r + 1;
  }
  return { text: out + text.slice(from), removed };
}

/** The original offset of a joined-text offset: a start moves past the removed spaces at or before it, an end past those before it. */
export function originalOffset(j: JoinedText, offset: number, isEnd: boolean): number {
  // removed[k] - k (the joined offset of removed space k) rises with k: binary search for the first k past `offset`.
  let lo = 0;
  let hi = j.removed.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const at = j.removed[mid]! - mid;
    if (isEnd ? at < offset : at <= offset) lo = mid + 1;
    else hi = mid;
  }
  return offset + lo;
}
