// Every match of a global regular expression, without the per-call copy `String.prototype.matchAll`
// makes (issue 19: on the detection path that copy — V8's regex initialisation — ran dozens of times
// per request). Same results as `[...text.matchAll(re)]`: it starts at `re.lastIndex`, steps over an
// empty match by one character (one code point with the `u` or `v` flag) and leaves `re.lastIndex` as
// it found it. The matches are collected before the caller sees any, so a caller that uses the same
// regex again inside its loop cannot disturb the scan. Also the regex-source helpers: `escapeRegExp` and
// `phraseAlternation` (a word list from a data file as one alternation), and `caselessMatches`: allMatches
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
