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

// OCR-confused characters: a scanned form reads letters as look-alike digits ('D1agnos1s', 'Re1igion', 'P4RTY',
// 'antib0dies') and a capital I as a lower-case l ('HlV', 'MEDlCAL'). A word showing such a sign is read with its look-alikes
// replaced when exactly one reading, folded, is a word of a known term, label or heading (`known`); the replacements keep
// the word's length, so every offset stays where it was. Words without a sign are never touched (a lower-case 'l' for an
// 'i' in 'appendlcitis' is left: in prose it would be a real word's letter), and an identifier ('SW1A', 'MRN4471203')
// reads as no known word and stays.
const LOOK_ALIKES: Readonly<Record<string, readonly string[]>> = { '0': ['o'], '1': ['l', 'i'], '3': ['e'], '4': ['a'], '5': ['s'] };
/** A look-alike digit between letters, a capital, lower-case l, capital run, or a word opening with a zero: cheap, no Unicode classes. */
const SIGN = /[A-Za-z][01345][A-Za-z]|[A-Z]l[A-Z]|(?<![A-Za-z0-9])0[a-z]{2}/g;
/** One letter or digit of any script. */
export const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The readings of `w` (lower-cased) with look-alike digits replaced; none beyond 64. */
function readings(w: string): string[] {
  let out = [''];
  for (const ch of w) {
    const use = [ch, ...(LOOK_ALIKES[ch] ?? [])];
    out = out.flatMap((p) => use.map((c) => p + c));
    if (out.length > 64) return [];
  }
  return out;
}

/** The text with OCR-confused words read as the known words they stand for, or null when there is none (the usual case). */
export function fixConfusedWords(text: string, known: ReadonlySet<string>): string | null {
  SIGN.lastIndex = 0;
  let out = '';
  let from = 0;
  let lastEnd = -1;
  for (let m = SIGN.exec(text); m !== null; m = SIGN.exec(text)) {
    // The word around the sign.
    let s = m.index;
    while (s > 0 && WORD_CHAR.test(text[s - 1]!)) s--;
    let e = m.index + m[0].length;
    while (e < text.length && WORD_CHAR.test(text[e]!)) e++;
    SIGN.lastIndex = e;
    if (s < lastEnd) continue;
    lastEnd = e;
    const w = text.slice(s, e);
    if (w.length < 3) continue;
    const capsWithL = /^[A-Zl]+$/u.test(w) && w.includes('l');
    const base = capsWithL ? w.replace(/l/gu, 'I').toLowerCase() : w.toLowerCase();
    if (!/\p{L}/u.test(base) || known.has(foldAccents(w.toLowerCase()))) continue;
    const hits = [...new Set(readings(base).filter((r) => !/\d/u.test(r) && known.has(foldAccents(r))))];
    if (hits.length !== 1) continue;
    // A replaced character takes the case of the word (all capitals) or of the character it stands for.
    const caps = w === w.toUpperCase() || capsWithL;
    const letters = [...w];
    const fixed = [...hits[0]!].map((c, i) => (caps || /\p{Lu}/u.test(letters[i] ?? '') ? c.toUpperCase() : c)).join('');
    // Lower-casing may lengthen a word ('İ' becomes 'i' and a combining dot): a reading of another length would move
    // every offset after it, so such a word is left as written.
    if (fixed.length !== w.length) continue;
    out += text.slice(from, s) + fixed;
    from = e;
  }
  return from === 0 ? null : out + text.slice(from);
}
