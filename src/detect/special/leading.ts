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

/** A prefix read so far and where the sequence continues (`null` once a non-literal stopped it). */
type Path = [string, number | null];

/** Whether a lookaround opens at `at` of a pattern's source ('(?=', '(?!', '(?<=', '(?<!'). */
function isLookaround(src: string, at: number): boolean {
  return LOOKAROUND.test(src.slice(at, at + 4));
}
const LOOKAROUND = /^\(\?<?[=!]/;

/** The literal prefixes of the sequence `src[from, to)` (no top-level `|`), or null when unsupported. */
function sequence(src: string, from: number, to: number): Path[] | null {
  let paths: Path[] = [['', from]];
  for (;;) {
    const next: Path[] = [];
    let moved = false;
    for (const [prefix, at] of paths) {
      if (at === null || at >= to) {
        next.push([prefix, at]);
        continue;
      }
      moved = true;
      const c = src[at]!;
      if (LITERAL.test(c)) {
        if (QUANTIFIER.test(src[at + 1] ?? '')) next.push([prefix, null]);
        else next.push([prefix + c.toLowerCase(), at + 1]);
        continue;
      }
      // A lookaround reads no character ('(?<!(?:leave|congé)\s+)', '(?!\s+elders)'): the prefixes go on after it. It
      // only narrows where a match can be, so every match still reads one of the prefixes of what follows it.
      if (isLookaround(src, at)) {
        const close = closeOf(src, at);
        if (close < 0) return null;
        next.push(QUANTIFIER.test(src[close + 1] ?? '') ? [prefix, null] : [prefix, close + 1]);
        continue;
      }
      const named = /^\(\?<[A-Za-z]\w*>/.exec(src.slice(at, at + 40));
      if (!src.startsWith('(?:', at) && !named) {
        next.push([prefix, null]);
        continue;
      }
      const close = closeOf(src, at);
      if (close < 0) return null;
      const q = src[close + 1] ?? '';
      if (q === '*' || q === '+' || q === '{') {
        next.push([prefix, null]);
        continue;
      }
      const optional = q === '?';
      const after = close + (optional ? 2 : 1);
      const body = at + (named ? named[0].length : 3);
      for (const [s, e] of alternatives(src, body, close)) {
        const inner = sequence(src, s, e);
        if (inner === null) return null;
        for (const [p, end] of inner) next.push([prefix + p, end === e ? after : null]);
      }
      if (optional) next.push([prefix, after]);
      if (next.length > MAX_PREFIXES) return null;
    }
    paths = next;
    if (!moved) return paths;
  }
}

/**
 * The lower-case literal prefixes one of which every match of `re` starts with (at a word start), or
 * null when the pattern does not open with the word-start lookbehind or has a path the reader cannot
 * bound (then the pattern is scanned in full).
 */
export function leadingPrefixes(re: RegExp): string[] | null {
  const src = re.source;
  if (!src.startsWith(LOOKBEHIND) || !re.flags.includes('i')) return null;
  const from = LOOKBEHIND.length;
  if (alternatives(src, from, src.length).length !== 1) return null;
  const paths = sequence(src, from, src.length);
  if (paths === null || paths.some(([p]) => p.length === 0)) return null;
  // A shorter prefix already triggers every word a longer one starting with it would.
  const all = [...new Set(paths.map(([p]) => p))].sort((a, b) => a.length - b.length);
  return all.filter((p, i) => !all.slice(0, i).some((q) => p.startsWith(q)));
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
  private count = 0;

  /** Registers a pattern's prefixes (lower-case ASCII letters and digits); returns its id. */
  add(prefixes: readonly string[]): number {
    const id = this.count++;
    for (const p of prefixes) {
      let node = 0;
      for (let k = 0; k < p.length; k++) {
        const s = slot(p.charCodeAt(k));
        // Internal invariant: prefixes come from validated data; not a caller's error.
        if (s < 0) throw new Error(`prefix ${JSON.stringify(p)} holds a unit other than a-z, 0-9`);
        let child = this.next[node * SLOTS + s]!;
        if (child === 0) {
          child = this.ends.length;
          this.ends.push(undefined);
          this.next.push(...new Array<number>(SLOTS).fill(0));
          this.next[node * SLOTS + s] = child;
        }
        node = child;
      }
      const ids = this.ends[node] ?? [];
      if (!ids.includes(id)) ids.push(id);
      this.ends[node] = ids;
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
    const { next, ends } = this;
    let node = 0;
    for (let i = start; i < end; i++) {
      const s = slot(lower.charCodeAt(i));
      node = s < 0 ? 0 : next[node * SLOTS + s]!;
      if (node === 0) return;
      const ids = ends[node];
      if (ids === undefined) continue;
      // Once per pattern and word: starts are pushed in ascending order, so a repeat is the last one.
      for (let k = 0; k < ids.length; k++) {
        const at = out[ids[k]!]!;
        if (at[at.length - 1] !== start) addStart(out, ids[k]!, start);
      }
    }
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
export function leadMatches(text: string, lead: Lead): Generator<RegExpExecArray> {
  return stickyMatches(text, lead.at, () => lead.sticky);
}

/**
 * The loop of leadMatches with the sticky expression chosen at each start not passed over (none: no match there);
 * trigger.ts's grouped scans pick it by the word at the start.
 */
export function* stickyMatches(text: string, at: readonly number[], stickyAt: (p: number) => RegExp | undefined): Generator<RegExpExecArray> {
  let end = 0;
  // An indexed loop: a for-of over `at` here allocated an iterator result per trigger word.
  for (let i = 0; i < at.length; i++) {
    const p = at[i]!;
    if (p < end) continue;
    const sticky = stickyAt(p);
    if (!sticky) continue;
    sticky.lastIndex = p;
    const m = sticky.exec(text);
    if (!m) continue;
    end = p + Math.max(1, m[0].length);
    yield m;
  }
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
