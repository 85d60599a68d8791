// The cheap trigger scan of the special-category detector. Every word list (terms, acronyms, the sets
// that anchor patterns, form labels) is keyed by its entries' first word; one pass over the words of a
// text looks each word up once (a Map lookup), and the expensive alternations then run only where a
// first word was seen: a sticky match at that word, or, for form labels, over that word's line.
// Results are identical to a full scan because every entry starts with a letter or digit and its
// regular expression opens with `(?<![\p{L}\p{N}])`, so a match can only begin where a word begins whose
// text is the entry's first word; a list with an entry that does not start so is scanned in full.
// A suffix list (words ending in -itis, -osis, ...) is triggered in the same pass by a word's last three
// characters, and its expression, which matches whole ASCII words only, runs at such words' starts.
// Tables are built once per process with the lexicon; nothing is compiled per call.
import { allMatches, NO_MATCHES, stickyMatches } from '../../core/matches.js';
import type { FoldedText } from './fold.js';
import { addStart, leadMatches, NO_STARTS, type PrefixIndex } from './leading.js';

const ASCII = /^[\x00-\x7f]*$/;

/** A word list compiled for the trigger scan. */
export interface Scan {
  /** The list's expression with flag `y` (sticky) instead of `g` (compiled on first use, as `global`). */
  readonly sticky: RegExp;
  /** The global expression, for a full scan. */
  readonly global: RegExp;
  /** Runs over the folded text (terms, labels) or the original (acronyms, set anchors). */
  folded: boolean;
  /** Form labels: matched over the whole line of each trigger word. */
  lines: boolean;
  /** Some entry does not open with a letter or digit: scanned in full. */
  full: boolean;
  /**
   * A folded list given a builder: by first word, the sticky expression of the entries that open with it. At a trigger
   * word only those entries can match (the argument above), so the long alternation of the whole list is not tried
   * there: with a few thousand entries (the health terms) that is most of a triggered scan's cost.
   */
  groups?: ReadonlyMap<string, Lazy>;
  /** `groups` by the hash of the word (eachWord's hash), so a trigger word is looked up without slicing it out. */
  groupsByHash?: ReadonlyMap<number, ReadonlyArray<readonly [string, Lazy]>>;
}

/**
 * A first word's expression, compiled when a text first holds that word: the health terms have a few thousand first
 * words, and compiling each one's expression up front was most of the lexicon's start-up (about 1.5 s of the first
 * call in every process), though a text meets a handful of them.
 */
export class Lazy {
  private compiled?: RegExp;
  constructor(private readonly make: () => RegExp) {}
  get re(): RegExp {
    if (this.compiled === undefined) this.compiled = this.make();
    return this.compiled;
  }
}

/** Key of a word of the original text (lists matched there ignore case): lower case, and for non-ASCII words lower-upper-lower so every case variant (ẞ/ß, ſ/s) meets. */
export function wordKey(word: string): string {
  return ASCII.test(word) ? word.toLowerCase() : word.toLowerCase().toUpperCase().toLowerCase();
}

function firstWord(entry: string): string | null {
  const m = /^[\p{L}\p{N}]+/u.exec(entry.trim());
  return m ? m[0] : null;
}

const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const nonAscii = new Map<number, boolean>();

/** Whether the code point is a letter or digit (ASCII inline, others through a cached test). */
function isWordChar(cp: number): boolean {
  if (cp < 0x80) return (cp >= 0x61 && cp <= 0x7a) || (cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a);
  let v = nonAscii.get(cp);
  if (v === undefined) {
    v = WORD_CHAR.test(String.fromCodePoint(cp));
    nonAscii.set(cp, v);
  }
  return v;
}

/**
 * Calls `visit(start, end, hash)` for every maximal run of letters and digits (what `[\p{L}\p{N}]+` with
 * flag u matches), without allocating; `hash` is over the run's UTF-16 units.
 */
function eachWord(text: string, visit: (start: number, end: number, hash: number) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    let cp = text.charCodeAt(i);
    let w = cp >= 0xd800 && cp <= 0xdbff && i + 1 < n ? 2 : 1;
    if (w === 2) cp = text.codePointAt(i)!;
    if (!isWordChar(cp)) {
      i += w;
      continue;
    }
    const start = i;
    let h = 0;
    while (i < n) {
      cp = text.charCodeAt(i);
      w = cp >= 0xd800 && cp <= 0xdbff && i + 1 < n ? 2 : 1;
      if (w === 2) cp = text.codePointAt(i)!;
      if (!isWordChar(cp)) break;
      for (let k = 0; k < w; k++) h = (Math.imul(h, 31) + text.charCodeAt(i + k)) | 0;
      i += w;
    }
    visit(start, i, h);
  }
}

/** The last three UTF-16 units before `end` as one small integer (collisions are checked by the caller). */
function tailCode(s: string, end: number): number {
  return ((s.charCodeAt(end - 3) & 0x3ff) << 20) | ((s.charCodeAt(end - 2) & 0x3ff) << 10) | (s.charCodeAt(end - 1) & 0x3ff);
}

function hashOf(word: string): number {
  let h = 0;
  for (let k = 0; k < word.length; k++) h = (Math.imul(h, 31) + word.charCodeAt(k)) | 0;
  return h;
}

/**
 * A scan of `re` (or of the expression `re` compiles when first asked): its sticky twin is compiled on first use too — a
 * list matched by first word (`groups`) or never triggered in a process needs neither.
 */
function scanOf(re: RegExp | Lazy, folded: boolean, lines: boolean, full: boolean): Scan {
  const global = re instanceof Lazy ? re : new Lazy(() => re);
  const sticky = new Lazy(() => {
    const g = global.re;
    return new RegExp(g.source, `${g.flags.replace('g', '')}y`);
  });
  return {
    get global() {
      return global.re;
    },
    get sticky() {
      return sticky.re;
    },
    folded,
    lines,
    full,
  };
}

export class TriggerIndex {
  readonly scans: Scan[] = [];
  /** By hash of the key, the keys and the scans they trigger: folded lists keyed by the folded word, original-text lists by `wordKey`. */
  private readonly byHash = new Map<number, Array<{ word: string; ids: number[] }>>();
  /** Suffix lists: their scan id, the codes of their endings' last three characters, and the endings. */
  private readonly suffixes: Array<{ id: number; tails: Set<number>; endings: readonly string[]; min: number }> = [];

  /**
   * Registers a suffix list over the folded text: `re` must match only whole words ending in one of `endings`
   * (ASCII, at least three characters each) and at least `min` characters long.
   */
  addSuffixes(re: RegExp, endings: readonly string[], min: number): number {
    const id = this.scans.length;
    this.scans.push(scanOf(re, true, false, false));
    this.suffixes.push({ id, tails: new Set(endings.map((e) => tailCode(e, e.length))), endings, min });
    return id;
  }

  private index(word: string, id: number): void {
    const h = hashOf(word);
    let bucket = this.byHash.get(h);
    if (!bucket) {
      bucket = [];
      this.byHash.set(h, bucket);
    }
    let entry = bucket.find((e) => e.word === word);
    if (!entry) {
      entry = { word, ids: [] };
      bucket.push(entry);
    }
    if (!entry.ids.includes(id)) entry.ids.push(id);
  }

  /**
   * Registers a list: its expression and the entries (as the expression sees them) it alternates. With `build` (a
   * folded list matched at words, not lines), `build(sources)` must give the expression of any subset of `sources`
   * (aligned with `entries`), as it gave `re` of them all: each first word then gets the expression of its entries.
   */
  add(re: RegExp | Lazy, entries: readonly string[], folded: boolean, lines = false, grouped?: { sources: readonly string[]; build: (sources: readonly string[]) => RegExp }): number {
    const id = this.scans.length;
    const words = entries.map(firstWord);
    const full = words.some((w) => w === null);
    const scan: Scan = scanOf(re, folded, lines, full);
    if (!full && grouped && folded && !lines) {
      const byWord = new Map<string, string[]>();
      words.forEach((w, i) => {
        const list = byWord.get(w!) ?? [];
        list.push(grouped.sources[i]!);
        byWord.set(w!, list);
      });
      scan.groups = new Map([...byWord].map(([w, list]) => [w, new Lazy(() => {
        const sub = grouped.build(list);
        return new RegExp(sub.source, `${sub.flags.replace('g', '')}y`);
      })]));
      const byHash = new Map<number, Array<readonly [string, Lazy]>>();
      for (const [w, sticky] of scan.groups) {
        const h = hashOf(w);
        const bucket = byHash.get(h) ?? [];
        bucket.push([w, sticky]);
        byHash.set(h, bucket);
      }
      scan.groupsByHash = byHash;
    }
    this.scans.push(scan);
    if (!full) for (const w of words as string[]) this.index(folded ? w : wordKey(w), id);
    return id;
  }

  private lookup(text: string, start: number, end: number, h: number): number[] | undefined {
    const bucket = this.byHash.get(h);
    if (!bucket) return undefined;
    for (const e of bucket) if (e.word.length === end - start && text.startsWith(e.word, start)) return e.ids;
    return undefined;
  }

  /**
   * For each scan, the ascending offsets of its trigger words in the text it runs over. With `foldedOnly`, in a
   * non-ASCII text, the folded offsets of the words that meet an original-text list only once folded ('Ìjẹ̀ṣà'
   * meets 'ijesa'): a set-anchored pattern is then also run over the folded text there (index.ts).
   */
  hits(text: string, f: FoldedText, foldedOnly?: number[][], leading?: { index: PrefixIndex; out: number[][] }): number[][] {
    // Each scan's list starts as the shared NO_STARTS (leading.ts) and gets an array at its first trigger word: an array
    // per scan per call (some two hundred) cost about as much as the rest of this pass on a note.
    const out: number[][] = new Array<number[]>(this.scans.length).fill(NO_STARTS);
    // The folded text is lower case, so for ASCII text its words are also the original's keys.
    const suffixes = this.suffixes;
    const scans = this.scans;
    const ft = f.text;
    // An ASCII text's words are also the prefix index's words (ASCII letters and digits): its trie is walked in
    // this same pass rather than in a second pass over the text.
    const prefixes = f.identity ? leading : undefined;
    eachWord(ft, (start, end, h) => {
      if (prefixes) prefixes.index.word(ft, start, end, prefixes.out);
      if (suffixes.length > 0 && end - start >= 6) {
        const tail = tailCode(ft, end);
        for (let k = 0; k < suffixes.length; k++) {
          const s = suffixes[k]!;
          if (end - start >= s.min && s.tails.has(tail) && endsWithAny(ft, end, s.endings)) addStart(out, s.id, start);
        }
      }
      const ids = this.lookup(ft, start, end, h);
      if (!ids) return;
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k]!;
        if (scans[id]!.folded || f.identity) addStart(out, id, start);
        else if (foldedOnly && !ASCII.test(text.slice(f.starts[start]!, f.ends[end - 1]!))) {
          const list = foldedOnly[id] ?? [];
          list.push(start);
          foldedOnly[id] = list;
        }
      }
    });
    if (!f.identity) {
      // Non-ASCII text: words of the original (folding may change them) for the lists matched on it.
      eachWord(text, (start, end) => {
        const key = wordKey(text.slice(start, end));
        const ids = this.lookup(key, 0, key.length, hashOf(key));
        if (ids) for (const id of ids) if (!this.scans[id]!.folded) addStart(out, id, start);
      });
    }
    return out;
  }
}

function endsWithAny(s: string, end: number, endings: readonly string[]): boolean {
  for (let k = 0; k < endings.length; k++) if (s.endsWith(endings[k]!, end)) return true;
  return false;
}

/** The matches a global scan of `scan` over `text` would give, found from its trigger offsets (an array: core/matches.ts stickyMatches). */
export function triggeredMatches(scan: Scan, text: string, at: readonly number[]): RegExpExecArray[] {
  if (scan.full) {
    scan.global.lastIndex = 0;
    return allMatches(scan.global, text);
  }
  if (at.length === 0) return NO_MATCHES;
  if (scan.lines) return lineMatches(scan, text, at);
  const groups = scan.groupsByHash;
  // At each trigger word, the expression of the entries that open with that word.
  if (groups) return stickyMatches(text, at, (p) => groupAt(groups, text, p));
  return leadMatches(text, { sticky: scan.sticky, at });
}

/**
 * The expression `groups` holds for the word (letters and digits, as eachWord reads them) that opens at `p`, found by
 * the word's hash and compared in place: no slice of the word is made.
 */
function groupAt(groups: ReadonlyMap<number, ReadonlyArray<readonly [string, Lazy]>>, text: string, p: number): RegExp | undefined {
  const n = text.length;
  let q = p;
  let h = 0;
  while (q < n) {
    const cp = text.codePointAt(q)!;
    if (!isWordChar(cp)) break;
    const w = cp > 0xffff ? 2 : 1;
    for (let k = 0; k < w; k++) h = (Math.imul(h, 31) + text.charCodeAt(q + k)) | 0;
    q += w;
  }
  const bucket = groups.get(h);
  if (!bucket) return undefined;
  for (const [word, lazy] of bucket) if (word.length === q - p && text.startsWith(word, p)) return lazy.re;
  return undefined;
}

const STACKED_VALUE = /^[ \t]*[^\n:：]{1,40}$/u;

/**
 * Label matches start on the line of a trigger word: each such line is scanned once, from its leading newline,
 * with the next line in view (a stacked form's value sits there); a match starting on the next line is left to
 * that line's own scan.
 */
function lineMatches(scan: Scan, text: string, at: readonly number[]): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  let done = -1;
  for (const p of at) {
    if (p < done) continue;
    const nl = text.lastIndexOf('\n', p - 1);
    const s = nl === -1 ? 0 : nl;
    const next = text.indexOf('\n', p);
    const e = next === -1 ? text.length : next;
    let after = next === -1 ? -1 : text.indexOf('\n', next + 1);
    if (after === -1) after = text.length;
    // The next line is in view only when it could be a stacked value: short, without a colon (labelRegex).
    const view = next !== -1 && STACKED_VALUE.test(text.slice(next + 1, after)) ? after : e;
    done = e;
    scan.global.lastIndex = 0;
    for (const m of allMatches(scan.global, text.slice(s, view))) {
      m.index += s;
      if (m.index >= e) break;
      out.push(m);
    }
  }
  return out;
}
