// Trigger words for the special-category patterns that name no set (`(?<v>cd4\s*count...)`,
// `(?:is|was|being)\s+(?<v>disabled)`, `blood pressure ... 120/80`): read from the pattern's own source,
// the literal letters every match must open with ("leading prefixes"). Such a pattern then runs as a
// sticky match only at the word starts of an ASCII text whose word begins with one of its prefixes,
// instead of a full-text scan per pattern (about 20 of them, a third of the detector's cost on a note).
// Why the result is identical to the full scan: the pattern opens with `(?<![\p{L}\p{N}])`, has no
// top-level `|`, and every path through its leading literals, groups and `?`-optional groups yields a
// non-empty string of ASCII letters and digits, so any match starts at a position with no letter or
// digit before it (a word start) where the text reads one of the prefixes, compared in lower case. That
// comparison is exact only for ASCII text (with flags `iu` the literal `k` also matches the Kelvin sign
// and `s` the long s, which an ASCII text cannot hold), so a text with any non-ASCII character, and a
// pattern the reader does not fully understand, is scanned in full.
// Scanning the candidate starts in order and skipping those inside the previous match gives exactly the
// global scan's matches (leadMatches below; the rule triggeredMatches in trigger.ts uses for the word lists).
// Whole words (session 39, speed39): a prefix whose path stops at a part that must read a character that is no letter
// or digit (`\s`, `[ \t]`, `=`, `'`, `(?![\p{L}\p{N}])`, not optional) can only match where the word is exactly that
// prefix, since the text's word ends there: `(?:is|am|a|an|as)\s+` triggers at 'a' and 'an', no longer at every word
// that opens with an 'a'. On the 131-word note the sticky matches that found nothing were some 300 per call, nearly
// all at such longer words; a whole-word prefix drops only starts where the pattern cannot match, so the matches are
// the same.

import { stickyMatches } from '../../core/matches.js';

const LOOKBEHIND = '(?<![\\p{L}\\p{N}])';
const LITERAL = /^[a-z0-9]$/i;
const QUANTIFIER = /^[?*+{]$/;
/** Beyond this many prefixes a pattern is scanned in full (the expansion would cost more than it saves). */
const MAX_PREFIXES = 400;

/** Index after the group opening at `open` (its `)`), skipping escapes and character classes; -1 if unbalanced. */
export function closeOf(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '[') {
      for (i++; i < src.length && src[i] !== ']'; i++) if (src[i] === '\\') i++;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Splits `src[from, to)` at its top-level `|` into [start, end) ranges. */
export function alternatives(src: string, from: number, to: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = from;
  for (let i = from; i < to; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '[') {
      for (i++; i < to && src[i] !== ']'; i++) if (src[i] === '\\') i++;
    } else if (c === '(') {
      const close = closeOf(src, i);
      if (close < 0) return [];
      i = close;
    } else if (c === '|') {
      out.push([start, i]);
      start = i + 1;
    }
  }
  out.push([start, to]);
  return out;
}

/**
 * A prefix read so far, where the sequence continues (`null` once a non-literal stopped it), and, for a stopped path,
 * whether what stopped it must read a character that is no letter or digit (`endsWord`): the word is then the prefix.
 */
type Path = [string, number | null, boolean];

/**
 * Whether the part of a pattern's source at `at` must read one character that is no letter or digit (white space, a tab,
 * a space, a listed punctuation mark; a class of only those) or asserts that none follows (`(?![\p{L}\p{N}...])`), and
 * is not made optional by a quantifier; an optional such part (`\s*`, `[ \t]?`) is passed over to the part after it
 * (`W\s*=`: a space or the `=` follows the word). Conservative: false for anything else.
 */
function endsWord(src: string, at: number, depth = 0): boolean {
  const look = NOT_WORD_AHEAD.exec(src.slice(at, at + 60));
  if (look) return !look[1]!.startsWith('^') && look[1]!.includes('\\p{L}') && look[1]!.includes('\\p{N}') && !QUANTIFIER.test(src[at + look[0].length] ?? '');
  const atom = NOT_WORD_ATOM.exec(src.slice(at, at + 40));
  if (!atom) return false;
  const after = at + atom[0].length;
  const q = src[after];
  if (q !== '?' && q !== '*' && !src.startsWith('{0', after)) return true;
  if (depth >= 3) return false;
  const end = q === '{' ? src.indexOf('}', after) + 1 : after + 1;
  return end > 0 && endsWord(src, src[end] === '?' ? end + 1 : end, depth + 1);
}
/** A negative lookahead of one class, the class's body in group 1. */
const NOT_WORD_AHEAD = /^\(\?!\[((?:\\.|[^\]\\])*)\]\)/;
/** One part that reads a character that is no letter or digit: `\s`, `\t`, a class of only white space, an escaped or plain punctuation mark. */
const NOT_WORD_ATOM = /^(?:\\[stn]|\[(?:\\[stn]| )+\]|\\[.\-/:,;'"=#%&@()[\]{}+*?|^$!]|[ ,;:=#%&@'’"“”/<>!~-])/;

/** Whether a lookaround opens at `at` of a pattern's source ('(?=', '(?!', '(?<=', '(?<!'). */
function isLookaround(src: string, at: number): boolean {
  return LOOKAROUND.test(src.slice(at, at + 4));
}
const LOOKAROUND = /^\(\?<?[=!]/;

/** A class of literal members (`[ée]`, `['’]`, `[°º]`): what the prefix reader can read through, as the ASCII characters it meets. */
interface ClassRead {
  /** Index after the class's `]`. */
  end: number;
  /** The ASCII letters and digits the class matches (lower case). */
  letters: string[];
  /** The class matches some other ASCII character. */
  other: boolean;
}

/** Members a class may list for the reader: plain characters and escaped punctuation; no range, no `^`, no class escape. */
const CLASS_BODY = /^\[((?:\\[-./:,;'"=#%&@()[\]{}+*?|^$!]|[^\\\]\-^])+)\]/;

/**
 * The class opening at `at`, read as the ASCII characters it matches under the pattern's `flags` (asked of the RegExp
 * engine itself, one character at a time, so case folding is the engine's: under `iu` the long s meets `s`), or null
 * when it holds a range, a negation or a class escape (the path then stops there, as before).
 */
function classMembers(src: string, at: number, flags: string): ClassRead | null {
  const m = CLASS_BODY.exec(src.slice(at, at + 80));
  if (!m) return null;
  const re = new RegExp(`^${m[0]}$`, flags);
  const letters = new Set<string>();
  let other = false;
  for (let c = 0; c < 0x80; c++) {
    const ch = String.fromCharCode(c);
    if (!re.test(ch)) continue;
    if (LITERAL.test(ch)) letters.add(ch.toLowerCase());
    else other = true;
  }
  return { end: at + m[0].length, letters: [...letters], other };
}

/** The literal prefixes of the sequence `src[from, to)` (no top-level `|`), or null when unsupported. */
function sequence(src: string, from: number, to: number, flags: string | null): Path[] | null {
  let paths: Path[] = [['', from, false]];
  for (;;) {
    const next: Path[] = [];
    let moved = false;
    for (const [prefix, at, whole] of paths) {
      if (at === null || at >= to) {
        next.push([prefix, at, whole]);
        continue;
      }
      moved = true;
      const c = src[at]!;
      if (LITERAL.test(c)) {
        // An optional letter ('ha?emoglobin') gives the prefixes with it and without it; another quantifier stops the path.
        const optional = flags !== null && src[at + 1] === '?' ? (src[at + 2] === '?' ? 3 : 2) : 0;
        if (optional > 0) next.push([prefix + c.toLowerCase(), at + optional, false], [prefix, at + optional, false]);
        else if (QUANTIFIER.test(src[at + 1] ?? '')) next.push([prefix, null, false]);
        else next.push([prefix + c.toLowerCase(), at + 1, false]);
        continue;
      }
      const members = c === '[' && flags !== null ? classMembers(src, at, flags) : null;
      if (members !== null) {
        const after = members.end;
        const q = src[after] ?? '';
        if (q === '*' || q === '+' || q === '{') {
          next.push([prefix, null, endsWord(src, at)]);
          continue;
        }
        // Each ASCII character the class reads: a letter or digit goes on with the prefix; any other character ends the
        // word there (the word is the prefix). A member no ASCII character meets ('é', '’') leaves no path: the index
        // serves ASCII texts only.
        const skip = q === '?' ? (src[after + 1] === '?' ? 2 : 1) : 0;
        for (const ch of members.letters) next.push([prefix + ch, after + skip, false]);
        if (members.other) next.push([prefix, null, true]);
        if (skip > 0) next.push([prefix, after + skip, false]);
        continue;
      }
      // A lookaround reads no character ('(?<!(?:leave|congé)\s+)', '(?!\s+elders)'): the prefixes go on after it. It
      // only narrows where a match can be, so every match still reads one of the prefixes of what follows it.
      if (isLookaround(src, at)) {
        const close = closeOf(src, at);
        if (close < 0) return null;
        // '(?![\p{L}\p{N}])': no letter or digit may follow, so the word ends here; a letter read after it could never match.
        if (endsWord(src, at)) next.push([prefix, null, true]);
        else next.push(QUANTIFIER.test(src[close + 1] ?? '') ? [prefix, null, false] : [prefix, close + 1, false]);
        continue;
      }
      // A part that reads one character that is no letter or digit, made optional ('n\.?[ \t]*[º°o]'): where it reads one,
      // the word ends there (the word is the prefix); where it reads none, the prefix goes on after it.
      const atom = flags === null ? null : NOT_WORD_ATOM.exec(src.slice(at, at + 40));
      const atomQ = atom ? src[at + atom[0].length] : undefined;
      if (atom && (atomQ === '?' || atomQ === '*')) {
        const lazy = src[at + atom[0].length + 1] === '?' ? 1 : 0;
        next.push([prefix, null, true], [prefix, at + atom[0].length + 1 + lazy, false]);
        continue;
      }
      const named = /^\(\?<[A-Za-z]\w*>/.exec(src.slice(at, at + 40));
      if (!src.startsWith('(?:', at) && !named) {
        next.push([prefix, null, endsWord(src, at)]);
        continue;
      }
      const close = closeOf(src, at);
      if (close < 0) return null;
      const q = src[close + 1] ?? '';
      if (q === '*' || q === '+' || q === '{') {
        next.push([prefix, null, false]);
        continue;
      }
      const optional = q === '?';
      const after = close + (optional ? 2 : 1);
      const body = at + (named ? named[0].length : 3);
      for (const [s, e] of alternatives(src, body, close)) {
        const inner = sequence(src, s, e, flags);
        if (inner === null) return null;
        for (const [p, end, whole] of inner) next.push(end === e ? [prefix + p, after, false] : [prefix + p, null, whole]);
      }
      if (optional) next.push([prefix, after, false]);
      if (next.length > MAX_PREFIXES) return null;
    }
    paths = next;
    if (!moved) return paths;
  }
}

/** The word-start triggers of a pattern (leadingTriggers). */
export interface Triggers {
  /** Lower-case literal prefixes a word may go on after. */
  prefixes: string[];
  /** Lower-case literal prefixes the word must end with (the path stops at a part that reads no letter or digit). */
  words: string[];
}

/**
 * The lower-case literal prefixes one of which every match of `re` starts with (at a word start), split into those a
 * word may go on after and those that must be the whole word, or null when the pattern does not open with the
 * word-start lookbehind or has a path the reader cannot bound (then the pattern is scanned in full).
 */
export function leadingTriggers(re: RegExp): Triggers | null {
  const src = re.source;
  // A case-sensitive pattern (lexicon `{ case_sensitive }`, session 49) is read the same way: its prefixes are its
  // literals in lower case and the text is compared in lower case, so every word where it can match is a start (the
  // starts are a superset), and the sticky match at each, with the pattern's own flags, keeps the case.
  if (!src.startsWith(LOOKBEHIND)) return null;
  const from = LOOKBEHIND.length;
  if (alternatives(src, from, src.length).length !== 1) return null;
  // Read through classes and optional parts first; a pattern whose paths that reading cannot bound (too many, or one
  // with no letter before it stops) is read as before, stopping at them.
  let paths = sequence(src, from, src.length, re.flags.replace(/[gy]/g, ''));
  if (paths === null || paths.some(([p]) => p.length === 0)) paths = sequence(src, from, src.length, null);
  if (paths === null || paths.some(([p]) => p.length === 0)) return null;
  // A shorter prefix already triggers every word a longer one (or a whole word) starting with it would.
  const open = [...new Set(paths.filter(([, , whole]) => !whole).map(([p]) => p))].sort((a, b) => a.length - b.length);
  const prefixes = open.filter((p, i) => !open.slice(0, i).some((q) => p.startsWith(q)));
  const words = [...new Set(paths.filter(([, , whole]) => whole).map(([p]) => p))].filter((w) => !prefixes.some((q) => w.startsWith(q))).sort();
  return { prefixes, words };
}

/**
 * The empty start list every pattern's (and trigger.ts's every scan's) list begins as in a call, shared and frozen: the
 * first start found replaces it with an array of the list's own, so it is never written to (a push would throw).
 */
export const NO_STARTS: number[] = Object.freeze([]) as unknown as number[];

/** Adds `start` to list `id` of `lists`, giving the list an array of its own when it is still NO_STARTS. */
export function addStart(lists: number[][], id: number, start: number): void {
  const list = lists[id]!;
  if (list === NO_STARTS) lists[id] = [start];
  else list.push(start);
}

/** Children per trie node: `a`-`z`, then `0`-`9` (the units prefixes are made of). */
const SLOTS = 36;

function slot(c: number): number {
  if (c >= 0x61 && c <= 0x7a) return c - 0x61;
  if (c >= 0x30 && c <= 0x39) return c - 0x30 + 26;
  return -1;
}

/**
 * Prefix triggers of several patterns, looked up in one pass over the words of a lower-cased ASCII text:
 * a trie of the prefixes walked while each word is read, so most words leave it after a unit or two.
 */
export class PrefixIndex {
  /** `next[node * SLOTS + slot]`: the child node, 0 for none (node 0 is the root, never a child). */
  private next: number[] = new Array<number>(SLOTS).fill(0);
  /** Per node, the ids of the patterns one of whose prefixes ends there. */
  private readonly ends: Array<number[] | undefined> = [undefined];
  /** Per node, the ids of the patterns one of whose whole words ends there (they fire only when the word ends there too). */
  private readonly wholeEnds: Array<number[] | undefined> = [undefined];
  private count = 0;

  /**
   * Registers a pattern's prefixes and whole words (lower-case ASCII letters and digits; leadingTriggers); returns its id.
   */
  add(prefixes: readonly string[], words: readonly string[] = []): number {
    const id = this.count++;
    for (const [list, ends] of [[prefixes, this.ends], [words, this.wholeEnds]] as const) for (const p of list) {
      let node = 0;
      for (let k = 0; k < p.length; k++) {
        const s = slot(p.charCodeAt(k));
        // Internal invariant: prefixes come from validated data; not a caller's error.
        if (s < 0) throw new Error(`prefix ${JSON.stringify(p)} holds a unit other than a-z, 0-9`);
        let child = this.next[node * SLOTS + s]!;
        if (child === 0) {
          child = this.ends.length;
          this.ends.push(undefined);
          this.wholeEnds.push(undefined);
          this.next.push(...new Array<number>(SLOTS).fill(0));
          this.next[node * SLOTS + s] = child;
        }
        node = child;
      }
      const ids = ends[node] ?? [];
      if (!ids.includes(id)) ids.push(id);
      ends[node] = ids;
    }
    return id;
  }

  /**
   * One list per registered pattern, for `word` to fill: each starts as the one shared, frozen NO_STARTS and gets its own
   * array at its first start. A text meets few of the patterns' prefixes, and an array per pattern per call (a few
   * hundred) was a tenth of the trigger pass on a note; the lists read the same (empty, or the starts in order).
   */
  empty(): number[][] {
    return new Array<number[]>(this.count).fill(NO_STARTS);
  }

  /** For each registered pattern, the ascending word starts of `lower` (ASCII, lower case) that open with one of its prefixes. */
  hits(lower: string): number[][] {
    const out = this.empty();
    const n = lower.length;
    let i = 0;
    while (i < n) {
      if (!isWord(lower.charCodeAt(i))) {
        i++;
        continue;
      }
      const start = i;
      while (i < n && isWord(lower.charCodeAt(i))) i++;
      this.word(lower, start, i, out);
    }
    return out;
  }

  /**
   * Adds `start` to the list (in `out`, from `empty`) of each pattern one of whose prefixes the word `lower[start, end)`
   * (ASCII letters and digits, lower case) opens with. Words must come in ascending order (trigger.ts calls it from
   * its own pass over the words, so an ASCII text is read once for both indexes).
   */
  word(lower: string, start: number, end: number, out: number[][]): void {
    const { next, ends, wholeEnds } = this;
    let node = 0;
    for (let i = start; i < end; i++) {
      const s = slot(lower.charCodeAt(i));
      node = s < 0 ? 0 : next[node * SLOTS + s]!;
      if (node === 0) return;
      const ids = ends[node];
      if (ids !== undefined) mark(out, ids, start);
      // A whole word counts only where the text's word ends with it.
      if (i === end - 1 && wholeEnds[node] !== undefined) mark(out, wholeEnds[node]!, start);
    }
  }
}

/** Adds `start` to each list of `ids`, once per pattern and word: starts come in ascending order, so a repeat is the last one. */
function mark(out: number[][], ids: readonly number[], start: number): void {
  for (let k = 0; k < ids.length; k++) {
    const at = out[ids[k]!]!;
    if (at[at.length - 1] !== start) addStart(out, ids[k]!, start);
  }
}

/** ASCII letters and digits (the text is ASCII and lower case). */
function isWord(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a);
}

/** A pattern that names no set, with the word starts where one of its leading prefixes occurs. */
export interface Lead {
  /** The pattern with flag `y` instead of `g`. */
  sticky: RegExp;
  at: readonly number[];
}

/** The matches a global scan would give, found by sticky matches at the candidate starts in order. */
export function leadMatches(text: string, lead: Lead): RegExpExecArray[] {
  return stickyMatches(text, lead.at, lead.sticky);
}

const META = '\\^$.|?*+()[]{}';

/**
 * The longest run of literal characters (one or more) that every match of `re` holds, read from the pattern's
 * own source, or null. Used as a gate for a pattern scanned in full (`(?<v>\p{L}{3,}isch...)`, `...%\s+...`):
 * tested with the pattern's own flags (so `i` and `u` compare the characters exactly as the pattern does), a text
 * without the run holds no match and the full scan is skipped. Why the run is certain: it is read only along
 * the pattern's top-level sequence and inside groups on it that have one alternative and no quantifier, never
 * inside a lookaround, a class, an alternation or a quantified group, and a character followed by a quantifier
 * ends the run; a pattern with a top-level `|` gives null.
 */
export function requiredLiteral(re: RegExp): string | null {
  const src = re.source;
  if (alternatives(src, 0, src.length).length !== 1) return null;
  let best = '';
  const keep = (run: string) => {
    if (run.length > best.length) best = run;
  };
  const walk = (from: number, to: number): boolean => {
    let run = '';
    for (let i = from; i < to; i++) {
      const c = src[i]!;
      if (c === '(') {
        keep(run);
        run = '';
        const close = closeOf(src, i);
        if (close < 0 || close >= to) return false;
        const quantified = /^[?*+{]/.test(src[close + 1] ?? '');
        const look = isLookaround(src, i);
        const named = /^\(\?<[A-Za-z]\w*>/.exec(src.slice(i, i + 40));
        const body = src.startsWith('(?:', i) ? i + 3 : named ? i + named[0].length : src[i + 1] === '?' ? -1 : i + 1;
        if (!quantified && !look && body >= 0 && alternatives(src, body, close).length === 1 && !walk(body, close)) return false;
        i = close;
        continue;
      }
      if (c === '[') {
        keep(run);
        run = '';
        for (i++; i < to && src[i] !== ']'; i++) if (src[i] === '\\') i++;
        continue;
      }
      if (c === '\\' || META.includes(c)) {
        // An escape (a class such as \s or \p{L}, an escaped character) or an operator ends the run; a quantifier
        // also takes back the character it applies to.
        if (QUANTIFIER.test(c)) run = run.slice(0, -1);
        keep(run);
        run = '';
        if (c === '\\') i += src[i + 1] === 'p' || src[i + 1] === 'P' || (src[i + 1] === 'u' && src[i + 2] === '{') ? src.indexOf('}', i) - i : 1;
        else if (c === '{') i = src.indexOf('}', i);
        if (i < 0) return false;
        continue;
      }
      run += c;
    }
    keep(run);
    return true;
  };
  if (!walk(0, src.length)) return null;
  return best.length > 0 ? best : null;
}
