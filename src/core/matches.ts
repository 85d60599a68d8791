// Every match of a global regular expression, without the per-call copy `String.prototype.matchAll`
// makes (issue 19: on the detection path that copy — V8's regex initialisation — ran dozens of times
// per request). Same results as `[...text.matchAll(re)]`: it starts at `re.lastIndex`, steps over an
// empty match by one character (one code point with the `u` or `v` flag) and leaves `re.lastIndex` as
// it found it. The matches are collected before the caller sees any, so a caller that uses the same
// regex again inside its loop cannot disturb the scan. Also the regex-source helpers: `escapeRegExp` and
// `phraseAlternation` (a word list from a data file as one alternation) and `phraseTrie` (the same list as a prefix
// trie, same matches), and `caselessMatches`: allMatches
// of a case-insensitive Unicode regex over ASCII words through its cheaper non-Unicode twin; and
// `gateOpen`, the one test of a gate (a cheap regex that matches inside every match of a costly one).
import { foldAccents } from './fold.js';

/** Escapes a literal for use inside a RegExp source (the one helper for it; `/` too, so a literal form is safe). */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * One alternation over literal phrases (folded with `foldAccents` unless `fold` is false), longest first,
 * each white-space run matching any run of white space: the one helper that turns a data file's word
 * list into a regex source (special-category lexicon, age cues).
 */
export function phraseAlternation(words: readonly string[], fold = true): string {
  const keys = [...new Set(words.map((w) => (fold ? foldAccents(w) : w).trim()).filter((w) => w.length > 0))];
  keys.sort((a, b) => b.length - a.length);
  return keys.map((k) => escapeRegExp(k).replace(/\s+/g, '\\s+')).join('|');
}

/**
 * The representative of `c`'s class of characters the RegExp engine reads as equal under `flags` ('A' and 'a' under
 * `i`): the first such character seen, the engine itself asked once per new character and flags (classes of equal
 * characters are an equivalence: case folding). A trie of a few thousand phrases meets the same hundred characters
 * hundreds of thousands of times; a RegExp built per comparison was most of the special lexicon's start-up.
 */
const classes = new Map<string, { reps: string[]; of: Map<string, string> }>();
function representative(flags: string, c: string): string {
  let k = classes.get(flags);
  if (!k) {
    k = { reps: [], of: new Map() };
    classes.set(flags, k);
  }
  let rep = k.of.get(c);
  if (rep === undefined) {
    const re = new RegExp(`^${escapeRegExp(c)}$`, flags);
    rep = k.reps.find((r) => re.test(r)) ?? c;
    if (rep === c) k.reps.push(c);
    k.of.set(c, rep);
  }
  return rep;
}

/** The characters `escapeRegExp` escapes, for one character at a time. */
const SYNTAX = new Set(['.', '*', '+', '?', '^', '$', '{', '}', '(', ')', '|', '[', ']', '\\', '/']);

/** A white-space run of a phrase: one trie edge that the source writes `\s+`. */
const SPACE_RUN = ' ';

interface TrieNode {
  /** Edges in first-seen order: a code point (or SPACE_RUN) and the node it leads to. */
  kids: Array<[string, TrieNode]>;
  /** The same nodes by the edge's class representative (`representative`). */
  byClass: Map<string, TrieNode>;
  /** A phrase ends here. */
  end: boolean;
}

/**
 * `phraseAlternation(words, fold)` as a prefix trie, for regular expressions compiled with `flags`: the same matches
 * and the same preference, in a source that tries each character once at a position instead of once per phrase (a
 * list of two hundred party or union names was two hundred tries at every position of every window it scanned).
 * Why the matches are the same: each phrase is literal, its white-space runs read as `\s+` (a run, never a
 * literal space, since the phrases are trimmed and their runs collapsed), so at a given position a phrase matches
 * at most one string, and two phrases that both match there are one a prefix of the other (the edges out of a
 * node never match the same character: code points that `flags` make equal, 'A' and 'a' under `i`, are merged
 * into one edge, tested by the RegExp engine itself; a `\s+` edge and a non-space character never meet). The
 * alternation tries the longer first (longest first); the trie does too, since a phrase ending inside a longer
 * one makes the rest an optional group, which is greedy. Backtracking into either gives the shorter phrase
 * next, so what follows the list in a pattern sees the same candidates in the same order. That needs the longer of two
 * such phrases to be the longer string too, which a phrase with a run of several spaces or a tab ('A   B' before 'A BC'
 * in the alternation) can break: a list holding one is given as the alternation itself.
 */
export function phraseTrie(words: readonly string[], flags: string, fold = true): string {
  const phrases = [...new Set(words.map((w) => (fold ? foldAccents(w) : w).trim()))];
  if (phrases.some((p) => /\s{2}|[^\S ]/u.test(p))) return phraseAlternation(words, fold);
  const eqFlags = flags.replace(/[^imsuv]/g, '');
  const unicode = /[uv]/.test(flags);
  // Without `i` two characters are equal only when they are the same character; SPACE_RUN is its own class.
  const caseless = eqFlags.includes('i');
  const classOf = (c: string): string => (caseless && c !== SPACE_RUN ? representative(eqFlags, c) : c);
  const root: TrieNode = { kids: [], byClass: new Map(), end: false };
  for (const phrase of phrases) {
    if (phrase.length === 0) continue;
    let node = root;
    // An edge is one character as the regex reads it: a code point under `u` or `v`, a UTF-16 unit without (there a
    // phrase holding half of a surrogate pair is a prefix of one holding the whole pair, and must share its edge).
    for (const piece of phrase.match(unicode ? /\s+|[^\s]/gu : /\s+|[^\s]/g)!) {
      const edge = /^\s/.test(piece) ? SPACE_RUN : piece;
      const key = classOf(edge);
      let next = node.byClass.get(key);
      if (!next) {
        next = { kids: [], byClass: new Map(), end: false };
        node.kids.push([edge, next]);
        node.byClass.set(key, next);
      }
      node = next;
    }
    node.end = true;
  }
  const emit = (node: TrieNode): string => {
    const parts = node.kids.map(([c, next]) => (c === SPACE_RUN ? '\\s+' : SYNTAX.has(c) ? `\\${c}` : c) + emit(next));
    if (parts.length === 0) return '';
    if (!node.end) return parts.length === 1 ? parts[0]! : `(?:${parts.join('|')})`;
    return `(?:${parts.join('|')})?`;
  };
  return emit(root);
}

export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  // Internal invariant (a programming error, not a caller's): plain TypeError, no code.
  if (!re.global) throw new TypeError('allMatches needs a regex with the g flag');
  const saved = re.lastIndex;
  const out: RegExpExecArray[] = [];
  try {
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      out.push(m);
      if (m[0] === '') re.lastIndex = advance(text, re.lastIndex, re.unicode || re.flags.includes('v'));
    }
  } finally {
    re.lastIndex = saved;
  }
  return out;
}

/**
 * No match: the one shared, frozen empty result of the trigger readers here and in trigger.ts, so a pattern or list that
 * finds nothing at its trigger words (nearly all of them in a call) allocates nothing.
 */
export const NO_MATCHES: RegExpExecArray[] = Object.freeze([]) as unknown as RegExpExecArray[];

/**
 * The matches a global scan would give, found by sticky matches at the candidate starts `at` (ascending; every
 * position where a match can start among them) with the sticky expression chosen at each start not passed over (none:
 * no match there): the special detector's trigger words (detect/special/leading.ts leadMatches; trigger.ts's grouped
 * scans pick the expression by the word at the start) and the address parser's trigger scans (places/addressTokens.ts). The matches come as an array, not a generator: a
 * generator and its delegations per pattern per call (some hundred and fifty on a note, nearly all finding nothing)
 * were most of the detector's garbage; the matches and their order are the same, and the consumer touches no expression
 * used here (each sticky match sets its own `lastIndex`).
 */
export function stickyMatches(text: string, at: readonly number[], stickyAt: RegExp | ((p: number) => RegExp | undefined)): RegExpExecArray[] {
  let out = NO_MATCHES;
  let end = 0;
  // An indexed loop: a for-of over `at` here allocated an iterator result per trigger word.
  for (let i = 0; i < at.length; i++) {
    const p = at[i]!;
    if (p < end) continue;
    const sticky = typeof stickyAt === 'function' ? stickyAt(p) : stickyAt;
    if (!sticky) continue;
    sticky.lastIndex = p;
    const m = sticky.exec(text);
    if (!m) continue;
    end = p + Math.max(1, m[0].length);
    if (out === NO_MATCHES) out = [m];
    else out.push(m);
  }
  return out;
}

/**
 * The first match of a global regular expression, scanning from `re.lastIndex`, that `accept` takes, or
 * null: `allMatches` with an early exit, for a test that stops at its first hit (no per-call copy of the
 * regex, unlike `matchAll`; `re.lastIndex` is left as found). `accept` must not use `re` itself.
 */
export function firstMatch(re: RegExp, text: string, accept: (m: RegExpExecArray) => boolean): RegExpExecArray | null {
  // Internal invariant (a programming error, not a caller's): plain TypeError, no code.
  if (!re.global) throw new TypeError('firstMatch needs a regex with the g flag');
  const saved = re.lastIndex;
  try {
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (accept(m)) return m;
      if (m[0] === '') re.lastIndex = advance(text, re.lastIndex, re.unicode || re.flags.includes('v'));
    }
    return null;
  } finally {
    re.lastIndex = saved;
  }
}

/**
 * Whether a gate finds something in the text. A gate belongs to one costly global regex and is built, from
 * the same word lists, to match inside every match of it: the literal each match must contain together
 * with what must follow that literal (a street word, whitespace and a digit: `straße 12`). When the gate
 * finds nothing, the costly regex would find nothing either, so its full scan is skipped with no finding
 * lost; when it finds something, the costly regex runs as before. A gate has neither flag `g` nor `y`
 * (a test from the start, with no `lastIndex` to carry) and no lookbehind at its start (V8 then scans it
 * with a quick first-character check: a fraction of the costly regex's time).
 */
export function gateOpen(gate: RegExp, text: string): boolean {
  // Internal invariant (a programming error, not a caller's): plain TypeError, no code.
  if (gate.global || gate.sticky) throw new TypeError('a gate has neither flag g nor y');
  return gate.test(text);
}

/**
 * The gate (`gateOpen`) "one of `words`, a run of `blank`, a digit" (a street word and a house number: `Hauptstraße 12`),
 * written to open at the blank and the digit and read the words backwards from there. `(?:words)blank+\d` tried at every
 * position reads the word list at every letter of a text (dozens of first letters, so V8's first-character check lets
 * most positions through); `blank\d(?<=(?:words)blank+\d)` stops only where a blank meets a digit. The same answer
 * (issue 19, session 41): a match of the first has a last blank right before its digit, where the second matches (its
 * look-behind reads that very match back); a match of the second is, by its look-behind, a match of the first ending
 * at the same digit. `blank` is one character class (`\s`, `[ \t]`); `words` a regex source.
 */
export function digitFirstGate(words: string, blank: string, flags = ''): RegExp {
  return new RegExp(`${blank}\\d(?<=(?:${words})${blank}+\\d)`, flags);
}

/** The two characters whose Unicode case folding is an ASCII letter (ſ → s, Kelvin sign → k). */
const FOLDS_TO_ASCII = /[\u017f\u212a]/;

/**
 * Whether a `iu` regex source means the same without `u` on any text free of FOLDS_TO_ASCII: its
 * characters are ASCII or caseless punctuation (`’`), and it has none of the constructs whose meaning
 * the `u` flag changes (`\p{…}`, `\u{…}`, `.`, a negated class or `\S \W \D`, which may match half a
 * surrogate pair).
 */
function caselessTwinSafe(re: RegExp): boolean {
  if (!re.ignoreCase || !re.unicode || !re.global || re.sticky) return false;
  const src = re.source;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === '\\') {
      const next = src[i + 1] ?? '';
      if ('pPSWD'.includes(next) || (next === 'u' && src[i + 2] === '{')) return false;
      i++;
    } else if (c === '.' || (c === '[' && src[i + 1] === '^')) {
      return false;
    } else if (c.charCodeAt(0) > 0x7f && (c.toLowerCase() !== c || c.toUpperCase() !== c || !/^[\p{P}\p{S}\p{Zs}]$/u.test(c))) {
      return false;
    }
  }
  return true;
}

/**
 * `allMatches(re, text)` for a global case-insensitive Unicode regex (`giu`), the same matches at a
 * quarter of the CPU where it can: V8 runs a `iu` pattern through Unicode case folding at every
 * position, while the same ASCII pattern without `u` compares code units. The two agree on every text
 * without `ſ` or the Kelvin sign (the only characters that fold to ASCII letters, and so also the only
 * extra word characters of `\b` under `iu`), and when the pattern is `caselessTwinSafe`; otherwise, or
 * when the twin finds an empty match (where the flags step differently), the regex itself runs.
 */
export function caselessMatches(re: RegExp): (text: string) => RegExpExecArray[] {
  if (!caselessTwinSafe(re)) return (text) => allMatches(re, text);
  const twin = new RegExp(re.source, re.flags.replace('u', ''));
  return (text) => {
    if (FOLDS_TO_ASCII.test(text)) return allMatches(re, text);
    const found = allMatches(twin, text);
    return found.some((m) => m[0] === '') ? allMatches(re, text) : found;
  };
}

/** True when caselessMatches(re) scans through the non-Unicode twin (tests). */
export function hasCaselessTwin(re: RegExp): boolean {
  return caselessTwinSafe(re);
}

function advance(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const c = text.charCodeAt(index);
  if (c < 0xd800 || c > 0xdbff) return index + 1;
  const d = text.charCodeAt(index + 1);
  return d >= 0xdc00 && d <= 0xdfff ? index + 2 : index + 1;
}
